/**
 * Payment gateways read from the environment (README, "Payment gateways"). A gateway whose
 * credentials are missing is null: it is not offered at checkout and no order can wait on it.
 */
export interface VnpayConfig {
  tmnCode: string;
  hashSecret: string;
  /** The payment page (vpcpay.html). */
  url: string;
  /** The merchant API for querydr and refund. */
  apiUrl: string;
}

export interface MomoConfig {
  partnerCode: string;
  accessKey: string;
  secretKey: string;
  /** Base of the v2 gateway API (…/v2/gateway/api/create). */
  endpoint: string;
}

export interface ZalopayConfig {
  appId: string;
  key1: string;
  key2: string;
  /** Base of the v2 API (…/v2/create). */
  endpoint: string;
}

export interface PaypalConfig {
  clientId: string;
  clientSecret: string;
  env: 'sandbox' | 'live';
  /** Dong per US dollar: orders are priced in VND, PayPal charges USD. */
  vndPerUsd: number;
  /** REST API base (api-m.sandbox.paypal.com / api-m.paypal.com by env; a simulator in tests). */
  endpoint: string;
  /** The JS SDK script the buyer's browser loads (www.paypal.com/sdk/js; a simulator in tests). */
  sdkUrl: string;
  /** The webhook's id at PayPal (developer dashboard): without it webhooks cannot be verified and are refused. */
  webhookId: string;
}

export interface PaymentsConfig {
  vnpay: VnpayConfig | null;
  momo: MomoConfig | null;
  zalopay: ZalopayConfig | null;
  paypal: PaypalConfig | null;
  /** `Authorization: Apikey <key>` of the bank-notification webhook; null: the webhook answers 401. */
  bankWebhookKey: string | null;
}

export const SANDBOX = {
  vnpayUrl: 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html',
  vnpayApiUrl: 'https://sandbox.vnpayment.vn/merchant_webapi/api/transaction',
  momo: 'https://test-payment.momo.vn',
  zalopay: 'https://sb-openapi.zalopay.vn',
  paypal: 'https://api-m.sandbox.paypal.com',
} as const;

export const PAYPAL_LIVE = 'https://api-m.paypal.com';
export const PAYPAL_SDK = 'https://www.paypal.com/sdk/js';

const text = (v: string | undefined) => v?.trim() || '';

export function loadPaymentsConfig(env: NodeJS.ProcessEnv): PaymentsConfig {
  const vnp = { tmnCode: text(env.VNPAY_TMN_CODE), hashSecret: text(env.VNPAY_HASH_SECRET) };
  const momo = {
    partnerCode: text(env.MOMO_PARTNER_CODE),
    accessKey: text(env.MOMO_ACCESS_KEY),
    secretKey: text(env.MOMO_SECRET_KEY),
  };
  const zalo = { appId: text(env.ZALOPAY_APP_ID), key1: text(env.ZALOPAY_KEY1), key2: text(env.ZALOPAY_KEY2) };
  const rate = Number(env.PAYPAL_VND_PER_USD);
  const paypal = { clientId: text(env.PAYPAL_CLIENT_ID), clientSecret: text(env.PAYPAL_CLIENT_SECRET) };
  return {
    vnpay:
      vnp.tmnCode && vnp.hashSecret
        ? {
            ...vnp,
            url: text(env.VNPAY_URL) || SANDBOX.vnpayUrl,
            apiUrl: text(env.VNPAY_API_URL) || SANDBOX.vnpayApiUrl,
          }
        : null,
    momo:
      momo.partnerCode && momo.accessKey && momo.secretKey
        ? { ...momo, endpoint: stripSlash(text(env.MOMO_ENDPOINT) || SANDBOX.momo) }
        : null,
    zalopay:
      zalo.appId && zalo.key1 && zalo.key2
        ? { ...zalo, endpoint: stripSlash(text(env.ZALOPAY_ENDPOINT) || SANDBOX.zalopay) }
        : null,
    paypal:
      paypal.clientId && paypal.clientSecret && Number.isFinite(rate) && rate > 0
        ? {
            ...paypal,
            env: env.PAYPAL_ENV === 'live' ? 'live' : 'sandbox',
            vndPerUsd: rate,
            endpoint: stripSlash(text(env.PAYPAL_ENDPOINT) || (env.PAYPAL_ENV === 'live' ? PAYPAL_LIVE : SANDBOX.paypal)),
            sdkUrl: text(env.PAYPAL_SDK_URL) || PAYPAL_SDK,
            webhookId: text(env.PAYPAL_WEBHOOK_ID),
          }
        : null,
    bankWebhookKey: text(env.BANK_WEBHOOK_KEY) || null,
  };
}

const stripSlash = (url: string) => url.replace(/\/+$/, '');

/** The variables a gateway still needs (the admin's payment list says why a method is not offered). */
export function missingVariables(env: NodeJS.ProcessEnv = process.env): Record<string, string[]> {
  const need = (names: string[]) => names.filter((n) => !text(env[n]));
  return {
    VNPAY: need(['VNPAY_TMN_CODE', 'VNPAY_HASH_SECRET']),
    MOMO: need(['MOMO_PARTNER_CODE', 'MOMO_ACCESS_KEY', 'MOMO_SECRET_KEY']),
    ZALOPAY: need(['ZALOPAY_APP_ID', 'ZALOPAY_KEY1', 'ZALOPAY_KEY2']),
    PAYPAL: need(['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_VND_PER_USD']),
  };
}
