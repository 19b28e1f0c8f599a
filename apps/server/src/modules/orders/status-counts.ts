import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../../db/connection';
import type { Database } from '../../db/schema';
import { writeTransaction } from './db';

/**
 * Folds the deltas the orders trigger appended into `order_status_totals` (decision 0153). The
 * deltas are deleted and returned in one statement, so two instances folding at once never count
 * a delta twice; a delta of a transaction not committed yet is left for the next run.
 */
export async function foldStatusDeltas(db: Kysely<Database>, dialect: Dialect): Promise<number> {
  return writeTransaction(db, dialect, async (trx) => {
    const deltas = await trx.deleteFrom('order_status_deltas').returning(['status', 'n']).execute();
    if (!deltas.length) return 0;
    const sums = new Map<string, number>();
    for (const d of deltas) sums.set(d.status, (sums.get(d.status) ?? 0) + Number(d.n));
    for (const [status, n] of sums) {
      if (n === 0) continue;
      await trx
        .insertInto('order_status_totals')
        .values({ status, n })
        .onConflict((oc) => oc.column('status').doUpdateSet({ n: sql`order_status_totals.n + ${n}` }))
        .execute();
    }
    return deltas.length;
  });
}

/** Orders per status, exact: the folded totals plus the deltas not folded yet. */
export async function statusTotals(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom(
      db
        .selectFrom('order_status_totals')
        .select(['status', 'n'])
        .unionAll(db.selectFrom('order_status_deltas').select(['status', 'n']))
        .as('c'),
    )
    .select(['c.status', sql<number | string>`sum(c.n)`.as('n')])
    .groupBy('c.status')
    .execute();
  return new Map(rows.map((r) => [r.status, Number(r.n)]));
}
