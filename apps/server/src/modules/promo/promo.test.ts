import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/helpers';
import { bearer, createUser, type Harness, login } from '../auth/testing';
import { addProduct, checkoutBody, commerceHarness, placeOrder } from '../orders/testing';

describe.each(dialects)('promo codes on %s', (dialect) => {
  let h: Harness;
  let marketing: string;
  beforeAll(async () => {
    h = await commerceHarness(dialect);
    marketing = (await login(h.app, (await createUser(h.app, { role: 'manager' })).email)).token;
  });
  afterAll(async () => h.close());

  const validate = (payload: object, lang = 'vi') =>
    h.app.inject({ method: 'POST', url: `/api/v1/promo/validate?lang=${lang}`, payload });
  const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = marketing) =>
    h.app.inject({ method, url: `/api/v1/admin/coupons${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

  it('accepts SALE10 in any case for 10 % and refuses unknown codes with the spec text', async () => {
    expect((await validate({ code: 'sale10', subtotal: 1_234_565 })).json().metadata).toEqual({
      code: 'SALE10',
      type: 'percentage',
      value: 10,
      discount: 123_457,
      isValid: true,
      message: 'Áp dụng mã giảm giá thành công',
      minimumPurchase: null,
    });
    expect((await validate({ code: 'SALE20', subtotal: 100 })).json().metadata).toMatchObject({
      isValid: false,
      discount: 0,
      message: 'Mã giảm giá không hợp lệ',
    });
    expect((await validate({ code: 'SALE20', subtotal: 100 }, 'en')).json().metadata.message).toBe('Invalid promo code');
    expect((await validate({ code: '  ' })).json().metadata.errors).toEqual([
      { field: 'code', message: 'Vui lòng nhập mã giảm giá' },
    ]);
  });

  it('prices the items itself when they are sent, ignoring the subtotal', async () => {
    const p = await addProduct(h.app, { price: 300_000 });
    const r = (await validate({ code: 'SALE10', subtotal: 10_000_000, items: [{ productId: p.id, quantity: 2 }] })).json()
      .metadata;
    expect(r.discount).toBe(60_000);
  });

  it('lets staff create coupons whose rules apply: minimum, window, uses, fixed and free shipping', async () => {
    const created = await admin('POST', '', {
      code: 'fix50k',
      name: 'Giảm 50k',
      type: 'fixed',
      value: 50_000,
      minimumPurchase: 500_000,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().metadata).toMatchObject({ code: 'FIX50K', type: 'fixed', value: 50_000, usedCount: 0, isActive: true });
    expect((await admin('POST', '', { code: 'FIX50K', type: 'fixed', value: 1 })).json()).toMatchObject({
      statusCode: 409,
      errorCode: 'COUPON_CODE_TAKEN',
    });

    expect((await validate({ code: 'FIX50K', subtotal: 499_999 })).json().metadata.message).toBe(
      'Đơn hàng cần tối thiểu 500.000 ₫ để dùng mã giảm giá này',
    );
    expect((await validate({ code: 'FIX50K', subtotal: 500_000 })).json().metadata).toMatchObject({
      isValid: true,
      discount: 50_000,
    });

    const past = new Date(Date.now() - 86_400_000).toISOString();
    const future = new Date(Date.now() + 86_400_000).toISOString();
    await admin('POST', '', { code: 'OLD', type: 'percentage', value: 5, endsAt: past });
    await admin('POST', '', { code: 'SOON', type: 'percentage', value: 5, startsAt: future });
    expect((await validate({ code: 'OLD', subtotal: 1 })).json().metadata.message).toBe('Mã giảm giá đã hết hạn');
    expect((await validate({ code: 'SOON', subtotal: 1 })).json().metadata.message).toBe(
      'Mã giảm giá chưa đến thời gian áp dụng',
    );

    const ship = (await admin('POST', '', { code: 'FREESHIP', type: 'freeShipping', usesPerCustomer: 1 })).json().metadata;
    const p = await addProduct(h.app, { price: 100_000 });
    const order = await placeOrder(h.app, checkoutBody([{ productId: p.id }], { promoCode: 'freeship' }));
    // Hồ Chí Minh charges 20,000 under its 300,000 threshold; the code waives it.
    expect(order.json().metadata).toMatchObject({
      shippingCost: 0,
      shippingDiscount: 20_000,
      discount: 0,
      total: 120_000,
      couponCode: 'FREESHIP',
    });
    expect((await validate({ code: 'FREESHIP', subtotal: 1, email: 'AN@example.vn' })).json().metadata.message).toBe(
      'Bạn đã dùng hết số lần cho phép của mã giảm giá này',
    );
    const second = await placeOrder(h.app, checkoutBody([{ productId: p.id }], { promoCode: 'FREESHIP' }));
    expect(second.statusCode).toBe(400);
    expect(second.json().metadata.errors).toEqual([
      { field: 'promoCode', message: 'Bạn đã dùng hết số lần cho phép của mã giảm giá này' },
    ]);

    const updated = await admin('PUT', `/${ship._id}`, { isActive: false });
    expect(updated.json().metadata.isActive).toBe(false);
    expect((await validate({ code: 'FREESHIP', subtotal: 1 })).json().metadata.message).toBe('Mã giảm giá không hợp lệ');
    expect((await admin('PUT', `/${ship._id}`, { type: 'percentage', value: 150 })).statusCode).toBe(400);
    const list = (await admin('GET', '?q=free')).json().metadata;
    expect(list.items.map((c: { code: string }) => c.code)).toEqual(['FREESHIP']);
    expect((await admin('DELETE', `/${ship._id}`)).json().metadata).toEqual({ _id: ship._id, deleted: true });
    expect((await admin('GET', `/${ship._id}`)).json().errorCode).toBe('COUPON_NOT_FOUND');
  });

  it('refuses a used-up coupon and keeps coupons to marketing staff', async () => {
    const c = (await admin('POST', '', { code: 'ONE-USE', type: 'percentage', value: 20, maxUses: 1 })).json().metadata;
    const p = await addProduct(h.app);
    expect((await placeOrder(h.app, checkoutBody([{ productId: p.id }], { promoCode: 'one-use' }))).statusCode).toBe(201);
    expect((await validate({ code: 'ONE-USE', subtotal: 1 })).json().metadata.message).toBe('Mã giảm giá đã hết lượt sử dụng');
    expect((await admin('GET', `/${c._id}`)).json().metadata.usedCount).toBe(1);
    const staff = (await login(h.app, (await createUser(h.app, { role: 'staff' })).email)).token;
    expect((await admin('GET', '', undefined, staff)).statusCode).toBe(403);
    expect((await admin('POST', '', { code: 'HACK', type: 'fixed', value: 1 }, staff)).statusCode).toBe(403);
  });
});
