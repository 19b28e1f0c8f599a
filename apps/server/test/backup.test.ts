import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { checkDatabaseFile, restoreSqlite } from '../src/db/backup';
import { createDb, type Db } from '../src/db/connection';
import { seedPlaces } from '../src/modules/auth/testing';
import { addProduct, checkoutBody, placeOrder, SUITE_ORDER_LIMIT } from '../src/modules/orders/testing';
import { seedCommerce } from '../src/modules/seed/commerce';
import { createTestDb, type TestDb, testConfig } from './helpers';

const SERVER = path.resolve(import.meta.dirname, '..');

/** Runs one of the server's command-line tools on `dataDir` as `npm run …` does; its standard output. */
async function cli(script: string, args: string[], dataDir?: string): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', `src/cli/${script}`, ...args], {
    cwd: SERVER,
    env: { ...process.env, DATA_DIR: dataDir ?? currentDataDir, DATABASE_URL: '', NODE_ENV: 'test' },
  });
  return stdout;
}
let currentDataDir = '';

/** Orders whose lines are all there: a torn copy would show an order without its items. */
function counts(file: string) {
  const db = new SQLite(file, { readonly: true });
  try {
    const one = (q: string) => (db.prepare(q).get() as { n: number }).n;
    return {
      orders: one('select count(*) as n from orders'),
      ordersWithItems: one('select count(distinct order_id) as n from order_items'),
      products: one('select count(*) as n from products'),
    };
  } finally {
    db.close();
  }
}

describe('SQLite backup and restore (online backup API)', () => {
  let testDb: TestDb;
  let app: FastifyInstance;
  let productId: string;
  let reopened: Db | null = null;
  const live = () => path.join(testDb.dataDir, 'sen.sqlite');
  const serve = async () => {
    const a = await buildApp({
      config: { ...testConfig(testDb), logLevel: process.env.DEBUG_LOG ? 'error' : 'silent' },
      db: testDb.db,
      dialect: testDb.dialect,
      web: false,
      orderRateLimit: SUITE_ORDER_LIMIT,
    });
    await a.ready();
    return a;
  };

  beforeAll(async () => {
    testDb = await createTestDb('sqlite');
    currentDataDir = testDb.dataDir;
    app = await serve();
    await seedPlaces(app);
    await seedCommerce(app.db, new Date().toISOString());
    productId = (await addProduct(app, { price: 100_000, quantity: 100_000 })).id;
    // Some bulk, so the copy takes several steps while orders keep coming.
    for (let i = 0; i < 2000; i++) await addProduct(app, { name: `Hàng mẫu ${i} ${'x'.repeat(200)}` });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await reopened?.close();
    await testDb?.destroy();
  });

  it('takes a consistent copy while orders are being placed, and restores it', async () => {
    let placing = true;
    let placed = 0;
    const writer = (async () => {
      while (placing) {
        const res = await placeOrder(app, checkoutBody([{ productId, quantity: 1 }]));
        if (res.statusCode !== 201) placing = false;
        expect(res.statusCode, res.body).toBe(201);
        placed++;
      }
    })();
    while (placed < 3 && placing) await new Promise((r) => setTimeout(r, 10));
    const target = path.join(testDb.dataDir, 'backups', 'during.sqlite');
    // `npm run backup` in its own process, as an operator runs it beside the serving shop.
    const placedAtStart = placed;
    const out = await cli('backup.ts', ['--out', target]);
    expect(out).toMatch(/^Backup written: .*during\.sqlite \(\d+\.\d MB, \d+ pages, \d+ ms\)/);
    const placedAtEnd = placed;
    placing = false;
    await writer;

    expect(placedAtEnd).toBeGreaterThan(placedAtStart); // orders really were placed while it ran
    expect(checkDatabaseFile(target).migrations).toBeGreaterThan(0);
    const copy = counts(target);
    // One state of the database: every order in it has its items, and it holds the orders
    // placed before the copy began, none of the ones after it ended.
    expect(copy.ordersWithItems).toBe(copy.orders);
    expect(copy.orders).toBeGreaterThanOrEqual(3);
    expect(copy.orders).toBeLessThanOrEqual(placedAtEnd + 1);
    expect(fs.existsSync(`${target}-wal`)).toBe(false);

    // After the backup: more orders, then the restore brings back the copy's state.
    for (let i = 0; i < 3; i++) expect((await placeOrder(app, checkoutBody([{ productId, quantity: 1 }]))).statusCode).toBe(201);
    const beforeRestore = counts(live());
    expect(beforeRestore.orders).toBeGreaterThan(copy.orders);

    await app.close();
    await testDb.db.destroy();
    const said = await cli('restore.ts', [target]);
    const saved = /kept as (.*\.sqlite)\.$/m.exec(said)?.[1];
    expect(saved && fs.existsSync(saved)).toBe(true);
    expect(counts(saved!)).toEqual(beforeRestore);
    expect(counts(live())).toEqual(copy);

    // A server started on the restored file answers from it.
    reopened = createDb({ dataDir: testDb.dataDir });
    testDb.db = reopened.db;
    app = await serve();
    const orders = await app.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(orders.n)).toBe(copy.orders);
    const again = await placeOrder(app, checkoutBody([{ productId, quantity: 1 }]));
    expect(again.statusCode, again.body).toBe(201);
  }, 120_000);

  it('refuses a file that is not a Sen database, and does not touch the live one', async () => {
    const junk = path.join(testDb.dataDir, 'junk.sqlite');
    fs.writeFileSync(junk, 'not a database at all');
    const before = fs.statSync(live()).size;
    await expect(restoreSqlite(junk, live())).rejects.toThrow();
    const empty = path.join(testDb.dataDir, 'empty.sqlite');
    new SQLite(empty).close();
    await expect(restoreSqlite(empty, live())).rejects.toThrow(/not a Sen database/);
    expect(fs.statSync(live()).size).toBe(before);
  });
});
