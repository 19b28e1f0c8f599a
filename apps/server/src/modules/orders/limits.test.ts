import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/helpers';
import { bearer, createUser, type Harness, login, randomIp } from '../auth/testing';
import { ORDER_RATE_LIMIT } from './limits';
import { addProduct, checkoutBody, commerceHarness, countRows, placeOrder } from './testing';

const redisUrl = process.env.TEST_REDIS_URL;

// SQLite with the in-process limiter; PostgreSQL with the Redis one when TEST_REDIS_URL is set
// (several instances share their counts there).
describe.each(dialects)('the orders-per-client limit on %s', (dialect) => {
  const store = dialect === 'postgres' && redisUrl ? 'redis' : 'memory';
  let h: Harness;
  let productId: string;
  beforeAll(async () => {
    h = await commerceHarness(dialect, { orderRateLimit: ORDER_RATE_LIMIT, redisUrl: store === 'redis' ? redisUrl : undefined });
    productId = (await addProduct(h.app, { quantity: 1000 })).id;
  });
  afterAll(async () => h.close());

  const order = (headers: Record<string, string>) => placeOrder(h.app, checkoutBody([{ productId }]), { headers });

  it(`refuses the ${ORDER_RATE_LIMIT.max + 1}th order from one address within the window, and only that address (${store})`, async () => {
    expect(ORDER_RATE_LIMIT).toEqual({ max: 10, windowMs: 600_000 });
    const ip = { 'x-forwarded-for': randomIp() };
    for (let i = 0; i < ORDER_RATE_LIMIT.max; i++) {
      const res = await order(ip);
      expect(res.statusCode, res.body).toBe(201);
    }
    const before = await countRows(h.app, 'orders');
    const refused = await order(ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      statusCode: 429,
      errorCode: 'ORDER_RATE_LIMITED',
      message: 'Bạn đã đặt quá nhiều đơn hàng trong thời gian ngắn. Vui lòng thử lại sau 10 phút.',
      metadata: null,
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    expect(await countRows(h.app, 'orders')).toBe(before);

    const english = await h.app.inject({
      method: 'POST',
      url: '/api/v1/orders?lang=en',
      headers: { ...ip, 'idempotency-key': `limit-en-${Date.now()}` },
      payload: checkoutBody([{ productId }]),
    });
    expect(english.statusCode).toBe(429);
    expect(english.json().message).toBe('You have placed too many orders in a short time. Please try again in 10 minutes.');

    // Another client is not affected.
    expect((await order({ 'x-forwarded-for': randomIp() })).statusCode).toBe(201);

    // Another shop on the same Redis keeps its own counts (decision 0411): the address orders there.
    if (store === 'redis') {
      const other = await commerceHarness(dialect, { orderRateLimit: ORDER_RATE_LIMIT, redisUrl });
      try {
        expect(other.app.redisNamespace).not.toBe(h.app.redisNamespace);
        const elsewhere = (await addProduct(other.app, { quantity: 5 })).id;
        const res = await placeOrder(other.app, checkoutBody([{ productId: elsewhere }]), { headers: ip });
        expect(res.statusCode, res.body).toBe(201);
      } finally {
        await other.close();
      }
    }
  });

  it(`counts a signed-in buyer per account, whatever their address (${store})`, async () => {
    const user = await createUser(h.app);
    const { token } = await login(h.app, user.email);
    const busyIp = randomIp();
    // An address that has used its orders does not stop an account ordering from it.
    for (let i = 0; i < ORDER_RATE_LIMIT.max; i++) expect((await order({ 'x-forwarded-for': busyIp })).statusCode).toBe(201);
    expect((await order({ 'x-forwarded-for': busyIp })).statusCode).toBe(429);
    expect((await order({ 'x-forwarded-for': busyIp, ...bearer(token) })).statusCode).toBe(201);
    // The account's own count follows it from address to address.
    for (let i = 1; i < ORDER_RATE_LIMIT.max; i++)
      expect((await order({ 'x-forwarded-for': randomIp(), ...bearer(token) })).statusCode).toBe(201);
    const refused = await order({ 'x-forwarded-for': randomIp(), ...bearer(token) });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ errorCode: 'ORDER_RATE_LIMITED', metadata: null });
    // Another account on the same address still orders.
    const other = await login(h.app, (await createUser(h.app)).email);
    expect((await order({ 'x-forwarded-for': busyIp, ...bearer(other.token) })).statusCode).toBe(201);
  });
});
