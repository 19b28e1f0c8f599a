import { randomBytes, randomUUID } from 'node:crypto';
import {
  type AdminReturnListQuery,
  type FieldError,
  fieldMessage,
  formatVnd,
  isOpenReturn,
  itemsRefundValue,
  type Language,
  type OrderReturns,
  planRefund,
  RETURNABLE_ORDER_STATUSES,
  type RefundOrderFigures,
  type RefundView,
  type ReturnableLine,
  type ReturnRefundInput,
  type ReturnRequestInput,
  type ReturnStatus,
  type ReturnView,
  returnDeadline,
} from '@sen/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { OrdersTable } from '../../db/tables/commerce';
import type { ReturnsTable } from '../../db/tables/returns';
import { AppError, notFound } from '../../lib/http';
import { paginate } from '../../lib/pagination';
import { type AuditActor, recordAudit } from '../audit/audit';
import { notifyAfter } from '../me/notify';
import { orderLink } from '../orders/access';
import { isUniqueViolation, type Tx, writeTransaction } from '../orders/db';
import { returnStock } from '../orders/lines';
import { changeStatus, type OrdersApp } from '../orders/status';
import { type MovedGood, stockMoved } from '../orders/stock-moved';
import type { GatewayCode } from '../payments/provider';
import { inReceiptCurrency } from '../payments/receipts';
import { gateway } from '../payments/registry';
import { debitReturn } from '../payouts/ledger';
import { notifyStaff } from '../realtime/staff-notify';
import { staffMover } from '../reports/movements';
import { readGeneral } from '../settings/store';
import { emitReturnEvent, type ReturnEvent } from './events';
import { type ReturnMailKind, returnMail } from './mail';

/**
 * Returns and refunds (issue 13, decision 0210). Every rule lives here and is checked inside the
 * write's transaction: only delivered orders, within the shop's return window, never more than
 * bought minus already returned, one open request per order line (also a partial unique index).
 */

type Db = Kysely<Database> | Tx;

const parseList = <T>(json: string, fallback: T): T => {
  try {
    return JSON.parse(json) as T;
  } catch {
    return fallback;
  }
};

/** When the goods reached the buyer: the first delivered / picked up / completed entry of its history. */
async function deliveredAt(db: Db, order: OrdersTable): Promise<string> {
  const row = await db
    .selectFrom('order_status_history')
    .select('created_at')
    .where('order_id', '=', order.id)
    .where('status', 'in', [...RETURNABLE_ORDER_STATUSES])
    .orderBy('created_at', 'asc')
    .executeTakeFirst();
  return row?.created_at ?? order.updated_at;
}

interface Eligibility {
  eligible: boolean;
  reason: 'ORDER_NOT_RETURNABLE' | 'RETURN_WINDOW_CLOSED' | null;
  deadline: string | null;
  days: number;
}

async function eligibility(db: Db, order: OrdersTable, now: Date): Promise<Eligibility> {
  const days = (await readGeneral(db)).returnDays;
  if (!(RETURNABLE_ORDER_STATUSES as readonly string[]).includes(order.status))
    return { eligible: false, reason: 'ORDER_NOT_RETURNABLE', deadline: null, days };
  const deadline = returnDeadline(await deliveredAt(db, order), days);
  if (now.getTime() > deadline.getTime())
    return { eligible: false, reason: 'RETURN_WINDOW_CLOSED', deadline: deadline.toISOString(), days };
  return { eligible: true, reason: null, deadline: deadline.toISOString(), days };
}

/** The order's product lines with what was already returned (every request not rejected) and whether one is open. */
async function returnableLines(db: Db, orderId: string): Promise<ReturnableLine[]> {
  const items = await db
    .selectFrom('order_items')
    .select(['id', 'name', 'image', 'attributes', 'unit_price', 'quantity', 'kind'])
    .where('order_id', '=', orderId)
    .where('kind', '=', 'product')
    .orderBy('position')
    .execute();
  const taken = await db
    .selectFrom('return_items as ri')
    .innerJoin('returns as r', 'r.id', 'ri.return_id')
    .select(['ri.order_item_id', 'ri.quantity', 'ri.open'])
    .where('r.order_id', '=', orderId)
    .where('r.status', '!=', 'rejected')
    .execute();
  return items.map((i) => {
    const mine = taken.filter((t) => t.order_item_id === i.id);
    const returned = mine.reduce((s, t) => s + Number(t.quantity), 0);
    const open = mine.some((t) => Number(t.open) === 1);
    const bought = Number(i.quantity);
    return {
      itemId: i.id,
      name: i.name,
      image: i.image,
      attributes: parseList(i.attributes, []),
      unitPrice: Number(i.unit_price),
      bought,
      returned,
      open,
      returnable: open ? 0 : Math.max(0, bought - returned),
    };
  });
}

