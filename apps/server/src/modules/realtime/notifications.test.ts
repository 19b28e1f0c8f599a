import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/helpers';
import { bearer, createUser, type Harness, login, randomIp } from '../auth/testing';
import { announceOrderUpdate } from '../orders/events';
import { findOrderByCode, loadOrder } from '../orders/queries';
import { addProduct, checkoutBody, commerceHarness, mailIdle, ordersApp, placeOrder } from '../orders/testing';

type Box = { items: Array<{ id: string; title: string; message: string; link: string; read: boolean }>; unreadCount: number };

/** Issue 13: staff hear of new orders, payments, reviews, contact messages, low stock; customers of returns. */
describe.each(dialects)('notifications that reach people on %s', (dialect) => {
  let h: Harness;
  const staff: Record<string, Record<string, string>> = {};
  beforeAll(async () => {
    h = await commerceHarness(dialect);
    for (const role of ['admin', 'manager', 'editor', 'staff', 'support'] as const) {
      const u = await createUser(h.app, { role });
      await h.app.db
        .updateTable('users')
        .set({ preferences: JSON.stringify({ language: role === 'staff' ? 'en' : 'vi' }) })
        .where('id', '=', u.id)
        .execute();
      staff[role] = bearer((await login(h.app, u.email)).token);
    }
  });
  afterAll(async () => h.close());

  const box = async (headers: Record<string, string>): Promise<Box> => {
    const res = await h.app.inject({ method: 'GET', url: '/api/v1/me/notifications?limit=50', headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().metadata;
  };
  const titles = async (headers: Record<string, string>) => (await box(headers)).items.map((n) => n.title);
  const clear = async () => {
    for (const headers of Object.values(staff)) {
      for (const n of (await box(headers)).items)
        await h.app.inject({ method: 'DELETE', url: `/api/v1/me/notifications/${n.id}`, headers });
    }
  };

  it('a new order and its payment reach the staff who handle orders, in their language; not the editor', async () => {
    await clear();
    const p = await addProduct(h.app, { quantity: 10 });
    const placed = await placeOrder(h.app, checkoutBody([{ productId: p.id, quantity: 1 }]));
    expect(placed.statusCode, placed.body).toBe(201);
    const { code, total } = placed.json().metadata;
    expect(await titles(staff.admin!)).toEqual([`Đơn hàng mới ${code}`]);
    expect(await titles(staff.staff!)).toEqual([`New order ${code}`]);
    expect(await titles(staff.editor!)).toEqual([]);
    expect(await titles(staff.support!)).toEqual([]);
    const paid = await h.app.inject({
      method: 'POST',
      url: `/api/v1/admin/orders/${code}/mark-paid`,
      headers: staff.manager!,
      payload: { amount: total, reference: 'FT123', note: '' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const m = await box(staff.manager!);
    expect(m.items[0]).toMatchObject({ title: `Đã nhận thanh toán ${code}`, link: `/admin/orders/${code}`, read: false });
    expect(m.unreadCount).toBe(2);
    await mailIdle(h.app);
  });

  it('a new review reaches moderators (support too), a contact message those who read customers', async () => {
    await clear();
    const p = await addProduct(h.app, { name: 'Bình gốm Bát Tràng' });
    const author = await createUser(h.app);
    const review = await h.app.inject({
      method: 'POST',
      url: `/api/v1/products/${p.slug}/reviews`,
      headers: bearer((await login(h.app, author.email)).token),
      payload: { rating: 4, title: 'Đẹp', body: 'Bình rất đẹp, giao hàng nhanh.' },
    });
    expect(review.statusCode, review.body).toBe(201);
    expect(await titles(staff.support!)).toEqual(['Đánh giá mới: Bình gốm Bát Tràng']);
    expect(await titles(staff.editor!)).toEqual([]);
    expect(await titles(staff.staff!)).toEqual([]);

    const contact = await h.app.inject({
      method: 'POST',
      url: '/api/v1/contact-messages',
      headers: { 'x-forwarded-for': randomIp() },
      payload: {
        name: 'Trần Bình',
        email: 'binh@example.vn',
        phone: '',
        subject: 'Hỏi về bảo hành',
        message: 'Sản phẩm bảo hành bao lâu ạ?',
      },
    });
    expect(contact.statusCode, contact.body).toBe(201);
    const support = await box(staff.support!);
    expect(support.items[0]).toMatchObject({ title: 'Tin nhắn liên hệ mới từ Trần Bình', message: 'Chủ đề: Hỏi về bảo hành' });
    expect(await titles(staff.staff!)).toEqual(['New contact message from Trần Bình']);
    expect(await titles(staff.editor!)).toEqual([]);
  });

  it('low stock is told once, by the order that crossed the line, to those who edit products', async () => {
    await clear();
    const p = await addProduct(h.app, { quantity: 302, name: 'Ấm trà Sen' });
    const order = (n: number) => placeOrder(h.app, checkoutBody([{ productId: p.id, quantity: n }]));
    expect((await order(2)).statusCode).toBe(201); // 300 left: not below
    expect(await titles(staff.editor!)).toEqual([]);
    expect((await order(1)).statusCode).toBe(201); // 299: crossed
    expect((await order(1)).statusCode).toBe(201); // 298: already below, nothing new
    const editor = await box(staff.editor!);
    expect(editor.items.map((n) => [n.title, n.message, n.link])).toEqual([
      ['Sắp hết hàng: Ấm trà Sen', 'Chỉ còn 299 sản phẩm trong kho.', `/admin/products/${p.id}`],
    ]);
    expect((await box(staff.support!)).items.filter((n) => n.title.includes('Ấm trà'))).toEqual([]);
    await mailIdle(h.app);
  });

  it('return approved and refunded reach the signed-in customer and their mail; mark one, all, dismiss', async () => {
    const user = await createUser(h.app);
    const headers = bearer((await login(h.app, user.email)).token);
    const p = await addProduct(h.app, { quantity: 5 });
    const placed = await placeOrder(
      h.app,
      checkoutBody([{ productId: p.id, quantity: 1 }], { information: { ...checkoutBody([]).information, email: user.email } }),
      { headers },
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const { code } = placed.json().metadata;
    const app = ordersApp(h.app);
    const row = (await findOrderByCode(h.app.db, code))!;
    const order = await loadOrder(h.app.db, row);
    await announceOrderUpdate(app, row, order, 'returnApproved');
    await announceOrderUpdate(app, row, order, 'returnRefunded', 250_000);
    await mailIdle(h.app);
    const mine = await box(headers);
    // Both are written within the same millisecond at times; newest-first cannot order those two.
    expect(
      mine.items
        .slice(0, 2)
        .map((n) => [n.title, n.message])
        .sort(),
    ).toEqual(
      [
        [`Yêu cầu đổi trả đơn ${code} đã được chấp nhận`, 'Vui lòng gửi hàng về Sen theo hướng dẫn trong email.'],
        [`Đã hoàn tiền cho đơn hàng ${code}`, 'Sen đã hoàn 250.000 ₫ cho bạn.'],
      ].sort(),
    );
    const mails = await h.app.db
      .selectFrom('mail_outbox')
      .select(['subject', 'template'])
      .where('to_address', '=', user.email)
      .where('template', 'in', ['order-returnApproved', 'order-returnRefunded'])
      .execute();
    expect(mails.map((m) => m.subject).sort()).toEqual([
      `Sen đã hoàn tiền cho đơn hàng ${code}`,
      `Yêu cầu đổi trả đơn hàng ${code} đã được chấp nhận`,
    ]);

    // Someone else can neither read, mark nor dismiss them.
    const other = bearer((await login(h.app, (await createUser(h.app)).email)).token);
    expect((await box(other)).items).toEqual([]);
    const first = mine.items[0]!;
    expect(
      (await h.app.inject({ method: 'POST', url: `/api/v1/me/notifications/${first.id}/read`, headers: other })).statusCode,
    ).toBe(404);
    expect(
      (await h.app.inject({ method: 'DELETE', url: `/api/v1/me/notifications/${first.id}`, headers: other })).statusCode,
    ).toBe(404);
    expect(
      (await h.app.inject({ method: 'POST', url: '/api/v1/me/notifications/read-all', headers: other })).json().metadata.updated,
    ).toBe(0);
    expect((await box(headers)).unreadCount).toBe(mine.unreadCount);

    const read = await h.app.inject({ method: 'POST', url: `/api/v1/me/notifications/${first.id}/read`, headers });
    expect(read.json().metadata.read).toBe(true);
    expect((await box(headers)).unreadCount).toBe(mine.unreadCount - 1);
    await h.app.inject({ method: 'DELETE', url: `/api/v1/me/notifications/${first.id}`, headers });
    expect((await box(headers)).items.map((n) => n.id)).not.toContain(first.id);
    await h.app.inject({ method: 'POST', url: '/api/v1/me/notifications/read-all', headers });
    expect((await box(headers)).unreadCount).toBe(0);
  });
});
