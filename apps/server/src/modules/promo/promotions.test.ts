import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/helpers';
import { bearer, createUser, type Harness, login } from '../auth/testing';
import { addProduct, checkoutBody, commerceHarness, placeOrder } from '../orders/testing';

const buyer = (i: number | string) => ({ ...checkoutBody([]).information, email: `buyer${i}@example.vn` });

describe.each(dialects)('promotions on %s', (dialect) => {
  let h: Harness;
  let marketing: string;
  beforeAll(async () => {
    h = await commerceHarness(dialect);
    marketing = (await login(h.app, (await createUser(h.app, { role: 'manager' })).email)).token;
  });
  afterAll(async () => h.close());

  const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    h.app.inject({ method, url: `/api/v1/admin${url}`, headers: bearer(marketing), ...(payload ? { payload } : {}) });
  const quote = (payload: object) => h.app.inject({ method: 'POST', url: '/api/v1/cart/quote', payload });

  it('applies an automatic buyXGetY, re-prices it on the server and stores what it gave', async () => {
    const cable = await addProduct(h.app, { price: 90_000, quantity: 50 });
    const other = await addProduct(h.app, { price: 500_000, quantity: 50 });
    const created = await admin('POST', '/coupons', {
      name: 'Mua 2 tặng 1 cáp',
      type: 'buyXGetY',
      value: 100,
      isAutomatic: true,
      combinable: true,
      buyQuantity: 2,
      getQuantity: 1,
      buy: { productIds: [cable.id], categoryIds: [] },
      get: { productIds: [cable.id], categoryIds: [] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const promo = created.json().metadata;
    expect(promo).toMatchObject({ isAutomatic: true, type: 'buyXGetY', buyQuantity: 2, getQuantity: 1 });
    expect(promo.code).toMatch(/^AUTO-/);

    // Two cables: nothing free yet; three: one free; the phone is not in the offer.
    const two = (await quote({ items: [{ productId: cable.id, quantity: 2 }] })).json().metadata;
    expect(two.totals.discount).toBe(0);
    const three = (
      await quote({
        items: [
          { productId: cable.id, quantity: 3 },
          { productId: other.id, quantity: 1 },
        ],
      })
    ).json().metadata;
    expect(three.totals.discount).toBe(90_000);
    expect(three.promotions).toEqual([
      expect.objectContaining({ promotionId: promo._id, discount: 90_000, type: 'buyXGetY', code: null }),
    ]);
    // Its internal code cannot be typed.
    expect(
      (await quote({ items: [{ productId: cable.id, quantity: 3 }], promoCode: promo.code })).json().metadata.promo,
    ).toMatchObject({ isValid: false });

    // The client claims nothing: the order finds the promotion itself, from the database.
    const order = await placeOrder(
      h.app,
      checkoutBody(
        [
          { productId: cable.id, quantity: 3 },
          { productId: other.id, quantity: 1 },
        ],
        { information: buyer('bxgy') },
      ),
    );
    expect(order.statusCode, order.body).toBe(201);
    const o = order.json().metadata;
    expect(o.subtotal).toBe(770_000);
    expect(o.discount).toBe(90_000);
    expect(o.total).toBe(770_000 + 77_000 - 90_000 + o.shippingCost + o.handlingFee);
    const stored = await h.app.db.selectFrom('order_promotions').selectAll().where('order_id', '=', o._id).execute();
    expect(stored.map((r) => [r.promotion_id, Number(r.discount)])).toEqual([[promo._id, 90_000]]);

    const report = (await admin('GET', `/coupons/${promo._id}/report`)).json().metadata;
    expect(report).toMatchObject({ orders: 1, discount: 90_000, revenue: o.total, usedCount: 1 });

    const preview = (await admin('POST', '/promotions/preview', { items: [{ productId: cable.id, quantity: 6 }] })).json()
      .metadata;
    expect(preview.totals.discount).toBe(180_000);

    // Paused, it stops applying at once.
    await admin('PUT', `/coupons/${promo._id}`, { isActive: false });
    expect((await quote({ items: [{ productId: cable.id, quantity: 3 }] })).json().metadata.totals.discount).toBe(0);
  });

  it('duplicates a promotion paused, and generates unique single-use codes exported as CSV', async () => {
    const p = (await admin('POST', '/coupons', { code: 'TET2027', name: 'Tết', type: 'percentage', value: 15 })).json().metadata;
    const copy = await admin('POST', `/coupons/${p._id}/duplicate`);
    expect(copy.statusCode).toBe(201);
    expect(copy.json().metadata).toMatchObject({ name: 'Tết (copy)', isActive: false, usedCount: 0, value: 15 });
    expect(copy.json().metadata.code).toMatch(/^TET2027-/);

    const gen = await admin('POST', `/coupons/${p._id}/generate`, { count: 40, prefix: 'tet' });
    expect(gen.statusCode, gen.body).toBe(201);
    const csv = await admin('GET', `/coupons/${p._id}/codes.csv`);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const codes = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n')
      .slice(1)
      .map((l) => l.split(',')[0]!);
    expect(codes).toHaveLength(40);
    expect(new Set(codes).size).toBe(40);
    for (const c of codes) expect(c).toMatch(/^TET-[A-Z2-9]{8}$/);
    // The list hides generated codes unless asked for them.
    expect((await admin('GET', '/coupons?q=TET-')).json().metadata.items).toHaveLength(0);
    expect((await admin('GET', `/coupons?batchId=${p._id}&limit=100`)).json().metadata.items).toHaveLength(40);

    // Each is single use.
    const prod = await addProduct(h.app, { price: 100_000 });
    const first = await placeOrder(
      h.app,
      checkoutBody([{ productId: prod.id }], { promoCode: codes[0], information: buyer('g1') }),
    );
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().metadata.discount).toBe(15_000);
    const again = await placeOrder(
      h.app,
      checkoutBody([{ productId: prod.id }], { promoCode: codes[0], information: buyer('g2') }),
    );
    expect(again.json().errorCode).toBe('PROMO_USED_UP');
    expect((await admin('GET', `/coupons/${p._id}/report`)).json().metadata).toMatchObject({
      orders: 1,
      discount: 15_000,
      generatedCodes: 40,
    });
  });

  it('holds a coupon’s per-customer limit under concurrent orders of one customer', async () => {
    await admin('POST', '/coupons', { code: 'ONCEEACH', type: 'fixed', value: 10_000, usesPerCustomer: 1 });
    const p = await addProduct(h.app, { price: 200_000, quantity: 100 });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        placeOrder(h.app, checkoutBody([{ productId: p.id }], { promoCode: 'ONCEEACH', information: buyer('same') })),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    for (const r of answers.filter((x) => x.statusCode !== 201)) expect(r.json().errorCode).toBe('PROMO_CUSTOMER_LIMIT');
    // Another customer still can.
    const other = await placeOrder(
      h.app,
      checkoutBody([{ productId: p.id }], { promoCode: 'ONCEEACH', information: buyer('x') }),
    );
    expect(other.statusCode).toBe(201);
  });

  it('sells exactly the cap at the flash price to a storm of n + 20 buyers', async () => {
    const cap = 6;
    const p = await addProduct(h.app, { price: 1_000_000, quantity: 500 });
    const now = Date.now();
    const created = await admin('POST', '/flash-sales', {
      name: 'Giờ vàng',
      startsAt: new Date(now - 60_000).toISOString(),
      endsAt: new Date(now + 3_600_000).toISOString(),
      items: [{ productId: p.id, priceType: 'fixed', value: 490_000, cap, perCustomer: 1 }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const sale = created.json().metadata;
    const current = (await h.app.inject({ method: 'GET', url: '/api/v1/flash-sales/current' })).json().metadata;
    expect(current.sales.find((s: { _id: string }) => s._id === sale._id).items[0].product).toMatchObject({
      price: 1_000_000,
      flashPrice: 490_000,
    });

    const answers = await Promise.all(
      Array.from({ length: cap + 20 }, (_, i) =>
        placeOrder(h.app, checkoutBody([{ productId: p.id, quantity: 1 }], { information: buyer(`storm${i}`) })),
      ),
    );
    const prices = answers.filter((r) => r.statusCode === 201).map((r) => r.json().metadata.items[0].price);
    expect(prices.filter((x) => x === 490_000)).toHaveLength(cap);
    for (const r of answers.filter((x) => x.statusCode !== 201)) expect(r.json().errorCode).toBe('FLASH_SALE_SOLD_OUT');
    const item = await h.app.db
      .selectFrom('flash_sale_items')
      .selectAll()
      .where('flash_sale_id', '=', sale._id)
      .executeTakeFirstOrThrow();
    expect(item.sold).toBe(cap);
    // The sale as shoppers see it counts them at once (its copy was read before the storm).
    const shown = (await h.app.inject({ method: 'GET', url: '/api/v1/flash-sales/current' })).json().metadata;
    expect(shown.sales.find((s: { _id: string }) => s._id === sale._id).items[0].sold).toBe(cap);
    // Sold out: the next buyer is quoted and charged the regular price.
    const later = await placeOrder(h.app, checkoutBody([{ productId: p.id }], { information: buyer('late') }));
    expect(later.json().metadata.items[0].price).toBe(1_000_000);
  });

  it('switches prices exactly at the window’s edges and keeps the per-customer cap', async () => {
    const p = await addProduct(h.app, { price: 300_000, quantity: 100 });
    const start = Date.now() + 1_500;
    await admin('POST', '/flash-sales', {
      name: 'Sắp tới',
      startsAt: new Date(start).toISOString(),
      endsAt: new Date(start + 1_500).toISOString(),
      items: [{ productId: p.id, priceType: 'percentage', value: 50, perCustomer: 2 }],
    });
    const price = async () => (await quote({ items: [{ productId: p.id, quantity: 1 }] })).json().metadata.items[0].price;
    expect(await price()).toBe(300_000);
    await new Promise((r) => setTimeout(r, Math.max(0, start - Date.now() + 50)));
    expect(await price()).toBe(150_000);
    const two = await placeOrder(h.app, checkoutBody([{ productId: p.id, quantity: 2 }], { information: buyer('pc') }));
    expect(two.json().metadata.items[0].price).toBe(150_000);
    const third = await placeOrder(h.app, checkoutBody([{ productId: p.id, quantity: 1 }], { information: buyer('pc') }));
    expect(third.json().errorCode).toBe('FLASH_SALE_CUSTOMER_LIMIT');
    await new Promise((r) => setTimeout(r, Math.max(0, start + 1_500 - Date.now() + 50)));
    expect(await price()).toBe(300_000);
    const after = await placeOrder(h.app, checkoutBody([{ productId: p.id, quantity: 1 }], { information: buyer('pc') }));
    expect(after.json().metadata.items[0].price).toBe(300_000);
  });

  it('answers the current flash sales from a copy dropped by product and sale writes and at the sale’s end, with a fresh clock', async () => {
    const p = await addProduct(h.app, { price: 400_000, quantity: 20 });
    const start = Date.now() + 1_000;
    const created = await admin('POST', '/flash-sales', {
      name: 'Chớp nhoáng',
      startsAt: new Date(start).toISOString(),
      endsAt: new Date(start + 1_500).toISOString(),
      items: [{ productId: p.id, priceType: 'fixed', value: 200_000 }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const sale = created.json().metadata;
    const current = async () => (await h.app.inject({ method: 'GET', url: '/api/v1/flash-sales/current' })).json().metadata;
    type Listed = { _id: string; name: string; items: { product: { name: string } }[] };
    const listed = async (): Promise<Listed | undefined> => (await current()).sales.find((s: Listed) => s._id === sale._id);
    expect((await listed())?.items[0]?.product.name).toBe(p.name);
    const first = (await current()).now;
    await new Promise((r) => setTimeout(r, 15));
    expect(Date.parse((await current()).now)).toBeGreaterThan(Date.parse(first));
    // A product write (its name on the strip) and a sale write show at once.
    const renamed = await h.app.inject({
      method: 'PATCH',
      url: `/api/v1/products/${p.id}`,
      headers: bearer(marketing),
      payload: { name: 'Ấm Sen mới' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await listed())?.items[0]?.product.name).toBe('Ấm Sen mới');
    expect((await admin('PUT', `/flash-sales/${sale._id}`, { name: 'Chớp nhoáng 2' })).statusCode).toBe(200);
    expect((await listed())?.name).toBe('Chớp nhoáng 2');
    // Over: gone from the next answer (the flash timer drops the copy at the sale's end).
    await new Promise((r) => setTimeout(r, Math.max(0, start + 1_500 - Date.now() + 100)));
    expect(await listed()).toBeUndefined();
  });

  it('lists running promotions with their products, clearance products, and keeps all this to marketing staff', async () => {
    const p = await addProduct(h.app, { price: 120_000 });
    await admin('POST', '/coupons', {
      name: 'Phụ kiện -10%',
      type: 'buyXGetY',
      value: 10,
      isAutomatic: true,
      buy: { productIds: [p.id], categoryIds: [] },
      get: { productIds: [p.id], categoryIds: [] },
    });
    const running = (await h.app.inject({ method: 'GET', url: '/api/v1/promotions/running' })).json().metadata.items;
    const mine = running.find((r: { name: string }) => r.name === 'Phụ kiện -10%');
    expect(mine.code).toBeNull();
    expect(mine.products.map((x: { _id: string }) => x._id)).toEqual([p.id]);

    expect((await admin('PUT', '/promotions/clearance', { productIds: [p.id], isClearance: true })).json().metadata).toEqual({
      changed: 1,
    });
    const clearance = (await h.app.inject({ method: 'GET', url: '/api/v1/promotions/clearance' })).json().metadata.items;
    expect(clearance.map((x: { _id: string }) => x._id)).toContain(p.id);

    const staff = (await login(h.app, (await createUser(h.app, { role: 'staff' })).email)).token;
    for (const url of ['/admin/flash-sales', '/admin/promotions/preview'])
      expect(
        (
          await h.app.inject({
            method: url.endsWith('preview') ? 'POST' : 'GET',
            url: `/api/v1${url}`,
            headers: bearer(staff),
            payload: {},
          })
        ).statusCode,
      ).toBe(403);
  });
});
