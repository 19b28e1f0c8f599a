import type { Vnd } from '../money';
import type { PaymentMethod } from './types';

type Bracketed = Pick<PaymentMethod, 'isActive' | 'minimumOrderAmount' | 'maximumOrderAmount'>;
type Fee = Pick<PaymentMethod, 'handlingFee' | 'handlingFeeType'>;

/** Method codes compare case-insensitively (decision 4): 'cod', 'Cod' and 'COD' are one method. */
export function normalizeMethodCode(code: string): string {
  return code.trim().toUpperCase();
}

export function sameMethodCode(a: string | null | undefined, b: string | null | undefined): boolean {
  return a != null && b != null && normalizeMethodCode(a) === normalizeMethodCode(b);
}

/** Active, and the order total within the method's minimum and maximum (spec 2 §7). */
export function isPaymentAvailable(method: Bracketed, orderTotal: Vnd): boolean {
  if (!method.isActive) return false;
  if (method.minimumOrderAmount !== null && orderTotal < method.minimumOrderAmount) return false;
  if (method.maximumOrderAmount !== null && orderTotal > method.maximumOrderAmount) return false;
  return true;
}

/** A percentage of the total for type percentage, otherwise a fixed amount; whole VND. */
export function handlingFeeOf(method: Fee, orderTotal: Vnd): Vnd {
  const fee = Number(method.handlingFee) || 0;
  if (fee <= 0) return 0;
  return method.handlingFeeType === 'percentage' ? Math.round((Math.max(0, orderTotal) * fee) / 100) : Math.round(fee);
}

export function sortPaymentMethods<T extends Pick<PaymentMethod, 'displayOrder' | 'name'>>(methods: readonly T[]): T[] {
  return [...methods].sort((a, b) => a.displayOrder - b.displayOrder || a.name.localeCompare(b.name, 'vi'));
}

/** The methods the payment step offers for a total, each with its fee. */
export function availablePaymentMethods<T extends PaymentMethod>(methods: readonly T[], orderTotal: Vnd): (T & { fee: Vnd })[] {
  return sortPaymentMethods(methods.filter((m) => isPaymentAvailable(m, orderTotal))).map((m) => ({
    ...m,
    fee: handlingFeeOf(m, orderTotal),
  }));
}

/** Spec 2 §9 display of processing times when a method has none of its own. */
export function defaultProcessingTime(code: string): string {
  const c = normalizeMethodCode(code);
  if (c === 'CASH' || c === 'COD') return 'Thanh toán khi nhận hàng';
  if (c === 'BANK_TRANSFER') return '1-3 ngày làm việc';
  return 'Ngay lập tức';
}

/** Bank transfer reference: the prefix (DH) and the order code without separators. */
export function transferReference(orderCode: string, prefix = 'DH'): string {
  return `${prefix}${orderCode.replace(/[^A-Za-z0-9]/g, '')}`.toUpperCase();
}

/** Methods paid on a gateway's own page, and the gateway that takes each (cards through VNPay's card page). */
export const GATEWAY_OF_METHOD: Readonly<Record<string, 'VNPAY' | 'MOMO' | 'ZALOPAY' | 'PAYPAL'>> = {
  VNPAY: 'VNPAY',
  CREDIT_CARD: 'VNPAY',
  MOMO: 'MOMO',
  ZALOPAY: 'ZALOPAY',
  PAYPAL: 'PAYPAL',
};

/** Whether the buyer pays this method on a gateway's page (the order page then offers "pay now" while unpaid). */
export function isGatewayMethod(code: string): boolean {
  return normalizeMethodCode(code) in GATEWAY_OF_METHOD;
}
