import { randomUUID } from 'node:crypto';
import { fieldMessage, type Language, type OrderStatus } from '@sen/core';
import type { Shipment, ShipmentShipInput, ShipmentStatus } from '@sen/core/payouts/index';
import type { OrdersTable } from '../../db/tables/commerce';
import type { OrderShipmentsTable } from '../../db/tables/seller-ops';
import { AppError } from '../../lib/http';
import { type AuditActor, recordAudit } from '../audit/audit';
import { creditPickup, creditShipment, debitRefund, stampSellerLines } from '../payouts/ledger';
import { type Tx, writeTransaction } from './db';
import { editOrder } from './edit';
import { type Actor, changeStatus, type OrdersApp } from './status';

/*
 * Split shipments (issue 18 part B, decision 0296). An order holding at least one seller's line
 * ships in one shipment per seller, the shop's own lines counting as one more (seller_key ''),
 * each moving processing → shipped → delivered on its own. An order of the shop's lines only has
 * no shipment rows and keeps the order-level flow (admin status menu, bulk ship, pickup desk).
 * The order follows its shipments through the state machine: shipped when the first shipment
 * ships, delivered when every shipment that was not cancelled is delivered.
 * A click-and-collect order is split too (decision 0301): "shipped" is handed to the pickup
 * store (no tracking needed), the order keeps the pickup flow (readyForPickup → pickedUp, the
 * desk's steps) and its shipments are delivered when the customer picks it up.
 */

