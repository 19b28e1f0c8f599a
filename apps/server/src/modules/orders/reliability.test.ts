import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dialects } from '../../../test/helpers';
import { bearer, createUser, type Harness, login } from '../auth/testing';
import { invalidateCheckoutCache } from '../shipping/queries';
import { addProduct, checkoutBody, commerceHarness, countRows, placeOrder, stockOf } from './testing';

/**
 * Products whose stock the order's first read over-reports, so the read check passes and the
 * conditional stock update is what finds too little: the failure then happens after another
 * line's stock was already taken in the same transaction.
 */
const overReported = vi.hoisted(() => new Set<string>());
const inflatedReads = vi.hoisted(() => ({ count: 0 }));
vi.mock('../cart/lines', async (importOriginal) => {
  const real = await importOriginal<typeof import('../cart/lines')>();
  return {
    ...real,
    loadProducts: async (...args: Parameters<typeof real.loadProducts>) => {
      const lookup = await real.loadProducts(...args);
      return (ref: { id: string; variantId?: string }) => {
        const p = lookup(ref);
        if (real.isMissing(p) || !overReported.has(ref.id)) return p;
        inflatedReads.count++;
        return { ...p, quantity: p.quantity + 100 };
      };
    },
  };
});

describe.each(dialects)('orders never oversell on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await commerceHarness(dialect);
  });
  afterAll(async () => h.close());

  it('sells exactly the 10 in stock to 100 concurrent buyers', async () => {
    const p = await addProduct(h.app, { name: 'Tai nghe Sen Pro', price: 500_000, quantity: 10 });
    const before = await countRows(h.app, 'orders');
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => placeOrder(h.app, checkoutBody([{ productId: p.id, quantity: 1 }]))),
    );
    const ok = answers.filter((r) => r.statusCode === 201);
    const refused = answers.filter((r) => r.statusCode !== 201);
    expect(ok).toHaveLength(10);
    expect(refused).toHaveLength(90);
    for (const r of refused) {
      expect(r.statusCode, r.body).toBe(409);
      expect(r.json()).toMatchObject({ errorCode: 'OUT_OF_STOCK', message: 'Sản phẩm "Tai nghe Sen Pro" đã hết hàng' });
    }
    expect(new Set(ok.map((r) => r.json().metadata.code)).size).toBe(10);
    expect(await stockOf(h.app, p.id)).toBe(0);
    expect(await countRows(h.app, 'orders')).toBe(before + 10);
    const sold = await h.app.db.selectFrom('products').select('sold').where('id', '=', p.id).executeTakeFirstOrThrow();
    expect(Number(sold.sold)).toBe(10);
  });

  it('makes one order for concurrent requests with the same Idempotency-Key', async () => {
    const p = await addProduct(h.app, { quantity: 10 });
    const before = await countRows(h.app, 'orders');
    const body = checkoutBody([{ productId: p.id, quantity: 2 }]);
    const key = `same-key-${dialect}-${Date.now()}`;
    const answers = await Promise.all(Array.from({ length: 5 }, () => placeOrder(h.app, body, { key })));
    for (const r of answers) expect(r.statusCode, r.body).toBe(201);
    const codes = new Set(answers.map((r) => r.json().metadata.code));
    expect(codes.size).toBe(1);
    expect(answers.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(4);
    expect(await countRows(h.app, 'orders')).toBe(before + 1);
    expect(await stockOf(h.app, p.id)).toBe(8);

    // Later, the same key still answers the same order; with another body it is refused.
    const again = await placeOrder(h.app, body, { key });
    expect(again.json().metadata.code).toBe([...codes][0]);
    const other = await placeOrder(h.app, checkoutBody([{ productId: p.id, quantity: 1 }]), { key });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ errorCode: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await stockOf(h.app, p.id)).toBe(8);
  });

  it('answers a replay with its order even when a check would refuse the request today', async () => {
    const p = await addProduct(h.app, { quantity: 10 });
    const body = checkoutBody([{ productId: p.id, quantity: 1 }]);
    const key = `replay-after-switch-off-${dialect}-${Date.now()}`;
    const first = await placeOrder(h.app, body, { key });
    expect(first.statusCode, first.body).toBe(201);
    const method = 'COD';
    await h.app.db.updateTable('payment_methods').set({ is_active: 0 }).where('code', '=', method).execute();
    await invalidateCheckoutCache(h.app);
    try {
      const again = await placeOrder(h.app, body, { key });
      expect(again.statusCode, again.body).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json().metadata.code).toBe(first.json().metadata.code);
      // A new key is refused: the method is off.
      expect((await placeOrder(h.app, body)).statusCode).toBe(400);
      expect(await stockOf(h.app, p.id)).toBe(9);
    } finally {
      await h.app.db.updateTable('payment_methods').set({ is_active: 1 }).where('code', '=', method).execute();
      await invalidateCheckoutCache(h.app);
    }
  });

  it('keeps a key of a failed attempt free for a retry', async () => {
    const p = await addProduct(h.app, { quantity: 1 });
    const key = `retry-key-${dialect}-${Date.now()}`;
    const tooMany = await placeOrder(h.app, checkoutBody([{ productId: p.id, quantity: 2 }]), { key });
    expect(tooMany.statusCode).toBe(409);
    const retry = await placeOrder(h.app, checkoutBody([{ productId: p.id, quantity: 2 }]), { key });
    expect(retry.statusCode).toBe(409);
    expect(await stockOf(h.app, p.id)).toBe(1);
  });

  it('stores an order whole or not at all: a line short of stock undoes the stock already taken', async () => {
    const [a, b] = [await addProduct(h.app, { quantity: 5 }), await addProduct(h.app, { quantity: 5 })].sort((x, y) =>
      x.id < y.id ? -1 : 1,
    );
    // Stock is taken in id order: a first (enough), then b, whose real stock is 1 for 2 wanted.
    await h.app.db.updateTable('products').set({ quantity: 1 }).where('id', '=', b!.id).execute();
    overReported.add(b!.id);
    const user = await createUser(h.app);
    const { token } = await login(h.app, user.email);
    await h.app.inject({
      method: 'POST',
      url: '/api/v1/cart/items',
      headers: bearer(token),
      payload: { productId: a!.id, quantity: 2 },
    });
    await h.app.db
      .insertInto('coupons')
      .values({
        id: `c-${dialect}`,
        code: 'ONCE',
        name: '',
        description: '',
        type: 'fixed',
        value: 10_000,
        minimum_purchase: null,
        maximum_discount: null,
        starts_at: null,
        ends_at: null,
        max_uses: 5,
        uses_per_customer: null,
        used_count: 0,
        is_active: 1,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
    const counts = async () => ({
      orders: await countRows(h.app, 'orders'),
      items: await countRows(h.app, 'order_items'),
      redemptions: await countRows(h.app, 'coupon_redemptions'),
      keys: await countRows(h.app, 'idempotency_keys'),
    });
    const before = await counts();
    try {
      const res = await placeOrder(
        h.app,
        checkoutBody(
          [
            { productId: a!.id, quantity: 2 },
            { productId: b!.id, quantity: 2 },
          ],
          { promoCode: 'ONCE' },
        ),
        { headers: bearer(token) },
      );
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({ errorCode: 'INSUFFICIENT_STOCK', message: 'Chỉ còn 1 sản phẩm trong kho' });
      expect(res.json().metadata.errors).toEqual([{ field: 'items.1.quantity', message: 'Chỉ còn 1 sản phẩm trong kho' }]);
      // The read check saw enough of b, so the refusal came from b's stock update, after a's.
      expect(inflatedReads.count).toBeGreaterThan(0);
    } finally {
      overReported.clear();
    }
    expect(await stockOf(h.app, a!.id)).toBe(5);
    expect(await stockOf(h.app, b!.id)).toBe(1);
    expect(await counts()).toEqual(before);
    const coupon = await h.app.db.selectFrom('coupons').select('used_count').where('code', '=', 'ONCE').executeTakeFirstOrThrow();
    expect(coupon.used_count).toBe(0);
    const cart = await h.app.inject({ method: 'GET', url: '/api/v1/cart', headers: bearer(token) });
    expect(cart.json().metadata.items).toMatchObject([{ id: a!.id, quantity: 2 }]);

    // The same order within stock goes through, uses the coupon once and empties those cart lines.
    const placed = await placeOrder(h.app, checkoutBody([{ productId: a!.id, quantity: 2 }], { promoCode: 'once' }), {
      headers: bearer(token),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().metadata).toMatchObject({ discount: 10_000, couponCode: 'ONCE', customer: { userId: user.id } });
    expect(await stockOf(h.app, a!.id)).toBe(3);
    const after = await h.app.inject({ method: 'GET', url: '/api/v1/cart', headers: bearer(token) });
    expect(after.json().metadata.items).toEqual([]);
  });

  it('gives a coupon with 3 uses to exactly 3 of 10 concurrent buyers', async () => {
    const p = await addProduct(h.app, { quantity: 100 });
    const now = new Date().toISOString();
    await h.app.db
      .insertInto('coupons')
      .values({
        id: `three-${dialect}`,
        code: 'THREE',
        name: '',
        description: '',
        type: 'percentage',
        value: 5,
        minimum_purchase: null,
        maximum_discount: null,
        starts_at: null,
        ends_at: null,
        max_uses: 3,
        uses_per_customer: null,
        used_count: 0,
        is_active: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        placeOrder(
          h.app,
          checkoutBody([{ productId: p.id }], {
            promoCode: 'THREE',
            information: { ...checkoutBody([]).information, email: `b${i}@example.vn` },
          }),
        ),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(3);
    for (const r of answers.filter((x) => x.statusCode !== 201)) {
      expect(r.json()).toMatchObject({ errorCode: 'PROMO_USED_UP', message: 'Mã giảm giá đã hết lượt sử dụng' });
    }
    const coupon = await h.app.db
      .selectFrom('coupons')
      .select('used_count')
      .where('code', '=', 'THREE')
      .executeTakeFirstOrThrow();
    expect(coupon.used_count).toBe(3);
    expect(await stockOf(h.app, p.id)).toBe(97);
  });
});
