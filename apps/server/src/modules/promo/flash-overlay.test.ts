import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/helpers';
import { bearer, createUser, type Harness, login } from '../auth/testing';
import { addProduct, commerceHarness } from '../orders/testing';
import { catalogueChanged } from '../products/invalidate';
import { FlashSchedule, type ScheduledFlashItem, withFlashOverlay } from './flash-overlay';

const sleepUntil = (t: number) => new Promise((r) => setTimeout(r, Math.max(0, t - Date.now())));

describe('withFlashOverlay', () => {
  const item = (over: Partial<ScheduledFlashItem> = {}): ScheduledFlashItem => ({
    productId: 'p1',
    variantId: null,
    priceType: 'percentage',
    value: 50,
    cap: null,
    sold: 0,
    startsAt: '2026-01-01T00:00:00.000Z',
    endsAt: '2026-01-02T00:00:00.000Z',
    ...over,
  });
  const at = Date.parse('2026-01-01T12:00:00.000Z');
  const product = (over: object = {}) => ({
    _id: 'p1',
    price: 200_000,
    comparePrice: null,
    originalPrice: null,
    salePercentage: 0,
    isOnSale: false,
    saleStart: null,
    saleEnd: null,
    ...over,
  });
  const body = (metadata: unknown) => JSON.stringify({ statusCode: 200, message: 'OK', metadata });

  it('leaves an answer naming no running product as the same text', () => {
    const text = body({ items: [product({ _id: 'p2' })] });
    expect(withFlashOverlay(text, [item()], at)).toBe(text);
    // Before the start, after the end, sold out: untouched too.
    const mine = body(product());
    expect(withFlashOverlay(mine, [item({ startsAt: '2026-01-01T12:00:00.001Z' })], at)).toBe(mine);
    expect(withFlashOverlay(mine, [item({ endsAt: '2026-01-01T12:00:00.000Z' })], at)).toBe(mine);
    expect(withFlashOverlay(mine, [item({ cap: 5, sold: 5 })], at)).toBe(mine);
  });

  it('shows the flash price with the regular one struck through, on cards and strips at any depth', () => {
    const text = body({ products: { onSale: [product(), product({ _id: 'p3' })] } });
    const out = JSON.parse(withFlashOverlay(text, [item()], at)).metadata.products.onSale;
    expect(out[0]).toMatchObject({
      price: 100_000,
      comparePrice: 200_000,
      isOnSale: true,
      salePercentage: 50,
      saleEnd: '2026-01-02T00:00:00.000Z',
    });
    expect(out[1].price).toBe(200_000);
  });

  it('prices variants by their own item, else the product’s; the product follows its default variant', () => {
    const text = body(
      product({
        price: 100_000,
        variants: [
          { _id: 'v1', price: 100_000, basePrice: 100_000, comparePrice: null, isDefault: true },
          { _id: 'v2', price: 300_000, basePrice: 300_000, comparePrice: null, isDefault: false },
        ],
      }),
    );
    const out = JSON.parse(
      withFlashOverlay(text, [item({ priceType: 'fixed', value: 250_000, variantId: 'v2' }), item({ value: 10 })], at),
    ).metadata;
    expect(out.variants[0]).toMatchObject({ price: 90_000, basePrice: 100_000 });
    expect(out.variants[1]).toMatchObject({ price: 250_000, basePrice: 300_000 });
    expect(out).toMatchObject({ price: 90_000, comparePrice: 100_000 });
  });
});

