import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, type SqliteDatabase, SqliteDialect, sql } from 'kysely';
import type pg from 'pg';
import { lazyRequire } from '../lib/lazy-require';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  db: Kysely<Database>;
  dialect: Dialect;
  /** PostgreSQL schema chosen by the caller; unset, `pgSchema()` asks the server. */
  schema?: string;
  /**
   * SQLite with background checkpoints: whether the checkpoint thread runs now. It runs while rows
   * change and stops once they have not for a while (decision 0376).
   */
  checkpointing?: () => boolean;
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
  /**
   * SQLite: checkpoint the write-ahead log from a worker thread instead of inside the commit that
   * crosses 1,000 pages (the server: decision 0379). The event loop then never waits for a checkpoint's fsync.
   */
  backgroundCheckpoints?: boolean;
  /** With background checkpoints: how long without a change before the checkpoint thread stops (default 30 s). */
  checkpointIdleMs?: number;
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
  const checkpoints = opts.backgroundCheckpoints
    ? checkpointInBackground(sqlite, file, opts.checkpointIdleMs ?? CHECKPOINTER_IDLE_MS)
    : null;
  const database = withStatementCache(sqlite, checkpoints?.wrote);
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({
      database: {
        prepare: database.prepare,
        close: () => {
          checkpoints?.stop();
          database.close();
        },
      },
    }),
  });
  return {
    db,
    dialect: 'sqlite',
    ...(checkpoints ? { checkpointing: checkpoints.running } : {}),
    close: () => db.destroy(),
  };
}

/** How often the worker checkpoints, and the WAL size (pages) past which a commit still checkpoints itself should it stop. */
const CHECKPOINT_EVERY_MS = 250;
const FALLBACK_AUTOCHECKPOINT = 10_000;
/** The checkpoint thread stops after this long without a change, and starts again with the next one. */
const CHECKPOINTER_IDLE_MS = 30_000;

interface Checkpointer {
  /** A statement that may write is about to run: once it has, the thread is started if rows changed. */
  wrote: () => void;
  running: () => boolean;
  stop: () => void;
}

/**
 * better-sqlite3 runs on the event loop: the commit that crosses `wal_autocheckpoint` pages copies
 * the log into the database file and fsyncs it right there, stalling every request for that long
 * (several times a second under a stream of orders). A worker thread with its own connection runs
 * a PASSIVE checkpoint (it never blocks writers or readers) every quarter second instead; the
 * connection's own threshold is raised to 10,000 pages, a bound should the worker ever stop.
 */
function checkpointInBackground(sqlite: SQLite.Database, file: string, idleMs: number): Checkpointer {
  sqlite.pragma(`wal_autocheckpoint = ${FALLBACK_AUTOCHECKPOINT}`);
  const code = `
    const { workerData } = require('node:worker_threads');
    const Database = require(workerData.driver);
    const db = new Database(workerData.file);
    db.pragma('busy_timeout = 5000');
    setInterval(() => {
      try { db.pragma('wal_checkpoint(PASSIVE)'); } catch {}
    }, workerData.every);
  `;
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  // Decision 0376: a worker thread is a second V8 isolate and Node environment, ~10 MB of the
  // process's memory. With nothing written there is nothing to checkpoint, so it runs only while
  // the database changes: started by a statement that changed rows, stopped after `idleMs` without
  // one (by then it has checkpointed what those changes logged, a quarter second after each).
  // "Changed rows" is SQLite's total_changes(), read once per turn after write statements: the
  // periodic sweeps' deletes and updates that match nothing do not start it.
  const totalChanges = sqlite.prepare('select total_changes()').pluck();
  let seen = totalChanges.get() as number;
  let worker: Worker | null = null;
  let idleCheck: NodeJS.Timeout | null = null;
  let changedSince = false;
  let checking = false;
  const stop = () => {
    if (idleCheck) clearInterval(idleCheck);
    idleCheck = null;
    void worker?.terminate();
    worker = null;
  };
  const start = () => {
    const started = new Worker(code, { eval: true, workerData: { file, driver, every: CHECKPOINT_EVERY_MS } });
    started.unref();
    // A worker that fails leaves the fallback threshold in charge until the next change starts one.
    started.on('error', () => {});
    started.on('exit', () => {
      if (worker === started) stop();
    });
    worker = started;
    idleCheck = setInterval(() => {
      if (!changedSince) stop();
      changedSince = false;
    }, idleMs);
    idleCheck.unref();
  };
  const check = () => {
    checking = false;
    if (!sqlite.open) return;
    const now = totalChanges.get() as number;
    if (now === seen) return;
    seen = now;
    changedSince = true;
    if (!worker) start();
  };
  return {
    wrote() {
      if (checking) return;
      checking = true;
      setImmediate(check);
    },
    running: () => worker !== null,
    stop,
  };
}

/** Statements kept per SQL text: past this many, the cache starts again (a query built with varying text, e.g. `in (?, ?, …)`). */
const STATEMENTS_KEPT = 1_000;

/**
 * Kysely prepares every query anew; preparing is a good part of a small query's cost on SQLite
 * (an order runs about fifteen: decision 0379). The same SQL text reuses its prepared statement,
 * unless that one is still being iterated (a streamed query), which gets a fresh one.
 */
function withStatementCache(sqlite: SQLite.Database, onWrite?: () => void): SqliteDatabase {
  const kept = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      const known = kept.get(text);
      if (known && !known.busy) {
        if (onWrite && !known.readonly) onWrite();
        return known;
      }
      const stmt = sqlite.prepare(text);
      if (!known) {
        if (kept.size >= STATEMENTS_KEPT) kept.clear();
        kept.set(text, stmt);
      }
      // Kysely prepares every statement it runs: one that is not read-only (SQLite says) writes.
      if (onWrite && !stmt.readonly) onWrite();
      return stmt;
    },
  };
}
