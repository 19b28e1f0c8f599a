import { randomUUID } from 'node:crypto';
import { type CartLine, type CheckoutPricing, type Language, type PlaceOrderInput, transferReference } from '@sen/core';
import { foldText } from '@sen/core/text';
import type { Dialect } from '../../db/connection';
import type { MailOutboxTable } from '../../db/tables/auth';
import type { OrderItemsTable, OrderStatusHistoryTable, OrdersTable } from '../../db/tables/commerce';
import { type StaffMember, staffWho } from '../realtime/staff-notify';
import type { Destination, References } from './checks';
import { newOrderCode } from './code';
import type { Tx } from './db';

/* The rows of a new order, written inside its transaction and returned, so the answer is built without reading them back. */

export type Row = Omit<OrdersTable, 'code' | 'payment_details'> & { legacy_address: string | null };

export interface OrderFacts {
  id: string;
  input: PlaceOrderInput;
  customer: { userId: string | null };
  ships: boolean;
  dest: Destination | null;
  references: References;
  pricing: CheckoutPricing;
  couponCode: string | null;
  lang: Language;
  stamp: string;
}

/** The order's row: who, where, how, and the totals as priced (a free order of courses only is paid and done). */
export function orderRow(f: OrderFacts): Row {
  const t = f.pricing.totals;
  const info = f.input.information;
  const paidNow = t.total === 0;
  return {
    id: f.id,
    user_id: f.customer.userId,
    status: paidNow && !f.ships ? 'completed' : 'pending',
    payment_status: paidNow ? 'paid' : 'pending',
    shipping_status: f.ships ? 'notShipped' : 'notRequired',
    full_name: info.fullName,
    search_name: foldText(info.fullName),
    email: info.email,
    phone: info.phone,
    address: f.ships ? info.address : '',
    province_code: f.dest?.province.code ?? null,
    province_name: f.dest?.province.name ?? '',
    ward_code: f.dest?.ward.code ?? null,
    ward_name: f.dest?.ward.name ?? '',
    legacy_address: f.dest?.legacy ?? null,
    notes: info.notes,
    shipping_method_code: f.dest?.method.code ?? null,
    shipping_method_name: f.dest?.method.name ?? '',
    shipping_carrier: f.dest?.method.carrier ?? '',
    shipping_estimate: f.pricing.shipping ? JSON.stringify(f.pricing.shipping.estimatedDelivery) : null,
    payment_method_code: f.references.payment.code,
    payment_method_name: f.references.payment.name,
    subtotal: t.subtotal,
    tax: t.tax,
    shipping_fee: t.shippingFee,
    shipping_discount: t.shippingDiscount,
    discount: t.discount,
    handling_fee: t.handlingFee,
    total: t.total,
    item_count: t.itemCount,
    coupon_code: f.couponCode,
    requires_shipping: f.ships ? 1 : 0,
    stock_released: 0,
    tracking_number: null,
    tracking_url: null,
    language: f.lang,
    paid_at: paidNow ? f.stamp : null,
    created_at: f.stamp,
    updated_at: f.stamp,
  };
}

/** Inserts the order under a fresh code, drawing again on the rare clash with an existing one. */
export async function insertWithCode(trx: Tx, row: Row, details: (code: string) => string, now: Date): Promise<OrdersTable> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const code = newOrderCode(now);
    const full: OrdersTable = { ...row, code, payment_details: details(code) };
    const res = await trx
      .insertInto('orders')
      .values(full)
      .onConflict((oc) => oc.column('code').doNothing())
      .executeTakeFirst();
    if (Number(res.numInsertedOrUpdatedRows ?? 0) === 1) return full;
  }
  throw new Error('no free order code after 8 attempts');
}

