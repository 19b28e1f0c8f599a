import {
  type CourseResult,
  type CourseSuggestion,
  currentPrice,
  foldedWords,
  foldText,
  type ProductSuggestion,
  type SearchResults,
  type SearchSuggestions,
} from '@sen/core';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { likeContains } from '../../lib/like';
import { paginate } from '../../lib/pagination';
import { databaseWordMatches } from '../products/db-listing';
import { listingIndex } from '../products/listing-index';
import { productsByIds } from '../products/queries';
import { pageIds } from '../products/select';
import { matchWords, type Snapshot, snapshotHasVariants, sortedRows } from '../products/snapshot';
import { loadTaxonomy, type Node } from '../products/taxonomy';

/** Words shorter than this match too much to be worth a product or course query. */
const MIN_QUERY = 2;

function matchNodes(nodes: Node[], words: string[], limit: number) {
  if (words.length === 0) return [];
  return nodes
    .filter((n) => n.active)
    .filter((n) => {
      const name = foldText(`${n.name} ${n.slug.replace(/-/g, ' ')}`);
      return words.every((w) => name.includes(w));
    })
    .slice(0, limit)
    .map((n) => ({ name: n.name, slug: n.slug }));
}

/** The best sellers among the products matching every word. */
/** Best sellers first; from the database while the first snapshot is being built (decision 0360). */
async function suggestedIds(app: FastifyInstance, s: Snapshot | null, words: string[], limit: number): Promise<string[]> {
  if (!s) return (await databaseWordMatches(app, words, 1, limit)).ids;
  const match = matchWords(s, words);
  const order = sortedRows(s, 'popularity');
  const ids: string[] = [];
  for (let k = 0; k < order.length && ids.length < limit; k++) if (match[order[k]!]) ids.push(s.ids.at(order[k]!));
  return ids;
}

async function productSuggestions(db: Kysely<Database>, ids: string[]): Promise<ProductSuggestion[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('products')
    .select([
      'id',
      'name',
      'slug',
      'thumbnail',
      'price',
      'compare_price',
      'sale_percentage',
      'is_on_sale',
      'sale_start',
      'sale_end',
    ])
    .where('id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    return {
      _id: r.id,
      name: r.name,
      slug: r.slug,
      thumbnail: r.thumbnail,
      price: currentPrice({
        price: Number(r.price),
        comparePrice: r.compare_price === null ? null : Number(r.compare_price),
        salePercentage: r.sale_percentage,
        isOnSale: r.is_on_sale === 1,
        saleStart: r.sale_start,
        saleEnd: r.sale_end,
      }),
      comparePrice: r.compare_price === null ? null : Number(r.compare_price),
    };
  });
}

function coursesQuery(db: Kysely<Database>, words: string[]) {
  let q = db
    .selectFrom('courses as c')
    .leftJoin('course_categories as cc', 'cc.id', 'c.category_id')
    .where('c.is_active', '=', 1);
  for (const w of words) q = q.where('c.title_folded', 'like', `%${w}%`);
  return q.orderBy('c.student_count', 'desc').orderBy('c.id');
}

function toCourse(r: {
  id: string;
  code: string;
  title: string;
  slug: string;
  image_url: string;
  price: number;
  discount_price: number | null;
}): CourseSuggestion {
  return {
    _id: r.id,
    code: r.code,
    title: r.title,
    slug: r.slug,
    imageUrl: r.image_url,
    price: Number(r.price),
    discountPrice: r.discount_price === null ? null : Number(r.discount_price),
  };
}

const COURSE_COLUMNS = ['c.id', 'c.code', 'c.title', 'c.slug', 'c.image_url', 'c.price', 'c.discount_price'] as const;

/** Most searched terms containing the query (or overall when it is empty). */
export async function popularTerms(db: Kysely<Database>, folded: string, limit: number): Promise<string[]> {
  let q = db.selectFrom('search_terms').select('display').orderBy('count', 'desc').orderBy('term').limit(limit);
  if (folded) q = q.where(likeContains('term', folded));
  return (await q.execute()).map((r) => r.display);
}

export async function suggestions(app: FastifyInstance, q: string, limit: number): Promise<SearchSuggestions> {
  const words = foldedWords(q).slice(0, 8);
  const folded = words.join(' ');
  const [taxonomy, snapshot] = await Promise.all([loadTaxonomy(app), listingIndex(app).ready()]);
  const long = folded.length >= MIN_QUERY;
  const [products, courses, terms] = await Promise.all([
    long ? suggestedIds(app, snapshot, words, limit).then((ids) => productSuggestions(app.db, ids)) : [],
    long ? coursesQuery(app.db, words).select(COURSE_COLUMNS).limit(limit).execute() : [],
    popularTerms(app.db, folded, limit),
  ]);
  return {
    q,
    products,
    categories: matchNodes(taxonomy.categories, words, limit),
    brands: matchNodes(taxonomy.brands, words, limit),
    courses: courses.map(toCourse),
    popularTerms: terms,
  };
}

export async function search(app: FastifyInstance, q: string, page: number, limit: number): Promise<SearchResults> {
  const words = foldedWords(q).slice(0, 8);
  const snapshot = await listingIndex(app).ready();
  let found: { ids: string[]; total: number };
  if (snapshot) {
    const match = words.length ? matchWords(snapshot, words) : new Uint8Array(snapshot.n);
    found = { ids: pageIds(snapshot, match, 'popularity', page, limit), total: match.reduce((a, b) => a + b, 0) };
  } else {
    // No words match nothing, as with the snapshot.
    found = words.length ? await databaseWordMatches(app, words, page, limit) : { ids: [], total: 0 };
  }
  const total = found.total;
  const [items, courses] = await Promise.all([
    productsByIds(app.db, found.ids, snapshot ? (id) => snapshotHasVariants(snapshot, id) : undefined),
    words.length
      ? coursesQuery(app.db, words)
          .select([
            ...COURSE_COLUMNS,
            'c.instructor_name',
            'c.rating_average',
            'c.rating_count',
            'c.student_count',
            'c.level',
            'cc.name as category_name',
          ])
          .limit(12)
          .execute()
      : [],
  ]);
  return {
    q,
    products: { items, pagination: paginate(total, page, limit) },
    courses: courses.map(
      (c): CourseResult => ({
        ...toCourse(c),
        instructor: c.instructor_name,
        rating: Number(c.rating_average),
        totalRatings: c.rating_count,
        studentCount: c.student_count,
        level: c.level,
        category: c.category_name ?? '',
      }),
    ),
  };
}
