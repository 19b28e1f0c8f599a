import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDemoDb, createTestApp, dialects, type TestDb } from '../../../test/helpers';

// The first snapshot is held back until the test lets it go: a slow build at start (seconds at
// 100k products on PostgreSQL) must not hold up the listing.
const gate = vi.hoisted(() => {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open, builds: 0 };
});
vi.mock('./snapshot', async (original) => {
  const mod = await original<typeof import('./snapshot')>();
  return {
    ...mod,
    buildSnapshot: async (...args: Parameters<typeof mod.buildSnapshot>) => {
      gate.builds++;
      await gate.opened;
      return mod.buildSnapshot(...args);
    },
  };
});

const QUERIES = [
  'search/suggestions?q=samsung',
  'search/suggestions?q=dien%20thoai&limit=3',
  'search?q=samsung',
  'search?q=dien%20thoai&page=2&limit=2',
  'products',
  'products?sort=price-asc&limit=12',
  'products?sort=popularity&page=2&limit=5',
  'products?sort=rating&in_stock=true&limit=8',
  'products?q=dien%20thoai&sort=price-desc',
  'products?min_price=500000&max_price=4999999&rating=3&limit=10',
  'products?on_sale=true&limit=6',
  'products?category=nope',
];

describe.each(dialects)('the listing right after start (%s)', (dialect) => {
  let testDb: TestDb;
  let app: FastifyInstance;
  const fromDatabase = new Map<string, unknown>();

  beforeAll(async () => {
    testDb = await createDemoDb(dialect);
    app = await createTestApp(testDb);
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.destroy();
  });

  it('answers the listing, search and suggestions from the database without waiting for the snapshot, the same answer as the snapshot gives', async () => {
    for (const q of QUERIES) {
      const res = await app.inject({ url: `/api/v1/${q}` });
      expect(res.statusCode, `${q} ${res.body.slice(0, 300)}`).toBe(200);
      fromDatabase.set(q, res.json());
    }
    // The build was started (at start-up) and is still held: every answer above came without it.
    expect(gate.builds).toBeGreaterThan(0);
    const first = fromDatabase.get('products') as { metadata: { items: unknown[]; pagination: { totalCount: number } } };
    expect(first.metadata.items.length).toBeGreaterThan(0);
    expect(first.metadata.pagination.totalCount).toBeGreaterThan(4);

    gate.open();
    // Once the snapshot is in use, the same queries give the same answers.
    await vi.waitFor(async () => {
      const snap = (await app.inject({ url: '/api/v1/products?sort=price-asc&limit=12&from=snapshot' })).json();
      expect(snap).toEqual(fromDatabase.get('products?sort=price-asc&limit=12'));
    });
    const suggested = fromDatabase.get('search/suggestions?q=samsung') as { metadata: { products: unknown[] } };
    expect(suggested.metadata.products.length).toBeGreaterThan(0);
    // Search and suggestions keep their answers for a while: drop them to compute them again.
    await app.cache.invalidate('products:suggest:');
    await app.cache.invalidate('products:search:');
    for (const q of QUERIES) {
      const res = await app.inject({ url: `/api/v1/${q}` });
      expect(res.json(), q).toEqual(fromDatabase.get(q));
    }
  });
});
