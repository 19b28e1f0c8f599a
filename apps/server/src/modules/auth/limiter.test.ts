import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CounterStore, memoryCounters, redisCounters } from './counters';
import { ACCOUNT_MAX_FAILURES, IP_MAX_FAILURES } from './limiter';
import { createUser, type Harness, harness, PASSWORD, randomIp } from './testing';

const redisUrl = process.env.TEST_REDIS_URL;
const stores: Array<'memory' | 'redis'> = redisUrl ? ['memory', 'redis'] : ['memory'];

describe.each(stores)('%s counter store', (kind) => {
  let store: CounterStore;
  let redis: Redis | null = null;
  beforeAll(() => {
    if (kind === 'redis') redis = new Redis(redisUrl!);
    store = redis ? redisCounters(redis, `sen:test:${randomUUID()}:`) : memoryCounters();
  });
  afterAll(async () => {
    await redis?.quit();
  });

  it('counts within a window, reports the time left, and resets', async () => {
    expect(await store.get('k')).toEqual({ count: 0, ttlMs: 0 });
    expect((await store.hit('k', 60_000)).count).toBe(1);
    const second = await store.hit('k', 60_000);
    expect(second.count).toBe(2);
    expect(second.ttlMs).toBeGreaterThan(50_000);
    expect(second.ttlMs).toBeLessThanOrEqual(60_000);
    expect((await store.get('k')).count).toBe(2);
    await store.reset('k');
    expect((await store.get('k')).count).toBe(0);
  });

  it('starts over when the window ends', async () => {
    await store.hit('short', 50);
    await store.hit('short', 50);
    await new Promise((r) => setTimeout(r, 80));
    expect((await store.get('short')).count).toBe(0);
    expect((await store.hit('short', 50)).count).toBe(1);
  });
});

describe.each(stores)('brute-force limit on sign-in (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness('sqlite', kind === 'redis' ? { redisUrl } : {});
  });
  afterAll(async () => h.close());

  const attempt = (email: string, password: string, ip: string) =>
    h.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login?lang=en',
      headers: { 'x-forwarded-for': ip },
      payload: { email, password },
    });

  it('slows repeated failures on one account, then refuses even the right password for a while', async () => {
    const user = await createUser(h.app);
    const timings: number[] = [];
    for (let i = 0; i < ACCOUNT_MAX_FAILURES; i++) {
      const started = Date.now();
      // A different address each time: the account counter alone must stop it.
      const res = await attempt(user.email, 'wrong-password', randomIp());
      timings.push(Date.now() - started);
      expect(res.statusCode).toBe(401);
    }
    expect(timings[4]!).toBeGreaterThanOrEqual(600);
    expect(timings[4]!).toBeGreaterThan(timings[0]!);
    const refused = await attempt(user.email, PASSWORD, randomIp());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      errorCode: 'TOO_MANY_ATTEMPTS',
      message: 'Too many login attempts. Please try again in 15 minutes.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
    // With Redis the failures live there, shared by every instance.
    if (h.redis) expect(Number(await h.redis.get(`sen:bf:login:acct:${user.id}`))).toBe(ACCOUNT_MAX_FAILURES);
    // The username counts against the same account.
    expect((await attempt(user.username, PASSWORD, randomIp())).statusCode).toBe(429);
    // Another account is not affected.
    const other = await createUser(h.app);
    expect((await attempt(other.email, PASSWORD, randomIp())).statusCode).toBe(200);
  });

  it('refuses one address that fails across many accounts', async () => {
    const ip = randomIp();
    for (let i = 0; i < IP_MAX_FAILURES; i++) {
      expect((await attempt(`nobody-${i}-${randomUUID()}@example.vn`, 'wrong', ip)).statusCode).toBe(401);
    }
    const user = await createUser(h.app);
    expect((await attempt(user.email, PASSWORD, ip)).statusCode).toBe(429);
    expect((await attempt(user.email, PASSWORD, randomIp())).statusCode).toBe(200);
  });

  it('forgives an account its failures after a successful sign-in', async () => {
    const user = await createUser(h.app);
    for (let i = 0; i < ACCOUNT_MAX_FAILURES - 1; i++) await attempt(user.email, 'wrong', randomIp());
    expect((await attempt(user.email, PASSWORD, randomIp())).statusCode).toBe(200);
    for (let i = 0; i < ACCOUNT_MAX_FAILURES - 1; i++) await attempt(user.email, 'wrong', randomIp());
    expect((await attempt(user.email, PASSWORD, randomIp())).statusCode).toBe(200);
  });
});
