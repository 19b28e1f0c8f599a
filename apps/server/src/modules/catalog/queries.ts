import type { Language, Product } from '@sen/core';
import { foldedWords } from '@sen/core';
import type { FastifyInstance } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { BrandsTable, Database, ProductImagesTable } from '../../db/schema';
import { paginate } from '../../lib/pagination';
import { listingIndex } from '../products/listing-index';
import { visibleCounts, visibleProducts } from '../products/snapshot';
import { type ProductRow, toBrand, toCategory, toProduct, toProductSummary } from './mappers';
import type { TaxonomyListQuery } from './visibility';

const SORT_COLUMN = {
  name: 'name_folded',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  displayOrder: 'display_order',
} as const;

const COUNT_COLUMN = { categories: 'category_id', brands: 'brand_id' } as const;

/** One paged list for both taxonomies: they share their filter and sort columns. */
async function listTaxonomy<T extends 'categories' | 'brands'>(app: FastifyInstance, table: T, q: TaxonomyListQuery) {
  let base = app.db.selectFrom(table as 'categories');
  if (q.isActive !== 'all') base = base.where('is_active', '=', q.isActive === 'true' ? 1 : 0);
  for (const word of foldedWords(q.search ?? '')) base = base.where('name_folded', 'like', `%${word}%`);
  const { count } = await base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy(SORT_COLUMN[q.sort], q.order)
    .orderBy('id')
    .limit(q.limit)
    .offset((q.page - 1) * q.limit)
    .execute();
  const counts = await productCounts(
    app,
    COUNT_COLUMN[table],
    rows.map((r) => r.id),
  );
  return { rows, counts, pagination: paginate(Number(count), q.page, q.limit) };
}

export async function listCategories(app: FastifyInstance, q: TaxonomyListQuery, lang: Language = 'vi') {
  const { rows, counts, pagination } = await listTaxonomy(app, 'categories', q);
  return { items: rows.map((r) => toCategory(r, counts.get(r.id) ?? 0, lang)), pagination };
}

export async function listBrands(app: FastifyInstance, q: TaxonomyListQuery, lang: Language = 'vi') {
  const { rows, counts, pagination } = await listTaxonomy(app, 'brands', q);
  return { items: rows.map((r) => toBrand(r as unknown as BrandsTable, counts.get(r.id) ?? 0, lang)), pagination };
}

/**
 * The products a shopper sees of each category or brand. From this instance's listing snapshot when
 * it holds one (decision 0404): counting them in SQL read the whole (category_id, status) index,
 * 1,349 pages at 100,000 products, each time the lists' 30-second answers ran out, and those pages
 * stayed in the connection's cache. Otherwise (the first build still running, a worker process)
 * from the database, with the same rule: published, and the shop's own or an approved seller's.
 */
async function productCounts(app: FastifyInstance, column: 'category_id' | 'brand_id', ids: string[]) {
  if (ids.length === 0) return new Map<string, number>();
  const snapshot = await listingIndex(app).ifBuilt();
  if (snapshot) return visibleCounts(snapshot, column === 'category_id' ? 'cat' : 'brand');
  const rows = await visibleProducts(app.db)
    .select([column, (eb) => eb.fn.countAll<number>().as('n')])
    .where(column, 'in', ids)
    .groupBy(column)
    .execute();
  return new Map(rows.map((r) => [r[column] as string, Number(r.n)]));
}

export async function findCategoryBySlug(app: FastifyInstance, slug: string, lang: Language = 'vi') {
  const row = await app.db.selectFrom('categories').selectAll().where('slug', '=', slug).executeTakeFirst();
  if (!row) return null;
  const counts = await productCounts(app, 'category_id', [row.id]);
  return toCategory(row, counts.get(row.id) ?? 0, lang);
}

export async function findBrandBySlug(app: FastifyInstance, slug: string, lang: Language = 'vi') {
  const row = await app.db.selectFrom('brands').selectAll().where('slug', '=', slug).executeTakeFirst();
  if (!row) return null;
  const counts = await productCounts(app, 'brand_id', [row.id]);
  return toBrand(row, counts.get(row.id) ?? 0, lang);
}

/** Products with their category, brand and images, in two queries; shoppers' only see published ones. */
export function productSelect(db: Kysely<Database>, opts: { anyStatus?: boolean } = {}) {
  const query = db
    .selectFrom('products as p')
    .leftJoin('categories as c', 'c.id', 'p.category_id')
    .leftJoin('brands as b', 'b.id', 'p.brand_id')
    .leftJoin('sellers as sl', 'sl.id', 'p.seller_id')
    .selectAll('p')
    .select(['c.name as category_name', 'c.slug as category_slug', 'b.name as brand_name', 'b.slug as brand_slug'])
    .select(['sl.shop_name as seller_name', 'sl.slug as seller_slug']);
  // A seller's products show while their shop is approved (issue 18).
  return opts.anyStatus
    ? query
    : query
        .where('p.status', '=', 'published')
        .where((eb) => eb.or([eb('p.seller_id', 'is', null), eb('sl.status', '=', 'approved')]));
}

/**
 * Products with their images. `hasVariants` answers from the listing snapshot when the caller has
 * one (listing and search pages: no second query); a product it does not know, or no answer at
 * all, is looked up in product_options.
 */
export async function withImages(
  db: Kysely<Database>,
  rows: ProductRow[],
  hasVariants?: (id: string) => boolean | undefined,
): Promise<Product[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const known = new Map<string, boolean>();
  if (hasVariants)
    for (const id of ids) {
      const v = hasVariants(id);
      if (v !== undefined) known.set(id, v);
    }
  const unknown = ids.filter((id) => !known.has(id));
  const [images, optioned] = await Promise.all([
    db.selectFrom('product_images').selectAll().where('product_id', 'in', ids).execute(),
    unknown.length
      ? db.selectFrom('product_options').select('product_id').distinct().where('product_id', 'in', unknown).execute()
      : [],
  ]);
  const withOptions = new Set([...optioned.map((o) => o.product_id), ...[...known].filter(([, v]) => v).map(([id]) => id)]);
  const byProduct = new Map<string, Selectable<ProductImagesTable>[]>();
  for (const img of images) {
    const list = byProduct.get(img.product_id) ?? [];
    list.push(img);
    byProduct.set(img.product_id, list);
  }
  return rows.map((r) => ({ ...toProduct(r, byProduct.get(r.id) ?? []), hasVariants: withOptions.has(r.id) }));
}

export async function withImagesSummary(db: Kysely<Database>, rows: ProductRow[]) {
  return (await withImages(db, rows)).map(toProductSummary);
}
