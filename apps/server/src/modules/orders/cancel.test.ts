import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/helpers';
import { bearer, createUser, type Harness, login } from '../auth/testing';
import { addProduct, checkoutBody, commerceHarness, mailIdle, placeOrder, stockOf } from './testing';

describe.each(dialects)('the buyer cancels an order on %s', (dialect) => {
  let h: Harness;
  let staff: string;
  beforeAll(async () => {
    h = await commerceHarness(dialect);
    staff = (await login(h.app, (await createUser(h.app, { role: 'staff' })).email)).token;
  });
  afterAll(async () => h.close());

  const cancel = (code: string, body: object = {}, headers: Record<string, string> = {}, query = '') =>
    h.app.inject({ method: 'POST', url: `/api/v1/orders/${code}/cancel${query}`, headers, payload: body });
  const move = (code: string, status: string) =>
    h.app.inject({ method: 'PATCH', url: `/api/v1/admin/orders/${code}/status`, headers: bearer(staff), payload: { status } });
  const couponUses = async () =>
    Number(
      (await h.app.db.selectFrom('coupons').select('used_count').where('code', '=', 'SALE10').executeTakeFirstOrThrow())
        .used_count,
    );
  const place = async (productId: string, over: Record<string, unknown> = {}, headers: Record<string, string> = {}) => {
    const res = await placeOrder(h.app, checkoutBody([{ productId, quantity: 2 }], over), { headers });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().metadata as { code: string; viewToken: string };
  };

  it('lets a guest with the mailed link token cancel a pending order: stock and coupon back, once', async () => {
    const p = await addProduct(h.app, { quantity: 5 });
    const uses = await couponUses();
    const { code, viewToken } = await place(p.id, { promoCode: 'SALE10' });
    expect(await stockOf(h.app, p.id)).toBe(3);

    // No proof, a wrong proof, another customer, staff without proof: the same 404 as an unknown code.
    const stranger = (await login(h.app, (await createUser(h.app)).email)).token;
    for (const res of [
      await cancel(code),
      await cancel(code, { email: 'someone@example.vn' }),
      await cancel(code, { phone: '0900000000' }),
      // The order's own e-mail or phone reads it but does not cancel it: others may know them.
      await cancel(code, { email: 'an@example.vn' }),
      await cancel(code, { phone: '0912345678' }),
      await cancel(code, { token: 'x'.repeat(32) }),
      await cancel(code, {}, bearer(stranger)),
      await cancel(code, {}, bearer(staff)),
      await cancel('SEN-000000-XXXXX', { token: viewToken }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ errorCode: 'ORDER_NOT_FOUND', message: 'Không tìm thấy đơn hàng' });
    }
    expect(await stockOf(h.app, p.id)).toBe(3);

    const res = await cancel(code, { token: viewToken, reason: '  Đặt nhầm địa chỉ  ' });
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json().metadata;
    expect(order).toMatchObject({ code, status: 'cancelled', paymentStatus: 'pending' });
    expect(order.history.at(-1)).toMatchObject({
      status: 'cancelled',
      by: 'customer',
      note: 'Khách hàng hủy đơn: Đặt nhầm địa chỉ',
    });
    expect(await stockOf(h.app, p.id)).toBe(5);
    expect(await couponUses()).toBe(uses);

    // Again (a double click, a retry): the same answer, nothing returned twice.
    const again = await cancel(code, { token: viewToken });
    expect(again.statusCode).toBe(200);
    expect(again.json().metadata.status).toBe('cancelled');
    expect(again.json().metadata.history.filter((e: { status: string }) => e.status === 'cancelled')).toHaveLength(1);
    expect(await stockOf(h.app, p.id)).toBe(5);
    expect(await couponUses()).toBe(uses);

    await mailIdle(h.app);
    const mails = await h.app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('template', '=', 'order-cancelled')
      .where('subject', 'like', `%${code}%`)
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text_body).toContain(`Theo yêu cầu của bạn, đơn hàng ${code} đã được hủy.`);
  });

  it("cancels a signed-in customer's order only for that account, whatever else is known", async () => {
    const p = await addProduct(h.app, { quantity: 10 });
    const byToken = await place(p.id);
    expect((await cancel(byToken.code.toLowerCase(), { token: byToken.viewToken })).statusCode).toBe(200);

    const owner = await createUser(h.app);
    const { token } = await login(h.app, owner.email);
    const mine = await place(p.id, {}, bearer(token));
    // Its code with the buyer's phone, e-mail, even the mailed link: not without the account.
    for (const proof of [{ phone: '0912345678' }, { email: 'an@example.vn' }, { token: mine.viewToken }]) {
      const res = await cancel(mine.code, proof);
      expect(res.statusCode, JSON.stringify(proof)).toBe(404);
    }
    const stranger = (await login(h.app, (await createUser(h.app)).email)).token;
    expect((await cancel(mine.code, { token: mine.viewToken }, bearer(stranger))).statusCode).toBe(404);
    // Reading it with the phone still works.
    const read = await h.app.inject({ url: `/api/v1/orders/${mine.code}?phone=0912345678` });
    expect(read.statusCode).toBe(200);
    // The owner needs no body at all.
    const res = await h.app.inject({ method: 'POST', url: `/api/v1/orders/${mine.code}/cancel?lang=en`, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().metadata.history.at(-1)).toMatchObject({ by: 'customer', note: 'Khách hàng hủy đơn' });
    expect(await stockOf(h.app, p.id)).toBe(10);
  });

  it('looks an order up by its e-mail or phone for a read-only token that never cancels', async () => {
    const p = await addProduct(h.app, { quantity: 10 });
    const { code } = await place(p.id);
    const lookup = (body: object) => h.app.inject({ method: 'POST', url: `/api/v1/orders/${code}/lookup`, payload: body });
    for (const body of [{ phone: '0900000000' }, { email: 'someone@example.vn' }, {}]) {
      const res = await lookup(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(Object.keys(body).length ? 404 : 400);
    }
    const byPhone = await lookup({ phone: '0912 345 678' });
    expect(byPhone.statusCode, byPhone.body).toBe(200);
    const read = byPhone.json().metadata.lookup as string;
    expect((await lookup({ email: 'AN@example.vn' })).json().metadata.lookup).toBe(read);
    expect((await h.app.inject({ url: `/api/v1/orders/${code}?lookup=${read}` })).statusCode).toBe(200);
    expect((await h.app.inject({ url: `/api/v1/orders/${code}/tracking?lookup=${read}` })).statusCode).toBe(200);
    expect((await h.app.inject({ url: `/api/v1/orders/${code}?lookup=${'x'.repeat(32)}` })).statusCode).toBe(404);
    // Not a cancelling proof, under either name.
    expect((await cancel(code, { token: read })).statusCode).toBe(404);
    expect((await cancel(code, { lookup: read })).statusCode).toBe(404);
  });

  it('refuses with 409 once the shop has confirmed, shipped or been paid, and changes nothing', async () => {
    const p = await addProduct(h.app, { quantity: 10 });
    const processing = await place(p.id);
    expect((await move(processing.code, 'processing')).statusCode).toBe(200);
    const paid = await place(p.id, { payment: { method: 'BANK_TRANSFER' } });
    expect((await move(paid.code, 'paymentReceived')).statusCode).toBe(200);
    expect(await stockOf(h.app, p.id)).toBe(6);
    for (const o of [processing, paid]) {
      const res = await cancel(o.code, { token: o.viewToken });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        errorCode: 'ORDER_NOT_CANCELLABLE',
        message:
          'Đơn hàng không thể hủy nữa vì Sen đã xác nhận, đã giao hoặc đã nhận thanh toán. Vui lòng liên hệ Sen nếu bạn cần hỗ trợ.',
        metadata: null,
      });
    }
    expect(await stockOf(h.app, p.id)).toBe(6);

    // A payment that failed can still be given up by the buyer.
    const failed = await place(p.id, { payment: { method: 'MOMO' } });
    expect((await move(failed.code, 'failed')).statusCode).toBe(200);
    expect((await cancel(failed.code, { token: failed.viewToken })).json().metadata.status).toBe('cancelled');
    expect(await stockOf(h.app, p.id)).toBe(6);
  });

  it('keeps a reason to 500 characters', async () => {
    const p = await addProduct(h.app, { quantity: 10 });
    const { code, viewToken } = await place(p.id);
    const res = await cancel(code, { token: viewToken, reason: 'x'.repeat(501) });
    expect(res.statusCode).toBe(400);
    expect(res.json().metadata.errors).toEqual([{ field: 'reason', message: 'Lý do hủy tối đa 500 ký tự' }]);
    expect((await cancel(code, { token: viewToken, reason: 'x'.repeat(500) })).statusCode).toBe(200);
  });

  it('returns the stock once when the buyer and staff cancel at the same time', async () => {
    const p = await addProduct(h.app, { quantity: 10 });
    const { code, viewToken } = await place(p.id);
    const [buyer, buyerAgain, byStaff] = await Promise.all([
      cancel(code, { token: viewToken }),
      cancel(code, { token: viewToken }),
      h.app.inject({
        method: 'PATCH',
        url: `/api/v1/admin/orders/${code}/status`,
        headers: bearer(staff),
        payload: { status: 'cancelled' },
      }),
    ]);
    // The buyer always sees their order cancelled; staff's click either did it or lost the race.
    expect(buyer.statusCode).toBe(200);
    expect(buyerAgain.statusCode).toBe(200);
    expect([200, 409]).toContain(byStaff.statusCode);
    expect(await stockOf(h.app, p.id)).toBe(10);
    const cancelled = await h.app.db
      .selectFrom('order_status_history as h')
      .innerJoin('orders as o', 'o.id', 'h.order_id')
      .select('h.actor')
      .where('o.code', '=', code)
      .where('h.status', '=', 'cancelled')
      .execute();
    expect(cancelled).toHaveLength(1);
  });
});
