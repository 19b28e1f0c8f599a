import type { PaymentsConfig } from './config';
import { MomoProvider } from './momo/adapter';
import { PaypalProvider } from './paypal/adapter';
import { GATEWAY_OF, type GatewayCode, type PaymentProvider, UNSUPPORTED_METHODS } from './provider';
import { VnpayProvider } from './vnpay/adapter';
import { ZalopayProvider } from './zalopay/adapter';

const made = new WeakMap<PaymentsConfig, Map<GatewayCode, PaymentProvider | null>>();

function build(cfg: PaymentsConfig, code: GatewayCode): PaymentProvider | null {
  switch (code) {
    case 'VNPAY':
      return cfg.vnpay ? new VnpayProvider(cfg.vnpay) : null;
    case 'MOMO':
      return cfg.momo ? new MomoProvider(cfg.momo) : null;
    case 'ZALOPAY':
      return cfg.zalopay ? new ZalopayProvider(cfg.zalopay) : null;
    case 'PAYPAL':
      return cfg.paypal ? new PaypalProvider(cfg.paypal) : null;
    default:
      return null;
  }
}

/** The configured adapter of a gateway, or null (made once per configuration). */
export function gateway(cfg: PaymentsConfig, code: GatewayCode): PaymentProvider | null {
  let cache = made.get(cfg);
  if (!cache) {
    cache = new Map();
    made.set(cfg, cache);
  }
  if (!cache.has(code)) cache.set(code, build(cfg, code));
  return cache.get(code) ?? null;
}

/** The adapter that takes payments of a method (VNPAY, CREDIT_CARD → VNPay…), or null for offline methods. */
export function gatewayOfMethod(cfg: PaymentsConfig, method: string): PaymentProvider | null {
  const code = GATEWAY_OF[method.toUpperCase()];
  return code ? gateway(cfg, code) : null;
}

/**
 * Whether the shop can take a method: offline ones (cash, COD, bank transfer…) always; a gateway's
 * only when its adapter is configured; wallets without an adapter never.
 */
export function canTake(cfg: PaymentsConfig, method: string): boolean {
  const code = method.toUpperCase();
  if (UNSUPPORTED_METHODS.includes(code)) return false;
  return GATEWAY_OF[code] ? gatewayOfMethod(cfg, code) !== null : true;
}