const figures = (o: OrdersTable): RefundOrderFigures => ({
  subtotal: Number(o.subtotal),
  total: Number(o.total),
  shippingFee: Number(o.shipping_fee),
  shippingDiscount: Number(o.shipping_discount),
  handlingFee: Number(o.handling_fee),
});

function refundView(r: Database['order_refunds']): RefundView {
  return {
    id: r.id,
    amount: Number(r.amount),
    itemsAmount: Number(r.items_amount),
    shippingAmount: Number(r.shipping_amount),
    method: r.method === 'gateway' ? 'gateway' : 'manual',
    provider: r.provider,
    reference: r.reference,
    note: r.note,
    by: r.actor,
    createdAt: r.created_at,
  };
}

/** Requests as the API shows them (customer and staff see the same; staff routes add nothing secret). */
export async function returnViews(db: Db, rows: ReturnsTable[]): Promise<ReturnView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [lines, refunds, orders] = await Promise.all([
    db
      .selectFrom('return_items as ri')
      .innerJoin('order_items as oi', 'oi.id', 'ri.order_item_id')
      .select([
        'ri.id',
        'ri.return_id',
        'ri.order_item_id',
        'ri.quantity',
        'ri.damaged',
        'ri.restocked',
        'oi.name',
        'oi.sku',
        'oi.image',
        'oi.attributes',
        'oi.unit_price',
        'oi.position',
      ])
      .where('ri.return_id', 'in', ids)
      .orderBy('oi.position')
      .execute(),
    db.selectFrom('order_refunds').selectAll().where('return_id', 'in', ids).execute(),
    db
      .selectFrom('orders')
      .select(['id', 'code', 'full_name', 'email', 'phone'])
      .where('id', 'in', [...new Set(rows.map((r) => r.order_id))])
      .execute(),
  ]);
  return rows.map((r) => {
    const o = orders.find((x) => x.id === r.order_id);
    const refund = refunds.find((x) => x.return_id === r.id);
    return {
      id: r.id,
      code: r.code,
      orderCode: o?.code ?? '',
      status: r.status as ReturnStatus,
      reason: r.reason as ReturnView['reason'],
      comment: r.comment,
      photos: parseList<string[]>(r.photos, []),
      staffMessage: r.staff_message,
      lines: lines
        .filter((l) => l.return_id === r.id)
        .map((l) => ({
          id: l.id,
          orderItemId: l.order_item_id,
          name: l.name,
          sku: l.sku,
          image: l.image,
          attributes: parseList(l.attributes, []),
          unitPrice: Number(l.unit_price),
          quantity: Number(l.quantity),
          damaged: l.damaged === null ? null : Number(l.damaged) === 1,
          restocked: Number(l.restocked) === 1,
        })),
      refund: refund ? refundView(refund) : null,
      customer: { fullName: o?.full_name ?? '', email: o?.email ?? '', phone: o?.phone ?? '' },
      createdAt: r.created_at,
      decidedAt: r.decided_at,
      receivedAt: r.received_at,
      refundedAt: r.refunded_at,
    };
  });
}

async function refundedSoFar(db: Db, orderId: string): Promise<{ amount: number; shipping: number }> {
  const rows = await db
    .selectFrom('order_refunds')
    .select(['amount', 'shipping_amount'])
    .where('order_id', '=', orderId)
    .execute();
  return {
    amount: rows.reduce((s, r) => s + Number(r.amount), 0),
    shipping: rows.reduce((s, r) => s + Number(r.shipping_amount), 0),
  };
}

