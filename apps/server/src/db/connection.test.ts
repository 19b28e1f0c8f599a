import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createDb, type Db } from './connection';

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
