import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/helpers';
import { bearer, createUser, type Harness, login } from '../auth/testing';
import { type CourseAccessEvent, onCoursePaid, onCourseRevoked } from './course-grants';
import { addCourse, addProduct, commerceHarness, placeOrder } from './testing';

const buyer = { fullName: 'Trần Thị Bình', email: 'binh@example.vn', phone: '0987654321' };

describe.each(dialects)('paid courses in orders on %s', (dialect) => {
  let h: Harness;
  let token: string;
  let staff: string;
  let userId: string;
  const paid: CourseAccessEvent[] = [];
  const revoked: CourseAccessEvent[] = [];
  beforeAll(async () => {
    h = await commerceHarness(dialect);
    const user = await createUser(h.app);
    userId = user.id;
    token = (await login(h.app, user.email)).token;
    staff = (await login(h.app, (await createUser(h.app, { role: 'manager' })).email)).token;
    onCoursePaid(h.app.db, (e) => void paid.push(e));
    onCourseRevoked(h.app.db, (e) => void revoked.push(e));
  });
  afterAll(async () => h.close());

  const grants = (courseId: string) =>
    h.app.db.selectFrom('course_grants').selectAll().where('course_id', '=', courseId).where('user_id', '=', userId).execute();
  const move = (code: string, status: string) =>
    h.app.inject({ method: 'PATCH', url: `/api/v1/admin/orders/${code}/status`, headers: bearer(staff), payload: { status } });

  it('needs an account to buy a course', async () => {
    const c = await addCourse(h.app);
    const res = await placeOrder(h.app, {
      information: buyer,
      payment: { method: 'BANK_TRANSFER' },
      items: [{ courseId: c.code }],
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ errorCode: 'ORDER_COURSE_LOGIN_REQUIRED', message: 'Vui lòng đăng nhập để mua khóa học' });
  });

  it('sells a course without address or shipping and grants it once paid, revoking it on refund', async () => {
    const c = await addCourse(h.app, { price: 1_999_000, discountPrice: 599_000 });
    const res = await placeOrder(
      h.app,
      { information: buyer, payment: { method: 'bank_transfer' }, items: [{ courseId: c.code.toLowerCase() }] },
      { headers: bearer(token) },
    );
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().metadata;
    expect(order).toMatchObject({
      requiresShipping: false,
      shippingStatus: 'notRequired',
      shippingAddress: null,
      shippingMethod: null,
      subtotal: 599_000,
      tax: 59_900,
      shippingCost: 0,
      total: 658_900,
      paymentStatus: 'pending',
    });
    expect(order.items[0]).toMatchObject({
      kind: 'course',
      courseId: c.id,
      product: null,
      price: 599_000,
      comparePrice: 1_999_000,
      sku: c.code,
    });
    expect(await grants(c.id)).toEqual([]);

    const received = await move(order.code, 'paymentReceived');
    expect(received.json().metadata).toMatchObject({ status: 'paymentReceived', paymentStatus: 'paid' });
    expect(await grants(c.id)).toMatchObject([{ order_id: order.id, email: 'binh@example.vn', revoked_at: null }]);
    expect(paid.at(-1)).toEqual({
      orderId: order.id,
      orderCode: order.code,
      userId,
      email: 'binh@example.vn',
      courseIds: [c.id],
    });

    const again = await placeOrder(
      h.app,
      { information: buyer, payment: { method: 'BANK_TRANSFER' }, items: [{ courseId: c.id }] },
      { headers: bearer(token) },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('ORDER_COURSE_OWNED');
    const cart = await h.app.inject({
      method: 'POST',
      url: '/api/v1/cart/items',
      headers: bearer(token),
      payload: { courseId: c.code },
    });
    expect(cart.statusCode).toBe(409);

    await move(order.code, 'completed');
    await move(order.code, 'refunded');
    expect((await grants(c.id))[0]?.revoked_at).not.toBeNull();
    expect(revoked.at(-1)?.courseIds).toEqual([c.id]);
  });

  it('completes a free course order at once', async () => {
    const c = await addCourse(h.app, { price: 0, discountPrice: null });
    const res = await placeOrder(
      h.app,
      { information: buyer, payment: { method: 'MOMO' }, items: [{ courseId: c.id }] },
      { headers: bearer(token) },
    );
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().metadata;
    expect(order).toMatchObject({ total: 0, status: 'completed', paymentStatus: 'paid' });
    expect(order.history.map((e: { status: string }) => e.status)).toEqual(['pending', 'paymentReceived', 'completed']);
    expect(await grants(c.id)).toHaveLength(1);
    expect(paid.at(-1)?.courseIds).toEqual([c.id]);
  });

  it('ships the goods of a mixed order and still needs an address for them', async () => {
    const c = await addCourse(h.app);
    const p = await addProduct(h.app, { price: 100_000 });
    const noAddress = await placeOrder(
      h.app,
      { information: buyer, payment: { method: 'COD' }, items: [{ courseId: c.id }, { productId: p.id }] },
      { headers: bearer(token) },
    );
    expect(noAddress.statusCode).toBe(400);
    const fields = noAddress.json().metadata.errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(['information.address', 'information.city', 'information.ward', 'shipping.method']);
    const res = await placeOrder(
      h.app,
      {
        information: { ...buyer, address: '1 Tràng Tiền', city: '01', ward: '00004' },
        shipping: { method: 'STANDARD' },
        payment: { method: 'COD' },
        items: [{ courseId: c.id }, { productId: p.id }],
      },
      { headers: bearer(token) },
    );
    expect(res.statusCode, res.body).toBe(201);
    // Goods 699,000 + tax 69,900 = 768,900 ≥ Hà Nội's 300,000 threshold: free; COD 10,000.
    expect(res.json().metadata).toMatchObject({
      requiresShipping: true,
      subtotal: 699_000,
      shippingCost: 0,
      handlingFee: 10_000,
      total: 778_900,
    });
  });
});
