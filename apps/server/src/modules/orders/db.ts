import { type Kysely, sql, type Transaction } from 'kysely';
import type { Dialect } from '../../db/connection';
import type { Database } from '../../db/schema';

/** A unique index refused the row (SQLite or PostgreSQL). */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string } | null;
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

export type Tx = Kysely<Database> | Transaction<Database>;

/**
 * Runs `fn` in one write transaction. On SQLite it starts with BEGIN IMMEDIATE, taking the write
 * lock first: a deferred BEGIN that reads and then writes can fail with SQLITE_BUSY when another
 * process (a second instance on the same file) wrote in between, which busy_timeout cannot wait
 * out. Inside this process Kysely's single SQLite connection already serialises transactions.
 * On PostgreSQL it is an ordinary READ COMMITTED transaction: conditional updates
 * (`… where quantity >= n`) wait for concurrent writers of the same row and re-check.
 * Inside `fn`, use only the handle given, never the outer `db` (on SQLite that would wait for
 * the connection this transaction holds).
 */
export async function writeTransaction<T>(db: Kysely<Database>, dialect: Dialect, fn: (trx: Tx) => Promise<T>): Promise<T> {
  if (dialect !== 'sqlite') return db.transaction().execute(fn);
  return db.connection().execute(async (conn) => {
    await sql`begin immediate`.execute(conn);
    try {
      const result = await fn(conn);
      await sql`commit`.execute(conn);
      return result;
    } catch (err) {
      await sql`rollback`.execute(conn).catch(() => {});
      throw err;
    }
  });
}
