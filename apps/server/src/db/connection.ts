import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import { Kysely, type PostgresPool, type PostgresPoolClient, type SqliteDatabase, SqliteDialect, sql } from 'kysely';
import type pg from 'pg';
import { lazyRequire } from '../lib/lazy-require';
import { OwnSchemaPostgresDialect } from './pg-dialect';
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
  /**
   * PostgreSQL: `prepared(db)` names its statements (decision 0380). Off (`PG_NAMED_STATEMENTS=false`)
   * behind a pooler that hands each transaction another server connection and does not carry
   * prepared statements over (PgBouncer in transaction mode before 1.21).
   */
  namedStatements?: boolean;
}

/** The PostgreSQL pool behind a database handle, for its gauges on /metrics (plugins/metrics.ts). */
const pools = new WeakMap<object, pg.Pool>();
export function poolOf(db: Kysely<Database>): pg.Pool | undefined {
  return pools.get(db);
}

/** SQLite handles' files, for the scan connections of withScan. */
const sqliteFiles = new WeakMap<object, string>();
/** Page cache of a scan connection: the rows it reads are read once. */
const SCAN_CACHE_KIB = 1024;

/**
 * Runs one long read of many rows (the listing snapshot's build: every visible product) on a
 * handle of its own (decision 0404). On SQLite that is a read-only connection with a 1 MB page
 * cache, closed afterwards: the scan would otherwise fill the shop's connection's 16 MB cache
 * (better-sqlite3's default) with pages it reads once, pushing out the ones requests use, and the
 * process would keep those 16 MB for good (at 100,000 products the idle server held 14 MB more).
 * On PostgreSQL the pool's connections hold no such cache: the handle itself is used.
 */
export async function withScan<T>(db: Kysely<Database>, read: (scan: Kysely<Database>) => Promise<T>): Promise<T> {
  const file = sqliteFiles.get(db);
  if (!file) return read(db);
  const connection = new SQLite(file, { readonly: true, timeout: 5_000 });
  connection.pragma(`cache_size = -${SCAN_CACHE_KIB}`);
  const scan = new Kysely<Database>({ dialect: new SqliteDialect({ database: connection }) });
  try {
    return await read(scan);
  } finally {
    await scan.destroy();
  }
}

/** Statements sent to the database through a handle so far (both dialects), for the guards that count an order's round trips. */
const sent = new WeakMap<object, { n: number }>();
export function statementsSent(db: Kysely<Database>): number {
  return sent.get(db)?.n ?? 0;
}

export function createDb(opts: DbOptions): Db {
  const counter = { n: 0 };
  if (opts.databaseUrl?.startsWith('postgres')) {
    const pool = new (pgDriver().Pool)({
      connectionString: opts.databaseUrl,
      max: Number(process.env.PG_POOL_MAX ?? 10),
      ...(opts.pgSchema ? { options: `-c search_path=${opts.pgSchema}` } : {}),
    });
    pool.on('connect', (client) => countStatementsOf(client, counter));
    const db = new Kysely<Database>({ dialect: new OwnSchemaPostgresDialect({ pool }) });
    pools.set(db, pool);
    if (opts.namedStatements ?? process.env.PG_NAMED_STATEMENTS !== 'false') namable.add(db);
    sent.set(db, counter);
    return { db, dialect: 'postgres', schema: opts.pgSchema, close: () => db.destroy() };
  }
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const file = opts.sqliteFile ?? path.join(opts.dataDir, 'sen.sqlite');
  // Up to a minute for the first pragmas: an instance starting beside another on a new file waits
  // while that one turns on WAL and runs its migrations and demo seed (seconds on a busy machine).
  const sqlite = new SQLite(file, { timeout: 60_000 });
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  const checkpoints = opts.backgroundCheckpoints
    ? checkpointInBackground(sqlite, file, opts.checkpointIdleMs ?? CHECKPOINTER_IDLE_MS)
    : null;
  const database = withStatementCache(sqlite, counter, checkpoints?.wrote);
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({
      database: {
        prepare: database.prepare,
        close: () => {
          void checkpoints?.stop();
          database.close();
        },
      },
    }),
  });
  sent.set(db, counter);
  sqliteFiles.set(db, file);
  return {
    db,
    dialect: 'sqlite',
    ...(checkpoints ? { checkpointing: checkpoints.running } : {}),
    // The checkpoint thread's connection is closed first: the last connection to close checkpoints
    // the write-ahead log into the database and removes it.
    close: async () => {
      await checkpoints?.stop();
      await db.destroy();
    },
  };
}

