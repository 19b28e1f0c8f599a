import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/helpers';
import { bearer, createUser, type Harness, login } from '../auth/testing';
import { addCourse, addProduct, checkoutBody, commerceHarness, mailIdle, placeOrder } from '../orders/testing';

/** Issue 10 item 12: what a customer does with orders and courses shows up in /notifications. */
describe.each(dialects)('account notifications from orders and courses on %s', (dialect) => {
  let h: Harness;
  let staff: string;
  beforeAll(async () => {
    h = await commerceHarness(dialect);
    staff = (await login(h.app, (await createUser(h.app, { role: 'admin' })).email)).token;
  });
  afterAll(async () => h.close());

  async function customer(language = 'vi') {
    const user = await createUser(h.app);
    await h.app.db
      .updateTable('users')
      .set({ preferences: JSON.stringify({ language }) })
      .where('id', '=', user.id)
      .execute();
    return { user, headers: bearer((await login(h.app, user.email)).token) };
  }
  const list = async (headers: Record<string, string>) => {
    const res = await h.app.inject({ method: 'GET', url: '/api/v1/me/notifications', headers });
    expect(res.statusCode).toBe(200);
    return res.json().metadata as {
      items: Array<{ title: string; message: string; link: string; type: string }>;
      unreadCount: number;
    };
  };
  const move = (code: string, status: string) =>
    h.app.inject({ method: 'PATCH', url: `/api/v1/admin/orders/${code}/status`, headers: bearer(staff), payload: { status } });

  it('placing, paying, shipping and cancelling an order each leave one, in the customer’s language', async () => {
    const { headers } = await customer('vi');
    const p = await addProduct(h.app, { quantity: 10 });
    const placed = await placeOrder(h.app, checkoutBody([{ productId: p.id, quantity: 1 }]), { headers });
    expect(placed.statusCode, placed.body).toBe(201);
    const { code } = placed.json().metadata;
    let box = await list(headers);
    expect(box.items).toHaveLength(1);
    expect(box.items[0]).toMatchObject({ title: `Đã nhận đơn hàng ${code}`, link: `/orders/${code}`, type: 'success' });

    for (const status of ['processing', 'paymentReceived', 'processing', 'shipped']) {
      const res = await move(code, status);
      expect(res.statusCode, res.body).toBe(200);
    }
    box = await list(headers);
    // Confirmed once: processing again after the payment says nothing new.
    expect(box.items.map((n) => n.title)).toEqual([
      `Đơn hàng ${code} đang được giao`,
      `Đã thanh toán đơn hàng ${code}`,
      `Đơn hàng ${code} đã được xác nhận`,
      `Đã nhận đơn hàng ${code}`,
    ]);
    expect(box.items[0]?.link).toBe(`/orders/${code}/track`);
    expect(box.unreadCount).toBe(4);

    // A customer who chose German reads German; the buyer cancelling also leaves one.
    const de = await customer('de');
    const second = await placeOrder(h.app, checkoutBody([{ productId: p.id, quantity: 1 }]), { headers: de.headers });
    const other = second.json().metadata.code as string;
    const cancel = await h.app.inject({ method: 'POST', url: `/api/v1/orders/${other}/cancel`, headers: de.headers });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await list(de.headers)).items.map((n) => n.title)).toEqual([
      `Bestellung ${other} storniert`,
      `Bestellung ${other} eingegangen`,
    ]);
    await mailIdle(h.app);
  });

  it('a guest order leaves none, and nobody else’s box fills', async () => {
    const { headers } = await customer();
    const p = await addProduct(h.app, { quantity: 5 });
    const res = await placeOrder(h.app, checkoutBody([{ productId: p.id, quantity: 1 }]));
    expect(res.statusCode, res.body).toBe(201);
    expect((await list(headers)).items).toHaveLength(0);
    const rows = await h.app.db.selectFrom('notifications').select('user_id').execute();
    expect(rows.every((r) => r.user_id !== null)).toBe(true);
    await mailIdle(h.app);
  });

  it('enrolling in a free course leaves one that opens the course', async () => {
    const { headers } = await customer('en');
    const course = await addCourse(h.app, { price: 0, discountPrice: null });
    const res = await h.app.inject({ method: 'POST', url: `/api/v1/courses/${course.code}/enroll`, headers });
    expect(res.statusCode, res.body).toBe(201);
    const [n] = (await list(headers)).items;
    expect(n).toMatchObject({ title: 'Enrolled in a course', link: `/course/${course.code}/learn` });
    expect(n?.message).toContain(`Khóa học ${course.code}`);
    // Enrolling again changes nothing and says nothing.
    await h.app.inject({ method: 'POST', url: `/api/v1/courses/${course.code}/enroll`, headers });
    expect((await list(headers)).items).toHaveLength(1);
  });

  it('a staff reply to a review shows under it and tells its author once', async () => {
    const { user, headers } = await customer('vi');
    const p = await addProduct(h.app, { quantity: 5 });
    const id = randomUUID();
    const now = new Date().toISOString();
    await h.app.db
      .insertInto('reviews')
      .values({
        id,
        product_id: p.id,
        user_id: user.id,
        rating: 4,
        title: null,
        body: 'Sản phẩm dùng tốt, giao nhanh.',
        status: 'published',
        verified_purchase: 0,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const reply = (payload: object, as = bearer(staff), reviewId = id) =>
      h.app.inject({ method: 'PUT', url: `/api/v1/reviews/${reviewId}/reply?lang=en`, headers: as, payload });

    expect((await reply({ body: 'Cảm ơn bạn!' }, headers)).statusCode).toBe(403);
    const html = await reply({ body: '<b>Cảm ơn</b>' });
    expect(html.statusCode).toBe(400);
    expect(html.json().metadata.errors).toEqual([{ field: 'body', message: 'Please write plain text, without HTML tags' }]);
    expect((await reply({ body: 'Cảm ơn bạn!' }, bearer(staff), randomUUID())).statusCode).toBe(404);
    expect((await list(headers)).items).toHaveLength(0);

    const res = await reply({ body: '  Cảm ơn bạn đã tin tưởng Sen!  ' });
    expect(res.statusCode, res.body).toBe(200);
    const listing = await h.app.inject({ method: 'GET', url: `/api/v1/products/${p.slug}/reviews` });
    expect(listing.json().metadata.items[0].reply).toMatchObject({ body: 'Cảm ơn bạn đã tin tưởng Sen!' });
    const [n] = (await list(headers)).items;
    expect(n).toMatchObject({ title: 'Sen đã trả lời đánh giá của bạn', link: `/products/${p.slug}#reviews` });
    // Saving the same reply again is no news.
    await reply({ body: 'Cảm ơn bạn đã tin tưởng Sen!' });
    expect((await list(headers)).items).toHaveLength(1);
  });
});
