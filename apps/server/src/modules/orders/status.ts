import { randomUUID } from 'node:crypto';
import {
  canTransition,
  isOrderStatus,
  marksPaid,
  type Order,
  type OrderStatus,
  type ShippingStatus,
  shippingStatusAfter,
} from '@sen/core';
import type { FastifyInstance } from 'fastify';
import type { OrdersTable } from '../../db/tables/commerce';
import { AppError, notFound } from '../../lib/http';
import { releaseCoupon } from '../promo/coupons';
import { type CourseAccessEvent, emitCourseEvent, grantCourses, revokeCourses } from './course-grants';
import { writeTransaction } from './db';
import { returnStock } from './lines';
import { findOrderByCode, loadOrder } from './queries';

export interface StatusChange {
  status: OrderStatus;
  note: string;
  trackingNumber?: string;
  trackingUrl?: string;
}

/** Goods still in the shop: cancelling or refunding puts them back on the shelf. */
const UNSHIPPED: ShippingStatus[] = ['notShipped', 'readyForPickup'];

/**
 * Moves an order to a new status if the transition table allows it (canTransition), in one
 * transaction with its consequences: payment status, stock and coupon use returned on
 * cancelling an unshipped order, course grants on payment and their revocation on refund.
 * The update matches only while the order still has the status it was read with, so two staff
 * members acting at once cannot both apply a change.
 */
export async function changeStatus(app: FastifyInstance, code: string, change: StatusChange, staffId: string): Promise<Order> {
  // Filled inside the transaction, acted on only after it committed.
  const events: { paid: CourseAccessEvent | null; revoked: CourseAccessEvent | null } = { paid: null, revoked: null };
  const returned: string[] = [];
  const id = await writeTransaction(app.db, app.dialect, async (trx) => {
    const order = await findOrderByCode(trx, code);
    if (!order) throw notFound('ORDER_NOT_FOUND');
    const from = order.status;
    const to = change.status;
    if (!isOrderStatus(from) || !canTransition(from, to)) throw new AppError(409, 'ORDER_STATUS_TRANSITION', { from, to });

    const now = new Date().toISOString();
    const set: Partial<OrdersTable> = {
      status: to,
      shipping_status: shippingStatusAfter(to, order.shipping_status as ShippingStatus),
      updated_at: now,
      ...(change.trackingNumber !== undefined ? { tracking_number: change.trackingNumber || null } : {}),
      ...(change.trackingUrl !== undefined ? { tracking_url: change.trackingUrl || null } : {}),
    };
    if (marksPaid(to) && order.payment_status !== 'paid') {
      set.payment_status = 'paid';
      set.paid_at = now;
    }
    if (to === 'failed') set.payment_status = 'failed';
    if (to === 'refunded' && order.payment_status === 'paid') set.payment_status = 'refunded';

    const giveBack =
      (to === 'cancelled' || to === 'refunded') &&
      order.stock_released === 0 &&
      UNSHIPPED.includes(order.shipping_status as ShippingStatus);
    if (giveBack) set.stock_released = 1;

    const res = await trx.updateTable('orders').set(set).where('id', '=', order.id).where('status', '=', from).executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw new AppError(409, 'ORDER_STATUS_TRANSITION', { from, to });

    if (giveBack) {
      const items = await trx
        .selectFrom('order_items')
        .select(['product_id', 'kind', 'quantity'])
        .where('order_id', '=', order.id)
        .execute();
      await returnStock(trx, items);
      for (const i of items) if (i.product_id) returned.push(i.product_id);
    }
    if (to === 'cancelled') await releaseCoupon(trx, order.id);
    if (set.payment_status === 'paid') events.paid = await grantCourses(trx, order, now);
    if (to === 'cancelled' || to === 'refunded') events.revoked = await revokeCourses(trx, order, now);

    await trx
      .insertInto('order_status_history')
      .values({ id: randomUUID(), order_id: order.id, status: to, note: change.note, actor: `staff:${staffId}`, created_at: now })
      .execute();
    return order.id;
  });

  await emitCourseEvent('paid', app.db, events.paid, app.log);
  await emitCourseEvent('revoked', app.db, events.revoked, app.log);
  for (const productId of returned) await app.cache.invalidate(`products:one:${productId}`);
  const row = await app.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return loadOrder(app.db, row);
}
