import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDb, type Db } from '../src/db/connection';
import { migrateToLatest } from '../src/db/migrate';
import type { OrderRateLimit } from '../src/modules/orders/limits';
import { loadPaymentsConfig } from '../src/modules/payments/config';

export type TestDialect = 'sqlite' | 'postgres';

/** Dialects the API suite runs on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const dialects: TestDialect[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestDb extends Db {
  dataDir: string;
  destroy(): Promise<void>;
}

/**
 * A fresh, migrated database: a temporary SQLite file, or a private schema
 * in the PostgreSQL of TEST_DATABASE_URL (dropped afterwards).
 */
export async function createTestDb(dialect: TestDialect): Promise<TestDb> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sen-test-'));
  let schema: string | undefined;
  const url = process.env.TEST_DATABASE_URL;
  if (dialect === 'postgres') {
    if (!url) throw new Error('TEST_DATABASE_URL is not set');
    schema = `t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`create schema ${schema}`);
    await client.end();
  }
  const db = createDb({ databaseUrl: dialect === 'postgres' ? url : undefined, dataDir, pgSchema: schema });
  await migrateToLatest(db.db, db.schema);
  return {
    ...db,
    dataDir,
    async destroy() {
      await db.close();
      if (schema && url) {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(`drop schema ${schema} cascade`);
        await client.end();
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A fresh database holding the demo shop (without generated images), for the storefront tests. */
export async function createDemoDb(dialect: TestDialect): Promise<TestDb> {
  // Loaded here, not at the top: most suites never need the demo catalogue.
  const { seedDemo } = await import('../src/modules/seed');
  const testDb = await createTestDb(dialect);
  await seedDemo(testDb.db, { dataDir: testDb.dataDir, images: false });
  return testDb;
}

/**
 * Every gateway configured, so suites can place orders with any method, but pointed at a closed
 * port on this machine: nothing leaves it (a MoMo or ZaloPay order is placed with a payment
 * error). The payments suites start simulators instead (modules/payments/testing.ts).
 */
const OFFLINE_GATEWAYS = loadPaymentsConfig({
  VNPAY_TMN_CODE: 'OFFLINE',
  VNPAY_HASH_SECRET: 'offline-secret',
  VNPAY_URL: 'http://127.0.0.1:9/paymentv2/vpcpay.html',
  VNPAY_API_URL: 'http://127.0.0.1:9/merchant_webapi/api/transaction',
  MOMO_PARTNER_CODE: 'OFFLINE',
  MOMO_ACCESS_KEY: 'offline',
  MOMO_SECRET_KEY: 'offline',
  MOMO_ENDPOINT: 'http://127.0.0.1:9',
  ZALOPAY_APP_ID: '1',
  ZALOPAY_KEY1: 'offline',
  ZALOPAY_KEY2: 'offline',
  ZALOPAY_ENDPOINT: 'http://127.0.0.1:9',
});

/** The configuration of a test app: silent, its files in the test database's folder. */
export function testConfig(testDb: TestDb) {
  // Tests stand in for several clients behind a proxy by sending X-Forwarded-For.
  return {
    ...loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', TRUST_PROXY: 'true' }),
    dataDir: testDb.dataDir,
    payments: OFFLINE_GATEWAYS,
  };
}

/**
 * An app on the test database, without the web pages; with `redis`, its cache, counters and limits live there;
 * `orderRateLimit` replaces the orders-per-client limit (suites placing many orders from one address raise it).
 */
export async function createTestApp(
  testDb: TestDb,
  opts: { redis?: Redis | null; orderRateLimit?: OrderRateLimit } = {},
): Promise<FastifyInstance> {
  const app = await buildApp({
    config: testConfig(testDb),
    db: testDb.db,
    dialect: testDb.dialect,
    redis: opts.redis,
    web: false,
    orderRateLimit: opts.orderRateLimit,
  });
  await app.ready();
  return app;
}

/** Whether the web app is built (`npm run build`; `npm test` builds first): page tests skip without it. */
export const webBuilt = fs.existsSync(path.join(loadConfig().webBuildDir, 'server', 'index.js'));

/**
 * The demo shop on SQLite serving its pages from the web build, ready; `renderQueue` replaces the
 * render queue's settings. `close()` (for afterAll) stops the app and drops the database.
 */
export async function createWebApp(
  opts: { renderQueue?: ReturnType<typeof testConfig>['renderQueue'] } = {},
): Promise<{ app: FastifyInstance; testDb: TestDb; close: () => Promise<void> }> {
  const testDb = await createDemoDb('sqlite');
  const config = { ...testConfig(testDb), ...(opts.renderQueue ? { renderQueue: opts.renderQueue } : {}) };
  const app = await buildApp({ config, db: testDb.db, dialect: testDb.dialect, web: true });
  await app.ready();
  return {
    app,
    testDb,
    close: async () => {
      await app.close();
      await testDb.destroy();
    },
  };
}
