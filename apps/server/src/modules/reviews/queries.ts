import type {
  MyReview,
  MyReviewListQuery,
  Review,
  ReviewListQuery,
  ReviewSort,
  ReviewSummary,
  StaffReview,
  StaffReviewListQuery,
} from '@sen/core/reviews/index';
import { roundAverage } from '@sen/core/reviews/rules';
import type { Selectable } from 'kysely';
import type { ReviewsTable } from '../../db/tables/reviews';
import { paginate } from '../../lib/pagination';
import type { Tx } from '../orders/db';

type Db = Tx;

export interface ProductRef {
  id: string;
  slug: string;
}

/** A published product by id or slug: the only ones that can be reviewed or show reviews. */
export async function findProductRef(db: Db, idOrSlug: string): Promise<ProductRef | null> {
  const row = await db
    .selectFrom('products')
    .select(['id', 'slug'])
    .where((eb) => eb.or([eb('slug', '=', idOrSlug), eb('id', '=', idOrSlug)]))
    .where('status', '=', 'published')
    .executeTakeFirst();
  return row ?? null;
}

type ReviewRow = Selectable<ReviewsTable> & { first_name: string | null; last_name: string | null; avatar: string | null };

function withAuthor(db: Db) {
  return db
    .selectFrom('reviews as r')
    .leftJoin('users as u', 'u.id', 'r.user_id')
    .selectAll('r')
    .select(['u.first_name', 'u.last_name', 'u.avatar']);
}

export function toReview(r: ReviewRow): Review {
  return {
    _id: r.id,
    productId: r.product_id,
    rating: Number(r.rating),
    title: r.title || null,
    body: r.body,
    author: { name: [r.last_name, r.first_name].filter(Boolean).join(' ').trim(), avatar: r.avatar ?? '' },
    verifiedPurchase: r.verified_purchase === 1,
    reply: r.reply && r.replied_at ? { body: r.reply, at: r.replied_at } : null,
    status: r.status === 'hidden' ? 'hidden' : 'published',
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

const ORDER: Record<ReviewSort, Array<['rating' | 'created_at' | 'id', 'asc' | 'desc']>> = {
  newest: [
    ['created_at', 'desc'],
    ['id', 'desc'],
  ],
  highest: [
    ['rating', 'desc'],
    ['created_at', 'desc'],
    ['id', 'desc'],
  ],
  lowest: [
    ['rating', 'asc'],
    ['created_at', 'desc'],
    ['id', 'desc'],
  ],
};

/** Published reviews of a product per star, and the average and count the product stores. */
export async function reviewSummary(db: Db, productId: string): Promise<ReviewSummary> {
  const rows = await db
    .selectFrom('reviews')
    .select(['rating', (eb) => eb.fn.countAll<number>().as('n')])
    .where('product_id', '=', productId)
    .where('status', '=', 'published')
    .groupBy('rating')
    .execute();
  const histogram: ReviewSummary['histogram'] = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let count = 0;
  let sum = 0;
  for (const r of rows) {
    const stars = Number(r.rating) as 1 | 2 | 3 | 4 | 5;
    const n = Number(r.n);
    if (!(stars in histogram)) continue;
    histogram[stars] = n;
    count += n;
    sum += stars * n;
  }
  return { average: roundAverage(sum, count), count, histogram };
}

/** One page of a product's published reviews (the rating filter narrows the page, not the summary). */
export async function listReviews(db: Db, productId: string, q: ReviewListQuery) {
  let base = db.selectFrom('reviews as r').where('r.product_id', '=', productId).where('r.status', '=', 'published');
  if (q.rating) base = base.where('r.rating', '=', q.rating);
  const [{ n }, summary] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    reviewSummary(db, productId),
  ]);
  let page = withAuthor(db).where('r.product_id', '=', productId).where('r.status', '=', 'published');
  if (q.rating) page = page.where('r.rating', '=', q.rating);
  for (const [column, direction] of ORDER[q.sort]) page = page.orderBy(`r.${column}`, direction);
  const rows = (await page
    .limit(q.limit)
    .offset((q.page - 1) * q.limit)
    .execute()) as ReviewRow[];
  return { items: rows.map(toReview), pagination: paginate(Number(n), q.page, q.limit), summary };
}

export async function findReviewOf(db: Db, productId: string, userId: string): Promise<Review | null> {
  const row = (await withAuthor(db).where('r.product_id', '=', productId).where('r.user_id', '=', userId).executeTakeFirst()) as
    | ReviewRow
    | undefined;
  return row ? toReview(row) : null;
}

