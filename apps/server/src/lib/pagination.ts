import { type Pagination, pageCount } from '@sen/core';
import { type SelectQueryBuilder, sql } from 'kysely';

/** The `pagination` block of every paged answer (spec 2 §4). */
export function paginate(totalCount: number, page: number, limit: number): Pagination {
  return { totalCount, page, limit, totalPages: pageCount(totalCount, limit) };
}

/**
 * The most rows a filtered admin product list counts (decision 0381): past it the answer is
 * "more than 1000". Counting every match of a broad search or filter read up to the whole
 * catalogue (100k rows: 60–150 ms on PostgreSQL); 1,000 rows are 50 pages of 20.
 */
export const COUNT_CAP = 1000;

/** The `pagination` block when there are more than `moreThan` rows (their exact number not counted). */
export function cappedPagination(moreThan: number, page: number, limit: number): Pagination {
  return { totalCount: moreThan, page, limit, totalPages: Math.max(page, pageCount(moreThan, limit, true)), capped: true };
}

/**
 * One page of a list whose count stops at COUNT_CAP (decision 0381). `fetch(n, offset)` reads up
 * to n rows of the list in its order; `countUpTo(n)` counts at most n rows.
 *
 * `oneRead` (SQLite, where queries run one after the other): while the page lies within the first
 * COUNT_CAP rows, one read of COUNT_CAP + 1 rows gives the page and the capped count — one walk of
 * the index where a page query and a count walked it twice. Otherwise (PostgreSQL: the page of
 * limit + 1 rows stops after a page of matches in the sort order, the count needs no order, and the
 * two run side by side on two connections) both queries. The page corrects the count: one row more
 * than the page says there is a next page; fewer rows make it the last, whose total is exact.
 */
export async function cappedPage<R>(
  fetch: (n: number, offset: number) => Promise<R[]>,
  countUpTo: (n: number) => Promise<number>,
  page: number,
  limit: number,
  oneRead: boolean,
): Promise<{ rows: R[]; pagination: Pagination }> {
  const offset = (page - 1) * limit;
  if (oneRead && offset + limit <= COUNT_CAP) {
    const all = await fetch(COUNT_CAP + 1, 0);
    const rows = all.slice(offset, offset + limit);
    return {
      rows,
      pagination: all.length > COUNT_CAP ? cappedPagination(COUNT_CAP, page, limit) : paginate(all.length, page, limit),
    };
  }
  const [found, counted] = await Promise.all([fetch(limit + 1, offset), oneRead ? undefined : countUpTo(COUNT_CAP + 1)]);
  const rows = found.slice(0, limit);
  // Fewer rows than a page and one: the last page, the total is exact.
  if (found.length > 0 && found.length <= limit) return { rows, pagination: paginate(offset + found.length, page, limit) };
  if (found.length > limit) {
    // A next page: more than offset + limit rows; an exact count above that says how many.
    if (counted !== undefined && counted <= COUNT_CAP && counted > offset + limit) {
      return { rows, pagination: paginate(counted, page, limit) };
    }
    const atLeast = counted !== undefined && counted > COUNT_CAP ? COUNT_CAP : 0;
    return { rows, pagination: cappedPagination(Math.max(offset + limit, atLeast), page, limit) };
  }
  // No rows: an empty list, or a page past its end.
  const n = counted ?? (await countUpTo(COUNT_CAP + 1));
  return { rows, pagination: n > COUNT_CAP ? cappedPagination(COUNT_CAP, page, limit) : paginate(n, page, limit) };
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