/** What a buyer may return of an order and its requests so far (GET /orders/{code}/returns). */
export async function orderReturns(db: Kysely<Database>, order: OrdersTable, now = new Date()): Promise<OrderReturns> {
  const [elig, lines, rows, refunded] = await Promise.all([
    eligibility(db, order, now),
    returnableLines(db, order.id),
    db.selectFrom('returns').selectAll().where('order_id', '=', order.id).orderBy('created_at', 'desc').execute(),
    refundedSoFar(db, order.id),
  ]);
  return {
    orderCode: order.code,
    eligible: elig.eligible && lines.some((l) => l.returnable > 0),
    reason: elig.reason,
    deadline: elig.deadline,
    windowDays: elig.days,
    lines,
    returns: await returnViews(db, rows),
    refunded: refunded.amount,
  };
}

const fieldError = (field: string, key: 'return.item' | 'return.items', lang: Language): AppError =>
  new AppError(400, 'VALIDATION_ERROR', undefined, [{ field, message: fieldMessage(key, lang) } satisfies FieldError]);

export type ReturnsApp = OrdersApp;

/**
 * The buyer's request. Photos were stored by the route (image pipeline) and are deleted by it
 * when this throws. Everything is re-read and checked inside the write transaction.
 */
export async function requestReturn(
  app: ReturnsApp,
  order: OrdersTable,
  input: ReturnRequestInput,
  photos: string[],
  lang: Language,
  now = new Date(),
): Promise<ReturnView> {
  const seen = new Set<string>();
  input.items.forEach((l, i) => {
    if (seen.has(l.itemId)) throw fieldError(`items.${i}.itemId`, 'return.item', lang);
    seen.add(l.itemId);
  });
  const id = randomUUID();
  const code = `RMA-${randomBytes(4).toString('hex').toUpperCase()}`;
  try {
    await writeTransaction(app.db, app.dialect, async (trx) => {
      const current = await trx.selectFrom('orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
      const elig = await eligibility(trx, current, now);
      if (elig.reason === 'ORDER_NOT_RETURNABLE') throw new AppError(409, 'ORDER_NOT_RETURNABLE');
      if (elig.reason === 'RETURN_WINDOW_CLOSED') throw new AppError(409, 'RETURN_WINDOW_CLOSED', { days: elig.days });
      const lines = await returnableLines(trx, order.id);
      input.items.forEach((l, i) => {
        const line = lines.find((x) => x.itemId === l.itemId);
        if (!line) throw fieldError(`items.${i}.itemId`, 'return.item', lang);
        if (line.open) throw new AppError(409, 'RETURN_ALREADY_OPEN', { name: line.name });
        if (l.quantity > line.returnable) throw new AppError(409, 'RETURN_QUANTITY', { name: line.name, max: line.returnable });
      });
      const at = now.toISOString();
      await trx
        .insertInto('returns')
        .values({
          id,
          code,
          order_id: order.id,
          user_id: current.user_id,
          status: 'requested',
          reason: input.reason,
          comment: input.comment,
          photos: JSON.stringify(photos),
          staff_message: '',
          language: current.language,
          created_at: at,
          updated_at: at,
          decided_at: null,
          received_at: null,
          refunded_at: null,
        })
        .execute();
      await trx
        .insertInto('return_items')
        .values(
          input.items.map((l) => ({
            id: randomUUID(),
            return_id: id,
            order_item_id: l.itemId,
            quantity: l.quantity,
            open: 1,
            damaged: null,
            restocked: 0,
          })),
        )
        .execute();
    });
  } catch (err) {
    // Two requests for the same line at once: the partial unique index let one in.
    if (isUniqueViolation(err)) {
      const name =
        (await returnableLines(app.db, order.id)).find((l) => input.items.some((i) => i.itemId === l.itemId))?.name ?? '';
      throw new AppError(409, 'RETURN_ALREADY_OPEN', { name });
    }
    throw err;
  }
  const view = await findReturnView(app.db, id);
  await emit(app, 'requested', view, order);
  return view;
}

export async function findReturnView(db: Db, id: string): Promise<ReturnView> {
  const row = await db.selectFrom('returns').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('RETURN_NOT_FOUND');
  const [view] = await returnViews(db, [row]);
  return view!;
}

/** The signed-in customer's requests, newest first. */
export async function myReturns(db: Kysely<Database>, userId: string): Promise<ReturnView[]> {
  const rows = await db
    .selectFrom('returns')
    .innerJoin('orders', 'orders.id', 'returns.order_id')
    .selectAll('returns')
    .where('orders.user_id', '=', userId)
    .orderBy('returns.created_at', 'desc')
    .limit(200)
    .execute();
  return returnViews(db, rows);
}

export interface AdminReturnList {
  items: ReturnView[];
  pagination: ReturnType<typeof paginate>;
  counts: Partial<Record<ReturnStatus | 'all', number>>;
}

export async function adminReturnList(db: Kysely<Database>, f: AdminReturnListQuery): Promise<AdminReturnList> {
  let base = db.selectFrom('returns').innerJoin('orders', 'orders.id', 'returns.order_id');
  if (f.q) {
    const like = `%${f.q.toLowerCase()}%`;
    base = base.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['returns.code']), 'like', like),
        eb(eb.fn('lower', ['orders.code']), 'like', like),
        eb('orders.email', 'like', like),
        eb('orders.phone', 'like', `%${f.q.replace(/\D/g, '') || f.q}%`),
      ]),
    );
  }
  if (f.order) base = base.where('orders.code', '=', f.order);
  const counted = await base
    .select(['returns.status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('returns.status')
    .execute();
  const counts: AdminReturnList['counts'] = { all: 0 };
  for (const c of counted) {
    counts[c.status as ReturnStatus] = Number(c.n);
    counts.all = (counts.all ?? 0) + Number(c.n);
  }
  const q = f.status === 'all' ? base : base.where('returns.status', '=', f.status);
  const total = f.status === 'all' ? (counts.all ?? 0) : (counts[f.status] ?? 0);
  const rows = await q
    .selectAll('returns')
    .orderBy('returns.created_at', 'desc')
    .orderBy('returns.id')
    .limit(f.limit)
    .offset((f.page - 1) * f.limit)
    .execute();
  return { items: await returnViews(db, rows), pagination: paginate(total, f.page, f.limit), counts };
}

async function loadReturn(db: Db, id: string): Promise<{ ret: ReturnsTable; order: OrdersTable }> {
  const ret = await db.selectFrom('returns').selectAll().where('id', '=', id).executeTakeFirst();
  if (!ret) throw notFound('RETURN_NOT_FOUND');
  const order = await db.selectFrom('orders').selectAll().where('id', '=', ret.order_id).executeTakeFirstOrThrow();
  return { ret, order };
}

/** Moves a request from one of `from` to `to` only if nobody moved it first (409 RETURN_STATUS otherwise). */
async function move(trx: Tx, ret: ReturnsTable, from: readonly ReturnStatus[], to: ReturnStatus, set: Partial<ReturnsTable>) {
  if (!from.includes(ret.status as ReturnStatus)) throw new AppError(409, 'RETURN_STATUS', { status: ret.status });
  const res = await trx
    .updateTable('returns')
    .set({ ...set, status: to, updated_at: new Date().toISOString() })
    .where('id', '=', ret.id)
    .where('status', '=', ret.status)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) throw new AppError(409, 'RETURN_STATUS', { status: ret.status });
  if (!isOpenReturn(to)) await trx.updateTable('return_items').set({ open: 0 }).where('return_id', '=', ret.id).execute();
}

