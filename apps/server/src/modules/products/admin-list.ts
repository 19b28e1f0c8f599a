import {
  type AdminProductList,
  type AdminProductListQuery,
  type AdminProductRow,
  foldedWords,
  LOW_STOCK_THRESHOLD,
  type Pagination,
  type ProductStatus,
} from '@sen/core';
import { type Kysely, type SqlBool, SqliteAdapter, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { likeContains } from '../../lib/like';
import { cappedPage, paginate } from '../../lib/pagination';

const SORT_COLUMN = {
  updatedAt: 'p.updated_at',
  createdAt: 'p.created_at',
  name: 'p.name_folded',
  price: 'p.price',
  quantity: 'p.quantity',
  sold: 'p.sold',
  sku: 'p.sku',
} as const;

const isSqlite = (db: Kysely<Database>) => db.getExecutor().adapter instanceof SqliteAdapter;

/**
 * The admin table's filters as one query (also the CSV export's selection). A category's products
 * come from product_categories (the primary one is there too): `in` reads them from its index,
 * best to count or export them; `exists` lets a page walk the products in their sort order and stop
 * after a page of matches (decision 0147). On SQLite the page (`exists`) writes its columns as
 * `+column`, which keeps the planner off the single-column indexes (they lead it to read thousands
 * of wide rows) and on the covering products_admin_idx (migration 0014).
 */
export function adminProductQuery(
  db: Kysely<Database>,
  q: Omit<AdminProductListQuery, 'page' | 'limit'>,
  now: string,
  category: 'in' | 'exists' = 'in',
) {
  let query = db.selectFrom('products as p');
  const covered = category === 'exists' && isSqlite(db);
  const col = (name: 'p.status' | 'p.brand_id' | 'p.quantity') => (covered ? sql`+${sql.ref(name)}` : sql.ref(name));
  if (q.status !== 'all') query = query.where(col('p.status'), '=', q.status);
  if (q.brand) query = query.where(col('p.brand_id'), '=', q.brand);
  if (q.seller === 'shop') query = query.where('p.seller_id', 'is', null);
  else if (q.seller) query = query.where('p.seller_id', '=', q.seller);
  if (q.review) query = query.where('p.seller_review', '=', q.review);
  if (q.category) {
    const id = q.category;
    query =
      category === 'in'
        ? query.where('p.id', 'in', db.selectFrom('product_categories').select('product_id').where('category_id', '=', id))
        : query.where(({ exists, selectFrom }) =>
            exists(
              selectFrom('product_categories as pc')
                .select('pc.product_id')
                .whereRef('pc.product_id', '=', 'p.id')
                .where('pc.category_id', '=', id),
            ),
          );
  }
  if (q.stock === 'out') query = query.where(col('p.quantity'), '<=', 0);
  else if (q.stock === 'low') query = query.where(col('p.quantity'), '>', 0).where(col('p.quantity'), '<', LOW_STOCK_THRESHOLD);
  else if (q.stock === 'in') query = query.where(col('p.quantity'), '>', 0);
  if (q.onSale !== undefined) {
    const active = sql<boolean>`(p.is_on_sale = 1 and (p.sale_start is null or p.sale_start <= ${now}) and (p.sale_end is null or p.sale_end > ${now}))`;
    query = query.where(q.onSale ? active : sql<boolean>`not ${active}`);
  }
  if (q.q) {
    const words = foldedWords(q.q).slice(0, 8);
    // SKUs are stored upper-case: a prefix is a range on the unique index (LIKE would scan).
    const sku = q.q.trim().toUpperCase();
    const end = `${sku}\uffff`;
    // One OR of name words, SKU prefix and variant SKU prefix on both databases. SQLite answers it
    // from the covering products_admin_idx (name and SKU are in it). On PostgreSQL the variant arm
    // is `id = any(array(…))`: an array from an index lookup, itself on the primary key, so every
    // arm is indexable and the planner picks by the estimate — a broad word walks
    // products_admin_cover_idx in the sort order and stops after a page of matches; a narrow one
    // ORs and ANDs bitmaps (trigram, SKU, brand) and sorts the few matches (decisions 0363, 0381).
    const variants = db.selectFrom('product_variants').select('product_id').where('sku', '>=', sku).where('sku', '<', end);
    query = query.where((eb) =>
      eb.or([
        eb.and(words.map((w) => likeContains('p.name_folded', w))),
        eb.and([eb('p.sku', '>=', sku), eb('p.sku', '<', end)]),
        isSqlite(db) ? eb('p.id', 'in', variants) : sql<SqlBool>`p.id = any(array(${variants}))`,
      ]),
    );
  }
  return query;
}

/**
 * Whether the list is only the catalogue (or one shop's part of it, the seller area's own list):
 * its exact count is one index count. Any other filter or a search counts up to COUNT_CAP.
 */
const unfiltered = (q: AdminProductListQuery) =>
  !q.q && q.status === 'all' && !q.category && !q.brand && !q.stock && q.onSale === undefined && !q.review;

/**
 * GET /admin/products: one page of the table and its total. A filtered or searched list counts
 * at most COUNT_CAP matches ("1000+", decision 0381), read with the page in one query.
 */
export async function adminProductList(db: Kysely<Database>, q: AdminProductListQuery): Promise<AdminProductList> {
  const now = new Date().toISOString();
  // The page's ids first, from the products table alone (an index walk for the plain orders),
  // then the page's rows with their category, brand and variant count: joins for 20 rows, not 100k.
  const pageIds = (n: number, offset: number) =>
    adminProductQuery(db, q, now, 'exists')
      .select('p.id')
      // updated_at leads products_admin_idx: walked in order. Other sorts sort the matches (see above).
      .orderBy(
        q.sort === 'updatedAt' || !isSqlite(db) ? sql.ref(SORT_COLUMN[q.sort]) : sql`+${sql.ref(SORT_COLUMN[q.sort])}`,
        q.order,
      )
      .orderBy('p.id', q.order)
      .limit(n)
      .offset(offset)
      .execute();
  const base = adminProductQuery(db, q, now);
  let page: { rows: { id: string }[]; pagination: Pagination };
  if (unfiltered(q)) {
    const [rows, total] = await Promise.all([
      pageIds(q.limit, (q.page - 1) * q.limit),
      base.select(sql<number | string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    ]);
    page = { rows, pagination: paginate(Number(total.n), q.page, q.limit) };
  } else {
    page = await cappedPage(
      pageIds,
      async (n) =>
        Number(
          (
            await db
              .selectFrom(base.select('p.id').limit(n).as('m'))
              .select(sql<number | string>`count(*)`.as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        ),
      q.page,
      q.limit,
      isSqlite(db),
    );
  }
  const ids = page.rows;
  const order = ids.map((r) => r.id);
  const found = order.length
    ? await db
        .selectFrom('products as p')
        .leftJoin('categories as c', 'c.id', 'p.category_id')
        .leftJoin('brands as b', 'b.id', 'p.brand_id')
        .leftJoin('sellers as s', 's.id', 'p.seller_id')
        .select([
          'p.id',
          'p.name',
          'p.slug',
          'p.sku',
          'p.thumbnail',
          'p.price',
          'p.compare_price',
          'p.quantity',
          'p.status',
          'p.is_on_sale',
          'p.category_id',
          'p.brand_id',
          'p.created_at',
          'p.updated_at',
          'c.name as category_name',
          'b.name as brand_name',
          's.shop_name as seller_name',
          'p.seller_review',
        ])
        .select((eb) =>
          eb
            .selectFrom('product_variants as v')
            .select(sql<number>`count(*)`.as('n'))
            .whereRef('v.product_id', '=', 'p.id')
            .as('variant_count'),
        )
        .where('p.id', 'in', order)
        .execute()
    : [];
  const byId = new Map(found.map((r) => [r.id, r]));
  const rows = order.flatMap((id) => byId.get(id) ?? []);
  const items: AdminProductRow[] = rows.map((r) => ({
    _id: r.id,
    name: r.name,
    slug: r.slug,
    sku: r.sku,
    thumbnail: r.thumbnail,
    price: Number(r.price),
    comparePrice: r.compare_price == null ? null : Number(r.compare_price),
    quantity: r.quantity,
    status: r.status as ProductStatus,
    isOnSale: r.is_on_sale === 1,
    variantCount: Math.max(1, Number(r.variant_count ?? 0)),
    category: r.category_id && r.category_name ? { _id: r.category_id, name: r.category_name } : null,
    brand: r.brand_id && r.brand_name ? { _id: r.brand_id, name: r.brand_name } : null,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    seller: r.seller_name
      ? { name: r.seller_name, review: (r.seller_review ?? null) as 'pending' | 'approved' | 'rejected' | null }
      : null,
  }));
  return { items, pagination: page.pagination };
}
