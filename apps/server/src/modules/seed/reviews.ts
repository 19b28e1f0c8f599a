import { randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { slugify } from '@sen/core';
import type { Insertable } from 'kysely';
import type { UsersTable } from '../../db/schema';
import type { ReviewsTable } from '../../db/tables/reviews';
import { recomputeRating } from '../reviews/aggregates';
import { CATALOGUE } from './catalogue';
import { avatarSvg, type ImageFile, urlOf } from './images';
import { OPENERS, REMARKS, REVIEWERS, SERVICE, TITLES } from './reviews-data';
import { DEMO_PASSWORD } from './users';
import { type Db, existingKeys, insertRows, intBetween, json, pick, rng } from './util';

const avatarFile = (username: string) => `demo/avatars/${username}.svg`;
const emailOf = (username: string) => `${username}@sen.local`;

export function reviewerImages(): ImageFile[] {
  return REVIEWERS.map((r) => ({ file: avatarFile(r.username), render: () => avatarSvg(`${r.last} ${r.first}`) }));
}

/** The demo shoppers who write the reviews; hashed once, only when some are missing. */
async function seedReviewers(db: Db, now: string): Promise<number> {
  const existing = await existingKeys(db, 'users', 'email');
  const missing = REVIEWERS.filter((r) => !existing.has(emailOf(r.username)));
  if (missing.length === 0) return 0;
  const passwordHash = await hash(DEMO_PASSWORD);
  const rows: Insertable<UsersTable>[] = missing.map((r) => ({
    id: randomUUID(),
    email: emailOf(r.username),
    username: r.username,
    password_hash: passwordHash,
    first_name: r.first,
    last_name: r.last,
    phone: '',
    role: 'customer',
    status: 'active',
    avatar: urlOf(avatarFile(r.username)),
    is_verified: 1,
    gender: r.gender,
    date_of_birth: null,
    preferences: json({
      language: 'vi',
      currency: 'VND',
      theme: 'dark',
      notifications: { email: true, push: true, sms: false, marketing: false },
    }),
    last_login: null,
    created_at: now,
    updated_at: now,
  }));
  await insertRows(db, 'users', rows);
  return rows.length;
}

/**
 * n star ratings whose average is the product's seeded average as closely as n allows, spread
 * a little (a 4.6 is mostly fives and fours, now and then a three).
 */
export function starsFor(target: number, n: number, rand: () => number): number[] {
  const total = Math.min(5 * n, Math.max(n, Math.round(target * n)));
  const base = Math.floor(total / n);
  const stars = Array.from({ length: n }, (_, i) => base + (i < total - base * n ? 1 : 0));
  for (let k = 0; k < n; k++) {
    const i = Math.floor(rand() * n);
    const j = Math.floor(rand() * n);
    if (i !== j && stars[i]! < 5 && stars[j]! > 1 && rand() < 0.35) {
      stars[i]!++;
      stars[j]!--;
    }
  }
  return shuffle(stars, rand);
}

function shuffle<T>(items: T[], rand: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

function bodyFor(stars: number, category: string, rand: () => number): string {
  const remarks = REMARKS[category] ?? REMARKS.accessories!;
  const parts = [pick(rand, OPENERS[stars] ?? OPENERS[3]!)];
  if (stars >= 4) {
    parts.push(pick(rand, remarks.good));
    if (rand() < 0.6) parts.push(pick(rand, SERVICE.good));
  } else if (stars === 3) {
    parts.push(pick(rand, remarks.good), pick(rand, remarks.bad));
  } else {
    parts.push(pick(rand, remarks.bad));
    if (rand() < 0.5) parts.push(pick(rand, SERVICE.bad));
  }
  return parts.join(' ');
}

interface DemoProduct {
  id: string;
  slug: string;
  created_at: string;
  rating_average: number;
  is_bestseller: number;
  category: string | null;
}

/**
 * A handful of reviews per demo product (bestsellers more), written by the demo shoppers, whose
 * stars average the product's seeded rating; the product's rating and count are then recomputed
 * from them, so they agree as they do after any real review. Products that already have reviews
 * are left alone (idempotent); the generated benchmark catalogue (--products N) gets none.
 * The demo customer (customer@sen.local) writes on a quarter of the products only, so it can
 * still review the rest. No demo orders exist, so no review is a verified purchase.
 */
export async function seedReviews(db: Db, now: Date): Promise<Record<string, number>> {
  const stamp = now.toISOString();
  const reviewers = await seedReviewers(db, stamp);
  const emails = [...REVIEWERS.map((r) => emailOf(r.username)), emailOf('customer')];
  const users = await db.selectFrom('users').select(['id', 'email']).where('email', 'in', emails).execute();
  const userIds = new Map(users.map((u) => [u.email, u.id]));
  const pool = REVIEWERS.flatMap((r) => userIds.get(emailOf(r.username)) ?? []);
  const customer = userIds.get(emailOf('customer'));

  const order = new Map(CATALOGUE.map((def, i) => [slugify(def.name), i]));
  const products = (await db
    .selectFrom('products as p')
    .leftJoin('categories as c', 'c.id', 'p.category_id')
    .select(['p.id', 'p.slug', 'p.created_at', 'p.rating_average', 'p.is_bestseller', 'c.slug as category'])
    .where('p.slug', 'in', [...order.keys()])
    .execute()) as DemoProduct[];
  const reviewed = new Set((await db.selectFrom('reviews').select('product_id').distinct().execute()).map((r) => r.product_id));

  const rows: Insertable<ReviewsTable>[] = [];
  const touched: string[] = [];
  for (const p of products.filter((x) => !reviewed.has(x.id))) {
    const rand = rng(`reviews:${p.slug}`);
    const n = Math.min(pool.length, p.is_bestseller === 1 ? intBetween(rand, 5, 8) : intBetween(rand, 2, 6));
    const authors = shuffle([...pool], rand).slice(0, n);
    if (customer && (order.get(p.slug) ?? 1) % 4 === 0) authors[0] = customer;
    const stars = starsFor(Number(p.rating_average) || 4.5, authors.length, rand);
    const from = Date.parse(p.created_at);
    const span = Math.max(0, now.getTime() - from);
    authors.forEach((userId, i) => {
      const rating = stars[i]!;
      const at = new Date(from + span * (0.05 + 0.95 * rand())).toISOString();
      rows.push({
        id: randomUUID(),
        product_id: p.id,
        user_id: userId,
        rating,
        title: pick(rand, TITLES[rating] ?? ['']) || null,
        body: bodyFor(rating, p.category ?? 'accessories', rand),
        status: 'published',
        verified_purchase: 0,
        created_at: at,
        updated_at: at,
      });
    });
    touched.push(p.id);
  }
  await insertRows(db, 'reviews', rows);
  for (const id of touched) await recomputeRating(db, id);
  return { reviewers, reviews: rows.length };
}
