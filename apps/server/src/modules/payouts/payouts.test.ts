import { payableAt } from '@sen/core/payouts/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/helpers';
import { bearer, createUser, type Harness, login } from '../auth/testing';
import { checkoutBody, commerceHarness, placeOrder } from '../orders/testing';
import { balanceOf, debitRefund } from './ledger';
import { addCategory, addSellerProduct, createSeller, type TestSeller } from './testing';

describe.each(dialects)('seller shipments, commission and payouts on %s', (dialect) => {
  let h: Harness;
  let admin: Record<string, string>;
  let staff: Record<string, string>;
  let customer: Record<string, string>;
  let A: TestSeller;
  let B: TestSeller;
  let C: TestSeller;
  let pending: TestSeller;
  const products: Record<'shop' | 'a' | 'b' | 'c', string> = {} as never;
  let code = '';
  let orderId = '';
  const ship = { A: '', B: '', shop: '' };

  beforeAll(async () => {
    h = await commerceHarness(dialect, process.env.TEST_REDIS_URL ? { redisUrl: process.env.TEST_REDIS_URL } : {});
    admin = bearer((await login(h.app, (await createUser(h.app, { role: 'admin' })).email)).token);
    staff = bearer((await login(h.app, (await createUser(h.app, { role: 'staff' })).email)).token);
    customer = bearer((await login(h.app, (await createUser(h.app)).email)).token);
    A = await createSeller(h.app, { commissionBp: 1250, name: 'Shop A' });
    B = await createSeller(h.app, { name: 'Shop B' });
    C = await createSeller(h.app, { name: 'Shop C' });
    pending = await createSeller(h.app, { status: 'pending' });
    const cat = await addCategory(h.app);
    const other = await addCategory(h.app, 'Khác');
    const rates = await call('PUT', '/admin/sellers/commissions', admin, {
      defaultBp: 500,
      categories: [{ categoryId: cat, bp: 800 }],
    });
    expect(rates.statusCode, rates.body).toBe(200);
    products.shop = (await addSellerProduct(h.app, null, { price: 2_000_000, name: 'Shop phone', quantity: 1000 })).id;
    products.a = (await addSellerProduct(h.app, A.id, { price: 1_000_005, name: 'A lamp', categoryId: cat, quantity: 3 })).id;
    products.b = (await addSellerProduct(h.app, B.id, { price: 300_000, name: 'B case', categoryId: cat, quantity: 1000 })).id;
    products.c = (await addSellerProduct(h.app, C.id, { price: 99_999, name: 'C cable', categoryId: other, quantity: 1000 })).id;
  });
  afterAll(async () => h.close());

  const call = (method: 'GET' | 'PUT' | 'POST' | 'PATCH', url: string, headers: Record<string, string> = {}, payload?: object) =>
    h.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });
  const order = async (items: object[]) => {
    const res = await placeOrder(h.app, checkoutBody(items));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().metadata as { code: string; id: string };
  };
  const orderStatus = async () =>
    (await h.app.db.selectFrom('orders').select('status').where('code', '=', code).executeTakeFirstOrThrow()).status;
  const tracking = { carrier: 'GHN', trackingNumber: 'GHN123', trackingUrl: 'https://ghn.vn/t/GHN123' };

  it('records each line’s seller and rate (seller, else category, else default) and splits the order by seller', async () => {
    const placed = await order([
      { productId: products.shop, quantity: 1 },
      { productId: products.a, quantity: 1 },
      { productId: products.b, quantity: 2 },
      { productId: products.c, quantity: 1 },
    ]);
    code = placed.code;
    orderId = (await h.app.db.selectFrom('orders').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
    const items = await h.app.db
      .selectFrom('order_items')
      .select(['product_id', 'seller_id', 'commission_bp', 'shipment_id'])
      .where('order_id', '=', orderId)
      .execute();
    const of = (p: string) => items.find((i) => i.product_id === p)!;
    expect(of(products.shop)).toMatchObject({ seller_id: null, commission_bp: null });
    expect(of(products.a)).toMatchObject({ seller_id: A.id, commission_bp: 1250 });
    expect(of(products.b)).toMatchObject({ seller_id: B.id, commission_bp: 800 });
    expect(of(products.c)).toMatchObject({ seller_id: C.id, commission_bp: 500 });
    const shipments = await h.app.db.selectFrom('order_shipments').selectAll().where('order_id', '=', orderId).execute();
    expect(shipments.map((s) => s.seller_key).sort()).toEqual(['', A.id, B.id, C.id].sort());
    expect(new Set(items.map((i) => i.shipment_id)).size).toBe(4);
    ship.A = shipments.find((s) => s.seller_key === A.id)!.id;
    ship.B = shipments.find((s) => s.seller_key === B.id)!.id;
    ship.shop = shipments.find((s) => s.seller_key === '')!.id;

    // The shop's lines alone: no shipment rows, the order-level flow as before.
    const shopOnly = await order([{ productId: products.shop, quantity: 1 }]);
    const rows = await h.app.db
      .selectFrom('order_shipments as s')
      .innerJoin('orders as o', 'o.id', 's.order_id')
      .select('s.id')
      .where('o.code', '=', shopOnly.code)
      .execute();
    expect(rows).toHaveLength(0);
    expect(
      (await call('PATCH', `/admin/orders/${shopOnly.code}/status`, admin, { status: 'processing', note: '' })).statusCode,
    ).toBe(200);
    expect(
      (await call('PATCH', `/admin/orders/${shopOnly.code}/status`, admin, { status: 'shipped', note: '' })).statusCode,
    ).toBe(200);
  });

  it('shows a seller only their lines and what fulfilment needs, and only after the shop confirmed the order', async () => {
    const early = await call('POST', `/seller/shipments/${ship.A}/ship`, A.auth, tracking);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBeTruthy();
    expect((await call('PATCH', `/admin/orders/${code}/status`, admin, { status: 'processing', note: '' })).statusCode).toBe(200);

    const list = await call('GET', '/seller/orders', A.auth);
    expect(list.statusCode).toBe(200);
    const body = list.json().metadata;
    expect(body.items).toHaveLength(1);
    expect(body.items[0].orderCode).toBe(code);
    expect(body.items[0].shipment.lines.map((l: { name: string }) => l.name)).toEqual(['A lamp']);
    expect(body.items[0].buyer).toMatchObject({ fullName: 'Nguyễn Văn An', address: '12 Lê Lợi' });
    expect(list.body).not.toContain('an@example.vn');
    expect(list.body).not.toContain('B case');
    expect(list.body).not.toContain('cod');
    expect(list.body).not.toContain(String(2_000_000));

    const filtered = await call('GET', '/seller/orders?status=delivered', A.auth);
    expect(filtered.json().metadata.items).toHaveLength(0);
    expect((await call('GET', `/seller/orders?q=${code.slice(-4)}`, A.auth)).json().metadata.items).toHaveLength(1);
    expect((await call('GET', '/seller/orders?status=lost', A.auth)).statusCode).toBe(400);
  });

  it('moves each shipment on its own; the order ships with the first and is delivered only when all are', async () => {
    // Staff cannot move a split order around its shipments.
    const whole = await call('PATCH', `/admin/orders/${code}/status`, admin, { status: 'shipped', note: '' });
    expect(whole.statusCode).toBe(409);
    expect(whole.json().message).toMatch(/kiện/);

    // Another seller: not found, nothing moves.
    expect((await call('POST', `/seller/shipments/${ship.A}/ship`, B.auth, tracking)).statusCode).toBe(404);
    expect((await call('POST', `/seller/shipments/${ship.shop}/ship`, B.auth, tracking)).statusCode).toBe(404);
    const noTracking = await call('POST', `/seller/shipments/${ship.A}/ship`, A.auth, { carrier: 'GHN', trackingNumber: ' ' });
    expect(noTracking.statusCode).toBe(400);
    expect(noTracking.json().metadata.errors[0].field).toBe('trackingNumber');
    expect((await call('POST', `/seller/shipments/${ship.A}/deliver`, A.auth)).statusCode).toBe(409);

    const shipped = await call('POST', `/seller/shipments/${ship.A}/ship`, A.auth, tracking);
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json().metadata).toMatchObject({ status: 'shipped', trackingNumber: 'GHN123' });
    expect(await orderStatus()).toBe('shipped');
    expect((await call('POST', `/seller/shipments/${ship.A}/ship`, A.auth, tracking)).statusCode).toBe(409);
    expect((await call('POST', `/seller/shipments/${ship.A}/deliver`, B.auth)).statusCode).toBe(404);
    expect((await call('POST', `/seller/shipments/${ship.A}/deliver`, A.auth)).statusCode).toBe(200);
    expect(await orderStatus()).toBe('shipped');

    expect((await call('POST', `/seller/shipments/${ship.B}/ship`, B.auth, tracking)).statusCode).toBe(200);
    expect((await call('POST', `/seller/shipments/${ship.B}/deliver`, B.auth)).statusCode).toBe(200);
    const shipC = (
      await h.app.db.selectFrom('order_shipments').select('id').where('seller_key', '=', C.id).executeTakeFirstOrThrow()
    ).id;
    expect((await call('POST', `/seller/shipments/${shipC}/ship`, C.auth, tracking)).statusCode).toBe(200);
    expect((await call('POST', `/seller/shipments/${shipC}/deliver`, C.auth)).statusCode).toBe(200);
    expect(await orderStatus()).toBe('shipped');

    // Staff ship and deliver the shop's own; support staff may read but not move.
    expect((await call('POST', `/admin/shipments/${ship.shop}/ship`, customer, tracking)).statusCode).toBe(403);
    expect((await call('POST', `/admin/shipments/${ship.shop}/ship`, admin, tracking)).statusCode).toBe(200);
    expect(await orderStatus()).toBe('shipped');
    expect((await call('POST', `/admin/shipments/${ship.shop}/deliver`, admin)).statusCode).toBe(200);
    expect(await orderStatus()).toBe('delivered');

    const list = await call('GET', `/admin/orders/${code}/shipments`, admin);
    expect(list.statusCode).toBe(200);
    expect(list.json().metadata.map((s: { status: string }) => s.status)).toEqual([
      'delivered',
      'delivered',
      'delivered',
      'delivered',
    ]);
    expect((await call('GET', `/admin/orders/${code}/shipments`, A.auth)).statusCode).toBe(403);
  });

  it('credits each seller the line total less commission, rounded half up, payable after the return window', async () => {
    const ledger = await h.app.db.selectFrom('seller_ledger').selectAll().where('order_id', '=', orderId).execute();
    const of = (s: TestSeller) => ledger.filter((l) => l.seller_id === s.id);
    // 12.5 % of 1 000 005 = 125 000.625 → 125 001.
    expect(of(A).map((l) => [Number(l.gross), Number(l.commission), Number(l.amount)])).toEqual([[1_000_005, 125_001, 875_004]]);
    // Category 8 % of 600 000.
    expect(of(B).map((l) => Number(l.amount))).toEqual([552_000]);
    // Default 5 % of 99 999 = 4 999.95 → 5 000.
    expect(of(C).map((l) => Number(l.amount))).toEqual([94_999]);
    const delivered = (
      await h.app.db.selectFrom('order_shipments').select('delivered_at').where('id', '=', ship.A).executeTakeFirstOrThrow()
    ).delivered_at!;
    expect(of(A)[0]!.available_at).toBe(payableAt(delivered, 30));

    const mine = await call('GET', '/seller/payouts', A.auth);
    expect(mine.json().metadata.balance).toEqual({ available: 0, pending: 875_004 });
    // The return window passes.
    expect(await balanceOf(h.app.db, A.id, payableAt(delivered, 31))).toEqual({ available: 875_004, pending: 0 });
    await h.app.db
      .updateTable('seller_ledger')
      .set({ available_at: '2020-01-01T00:00:00.000Z' })
      .where('seller_id', '=', A.id)
      .execute();
    expect((await call('GET', '/seller/payouts', A.auth)).json().metadata.balance).toEqual({ available: 875_004, pending: 0 });
  });

  it('records payouts up to the available balance, audited, and concurrent payouts never exceed it', async () => {
    const over = await call('POST', `/admin/sellers/${A.id}/payouts`, admin, { amount: 875_005, bankReference: 'VCB-1' });
    expect(over.statusCode).toBe(409);
    expect((await call('POST', `/admin/sellers/${B.id}/payouts`, admin, { amount: 1, bankReference: 'VCB-1' })).statusCode).toBe(
      409,
    );
    expect((await call('POST', `/admin/sellers/${A.id}/payouts`, admin, { amount: 0, bankReference: 'x' })).statusCode).toBe(400);
    expect((await call('POST', `/admin/sellers/${A.id}/payouts`, admin, { amount: 10, bankReference: '' })).statusCode).toBe(400);
    expect((await call('POST', `/admin/sellers/${A.id}/payouts`, staff, { amount: 10, bankReference: 'x' })).statusCode).toBe(
      403,
    );
    expect((await call('POST', `/admin/sellers/${A.id}/payouts`, A.auth, { amount: 10, bankReference: 'x' })).statusCode).toBe(
      403,
    );
    const first = await call('POST', `/admin/sellers/${A.id}/payouts`, admin, { amount: 75_004, bankReference: 'VCB-1' });
    expect(first.statusCode, first.body).toBe(201);
    const audit = await h.app.db.selectFrom('audit_log').selectAll().where('entity', '=', 'seller_payout').execute();
    expect(audit).toHaveLength(1);

    // Storm: 12 payouts of 100 000 against 800 000 available.
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call('POST', `/admin/sellers/${A.id}/payouts`, admin, { amount: 100_000, bankReference: `VCB-S${i}` }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(8);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(4);
    expect(await balanceOf(h.app.db, A.id)).toEqual({ available: 0, pending: 0 });

    const balances = (await call('GET', '/admin/sellers/payouts', admin)).json().metadata as {
      sellerId: string;
      paidOut: number;
    }[];
    expect(balances.find((b) => b.sellerId === A.id)).toMatchObject({ available: 0, paidOut: 875_004 });
    expect(balances.some((b) => b.sellerId === pending.id)).toBe(false);

    const statement = (await call('GET', '/seller/payouts', A.auth)).json().metadata.lines as { kind: string; balance: number }[];
    expect(statement).toHaveLength(10);
    expect(statement[0]!.balance).toBe(0);
    expect(statement.at(-1)).toMatchObject({ kind: 'sale', balance: 875_004 });
    const csv = await call('GET', '/seller/payouts.csv', A.auth);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body).toContain('875004');
    expect(csv.body).not.toContain(B.id);
  });

  it('debits refunded lines: a returned unit takes back its share, a full refund the rest', async () => {
    const bLine = (
      await h.app.db
        .selectFrom('order_items')
        .select('id')
        .where('order_id', '=', orderId)
        .where('seller_id', '=', B.id)
        .executeTakeFirstOrThrow()
    ).id;
    await debitRefund(h.app.db, orderId, [{ orderItemId: bLine, quantity: 1 }], 'R-TEST');
    expect(await balanceOf(h.app.db, B.id)).toEqual({ available: 0, pending: 276_000 });
    expect((await call('PATCH', `/admin/orders/${code}/status`, admin, { status: 'refunded', note: '' })).statusCode).toBe(200);
    expect(await balanceOf(h.app.db, B.id)).toEqual({ available: 0, pending: 0 });
    // A was paid out already: the refund leaves A owing the shop.
    expect(await balanceOf(h.app.db, A.id)).toEqual({ available: -875_004, pending: 0 });
    expect(await balanceOf(h.app.db, C.id)).toEqual({ available: 0, pending: 0 });
  });

  it('cancelling a split order cancels its shipments', async () => {
    const placed = await order([
      { productId: products.shop, quantity: 1 },
      { productId: products.b, quantity: 1 },
    ]);
    expect((await call('POST', `/admin/orders/${placed.code}/cancel`, admin, { reason: 'Hết hàng' })).statusCode).toBe(200);
    const rows = await h.app.db
      .selectFrom('order_shipments as s')
      .innerJoin('orders as o', 'o.id', 's.order_id')
      .select('s.status')
      .where('o.code', '=', placed.code)
      .execute();
    expect(rows.map((r) => r.status)).toEqual(['cancelled', 'cancelled']);
  });

  it('shows the seller their dashboard: sales, orders to fulfil, low stock, balance', async () => {
    await order([{ productId: products.a, quantity: 1 }]);
    const res = await call('GET', '/seller/dashboard', A.auth);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().metadata;
    expect(d.toFulfil).toBe(1);
    expect(d.sales).toMatchObject({ orders: 1, units: 1, gross: 1_000_005 });
    expect(d.lowStock.map((p: { id: string }) => p.id)).toEqual([products.a]);
    expect(d.balance).toEqual({ available: -875_004, pending: 0 });
    const b = (await call('GET', '/seller/dashboard', B.auth)).json().metadata;
    expect(b.lowStock).toEqual([]);
    expect(b.toFulfil).toBe(0);
    expect((await call('GET', '/seller/dashboard?from=2026-13-01', A.auth)).statusCode).toBe(400);
  });

  it('keeps every seller route to approved sellers, each to their own data', async () => {
    const routes: [method: 'GET' | 'POST', url: string, body?: object][] = [
      ['GET', '/seller/orders'],
      ['POST', `/seller/shipments/${ship.A}/ship`, tracking],
      ['POST', `/seller/shipments/${ship.A}/deliver`],
      ['GET', '/seller/payouts'],
      ['GET', '/seller/payouts.csv'],
      ['GET', '/seller/dashboard'],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(method, url, {}, body)).statusCode, url).toBe(401);
      expect((await call(method, url, customer, body)).statusCode, url).toBe(403);
      expect((await call(method, url, pending.auth, body)).statusCode, url).toBe(403);
      expect((await call(method, url, staff, body)).statusCode, url).toBe(403);
    }
    // B never sees A's order lines, shipments or statement.
    const bOrders = await call('GET', '/seller/orders', B.auth);
    expect(bOrders.body).not.toContain(ship.A);
    expect(bOrders.body).not.toContain('A lamp');
    const bStatement = await call('GET', '/seller/payouts', B.auth);
    expect(bStatement.body).not.toContain('875004');
    expect(bStatement.body).not.toContain('VCB-S');
    for (const route of ['/admin/sellers/payouts', `/admin/sellers/${A.id}/statement`, '/admin/sellers/commissions'])
      for (const who of [A.auth, customer, staff]) expect((await call('GET', route, who)).statusCode, route).toBe(403);
    const bad = await call('PUT', '/admin/sellers/commissions', admin, { defaultBp: 10001, categories: [] });
    expect(bad.statusCode).toBe(400);
    const unknown = await call('PUT', '/admin/sellers/commissions', admin, {
      defaultBp: 100,
      categories: [{ categoryId: 'nope', bp: 1 }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().metadata.errors[0].field).toBe('categories.0.categoryId');
  });
});
