import { DEFAULT_STORE_HOURS } from '@sen/core/stores/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/helpers';
import { bearer, createUser, type Harness, login } from '../auth/testing';
import { checkoutBody, commerceHarness, placeOrder } from '../orders/testing';
import { addSellerProduct, createSeller, type TestSeller } from './testing';

/** Issue 18, decision 0301: a pickup order's seller lines are a shipment the seller hands to the store. */
describe.each(dialects)('pickup orders split per seller on %s', (dialect) => {
  let h: Harness;
  let admin: Record<string, string>;
  let A: TestSeller;
  let B: TestSeller;
  let storeId: string;
  const products: Record<'shop' | 'a' | 'b', string> = {} as never;

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, headers: Record<string, string> = {}, payload?: object) =>
    h.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });
  const order = async (items: object[], over: Record<string, unknown> = {}) => {
    const res = await placeOrder(h.app, checkoutBody(items, over));
    expect(res.statusCode, res.body).toBe(201);
    const code = res.json().metadata.code as string;
    return h.app.db.selectFrom('orders').selectAll().where('code', '=', code).executeTakeFirstOrThrow();
  };
  const shipments = (orderId: string) =>
    h.app.db.selectFrom('order_shipments').selectAll().where('order_id', '=', orderId).orderBy('seller_key').execute();
  const sellerOrders = async (auth: Record<string, string>, code: string) => {
    const res = await call('GET', `/seller/orders?q=${code}`, auth);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().metadata.items as {
      shipment: { id: string; status: string; lines: { name: string }[] };
      orderStatus: string;
      buyer: Record<string, string>;
      pickupStore: { name: string; address: string } | null;
    }[];
  };
  const toFulfil = async (auth: Record<string, string>) =>
    (await call('GET', '/seller/dashboard', auth)).json().metadata.toFulfil as number;

  beforeAll(async () => {
    h = await commerceHarness(dialect, process.env.TEST_REDIS_URL ? { redisUrl: process.env.TEST_REDIS_URL } : {});
    admin = bearer((await login(h.app, (await createUser(h.app, { role: 'admin' })).email)).token);
    A = await createSeller(h.app, { commissionBp: 1000, name: 'Shop A' });
    B = await createSeller(h.app, { commissionBp: 2000, name: 'Shop B' });
    products.shop = (await addSellerProduct(h.app, null, { price: 500_000, name: 'Shop phone', quantity: 100 })).id;
    products.a = (await addSellerProduct(h.app, A.id, { price: 200_000, name: 'A lamp', quantity: 100 })).id;
    products.b = (await addSellerProduct(h.app, B.id, { price: 300_000, name: 'B case', quantity: 100 })).id;
    const store = await call('POST', '/admin/stores', admin, {
      name: 'Sen Hoàn Kiếm',
      address: '5 Tràng Tiền',
      provinceCode: '01',
      wardCode: '00004',
      phone: '024 3823 0000',
      email: 'hoankiem@sen.vn',
      hours: DEFAULT_STORE_HOURS,
      isDefault: false,
      isPickupLocation: true,
      isShippingOrigin: false,
      isActive: true,
      latitude: 21.0245,
      longitude: 105.8565,
    });
    expect(store.statusCode, store.body).toBe(201);
    storeId = store.json().metadata.id as string;
    for (const productId of [products.shop, products.a])
      expect(
        (await call('POST', '/admin/store-transfers', admin, { fromStoreId: null, toStoreId: storeId, productId, quantity: 5 }))
          .statusCode,
      ).toBe(201);
  });
  afterAll(async () => h.close());

  it('shows the seller their pickup lines and the store, lets them hand them over, credits once at pick-up', async () => {
    const o = await order(
      [
        { productId: products.shop, quantity: 1 },
        { productId: products.a, quantity: 2 },
      ],
      { shipping: { method: 'pickup', storeId } },
    );
    // Split like a delivery order: the shop's lines and seller A's.
    const split = await shipments(o.id);
    expect(split.map((s) => [s.seller_key, s.status])).toEqual([
      ['', 'processing'],
      [A.id, 'processing'],
    ]);
    const shipA = split[1]!.id;

    // A sees only their line and the pickup store, not the buyer's phone or address; B sees nothing.
    const [mine, ...more] = await sellerOrders(A.auth, o.code);
    expect(more).toEqual([]);
    expect(mine!.shipment.lines.map((l) => l.name)).toEqual(['A lamp']);
    expect(mine!.pickupStore).toEqual({ name: 'Sen Hoàn Kiếm', address: expect.stringContaining('5 Tràng Tiền') });
    expect(mine!.buyer).toMatchObject({ phone: '', address: '', wardName: '', provinceName: '' });
    expect(mine!.buyer.fullName).not.toBe('');
    expect(JSON.stringify(mine)).not.toContain(o.email);
    expect(await sellerOrders(B.auth, o.code)).toEqual([]);
    expect(await toFulfil(A.auth)).toBe(1);
    expect(await toFulfil(B.auth)).toBe(0);

    // Not before the shop confirmed it; another seller's shipment is not found.
    expect((await call('POST', `/seller/shipments/${shipA}/ship`, A.auth, {})).statusCode).toBe(409);
    expect((await call('PATCH', `/admin/orders/${o.code}/status`, admin, { status: 'processing', note: '' })).statusCode).toBe(
      200,
    );
    expect((await call('POST', `/seller/shipments/${shipA}/ship`, B.auth, {})).statusCode).toBe(404);

    // Handed to the store without a tracking number; the order keeps the pickup flow.
    const shipped = await call('POST', `/seller/shipments/${shipA}/ship`, A.auth, {});
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json().metadata.status).toBe('shipped');
    expect((await h.app.db.selectFrom('orders').select('status').where('id', '=', o.id).executeTakeFirstOrThrow()).status).toBe(
      'processing',
    );
    expect(await toFulfil(A.auth)).toBe(0);
    // Delivered only by the pick-up, never by the seller or staff one by one.
    expect((await call('POST', `/seller/shipments/${shipA}/deliver`, A.auth)).statusCode).toBe(409);
    expect((await call('POST', `/admin/shipments/${shipA}/deliver`, admin)).statusCode).toBe(409);
    expect(await h.app.db.selectFrom('seller_ledger').selectAll().where('order_id', '=', o.id).execute()).toEqual([]);

    // The desk's flow is unchanged (the shop's own shipment never shipped): ready, then collected.
    const ready = await call('POST', `/admin/orders/${o.code}/pickup/ready`, admin);
    expect(ready.statusCode, ready.body).toBe(200);
    const pickupCode = ready.json().metadata.pickup.pickupCode as string;
    const done = await call('POST', `/admin/orders/${o.code}/pickup/collect`, admin, { pickupCode });
    expect(done.statusCode, done.body).toBe(200);
    expect((await shipments(o.id)).map((s) => s.status)).toEqual(['delivered', 'delivered']);
    expect((await sellerOrders(A.auth, o.code))[0]!.shipment.status).toBe('delivered');

    // Credited once: 10 % commission on 400 000; a second collect changes nothing.
    expect((await call('POST', `/admin/orders/${o.code}/pickup/collect`, admin, { pickupCode })).statusCode).not.toBe(200);
    const ledger = await h.app.db.selectFrom('seller_ledger').selectAll().where('order_id', '=', o.id).execute();
    expect(ledger.map((l) => [l.seller_id, l.kind, Number(l.gross), Number(l.amount)])).toEqual([
      [A.id, 'sale', 400_000, 360_000],
    ]);
    expect((await call('GET', '/seller/payouts', A.auth)).json().metadata.balance).toEqual({ available: 0, pending: 360_000 });
  });

  it('lets a seller hand over after the desk marked the order ready; delivery shipments still need tracking', async () => {
    const p = await order([{ productId: products.a, quantity: 1 }], { shipping: { method: 'pickup', storeId } });
    const [shipA] = await shipments(p.id);
    expect(shipA!.seller_key).toBe(A.id);
    expect((await call('POST', `/admin/orders/${p.code}/pickup/ready`, admin)).statusCode).toBe(200);
    expect(await toFulfil(A.auth)).toBe(1);
    const res = await call('POST', `/seller/shipments/${shipA!.id}/ship`, A.auth, { carrier: 'Xe nhà' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await toFulfil(A.auth)).toBe(0);

    const d = await order([{ productId: products.b, quantity: 1 }]);
    expect((await call('PATCH', `/admin/orders/${d.code}/status`, admin, { status: 'processing', note: '' })).statusCode).toBe(
      200,
    );
    const shipB = (await shipments(d.id)).find((s) => s.seller_key === B.id)!.id;
    const bare = await call('POST', `/seller/shipments/${shipB}/ship`, B.auth, {});
    expect(bare.statusCode).toBe(400);
    expect(bare.json().metadata.errors[0].field).toBe('trackingNumber');
    expect((await sellerOrders(B.auth, d.code))[0]!.pickupStore).toBeNull();
    expect((await call('POST', `/seller/shipments/${shipB}/ship`, B.auth, { trackingNumber: 'GHN123' })).statusCode).toBe(200);

    // The pickup order cancelled at the store: the shipment handed over ends too, never credited.
    const cancel = await call('PATCH', `/admin/orders/${p.code}/status`, admin, { status: 'cancelled', note: 'Khách không đến' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await shipments(p.id)).map((s) => s.status)).toEqual(['cancelled']);
    expect(await toFulfil(A.auth)).toBe(0);
    expect(await h.app.db.selectFrom('seller_ledger').selectAll().where('order_id', '=', p.id).execute()).toEqual([]);
  });
});
