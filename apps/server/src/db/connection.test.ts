import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Kysely, sql, type Transaction } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../test/helpers';
import { createDb, type Db, NAMED_PER_CONNECTION, prepared, statementsSent, withScan } from './connection';
import type { Database } from './schema';

/** SQLite connection settings of the server (decision 0379). */
describe('SQLite connection', () => {
  const open: { conn: Db; dir: string }[] = [];
  afterEach(async () => {
    for (const { conn, dir } of open.splice(0)) {
      await conn.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
  async function withRows(backgroundCheckpoints: boolean, checkpointIdleMs?: number) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sen-conn-'));
    const conn = createDb({ dataDir: dir, backgroundCheckpoints, checkpointIdleMs });
    open.push({ conn, dir });
    await sql`create table t (x text)`.execute(conn.db);
    // About 300 pages into the write-ahead log: below SQLite's own 1,000-page checkpoint threshold.
    const big = 'x'.repeat(4000);
    for (let i = 0; i < 300; i++) await sql`insert into t (x) values (${big})`.execute(conn.db);
    return { file: path.join(dir, 'sen.sqlite'), conn };
  }
  const settled = () => new Promise((r) => setTimeout(r, 1_000));

  it('checkpoints the write-ahead log from a worker thread, with no commit paying for it', async () => {
    const { file } = await withRows(true);
    await settled();
    // The pages reached the database file: a checkpoint ran though no commit crossed the threshold.
    expect(fs.statSync(file).size).toBeGreaterThan(300 * 4000);
  });

  it('reads a long scan on a read-only connection of its own, closed after (decision 0404)', async () => {
    const { conn } = await withRows(false);
    const before = statementsSent(conn.db);
    let kept: Kysely<Database> | null = null;
    const n = await withScan(conn.db, async (scan) => {
      kept = scan;
      expect(scan).not.toBe(conn.db);
      // It sees the rows the shop's connection wrote, and cannot write.
      await expect(sql`insert into t (x) values ('no')`.execute(scan)).rejects.toThrow(/readonly/);
      return Number((await sql<{ n: number }>`select count(*) as n from t`.execute(scan)).rows[0]!.n);
    });
    expect(n).toBe(300);
    // Not a statement went through the shop's connection (nor its page cache).
    expect(statementsSent(conn.db)).toBe(before);
    await expect(sql`select 1`.execute(kept!)).rejects.toThrow();
  });

  it('runs the checkpoint thread only while rows change (decision 0376)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sen-conn-'));
    const conn = createDb({ dataDir: dir, backgroundCheckpoints: true, checkpointIdleMs: 300 });
    open.push({ conn, dir });
    const file = path.join(dir, 'sen.sqlite');
    const turn = () => new Promise((r) => setImmediate(r));
    await sql`create table t (x text)`.execute(conn.db);
    // Reads, and writes that change no row (the periodic sweeps'), start no thread: an idle server holds none.
    await sql`select count(*) from t`.execute(conn.db);
    await sql`delete from t where x = 'none'`.execute(conn.db);
    await turn();
    expect(conn.checkpointing?.()).toBe(false);
    await sql`insert into t (x) values ('a')`.execute(conn.db);
    await turn();
    expect(conn.checkpointing?.()).toBe(true);
    // It stops after the idle time without a change, reads and empty deletes going on…
    const until = Date.now() + 3_000;
    while (conn.checkpointing?.() && Date.now() < until) {
      await sql`select count(*) from t`.execute(conn.db);
      await sql`delete from t where x = 'none'`.execute(conn.db);
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(conn.checkpointing?.()).toBe(false);
    // …and the next change starts it again, which checkpoints what was logged.
    const big = 'x'.repeat(4000);
    for (let i = 0; i < 300; i++) await sql`insert into t (x) values (${big}) returning rowid`.execute(conn.db);
    await turn();
    expect(conn.checkpointing?.()).toBe(true);
    await settled();
    expect(fs.statSync(file).size).toBeGreaterThan(300 * 4000);
  });

  it('without it (CLIs, tests) the log waits for SQLite’s own threshold', async () => {
    const { file } = await withRows(false);
    await settled();
    expect(fs.statSync(file).size).toBeLessThan(300 * 4000);
  });

  it('reuses prepared statements, and a query after a stream left early still answers', async () => {
    const { conn } = await withRows(false);
    const count = async () => Number((await sql<{ n: number }>`select count(*) as n from t`.execute(conn.db)).rows[0]!.n);
    expect(await count()).toBe(300);
    await sql`delete from t where rowid > 10`.execute(conn.db);
    expect(await count()).toBe(10);
    const rows = () => conn.db.selectFrom('t' as never).select('x' as never);
    let streamed = 0;
    for await (const _ of rows().stream()) if (++streamed === 3) break;
    expect(streamed).toBe(3);
    // The same SQL as the stream's, executed whole.
    expect(await rows().execute()).toHaveLength(10);
    expect(await count()).toBe(10);
  });
});

