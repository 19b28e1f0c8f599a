import type { OrderStatus, PaymentStatus } from './order-status';
import { normalizeMethodCode } from './payment';

/**
 * How long an order paid in advance (bank transfer/VietQR, wallets, cards) waits for its money
 * before it is cancelled and its stock goes back on sale (decision 0034). Counted from the
 * order's last status change, so staff moving it (e.g. to "pendingPayment") give the buyer a
 * fresh day.
 */
export const UNPAID_ORDER_HOURS = 24;
export const UNPAID_ORDER_MS = UNPAID_ORDER_HOURS * 3600_000;

/**
 * The demo shop's methods that are paid before anything leaves the shop. Cash on delivery and
 * cash at the store never expire; neither does a method staff add under another code, until it
 * is listed here (cancelling an order a buyer means to pay on receipt would be worse than
 * holding its stock).
 */
export const PREPAID_METHODS: readonly string[] = [
  'BANK_TRANSFER',
  'MOMO',
  'VNPAY',
  'ZALOPAY',
  'SHOPEE_PAY',
  'CREDIT_CARD',
  'PAYPAL',
  'GRAB_PAY',
];

/** Statuses in which an unpaid order still waits for its money; staff moving it on (processing, onHold) stops the clock. */
export const AWAITING_PAYMENT: readonly OrderStatus[] = ['pending', 'pendingPayment', 'failed'];

export function isPrepaidMethod(code: string): boolean {
  return PREPAID_METHODS.includes(normalizeMethodCode(code));
}

export interface ExpiryFacts {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethodCode: string;
  /** ISO time of the last status change. */
  updatedAt: string;
}

/** When the order is cancelled unless paid (ISO), or null when it does not expire. */
export function paymentDueAt(o: ExpiryFacts): string | null {
  if (!isPrepaidMethod(o.paymentMethodCode)) return null;
  if (!AWAITING_PAYMENT.includes(o.status)) return null;
  if (o.paymentStatus !== 'pending' && o.paymentStatus !== 'failed') return null;
  const from = Date.parse(o.updatedAt);
  return Number.isNaN(from) ? null : new Date(from + UNPAID_ORDER_MS).toISOString();
}
