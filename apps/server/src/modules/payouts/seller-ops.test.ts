import { payableAt } from '@sen/core/payouts/index';
import { DEFAULT_STORE_HOURS } from '@sen/core/stores/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/helpers';
import { formData, pngImage } from '../../lib/images/testing';
import { bearer, createUser, type Harness, login } from '../auth/testing';
import { checkoutBody, commerceHarness, placeOrder, stockOf } from '../orders/testing';
import { addSellerProduct, createSeller, type TestSeller } from './testing';

/** Issue 18, decision 0299: pickup orders credit their sellers; one seller's shipment cancelled before it ships. */
describe.each(dialects)('pickup credit and shipment cancel on %s', (dialect) => {
  let h: Harness;
  let admin: Record<string, string>;
  let support: Record<string, string>;
  let A: TestSeller;
  let B: TestSeller;
  const products: Record<'shop' | 'a' | 'b', string> = {} as never;

  beforeAll(async () => {
    h = await commerceHarness(dialect, process.env.TEST_REDIS_URL ? { redisUrl: process.env.TEST_REDIS_URL } : {});
    admin = bearer((await login(h.app, (await createUser(h.app, { role: 'admin' })).email)).token);
    support = bearer((await login(h.app, (await createUser(h.app, { role: 'support' })).email)).token);
    A = await createSeller(h.app, { commissionBp: 1000, name: 'Shop A' });
    B = await createSeller(h.app, { commissionBp: 2000, name: 'Shop B' });
    products.shop = (await addSellerProduct(h.app, null, { price: 500_000, name: 'Shop phone', quantity: 100 })).id;
    products.a = (await addSellerProduct(h.app, A.id, { price: 100_005, name: 'A lamp', quantity: 100 })).id;
    products.b = (await addSellerProduct(h.app, B.id, { price: 300_000, name: 'B case', quantity: 100 })).id;
  });
  afterAll(async () => h.close());

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, headers: Record<string, string> = {}, payload?: object) =>
    h.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });
  const order = async (items: object[], over: Record<string, unknown> = {}) => {
    const res = await placeOrder(h.app, checkoutBody(items, over));
    expect(res.statusCode, res.body).toBe(201);
    const code = res.json().metadata.code as string;
    const row = await h.app.db.selectFrom('orders').selectAll().where('code', '=', code).executeTakeFirstOrThrow();
    return row;
  };
  const shipmentOf = async (orderId: string, seller: string) =>
    (
      await h.app.db
        .selectFrom('order_shipments')
        .selectAll()
        .where('order_id', '=', orderId)
        .where('seller_key', '=', seller)
        .executeTakeFirstOrThrow()
    ).id;
  const ledgerOf = (orderId: string) =>
    h.app.db.selectFrom('seller_ledger').selectAll().where('order_id', '=', orderId).execute();
  const confirm = async (code: string) =>
    expect((await call('PATCH', `/admin/orders/${code}/status`, admin, { status: 'processing', note: '' })).statusCode).toBe(200);
  const reason = { reason: 'Hết hàng tại kho người bán' };

  it('credits the sellers of a pickup order when it is picked up, payable after the return window', async () => {
    const store = await call('POST', '/admin/stores', admin, {
      name: 'Sen Ba Đình',
      address: '1 Hoàng Diệu',
      provinceCode: '01',
      wardCode: '00004',
      phone: '024 3823 4567',
      email: 'badinh@sen.vn',
      hours: DEFAULT_STORE_HOURS,
      isDefault: false,
      isPickupLocation: true,
      isShippingOrigin: false,
      isActive: true,
      latitude: 21.0358,
      longitude: 105.8342,
    });
    expect(store.statusCode, store.body).toBe(201);
    const storeId = store.json().metadata.id as string;
    for (const productId of [products.shop, products.b])
      expect(
        (await call('POST', '/admin/store-transfers', admin, { fromStoreId: null, toStoreId: storeId, productId, quantity: 5 }))
          .statusCode,
      ).toBe(201);
    const o = await order(
      [
        { productId: products.shop, quantity: 1 },
        { productId: products.b, quantity: 2 },
      ],
      { shipping: { method: 'pickup', storeId } },
    );
    const ready = await call('POST', `/admin/orders/${o.code}/pickup/ready`, admin);
    expect(ready.statusCode, ready.body).toBe(200);
    // Not credited before the customer collects it.
    expect(await ledgerOf(o.id)).toEqual([]);
    const done = await call('POST', `/admin/orders/${o.code}/pickup/collect`, admin, {
      pickupCode: ready.json().metadata.pickup.pickupCode,
    });
    expect(done.statusCode, done.body).toBe(200);
    const ledger = await ledgerOf(o.id);
    // B: 20 % of 600 000; the shop's own line is not a seller's.
    expect(ledger.map((l) => [l.seller_id, l.kind, Number(l.gross), Number(l.commission), Number(l.amount)])).toEqual([
      [B.id, 'sale', 600_000, 120_000, 480_000],
    ]);
    const pickedUpAt = (
      await h.app.db.selectFrom('order_pickups').select('picked_up_at').where('order_id', '=', o.id).executeTakeFirstOrThrow()
    ).picked_up_at!;
    expect(Date.parse(payableAt(pickedUpAt, 30)) - Date.parse(ledger[0]!.available_at)).toBeLessThan(5_000);
    expect((await call('GET', '/seller/payouts', B.auth)).json().metadata.balance).toEqual({ available: 0, pending: 480_000 });
    // A full refund takes the credit back, as for a delivered shipment.
    expect((await call('PATCH', `/admin/orders/${o.code}/status`, admin, { status: 'refunded', note: '' })).statusCode).toBe(200);
    expect((await call('GET', '/seller/payouts', B.auth)).json().metadata.balance).toEqual({ available: 0, pending: 0 });
  });

  it('cancels one seller’s shipment: its lines leave the order, stock goes back, it is never credited', async () => {
    const o = await order([
      { productId: products.shop, quantity: 1 },
      { productId: products.a, quantity: 3 },
      { productId: products.b, quantity: 1 },
    ]);
    await confirm(o.code);
    const [shipA, shipB, shipShop] = [await shipmentOf(o.id, A.id), await shipmentOf(o.id, B.id), await shipmentOf(o.id, '')];
    const stockA = await stockOf(h.app, products.a);

    // Another seller's shipment looks missing; a reason is required; support staff may not.
    expect((await call('POST', `/seller/shipments/${shipA}/cancel`, B.auth, reason)).statusCode).toBe(404);
    expect((await call('POST', `/seller/shipments/${shipShop}/cancel`, B.auth, reason)).statusCode).toBe(404);
    const noReason = await call('POST', `/seller/shipments/${shipA}/cancel`, A.auth, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().metadata.errors[0].field).toBe('reason');
    expect((await call('POST', `/admin/shipments/${shipA}/cancel`, support, reason)).statusCode).toBe(403);

    const res = await call('POST', `/seller/shipments/${shipA}/cancel`, A.auth, reason);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().metadata).toMatchObject({ status: 'cancelled', lines: [] });
    expect(await stockOf(h.app, products.a)).toBe(stockA + 3);
    const after = await h.app.db.selectFrom('orders').selectAll().where('id', '=', o.id).executeTakeFirstOrThrow();
    expect(after.status).toBe('processing');
    expect(Number(after.subtotal)).toBe(Number(o.subtotal) - 300_015);
    expect(Number(after.total)).toBeLessThan(Number(o.total));
    const names = (await h.app.db.selectFrom('order_items').select('name').where('order_id', '=', o.id).execute()).map(
      (i) => i.name,
    );
    expect(names.sort()).toEqual(['B case', 'Shop phone']);
    // Recorded: the order's timeline, the audit log.
    const audit = await h.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'order_shipment')
      .where('entity_id', '=', shipA)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['cancel']);
    // Once only; the seller's list shows it cancelled.
    expect((await call('POST', `/seller/shipments/${shipA}/cancel`, A.auth, reason)).statusCode).toBe(409);
    expect((await call('GET', '/seller/orders?status=cancelled', A.auth)).json().metadata.items).toHaveLength(1);

    // The rest ships and is delivered; the order completes without the cancelled shipment.
    const tracking = { carrier: 'GHN', trackingNumber: 'GHN1', trackingUrl: '' };
    expect((await call('POST', `/seller/shipments/${shipB}/ship`, B.auth, tracking)).statusCode).toBe(200);
    // Once a shipment left, the order is shipped: the others can no longer be cut out of it.
    const late = await call('POST', `/admin/shipments/${shipShop}/cancel`, admin, reason);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBeTruthy();
    expect((await call('POST', `/seller/shipments/${shipB}/cancel`, B.auth, reason)).statusCode).toBe(409);
    expect((await call('POST', `/seller/shipments/${shipB}/deliver`, B.auth)).statusCode).toBe(200);
    expect((await call('POST', `/admin/shipments/${shipShop}/ship`, admin, tracking)).statusCode).toBe(200);
    expect((await call('POST', `/admin/shipments/${shipShop}/deliver`, admin)).statusCode).toBe(200);
    expect((await h.app.db.selectFrom('orders').select('status').where('id', '=', o.id).executeTakeFirstOrThrow()).status).toBe(
      'delivered',
    );
    const ledger = await ledgerOf(o.id);
    expect(ledger.map((l) => [l.seller_id, Number(l.amount)])).toEqual([[B.id, 240_000]]);
  });

  it('cancels the order when its last shipment is cancelled, and two cancels at once never both apply', async () => {
    const o = await order([
      { productId: products.shop, quantity: 1 },
      { productId: products.b, quantity: 2 },
    ]);
    await confirm(o.code);
    const stockB = await stockOf(h.app, products.b);
    const stockShop = await stockOf(h.app, products.shop);
    const shipB = await shipmentOf(o.id, B.id);
    const shipShop = await shipmentOf(o.id, '');
    // Both shipments at once: one is cut out of the order, the other either cancels the order or
    // is told the order changed; never both edits, never a 500.
    const [x, y] = await Promise.all([
      call('POST', `/admin/shipments/${shipShop}/cancel`, admin, reason),
      call('POST', `/seller/shipments/${shipB}/cancel`, B.auth, reason),
    ]);
    const codes = [x.statusCode, y.statusCode].sort();
    expect(codes[0], `${x.body} ${y.body}`).toBe(200);
    expect([200, 409]).toContain(codes[1]);
    if (codes[1] === 409) {
      const left = [x, y].find((r) => r.statusCode === 409)!;
      expect(left.json().message).toBeTruthy();
      const again = left === x ? ['admin', shipShop] : ['seller', shipB];
      const retry = await call(
        'POST',
        `/${again[0]}/shipments/${again[1]}/cancel`,
        again[0] === 'admin' ? admin : B.auth,
        reason,
      );
      expect(retry.statusCode, retry.body).toBe(200);
    }
    const row = await h.app.db.selectFrom('orders').select('status').where('id', '=', o.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('cancelled');
    const ships = await h.app.db.selectFrom('order_shipments').select('status').where('order_id', '=', o.id).execute();
    expect(ships.map((s) => s.status)).toEqual(['cancelled', 'cancelled']);
    expect(await stockOf(h.app, products.b)).toBe(stockB + 2);
    expect(await stockOf(h.app, products.shop)).toBe(stockShop + 1);
    expect(await ledgerOf(o.id)).toEqual([]);
  });
  it('stores a seller’s logo through the image pipeline on their own shop only, shown on the shop page and to staff', async () => {
    const upload = (who: Record<string, string>, bytes: Buffer) =>
      h.app.inject({
        method: 'POST',
        url: '/api/v1/seller/shop/logo',
        ...(() => {
          const body = formData([{ field: 'logo', bytes, filename: 'logo.png' }]);
          return { payload: body.payload, headers: { ...body.headers, ...who } };
        })(),
      });
    expect((await upload({}, pngImage(200, 200))).statusCode).toBe(401);
    expect((await upload(support, pngImage(200, 200))).statusCode).toBe(403);
    const bad = await upload(A.auth, Buffer.from('not a picture'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().metadata.errors[0].field).toBe('logo');

    const first = await upload(A.auth, pngImage(300, 300));
    expect(first.statusCode, first.body).toBe(200);
    const logo = first.json().metadata.logo as string;
    expect(logo).toMatch(/^\/uploads\/images\/sellers\/[0-9a-f]+\/original\.png$/);
    expect((await h.app.inject({ method: 'GET', url: logo })).statusCode).toBe(200);
    const slugA = first.json().metadata.slug as string;
    expect((await call('GET', `/shops/${slugA}`)).json().metadata.shop.logo).toBe(logo);
    // B's shop is untouched; staff see A's logo in the sellers list.
    expect((await h.app.db.selectFrom('sellers').select('logo').where('id', '=', B.id).executeTakeFirstOrThrow()).logo).toBe('');
    const list = await call('GET', '/admin/sellers?status=approved', admin);
    expect(list.statusCode, list.body).toBe(200);
    expect(JSON.stringify(list.json().metadata)).toContain(logo);

    // Replacing deletes the old files; removing clears it; both audited.
    const second = (await upload(A.auth, pngImage(240, 120))).json().metadata.logo as string;
    expect(second).not.toBe(logo);
    expect((await h.app.inject({ method: 'GET', url: logo })).statusCode).toBe(404);
    const removed = await h.app.inject({ method: 'DELETE', url: '/api/v1/seller/shop/logo', headers: A.auth });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().metadata.logo).toBe('');
    expect((await h.app.inject({ method: 'GET', url: second })).statusCode).toBe(404);
    expect((await h.app.inject({ method: 'DELETE', url: '/api/v1/seller/shop/logo', headers: A.auth })).statusCode).toBe(404);
    const audit = await h.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'seller')
      .where('entity_id', '=', A.id)
      .execute();
    expect(audit).toHaveLength(3);
  });
});
