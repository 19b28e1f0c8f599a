import { canTransition, isOrderStatus, type Order } from '@sen/core';
import type { OrdersTable } from '../../db/tables/commerce';
import { AppError } from '../../lib/http';
import { markOrderPaid } from '../orders/paid';
import type { OrdersApp } from '../orders/status';

/** A verified payment: what a gateway or the bank reported. */
export interface ConfirmedPayment {
  /** What arrived for the order in all (earlier partial transfers included). */
  amount: number;
  /** The provider's code (VNPAY, MOMO, ZALOPAY, BANK_TRANSFER…), recorded as the payment's method. */
  provider: string;
  transactionId: string;
  note: string;
}

/**
 * A verified payment marks the order paid through the orders module's one way to do it,
 * `markOrderPaid` (decision 0150): payment row, status, course grants, the buyer's notice.
 * Throws 409 ORDER_STATUS_TRANSITION when the order cannot take a payment any more (cancelled,
 * refunded, already paid by another notification, or a concurrent change won).
 */
export async function confirmPayment(app: OrdersApp, code: string, payment: ConfirmedPayment): Promise<Order> {
  const { order, changed } = await markOrderPaid(
    app,
    code,
    { amount: payment.amount, method: payment.provider, reference: payment.transactionId, note: payment.note },
    'gateway',
  );
  if (!changed) throw new AppError(409, 'ORDER_STATUS_TRANSITION', { status: order.status });
  return order;
}

/** Whether money arriving now may still pay the order (not cancelled, refunded, expired or already paid). */
export function canBePaid(order: Pick<OrdersTable, 'status' | 'payment_status'>): boolean {
  if (order.payment_status !== 'pending' && order.payment_status !== 'failed') return false;
  if (!isOrderStatus(order.status)) return false;
  return order.status === 'failed' || canTransition(order.status, 'paymentReceived');
}

export function isTransitionConflict(err: unknown): boolean {
  return err instanceof AppError && (err.code === 'ORDER_STATUS_TRANSITION' || err.code === 'ORDER_NOT_PAYABLE');
}