/** Named statements on the order path (decision 0380). */
describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL statements named through prepared(db)', () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb('postgres');
    await sql`create table named_t (id text primary key, n integer, big bigint, price numeric, note text, flag boolean, at timestamptz)`.execute(
      testDb.db,
    );
  });
  afterAll(async () => testDb?.destroy());

  /** Runs `fn` on one connection (a transaction) and lists the statements that connection keeps. */
  async function onOneConnection<T>(db: Kysely<Database>, fn: (trx: Transaction<Database>) => Promise<T>) {
    return db.transaction().execute(async (trx) => {
      const result = await fn(trx);
      const kept = await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`.execute(
        trx,
      );
      return { result, kept: kept.rows };
    });
  }

  it('names a parameterised statement on its connection, once, and leaves queries outside alone', async () => {
    const probe = (trx: Transaction<Database>) =>
      sql<{ n: number }>`select count(*)::int as n from named_t where note = ${'once'}`.execute(trx);
    const outside = await onOneConnection(testDb.db, probe);
    expect(outside.kept.filter((k) => k.statement.includes('note = $1'))).toEqual([]);
    const inside = await onOneConnection(prepared(testDb.db), async (trx) => {
      for (let i = 0; i < 3; i++) await probe(trx);
      return (await probe(trx)).rows[0]!.n;
    });
    expect(inside.result).toBe(0);
    const mine = inside.kept.filter((k) => k.statement.includes('note = $1'));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.name).toMatch(/^sen_\d+$/);
  });

  it('gives the same rows as unnamed statements, for every parameter type, past the generic plan', async () => {
    const at = '2026-01-02T03:04:05.000Z';
    const rows = [
      { id: 'a', n: 1, big: 9_007_199_254_740, price: 12.5, note: 'ạ', flag: true, at },
      { id: 'b', n: null, big: null, price: null, note: null, flag: false, at: null },
      { id: 'c', n: -3, big: 0, price: 0, note: '', flag: null, at },
    ];
    const write = (db: Kysely<Database>) =>
      sql`insert into named_t (id, n, big, price, note, flag, at) values ${sql.join(
        rows.map((r) => sql`(${r.id}, ${r.n}, ${r.big}, ${r.price}, ${r.note}, ${r.flag}, ${r.at})`),
      )} on conflict (id) do update set n = excluded.n, big = excluded.big, price = excluded.price, note = excluded.note, flag = excluded.flag, at = excluded.at`.execute(
        db,
      );
    const reads = (db: Kysely<Database>) =>
      Promise.all([
        sql`select * from named_t where id = ${'a'} or n = ${-3} order by id`.execute(db),
        sql`select * from named_t where note is not distinct from ${null} order by id`.execute(db),
        sql`select * from named_t where flag = ${true} or big > ${1} order by id`.execute(db),
        sql`select * from named_t where at >= ${at}::timestamptz and price < ${'13'} order by id`.execute(db),
        sql`select id from named_t where id in (${sql.join(['a', 'b'])}) order by id`.execute(db),
        sql`select id from named_t where id in (${sql.join(['a', 'b', 'c'])}) order by id`.execute(db),
        sql`select ${5}::int + ${'2'}::int as sum, ${'x'}::text || ${7} as text`.execute(db),
      ]).then((all) => all.map((r) => r.rows));
    await write(testDb.db);
    const plain = await reads(testDb.db);
    // Seven runs per text: PostgreSQL may switch a kept statement to its generic plan after five.
    const named: unknown[] = [];
    const db = prepared(testDb.db);
    expect(db).not.toBe(testDb.db);
    for (let i = 0; i < 7; i++) {
      await write(db);
      named.push(await reads(db));
    }
    for (const r of named) expect(r).toEqual(plain);
    expect(plain[0]).toHaveLength(2);
    expect(plain[1]).toHaveLength(1);
  });

  it(`keeps at most ${NAMED_PER_CONNECTION} names a connection; further texts still answer, unnamed`, async () => {
    const { result, kept } = await onOneConnection(prepared(testDb.db), async (trx) => {
      const answers: number[] = [];
      for (let i = 0; i < NAMED_PER_CONNECTION + 20; i++)
        answers.push((await sql<{ v: number }>`select ${i}::int + ${sql.raw(String(i))} as v`.execute(trx)).rows[0]!.v);
      return answers;
    });
    expect(result).toEqual(Array.from({ length: NAMED_PER_CONNECTION + 20 }, (_, i) => 2 * i));
    expect(kept.length).toBeLessThanOrEqual(NAMED_PER_CONNECTION);
    expect(kept.length).toBeGreaterThan(NAMED_PER_CONNECTION / 2);
  });

  it('counts every statement sent through the handle and its named twin', async () => {
    const before = statementsSent(testDb.db);
    await testDb.db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
    });
    await prepared(testDb.db)
      .transaction()
      .execute(async (trx) => {
        await sql`select ${1}::int`.execute(trx);
      });
    // begin, select, commit; twice
    expect(statementsSent(testDb.db) - before).toBe(6);
  });

  it('leaves a handle opened with namedStatements: false as it is (a transaction-mode pooler)', async () => {
    const conn = createDb({
      databaseUrl: process.env.TEST_DATABASE_URL,
      dataDir: testDb.dataDir,
      pgSchema: testDb.schema,
      namedStatements: false,
    });
    try {
      expect(prepared(conn.db)).toBe(conn.db);
    } finally {
      await conn.close();
    }
  });

  it('scans on the pool itself: PostgreSQL connections keep no page cache of their own (decision 0404)', async () => {
    expect(await withScan(testDb.db, async (scan) => scan)).toBe(testDb.db);
  });

  it('leaves SQLite handles as they are', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sen-conn-'));
    const conn = createDb({ dataDir: dir });
    try {
      expect(prepared(conn.db)).toBe(conn.db);
    } finally {
      await conn.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
