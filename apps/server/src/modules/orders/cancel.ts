import { canCustomerCancel, isOrderStatus, type Order, type PaymentStatus } from '@sen/core';
import { AppError, notFound } from '../../lib/http';
import { type AccessProof, isBuyer } from './access';
import type { Caller } from './caller';
import { findOrderByCode, loadOrder } from './queries';
import { changeStatus, type OrdersApp } from './status';

const NOTE = {
  vi: (reason: string) => (reason ? `Khách hàng hủy đơn: ${reason}` : 'Khách hàng hủy đơn'),
  en: (reason: string) => (reason ? `Cancelled by the customer: ${reason}` : 'Cancelled by the customer'),
};

/** Only an order not paid yet: cancelling a paid one means a refund, which staff handle. */
const UNPAID: PaymentStatus[] = ['pending', 'failed'];

/**
 * POST /orders/{code}/cancel (decision 0034): the buyer — a customer's order its owner signed in,
 * a guest's order whoever holds the mailed link's token (access.ts isBuyer) — cancels it while the shop has not confirmed it yet
 * (canCustomerCancel). Stock and coupon use go back through the same path as a staff cancel.
 * Someone else's order is the same 404 as an unknown code; an order already moving on is 409
 * ORDER_NOT_CANCELLABLE. Cancelling a cancelled order answers it again (a double click, a
 * retry after a lost answer), and changes nothing.
 */
export async function cancelByBuyer(
  app: OrdersApp,
  code: string,
  who: { caller: Caller | null; proof: AccessProof; reason: string },
): Promise<Order> {
  const row = await findOrderByCode(app.db, code);
  if (!row || !isBuyer(row, who.caller, who.proof, app.auth.signingKey)) throw notFound('ORDER_NOT_FOUND');
  if (row.status === 'cancelled') return loadOrder(app.db, row);

  const cancellable = (o: typeof row) =>
    isOrderStatus(o.status) && canCustomerCancel({ status: o.status, paymentStatus: o.payment_status as PaymentStatus });
  if (!cancellable(row)) throw new AppError(409, 'ORDER_NOT_CANCELLABLE');
  const note = (row.language === 'vi' ? NOTE.vi : NOTE.en)(who.reason);
  try {
    return await changeStatus(app, row.code, { status: 'cancelled', note }, 'customer', {
      check: (o) => {
        if (!cancellable(o)) throw new AppError(409, 'ORDER_NOT_CANCELLABLE');
      },
      paymentStatusIn: UNPAID,
    });
  } catch (err) {
    if (!(err instanceof AppError) || err.statusCode !== 409) throw err;
    // Lost a race: to another cancel (same outcome, answer it) or to staff moving the order on.
    const now = await findOrderByCode(app.db, row.code);
    if (now?.status === 'cancelled') return loadOrder(app.db, now);
    throw new AppError(409, 'ORDER_NOT_CANCELLABLE');
  }
}