export interface StaffActor {
  actor: `staff:${string}`;
  audit: AuditActor;
}

/** Staff approve (requested → approved) or reject (→ rejected, its lines free again) with a message to the buyer. */
export async function decideReturn(
  app: ReturnsApp,
  id: string,
  approve: boolean,
  message: string,
  who: StaffActor,
): Promise<ReturnView> {
  const to: ReturnStatus = approve ? 'approved' : 'rejected';
  const { order } = await writeTransaction(app.db, app.dialect, async (trx) => {
    const { ret, order } = await loadReturn(trx, id);
    const now = new Date().toISOString();
    await move(trx, ret, ['requested'], to, { staff_message: message, decided_at: now });
    await recordAudit(trx, {
      actor: who.audit,
      action: approve ? 'approve' : 'reject',
      entity: 'return',
      entityId: ret.id,
      before: { code: ret.code, status: ret.status },
      after: { code: ret.code, status: to, message },
    });
    return { order };
  });
  const view = await findReturnView(app.db, id);
  await tellBuyer(app, approve ? 'approved' : 'rejected', view, order, 0);
  await emit(app, to as ReturnEvent['type'], view, order);
  return view;
}

/**
 * The goods came back (approved → received). Each line goes back on the shelf — on the variant
 * sold and the product's count, as a cancel does — unless staff mark it damaged.
 */
