import type { SalesAmounts, SalesGroup, SalesReport, SalesRow } from '@sen/core';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { dayExpr, daysOf, type Range, weekOf } from './range';
import { rolledUp, type Split, splitRange } from './rollup';

/** Orders that took money: paid, or paid and refunded since (their refund shows as refunds). */
export const TOOK_MONEY = ['paid', 'refunded'] as const;

const n = (v: unknown) => Number(v ?? 0);

export function zeroAmounts(): SalesAmounts {
  return { orders: 0, quantity: 0, gross: 0, discounts: 0, shipping: 0, tax: 0, refunds: 0, net: 0 };
}

function amountsOf(r: Record<string, unknown>): SalesAmounts {
  const a = {
    orders: n(r.orders),
    quantity: n(r.quantity),
    gross: n(r.gross),
    discounts: n(r.discounts),
    shipping: n(r.shipping),
    tax: n(r.tax),
    refunds: n(r.refunds),
    net: 0,
  };
  a.net = a.gross - a.discounts + a.shipping + a.tax - a.refunds;
  return a;
}

const AMOUNTS = ['orders', 'quantity', 'gross', 'discounts', 'shipping', 'tax', 'refunds', 'net'] as const;

function add(into: SalesAmounts, a: SalesAmounts) {
  for (const k of AMOUNTS) into[k] += a[k];
}

/** One group of sums as the queries and the roll-up table give it (money in VND). */
export interface RawSales {
  day: string;
  key: string;
  label: string;
  orders: number;
  quantity: number;
  gross: number;
  discounts: number;
  shipping: number;
  tax: number;
  refunds: number;
  /** Orders still paid (not refunded) and their totals: the dashboard's revenue. */
  paid_orders: number;
  paid_total: number;
}

export type OrderDim = 'day' | 'payment' | 'shipping' | 'province';
export type ItemDim = 'category' | 'brand' | 'product' | 'variant';

function rawOf(row: Record<string, unknown>, perDay: boolean): RawSales {
  return {
    day: perDay ? String(row.day) : '',
    key: String(row.key),
    label: String(row.label ?? ''),
    orders: n(row.orders),
    quantity: n(row.quantity),
    gross: n(row.gross),
    discounts: n(row.discounts),
    shipping: n(row.shipping),
    tax: n(row.tax),
    refunds: n(row.refunds),
    paid_orders: n(row.paid_orders),
    paid_total: n(row.paid_total),
  };
}

/**
 * Order-level sums by a key (day, payment method, shipping method, province) of the orders paid in
 * the range: gross = goods (subtotal), discounts = order and shipping discounts, shipping = shipping
 * and handling fees, tax, refunds = the totals of refunded orders; net = what the shop keeps.
 * `perDay`: one group per shop day and key (the roll-up's rows).
 */
export async function byOrderKey(db: Kysely<Database>, dialect: string, r: Range, key: OrderDim, perDay = false) {
  const keyExpr =
    key === 'day'
      ? perDay
        ? sql<string>`''`
        : dayExpr(dialect, 'paid_at')
      : key === 'payment'
        ? sql<string>`payment_method_code`
        : key === 'shipping'
          ? sql<string>`coalesce(shipping_method_code, '')`
          : sql<string>`coalesce(province_code, '')`;
  const labelExpr =
    key === 'day'
      ? sql<string>`''`
      : key === 'payment'
        ? sql<string>`max(payment_method_name)`
        : key === 'shipping'
          ? sql<string>`max(shipping_method_name)`
          : sql<string>`max(province_name)`;
  const rows = await db
    .selectFrom('orders')
    .select([
      keyExpr.as('key'),
      (perDay ? dayExpr(dialect, 'paid_at') : sql<string>`''`).as('day'),
      labelExpr.as('label'),
      sql<number>`count(*)`.as('orders'),
      sql<number>`sum(item_count)`.as('quantity'),
      sql<number>`sum(subtotal)`.as('gross'),
      sql<number>`sum(discount + shipping_discount)`.as('discounts'),
      sql<number>`sum(shipping_fee + handling_fee)`.as('shipping'),
      sql<number>`sum(tax)`.as('tax'),
      sql<number>`sum(case when payment_status = 'refunded' then total else 0 end)`.as('refunds'),
      sql<number>`sum(case when payment_status = 'paid' then 1 else 0 end)`.as('paid_orders'),
      sql<number>`sum(case when payment_status = 'paid' then total else 0 end)`.as('paid_total'),
    ])
    .where('paid_at', '>=', r.start)
    .where('paid_at', '<', r.end)
    .where('payment_status', 'in', [...TOOK_MONEY])
    .groupBy(perDay ? [sql`1`, sql`2`] : [sql`1`])
    .execute();
  return rows.map((row) => rawOf(row, perDay));
}

