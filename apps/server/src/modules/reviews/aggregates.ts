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
  await trx.updateTable('products').set({ rating_average: average, rating_count: count }).where('id', '=', productId).execute();
  return { average, count };
}
