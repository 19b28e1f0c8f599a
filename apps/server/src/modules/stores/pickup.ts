import { randomInt, timingSafeEqual } from 'node:crypto';
import { fieldMessage, type Language, type Order, type PlaceOrderInput } from '@sen/core';
import {
  formatPickupCode,
  isPickupMethod,
  normalizePickupCode,
  type OrderPickup,
  PICKUP_CODE_ALPHABET,
  storeAddress,
} from '@sen/core/stores/index';
import type { FastifyInstance } from 'fastify';
import type { OrderPickupsTable } from '../../db/tables/stores';
import { AppError, notFound } from '../../lib/http';
import type { AuditActor } from '../audit/audit';
import { mergeRefs } from '../cart/lines';
import { orderLink } from '../orders/access';
import type { Tx } from '../orders/db';
import { findOrderByCode } from '../orders/queries';
import { type Actor, changeStatus, type OrdersApp } from '../orders/status';
import { pickupMail } from './mail';
import { findStoreRow, toStore } from './queries';
import { pickupOptions } from './stock';

/*
 * Click-and-collect on an order (decision 0282): the pickup method names a store; the order
 * keeps it (order_pickups) and takes that store's stock; staff mark it ready, which gives it a
 * pickup code (mailed as text, shown as text and QR on the order page), and mark it picked up
 * only with that code — through the order state machine (readyForPickup → pickedUp).
 */

export interface PickupChoice {
  store: { id: string; name: string; address: string };
  /**
   * 0: the order takes the store's own stock; N > 0: the store lacks some lines but the delivery
   * stock holds them all, so the order takes that and waits N days (decision 0294).
   */
  waitDays: number;
}

/**
 * The store of a pickup order, checked before the order's transaction: the pickup method needs
 * an active pickup store (field shipping.storeId). Null when the order is not a pickup.
 */
export async function checkPickupChoice(
  app: Pick<FastifyInstance, 'db'>,
  input: PlaceOrderInput,
  ships: boolean,
  lang: Language,
): Promise<PickupChoice | null> {
  if (!ships || !isPickupMethod(input.shipping.method)) return null;
  const id = (input.shipping as { storeId?: string }).storeId?.trim();
  if (!id)
    throw new AppError(400, 'VALIDATION_ERROR', undefined, [
      { field: 'shipping.storeId', message: fieldMessage('store.pickup.required', lang) },
    ]);
  const row = await findStoreRow(app.db, id);
  if (row?.is_active !== 1 || row.is_pickup_location !== 1)
    throw new AppError(400, 'VALIDATION_ERROR', undefined, [
      { field: 'shipping.storeId', message: fieldMessage('store.pickup.unknown', lang) },
    ]);
  const s = toStore(row);
  const option = (await pickupOptions(app.db, mergeRefs(input.items))).find((o) => o.store.id === s.id);
  // Neither the store nor the delivery stock has everything: the store's own check in the
  // order's transaction answers which line is short.
  const waitDays = option?.waitDays ?? 0;
  const shown = input.shipping.pickupWaitDays;
  if (shown !== undefined && waitDays > shown)
    throw new AppError(409, 'PICKUP_WAIT_CHANGED', { days: waitDays }, [
      { field: 'shipping.storeId', message: fieldMessage('store.pickup.waitChanged', lang, { days: waitDays }) },
    ]);
  return { store: { id: s.id, name: s.name, address: storeAddress(s) }, waitDays };
}

/** The pickup row of a new order, written in the order's transaction. */
export async function insertPickup(trx: Tx, orderId: string, choice: PickupChoice, stamp: string): Promise<void> {
  await trx
    .insertInto('order_pickups')
    .values({
      order_id: orderId,
      store_id: choice.store.id,
      store_name: choice.store.name,
      store_address: choice.store.address,
      pickup_code: null,
      ready_at: null,
      picked_up_at: null,
      created_at: stamp,
      wait_days: choice.waitDays,
      // Goods sent from the delivery stock are not the store's to give back on a cancel.
      holds_stock: choice.waitDays > 0 ? 0 : 1,
    })
    .execute();
}

const DAY_MS = 86_400_000;

export function toPickup(r: OrderPickupsTable): OrderPickup {
  return {
    storeId: r.store_id,
    storeName: r.store_name,
    storeAddress: r.store_address,
    pickupCode: r.pickup_code ? formatPickupCode(r.pickup_code) : null,
    readyAt: r.ready_at,
    pickedUpAt: r.picked_up_at,
    waitDays: Number(r.wait_days ?? 0),
    expectedAt:
      Number(r.wait_days ?? 0) > 0 ? new Date(Date.parse(r.created_at) + Number(r.wait_days) * DAY_MS).toISOString() : null,
  };
}

export async function findPickup(db: Tx, orderId: string): Promise<OrderPickup | null> {
  const row = await db.selectFrom('order_pickups').selectAll().where('order_id', '=', orderId).executeTakeFirst();
  return row ? toPickup(row) : null;
}

