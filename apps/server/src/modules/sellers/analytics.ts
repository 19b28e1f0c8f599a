import { conversionOf, type SellerAnalytics, type SellerAnalyticsQuery } from '@sen/core/sellers/index';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** Orders that did not go through: they count neither as orders nor as revenue. */
const NOT_SOLD = ['cancelled', 'failed', 'refunded'];

/** The UTC instant a shop-time day (UTC+7) starts. */
const dayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00+07:00`)).toISOString();
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const n = (v: unknown) => Number(v ?? 0);

/**
 * One seller's figures per product over shop-time days [from, to] (decision 0293): views and
 * add-to-cart from product_daily_stats, orders, units and revenue from their own order lines
 * (order_items.seller_id, so a line stays theirs however the product moves later).
 */
export async function sellerAnalytics(db: Kysely<Database>, sellerId: string, q: SellerAnalyticsQuery): Promise<SellerAnalytics> {
  const start = dayStart(q.from);
  const end = dayStart(nextDay(q.to));
  const [products, stats, lines, statDays, lineRows] = await Promise.all([
    db
      .selectFrom('products')
      .select(['id', 'name', 'slug'])
      .where('seller_id', '=', sellerId)
      .orderBy('name')
      .limit(1000)
      .execute(),
    db
      .selectFrom('product_daily_stats as s')
      .innerJoin('products as p', 'p.id', 's.product_id')
      .select(['s.product_id', sql<number>`sum(s.views)`.as('views'), sql<number>`sum(s.add_to_cart)`.as('adds')])
      .where('p.seller_id', '=', sellerId)
      .where('s.day', '>=', q.from)
      .where('s.day', '<=', q.to)
      .groupBy('s.product_id')
      .execute(),
    db
      .selectFrom('order_items as oi')
      .innerJoin('orders as o', 'o.id', 'oi.order_id')
      .select([
        'oi.product_id',
        sql<number>`count(distinct oi.order_id)`.as('orders'),
        sql<number>`sum(oi.quantity)`.as('units'),
        sql<number>`sum(oi.line_total)`.as('revenue'),
      ])
      .where('oi.seller_id', '=', sellerId)
      .where('o.created_at', '>=', start)
      .where('o.created_at', '<', end)
      .where('o.status', 'not in', NOT_SOLD)
      .groupBy('oi.product_id')
      .execute(),
    db
      .selectFrom('product_daily_stats as s')
      .innerJoin('products as p', 'p.id', 's.product_id')
      .select(['s.day', sql<number>`sum(s.views)`.as('views'), sql<number>`sum(s.add_to_cart)`.as('adds')])
      .where('p.seller_id', '=', sellerId)
      .where('s.day', '>=', q.from)
      .where('s.day', '<=', q.to)
      .groupBy('s.day')
      .execute(),
    // Orders by shop-time day: the instants are read here and put on their day in code (portable).
    db
      .selectFrom('order_items as oi')
      .innerJoin('orders as o', 'o.id', 'oi.order_id')
      .select(['oi.order_id', 'o.created_at', 'oi.line_total'])
      .where('oi.seller_id', '=', sellerId)
      .where('o.created_at', '>=', start)
      .where('o.created_at', '<', end)
      .where('o.status', 'not in', NOT_SOLD)
      .limit(50_000)
      .execute(),
  ]);
  const statOf = new Map(stats.map((s) => [s.product_id, s]));
  const lineOf = new Map(lines.map((l) => [l.product_id, l]));
  const rows = products.map((p) => {
    const s = statOf.get(p.id);
    const l = lineOf.get(p.id);
    const views = n(s?.views);
    const orders = n(l?.orders);
    return {
      productId: p.id,
      name: p.name,
      slug: p.slug,
      views,
      addToCart: n(s?.adds),
      orders,
      units: n(l?.units),
      conversion: conversionOf(orders, views),
      revenue: n(l?.revenue),
    };
  });
  const days = new Map<string, { day: string; views: number; addToCart: number; orders: Set<string>; revenue: number }>();
  for (let d = q.from; d <= q.to; d = nextDay(d)) days.set(d, { day: d, views: 0, addToCart: 0, orders: new Set(), revenue: 0 });
  for (const s of statDays) {
    const d = days.get(s.day);
    if (d) {
      d.views += n(s.views);
      d.addToCart += n(s.adds);
    }
  }
  for (const l of lineRows) {
    const day = new Date(Date.parse(l.created_at) + 7 * 3_600_000).toISOString().slice(0, 10);
    const d = days.get(day);
    if (d) {
      d.orders.add(l.order_id);
      d.revenue += n(l.line_total);
    }
  }
  const totalOrders = new Set(lineRows.map((l) => l.order_id)).size;
  const totals = {
    views: rows.reduce((a, r) => a + r.views, 0),
    addToCart: rows.reduce((a, r) => a + r.addToCart, 0),
    orders: totalOrders,
    units: rows.reduce((a, r) => a + r.units, 0),
    revenue: rows.reduce((a, r) => a + r.revenue, 0),
    conversion: null as number | null,
  };
  totals.conversion = conversionOf(totals.orders, totals.views);
  return {
    from: q.from,
    to: q.to,
    rows: rows.sort((a, b) => b.revenue - a.revenue || b.views - a.views || a.name.localeCompare(b.name)),
    totals,
    days: [...days.values()].map((d) => ({
      day: d.day,
      views: d.views,
      addToCart: d.addToCart,
      orders: d.orders.size,
      revenue: d.revenue,
    })),
  };
}
