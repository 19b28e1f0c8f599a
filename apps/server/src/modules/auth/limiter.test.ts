import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopKey } from '../../lib/redis';
import { type CounterStore, memoryCounters, redisCounters } from './counters';
import { ACCOUNT_MAX_FAILURES, IP_MAX_FAILURES, PAIR_MAX_FAILURES } from './limiter';
import { cookie, createUser, type Harness, harness, PASSWORD, randomIp } from './testing';

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

  /** Failures from as many addresses as the account's ceiling, at once (each waits its slow-down). */
  const hammer = async (email: string) => {
    const answers = await Promise.all(Array.from({ length: ACCOUNT_MAX_FAILURES }, () => attempt(email, 'wrong', randomIp())));
    expect(answers.every((a) => a.statusCode === 401)).toBe(true);
  };

  it('slows one address guessing one account, then refuses that address only', async () => {
    const user = await createUser(h.app);
    const stranger = randomIp();
    const timings: number[] = [];
    for (let i = 0; i < PAIR_MAX_FAILURES; i++) {
      const started = Date.now();
      const res = await attempt(user.email, 'wrong-password', stranger);
      timings.push(Date.now() - started);
      expect(res.statusCode).toBe(401);
    }
    expect(timings[4]!).toBeGreaterThanOrEqual(600);
    expect(timings[4]!).toBeGreaterThan(timings[0]!);
    const refused = await attempt(user.email, PASSWORD, stranger);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      errorCode: 'TOO_MANY_ATTEMPTS',
      message: 'Too many login attempts. Please try again in 15 minutes.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
    // With Redis the failures live there, shared by every instance.
    if (h.redis)
      expect(Number(await h.redis.get(`${shopKey('bf', h.app.redisNamespace)}login:pair:${user.id}:${stranger}`))).toBe(
        PAIR_MAX_FAILURES,
      );
    // The username counts against the same account.
    expect((await attempt(user.username, PASSWORD, stranger)).statusCode).toBe(429);
    // The stranger did not lock the owner out: from their own address they sign in.
    expect((await attempt(user.email, PASSWORD, randomIp())).statusCode).toBe(200);
  });

  it('keeps a known device or address in while many addresses hammer the account', { timeout: 60_000 }, async () => {
    const user = await createUser(h.app);
    const home = randomIp();
    const first = await attempt(user.email, PASSWORD, home);
    expect(first.statusCode).toBe(200);
    const refreshCookie = cookie(first, 'sen_rt')!.value;
    // A botnet's failures, each from its own address, past the account's ceiling.
    await hammer(user.email);
    expect((await attempt(user.email, 'wrong', randomIp())).statusCode).toBe(429);
    expect((await attempt(user.email, PASSWORD, randomIp())).statusCode).toBe(429);
    // The owner's address, and the owner's device (its refresh cookie) from a new address, still work.
    expect((await attempt(user.email, PASSWORD, home)).statusCode).toBe(200);
    await hammer(user.email);
    const travelling = await h.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login?lang=en',
      headers: { 'x-forwarded-for': randomIp() },
      cookies: { sen_rt: refreshCookie },
      payload: { email: user.email, password: PASSWORD },
    });
    expect(travelling.statusCode).toBe(200);
    // Another account's cookie proves nothing about this one.
    const other = await createUser(h.app);
    await hammer(other.email);
    const borrowed = await h.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login?lang=en',
      headers: { 'x-forwarded-for': randomIp() },
      cookies: { sen_rt: refreshCookie },
      payload: { email: other.email, password: PASSWORD },
    });
    expect(borrowed.statusCode).toBe(429);
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
    const ip = randomIp();
    for (let i = 0; i < PAIR_MAX_FAILURES - 1; i++) await attempt(user.email, 'wrong', ip);
    expect((await attempt(user.email, PASSWORD, ip)).statusCode).toBe(200);
    for (let i = 0; i < PAIR_MAX_FAILURES - 1; i++) await attempt(user.email, 'wrong', ip);
    expect((await attempt(user.email, PASSWORD, ip)).statusCode).toBe(200);
  });
});
