import { type InventoryReport, type InventoryRow, type InventoryView, LOW_STOCK_THRESHOLD } from '@sen/core';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { likeContains } from '../../lib/like';
import { rangeOf } from './range';
import { salesBy } from './sales';

const n = (v: unknown) => Number(v ?? 0);
type VariantQuery = SelectQueryBuilder<Database, 'product_variants' | 'products', object>;

function scoped(db: Kysely<Database>, view: InventoryView, q?: string) {
  let query = db
    .selectFrom('product_variants')
    .innerJoin('products', 'products.id', 'product_variants.product_id') as unknown as VariantQuery;
  if (view === 'lowStock')
    query = query.where('product_variants.quantity', '>', 0).where('product_variants.quantity', '<', LOW_STOCK_THRESHOLD);
  if (view === 'outOfStock') query = query.where('product_variants.quantity', '<=', 0);
  if (q) {
    query = query.where((eb) => eb.or([likeContains('product_variants.sku', q), likeContains('products.name', q)]));
  }
  return query;
}

const COLUMNS = [
  'product_variants.id as variant_id',
  'product_variants.product_id',
  'product_variants.sku',
  'product_variants.name as variant_name',
  'product_variants.quantity',
  'product_variants.price',
  'product_variants.is_default',
  'products.name as product_name',
  'products.cost_price',
] as const;

type Raw = {
  variant_id: string;
  product_id: string;
  sku: string;
  variant_name: string;
  quantity: number;
  price: number;
  is_default: number;
  product_name: string;
  cost_price: number | null;
};

/**
 * Units sold in the last 30 days (paid orders) per variant, from the daily roll-up and today's
 * orders (decision 0330): lines naming the variant, and lines of older orders (no variant, key
 * "p:<product>") counted on the product's default variant.
 */
async function soldLast30(db: Kysely<Database>, dialect: string, rows: Raw[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (!rows.length) return out;
  const sold = (await salesBy(db, dialect, rangeOf({}, 30), 'variant')).flat();
  const defaults = new Map(rows.filter((x) => x.is_default).map((x) => [x.product_id, x.variant_id]));
  for (const s of sold) {
    const id = s.key.startsWith('p:') ? defaults.get(s.key.slice(2)) : s.key;
    if (id) out.set(id, (out.get(id) ?? 0) + s.quantity);
  }
  return out;
}

async function toRows(db: Kysely<Database>, dialect: string, raw: Raw[]): Promise<InventoryRow[]> {
  const sold = await soldLast30(db, dialect, raw);
  return raw.map((x) => {
    const quantity = n(x.quantity);
    const cost = x.cost_price === null ? null : n(x.cost_price);
    const sold30 = sold.get(x.variant_id) ?? 0;
    return {
      variantId: x.variant_id,
      productId: x.product_id,
      sku: x.sku,
      name: x.variant_name && x.variant_name !== x.product_name ? `${x.product_name} — ${x.variant_name}` : x.product_name,
      quantity,
      price: n(x.price),
      cost,
      valueAtCost: Math.max(0, quantity) * (cost ?? 0),
      valueAtPrice: Math.max(0, quantity) * n(x.price),
      sold30,
      daysOfCover: sold30 > 0 ? Math.floor((Math.max(0, quantity) * 30) / sold30) : null,
    };
  });
}

/** Stock value at cost and at price, per variant, low and out of stock, days of cover (issue 16). */
export async function inventoryReport(
  db: Kysely<Database>,
  dialect: string,
  q: { view: InventoryView; q?: string; page: number; limit: number },
): Promise<InventoryReport> {
  const totalsRow = await db
    .selectFrom('product_variants')
    .innerJoin('products', 'products.id', 'product_variants.product_id')
    .select([
      sql<number>`count(*)`.as('variants'),
      sql<number>`sum(case when product_variants.quantity > 0 then product_variants.quantity else 0 end)`.as('units'),
      sql<number>`sum(case when product_variants.quantity > 0 then product_variants.quantity * coalesce(products.cost_price, 0) else 0 end)`.as(
        'value_at_cost',
      ),
      sql<number>`sum(case when product_variants.quantity > 0 then product_variants.quantity * product_variants.price else 0 end)`.as(
        'value_at_price',
      ),
      sql<number>`sum(case when product_variants.quantity > 0 and product_variants.quantity < ${LOW_STOCK_THRESHOLD} then 1 else 0 end)`.as(
        'low',
      ),
      sql<number>`sum(case when product_variants.quantity <= 0 then 1 else 0 end)`.as('out'),
    ])
    .executeTakeFirstOrThrow();
  const count = await scoped(db, q.view, q.q).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
  let page = scoped(db, q.view, q.q).select([...COLUMNS]);
  page =
    q.view === 'variants'
      ? page.orderBy(sql`product_variants.quantity * product_variants.price`, 'desc').orderBy('product_variants.sku')
      : page.orderBy('product_variants.quantity').orderBy('product_variants.sku');
  const raw = (await page
    .limit(q.limit)
    .offset((q.page - 1) * q.limit)
    .execute()) as Raw[];
  return {
    view: q.view,
    lowStockThreshold: LOW_STOCK_THRESHOLD,
    totals: {
      variants: n(totalsRow.variants),
      units: n(totalsRow.units),
      valueAtCost: n(totalsRow.value_at_cost),
      valueAtPrice: n(totalsRow.value_at_price),
      lowStock: n(totalsRow.low),
      outOfStock: n(totalsRow.out),
    },
    items: await toRows(db, dialect, raw),
    pagination: { page: q.page, limit: q.limit, totalCount: n((count as { n: unknown }).n) },
  };
}

/** Every variant of a view in SKU order, a page at a time: the CSV export's memory stays flat. */
export async function* inventoryPages(
  db: Kysely<Database>,
  dialect: string,
  view: InventoryView,
  q?: string,
): AsyncGenerator<InventoryRow[]> {
  let after = '';
  for (;;) {
    const raw = (await scoped(db, view, q)
      .select([...COLUMNS])
      .where('product_variants.sku', '>', after)
      .orderBy('product_variants.sku')
      .limit(2_000)
      .execute()) as Raw[];
    if (!raw.length) return;
    yield await toRows(db, dialect, raw);
    after = raw[raw.length - 1]!.sku;
  }
}

export const INVENTORY_CSV_COLUMNS = [
  'sku',
  'name',
  'quantity',
  'price',
  'cost',
  'valueAtCost',
  'valueAtPrice',
  'sold30',
  'daysOfCover',
] as const;
