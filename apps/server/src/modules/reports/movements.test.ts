import type { StockMovement, StockMovementsReport } from '@sen/core';
import { DEFAULT_STORE_HOURS } from '@sen/core/stores/index';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/helpers';
import { bearer, createUser, type Harness, login } from '../auth/testing';
import { changeStatus } from '../orders/status';
import { addProduct, addVariantProduct, checkoutBody, commerceHarness, ordersApp, placeOrder, stockOf } from '../orders/testing';

/**
 * Decision 0331: every stock change leaves one movement with reason, reference, actor and the
 * row's quantity before and after; the inventory report lists and exports them; a product's
 * history reads them.
 */
describe.each(dialects)('stock movements on %s', (dialect) => {
  let h: Harness;
  const as = {} as Record<'admin' | 'manager' | 'editor' | 'staff', Record<string, string>>;
  const emails = {} as Record<'admin' | 'manager' | 'editor' | 'staff', string>;
  beforeAll(async () => {
    h = await commerceHarness(dialect);
    for (const role of ['admin', 'manager', 'editor', 'staff'] as const) {
      const u = await createUser(h.app, { role });
      emails[role] = u.email;
      as[role] = bearer((await login(h.app, u.email)).token);
    }
  });
  afterAll(async () => h?.close());

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, headers: Record<string, string>, payload?: object) =>
    h.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });
  const history = async (productId: string, who = as.editor) => {
    const res = await call('GET', `/admin/products/${productId}/stock-movements`, who);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().metadata as StockMovementsReport).items;
  };
  /** Every movement's before is the previous one's after, and the last after is the stock now. */
  const chained = (items: StockMovement[], now: number) => {
    const old = [...items].reverse();
    for (let i = 1; i < old.length; i++) expect(old[i]!.before).toBe(old[i - 1]!.after);
    for (const m of old) expect(m.after - m.before).toBe(m.delta);
    expect(old[old.length - 1]!.after).toBe(now);
  };

  it('records an order taking stock, its cancellation, a staff edit and a bulk change, chained before/after', async () => {
    const p = await addProduct(h.app, { quantity: 10 });
    const res = await placeOrder(h.app, checkoutBody([{ productId: p.id, quantity: 3 }]));
    expect(res.statusCode, res.body).toBe(201);
    const code = res.json().metadata.code as string;
    await changeStatus(ordersApp(h.app), code, { status: 'cancelled', note: '' }, 'system');
    const bulk = await call('POST', '/admin/products/bulk', as.manager, { ids: [p.id], action: 'adjustStock', delta: 5 });
    expect(bulk.statusCode, bulk.body).toBe(200);
    const edit = await call('PATCH', `/products/${p.id}`, as.editor, { quantity: 4 });
    expect(edit.statusCode, edit.body).toBe(200);

    const items = await history(p.id);
    expect(items.map((m) => [m.reason, m.delta])).toEqual([
      ['adjust', expect.any(Number)],
      ['bulk', 5],
      ['cancel', 3],
      ['order', -3],
    ]);
    expect(items[3]).toMatchObject({ reference: code, actor: 'customer', actorEmail: 'an@example.vn', before: 10, after: 7 });
    expect(items[2]).toMatchObject({ reference: code, actor: 'system', before: 7, after: 10 });
    expect(items[1]!.actorEmail).toBe(emails.manager);
    expect(items[0]).toMatchObject({ actorEmail: emails.editor, after: 4 });
    chained(items, await stockOf(h.app, p.id));
  });

  it('records a variant order on the variant row and a store transfer on both sides', async () => {
    const p = await addVariantProduct(
      h.app,
      [{ name: 'Màu', values: ['Đen', 'Trắng'] }],
      [
        { values: ['Đen'], price: 500_000, quantity: 6 },
        { values: ['Trắng'], price: 500_000, quantity: 2 },
      ],
    );
    const black = p.variants[0]!.id;
    const res = await placeOrder(h.app, checkoutBody([{ productId: p.id, variantId: black, quantity: 2 }]));
    expect(res.statusCode, res.body).toBe(201);
    const store = await call('POST', '/admin/stores', as.manager, {
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
      latitude: null,
      longitude: null,
    });
    expect(store.statusCode, store.body).toBe(201);
    const storeId = store.json().metadata.id as string;
    const t = await call('POST', '/admin/store-transfers', as.manager, {
      fromStoreId: null,
      toStoreId: storeId,
      productId: p.id,
      variantId: black,
      quantity: 3,
      note: '',
    });
    expect(t.statusCode, t.body).toBe(201);
    const items = await history(p.id);
    const order = items.find((m) => m.reason === 'order')!;
    expect(order).toMatchObject({ variantId: black, store: null, before: 6, after: 4, delta: -2 });
    const moves = items.filter((m) => m.reason === 'transfer');
    expect(moves.map((m) => [m.store?.id ?? null, m.delta, m.after]).sort()).toEqual(
      [
        [storeId, 3, 3],
        [null, -3, 1],
      ].sort(),
    );
    expect(moves.every((m) => m.reference === t.json().metadata.id)).toBe(true);
  });

  it('lists movements in the inventory report with filters and the same rows in the CSV; managers only', async () => {
    const all = await call('GET', '/admin/reports/stock-movements?limit=200', as.manager);
    expect(all.statusCode, all.body).toBe(200);
    const report = all.json().metadata as StockMovementsReport;
    expect(report.byReason.find((x) => x.reason === 'order')).toMatchObject({ movements: 2, unitsOut: 5, unitsIn: 0 });
    expect(report.pagination.totalCount).toBe(report.items.length);
    const orders = await call('GET', '/admin/reports/stock-movements?reason=order', as.manager);
    expect((orders.json().metadata as StockMovementsReport).items.every((m) => m.reason === 'order')).toBe(true);
    const csv = await call('GET', '/admin/reports/stock-movements.csv', as.manager);
    expect(csv.statusCode).toBe(200);
    expect(csv.body.charCodeAt(0)).toBe(0xfeff);
    const rows = parse(csv.body.slice(1), { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(report.items.length);
    expect(rows.map((r) => Number(r.delta)).reduce((a, b) => a + b, 0)).toBe(report.items.reduce((a, m) => a + m.delta, 0));
    expect((await call('GET', '/admin/reports/stock-movements', as.editor)).statusCode).toBe(403);
    expect((await call('GET', '/admin/reports/stock-movements?reason=stolen', as.manager)).json()).toMatchObject({
      statusCode: 400,
    });
  });
});