export function paymentDetails(refs: References, total: number) {
  const m = refs.payment;
  const cfg = m.configuration;
  return (code: string) =>
    JSON.stringify({
      instructions: m.instructions,
      processingTime: m.processingTime,
      bankTransfer:
        m.code === 'BANK_TRANSFER' && cfg.accountNumber
          ? {
              bankName: String(cfg.bankName ?? ''),
              accountNumber: String(cfg.accountNumber),
              accountHolder: String(cfg.accountHolder ?? ''),
              reference: transferReference(code, String(cfg.transferPrefix ?? 'DH')),
              amount: total,
            }
          : null,
    });
}

/**
 * A new order's own rows after the order itself: its items, its first history entries, the
 * Idempotency-Key's order, and (when given) its confirmation mail in the outbox, committed with
 * the order. On PostgreSQL one statement (data-modifying CTEs, one round trip instead of five,
 * decision 0380; the foreign keys are checked at the statement's end, when the order row is
 * there) whose answer is the staff to tell of the new order; on SQLite, where a statement costs
 * no round trip, one each, and null (notifyStaff reads them).
 */
export async function insertOrderRows(
  trx: Tx,
  dialect: Dialect,
  f: {
    orderId: string;
    itemRows: OrderItemsTable[];
    historyRows: OrderStatusHistoryTable[];
    key: string;
    mail: MailOutboxTable | null;
  },
): Promise<StaffMember[] | null> {
  const { itemRows, historyRows, mail } = f;
  if (dialect === 'postgres') {
    const base = trx
      .with('history', (db) => db.insertInto('order_status_history').values(historyRows))
      .with('claim', (db) => db.updateTable('idempotency_keys').set({ order_id: f.orderId }).where('key', '=', f.key));
    // The mail's CTE is never read: the same builder either way.
    const all = mail ? (base.with('mail', (db) => db.insertInto('mail_outbox').values(mail)) as unknown as typeof base) : base;
    // Its answer: the staff who hear of the new order (told after the commit), in the same round trip.
    return staffWho(
      all.with('items', (db) => db.insertInto('order_items').values(itemRows)),
      'newOrder',
    ).execute();
  }
  await trx.insertInto('order_items').values(itemRows).execute();
  await trx.insertInto('order_status_history').values(historyRows).execute();
  await trx.updateTable('idempotency_keys').set({ order_id: f.orderId }).where('key', '=', f.key).execute();
  if (mail) await trx.insertInto('mail_outbox').values(mail).execute();
  return null;
}

export function itemRowsOf(orderId: string, lines: CartLine[]): OrderItemsTable[] {
  return lines.map((l, position) => ({
    id: randomUUID(),
    order_id: orderId,
    position,
    kind: l.kind,
    product_id: l.kind === 'product' ? l.id : null,
    variant_id: l.kind === 'product' ? (l.variantId ?? null) : null,
    course_id: l.kind === 'course' ? l.id : null,
    name: l.name,
    slug: l.slug,
    sku: l.sku,
    image: l.image,
    unit_price: l.price,
    compare_price: l.comparePrice,
    quantity: l.quantity,
    line_total: l.lineTotal,
    attributes: JSON.stringify(l.attributes),
  }));
}

/** Placed; and for a free order of courses only, paid and completed at once (a millisecond apart, so the timeline keeps its order). */
export async function insertHistory(
  trx: Tx,
  orderId: string,
  ships: boolean,
  paidNow: boolean,
  now: Date,
): Promise<OrderStatusHistoryTable[]> {
  const rows = historyRowsOf(orderId, ships, paidNow, now);
  await trx.insertInto('order_status_history').values(rows).execute();
  return rows;
}

export function historyRowsOf(orderId: string, ships: boolean, paidNow: boolean, now: Date): OrderStatusHistoryTable[] {
  const at = (ms: number) => new Date(now.getTime() + ms).toISOString();
  const entries = [{ status: 'pending', note: '', actor: 'customer', created_at: at(0) }];
  if (paidNow && !ships) {
    entries.push({ status: 'paymentReceived', note: '', actor: 'system', created_at: at(1) });
    entries.push({ status: 'completed', note: '', actor: 'system', created_at: at(2) });
  }
  return entries.map((e) => ({ id: randomUUID(), order_id: orderId, ...e }));
}