export async function receiveReturn(
  app: ReturnsApp,
  id: string,
  input: { lines: { id: string; damaged: boolean }[]; note: string },
  who: StaffActor,
): Promise<ReturnView> {
  const restocked: MovedGood[] = [];
  const { order } = await writeTransaction(app.db, app.dialect, async (trx) => {
    const { ret, order } = await loadReturn(trx, id);
    await move(trx, ret, ['approved'], 'received', { received_at: new Date().toISOString() });
    const lines = await trx
      .selectFrom('return_items as ri')
      .innerJoin('order_items as oi', 'oi.id', 'ri.order_item_id')
      .select(['ri.id', 'ri.quantity', 'oi.product_id', 'oi.variant_id', 'oi.kind', 'oi.slug'])
      .where('ri.return_id', '=', ret.id)
      .execute();
    const damaged = new Set(input.lines.filter((l) => l.damaged).map((l) => l.id));
    const back = lines.filter((l) => !damaged.has(l.id));
    for (const l of lines)
      await trx
        .updateTable('return_items')
        .set({ damaged: damaged.has(l.id) ? 1 : 0, restocked: damaged.has(l.id) ? 0 : 1 })
        .where('id', '=', l.id)
        .execute();
    await returnStock(
      trx,
      back.map((l) => ({ product_id: l.product_id, variant_id: l.variant_id, kind: l.kind, quantity: Number(l.quantity) })),
      { reason: 'return', reference: ret.code, ...staffMover(who.audit) },
    );
    for (const l of back) if (l.product_id) restocked.push({ id: l.product_id, slug: l.slug });
    await recordAudit(trx, {
      actor: who.audit,
      action: 'receive',
      entity: 'return',
      entityId: ret.id,
      before: { code: ret.code, status: ret.status },
      after: { code: ret.code, status: 'received', damaged: [...damaged], note: input.note },
    });
    return { order };
  });
  // The goods back on the shelf show on their pages and in the listing at once.
  await stockMoved(app, restocked);
  const view = await findReturnView(app.db, id);
  await emit(app, 'received', view, order);
  return view;
}

/** The gateway payment of an order that a refund can go back through, if any. */
async function gatewayPayment(app: ReturnsApp, order: OrdersTable) {
  const receipt = await app.db
    .selectFrom('payment_receipts')
    .selectAll()
    .where('order_id', '=', order.id)
    .where('outcome', 'in', ['paid', 'overpaid'])
    .orderBy('received_at', 'desc')
    .executeTakeFirst();
  if (!receipt) return null;
  const provider = app.config.payments ? gateway(app.config.payments, receipt.provider as GatewayCode) : null;
  if (!provider?.refund) return null;
  const attempt = receipt.attempt_id
    ? await app.db.selectFrom('payment_attempts').selectAll().where('id', '=', receipt.attempt_id).executeTakeFirst()
    : undefined;
  if (!attempt) return null;
  return { receipt, attempt, provider, refund: provider.refund.bind(provider) };
}

/**
 * Money back for a received request: the returned items' value (what was paid for them after
 * discounts), plus the shipping if asked, or `full` — everything of the order not refunded yet.
 * A gateway refund calls the gateway between claiming the request (received → refunded, so a
 * second click finds it refunded) and recording the refund; a refused one gives the claim back.
 * When the order's refunds reach its total, the order moves to refunded through the state machine.
 */
