import type { Pagination } from '@sen/core';
import { type SelectQueryBuilder, sql } from 'kysely';

/** The `pagination` block of every paged answer (spec 2 §4). */
export function paginate(totalCount: number, page: number, limit: number): Pagination {
  return { totalCount, page, limit, totalPages: Math.max(1, Math.ceil(totalCount / limit)) };
}

/**
 * One page of `query`'s rows, newest first (ties by id, so pages never overlap), and how many
 * rows there are in all — the shape of every staff and account list (orders, users, coupons,
 * mail outbox, notifications). The table must have `created_at` and `id` columns.
 */
export async function newestFirstPage<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  page: number,
  limit: number,
): Promise<{ rows: O[]; pagination: Pagination }> {
  const [rows, total] = await Promise.all([
    query
      .orderBy(sql`created_at`, 'desc')
      .orderBy(sql`id`)
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    query.clearSelect().select(sql<number | string>`count(*)`.as('n')).executeTakeFirst(),
  ]);
  // Generic over the table, Kysely cannot narrow the count row's type.
  const count = (total as { n?: number | string } | undefined)?.n;
  return { rows, pagination: paginate(Number(count ?? 0), page, limit) };
}
