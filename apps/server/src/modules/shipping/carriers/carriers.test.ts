import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, dialects, testConfig } from '../../../../test/helpers';
import { buildApp } from '../../../app';
import { bearer, createUser, type Harness, login, seedPlaces } from '../../auth/testing';
import { changeStatus } from '../../orders/status';
import { addProduct, checkoutBody, commerceHarness, ordersApp, placeOrder, stockOf } from '../../orders/testing';
import { seedCommerce } from '../../seed/commerce';
import {
  CARRIER_SECRETS,
  CarrierSimulator,
  GHN_DAYS,
  ghnFee,
  ghnNotice,
  ghtkFee,
  ghtkNotice,
  INSURANCE_LIMIT,
  insuranceFee,
  SIM_LABEL_PDF,
  seedCarrierPlaces,
  simulatedCarriers,
} from './simulator';

describe.each(dialects)('carriers GHN and GHTK on %s', (dialect) => {
  let h: Harness;
  let staff: string;
  const sim = new CarrierSimulator();
  beforeAll(async () => {
    await sim.start();
    const testDb = await createTestDb(dialect);
    const app = await buildApp({
      config: { ...testConfig(testDb), carriers: simulatedCarriers(sim) },
      db: testDb.db,
      dialect: testDb.dialect,
      web: false,
      orderRateLimit: { max: 100_000, windowMs: 60_000 },
    });
    await app.ready();
    h = {
      testDb,
      app,
      redis: null,
      async close() {
        await app.close();
        await testDb.destroy();
      },
    };
    await seedPlaces(app);
    await seedCommerce(app.db, new Date().toISOString());
    await seedCarrierPlaces(app.db);
    staff = (await login(app, (await createUser(app, { role: 'admin' })).email)).token;
  });
  afterAll(async () => {
    await h?.close();
    await sim.stop();
  });

  const available = (body: object) => h.app.inject({ method: 'POST', url: '/api/v1/shipping-methods/available', payload: body });
  const admin = (method: 'GET' | 'POST', url: string, payload?: object, token = staff) =>
    h.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  const order = (code: string) => h.app.db.selectFrom('orders').selectAll().where('code', '=', code).executeTakeFirstOrThrow();
  const history = async (code: string) => {
    const o = await order(code);
    return (
      await h.app.db
        .selectFrom('order_status_history')
        .select('status')
        .where('order_id', '=', o.id)
        .orderBy('created_at')
        .execute()
    ).map((r) => r.status);
  };

  /** A COD order of `qty` units of a fresh product, shipped by `method`, moved to processing by staff. */
  async function processingOrder(method: string, qty = 1) {
    const p = await addProduct(h.app, { price: 300_000, quantity: 10 });
    const res = await placeOrder(h.app, checkoutBody([{ productId: p.id, quantity: qty }], { shipping: { method } }));
    expect(res.statusCode, res.body).toBe(201);
    const code = res.json().metadata.code as string;
    await changeStatus(ordersApp(h.app), code, { status: 'processing', note: '' }, 'system');
    return { code, product: p };
  }
  const ghnHook = (body: object, token: string = CARRIER_SECRETS.ghnWebhook) =>
    h.app.inject({ method: 'POST', url: `/api/v1/shipping/ghn/webhook?token=${encodeURIComponent(token)}`, payload: body });

  it('quotes GHN and GHTK for a ward, beside the shop’s own methods, and caches the quote', async () => {
    const before = sim.count('/shiip/public-api/v2/shipping-order/fee');
    const res = await available({ address: '79', ward: '26734', orderTotal: 500_000, weight: 1.2 });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().metadata as { code: string; fee: number; estimatedDelivery: { min: number; max: number } }[];
    const ghn = list.find((m) => m.code === 'GHN');
    const ghtk = list.find((m) => m.code === 'GHTK');
    expect(ghn?.fee).toBe(ghnFee(1200));
    expect(ghn?.estimatedDelivery).toMatchObject({ min: GHN_DAYS, max: GHN_DAYS });
    expect(ghtk?.fee).toBe(ghtkFee(1200));
    expect(list.some((m) => m.code === 'STANDARD')).toBe(true);
    // The same ward and weight again: from the cache, the carrier is not asked.
    await available({ address: '79', ward: '26734', orderTotal: 500_000, weight: 1.2 });
    expect(sim.count('/shiip/public-api/v2/shipping-order/fee')).toBe(before + 1);
    // Without a ward: only the shop's own methods.
    const own = (await available({ address: '79', orderTotal: 500_000 })).json().metadata as { code: string }[];
    expect(own.some((m) => m.code === 'GHN' || m.code === 'GHTK')).toBe(false);
    expect(sim.rejected).toEqual([]);
  });

  it('charges the fee quoted again on the server when the order is placed', async () => {
    const p = await addProduct(h.app, { price: 200_000 });
    const body = checkoutBody([{ productId: p.id, quantity: 3 }], { shipping: { method: 'ghn', fee: 1 } });
    const res = await placeOrder(h.app, body);
    expect(res.statusCode, res.body).toBe(201);
    const o = await order(res.json().metadata.code);
    // Three units without a weight: 500 g each.
    expect(o).toMatchObject({ shipping_method_code: 'GHN', shipping_fee: ghnFee(1500), shipping_carrier: 'GHN' });
    expect(Number(o.total)).toBe(600_000 + ghnFee(1500) + Number(o.tax) + Number(o.handling_fee) - Number(o.discount));
  });

  it('staff book the parcel (tracking number and label on the order, audited), never twice, and cancel it', async () => {
    const { code } = await processingOrder('GHN');
    const info = (await admin('GET', `/admin/orders/${code}/carrier-shipments`)).json().metadata;
    expect(info.carriers.map((c: { code: string }) => c.code)).toEqual(['GHN', 'GHTK']);
    const made = await admin('POST', `/admin/orders/${code}/carrier-shipments`, { carrier: 'ghn' });
    expect(made.statusCode, made.body).toBe(201);
    const shipment = made.json().metadata.shipments[0];
    expect(shipment).toMatchObject({ carrier: 'GHN', state: 'active' });
    const parcel = sim.parcels.get(shipment.trackingCode);
    expect(parcel).toMatchObject({ clientCode: code, cancelled: false });
    // COD: the courier collects the order total.
    expect(parcel?.cod).toBe(Number((await order(code)).total));
    // The goods' value is declared (insurance), within GHN's limit.
    expect(parcel?.body.insurance_value).toBe(300_000);
    expect(shipment.declaredValue).toBe(300_000);
    expect(await order(code)).toMatchObject({
      tracking_number: shipment.trackingCode,
      tracking_url: `https://donhang.ghn.vn/?order_code=${shipment.trackingCode}`,
    });
    // The label goes through the shop (decision 0322): a fresh GHN print token each time.
    expect(shipment.labelUrl).toBe(`/api/v1/admin/orders/${code}/carrier-shipments/label`);
    const tokens = sim.count('/shiip/public-api/v2/a5/gen-token');
    const label = await h.app.inject({ method: 'GET', url: shipment.labelUrl, headers: bearer(staff) });
    expect(label.statusCode, label.body).toBe(302);
    expect(label.headers.location).toBe(`${sim.base}/a5/public-api/printA5?token=print-${shipment.trackingCode}`);
    expect(label.headers['cache-control']).toBe('no-store');
    expect(sim.count('/shiip/public-api/v2/a5/gen-token')).toBe(tokens + 1);
    const audit = await h.app.db.selectFrom('audit_log').select(['action']).where('action', '=', 'shipment.create').execute();
    expect(audit.length).toBeGreaterThan(0);

    const again = await admin('POST', `/admin/orders/${code}/carrier-shipments`, { carrier: 'GHTK' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain(shipment.trackingCode);

    const cancelled = await admin('POST', `/admin/orders/${code}/carrier-shipments/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().metadata.shipments[0].state).toBe('cancelled');
    expect(sim.parcels.get(shipment.trackingCode)?.cancelled).toBe(true);
    expect((await order(code)).tracking_number).toBeNull();
  });

  it('GHTK’s label PDF is fetched with the shop token and streamed to staff only, while the parcel is active', async () => {
    const { code } = await processingOrder('GHTK');
    const url = `/api/v1/admin/orders/${code}/carrier-shipments/label`;
    // No parcel yet.
    const none = await h.app.inject({ method: 'GET', url, headers: bearer(staff) });
    expect(none.statusCode).toBe(404);
    expect(none.json().errorCode).toBe('SHIPMENT_NOT_FOUND');
    const made = await admin('POST', `/admin/orders/${code}/carrier-shipments`, { carrier: 'GHTK' });
    expect(made.json().metadata.shipments[0].labelUrl).toBe(url);

    const pdf = await h.app.inject({ method: 'GET', url, headers: bearer(staff) });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^inline; filename="label-S1\.A1\.\d+\.pdf"$/);
    expect(pdf.headers['cache-control']).toBe('no-store');
    expect(pdf.rawPayload.equals(SIM_LABEL_PDF)).toBe(true);
    // The shop token never leaves the server; a customer and a visitor get nothing.
    expect(pdf.rawPayload.toString('latin1')).not.toContain(CARRIER_SECRETS.ghtkToken);
    const customer = (await login(h.app, (await createUser(h.app)).email)).token;
    expect((await h.app.inject({ method: 'GET', url, headers: bearer(customer) })).statusCode).toBe(403);
    expect((await h.app.inject({ method: 'GET', url })).statusCode).toBe(401);

    // A carrier that refuses (here: a parcel GHTK no longer knows) answers 502 with its reason, never a 500.
    const label = made.json().metadata.shipments[0].trackingCode as string;
    sim.parcels.delete(label);
    const refused = await h.app.inject({ method: 'GET', url, headers: bearer(staff) });
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toContain('không tìm thấy vận đơn');
    // A cancelled parcel has no label.
    await h.app.db.updateTable('shipments').set({ state: 'cancelled' }).where('tracking_code', '=', label).execute();
    expect((await h.app.inject({ method: 'GET', url, headers: bearer(staff) })).statusCode).toBe(404);
  });

  it('quotes, charges and books with the goods’ value declared, within each carrier’s limit (insurance)', async () => {
    const grams = 1000;
    const quote = async (value: number) => {
      const res = await available({ address: '79', ward: '26734', orderTotal: value, weight: grams / 1000, value });
      expect(res.statusCode, res.body).toBe(200);
      const list = res.json().metadata as { code: string; fee: number; declaredValue?: number }[];
      return { ghn: list.find((m) => m.code === 'GHN'), ghtk: list.find((m) => m.code === 'GHTK') };
    };
    // 4,000,000 ₫ of goods: both carriers insure all of it, and the fee includes their insurance fee.
    const mid = await quote(4_000_000);
    expect(mid.ghn).toMatchObject({ declaredValue: 4_000_000, fee: ghnFee(grams) + insuranceFee(4_000_000) });
    expect(mid.ghtk).toMatchObject({ declaredValue: 4_000_000, fee: ghtkFee(grams) + insuranceFee(4_000_000) });
    expect(sim.declared.slice(0, 2).map((d) => d.value)).toEqual([4_000_000, 4_000_000]);
    // 27,000,000 ₫: GHN insures up to 5,000,000, GHTK up to 20,000,000 (more would be refused).
    const high = await quote(27_000_000);
    expect(high.ghn).toMatchObject({
      declaredValue: INSURANCE_LIMIT.GHN,
      fee: ghnFee(grams) + insuranceFee(INSURANCE_LIMIT.GHN),
    });
    expect(high.ghtk).toMatchObject({
      declaredValue: INSURANCE_LIMIT.GHTK,
      fee: ghtkFee(grams) + insuranceFee(INSURANCE_LIMIT.GHTK),
    });

    // The order of 2 × 2,000,000 ₫ (+ a course-free cart): /cart/quote, the order and the booking declare the same value.
    const p = await addProduct(h.app, { price: 2_000_000, quantity: 5 });
    const items = [{ productId: p.id, quantity: 2 }];
    const cart = await h.app.inject({
      method: 'POST',
      url: '/api/v1/cart/quote',
      payload: { items, shippingMethod: 'GHN', province: '79', ward: '26734' },
    });
    expect(cart.statusCode, cart.body).toBe(200);
    const fee = ghnFee(grams) + insuranceFee(4_000_000);
    expect(cart.json().metadata.shipping).toMatchObject({ method: 'GHN', fee });
    const placed = await placeOrder(
      h.app,
      checkoutBody(items, { shipping: { method: 'GHN' }, payment: { method: 'bank_transfer' } }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const code = placed.json().metadata.code as string;
    expect(Number((await order(code)).shipping_fee)).toBe(fee);
    await changeStatus(ordersApp(h.app), code, { status: 'processing', note: '' }, 'system');
    const made = await admin('POST', `/admin/orders/${code}/carrier-shipments`, { carrier: 'GHTK' });
    expect(made.statusCode, made.body).toBe(201);
    const shipment = made.json().metadata.shipments[0];
    expect(shipment).toMatchObject({ declaredValue: 4_000_000, fee: ghtkFee(grams) + insuranceFee(4_000_000) });
    expect(sim.parcels.get(shipment.trackingCode)?.body.order).toMatchObject({ value: 4_000_000 });
  });

  it('editing a carrier order asks the carrier again for the new parcel (never a free shipping fee)', async () => {
    const p = await addProduct(h.app, { price: 100_000, quantity: 20 });
    const placed = await placeOrder(h.app, checkoutBody([{ productId: p.id, quantity: 1 }], { shipping: { method: 'GHTK' } }));
    expect(placed.statusCode, placed.body).toBe(201);
    const code = placed.json().metadata.code as string;
    const before = await order(code);
    expect(Number(before.shipping_fee)).toBe(ghtkFee(500));
    const item = await h.app.db
      .selectFrom('order_items')
      .select('id')
      .where('order_id', '=', before.id)
      .executeTakeFirstOrThrow();
    const edit = (payload: object) => admin('POST', `/admin/orders/${code}/edit`, payload);
    // Three units: 1.5 kg, 300,000 ₫ declared.
    const edited = await edit({ items: [{ itemId: item.id, quantity: 3 }], note: 'thêm 2' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().metadata.after.shippingFee).toBe(ghtkFee(1500));
    expect(Number((await order(code)).shipping_fee)).toBe(ghtkFee(1500));
    expect(sim.declared[0]).toEqual({ carrier: 'GHTK', value: 300_000 });
    // A carrier that refuses to quote: the edit is refused on the shipping field, nothing changes.
    sim.refuseFees = true;
    try {
      const refused = await edit({ items: [{ itemId: item.id, quantity: 9 }], note: '' });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(JSON.stringify(refused.json())).toContain('"field":"shipping"');
    } finally {
      sim.refuseFees = false;
    }
    expect(Number((await order(code)).shipping_fee)).toBe(ghtkFee(1500));
    // A refusal is that quote's alone: GHTK, which answered, is asked again at once (only silence skips it).
    const again = await edit({ items: [{ itemId: item.id, quantity: 9 }], note: '', preview: true });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().metadata.after.shippingFee).toBe(ghtkFee(4500) + insuranceFee(900_000));
  });

  it('editing a carrier order asks the carrier before its transaction: the order stays writable meanwhile, a parcel changed in between is asked again', async () => {
    const p = await addProduct(h.app, { price: 100_000, quantity: 20 });
    const placed = await placeOrder(h.app, checkoutBody([{ productId: p.id, quantity: 1 }], { shipping: { method: 'GHTK' } }));
    expect(placed.statusCode, placed.body).toBe(201);
    const code = placed.json().metadata.code as string;
    const row = await order(code);
    const item = await h.app.db.selectFrom('order_items').select('id').where('order_id', '=', row.id).executeTakeFirstOrThrow();
    // While the carrier is being asked, a write to the order goes through at once: no transaction
    // holds it (on SQLite none holds the database's write lock), so this never waits the carrier's time limit.
    const waited: number[] = [];
    let weighed = false;
    sim.beforeFee = async () => {
      const t = Date.now();
      await h.app.db
        .updateTable('orders')
        .set((eb) => ({ updated_at: eb.ref('updated_at') }))
        .where('id', '=', row.id)
        .execute();
      waited.push(Date.now() - t);
      // During the first quote the product gets heavier: the parcel the edit then works out is not
      // the one quoted, so the carrier is asked again for it.
      if (!weighed) {
        weighed = true;
        await h.app.db.updateTable('products').set({ weight_value: 1000, weight_unit: 'g' }).where('id', '=', p.id).execute();
      }
    };
    const fees = sim.count('/services/shipment/fee');
    try {
      const edited = await admin('POST', `/admin/orders/${code}/edit`, { items: [{ itemId: item.id, quantity: 2 }], note: '' });
      expect(edited.statusCode, edited.body).toBe(200);
      // Two units of 1 kg, as the product weighs now.
      expect(edited.json().metadata.after.shippingFee).toBe(ghtkFee(2000));
    } finally {
      sim.beforeFee = null;
    }
    expect(sim.count('/services/shipment/fee')).toBe(fees + 2);
    expect(waited).toHaveLength(2);
    expect(Math.max(...waited)).toBeLessThan(400);
    expect(Number((await order(code)).shipping_fee)).toBe(ghtkFee(2000));
  });

  it('refuses a booking for an unknown carrier, a pending order and a customer', async () => {
    const p = await addProduct(h.app);
    const res = await placeOrder(h.app, checkoutBody([{ productId: p.id }]));
    const code = res.json().metadata.code as string;
    const bad = await admin('POST', `/admin/orders/${code}/carrier-shipments`, { carrier: 'DHL' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().metadata?.errors ?? bad.json().errors ?? bad.body).toBeTruthy();
    expect((await admin('POST', `/admin/orders/${code}/carrier-shipments`, { carrier: 'GHN' })).statusCode).toBe(409);
    const customer = (await login(h.app, (await createUser(h.app)).email)).token;
    expect((await admin('POST', `/admin/orders/${code}/carrier-shipments`, { carrier: 'GHN' }, customer)).statusCode).toBe(403);
  });

  it('a storm of bookings for one order books exactly one parcel', async () => {
    const { code } = await processingOrder('GHN');
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        admin('POST', `/admin/orders/${code}/carrier-shipments`, { carrier: i % 2 ? 'GHTK' : 'GHN' }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect([...sim.parcels.values()].filter((p) => p.clientCode === code)).toHaveLength(1);
    const o = await order(code);
    const rows = await h.app.db.selectFrom('shipments').select('state').where('order_id', '=', o.id).execute();
    expect(rows.map((r) => r.state)).toEqual(['active']);
  });

  it('GHN notices move the order shipped → delivered; a replay changes nothing; a wrong secret is refused', async () => {
    const { code } = await processingOrder('GHN');
    const made = await admin('POST', `/admin/orders/${code}/carrier-shipments`, { carrier: 'GHN' });
    const tracking = made.json().metadata.shipments[0].trackingCode as string;
    const events = () => h.app.db.selectFrom('carrier_events').selectAll().where('tracking_code', '=', tracking).execute();

    const forged = await ghnHook(ghnNotice(tracking, 'delivered'), 'wrong-secret');
    expect(forged.statusCode).toBe(401);
    const missing = await h.app.inject({
      method: 'POST',
      url: '/api/v1/shipping/ghn/webhook',
      payload: ghnNotice(tracking, 'delivered'),
    });
    expect(missing.statusCode).toBe(401);
    expect((await order(code)).status).toBe('processing');
    expect(await events()).toHaveLength(0);

    expect((await ghnHook(ghnNotice(tracking, 'picked', '2026-11-24T01:00:00Z'))).json()).toMatchObject({ message: 'shipped' });
    expect(await order(code)).toMatchObject({ status: 'shipped', shipping_status: 'shipped' });
    const delivered = ghnNotice(tracking, 'delivered', '2026-11-25T01:00:00Z');
    expect((await ghnHook(delivered)).json()).toMatchObject({ message: 'delivered' });
    expect((await ghnHook(delivered)).json()).toMatchObject({ message: 'duplicate' });
    expect(await order(code)).toMatchObject({ status: 'delivered', shipping_status: 'delivered' });
    expect((await history(code)).filter((s) => s === 'delivered')).toHaveLength(1);
    // A later "delivering" cannot move a delivered order back.
    expect((await ghnHook(ghnNotice(tracking, 'delivering', '2026-11-25T02:00:00Z'))).json()).toMatchObject({ message: 'none' });
    expect((await order(code)).status).toBe('delivered');
    expect((await events()).map((e) => e.outcome).sort()).toEqual(['delivered', 'none', 'shipped']);
  });

  it('GHTK: a notice with the right hash ships the order; "returned" cancels it and restocks; a wrong hash changes nothing', async () => {
    const { code, product } = await processingOrder('GHTK', 2);
    const made = await admin('POST', `/admin/orders/${code}/carrier-shipments`, { carrier: 'GHTK' });
    expect(made.statusCode, made.body).toBe(201);
    const label = made.json().metadata.shipments[0].trackingCode as string;
    expect(sim.parcels.get(label)?.carrier).toBe('GHTK');
    const hook = (body: object, hash: string) =>
      h.app.inject({ method: 'POST', url: `/api/v1/shipping/ghtk/webhook?hash=${hash}`, payload: body });

    expect((await hook(ghtkNotice(label, 21), 'nope')).statusCode).toBe(401);
    expect((await order(code)).status).toBe('processing');
    expect(await stockOf(h.app, product.id)).toBe(8);

    // GHTK may post a form.
    const form = await h.app.inject({
      method: 'POST',
      url: '/api/v1/shipping/ghtk/webhook',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        label_id: label,
        status_id: '3',
        action_time: '2026-11-24 08:00:00',
        hash: CARRIER_SECRETS.ghtkHash,
      }).toString(),
    });
    expect(form.json(), form.body).toMatchObject({ success: true, message: 'shipped' });
    expect((await order(code)).status).toBe('shipped');
    expect((await hook(ghtkNotice(label, 21, '2026-11-26 08:00:00'), CARRIER_SECRETS.ghtkHash)).json()).toMatchObject({
      message: 'returned',
    });
    expect(await order(code)).toMatchObject({ status: 'cancelled', stock_released: 1 });
    expect(await stockOf(h.app, product.id)).toBe(10);
  });

  it('a carrier that does not answer in time leaves the shop’s own methods, and checkout still works', async () => {
    sim.down = true;
    try {
      const started = Date.now();
      const res = await available({ address: '79', ward: '26740', orderTotal: 100_000, weight: 3 });
      expect(res.statusCode).toBe(200);
      const codes = (res.json().metadata as { code: string }[]).map((m) => m.code);
      expect(codes).not.toContain('GHN');
      expect(codes).toContain('STANDARD');
      expect(Date.now() - started).toBeLessThan(3_000);

      const p = await addProduct(h.app, { price: 150_000 });
      const own = await placeOrder(h.app, checkoutBody([{ productId: p.id }], { shipping: { method: 'STANDARD' } }));
      expect(own.statusCode, own.body).toBe(201);
      const viaCarrier = await placeOrder(
        h.app,
        checkoutBody([{ productId: p.id, quantity: 7 }], { shipping: { method: 'GHN' } }),
      );
      expect(viaCarrier.statusCode).toBe(400);
      expect(viaCarrier.json().metadata?.errors?.[0]?.field ?? viaCarrier.body).toContain('shipping.method');
    } finally {
      sim.down = false;
    }
  });
});

describe.each(dialects)('without carrier credentials on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await commerceHarness(dialect);
  });
  afterAll(async () => h?.close());

  it('offers only the shop’s own methods, refuses a carrier code and answers 404 on the webhooks', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/v1/shipping-methods/available',
      payload: { address: '79', ward: '26734', orderTotal: 100_000, weight: 1 },
    });
    const codes = (res.json().metadata as { code: string }[]).map((m) => m.code);
    expect(codes).toContain('STANDARD');
    expect(codes).not.toContain('GHN');
    const p = await addProduct(h.app);
    const placed = await placeOrder(h.app, checkoutBody([{ productId: p.id }], { shipping: { method: 'GHN' } }));
    expect(placed.statusCode).toBe(400);
    expect(JSON.stringify(placed.json())).toContain('shipping.method');
    const hook = await h.app.inject({
      method: 'POST',
      url: '/api/v1/shipping/ghn/webhook',
      payload: ghnNotice('X', 'delivered'),
    });
    expect(hook.statusCode).toBe(404);
  });
});
