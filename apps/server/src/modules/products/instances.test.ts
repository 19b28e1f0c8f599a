import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDb, dialects, type TestDb } from '../../../test/helpers';
import { bearer, createUser, login } from '../auth/testing';
import { snapshotWork } from './snapshot';

const redisUrl = process.env.TEST_REDIS_URL;

/** Two instances on one database and one Redis: an edit on one shows on the other within a second. */
describe.skipIf(!redisUrl).each(dialects)('a product edit across instances on %s', (dialect) => {
  let testDb: TestDb;
  let a: FastifyInstance;
  let b: FastifyInstance;
  const clients: Redis[] = [];
  beforeAll(async () => {
    testDb = await createTestDb(dialect);
    for (let i = 0; i < 2; i++) clients.push(new Redis(redisUrl!, { maxRetriesPerRequest: 2 }));
    a = await createTestApp(testDb, { redis: clients[0] });
    b = await createTestApp(testDb, { redis: clients[1] });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    for (const c of clients) await c.quit();
    await testDb.destroy();
  });

  it('shows the new price on the second instance at once', async () => {
    const token = (await login(a, (await createUser(a, { role: 'editor' })).email)).token;
    const created = await a.inject({
      method: 'POST',
      url: '/api/v1/products',
      headers: bearer(token),
      payload: { name: 'Loa Sen', price: 500_000, quantity: 3, status: 'published' },
    });
    const p = created.json().metadata;
    // The second instance reads (and caches) the product and the listing.
    expect((await b.inject({ method: 'GET', url: `/api/v1/products/${p.slug}` })).json().metadata.price).toBe(500_000);
    expect((await b.inject({ method: 'GET', url: '/api/v1/products?q=loa sen' })).json().metadata.items[0].price).toBe(500_000);
    const cheap = '/api/v1/products?q=loa sen&max_price=460000';
    expect((await b.inject({ method: 'GET', url: cheap })).json().metadata.items).toEqual([]);
    const builds = snapshotWork.builds;
    await a.inject({ method: 'PATCH', url: `/api/v1/products/${p._id}`, headers: bearer(token), payload: { price: 450_000 } });
    const started = Date.now();
    expect((await b.inject({ method: 'GET', url: `/api/v1/products/${p.slug}` })).json().metadata.price).toBe(450_000);
    expect((await b.inject({ method: 'GET', url: '/api/v1/products?q=loa sen' })).json().metadata.items[0].price).toBe(450_000);
    // The price filter runs on the second instance's own snapshot: it learnt of the edit through
    // Redis and patched that one product in, without rebuilding (the shared token is unchanged).
    let found: unknown[] = [];
    while (Date.now() - started < 1000) {
      found = (await b.inject({ method: 'GET', url: cheap })).json().metadata.items;
      if (found.length) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(found).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(snapshotWork.builds).toBe(builds);
  });
});