/** At placement, in the order's transaction: sellers and rates on the lines, then the shipments. */
export async function splitShipments(trx: Tx, orderId: string, stamp: string): Promise<void> {
  await stampSellerLines(trx, orderId);
  const items = await trx
    .selectFrom('order_items')
    .select(['id', 'seller_id', 'kind'])
    .where('order_id', '=', orderId)
    .where('kind', '=', 'product')
    .execute();
  if (!items.some((i) => i.seller_id)) return;
  const keys = [...new Set(items.map((i) => i.seller_id ?? ''))];
  for (const key of keys) {
    const id = randomUUID();
    await trx
      .insertInto('order_shipments')
      .values({
        id,
        order_id: orderId,
        seller_key: key,
        status: 'processing',
        carrier: '',
        tracking_number: '',
        tracking_url: '',
        shipped_at: null,
        delivered_at: null,
        cancelled_at: null,
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
    const ids = items.filter((i) => (i.seller_id ?? '') === key).map((i) => i.id);
    await trx.updateTable('order_items').set({ shipment_id: id }).where('id', 'in', ids).execute();
  }
}

/**
 * Inside changeStatus's transaction: an order with shipments moves to shipped or delivered only
 * through them; cancelling cancels the shipments still being prepared; a full refund takes the
 * sellers' credits back; a pickup order collected credits its sellers (decision 0299).
 */
export async function onOrderStatusForShipments(
  trx: Tx,
  order: Pick<OrdersTable, 'id' | 'code'>,
  to: OrderStatus,
  viaShipments: boolean,
  now: string,
): Promise<void> {
  if ((to === 'shipped' || to === 'delivered') && !viaShipments) {
    const split = await trx.selectFrom('order_shipments').select('id').where('order_id', '=', order.id).executeTakeFirst();
    if (split) throw new AppError(409, 'ORDER_SHIPMENTS_SPLIT');
  }
  if (to === 'cancelled')
    await trx
      .updateTable('order_shipments')
      .set({ status: 'cancelled', cancelled_at: now, updated_at: now })
      .where('order_id', '=', order.id)
      // A pickup order cancelled at the store also ends the shipments already handed to it.
      .where('status', 'in', (await isPickup(trx, order.id)) ? ['processing', 'shipped'] : ['processing'])
      .execute();
  if (to === 'pickedUp') {
    // Picked up: every shipment not cancelled is delivered, the sellers credited once, here.
    await trx
      .updateTable('order_shipments')
      .set({ status: 'delivered', delivered_at: now, updated_at: now })
      .where('order_id', '=', order.id)
      .where('status', 'in', ['processing', 'shipped'])
      .execute();
    await creditPickup(trx, order.id, order.code, now);
  }
  if (to === 'refunded') await debitRefund(trx, order.id, 'all', 'refund');
}

/** The order statuses in which a shipment may leave (the shop confirmed the order). */
const SHIPPABLE: readonly string[] = ['processing', 'shipped'];
/** A pickup order's shipment may go to the store once confirmed, also when the desk marked it ready. */
const PICKUP_SHIPPABLE: readonly string[] = ['processing', 'readyForPickup'];

/** Whether the order is click-and-collect (its shipments go to the pickup store). */
async function isPickup(db: Tx, orderId: string): Promise<boolean> {
  return Boolean(await db.selectFrom('order_pickups').select('order_id').where('order_id', '=', orderId).executeTakeFirst());
}

export interface ShipmentScope {
  /** A seller moves only their own shipments: its id. Staff: undefined (any shipment). */
  sellerId?: string;
}

/**
 * Moves one shipment (processing → shipped with tracking, shipped → delivered) with a
 * conditional update, so two clicks or two people cannot both move it; delivering a seller's
 * shipment credits the seller in the same transaction. Afterwards the order follows.
 */
export async function moveShipment(
  app: OrdersApp,
  shipmentId: string,
  to: 'shipped' | 'delivered',
  input: ShipmentShipInput | null,
  scope: ShipmentScope,
  who: { actor: Actor; audit: AuditActor },
  lang: Language = 'vi',
): Promise<OrderShipmentsTable> {
  const moved = await writeTransaction(app.db, app.dialect, async (trx) => {
    let q = trx
      .selectFrom('order_shipments as s')
      .innerJoin('orders as o', 'o.id', 's.order_id')
      .selectAll('s')
      .select(['o.code as order_code', 'o.status as order_status'])
      .where('s.id', '=', shipmentId);
    if (scope.sellerId !== undefined) q = q.where('s.seller_key', '=', scope.sellerId);
    const s = await q.executeTakeFirst();
    if (!s) throw new AppError(404, 'SHIPMENT_NOT_FOUND');
    const from: ShipmentStatus = to === 'shipped' ? 'processing' : 'shipped';
    if (s.status !== from) throw new AppError(409, 'SHIPMENT_STATUS', { status: s.status, to });
    const pickup = await isPickup(trx, s.order_id);
    if (to === 'shipped' && !(pickup ? PICKUP_SHIPPABLE : SHIPPABLE).includes(s.order_status))
      throw new AppError(409, 'SHIPMENT_ORDER_STATUS', { status: s.order_status });
    // A pickup order's shipments are delivered by the pick-up itself (the desk), never one by one.
    if (to === 'delivered' && (pickup || s.order_status !== 'shipped'))
      throw new AppError(409, 'SHIPMENT_ORDER_STATUS', { status: s.order_status });
    if (to === 'shipped' && !pickup && !input?.trackingNumber)
      throw new AppError(400, 'VALIDATION_ERROR', undefined, [
        { field: 'trackingNumber', message: fieldMessage('required', lang) },
      ]);
    const now = new Date().toISOString();
    const set: Partial<OrderShipmentsTable> =
      to === 'shipped'
        ? {
            status: 'shipped',
            carrier: input?.carrier ?? '',
            tracking_number: input?.trackingNumber ?? '',
            tracking_url: input?.trackingUrl ?? '',
            shipped_at: now,
            updated_at: now,
          }
        : { status: 'delivered', delivered_at: now, updated_at: now };
    const res = await trx
      .updateTable('order_shipments')
      .set(set)
      .where('id', '=', s.id)
      .where('status', '=', from)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw new AppError(409, 'SHIPMENT_STATUS', { status: s.status, to });
    if (to === 'delivered') await creditShipment(trx, s, s.order_code, now);
    await recordAudit(trx, {
      actor: who.audit,
      action: 'status',
      entity: 'order_shipment',
      entityId: s.id,
      before: { order: s.order_code, seller: s.seller_key || null, status: s.status },
      after: { order: s.order_code, seller: s.seller_key || null, status: to, ...(input ?? {}) },
    });
    const { order_code: _c, order_status: _s, ...row } = s;
    return { ...row, ...set } as OrderShipmentsTable & { order_code?: string };
  });
  const code = (await app.db.selectFrom('orders').select('code').where('id', '=', moved.order_id).executeTakeFirstOrThrow()).code;
  // A pickup order keeps the desk's flow: its shipments never move it (decision 0301).
  if (!(await isPickup(app.db, moved.order_id))) await followShipments(app, code, moved.order_id, who.actor);
  return moved;
}

/**
 * Cancels one shipment before it ships (decision 0299): its seller (scope) or staff. Its lines
 * leave the order through the staff order edit (decision 0340): stock goes back, the order is
 * re-priced, a paid order shows what to refund, the customer is told; the shipment is marked
 * cancelled in the edit's transaction with a conditional update, so a concurrent ship or a
 * second cancel loses with 409. Lines cancelled were never delivered, so never credited. When
 * no other shipment is left, the whole order is cancelled instead (the usual cancel).
 */
export async function cancelShipment(
  app: OrdersApp,
  shipmentId: string,
  reason: string,
  scope: ShipmentScope,
  who: { actor: Actor; audit: AuditActor },
  lang: Language,
): Promise<{ orderId: string; orderCancelled: boolean }> {
  let q = app.db
    .selectFrom('order_shipments as s')
    .innerJoin('orders as o', 'o.id', 's.order_id')
    .select(['s.id', 's.status', 's.order_id', 's.seller_key', 'o.code'])
    .where('s.id', '=', shipmentId);
  if (scope.sellerId !== undefined) q = q.where('s.seller_key', '=', scope.sellerId);
  const s = await q.executeTakeFirst();
  if (!s) throw new AppError(404, 'SHIPMENT_NOT_FOUND');
  if (s.status !== 'processing') throw new AppError(409, 'SHIPMENT_STATUS', { status: s.status, to: 'cancelled' });
  const lines = await app.db
    .selectFrom('order_items')
    .select(['id', 'kind', 'quantity', 'shipment_id'])
    .where('order_id', '=', s.order_id)
    .orderBy('position')
    .execute();
  const kept = lines.filter((l) => l.kind === 'product' && l.shipment_id !== s.id);
  const audit = async (trx: Tx, orderCancelled: boolean) =>
    recordAudit(trx, {
      actor: who.audit,
      action: 'cancel',
      entity: 'order_shipment',
      entityId: s.id,
      before: { order: s.code, seller: s.seller_key || null, status: 'processing' },
      after: { order: s.code, seller: s.seller_key || null, status: 'cancelled', reason, orderCancelled },
    });
  if (kept.length === 0) {
    // The last shipment: the order goes, through the usual cancel (stock, coupon, mail), which
    // also cancels every shipment still processing.
    const order = await changeStatus(app, s.code, { status: 'cancelled', note: reason }, who.actor, {
      audit: who.audit,
      check: (o) => {
        if (o.shipping_status !== 'notShipped') throw new AppError(409, 'SHIPMENT_STATUS', { status: s.status, to: 'cancelled' });
      },
    });
    if (order) await writeTransaction(app.db, app.dialect, (trx) => audit(trx, true));
    return { orderId: s.order_id, orderCancelled: true };
  }
  await editOrder(
    app as never,
    s.code,
    { items: kept.map((l) => ({ itemId: l.id, quantity: Number(l.quantity) })), note: reason, preview: false },
    who,
    lang,
    async (trx) => {
      const now = new Date().toISOString();
      const res = await trx
        .updateTable('order_shipments')
        .set({ status: 'cancelled', cancelled_at: now, updated_at: now })
        .where('id', '=', s.id)
        .where('status', '=', 'processing')
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) throw new AppError(409, 'SHIPMENT_STATUS', { status: 'cancelled', to: 'cancelled' });
      // Another shipment of the order cancelled meanwhile: the lines kept were read before it.
      const left = await trx
        .selectFrom('order_items')
        .select('id')
        .where('order_id', '=', s.order_id)
        .where('kind', '=', 'product')
        .where('shipment_id', '<>', s.id)
        .execute();
      if (left.length !== kept.length) throw new AppError(409, 'SHIPMENT_ORDER_CHANGED');
      await audit(trx, false);
    },
  );
  return { orderId: s.order_id, orderCancelled: false };
}

/**
 * Moves the order after its shipments: shipped once any shipment left, delivered once every
 * shipment not cancelled arrived. Two deliveries committing at once may both try: the loser's
 * 409 is expected and ignored (the order already moved).
 */
export async function followShipments(app: OrdersApp, code: string, orderId: string, actor: Actor): Promise<void> {
  const [order, shipments] = await Promise.all([
    app.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow(),
    app.db.selectFrom('order_shipments').select('status').where('order_id', '=', orderId).execute(),
  ]);
  const live = shipments.filter((s) => s.status !== 'cancelled');
  const steps: ('shipped' | 'delivered')[] = [];
  if (order.status === 'processing' && live.some((s) => s.status !== 'processing')) steps.push('shipped');
  if (
    (order.status === 'processing' || order.status === 'shipped') &&
    live.length > 0 &&
    live.every((s) => s.status === 'delivered')
  )
    steps.push('delivered');
  if (order.status === 'processing' && steps.length === 1 && steps[0] === 'delivered') steps.unshift('shipped');
  for (const status of steps) {
    try {
      await changeStatus(app, code, { status, note: '' }, actor, { viaShipments: true });
    } catch (err) {
      if (err instanceof AppError && err.code === 'ORDER_STATUS_TRANSITION') return;
      throw err;
    }
  }
}

/** The shipments of orders with their lines and sellers' names (admin order detail, seller orders). */
export async function shipmentsOf(db: Tx, orderIds: string[], sellerId?: string): Promise<(Shipment & { orderId: string })[]> {
  if (orderIds.length === 0) return [];
  let q = db
    .selectFrom('order_shipments as s')
    .leftJoin('sellers as se', 'se.id', 's.seller_key')
    .selectAll('s')
    .select('se.shop_name')
    .where('s.order_id', 'in', orderIds)
    .orderBy('s.created_at')
    .orderBy('s.seller_key');
  if (sellerId !== undefined) q = q.where('s.seller_key', '=', sellerId);
  const rows = await q.execute();
  if (rows.length === 0) return [];
  const lines = await db
    .selectFrom('order_items')
    .select(['id', 'shipment_id', 'name', 'sku', 'image', 'quantity', 'unit_price', 'line_total'])
    .where(
      'shipment_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('position')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    orderId: r.order_id,
    sellerId: r.seller_key || null,
    sellerName: r.shop_name ?? '',
    status: r.status,
    carrier: r.carrier,
    trackingNumber: r.tracking_number,
    trackingUrl: r.tracking_url,
    shippedAt: r.shipped_at,
    deliveredAt: r.delivered_at,
    lines: lines
      .filter((l) => l.shipment_id === r.id)
      .map((l) => ({
        id: l.id,
        name: l.name,
        sku: l.sku,
        image: l.image,
        quantity: Number(l.quantity),
        unitPrice: Number(l.unit_price),
        lineTotal: Number(l.line_total),
      })),
  }));
}
