import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/helpers';
import { bearer, createUser, type Harness, login } from '../auth/testing';
import {
  addVariantProduct,
  checkoutBody,
  commerceHarness,
  countRows,
  mailIdle,
  placeOrder,
  stockOf,
  variantStockOf,
} from './testing';

const OPTIONS = [
  { name: 'Dung lượng', values: ['128GB', '256GB'] },
  { name: 'Màu sắc', values: ['Đen', 'Trắng'] },
];

/** Cart lines, orders and stock per variant (decision 0140). */
describe.each(dialects)('variants in cart and orders on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await commerceHarness(dialect);
  });
  afterAll(async () => h.close());

  const phone = () =>
    addVariantProduct(h.app, OPTIONS, [
      { values: ['128GB', 'Đen'], price: 20_000_000, quantity: 3 },
      { values: ['128GB', 'Trắng'], price: 20_500_000, quantity: 5 },
      { values: ['256GB', 'Đen'], price: 24_000_000, quantity: 0 },
      { values: ['256GB', 'Trắng'], price: 24_500_000, quantity: 2 },
    ]);
  const quote = (items: object[]) => h.app.inject({ method: 'POST', url: '/api/v1/cart/quote', payload: { items } });

  it('prices, names and stocks each line by its variant; a product with options needs one named', async () => {
    const p = await phone();
    const [a, b] = p.variants;
    const res = await quote([
      { productId: p.id, variantId: b!.id, quantity: 2 },
      { productId: p.id, variantId: a!.id, quantity: 1 },
      { productId: p.id, quantity: 1 },
      { productId: p.id, variantId: 'nope', quantity: 1 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const cart = res.json().metadata;
    expect(cart.items).toHaveLength(2);
    expect(cart.items[0]).toMatchObject({
      id: p.id,
      variantId: b!.id,
      hasVariants: true,
      cartItemId: `${p.id}~${b!.id}`,
      name: `${p.name} — 128GB / Trắng`,
      sku: b!.sku,
      price: 20_500_000,
      stockQuantity: 5,
      attributes: [
        { name: 'Dung lượng', value: '128GB' },
        { name: 'Màu sắc', value: 'Trắng' },
      ],
    });
    expect(cart.items[1]).toMatchObject({ variantId: a!.id, price: 20_000_000, stockQuantity: 3 });
    expect(cart.totals.subtotal).toBe(2 * 20_500_000 + 20_000_000);
    expect(cart.issues.map((i: { code: string }) => i.code)).toEqual(['VARIANT_REQUIRED', 'VARIANT_NOT_FOUND']);
    expect(cart.issues[0].message).toBe(`Vui lòng chọn phiên bản của "${p.name}"`);

    const noVariant = await placeOrder(h.app, checkoutBody([{ productId: p.id, quantity: 1 }]));
    expect(noVariant.statusCode).toBe(400);
    expect(noVariant.json()).toMatchObject({
      errorCode: 'VARIANT_REQUIRED',
      metadata: { errors: [{ field: 'items.0.variantId' }] },
    });
    const soldOut = await placeOrder(h.app, checkoutBody([{ productId: p.id, variantId: p.variants[2]!.id, quantity: 1 }]));
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json()).toMatchObject({ errorCode: 'OUT_OF_STOCK', metadata: { errors: [{ field: 'items.0.quantity' }] } });
  });

  it('keeps one server-cart line per variant and removes only the ordered one', async () => {
    const p = await phone();
    const [a, b] = p.variants;
    const token = (await login(h.app, (await createUser(h.app)).email)).token;
    const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
      h.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
    expect((await call('POST', '/cart/items', { productId: p.id, variantId: a!.id, quantity: 1 })).statusCode).toBe(200);
    expect((await call('POST', '/cart/items', { productId: p.id, variantId: b!.id, quantity: 2 })).statusCode).toBe(200);
    const raised = (await call('POST', '/cart/items', { productId: p.id, variantId: a!.id, quantity: 1 })).json().metadata;
    expect(raised.items.map((l: { variantId: string; quantity: number }) => [l.variantId, l.quantity])).toEqual([
      [a!.id, 2],
      [b!.id, 2],
    ]);
    const over = await call('POST', '/cart/items', { productId: p.id, variantId: a!.id, quantity: 2 });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ errorCode: 'INSUFFICIENT_STOCK', message: 'Chỉ còn 3 sản phẩm trong kho' });
    const bare = await call('POST', '/cart/items', { productId: p.id, quantity: 1 });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({ errorCode: 'VARIANT_REQUIRED', metadata: { errors: [{ field: 'variantId' }] } });

    // A failed order (the second line wants more than its variant has) leaves stock and cart alone.
    const failed = await placeOrder(
      h.app,
      checkoutBody([
        { productId: p.id, variantId: a!.id, quantity: 2 },
        { productId: p.id, variantId: b!.id, quantity: 6 },
      ]),
      { headers: bearer(token) },
    );
    expect(failed.statusCode).toBe(409);
    expect(failed.json().metadata.errors).toEqual([{ field: 'items.1.quantity', message: 'Chỉ còn 5 sản phẩm trong kho' }]);
    expect([await variantStockOf(h.app, a!.id), await variantStockOf(h.app, b!.id), await stockOf(h.app, p.id)]).toEqual([
      3, 5, 10,
    ]);
    expect((await call('GET', '/cart')).json().metadata.items).toHaveLength(2);

    const ok = await placeOrder(h.app, checkoutBody([{ productId: p.id, variantId: a!.id, quantity: 2 }]), {
      headers: bearer(token),
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const order = ok.json().metadata;
    expect(order.items[0]).toMatchObject({ product: p.id, variantId: a!.id, name: `${p.name} — 128GB / Đen`, sku: a!.sku });
    const left = (await call('GET', '/cart')).json().metadata.items;
    expect(left.map((l: { variantId: string }) => l.variantId)).toEqual([b!.id]);
    expect([await variantStockOf(h.app, a!.id), await variantStockOf(h.app, b!.id), await stockOf(h.app, p.id)]).toEqual([
      1, 5, 8,
    ]);
    // The confirmation mail names the variant bought.
    await mailIdle(h.app);
    const mail = await h.app.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('template', '=', 'order-confirmation')
      .where('subject', 'like', `%${order.code}%`)
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain(`${p.name} — 128GB / Đen × 2`);

    // The product page shows the variant's new stock; the listing columns stay derived.
    const page = (await h.app.inject({ method: 'GET', url: `/api/v1/products/${p.slug}` })).json().metadata;
    expect(page.variants.find((v: { _id: string }) => v._id === a!.id).quantity).toBe(1);
    expect(page).toMatchObject({ price: 20_000_000, quantity: 8 });
  });

  it('sells exactly the last units of one variant to concurrent buyers, the other variant untouched', async () => {
    const p = await phone();
    const [a, b, , d] = p.variants;
    const before = await countRows(h.app, 'orders');
    const buyers = Array.from({ length: 40 }, (_, i) =>
      placeOrder(
        h.app,
        checkoutBody(
          i % 4 === 0
            ? [
                { productId: p.id, variantId: d!.id, quantity: 1 },
                { productId: p.id, variantId: a!.id, quantity: 1 },
              ]
            : [{ productId: p.id, variantId: a!.id, quantity: 1 }],
        ),
      ),
    );
    const answers = await Promise.all(buyers);
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    // Every other buyer is told there is too little (a deadlock would show here as a 500).
    expect(answers.filter((r) => r.statusCode !== 201 && r.statusCode !== 409).map((r) => r.body)).toEqual([]);
    const sold = answers.filter((r) => r.statusCode === 201).map((r) => r.json().metadata);
    const dSold = sold.filter((o) => o.items.length === 2).length;
    expect(await variantStockOf(h.app, a!.id)).toBe(0);
    expect(await variantStockOf(h.app, b!.id)).toBe(5);
    expect(await variantStockOf(h.app, d!.id)).toBe(2 - dSold);
    expect(await stockOf(h.app, p.id)).toBe(10 - 3 - dSold);
    expect(await countRows(h.app, 'orders')).toBe(before + 3);
    const sums = await h.app.db
      .selectFrom('product_variants')
      .select((eb) => eb.fn.sum<number>('quantity').as('n'))
      .where('product_id', '=', p.id)
      .executeTakeFirstOrThrow();
    expect(Number(sums.n)).toBe(await stockOf(h.app, p.id));
  });

  it('puts a cancelled order back on the variant it took', async () => {
    const p = await phone();
    const [, b] = p.variants;
    const placed = await placeOrder(h.app, checkoutBody([{ productId: p.id, variantId: b!.id, quantity: 2 }]));
    expect(placed.statusCode, placed.body).toBe(201);
    const { code, viewToken } = placed.json().metadata;
    expect(await variantStockOf(h.app, b!.id)).toBe(3);
    const res = await h.app.inject({ method: 'POST', url: `/api/v1/orders/${code}/cancel`, payload: { token: viewToken } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await variantStockOf(h.app, b!.id)).toBe(5);
    expect(await stockOf(h.app, p.id)).toBe(10);
  });
});
