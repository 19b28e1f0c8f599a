import {
  type Language,
  type ListingSort,
  PRICE_BUCKETS,
  PRICE_RANGES,
  type ProductListing,
  type ProductListingQuery,
  RATING_LEVELS,
} from '@sen/core';
import type { FastifyInstance } from 'fastify';
import { type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { paginate } from '../../lib/pagination';
import { type Filters, resolveFilters } from './filters';
import { productsByIds } from './queries';
import { loadTaxonomy, localizeRefs, nameIn } from './taxonomy';

/** A facet group counts with every other filter applied but its own (as selectRows does). */
type Group = 'category' | 'brand' | 'seller' | 'price' | 'rating' | 'stock';

type Eb = ExpressionBuilder<Database, 'products'>;

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function conditions(eb: Eb, f: Filters, omit?: Group) {
  const all: Expression<SqlBool>[] = [eb('status', '=', 'published')];
  // A seller's products show while their shop is approved (issue 18), as in the snapshot.
  all.push(
    eb.or([
      eb('seller_id', 'is', null),
      eb('seller_id', 'in', eb.selectFrom('sellers').select('id').where('status', '=', 'approved')),
    ]),
  );
  // An empty list matches nothing, as an unknown slug does in the snapshot.
  if (omit !== 'category' && f.categoryIds)
    all.push(f.categoryIds.length ? eb('category_id', 'in', f.categoryIds) : sql<boolean>`1 = 0`);
  if (omit !== 'brand' && f.brandIds) all.push(f.brandIds.length ? eb('brand_id', 'in', f.brandIds) : sql<boolean>`1 = 0`);
  if (omit !== 'seller' && f.sellerIds) all.push(f.sellerIds.length ? eb('seller_id', 'in', f.sellerIds) : sql<boolean>`1 = 0`);
  if (omit !== 'price' && f.min !== undefined) all.push(eb('price', '>=', f.min));
  if (omit !== 'price' && f.max !== undefined) all.push(eb('price', '<=', f.max));
  if (omit !== 'rating' && f.rating !== undefined) all.push(eb('rating_average', '>=', f.rating));
  if (omit !== 'stock' && f.inStock !== undefined) all.push(eb('quantity', f.inStock ? '>' : '<=', 0));
  for (const w of f.words) all.push(sql<boolean>`name_folded like ${`%${likeEscape(w)}%`} escape '\\'`);
  // Tags are a JSON list of strings; the snapshot compares them lower-cased.
  if (f.tag) all.push(sql<boolean>`lower(tags) like ${`%"${likeEscape(f.tag.toLowerCase())}"%`} escape '\\'`);
  if (f.onSale !== undefined) {
    const active = eb.and([
      eb('is_on_sale', '=', 1),
      eb.or([eb('sale_start', 'is', null), eb('sale_start', '<=', f.now)]),
      eb.or([eb('sale_end', 'is', null), eb('sale_end', '>', f.now)]),
    ]);
    all.push(f.onSale ? active : eb.not(active));
  }
  if (f.isNew !== undefined) all.push(eb('is_new', '=', f.isNew ? 1 : 0));
  if (f.bestseller !== undefined) all.push(eb('is_bestseller', '=', f.bestseller ? 1 : 0));
  return eb.and(all);
}

const ORDER: Record<ListingSort, [string, 'asc' | 'desc'][]> = {
  popularity: [['sold', 'desc']],
  newest: [['created_at', 'desc']],
  rating: [
    ['rating_average', 'desc'],
    ['rating_count', 'desc'],
  ],
  'price-asc': [['price', 'asc']],
  'price-desc': [['price', 'desc']],
};

/** The price bucket's index (PRICE_BUCKETS), as priceBucketIndex() computes it. */
function bucketExpr() {
  const whens = PRICE_BUCKETS.slice(0, -1).map((r, i) => sql`when price <= ${sql.lit(r.max)} then ${sql.lit(i)}`);
  // Literals, not parameters: PostgreSQL must see the same expression in the select and the group by.
  return sql<number>`case ${sql.join(whens, sql` `)} else ${sql.lit(PRICE_BUCKETS.length - 1)} end`;
}

/**
 * The listing straight from the database, for the seconds after start before the first snapshot
 * is ready (a 100k catalogue takes several seconds to load into it on PostgreSQL): the same
 * filters, facets, sorts and pages as the snapshot's answer, with a handful of aggregate queries.
 */
export async function databaseListing(
  app: FastifyInstance,
  q: ProductListingQuery,
  lang: Language = 'vi',
): Promise<ProductListing> {
  const taxonomy = await loadTaxonomy(app);
  const f = resolveFilters(q, taxonomy, new Date().toISOString());
  const from = (omit?: Group): SelectQueryBuilder<Database, 'products', object> =>
    app.db.selectFrom('products').where((eb) => conditions(eb, f, omit));
  let page = from().select('id');
  for (const [column, dir] of ORDER[q.sort]) page = page.orderBy(sql.ref(column), dir);
  page = page
    .orderBy('id')
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);

  const [ids, total, cats, brands, sellers, buckets, ratings, stock] = await Promise.all([
    page.execute(),
    from()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    from('category')
      .select(['category_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('category_id')
      .execute(),
    from('brand')
      .select(['brand_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('brand_id')
      .execute(),
    from('seller')
      .select(['seller_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('seller_id')
      .execute(),
    from('price')
      .select([bucketExpr().as('b'), (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy(bucketExpr())
      .execute(),
    from('rating')
      .select(
        RATING_LEVELS.map((level, k) => sql<number>`sum(case when rating_average >= ${level} then 1 else 0 end)`.as(`r${k}`)),
      )
      .executeTakeFirstOrThrow(),
    from('stock')
      .select([
        sql<number>`sum(case when quantity > 0 then 1 else 0 end)`.as('in_stock'),
        sql<number>`sum(case when quantity > 0 then 0 else 1 end)`.as('out'),
      ])
      .executeTakeFirstOrThrow(),
  ]);

  const catCount = new Map(cats.map((r) => [r.category_id, Number(r.n)]));
  const brandCount = new Map(brands.map((r) => [r.brand_id, Number(r.n)]));
  const sellerCount = new Map(sellers.map((r) => [r.seller_id, Number(r.n)]));
  const bucketCount = PRICE_BUCKETS.map((_, i) => Number(buckets.find((r) => Number(r.b) === i)?.n ?? 0));
  const all = bucketCount.reduce((a, b) => a + b, 0);
  const categoryTotal = (id: string) => (taxonomy.subtree.get(id) ?? [id]).reduce((sum, x) => sum + (catCount.get(x) ?? 0), 0);
  const ratingRow = ratings as Record<string, unknown>;
  const items = await productsByIds(
    app.db,
    ids.map((r) => r.id),
  );
  return {
    items: items.map((p) => localizeRefs(p, taxonomy, lang)),
    pagination: paginate(Number(total.n), q.page, q.limit),
    facets: {
      categories: taxonomy.categories
        .filter((c) => c.active)
        .map((c) => ({ slug: c.slug, name: nameIn(c, lang), count: categoryTotal(c.id) })),
      brands: taxonomy.brands
        .filter((b) => b.active)
        .map((b) => ({ slug: b.slug, name: nameIn(b, lang), count: brandCount.get(b.id) ?? 0 })),
      sellers: taxonomy.sellers
        .filter((x) => x.active)
        .map((x) => ({ slug: x.slug, name: x.name, count: sellerCount.get(x.id) ?? 0 })),
      priceRanges: PRICE_RANGES.map((range, i) => ({ ...range, count: i === 0 ? all : bucketCount[i - 1]! })),
      ratings: RATING_LEVELS.map((level, k) => ({ rating: level, count: Number(ratingRow[`r${k}`] ?? 0) })),
      stock: { inStock: Number(stock.in_stock ?? 0), outOfStock: Number(stock.out ?? 0) },
    },
  };
}

/**
 * Published products whose folded name holds every word, best sellers first (the snapshot's
 * 'popularity' order): one page of ids and the total, for search and suggestions before the
 * first snapshot is ready.
 */
export async function databaseWordMatches(
  app: FastifyInstance,
  words: string[],
  page: number,
  limit: number,
): Promise<{ ids: string[]; total: number }> {
  const f: Filters = { categoryIds: null, brandIds: null, words, now: new Date().toISOString() };
  const from = () => app.db.selectFrom('products').where((eb) => conditions(eb, f));
  const [rows, count] = await Promise.all([
    from()
      .select('id')
      .orderBy('sold', 'desc')
      .orderBy('id')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    from()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { ids: rows.map((r) => r.id), total: Number(count.n) };
}