/**
 * Goods-level sums by category, brand or product: each line's share of its order's discount
 * (integer VND, in proportion to the line), its tax share, refunds = the refunded orders' lines.
 * Courses are their own line ("courses"). Shipping belongs to orders, not goods: 0 here.
 */
export async function byItemKey(db: Kysely<Database>, dialect: string, r: Range, key: ItemDim, perDay = false) {
  const keyExpr =
    key === 'category'
      ? sql<string>`case when i.kind = 'course' then 'courses' else coalesce(p.category_id, '') end`
      : key === 'brand'
        ? sql<string>`case when i.kind = 'course' then 'courses' else coalesce(p.brand_id, '') end`
        : key === 'variant'
          ? sql<string>`case when i.kind = 'course' then 'courses' else coalesce(i.variant_id, 'p:' || i.product_id, '') end`
          : sql<string>`coalesce(i.product_id, i.course_id, i.sku)`;
  const labelExpr =
    key === 'category' ? sql<string>`max(c.name)` : key === 'brand' ? sql<string>`max(b.name)` : sql<string>`max(i.name)`;
  const share = (col: string) => sql`case when o.subtotal > 0 then (o.${sql.raw(col)} * i.line_total) / o.subtotal else 0 end`;
  const rows = await db
    .selectFrom('orders as o')
    .innerJoin('order_items as i', 'i.order_id', 'o.id')
    .leftJoin('products as p', 'p.id', 'i.product_id')
    .leftJoin('categories as c', 'c.id', 'p.category_id')
    .leftJoin('brands as b', 'b.id', 'p.brand_id')
    .select([
      keyExpr.as('key'),
      (perDay ? dayExpr(dialect, 'o.paid_at') : sql<string>`''`).as('day'),
      labelExpr.as('label'),
      sql<number>`count(distinct o.id)`.as('orders'),
      sql<number>`sum(i.quantity)`.as('quantity'),
      sql<number>`sum(i.line_total)`.as('gross'),
      sql<number>`sum(${share('discount')})`.as('discounts'),
      sql<number>`sum(${share('tax')})`.as('tax'),
      sql<number>`sum(case when o.payment_status = 'refunded' then i.line_total - ${share('discount')} + ${share('tax')} else 0 end)`.as(
        'refunds',
      ),
    ])
    .where('o.paid_at', '>=', r.start)
    .where('o.paid_at', '<', r.end)
    .where('o.payment_status', 'in', [...TOOK_MONEY])
    .groupBy(perDay ? [sql`1`, sql`2`] : [sql`1`])
    .execute();
  return rows.map((row) => rawOf({ ...row, shipping: 0 }, perDay));
}

/** Groups by key (the roll-up's closed days and today's live rows together). */
function merge(parts: RawSales[][]): SalesRow[] {
  const out = new Map<string, SalesRow>();
  for (const part of parts)
    for (const x of part) {
      const row = out.get(x.key);
      const a = amountsOf(x as unknown as Record<string, unknown>);
      if (!row) out.set(x.key, { key: x.key, label: x.label, ...a });
      else {
        add(row, a);
        if (x.label) row.label = x.label;
      }
    }
  return [...out.values()];
}

export interface SalesOptions {
  /** Every day from the orders (the tests' reference). */
  direct?: boolean;
  /** The range already split into rolled-up and live days (the dashboard syncs once). */
  split?: Split;
}

/** A dimension's sums over a range: closed days from the roll-up, the rest (today) live. */
export async function salesBy(
  db: Kysely<Database>,
  dialect: string,
  r: Range,
  dim: OrderDim | ItemDim,
  opts: SalesOptions = {},
): Promise<RawSales[][]> {
  // direct: every day from the orders (the tests' reference; what the roll-up must equal).
  const { past, live } = opts.direct ? { past: null, live: r } : (opts.split ?? (await splitRange(db, dialect, r)));
  const parts: RawSales[][] = [];
  if (past) parts.push(await rolledUp(db, dim, past));
  if (live)
    parts.push(
      dim === 'category' || dim === 'brand' || dim === 'product' || dim === 'variant'
        ? await byItemKey(db, dialect, live, dim)
        : await byOrderKey(db, dialect, live, dim),
    );
  return parts;
}

