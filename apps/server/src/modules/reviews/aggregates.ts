import { roundAverage } from '@sen/core/reviews/rules';
import { sql } from 'kysely';
import type { Dialect } from '../../db/connection';
import type { Tx } from '../orders/db';
import { reviewSummary } from './queries';

/**
 * Takes the product's row lock before a review of it changes (PostgreSQL; SQLite's write
 * transaction already holds the database): two reviews written at once then recompute one
 * after the other, each seeing the other's row, instead of both counting without the other.
 */
export async function lockProduct(trx: Tx, dialect: Dialect, productId: string): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`select id from products where id = ${productId} for update`.execute(trx);
}

/**
 * Stores the published reviews' average and count on the product, in the caller's transaction,
 * so `ratings` on every product answer, the listing's rating filter and the reviews summary agree.
 */
export async function recomputeRating(trx: Tx, productId: string): Promise<{ average: number; count: number }> {
  const { average, count } = await reviewSummary(trx, productId);
  const row = await trx
    .updateTable('products')
    .set({ rating_average: average, rating_count: count })
    .where('id', '=', productId)
    .returning('seller_id')
    .executeTakeFirst();
  if (row?.seller_id) await recomputeSellerRating(trx, row.seller_id);
  return { average, count };
}

/**
 * A seller's shop rating (issue 18, decision 0295): the published reviews of all their products
 * together, as the shop page shows it. The seller's row is updated first, so on PostgreSQL two
 * reviews of two of their products queue on its lock and the second counts the first.
 */
export async function recomputeSellerRating(trx: Tx, sellerId: string): Promise<void> {
  await trx.updateTable('sellers').set({ rating_count: 0 }).where('id', '=', sellerId).execute();
  const row = await trx
    .selectFrom('reviews as r')
    .innerJoin('products as p', 'p.id', 'r.product_id')
    .select([(eb) => eb.fn.sum<number>('r.rating').as('sum'), (eb) => eb.fn.countAll<number>().as('n')])
    .where('p.seller_id', '=', sellerId)
    .where('r.status', '=', 'published')
    .executeTakeFirst();
  const count = Number(row?.n ?? 0);
  await trx
    .updateTable('sellers')
    .set({ rating_average: roundAverage(Number(row?.sum ?? 0), count), rating_count: count })
    .where('id', '=', sellerId)
    .execute();
}