/** Named statements a PostgreSQL connection keeps at most; further texts run unnamed on it (decision 0380). */
export const NAMED_PER_CONNECTION = 200;

/** Each handle's twin that names its statements (the same pool), made once. */
const twins = new WeakMap<object, Kysely<Database>>();
/** PostgreSQL handles whose twins may name statements (DbOptions.namedStatements). */
const namable = new WeakSet<object>();

/**
 * The handle to run the order path with (decision 0380). PostgreSQL parses and plans every
 * unnamed statement anew: most of a small statement's backend CPU. Through this twin of `db`
 * (the same pool and connections) each SQL text with parameters becomes a named statement on the
 * connection that runs it, parsed and planned once per connection and then only bound and
 * executed. Names are per connection (`sen_1`, `sen_2`, …), so a name never stands for two texts;
 * at most NAMED_PER_CONNECTION per connection, past which new texts (e.g. `in ($1, …, $n)` of a
 * new length) run unnamed. Parameter types are inferred from the text at parse time, as for an
 * unnamed statement, so the results are the same.
 * Not used everywhere: a statement kept across a schema change (`select *` of an altered table)
 * fails with "cached plan must not change result type"; the order path runs after migrations.
 * SQLite (which keeps its statements anyway), handles without a pool and handles opened with
 * `namedStatements: false` get `db` itself.
 * An explicit handle rather than an AsyncLocalStorage scope: that would switch on promise hooks
 * for every request of the server (~4 % of its CPU, measured).
 */
export function prepared(db: Kysely<Database>): Kysely<Database> {
  const pool = pools.get(db);
  if (!pool || !namable.has(db)) return db;
  let twin = twins.get(db);
  if (!twin) {
    const clients = new WeakMap<pg.PoolClient, PostgresPoolClient>();
    const naming: PostgresPool = {
      async connect() {
        const client = await pool.connect();
        let named = clients.get(client);
        if (!named) {
          named = namingClient(client);
          clients.set(client, named);
        }
        return named;
      },
      // The pool is the handle's own: closed with it, never through the twin.
      end: async () => {},
    };
    twin = new Kysely<Database>({ dialect: new OwnSchemaPostgresDialect({ pool: naming }) });
    twins.set(db, twin);
  }
  return twin;
}

type QueryFn = (...args: unknown[]) => Promise<unknown>;

/** A client whose parameterised statements run named (Kysely calls `query(text, values)`; anything else passes through). */
function namingClient(client: pg.PoolClient): PostgresPoolClient {
  const names = new Map<string, string>();
  const query = client.query.bind(client) as unknown as QueryFn;
  return {
    query: ((...args: unknown[]) => {
      const [text, values] = args;
      if (args.length === 2 && typeof text === 'string' && Array.isArray(values) && values.length > 0) {
        let name = names.get(text);
        if (!name && names.size < NAMED_PER_CONNECTION) {
          name = `sen_${names.size + 1}`;
          names.set(text, name);
        }
        if (name) return query({ name, text, values });
      }
      return query(...args);
    }) as PostgresPoolClient['query'],
    release: () => client.release(),
  };
}

/** Counts every statement a new pool client sends (statementsSent). */
function countStatementsOf(client: pg.PoolClient, counter: { n: number }): void {
  const query = client.query as unknown as (this: pg.PoolClient, ...args: unknown[]) => unknown;
  (client as unknown as { query: typeof query }).query = function (this: pg.PoolClient, ...args: unknown[]) {
    counter.n++;
    return query.apply(this, args);
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
  /** Resolves once the thread has exited. */
  stop: () => Promise<void>;
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
  // Resolves once the thread has exited (its connection closed with it).
  const stop = async () => {
    if (idleCheck) clearInterval(idleCheck);
    idleCheck = null;
    const ending = worker?.terminate();
    worker = null;
    await ending;
  };
  const start = () => {
    const started = new Worker(code, { eval: true, workerData: { file, driver, every: CHECKPOINT_EVERY_MS } });
    started.unref();
    // A worker that fails leaves the fallback threshold in charge until the next change starts one.
    started.on('error', () => {});
    started.on('exit', () => {
      if (worker === started) void stop();
    });
    worker = started;
    idleCheck = setInterval(() => {
      if (!changedSince) void stop();
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
function withStatementCache(sqlite: SQLite.Database, counter: { n: number }, onWrite?: () => void): SqliteDatabase {
  const kept = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      counter.n++;
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
