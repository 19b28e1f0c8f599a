import { type Dashboard, type DashboardKpis, type DashboardPeriod, LOW_STOCK_THRESHOLD } from '@sen/core';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { previousRange, type Range, rangeOf, shopDay } from './range';
import { byStatus, refundsBy, rolledUp, type Split, splitAt, syncRollups } from './rollup';
import { salesBy, salesReport } from './sales';

const n = (v: unknown) => Number(v ?? 0);

export function dashboardRange(q: { period: DashboardPeriod; from?: string; to?: string }): Range {
  if (q.period === 'custom' && (q.from || q.to)) return rangeOf(q, 30);
  const today = shopDay();
  const days = q.period === 'today' ? 1 : q.period === '30d' ? 30 : 7;
  return rangeOf({ to: today }, days);
}

/** Orders placed in the range by status (by creation day): closed days rolled up, today live. */
async function ordersByStatus(db: Kysely<Database>, dialect: string, split: Split) {
  const out = new Map<string, number>();
  if (split.past) for (const x of await rolledUp(db, 'status', split.past)) out.set(x.key, (out.get(x.key) ?? 0) + x.orders);
  if (split.live) for (const x of await byStatus(db, dialect, split.live)) out.set(x.status, (out.get(x.status) ?? 0) + n(x.n));
  return [...out].filter(([, count]) => count > 0).map(([status, count]) => ({ status, count }));
}

/**
 * The period's figures: revenue = what paid orders (paid in the period, not refunded) brought;
 * orders = orders placed; average order = revenue / paid orders; new customers = accounts opened;
 * conversion = orders / carts, where carts = orders placed + signed-in carts still open that were
 * touched in the period (guests' carts live in their browser until checkout, decision 0240);
 * refunds = orders refunded in the period (their totals).
 */
async function kpis(
  db: Kysely<Database>,
  dialect: string,
  r: Range,
  split: Split,
  statuses: { status: string; count: number }[],
): Promise<DashboardKpis> {
  // Paid orders and their totals, orders placed (the sum over statuses) and refunds: closed days
  // from the roll-ups, today live (decisions 0330, 0332).
  const paid = { n: 0, revenue: 0 };
  for (const x of (await salesBy(db, dialect, r, 'day', { split })).flat()) {
    paid.n += x.paid_orders;
    paid.revenue += x.paid_total;
  }
  const placed = { n: 0 };
  for (const x of statuses) placed.n += x.count;
  const refunds = { n: 0, amount: 0 };
  if (split.past)
    for (const x of await rolledUp(db, 'refund', split.past)) {
      refunds.n += x.orders;
      refunds.amount += x.refunds;
    }
  if (split.live)
    for (const x of await refundsBy(db, dialect, split.live)) {
      refunds.n += n(x.n);
      refunds.amount += n(x.amount);
    }
  const customers = await db
    .selectFrom('users')
    .select(sql<number>`count(*)`.as('n'))
    .where('role', '=', 'customer')
    .where('created_at', '>=', r.start)
    .where('created_at', '<', r.end)
    .executeTakeFirstOrThrow();
  const openCarts = await db
    .selectFrom('cart_items')
    .select(sql<number>`count(distinct user_id)`.as('n'))
    .where('updated_at', '>=', r.start)
    .where('updated_at', '<', r.end)
    .executeTakeFirstOrThrow();
  const revenue = n(paid.revenue);
  const paidOrders = n(paid.n);
  const orders = placed.n;
  const carts = orders + n(openCarts.n);
  return {
    revenue,
    orders,
    averageOrder: paidOrders ? Math.round(revenue / paidOrders) : 0,
    newCustomers: n(customers.n),
    conversion: carts ? orders / carts : 0,
    carts,
    refunds: n(refunds.amount),
    refundCount: n(refunds.n),
  };
}

