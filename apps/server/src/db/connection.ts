import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import type pg from 'pg';
import { lazyRequire } from '../lib/lazy-require';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  db: Kysely<Database>;
  dialect: Dialect;
  /** PostgreSQL schema chosen by the caller; unset, `pgSchema()` asks the server. */
  schema?: string;
  close(): Promise<void>;
}

/**
 * The PostgreSQL schema the connections really use (undefined on SQLite): the one given, else the
 * server's `current_schema()` — a `search_path` set in DATABASE_URL is honoured, and Kysely's own
 * migration tables are never looked for in `public` while the shop's tables live elsewhere.
 */
export async function pgSchema(conn: Db): Promise<string | undefined> {
  if (conn.dialect !== 'postgres') return undefined;
  if (conn.schema) return conn.schema;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(conn.db);
  conn.schema = rows[0]?.schema ?? 'public';
  return conn.schema;
}

/** PostgreSQL's driver, loaded only when a DATABASE_URL asks for it (decision 0377). */
const loadPg = lazyRequire<typeof pg>('pg');
let typesSet = false;
function pgDriver(): typeof pg {
  const driver = loadPg();
  if (!typesSet) {
    // int8 (bigint money) and numeric come back as strings from pg; VND fits safely in a JS number.
    driver.types.setTypeParser(20, (v) => Number(v));
    driver.types.setTypeParser(1700, (v) => Number(v));
    typesSet = true;
  }
  return driver;
}

export interface DbOptions {
  databaseUrl?: string;
  dataDir: string;
  /** PostgreSQL schema to use (tests isolate themselves in their own). */
  pgSchema?: string;
  sqliteFile?: string;
}

/** The PostgreSQL pool behind a database handle, for its gauges on /metrics (plugins/metrics.ts). */
const pools = new WeakMap<object, pg.Pool>();
export function poolOf(db: Kysely<Database>): pg.Pool | undefined {
  return pools.get(db);
}

export function createDb(opts: DbOptions): Db {
  if (opts.databaseUrl?.startsWith('postgres')) {
    const pool = new (pgDriver().Pool)({
      connectionString: opts.databaseUrl,
      max: Number(process.env.PG_POOL_MAX ?? 10),
      ...(opts.pgSchema ? { options: `-c search_path=${opts.pgSchema}` } : {}),
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    pools.set(db, pool);
    return { db, dialect: 'postgres', schema: opts.pgSchema, close: () => db.destroy() };
  }
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const file = opts.sqliteFile ?? path.join(opts.dataDir, 'sen.sqlite');
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}