/**
 * Whether the user bought the product: an order of theirs (or, once their e-mail is verified,
 * a guest order placed with that e-mail) holding it that was paid or handed over, and was not
 * cancelled, refunded or failed since.
 */
export async function hasBought(db: Db, user: { id: string; email: string; verified: boolean }, productId: string) {
  const row = await db
    .selectFrom('order_items as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .select('o.id')
    .where('i.product_id', '=', productId)
    .where((eb) =>
      eb.or([
        eb('o.user_id', '=', user.id),
        ...(user.verified ? [eb.and([eb('o.user_id', 'is', null), eb('o.email', '=', user.email.toLowerCase())])] : []),
      ]),
    )
    .where((eb) => eb.or([eb('o.status', 'in', ['delivered', 'pickedUp', 'completed']), eb('o.payment_status', '=', 'paid')]))
    .where('o.status', 'not in', ['cancelled', 'refunded', 'failed'])
    .where('o.payment_status', '!=', 'refunded')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

type StaffRow = ReviewRow & {
  email: string | null;
  product_name: string | null;
  product_slug: string | null;
  moderated_at: string | null;
};

function staffSelect(db: Db) {
  return withAuthor(db)
    .leftJoin('products as p', 'p.id', 'r.product_id')
    .select(['u.email', 'p.name as product_name', 'p.slug as product_slug', 'r.moderated_at']);
}

function toStaffReview(r: StaffRow): StaffReview {
  return {
    ...toReview(r),
    product: { _id: r.product_id, name: r.product_name ?? '', slug: r.product_slug ?? '' },
    authorEmail: r.email ?? '',
    moderatedAt: r.moderated_at ?? null,
  };
}

export async function findStaffReview(db: Db, id: string): Promise<StaffReview | null> {
  const row = (await staffSelect(db).where('r.id', '=', id).executeTakeFirst()) as StaffRow | undefined;
  return row ? toStaffReview(row) : null;
}

/** The moderation list: every status, newest first. */
export async function listStaffReviews(db: Db, q: StaffReviewListQuery) {
  let base = db.selectFrom('reviews as r');
  if (q.status) base = base.where('r.status', '=', q.status);
  if (q.rating) base = base.where('r.rating', '=', q.rating);
  if (q.productId) base = base.where('r.product_id', '=', q.productId);
  if (q.moderation) base = base.where('r.moderated_at', q.moderation === 'pending' ? 'is' : 'is not', null);
  const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  let page = staffSelect(db);
  if (q.status) page = page.where('r.status', '=', q.status);
  if (q.rating) page = page.where('r.rating', '=', q.rating);
  if (q.productId) page = page.where('r.product_id', '=', q.productId);
  if (q.moderation) page = page.where('r.moderated_at', q.moderation === 'pending' ? 'is' : 'is not', null);
  const rows = (await page
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(q.limit)
    .offset((q.page - 1) * q.limit)
    .execute()) as StaffRow[];
  return { items: rows.map(toStaffReview), pagination: paginate(Number(n), q.page, q.limit) };
}

type MyRow = ReviewRow & { product_name: string | null; product_slug: string | null; product_thumbnail: string | null };

function mySelect(db: Db, userId: string) {
  return withAuthor(db)
    .leftJoin('products as p', 'p.id', 'r.product_id')
    .select(['p.name as product_name', 'p.slug as product_slug', 'p.thumbnail as product_thumbnail'])
    .where('r.user_id', '=', userId);
}

function toMyReview(r: MyRow): MyReview {
  return {
    ...toReview(r),
    product: { _id: r.product_id, name: r.product_name ?? '', slug: r.product_slug ?? '', thumbnail: r.product_thumbnail ?? '' },
  };
}

/** One review of this user's (null for another account's: nobody learns that it exists). */
export async function findMyReview(db: Db, userId: string, id: string): Promise<MyReview | null> {
  const row = (await mySelect(db, userId).where('r.id', '=', id).executeTakeFirst()) as MyRow | undefined;
  return row ? toMyReview(row) : null;
}

/** The user's own reviews, every status (a hidden one is theirs to see and edit), newest first. */
export async function listMyReviews(db: Db, userId: string, q: MyReviewListQuery) {
  const { n } = await db
    .selectFrom('reviews')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const rows = (await mySelect(db, userId)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(q.limit)
    .offset((q.page - 1) * q.limit)
    .execute()) as MyRow[];
  return { items: rows.map(toMyReview), pagination: paginate(Number(n), q.page, q.limit) };
}
