import { randomUUID } from 'node:crypto';
import {
  canTransition,
  isOrderStatus,
  type Language,
  marksPaid,
  type Order,
  type OrderStatus,
  type PaymentStatus,
  type ShippingStatus,
  shippingStatusAfter,
} from '@sen/core';
import type { FastifyInstance } from 'fastify';
import type { OrdersTable } from '../../db/tables/commerce';
import { AppError, notFound } from '../../lib/http';
import { type AuditActor, recordAudit } from '../audit/audit';
import { notifyAfter } from '../me/notify';
import { releaseCoupon } from '../promo/coupons';
import { releaseFlashSales } from '../promo/flash';
import { onOrderPaid, onOrderStatus } from '../rewards/hooks';
import { guardPickupMove } from '../stores/pickup';
import { returnPickupStock } from '../stores/stock';
import { orderLink } from './access';
import { type CourseAccessEvent, emitCourseEvent, grantCourses, revokeCourses } from './course-grants';
import { writeTransaction } from './db';
import { announceOrderUpdate, notifyStaff, updateFor } from './events';
import { returnStock } from './lines';
import { type CancelledBy, orderCancelledMail } from './mail';
import { insertPayment } from './payment-record';
import { findOrderByCode, loadOrder } from './queries';
import { onOrderStatusForShipments } from './shipments';
import { type MovedGood, stockMoved } from './stock-moved';

export interface StatusChange {
  status: OrderStatus;
  note: string;
  trackingNumber?: string;
  trackingUrl?: string;
}

/** Who moved the order, as its history records it: a staff member, the buyer, or the shop itself (the expiry sweeper). */
export type Actor = `staff:${string}` | `seller:${string}` | 'customer' | 'system';

/** What moving an order needs of the app (the API scope's instance has it all; tests assemble it). */
export type OrdersApp = Pick<FastifyInstance, 'db' | 'dialect' | 'cache' | 'log' | 'config' | 'mail'> & {
  auth: { signingKey: Uint8Array };
};

export interface ChangeOptions {
  /**
   * Checked on the order as read inside the transaction; throw to refuse (e.g. the buyer may
   * cancel only a pending order). The conditional update then re-checks status and, with
   * `paymentStatusIn`, the payment status, so a concurrent change cannot slip in between.
   */
  check?: (order: OrdersTable) => void;
  paymentStatusIn?: readonly PaymentStatus[];
  /** The staff member, for the audit log entry written in the change's transaction. */
  audit?: AuditActor;
  /** Set by the pickup desk (stores/pickup.ts): only it moves a pickup order to ready or picked up (issue 18). */
  viaPickupDesk?: boolean;
  /**
   * Set by a carrier's return notice (shipping/carriers, decision 0321): the parcel came back, so a
   * shipped order may be cancelled and its goods go back on the shelf.
   */
  carrierReturn?: boolean;
  /** Set by orders/shipments.ts: an order split into shipments moves to shipped/delivered only through them (decision 0296). */
  viaShipments?: boolean;
  /** Why the system cancelled, for the buyer's mail: unpaid (default) or an uncollected pickup (decision 0294). */
  systemReason?: 'expired' | 'uncollected';
}

/** Goods still in the shop: cancelling or refunding puts them back on the shelf. */
const UNSHIPPED: ShippingStatus[] = ['notShipped', 'readyForPickup'];

/**
 * Moves an order to a new status if the transition table allows it (canTransition), in one
 * transaction with its consequences: payment status, stock and coupon use returned on
 * cancelling an unshipped order, course grants on payment and their revocation on refund.
 * The update matches only while the order still has the status it was read with (and, when
 * stock goes back, while it has not gone back yet), so two staff members, a staff member and
 * the buyer, or two instances' sweepers acting at once cannot both apply a change: the loser
 * gets 409 ORDER_STATUS_TRANSITION and its transaction changes nothing.
 * Staff, the buyer (POST /orders/{code}/cancel) and the expiry sweeper all cancel through here;
 * the buyer is mailed once the cancellation is committed.
 */
