import { canTransition, isOrderStatus, type Order } from '@sen/core';
import type { OrdersTable } from '../../db/tables/commerce';
import { AppError } from '../../lib/http';
import { findOrderByCode } from '../orders/queries';
import { changeStatus, type OrdersApp } from '../orders/status';

/**
 * THE way a verified payment marks an order paid: "paymentReceived" through the orders'
 * status change (payment status, paid_at, course grants and the buyer's notice in one place).
 * A `failed` order (an earlier payment failed) goes back to pendingPayment first. Throws 409
 * ORDER_STATUS_TRANSITION when the order cannot take a payment any more (cancelled, expired,
 * already paid) or a concurrent change won.
 * At merge this is the one function to point at the orders module's own "mark paid".
 */
export async function confirmPayment(app: OrdersApp, code: string, note: string): Promise<Order> {
  const row = await findOrderByCode(app.db, code);
  if (row?.status === 'failed') {
    await changeStatus(app, code, { status: 'pendingPayment', note }, 'system', { paymentStatusIn: ['pending', 'failed'] });
  }
  return changeStatus(app, code, { status: 'paymentReceived', note }, 'system', { paymentStatusIn: ['pending', 'failed'] });
}

/** Whether money arriving now may still pay the order (not cancelled, refunded, expired or already paid). */
export function canBePaid(order: Pick<OrdersTable, 'status' | 'payment_status'>): boolean {
  if (order.payment_status !== 'pending' && order.payment_status !== 'failed') return false;
  if (!isOrderStatus(order.status)) return false;
  return order.status === 'failed' || canTransition(order.status, 'paymentReceived');
}

export function isTransitionConflict(err: unknown): boolean {
  return err instanceof AppError && err.code === 'ORDER_STATUS_TRANSITION';
}