function stockRows(db: Kysely<Database>, out: boolean) {
  let q = db
    .selectFrom('product_variants as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select(['v.id as variantId', 'v.product_id as productId', 'p.name', 'v.name as variantName', 'v.sku', 'v.quantity'])
    .where('p.status', '=', 'published');
  q = out ? q.where('v.quantity', '<=', 0) : q.where('v.quantity', '>', 0).where('v.quantity', '<', LOW_STOCK_THRESHOLD);
  return q.orderBy('v.quantity').orderBy('v.sku').limit(8).execute();
}

async function stockCount(db: Kysely<Database>, out: boolean) {
  let q = db
    .selectFrom('product_variants as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select(sql<number>`count(*)`.as('n'))
    .where('p.status', '=', 'published');
  q = out ? q.where('v.quantity', '<=', 0) : q.where('v.quantity', '>', 0).where('v.quantity', '<', LOW_STOCK_THRESHOLD);
  return n((await q.executeTakeFirstOrThrow()).n);
}

/** Return requests staff still have to act on (asked for, or approved and awaited), oldest first. */
async function returnsWaiting(db: Kysely<Database>): Promise<Dashboard['returnsWaiting']> {
  const rows = await db
    .selectFrom('returns as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .select(['r.id', 'r.code', 'o.code as order_code', 'r.created_at'])
    .where('r.status', 'in', ['requested', 'received'])
    .orderBy('r.created_at')
    .limit(10)
    .execute();
  return rows.map((r) => ({ id: r.id, code: r.code, orderCode: r.order_code, createdAt: r.created_at }));
}

/** /admin (issue 16): the period against the one before, charts and the lists staff act on. */
export async function dashboard(db: Kysely<Database>, dialect: string, r: Range): Promise<Dashboard> {
  const prev = previousRange(r);
  const closed = await syncRollups(db, dialect, { maxNewDays: 3 });
  const split = splitAt(closed, r);
  const prevSplit = splitAt(closed, prev);
  const statuses = await ordersByStatus(db, dialect, split);
  const [current, previous, byDay, byProduct, byCategory] = [
    await kpis(db, dialect, r, split, statuses),
    await kpis(db, dialect, prev, prevSplit, await ordersByStatus(db, dialect, prevSplit)),
    await salesReport(db, dialect, r, 'day', { split }),
    await salesReport(db, dialect, r, 'product', { split }),
    await salesReport(db, dialect, r, 'category', { split }),
  ];
  const latest = await db
    .selectFrom('orders')
    .select(['code', 'full_name', 'total', 'status', 'created_at'])
    .orderBy('created_at', 'desc')
    .limit(8)
    .execute();
  const waiting = db.selectFrom('reviews as rv').where('rv.reply', 'is', null).where('rv.status', '=', 'published');
  const reviews = await waiting
    .innerJoin('products as p', 'p.id', 'rv.product_id')
    .innerJoin('users as u', 'u.id', 'rv.user_id')
    .select([
      'rv.id',
      'rv.rating',
      'rv.created_at',
      'p.id as productId',
      'p.name as productName',
      'u.first_name',
      'u.last_name',
      'u.email',
    ])
    .orderBy('rv.created_at', 'desc')
    .limit(5)
    .execute();
  const reviewCount = await waiting.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
  const variant = (x: {
    variantId: string;
    productId: string;
    name: string;
    variantName: string;
    sku: string;
    quantity: number;
  }) => ({
    variantId: x.variantId,
    productId: x.productId,
    name: x.variantName && x.variantName !== x.name ? `${x.name} — ${x.variantName}` : x.name,
    sku: x.sku,
    quantity: n(x.quantity),
  });
  return {
    from: r.from,
    to: r.to,
    previous: { from: prev.from, to: prev.to },
    kpis: current,
    previousKpis: previous,
    revenueByDay: byDay.rows.map((d) => ({ day: d.key, revenue: d.net, orders: d.orders })),
    ordersByStatus: statuses.sort((a, b) => b.count - a.count || a.status.localeCompare(b.status)),
    topProducts: byProduct.rows
      .filter((x) => x.key)
      .slice(0, 5)
      .map((x) => ({ id: x.key, name: x.label, slug: '', quantity: x.quantity, revenue: x.net })),
    topCategories: byCategory.rows.slice(0, 5).map((x) => ({ id: x.key, name: x.label, quantity: x.quantity, revenue: x.net })),
    lowStock: (await stockRows(db, false)).map(variant),
    outOfStock: (await stockRows(db, true)).map(variant),
    lowStockCount: await stockCount(db, false),
    outOfStockCount: await stockCount(db, true),
    latestOrders: latest.map((o) => ({
      code: o.code,
      customer: o.full_name,
      total: n(o.total),
      status: o.status,
      createdAt: o.created_at,
    })),
    reviewsWaiting: reviews.map((x) => ({
      id: x.id,
      productId: x.productId,
      productName: x.productName,
      rating: x.rating,
      author: `${x.last_name} ${x.first_name}`.trim() || x.email,
      createdAt: x.created_at,
    })),
    reviewsWaitingCount: n(reviewCount.n),
    returnsWaiting: await returnsWaiting(db),
  };
}
