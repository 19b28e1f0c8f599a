import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/helpers';
import { bearer, createUser, type Harness, login } from '../auth/testing';
import { addProduct, checkoutBody, commerceHarness, placeOrder, stockOf } from './testing';

describe.each(dialects)('reading and moving orders on %s', (dialect) => {
  let h: Harness;
  let staff: string;
  let owner: { id: string; token: string };
  let stranger: string;
  beforeAll(async () => {
    h = await commerceHarness(dialect);
    staff = (await login(h.app, (await createUser(h.app, { role: 'staff' })).email)).token;
    const u = await createUser(h.app);
    owner = { id: u.id, token: (await login(h.app, u.email)).token };
    stranger = (await login(h.app, (await createUser(h.app)).email)).token;
  });
  afterAll(async () => h.close());

  const get = (url: string, token?: string) => h.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const move = (code: string, body: object, token = staff) =>
    h.app.inject({ method: 'PATCH', url: `/api/v1/admin/orders/${code}/status`, headers: bearer(token), payload: body });

  it('shows a guest order only with its e-mail, phone or mailed token', async () => {
    const p = await addProduct(h.app);
    const placed = (await placeOrder(h.app, checkoutBody([{ productId: p.id }]))).json().metadata;
    const url = `/api/v1/orders/${placed.code}`;
    expect((await get(url)).statusCode).toBe(404);
    expect((await get(`${url}?email=someone@example.vn`)).statusCode).toBe(404);
    expect((await get(`${url}?token=${'x'.repeat(32)}`)).statusCode).toBe(404);
    expect((await get(url, stranger)).statusCode).toBe(404);
    expect((await get(`${url}?email=AN@example.vn`)).json().metadata.code).toBe(placed.code);
    expect((await get(`${url}?phone=0912-345-678`)).statusCode).toBe(200);
    expect((await get(`${url}?token=${placed.viewToken}`)).statusCode).toBe(200);
    expect((await get(`/api/v1/orders/${placed.code.toLowerCase()}?token=${placed.viewToken}`)).statusCode).toBe(200);
    expect((await get(url, staff)).statusCode).toBe(200);
    const missing = await get('/api/v1/orders/SEN-000000-XXXXX?email=an@example.vn');
    expect(missing.json()).toMatchObject({ statusCode: 404, errorCode: 'ORDER_NOT_FOUND', message: 'Không tìm thấy đơn hàng' });
  });

  it("lists a signed-in buyer's orders and lets only them read theirs", async () => {
    const p = await addProduct(h.app);
    const placed = (await placeOrder(h.app, checkoutBody([{ productId: p.id }]), { headers: bearer(owner.token) })).json()
      .metadata;
    expect(placed.customer.userId).toBe(owner.id);
    expect((await get(`/api/v1/orders/${placed.code}`, owner.token)).statusCode).toBe(200);
    expect((await get(`/api/v1/orders/${placed.code}`, stranger)).statusCode).toBe(404);
    const mine = (await get('/api/v1/me/orders', owner.token)).json().metadata;
    expect(mine.pagination).toMatchObject({ totalCount: 1, page: 1, limit: 10 });
    expect(mine.items[0]).toMatchObject({
      code: placed.code,
      status: 'pending',
      total: placed.total,
      firstItem: { name: p.name },
    });
    expect((await get('/api/v1/me/orders', stranger)).json().metadata.items).toEqual([]);
    expect((await get('/api/v1/me/orders')).statusCode).toBe(401);
  });

  it('follows the allowed transitions only, and tracks the timeline', async () => {
    const p = await addProduct(h.app, { quantity: 4 });
    const { code } = (await placeOrder(h.app, checkoutBody([{ productId: p.id, quantity: 2 }]))).json().metadata;
    const skip = await move(code, { status: 'delivered' });
    expect(skip.statusCode).toBe(409);
    expect(skip.json()).toMatchObject({
      errorCode: 'ORDER_STATUS_TRANSITION',
      message: 'Không thể chuyển đơn hàng từ trạng thái "pending" sang "delivered"',
    });
    expect((await move(code, { status: 'processing', note: 'Đã gọi xác nhận' })).statusCode).toBe(200);
    const shipped = await move(code, { status: 'shipped', trackingNumber: 'GHN123', trackingUrl: 'https://ghn.vn/t/GHN123' });
    expect(shipped.json().metadata).toMatchObject({ status: 'shipped', shippingStatus: 'shipped', trackingNumber: 'GHN123' });
    // Shipped goods cannot be cancelled, so their stock stays sold.
    expect((await move(code, { status: 'cancelled' })).statusCode).toBe(409);
    await move(code, { status: 'delivered' });
    const done = (await move(code, { status: 'completed' })).json().metadata;
    expect(done).toMatchObject({ status: 'completed', paymentStatus: 'paid', shippingStatus: 'delivered' });
    expect(await stockOf(h.app, p.id)).toBe(2);

    const tracking = (await get(`/api/v1/orders/${code}/tracking?email=an@example.vn`)).json().metadata;
    expect(tracking.steps.map((s: { status: string; reached: boolean }) => [s.status, s.reached])).toEqual([
      ['pending', true],
      ['processing', true],
      ['shipped', true],
      ['delivered', true],
      ['completed', true],
    ]);
    expect(tracking.timeline.map((t: { status: string }) => t.status)).toEqual([
      'pending',
      'processing',
      'shipped',
      'delivered',
      'completed',
    ]);
    expect(tracking.timeline[1]).toMatchObject({ note: 'Đã gọi xác nhận', by: 'staff' });
    expect(tracking).toMatchObject({ trackingUrl: 'https://ghn.vn/t/GHN123', estimatedDelivery: { text: '2-4 ngày' } });
    expect((await get(`/api/v1/orders/${code}/tracking`)).statusCode).toBe(404);
  });

  it('returns stock and the coupon use when an unshipped order is cancelled, once', async () => {
    const p = await addProduct(h.app, { quantity: 5 });
    const { code } = (await placeOrder(h.app, checkoutBody([{ productId: p.id, quantity: 3 }], { promoCode: 'SALE10' }))).json()
      .metadata;
    const used = async () =>
      (await h.app.db.selectFrom('coupons').select('used_count').where('code', '=', 'SALE10').executeTakeFirstOrThrow())
        .used_count;
    const usedBefore = await used();
    expect(await stockOf(h.app, p.id)).toBe(2);
    const cancelled = await move(code, { status: 'cancelled', note: 'Khách đổi ý' });
    expect(cancelled.json().metadata).toMatchObject({ status: 'cancelled' });
    expect(await stockOf(h.app, p.id)).toBe(5);
    expect(await used()).toBe(usedBefore - 1);
    expect((await move(code, { status: 'refunded' })).statusCode).toBe(409);
    expect(await stockOf(h.app, p.id)).toBe(5);
  });

  it('needs orders.write to move and orders.read to list', async () => {
    const customer = (await login(h.app, (await createUser(h.app)).email)).token;
    const support = (await login(h.app, (await createUser(h.app, { role: 'support' })).email)).token;
    const p = await addProduct(h.app);
    const { code } = (await placeOrder(h.app, checkoutBody([{ productId: p.id }]))).json().metadata;
    expect((await move(code, { status: 'processing' }, customer)).statusCode).toBe(403);
    expect((await move(code, { status: 'processing' }, support)).statusCode).toBe(403);
    const list = await get(`/api/v1/admin/orders?q=${code}`, support);
    expect(list.json().metadata.items.map((o: { code: string }) => o.code)).toEqual([code]);
    const pending = (await get('/api/v1/admin/orders?status=pending&limit=50', staff)).json().metadata;
    expect(pending.items.every((o: { status: string }) => o.status === 'pending')).toBe(true);
    expect((await get('/api/v1/admin/orders?status=nope', staff)).statusCode).toBe(400);
  });
});
