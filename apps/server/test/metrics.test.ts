import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { bearer, createUser, login, seedPlaces } from '../src/modules/auth/testing';
import { addProduct, checkoutBody, placeOrder, SUITE_ORDER_LIMIT } from '../src/modules/orders/testing';
import { seedCommerce } from '../src/modules/seed/commerce';
import { createTestDb, dialects, type TestDb, testConfig } from './helpers';

const TOKEN = 'metrics-test-token-0123456789';

/** The value of one sample line of a Prometheus text exposition (0 when absent). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`))) return Number(line.split(' ').at(-1));
  }
  return 0;
}

describe.each(dialects)('operations on %s: /metrics and request logs', (dialect) => {
  let testDb: TestDb;
  let app: FastifyInstance;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    testDb = await createTestDb(dialect);
    const logStream = new Writable({
      write(chunk, _enc, done) {
        for (const l of String(chunk).split('\n')) if (l.trim()) lines.push(JSON.parse(l));
        done();
      },
    });
    app = await buildApp({
      config: { ...testConfig(testDb), metricsToken: TOKEN, logLevel: 'info' },
      db: testDb.db,
      dialect: testDb.dialect,
      web: false,
      logStream,
      orderRateLimit: SUITE_ORDER_LIMIT,
    });
    await app.ready();
    await seedPlaces(app);
    await seedCommerce(app.db, new Date().toISOString());
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.destroy();
  });

  const scrape = () => app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });

  it('refuses /metrics without the token or with another one', async () => {
    const none = await app.inject({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toContain('Bearer');
    expect(none.body).not.toContain('sen_');
    const wrong = await app.inject({ method: 'GET', url: '/metrics', headers: bearer(`${TOKEN}x`) });
    expect(wrong.statusCode).toBe(401);
    const ok = await scrape();
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toContain('text/plain');
    expect(ok.body).toContain('process_resident_memory_bytes');
    expect(ok.body).toContain(`sen_db_info{dialect="${dialect}"} 1`);
    if (dialect === 'postgres') expect(ok.body).toMatch(/^sen_db_pool_connections \d+$/m);
  });

  it('counts requests per route pattern with their latency, cache hits and misses, orders placed', async () => {
    const before = (await scrape()).body;
    const route = { method: 'GET', route: '/api/v1/search/popular', status_code: '200' };
    for (let i = 0; i < 3; i++)
      expect((await app.inject({ method: 'GET', url: '/api/v1/search/popular?limit=3' })).statusCode).toBe(200);
    await app.inject({ method: 'GET', url: '/api/v1/no-such-route' });
    const middle = (await scrape()).body;
    const product = await addProduct(app, { price: 500_000, quantity: 5 });
    const order = await placeOrder(app, checkoutBody([{ productId: product.id, quantity: 1 }]));
    expect(order.statusCode, order.body).toBe(201);
    app.metrics.paymentNotification('VNPAY', 'paid');

    const after = (await scrape()).body;
    const count = (text: string) => sample(text, 'sen_http_request_duration_seconds_count', route);
    expect(count(after) - count(before)).toBe(3);
    expect(sample(after, 'sen_http_request_duration_seconds_bucket', { ...route, le: '+Inf' })).toBe(count(after));
    expect(
      sample(after, 'sen_http_request_duration_seconds_count', { route: 'unmatched', status_code: '404' }),
    ).toBeGreaterThanOrEqual(1);
    // The raw URL never becomes a label.
    expect(after).not.toContain('limit=3');
    const hits = (t: string, result: string) => sample(t, 'sen_cache_lookups_total', { area: 'products', result });
    // The first answer misses `products:popular:3` and, inside it, `products:taxonomy`; the other two hit.
    expect(hits(middle, 'miss') - hits(before, 'miss')).toBe(2);
    expect(hits(middle, 'hit') - hits(before, 'hit')).toBe(2);
    expect(sample(after, 'sen_orders_placed_total') - sample(before, 'sen_orders_placed_total')).toBe(1);
    expect(sample(after, 'sen_payment_notifications_total', { provider: 'VNPAY', outcome: 'paid' })).toBe(1);
  });

  it('logs each request with its id, and the user id when signed in', async () => {
    const user = await createUser(app);
    const { token } = await login(app, user.email);
    const me = await app.inject({
      method: 'GET',
      url: '/api/v1/me',
      headers: { ...bearer(token), 'x-request-id': 'req-signed-in' },
    });
    expect(me.statusCode).toBe(200);
    await app.inject({ method: 'GET', url: '/api/v1/health', headers: { 'x-request-id': 'req-anonymous' } });
    const done = (id: string) => lines.find((l) => l.reqId === id && l.msg === 'request completed');
    expect(done('req-signed-in')).toMatchObject({ userId: user.id, res: { statusCode: 200 } });
    expect(done('req-anonymous')).toBeDefined();
    expect(done('req-anonymous')).not.toHaveProperty('userId');
  });
});

describe('without METRICS_TOKEN', () => {
  it('does not serve /metrics at all', async () => {
    const testDb = await createTestDb('sqlite');
    const app = await buildApp({
      config: { ...testConfig(testDb), metricsToken: undefined },
      db: testDb.db,
      dialect: testDb.dialect,
      web: false,
    });
    try {
      expect((await app.inject({ method: 'GET', url: '/metrics', headers: bearer('anything') })).statusCode).toBe(404);
      expect(app.metrics.enabled).toBe(false);
    } finally {
      await app.close();
      await testDb.destroy();
    }
  });
});