/** An order as answered, with its pickup store and code when it has one. */
export async function withPickup<T extends Order>(db: Tx, order: T): Promise<T & { pickup: OrderPickup | null }> {
  return { ...order, pickup: await findPickup(db, order.id) };
}

function newPickupCode(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += PICKUP_CODE_ALPHABET[randomInt(PICKUP_CODE_ALPHABET.length)];
  return code;
}

async function pickupOf(db: Tx, code: string) {
  const order = await findOrderByCode(db, code);
  if (!order) throw notFound('ORDER_NOT_FOUND');
  const pickup = await db.selectFrom('order_pickups').selectAll().where('order_id', '=', order.id).executeTakeFirst();
  if (!pickup) throw new AppError(409, 'PICKUP_NOT_PICKUP_ORDER');
  return { order, pickup };
}

/**
 * Staff: the goods are at the store. The order moves to readyForPickup (the state machine checks
 * the move; the customer hears of it through the usual order update), gets its pickup code, and
 * the customer is mailed the code.
 */
export async function markReady(app: OrdersApp, code: string, staff: { actor: Actor; audit: AuditActor }) {
  const { pickup } = await pickupOf(app.db, code);
  const pickupCode = pickup.pickup_code ?? newPickupCode();
  const order = await changeStatus(app, code, { status: 'readyForPickup', note: '' }, staff.actor, {
    audit: staff.audit,
    viaPickupDesk: true,
  });
  const now = new Date().toISOString();
  await app.db
    .updateTable('order_pickups')
    .set({ pickup_code: pickupCode, ready_at: now })
    .where('order_id', '=', order.id)
    .execute();
  const fresh = await withPickup(app.db, order);
  const row = await findOrderByCode(app.db, code);
  try {
    await app.mail.send(pickupMail(fresh, orderLink(app, code), row?.language ?? 'vi'));
  } catch (err) {
    app.log.warn({ err, code }, 'pickup mail not queued');
  }
  return fresh;
}

const sameCode = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * Staff: the customer collected the order, shown by the pickup code (typed, or read from the QR
 * by a scanner that types it). A wrong code is refused (409 PICKUP_CODE_WRONG) and nothing
 * changes; the right one moves readyForPickup → pickedUp.
 */
export async function markPickedUp(
  app: OrdersApp,
  code: string,
  given: string,
  staff: { actor: Actor; audit: AuditActor },
  lang: Language,
) {
  const { pickup } = await pickupOf(app.db, code);
  if (!pickup.pickup_code || !sameCode(normalizePickupCode(given), pickup.pickup_code))
    throw new AppError(409, 'PICKUP_CODE_WRONG', undefined, [
      { field: 'pickupCode', message: fieldMessage('store.pickup.codeWrong', lang) },
    ]);
  const order = await changeStatus(app, code, { status: 'pickedUp', note: '' }, staff.actor, {
    audit: staff.audit,
    viaPickupDesk: true,
  });
  await app.db
    .updateTable('order_pickups')
    .set({ picked_up_at: new Date().toISOString() })
    .where('order_id', '=', order.id)
    .execute();
  return withPickup(app.db, order);
}

/** The order ready for pickup under this code, if exactly one. */
export async function orderOfPickupCode(db: Tx, given: string): Promise<string | null> {
  const rows = await db
    .selectFrom('order_pickups as p')
    .innerJoin('orders as o', 'o.id', 'p.order_id')
    .select('o.code')
    .where('p.pickup_code', '=', normalizePickupCode(given))
    .where('o.status', '=', 'readyForPickup')
    .limit(2)
    .execute();
  return rows.length === 1 ? rows[0]!.code : null;
}

/** The pickup desk's list: orders waiting to be collected (any status before pickedUp, not cancelled) or collected. */
export async function listPickups(db: Tx, state: 'open' | 'done', limit = 200) {
  let q = db
    .selectFrom('order_pickups as p')
    .innerJoin('orders as o', 'o.id', 'p.order_id')
    .selectAll('p')
    .select(['o.code', 'o.status', 'o.full_name', 'o.total', 'o.created_at as order_created_at']);
  q =
    state === 'open'
      ? q.where('p.picked_up_at', 'is', null).where('o.status', 'not in', ['cancelled', 'refunded', 'failed'])
      : q.where('p.picked_up_at', 'is not', null);
  const rows = await q.orderBy('o.created_at', 'desc').limit(limit).execute();
  return rows.map((r) => ({
    code: r.code,
    status: r.status,
    customer: r.full_name,
    total: Number(r.total),
    createdAt: r.order_created_at,
    pickup: toPickup(r),
  }));
}

/**
 * A click-and-collect order reaches readyForPickup and pickedUp only through the pickup desk
 * (markReady gives it its code; markPickedUp checks it), never through the plain status change.
 */
export async function guardPickupMove(trx: Tx, orderId: string, to: string): Promise<void> {
  if (to !== 'readyForPickup' && to !== 'pickedUp') return;
  const pickup = await trx.selectFrom('order_pickups').select('order_id').where('order_id', '=', orderId).executeTakeFirst();
  if (pickup) throw new AppError(409, 'PICKUP_USE_DESK');
}