export async function refundReturn(
  app: ReturnsApp,
  id: string,
  input: ReturnRefundInput,
  who: StaffActor,
  ipAddr: string,
  lang: Language = 'vi',
): Promise<ReturnView> {
  const pre = await loadReturn(app.db, id);
  if (pre.ret.status !== 'received') throw new AppError(409, 'RETURN_STATUS', { status: pre.ret.status });
  if (await fullyRefunded(app.db, pre.order)) return closeSettled(app, id, input, who);
  if (pre.order.payment_status !== 'paid') throw new AppError(409, 'REFUND_NOT_PAID');
  const viaGateway = input.method === 'gateway' ? await gatewayPayment(app, pre.order) : null;
  if (input.method === 'gateway' && !viaGateway) throw new AppError(409, 'REFUND_NO_GATEWAY');
  if (input.method === 'manual' && !input.reference)
    throw new AppError(400, 'VALIDATION_ERROR', undefined, [
      { field: 'reference', message: fieldMessage('return.reference', lang) },
    ]);

  const refundId = randomUUID();
  const claimed = await writeTransaction(app.db, app.dialect, async (trx) => {
    // Refunds of one order one at a time (PostgreSQL: the order row's lock; SQLite: BEGIN IMMEDIATE),
    // so two requests refunded at once never add up to more than the total.
    await trx.updateTable('orders').set({ updated_at: new Date().toISOString() }).where('id', '=', pre.order.id).execute();
    const { ret, order } = await loadReturn(trx, id);
    const lines = await trx
      .selectFrom('return_items as ri')
      .innerJoin('order_items as oi', 'oi.id', 'ri.order_item_id')
      .select(['ri.quantity', 'oi.unit_price'])
      .where('ri.return_id', '=', ret.id)
      .execute();
    const f = figures(order);
    const items = itemsRefundValue(
      f,
      lines.map((l) => ({ unitPrice: Number(l.unit_price), quantity: Number(l.quantity) })),
    );
    const already = await refundedSoFar(trx, order.id);
    const plan = planRefund(f, already, { full: input.full, items, shipping: input.shipping });
    if (plan.amount <= 0) throw new AppError(409, 'REFUND_NOTHING');
    const now = new Date().toISOString();
    await move(trx, ret, ['received'], 'refunded', { refunded_at: now });
    await trx
      .insertInto('order_refunds')
      .values({
        id: refundId,
        order_id: order.id,
        return_id: ret.id,
        amount: plan.amount,
        items_amount: plan.items,
        shipping_amount: plan.shipping,
        method: input.method,
        provider: viaGateway?.provider.code ?? '',
        reference: input.method === 'manual' ? input.reference : '',
        note: input.note,
        actor: who.actor,
        created_at: now,
      })
      .execute();
    // The sellers of the returned lines give their credit back (issue 18, decision 0297).
    await debitReturn(trx, ret.id, order.id, ret.code);
    await recordAudit(trx, {
      actor: who.audit,
      action: 'refund',
      entity: 'return',
      entityId: ret.id,
      before: { code: ret.code, status: ret.status, refunded: already.amount },
      after: { code: ret.code, status: 'refunded', ...plan, method: input.method, reference: input.reference },
    });
    return { plan, order };
  });

  if (viaGateway) {
    const { receipt, attempt, refund } = viaGateway;
    let result: { ok: boolean; refundRef: string | null; message: string };
    // In the payment's own currency (PayPal charged USD cents).
    const amount = inReceiptCurrency(receipt, claimed.plan.amount, Number(claimed.order.total));
    try {
      result = await refund({
        txnRef: attempt.txn_ref,
        transactionId: receipt.transaction_id,
        amount,
        paidAt: new Date(receipt.received_at),
        createdAt: new Date(attempt.created_at),
        reason: input.note || `Hoàn tiền ${pre.ret.code}`,
        by: who.audit.email,
        ipAddr,
        partial: amount < Number(receipt.amount),
      });
    } catch (err) {
      app.log.warn({ err, code: pre.ret.code }, 'gateway refund failed');
      result = { ok: false, refundRef: null, message: err instanceof Error ? err.message : String(err) };
    }
    if (!result.ok) {
      // Give the claim back: the request is received again and nothing was refunded.
      await writeTransaction(app.db, app.dialect, async (trx) => {
        await trx.deleteFrom('order_refunds').where('id', '=', refundId).execute();
        await trx
          .deleteFrom('seller_ledger')
          .where('order_id', '=', pre.order.id)
          .where('kind', '=', 'refund')
          .where('note', '=', pre.ret.code)
          .execute();
        await trx
          .updateTable('returns')
          .set({ status: 'received', refunded_at: null, updated_at: new Date().toISOString() })
          .where('id', '=', id)
          .execute();
        await trx.updateTable('return_items').set({ open: 1 }).where('return_id', '=', id).execute();
      });
      throw new AppError(502, 'REFUND_GATEWAY_FAILED', { message: result.message || '—' });
    }
    await app.db
      .updateTable('order_refunds')
      .set({ reference: result.refundRef ?? '' })
      .where('id', '=', refundId)
      .execute();
    await app.db
      .updateTable('payment_receipts')
      .set({ refund_status: 'refunded', refund_ref: result.refundRef, updated_at: new Date().toISOString() })
      .where('id', '=', receipt.id)
      .execute();
  }

  if (claimed.plan.full) {
    await changeStatus(app, claimed.order.code, { status: 'refunded', note: `Hoàn tiền toàn bộ (${pre.ret.code})` }, who.actor, {
      audit: who.audit,
    }).catch((err) => {
      // The order cannot move (already refunded by a concurrent refund): the refund stands.
      if (!(err instanceof AppError) || err.statusCode !== 409) throw err;
      app.log.warn({ code: claimed.order.code }, 'order not moved to refunded');
    });
  }
  const view = await findReturnView(app.db, id);
  await tellBuyer(app, 'refunded', view, claimed.order, claimed.plan.amount);
  await emit(app, 'refunded', view, claimed.order, {
    amount: claimed.plan.amount,
    itemsAmount: claimed.plan.items,
    shippingAmount: claimed.plan.shipping,
    full: claimed.plan.full,
  });
  return view;
}