/** Days folded into ISO weeks (key: the Monday) or months (YYYY-MM). */
function fold(days: SalesRow[], r: Range, by: 'day' | 'week' | 'month'): SalesRow[] {
  const byDay = new Map(days.map((d) => [d.key, d]));
  const out = new Map<string, SalesRow>();
  for (const day of daysOf(r)) {
    const key = by === 'day' ? day : by === 'week' ? weekOf(day) : day.slice(0, 7);
    let row = out.get(key);
    if (!row) {
      row = { key, label: key, ...zeroAmounts() };
      out.set(key, row);
    }
    const d = byDay.get(day);
    if (d) add(row, d);
  }
  return [...out.values()];
}

export async function salesReport(
  db: Kysely<Database>,
  dialect: string,
  r: Range,
  groupBy: SalesGroup,
  opts: SalesOptions = {},
): Promise<SalesReport> {
  const dim: OrderDim | ItemDim =
    groupBy === 'day' || groupBy === 'week' || groupBy === 'month'
      ? 'day'
      : groupBy === 'paymentMethod'
        ? 'payment'
        : groupBy === 'shippingMethod'
          ? 'shipping'
          : groupBy;
  const parts = await salesBy(db, dialect, r, dim, opts);
  let rows: SalesRow[];
  if (dim === 'day') rows = fold(merge(parts), r, groupBy as 'day' | 'week' | 'month');
  else {
    rows = merge(parts);
    rows.sort((a, b) => b.net - a.net || a.key.localeCompare(b.key));
  }
  const totals = zeroAmounts();
  for (const row of rows) add(totals, row);
  // Goods lines share orders: the order count of the whole range is not their sum.
  if (dim === 'category' || dim === 'brand' || dim === 'product')
    totals.orders = (await salesBy(db, dialect, r, 'day', opts)).flat().reduce((s, x) => s + x.orders, 0);
  return { from: r.from, to: r.to, groupBy, rows, totals };
}

/** The columns of the sales CSV: the table's, in its order. */
export const SALES_CSV_COLUMNS = [
  'key',
  'label',
  'orders',
  'quantity',
  'gross',
  'discounts',
  'shipping',
  'tax',
  'refunds',
  'net',
] as const;

/** One row per order of the sales CSV "by order". */
export const SALES_ORDER_CSV_COLUMNS = [
  'code',
  'paidAt',
  'paymentStatus',
  'paymentMethod',
  'shippingMethod',
  'province',
  'quantity',
  'gross',
  'discounts',
  'shipping',
  'tax',
  'refunds',
  'net',
] as const;

/**
 * Every order paid in the range, in payment order, 5,000 at a time by (paid_at, id): the CSV of a
 * million orders streams with flat memory. The columns add up to the report's totals.
 */
export async function* salesOrderPages(db: Kysely<Database>, r: Range, pageSize = 5_000): AsyncGenerator<unknown[][]> {
  let after: { paidAt: string; id: string } | null = null;
  for (;;) {
    let q = db
      .selectFrom('orders')
      .select([
        'id',
        'code',
        'paid_at',
        'payment_status',
        'payment_method_code',
        'shipping_method_code',
        'province_code',
        'item_count',
        'subtotal',
        'discount',
        'shipping_discount',
        'shipping_fee',
        'handling_fee',
        'tax',
        'total',
      ])
      .where('paid_at', '<', r.end)
      .where('payment_status', 'in', [...TOOK_MONEY]);
    const a = after;
    q = a
      ? // The plain bound lets the index start at the page's first order (the OR alone made every
        // page scan from the first order ever: 7.8 s a page at 1,000,000 orders on PostgreSQL).
        q
          .where('paid_at', '>=', a.paidAt)
          .where((eb) => eb.or([eb('paid_at', '>', a.paidAt), eb.and([eb('paid_at', '=', a.paidAt), eb('id', '>', a.id)])]))
      : q.where('paid_at', '>=', r.start);
    const page = await q.orderBy('paid_at').orderBy('id').limit(pageSize).execute();
    if (!page.length) return;
    yield page.map((o) => {
      const refunds = o.payment_status === 'refunded' ? n(o.total) : 0;
      return [
        o.code,
        o.paid_at,
        o.payment_status,
        o.payment_method_code,
        o.shipping_method_code ?? '',
        o.province_code ?? '',
        n(o.item_count),
        n(o.subtotal),
        n(o.discount) + n(o.shipping_discount),
        n(o.shipping_fee) + n(o.handling_fee),
        n(o.tax),
        refunds,
        n(o.total) - refunds,
      ];
    });
    const last = page[page.length - 1]!;
    after = { paidAt: last.paid_at!, id: last.id };
  }
}