describe.each(dialects)('flash prices on kept product answers on %s', (dialect) => {
  let h: Harness;
  let marketing: string;
  beforeAll(async () => {
    h = await commerceHarness(dialect);
    marketing = (await login(h.app, (await createUser(h.app, { role: 'manager' })).email)).token;
  });
  afterAll(async () => h.close());

  const get = async (url: string) => {
    const res = await h.app.inject({ method: 'GET', url: `/api/v1${url}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().metadata;
  };

  it('product page, listing, search and home strips show the flash price during the window only', async () => {
    const p = await addProduct(h.app, { name: 'Loa flashzz', price: 400_000, quantity: 50 });
    await h.app.db.updateTable('products').set({ is_new: 1 }).where('id', '=', p.id).execute();
    await catalogueChanged(h.app);

    const prices = async () => {
      const one = await get(`/products/${p.slug}`);
      const list = await get(`/products?q=${encodeURIComponent('Loa flashzz')}&limit=24`);
      const home = await get('/home');
      const found = await get(`/search?q=${encodeURIComponent('Loa flashzz')}`);
      const mine = (xs: { _id: string; price: number }[]) => xs.find((x) => x._id === p.id)?.price;
      return {
        one: one.price,
        list: mine(list.items),
        home: mine(home.products.newArrivals),
        search: mine(found.products.items),
      };
    };
    const regular = { one: 400_000, list: 400_000, home: 400_000, search: 400_000 };
    // Kept before the sale exists: these answers are what the next requests are served from.
    expect(await prices()).toEqual(regular);

    const start = Date.now() + 1_500;
    const end = start + 1_500;
    const created = await h.app.inject({
      method: 'POST',
      url: '/api/v1/admin/flash-sales',
      headers: bearer(marketing),
      payload: {
        name: 'Chớp nhoáng',
        startsAt: new Date(start).toISOString(),
        endsAt: new Date(end).toISOString(),
        items: [{ productId: p.id, priceType: 'fixed', value: 299_000 }],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await prices()).toEqual(regular);

    await sleepUntil(start + 20);
    expect(await prices()).toEqual({ one: 299_000, list: 299_000, home: 299_000, search: 299_000 });
    const one = await get(`/products/${p.slug}`);
    expect(one).toMatchObject({ comparePrice: 400_000, isOnSale: true, salePercentage: 25 });
    expect(Date.parse(one.saleEnd)).toBe(end);

    await sleepUntil(end + 20);
    expect(await prices()).toEqual(regular);
  });

  it('the listing filters and sorts on the price shown: the flash price during the window only (decision 0361)', async () => {
    const a = await addProduct(h.app, { name: 'Quạt flashyy', price: 500_000, quantity: 10 });
    // The other product (b): every item not a is b.
    await addProduct(h.app, { name: 'Quạt flashyy Plus', price: 400_000, quantity: 10 });
    await catalogueChanged(h.app);
    const seen = async (query: string) => {
      const list = await get(`/products?q=flashyy&${query}`);
      return list.items.map((x: { _id: string; price: number }) => [x._id === a.id ? 'a' : 'b', x.price]);
    };
    const look = async () => ({
      asc: await seen('sort=price-asc'),
      desc: await seen('sort=price-desc'),
      cheap: await seen('max_price=350000'),
      dear: await seen('min_price=450000'),
    });
    const regular = {
      asc: [
        ['b', 400_000],
        ['a', 500_000],
      ],
      desc: [
        ['a', 500_000],
        ['b', 400_000],
      ],
      cheap: [],
      dear: [['a', 500_000]],
    };
    expect(await look()).toEqual(regular);

    const start = Date.now() + 1_500;
    const end = start + 1_500;
    const created = await h.app.inject({
      method: 'POST',
      url: '/api/v1/admin/flash-sales',
      headers: bearer(marketing),
      payload: {
        name: 'Quạt chớp nhoáng',
        startsAt: new Date(start).toISOString(),
        endsAt: new Date(end).toISOString(),
        items: [{ productId: a.id, priceType: 'fixed', value: 300_000 }],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await look()).toEqual(regular);

    await sleepUntil(start + 20);
    expect(await look()).toEqual({
      asc: [
        ['a', 300_000],
        ['b', 400_000],
      ],
      desc: [
        ['b', 400_000],
        ['a', 300_000],
      ],
      cheap: [['a', 300_000]],
      dear: [],
    });

    await sleepUntil(end + 20);
    expect(await look()).toEqual(regular);
  });

  it('arms the page timer for the next start or end', async () => {
    const p = await addProduct(h.app, { price: 100_000 });
    const start = Date.now() + 3_600_000;
    await h.app.inject({
      method: 'POST',
      url: '/api/v1/admin/flash-sales',
      headers: bearer(marketing),
      payload: {
        name: 'Ngày mai',
        startsAt: new Date(start).toISOString(),
        endsAt: new Date(start + 60_000).toISOString(),
        items: [{ productId: p.id, priceType: 'percentage', value: 10 }],
      },
    });
    const schedule = new FlashSchedule(h.app);
    expect(await schedule.nextMoment(start - 10)).toBe(start);
    expect(await schedule.nextMoment(start)).toBe(start + 60_000);
    schedule.close();
  });
});
