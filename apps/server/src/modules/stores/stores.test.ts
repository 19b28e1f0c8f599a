import { DEFAULT_STORE_HOURS, type StoreForm } from '@sen/core/stores/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/helpers';
import { bearer, createUser, type Harness, login } from '../auth/testing';
import { sweepOrders } from '../orders/sweeper';
import {
  addProduct,
  addVariantProduct,
  checkoutBody,
  commerceHarness,
  mailIdle,
  ordersApp,
  placeOrder,
  stockOf,
  variantStockOf,
} from '../orders/testing';

const form = (over: Partial<StoreForm> = {}): StoreForm => ({
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
  ...over,
});

describe.each(dialects)('stores and click-and-collect on %s', (dialect) => {
  let h: Harness;
  const as: Record<'admin' | 'manager' | 'editor' | 'staff' | 'support', Record<string, string>> = {} as never;
  beforeAll(async () => {
    h = await commerceHarness(dialect, process.env.TEST_REDIS_URL ? { redisUrl: process.env.TEST_REDIS_URL } : {});
    for (const role of ['admin', 'manager', 'editor', 'staff', 'support'] as const)
      as[role] = bearer((await login(h.app, (await createUser(h.app, { role })).email)).token);
  });
  afterAll(async () => h.close());

  const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, headers: Record<string, string> = {}, payload?: object) =>
    h.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });

  const createStore = async (over: Partial<StoreForm> = {}) => {
    const res = await call('POST', '/admin/stores', as.manager, form(over));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().metadata as { id: string; name: string };
  };
  const storeQty = async (store: string, product: string, variant = '') =>
    Number(
      (
        await h.app.db
          .selectFrom('store_stock')
          .select('quantity')
          .where('store_id', '=', store)
          .where('product_id', '=', product)
          .where('variant_id', '=', variant)
          .executeTakeFirst()
      )?.quantity ?? 0,
    );
  const transfer = (body: object, who = as.manager) => call('POST', '/admin/store-transfers', who, body);
  /** `wait`: the wait the buyer was shown for the store (decision 0294); absent as an API client may leave it. */
  const pickupBody = (items: object[], storeId: string | undefined, email = 'an@example.vn', wait?: number) =>
    checkoutBody(items, {
      shipping: { method: 'pickup', ...(storeId ? { storeId } : {}), ...(wait !== undefined ? { pickupWaitDays: wait } : {}) },
      information: { ...checkoutBody([]).information, email },
    });

  it('lets managers create, change and delete stores; others are refused; the storefront lists active ones', async () => {
    expect((await call('POST', '/admin/stores', {}, form())).statusCode).toBe(401);
    for (const role of ['editor', 'staff', 'support'] as const)
      expect((await call('POST', '/admin/stores', as[role], form())).statusCode).toBe(403);
    expect((await call('GET', '/admin/stores', as.staff)).statusCode).toBe(403);

    const bad = await call('POST', '/admin/stores', as.manager, form({ wardCode: '26734' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().metadata.errors).toEqual([expect.objectContaining({ field: 'wardCode' })]);
    const noName = await call('POST', '/admin/stores', as.manager, form({ name: ' ' }));
    expect(noName.statusCode).toBe(400);
    expect(noName.json().metadata.errors[0].field).toBe('name');

    const hn = await createStore({ isDefault: true });
    const hcm = await createStore({
      name: 'Sen Sài Gòn',
      provinceCode: '79',
      wardCode: '26734',
      latitude: 10.776,
      longitude: 106.7,
    });
    const off = await createStore({ name: 'Sen Đóng', isActive: false });
    const detail = (await call('GET', `/stores/${hn.id}`)).json().metadata;
    expect(detail).toMatchObject({
      name: 'Sen Ba Đình',
      province: { code: '01', name: 'Thành phố Hà Nội' },
      ward: { code: '00004', name: 'Phường Ba Đình' },
      isDefault: true,
      products: [],
    });
    expect((await call('GET', `/stores/${off.id}`)).statusCode).toBe(404);

    const all = (await call('GET', '/stores')).json().metadata.map((s: { id: string }) => s.id);
    expect(all).toEqual(expect.arrayContaining([hn.id, hcm.id]));
    expect(all).not.toContain(off.id);
    const south = (await call('GET', '/stores?province=79')).json().metadata;
    expect(south.map((s: { id: string }) => s.id)).toEqual([hcm.id]);
    // Near me: from Thủ Đức, Sài Gòn comes first with its distance.
    const near = (await call('GET', '/stores?lat=10.85&lng=106.77')).json().metadata;
    expect(near[0]).toMatchObject({ id: hcm.id });
    expect(near[0].distanceKm).toBeGreaterThan(5);
    expect(near[0].distanceKm).toBeLessThan(20);
    expect((await call('GET', '/stores?q=sai gon')).json().metadata.map((s: { id: string }) => s.id)).toEqual([hcm.id]);

    // One default at a time.
    const changed = await call(
      'PUT',
      `/admin/stores/${hcm.id}`,
      as.admin,
      form({ name: 'Sen Sài Gòn 2', provinceCode: '79', wardCode: '26734', isDefault: true }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const defaults = (await call('GET', '/admin/stores', as.admin))
      .json()
      .metadata.filter((s: { isDefault: boolean }) => s.isDefault);
    expect(defaults.map((s: { id: string }) => s.id)).toEqual([hcm.id]);

    expect((await call('DELETE', `/admin/stores/${off.id}`, as.manager)).statusCode).toBe(200);
    expect((await call('PUT', `/admin/stores/${off.id}`, as.manager, form())).statusCode).toBe(404);
    const audit = (await call('GET', '/admin/audit-log?entity=store', as.admin)).json().metadata.items;
    expect(audit.map((a: { action: string }) => a.action)).toEqual(expect.arrayContaining(['create', 'update', 'delete']));
  });

  it('records transfers and keeps delivery plus store stock balanced; never moves more than there is', async () => {
    const a = await createStore({ name: 'Kho A' });
    const b = await createStore({ name: 'Kho B' });
    const p = await addProduct(h.app, { quantity: 10 });
    const total = async () => (await stockOf(h.app, p.id)) + (await storeQty(a.id, p.id)) + (await storeQty(b.id, p.id));

    const first = await transfer({ fromStoreId: null, toStoreId: a.id, productId: p.id, quantity: 6, note: 'Nhập cửa hàng' });
    expect(first.statusCode, first.body).toBe(201);
    expect(await stockOf(h.app, p.id)).toBe(4);
    expect(await storeQty(a.id, p.id)).toBe(6);
    expect((await transfer({ fromStoreId: a.id, toStoreId: b.id, productId: p.id, quantity: 2 })).statusCode).toBe(201);
    const short = await transfer({ fromStoreId: a.id, toStoreId: b.id, productId: p.id, quantity: 5 });
    expect(short.statusCode).toBe(409);
    expect(short.json().message).toContain('4');
    expect((await transfer({ fromStoreId: null, toStoreId: a.id, productId: p.id, quantity: 5 })).statusCode).toBe(409);
    expect((await transfer({ fromStoreId: b.id, toStoreId: null, productId: p.id, quantity: 1 })).statusCode).toBe(201);
    expect((await transfer({ fromStoreId: b.id, toStoreId: b.id, productId: p.id, quantity: 1 })).statusCode).toBe(400);
    expect((await transfer({ fromStoreId: null, toStoreId: a.id, productId: p.id, quantity: 1 }, as.staff)).statusCode).toBe(403);

    expect([await stockOf(h.app, p.id), await storeQty(a.id, p.id), await storeQty(b.id, p.id)]).toEqual([5, 4, 1]);
    expect(await total()).toBe(10);
    const log = (await call('GET', `/admin/store-transfers?store=${a.id}`, as.manager)).json().metadata;
    expect(log.map((t: { quantity: number }) => t.quantity)).toEqual([2, 6]);
    expect(log[1]).toMatchObject({ from: null, to: { id: a.id, name: 'Kho A' }, note: 'Nhập cửa hàng' });
    const stock = (await call('GET', `/admin/stores/${a.id}/stock`, as.manager)).json().metadata;
    expect(stock).toEqual([expect.objectContaining({ productId: p.id, quantity: 4, poolQuantity: 5 })]);
    // A store that holds stock cannot be deleted.
    expect((await call('DELETE', `/admin/stores/${a.id}`, as.manager)).statusCode).toBe(409);
  });

  it("offers only the stores holding every line, variant-aware, and an order there takes that store's stock only", async () => {
    const full = await createStore({ name: 'Đủ hàng' });
    const part = await createStore({ name: 'Thiếu hàng' });
    const phone = await addVariantProduct(
      h.app,
      [{ name: 'Màu', values: ['Đen', 'Trắng'] }],
      [
        { values: ['Đen'], price: 5_000_000, quantity: 10 },
        { values: ['Trắng'], price: 5_000_000, quantity: 10 },
      ],
    );
    const black = phone.variants[0]!.id;
    const white = phone.variants[1]!.id;
    await transfer({ fromStoreId: null, toStoreId: full.id, productId: phone.id, variantId: black, quantity: 3 });
    await transfer({ fromStoreId: null, toStoreId: part.id, productId: phone.id, variantId: white, quantity: 3 });
    const items = [{ productId: phone.id, variantId: black, quantity: 2 }];

    const options = (await call('POST', '/stores/pickup-options', {}, { items })).json().metadata;
    const byName = Object.fromEntries(options.map((o: { store: { name: string } }) => [o.store.name, o]));
    expect(byName['Đủ hàng']).toMatchObject({ available: true, missing: [] });
    expect(byName['Thiếu hàng']).toMatchObject({
      available: false,
      missing: [{ productId: phone.id, variantId: black, available: 0 }],
    });

    const noStore = await placeOrder(h.app, pickupBody(items, undefined));
    expect(noStore.statusCode).toBe(400);
    expect(noStore.json().metadata.errors).toEqual([expect.objectContaining({ field: 'shipping.storeId' })]);
    // Shown "in stock now", but the store lacks the line: refused, to choose again with the wait.
    const wrong = await placeOrder(h.app, pickupBody(items, part.id, 'an@example.vn', 0));
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().errorCode).toBe('PICKUP_WAIT_CHANGED');
    expect(wrong.json().metadata.errors[0].field).toBe('shipping.storeId');

    const pool = await variantStockOf(h.app, black);
    const res = await placeOrder(h.app, pickupBody(items, full.id));
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().metadata;
    expect(order.pickup).toMatchObject({ storeId: full.id, storeName: 'Đủ hàng', pickupCode: null });
    expect(await storeQty(full.id, phone.id, black)).toBe(1);
    expect(await variantStockOf(h.app, black)).toBe(pool);

    // Cancelled: the goods go back to the store, not to the delivery stock.
    const cancel = await call('POST', `/admin/orders/${order.code}/cancel`, as.staff, { reason: 'Khách đổi ý' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await storeQty(full.id, phone.id, black)).toBe(3);
    expect(await variantStockOf(h.app, black)).toBe(pool);
  });

  it('never sells more than a store holds under a storm of concurrent pickup orders', async () => {
    const store = await createStore({ name: 'Cửa hàng bão' });
    const p = await addProduct(h.app, { quantity: 50 });
    await transfer({ fromStoreId: null, toStoreId: store.id, productId: p.id, quantity: 5 });
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        placeOrder(h.app, pickupBody([{ productId: p.id, quantity: 1 }], store.id, `storm${i}@example.vn`, 0)),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c !== 201).every((c) => c === 409)).toBe(true);
    expect(await storeQty(store.id, p.id)).toBe(0);
    // The delivery stock is a separate pool, untouched.
    expect(await stockOf(h.app, p.id)).toBe(45);
    const held = await h.app.db.selectFrom('order_pickups').select('order_id').where('store_id', '=', store.id).execute();
    expect(held).toHaveLength(5);
  });

  it('marks ready with a mailed pickup code and hands over only with the right code', async () => {
    const store = await createStore({ name: 'Quầy nhận hàng' });
    const p = await addProduct(h.app, { quantity: 5 });
    await transfer({ fromStoreId: null, toStoreId: store.id, productId: p.id, quantity: 2 });
    const placed = await placeOrder(h.app, pickupBody([{ productId: p.id, quantity: 1 }], store.id, 'nhan@example.vn'));
    expect(placed.statusCode, placed.body).toBe(201);
    const code = placed.json().metadata.code as string;

    // The plain status change cannot skip the desk (no code would exist, or none be checked).
    const patched = await h.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/orders/${code}/status`,
      headers: as.staff,
      payload: { status: 'readyForPickup' },
    });
    expect(patched.statusCode, patched.body).toBe(409);
    expect(patched.json().errorCode).toBe('PICKUP_USE_DESK');
    // Not ready yet: no code to match.
    expect((await call('POST', `/admin/orders/${code}/pickup/collect`, as.staff, { pickupCode: 'AAAA-2222' })).statusCode).toBe(
      409,
    );
    expect((await call('POST', `/admin/orders/${code}/pickup/ready`, as.support)).statusCode).toBe(403);
    const ready = await call('POST', `/admin/orders/${code}/pickup/ready`, as.staff);
    expect(ready.statusCode, ready.body).toBe(200);
    const pickupCode = ready.json().metadata.pickup.pickupCode as string;
    expect(ready.json().metadata.status).toBe('readyForPickup');
    expect(pickupCode).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);

    await mailIdle(h.app);
    const mail = await h.app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', 'nhan@example.vn')
      .where('template', '=', 'order-pickup-code')
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain(pickupCode);
    expect(mail.text_body).toContain('Quầy nhận hàng');

    const wrongCode = pickupCode.startsWith('A') ? 'BBBB-3333' : 'AAAA-2222';
    const wrong = await call('POST', `/admin/orders/${code}/pickup/collect`, as.staff, { pickupCode: wrongCode });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().metadata.errors[0].field).toBe('pickupCode');
    expect((await call('GET', `/admin/orders/${code}`, as.staff)).json().metadata.status).toBe('readyForPickup');
    const skip = await h.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/orders/${code}/status`,
      headers: as.staff,
      payload: { status: 'pickedUp' },
    });
    expect(skip.statusCode).toBe(409);

    // The code as a scanner or a person types it: any case, with or without the dash.
    const done = await call('POST', `/admin/orders/${code}/pickup/collect`, as.staff, {
      pickupCode: pickupCode.replace('-', '').toLowerCase(),
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().metadata).toMatchObject({ status: 'pickedUp', shippingStatus: 'pickedUp' });
    expect(done.json().metadata.pickup.pickedUpAt).toBeTruthy();
    // Picked up once only.
    expect((await call('POST', `/admin/orders/${code}/pickup/collect`, as.staff, { pickupCode })).statusCode).toBe(409);
    // A delivery order has no pickup.
    const delivery = await placeOrder(h.app, checkoutBody([{ productId: p.id, quantity: 1 }]));
    const dcode = delivery.json().metadata.code;
    expect((await call('POST', `/admin/orders/${dcode}/pickup/ready`, as.staff)).statusCode).toBe(409);
  });
  it('lists stores lacking stock with the wait from the shipping origin; such an order takes the delivery stock and records it', async () => {
    // The delivery stock is kept at the shipping origin, in Hồ Chí Minh City (province 79).
    await createStore({
      name: 'Kho tổng',
      provinceCode: '79',
      wardCode: '26734',
      isPickupLocation: false,
      isShippingOrigin: true,
    });
    const near = await createStore({ name: 'Sen Quận 1', provinceCode: '79', wardCode: '26734' });
    const far = await createStore({ name: 'Sen Hoàn Kiếm' });
    const p = await addProduct(h.app, { quantity: 10 });
    await transfer({ fromStoreId: null, toStoreId: near.id, productId: p.id, quantity: 2 });
    const option = async (quantity: number, store: string) =>
      (
        (await call('POST', '/stores/pickup-options', {}, { items: [{ productId: p.id, quantity }] })).json().metadata as {
          store: { id: string };
          available: boolean;
          waitDays: number | null;
        }[]
      ).find((o) => o.store.id === store);

    expect(await option(2, near.id)).toMatchObject({ available: true, waitDays: 0 });
    // Same province as the origin: the next day; another province: three days.
    expect(await option(3, near.id)).toMatchObject({ available: false, waitDays: 1 });
    expect(await option(3, far.id)).toMatchObject({ available: false, waitDays: 3 });
    // Neither the store nor the delivery stock (8 left) has 9: it cannot be chosen.
    expect(await option(9, far.id)).toMatchObject({ available: false, waitDays: null });

    const items = [{ productId: p.id, quantity: 3 }];
    // Shown a shorter wait than there is now: refused on the store field, nothing taken.
    const stale = await placeOrder(h.app, pickupBody(items, far.id, 'cho@example.vn', 1));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ errorCode: 'PICKUP_WAIT_CHANGED' });
    expect(stale.json().metadata.errors).toEqual([expect.objectContaining({ field: 'shipping.storeId' })]);
    expect(stale.json().metadata.errors[0].message).toContain('3');
    expect(await stockOf(h.app, p.id)).toBe(8);

    const placed = await placeOrder(h.app, pickupBody(items, far.id, 'cho@example.vn', 3));
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().metadata;
    expect(order.pickup).toMatchObject({ storeId: far.id, waitDays: 3 });
    const expected = Date.parse(order.pickup.expectedAt) - Date.parse(order.createdAt);
    expect(Math.abs(expected - 3 * 86_400_000)).toBeLessThan(60_000);
    // The delivery stock gave the goods; no store's stock moved.
    expect(await stockOf(h.app, p.id)).toBe(5);
    expect([await storeQty(near.id, p.id), await storeQty(far.id, p.id)]).toEqual([2, 0]);
    // Read back, the order still says so.
    const again = (await call('GET', `/admin/orders/${order.code}`, as.staff)).json().metadata;
    expect(again.pickup).toMatchObject({ waitDays: 3 });

    // An order the store can serve takes its stock and has no wait.
    const now = await placeOrder(h.app, pickupBody([{ productId: p.id, quantity: 2 }], near.id, 'ngay@example.vn', 0));
    expect(now.statusCode, now.body).toBe(201);
    expect(now.json().metadata.pickup).toMatchObject({ waitDays: 0, expectedAt: null });
    expect(await storeQty(near.id, p.id)).toBe(0);
    expect(await stockOf(h.app, p.id)).toBe(5);

    // Cancelled: the goods of the waiting order go back to the delivery stock, not to the store.
    const cancel = await call('POST', `/admin/orders/${order.code}/cancel`, as.staff, { reason: 'Khách đổi ý' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await stockOf(h.app, p.id)).toBe(8);
    expect(await storeQty(far.id, p.id)).toBe(0);
  });
  it('cancels unpaid pickup orders left uncollected past the hold, once, giving the goods back; paid ones stay for staff', async () => {
    const DAY = 24 * 3600_000;
    const store = await createStore({ name: 'Quầy giữ hàng' });
    const p = await addProduct(h.app, { quantity: 10 });
    await transfer({ fromStoreId: null, toStoreId: store.id, productId: p.id, quantity: 4 });
    const ready = async (email: string) => {
      const placed = await placeOrder(h.app, pickupBody([{ productId: p.id, quantity: 1 }], store.id, email, 0));
      expect(placed.statusCode, placed.body).toBe(201);
      const code = placed.json().metadata.code as string;
      expect((await call('POST', `/admin/orders/${code}/pickup/ready`, as.staff)).statusCode).toBe(200);
      return code;
    };
    const left = await ready('quen@example.vn');
    const paid = await ready('datra@example.vn');
    await h.app.db.updateTable('orders').set({ payment_status: 'paid' }).where('code', '=', paid).execute();
    expect(await storeQty(store.id, p.id)).toBe(2);

    // Within the hold nothing happens; past it, the unpaid one is cancelled and its unit goes back.
    expect((await sweepOrders(ordersApp(h.app), Date.now() + 6 * DAY)).uncollected).toEqual([]);
    const runs = await Promise.all([1, 2, 3].map(() => sweepOrders(ordersApp(h.app), Date.now() + 8 * DAY)));
    expect(runs.flatMap((r) => r.uncollected)).toEqual([left]);
    expect(await storeQty(store.id, p.id)).toBe(3);
    const status = async (code: string) => (await call('GET', `/admin/orders/${code}`, as.staff)).json().metadata.status;
    expect(await status(left)).toBe('cancelled');
    expect(await status(paid)).toBe('readyForPickup');

    await mailIdle(h.app);
    const mail = await h.app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', 'quen@example.vn')
      .where('template', '=', 'order-cancelled')
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain('chưa được nhận tại cửa hàng trong 7 ngày');
  });
});