/** The order's money has all gone back already (its refunds reach the total, or it was refunded as a whole). */
async function fullyRefunded(db: Db, order: OrdersTable): Promise<boolean> {
  if (order.payment_status === 'refunded') return true;
  if (order.payment_status !== 'paid') return false;
  return (await refundedSoFar(db, order.id)).amount >= Number(order.total);
}

/**
 * A received request of an order whose money all went back already (another request refunded it
 * in full, or staff refunded the order) is closed as refunded with nothing paid out (decision
 * 0341): no refund row, no gateway call, its goods already back in stock from receiving; the
 * audit entry says why. Without this it stayed "received" for ever, holding its lines open.
 */
async function closeSettled(app: ReturnsApp, id: string, input: ReturnRefundInput, who: StaffActor): Promise<ReturnView> {
  await writeTransaction(app.db, app.dialect, async (trx) => {
    const { ret, order } = await loadReturn(trx, id);
    if (!(await fullyRefunded(trx, order))) throw new AppError(409, 'RETURN_STATUS', { status: ret.status });
    await move(trx, ret, ['received'], 'refunded', { refunded_at: new Date().toISOString() });
    await recordAudit(trx, {
      actor: who.audit,
      action: 'close',
      entity: 'return',
      entityId: ret.id,
      before: { code: ret.code, status: ret.status },
      after: { code: ret.code, status: 'refunded', amount: 0, reason: 'orderAlreadyRefunded', note: input.note },
    });
  });
  return findReturnView(app.db, id);
}

async function tellBuyer(app: ReturnsApp, kind: ReturnMailKind, view: ReturnView, order: OrdersTable, amount: number) {
  try {
    await app.mail.send(
      returnMail(
        kind,
        {
          code: view.code,
          orderCode: order.code,
          email: order.email,
          fullName: order.full_name,
          message: view.staffMessage,
          amount,
          language: order.language,
        },
        orderLink(app, order.code),
      ),
    );
  } catch (err) {
    app.log.warn({ err, code: view.code, kind }, 'return mail not queued');
  }
}

async function emit(
  app: ReturnsApp,
  type: ReturnEvent['type'],
  view: ReturnView,
  order: OrdersTable,
  extra: Partial<ReturnEvent> = {},
) {
  await emitReturnEvent(app.log, {
    type,
    returnId: view.id,
    returnCode: view.code,
    orderId: order.id,
    orderCode: order.code,
    userId: order.user_id,
    at: new Date().toISOString(),
    ...extra,
  });
  // Staff hear of a new request live; the buyer gets the in-app notice (the mail is tellBuyer's).
  if (type === 'requested') {
    await notifyStaff(app, { kind: 'returnRequested', code: order.code, customerName: order.full_name, returnId: view.id });
  }
  if (type === 'approved') await notifyAfter(app, order.user_id, 'returnApproved', { code: order.code });
  if (type === 'refunded') {
    await notifyAfter(app, order.user_id, 'returnRefunded', {
      code: order.code,
      ...(extra.amount !== undefined ? { amount: formatVnd(extra.amount) } : {}),
    });
  }
}