export async function changeStatus(
  app: OrdersApp,
  code: string,
  change: StatusChange,
  actor: Actor,
  opts: ChangeOptions = {},
): Promise<Order> {
  // Filled inside the transaction, acted on only after it committed.
  const events: { paid: CourseAccessEvent | null; revoked: CourseAccessEvent | null } = { paid: null, revoked: null };
  /** The products whose stock came back. */
  const returned: MovedGood[] = [];
  let paidNow = false;
  let reachedBefore = false;
  const id = await writeTransaction(app.db, app.dialect, async (trx) => {
    const order = await findOrderByCode(trx, code);
    if (!order) throw notFound('ORDER_NOT_FOUND');
    const to = change.status;
    if (!isOrderStatus(order.status) || !canTransition(order.status, to, opts.carrierReturn ? 'carrierReturn' : undefined))
      throw new AppError(409, 'ORDER_STATUS_TRANSITION', { from: order.status, to });
    const from = order.status;
    reachedBefore = Boolean(
      await trx
        .selectFrom('order_status_history')
        .select('id')
        .where('order_id', '=', order.id)
        .where('status', '=', to)
        .executeTakeFirst(),
    );
    opts.check?.(order);
    if (!opts.viaPickupDesk) await guardPickupMove(trx, order.id, to);
    await onOrderStatusForShipments(trx, order, to, opts.viaShipments === true, new Date().toISOString());

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
      (UNSHIPPED.includes(order.shipping_status as ShippingStatus) || opts.carrierReturn === true);
    if (giveBack) set.stock_released = 1;

    let update = trx.updateTable('orders').set(set).where('id', '=', order.id).where('status', '=', from);
    if (giveBack) update = update.where('stock_released', '=', 0);
    if (opts.paymentStatusIn) update = update.where('payment_status', 'in', [...opts.paymentStatusIn]);
    const res = await update.executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw new AppError(409, 'ORDER_STATUS_TRANSITION', { from, to });

    // Points and gift cards first: placing an order locks them before the coupon and products too.
    await onOrderStatus(trx, order, to, actor, now);
    // The coupon before the products: placing an order locks them in that order too (PostgreSQL
    // would otherwise deadlock a cancel against a concurrent order for the same coupon and goods).
    if (to === 'cancelled') await releaseFlashSales(trx, order.id);
    if (to === 'cancelled') await releaseCoupon(trx, order.id);
    if (giveBack) {
      const items = await trx
        .selectFrom('order_items')
        .select(['product_id', 'variant_id', 'slug', 'kind', 'quantity'])
        .where('order_id', '=', order.id)
        .execute();
      // A pickup order's goods go back to its store (issue 18); any other order's to the delivery stock.
      const move = { reason: 'cancel', reference: order.code, actor } as const;
      if (!(await returnPickupStock(trx, order.id, move))) await returnStock(trx, items, move);
      for (const i of items) if (i.product_id) returned.push({ id: i.product_id, slug: i.slug });
    }
    paidNow = set.payment_status === 'paid';
    if (paidNow) {
      // Completing a COD order (or moving to paymentReceived) records the money as the order total.
      await insertPayment(
        trx,
        order.id,
        { amount: Number(order.total), method: 'manual', reference: '', note: change.note },
        actor,
        now,
      );
      events.paid = await grantCourses(trx, order, now);
      await onOrderPaid(trx, order, now, app);
    }
    if (to === 'cancelled' || to === 'refunded') events.revoked = await revokeCourses(trx, order, now);

    await trx
      .insertInto('order_status_history')
      .values({ id: randomUUID(), order_id: order.id, status: to, note: change.note, actor, created_at: now })
      .execute();
    if (opts.audit) {
      await recordAudit(trx, {
        actor: opts.audit,
        action: to === 'cancelled' ? 'cancel' : 'status',
        entity: 'order',
        entityId: order.id,
        before: { code: order.code, status: from, paymentStatus: order.payment_status },
        after: {
          code: order.code,
          status: to,
          note: change.note,
          trackingNumber: set.tracking_number,
          trackingUrl: set.tracking_url,
        },
      });
    }
    return order.id;
  });

  await emitCourseEvent('paid', app.db, events.paid, app.log);
  await emitCourseEvent('revoked', app.db, events.revoked, app.log);
  await stockMoved(app, returned);
  const row = await app.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const order = await loadOrder(app.db, row);
  if (change.status === 'cancelled') {
    const by: CancelledBy = actor === 'system' ? (opts.systemReason ?? 'expired') : actor === 'customer' ? 'customer' : 'staff';
    const link = orderLink(app, order.code);
    const lang = row.language as Language;
    app.mail.later(() => app.mail.send(orderCancelledMail(order, { by, note: change.note, link, lang })));
  }
  if (paidNow) {
    await announceOrderUpdate(app, row, order, 'paid');
    await notifyStaff(app, 'staffPaymentReceived', order);
  }
  if (change.status === 'cancelled') await notifyAfter(app, row.user_id, 'orderCancelled', { code: order.code });
  const update = reachedBefore ? null : updateFor(change.status);
  if (update) await announceOrderUpdate(app, row, order, update);
  return order;
}
