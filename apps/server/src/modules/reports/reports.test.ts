import { randomUUID } from 'node:crypto';
import type { Role } from '@sen/core';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/helpers';
import { bearer, createUser, type Harness, harness, login, seedPlaces } from '../auth/testing';
import { addProduct } from '../orders/testing';
import { rangeOf, shopDay, startOf } from './range';
import { salesOrderPages } from './sales';

/**
 * Issue 16: every report's numbers against a fixture computed by hand (discounts, a shipping
 * discount, a handling fee, a refund, a course line, three provinces, two payment methods, a
 * payment just after midnight shop time), the CSV rows against the table, permissions per role.
 */
const DAY = 86_400_000;

describe.each(dialects)('dashboard and reports on %s', (dialect) => {
  let h: Harness;
  const tokens = {} as Record<Role, string>;
  let p1: string;
  let p2: string;
  let catA: string;
  let catB: string;

  async function order(o: {
    email: string;
    paidAt: string | null;
    createdAt?: string;
    status: string;
    paymentStatus: string;
    province: [string, string];
    payment: string;
    shipping?: string;
    subtotal: number;
    discount?: number;
    shippingDiscount?: number;
    shippingFee?: number;
    handlingFee?: number;
    tax: number;
    items: { product?: string; course?: boolean; quantity: number; lineTotal: number }[];
  }) {
    const id = randomUUID();
    const total =
      o.subtotal - (o.discount ?? 0) - (o.shippingDiscount ?? 0) + (o.shippingFee ?? 0) + (o.handlingFee ?? 0) + o.tax;
    const at = o.createdAt ?? o.paidAt ?? new Date().toISOString();
    await h.app.db
      .insertInto('orders')
      .values({
        id,
        code: `SEN-T-${id.slice(0, 8)}`,
        user_id: null,
        status: o.status,
        payment_status: o.paymentStatus,
        shipping_status: 'notShipped',
        full_name: `Khách ${o.email}`,
        search_name: '',
        email: o.email,
        phone: '0912345678',
        address: '1 Lê Lợi',
        province_code: o.province[0],
        province_name: o.province[1],
        ward_code: null,
        ward_name: '',
        notes: '',
        shipping_method_code: o.shipping ?? 'STANDARD',
        shipping_method_name: o.shipping ?? 'STANDARD',
        shipping_carrier: '',
        shipping_estimate: null,
        payment_method_code: o.payment,
        payment_method_name: o.payment,
        payment_details: '{}',
        subtotal: o.subtotal,
        tax: o.tax,
        shipping_fee: o.shippingFee ?? 0,
        shipping_discount: o.shippingDiscount ?? 0,
        discount: o.discount ?? 0,
        handling_fee: o.handlingFee ?? 0,
        total,
        item_count: o.items.reduce((s, i) => s + i.quantity, 0),
        coupon_code: null,
        requires_shipping: 1,
        stock_released: 0,
        tracking_number: null,
        tracking_url: null,
        language: 'vi',
        paid_at: o.paidAt,
        created_at: at,
        // As every write path stamps it: the roll-up finds changed orders by it (decision 0330).
        updated_at: new Date().toISOString(),
      })
      .execute();
    await h.app.db
      .insertInto('order_items')
      .values(
        o.items.map((i, position) => ({
          id: randomUUID(),
          order_id: id,
          position,
          kind: i.course ? 'course' : 'product',
          product_id: i.product ?? null,
          course_id: null,
          name: i.course ? 'Khóa học React' : 'Hàng',
          slug: '',
          sku: i.course ? 'COURSE-1' : '',
          image: '',
          unit_price: i.lineTotal / i.quantity,
          compare_price: null,
          quantity: i.quantity,
          line_total: i.lineTotal,
          attributes: '[]',
        })),
      )
      .execute();
    return { id, total };
  }

  async function category(name: string) {
    const id = randomUUID();
    const now = new Date().toISOString();
    await h.app.db
      .insertInto('categories')
      .values({ id, name, name_folded: name, slug: `c-${id.slice(0, 8)}`, created_at: now, updated_at: now } as never)
      .execute();
    return id;
  }

  async function variant(productId: string, quantity: number, price: number) {
    const now = new Date().toISOString();
    await h.app.db
      .insertInto('product_variants')
      .values({
        id: randomUUID(),
        product_id: productId,
        name: '',
        sku: `V-${productId.slice(0, 8)}`,
        price,
        compare_price: null,
        quantity,
        image: '',
        option_values: '[]',
        position: 0,
        is_default: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }

  beforeAll(async () => {
    h = await harness(dialect);
    await seedPlaces(h.app);
    for (const role of ['admin', 'manager', 'editor', 'staff', 'support'] as const) {
      const u = await createUser(h.app, { role });
      tokens[role] = (await login(h.app, u.email)).token;
    }
    const shopper = await createUser(h.app, { role: 'customer' });
    tokens.customer = (await login(h.app, shopper.email)).token;
    catA = await category('Điện thoại');
    catB = await category('Phụ kiện');
    p1 = (await addProduct(h.app, { name: 'Máy A', price: 1_000_000, quantity: 5 })).id;
    p2 = (await addProduct(h.app, { name: 'Cáp B', price: 200_000, quantity: 0 })).id;
    await h.app.db.updateTable('products').set({ category_id: catA, cost_price: 700_000 }).where('id', '=', p1).execute();
    await h.app.db.updateTable('products').set({ category_id: catB }).where('id', '=', p2).execute();
    await variant(p1, 5, 1_000_000);
    await variant(p2, 0, 200_000);

    const HN: [string, string] = ['01', 'Hà Nội'];
    const HCM: [string, string] = ['79', 'Hồ Chí Minh'];
    const DN: [string, string] = ['48', 'Đà Nẵng'];
    // O1: 08:00 on 1 March shop time, a coupon.
    await order({
      email: 'a@x.vn',
      paidAt: '2025-03-01T01:00:00.000Z',
      status: 'completed',
      paymentStatus: 'paid',
      province: HN,
      payment: 'COD',
      subtotal: 2_000_000,
      discount: 200_000,
      shippingFee: 30_000,
      tax: 200_000,
      items: [{ product: p1, quantity: 2, lineTotal: 2_000_000 }],
    });
    // O2: 18:30 UTC on 1 March is 01:30 on 2 March in Vietnam; a course as its own line.
    await order({
      email: 'b@x.vn',
      paidAt: '2025-03-01T18:30:00.000Z',
      status: 'completed',
      paymentStatus: 'paid',
      province: HCM,
      payment: 'BANK_TRANSFER',
      shipping: 'EXPRESS',
      subtotal: 700_000,
      tax: 70_000,
      items: [
        { product: p2, quantity: 1, lineTotal: 200_000 },
        { course: true, quantity: 1, lineTotal: 500_000 },
      ],
    });
    // O3: refunded; coupon, shipping discount and a handling fee.
    const o3 = await order({
      email: 'a@x.vn',
      paidAt: '2025-03-10T03:00:00.000Z',
      status: 'refunded',
      paymentStatus: 'refunded',
      province: HN,
      payment: 'BANK_TRANSFER',
      subtotal: 1_000_000,
      discount: 100_000,
      shippingDiscount: 30_000,
      shippingFee: 30_000,
      handlingFee: 10_000,
      tax: 100_000,
      items: [{ product: p1, quantity: 1, lineTotal: 1_000_000 }],
    });
    // O4 (February) makes c a returning customer in March; O5 is c's March order.
    await order({
      email: 'c@x.vn',
      paidAt: '2025-02-20T03:00:00.000Z',
      status: 'completed',
      paymentStatus: 'paid',
      province: DN,
      payment: 'COD',
      subtotal: 1_000_000,
      tax: 100_000,
      items: [{ product: p1, quantity: 1, lineTotal: 1_000_000 }],
    });
    await order({
      email: 'c@x.vn',
      paidAt: '2025-03-15T03:00:00.000Z',
      status: 'completed',
      paymentStatus: 'paid',
      province: DN,
      payment: 'COD',
      subtotal: 400_000,
      shippingFee: 30_000,
      tax: 40_000,
      items: [{ product: p2, quantity: 2, lineTotal: 400_000 }],
    });
    // Placed in March, never paid: in no sales figure.
    await order({
      email: 'd@x.vn',
      paidAt: null,
      createdAt: '2025-03-05T03:00:00.000Z',
      status: 'pending',
      paymentStatus: 'pending',
      province: HN,
      payment: 'COD',
      subtotal: 900_000,
      tax: 90_000,
      items: [{ product: p1, quantity: 1, lineTotal: 900_000 }],
    });
    // O7: b again in April (cohort of March, month +1).
    await order({
      email: 'b@x.vn',
      paidAt: '2025-04-05T03:00:00.000Z',
      status: 'completed',
      paymentStatus: 'paid',
      province: HCM,
      payment: 'COD',
      subtotal: 100_000,
      tax: 10_000,
      items: [{ product: p2, quantity: 1, lineTotal: 100_000 }],
    });
    // Recent: O8 paid two days ago (3 units of A: 30 days of sales), O9 placed an hour ago, unpaid.
    const now = Date.now();
    await order({
      email: 'e@x.vn',
      paidAt: new Date(now - 2 * DAY).toISOString(),
      status: 'paymentReceived',
      paymentStatus: 'paid',
      province: HN,
      payment: 'VNPAY',
      subtotal: 3_000_000,
      tax: 300_000,
      items: [{ product: p1, quantity: 3, lineTotal: 3_000_000 }],
    });
    await order({
      email: 'f@x.vn',
      paidAt: null,
      // Within the shop's today even just after its midnight (the dashboard's "today" counts it).
      createdAt: new Date(Math.max(now - 3_600_000, Date.parse(startOf(shopDay(now))))).toISOString(),
      status: 'pending',
      paymentStatus: 'pending',
      province: HN,
      payment: 'COD',
      subtotal: 100_000,
      tax: 10_000,
      items: [{ product: p2, quantity: 1, lineTotal: 100_000 }],
    });
    // O3's refund happened yesterday; a signed-in shopper's open cart; a review nobody answered.
    await h.app.db
      .insertInto('order_status_history')
      .values({
        id: randomUUID(),
        order_id: o3.id,
        status: 'refunded',
        note: '',
        actor: 'system',
        created_at: new Date(now - DAY).toISOString(),
      })
      .execute();
    const nowIso = new Date().toISOString();
    await h.app.db
      .insertInto('cart_items')
      .values({
        id: randomUUID(),
        user_id: shopper.id,
        kind: 'product',
        item_id: p1,
        variant_id: '',
        quantity: 1,
        created_at: nowIso,
        updated_at: nowIso,
      })
      .execute();
    await h.app.db
      .insertInto('reviews')
      .values({
        id: randomUUID(),
        product_id: p1,
        user_id: shopper.id,
        rating: 4,
        title: null,
        body: 'Tốt',
        status: 'published',
        verified_purchase: 0,
        created_at: nowIso,
        updated_at: nowIso,
      } as never)
      .execute();
  }, 60_000);
  afterAll(async () => h.close());

  const get = (url: string, role: Role = 'manager') =>
    h.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(tokens[role]) });
  const json = async (url: string) => {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().metadata;
  };
  const MARCH = 'from=2025-03-01&to=2025-03-31';

  it('sums March sales by day in shop time, by month, and the totals', async () => {
    const r = await json(`/admin/reports/sales?${MARCH}&groupBy=day`);
    expect(r.rows).toHaveLength(31);
    expect(r.totals).toEqual({
      orders: 4,
      quantity: 7,
      gross: 4_100_000,
      discounts: 330_000,
      shipping: 100_000,
      tax: 410_000,
      refunds: 1_010_000,
      net: 3_270_000,
    });
    const day = (d: string) => r.rows.find((x: { key: string }) => x.key === d);
    expect(day('2025-03-01')).toMatchObject({ orders: 1, net: 2_030_000 });
    expect(day('2025-03-02')).toMatchObject({ orders: 1, net: 770_000 });
    expect(day('2025-03-10')).toMatchObject({ orders: 1, refunds: 1_010_000, net: 0 });
    expect(day('2025-03-15')).toMatchObject({ orders: 1, net: 470_000 });
    expect(day('2025-03-05')).toMatchObject({ orders: 0, net: 0 });
    const m = await json(`/admin/reports/sales?${MARCH}&groupBy=month`);
    expect(m.rows).toEqual([{ key: '2025-03', label: '2025-03', ...r.totals }]);
    const w = await json(`/admin/reports/sales?${MARCH}&groupBy=week`);
    expect(w.rows[0].key).toBe('2025-02-24');
    expect(w.rows.reduce((s: number, x: { net: number }) => s + x.net, 0)).toBe(3_270_000);
  });

  it('splits sales by payment method, province, category (courses their own line)', async () => {
    const pay = await json(`/admin/reports/sales?${MARCH}&groupBy=paymentMethod`);
    expect(pay.rows).toEqual([
      {
        key: 'COD',
        label: 'COD',
        orders: 2,
        quantity: 4,
        gross: 2_400_000,
        discounts: 200_000,
        shipping: 60_000,
        tax: 240_000,
        refunds: 0,
        net: 2_500_000,
      },
      {
        key: 'BANK_TRANSFER',
        label: 'BANK_TRANSFER',
        orders: 2,
        quantity: 3,
        gross: 1_700_000,
        discounts: 130_000,
        shipping: 40_000,
        tax: 170_000,
        refunds: 1_010_000,
        net: 770_000,
      },
    ]);
    const prov = await json(`/admin/reports/sales?${MARCH}&groupBy=province`);
    expect(prov.rows.map((x: { key: string; label: string; net: number }) => [x.key, x.label, x.net])).toEqual([
      ['01', 'Hà Nội', 2_030_000],
      ['79', 'Hồ Chí Minh', 770_000],
      ['48', 'Đà Nẵng', 470_000],
    ]);
    const cat = await json(`/admin/reports/sales?${MARCH}&groupBy=category`);
    expect(cat.rows).toEqual([
      {
        key: catA,
        label: 'Điện thoại',
        orders: 2,
        quantity: 3,
        gross: 3_000_000,
        discounts: 300_000,
        shipping: 0,
        tax: 300_000,
        refunds: 1_000_000,
        net: 2_000_000,
      },
      {
        key: catB,
        label: 'Phụ kiện',
        orders: 2,
        quantity: 3,
        gross: 600_000,
        discounts: 0,
        shipping: 0,
        tax: 60_000,
        refunds: 0,
        net: 660_000,
      },
      {
        key: 'courses',
        label: '',
        orders: 1,
        quantity: 1,
        gross: 500_000,
        discounts: 0,
        shipping: 0,
        tax: 50_000,
        refunds: 0,
        net: 550_000,
      },
    ]);
    expect(cat.totals.orders).toBe(4);
  });

  it('streams the CSV with a BOM, the same rows as the table', async () => {
    for (const groupBy of ['day', 'paymentMethod', 'category']) {
      const table = await json(`/admin/reports/sales?${MARCH}&groupBy=${groupBy}`);
      const res = await get(`/admin/reports/sales.csv?${MARCH}&groupBy=${groupBy}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/csv');
      expect(res.headers['content-disposition']).toContain(`sales-${groupBy}-2025-03-01-2025-03-31.csv`);
      expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      const [header, ...rows] = parse(res.body.slice(1)) as string[][];
      expect(header).toEqual(['key', 'label', 'orders', 'quantity', 'gross', 'discounts', 'shipping', 'tax', 'refunds', 'net']);
      expect(rows).toEqual(table.rows.map((x: Record<string, unknown>) => header!.map((c) => String(x[c]))));
    }
  });

  it('streams every paid order of the range as a CSV row adding up to the report', async () => {
    const report = await json(`/admin/reports/sales?${MARCH}`);
    const res = await get(`/admin/reports/sales-orders.csv?${MARCH}`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...rows] = parse(res.body.slice(1)) as string[][];
    expect(rows).toHaveLength(4);
    expect(rows.map((r) => r[1])).toEqual([...rows.map((r) => r[1]!)].sort());
    for (const col of ['gross', 'discounts', 'shipping', 'tax', 'refunds', 'net', 'quantity'] as const) {
      const i = header!.indexOf(col);
      expect(
        rows.reduce((s, r) => s + Number(r[i]), 0),
        col,
      ).toBe(report.totals[col]);
    }
    // Page by page (here one order a page, two paid in the same millisecond would still both come):
    // the same rows in the same order.
    const pages: unknown[][][] = [];
    for await (const page of salesOrderPages(h.app.db, rangeOf({ from: '2025-03-01', to: '2025-03-31' }), 1)) pages.push(page);
    expect(pages).toHaveLength(4);
    expect(pages.flat().map((r) => r.map(String))).toEqual(rows);
  });

  it('counts new and returning customers, top customers, provinces and cohorts', async () => {
    const top = await json(`/admin/reports/customers?${MARCH}&view=top`);
    expect(top.summary).toEqual({ customers: 3, newCustomers: 2, returningCustomers: 1, orders: 4, revenue: 3_270_000 });
    expect(top.rows.map((x: { key: string; orders: number; revenue: number }) => [x.key, x.orders, x.revenue])).toEqual([
      ['a@x.vn', 2, 2_030_000],
      ['b@x.vn', 1, 770_000],
      ['c@x.vn', 1, 470_000],
    ]);
    const prov = await json(`/admin/reports/customers?${MARCH}&view=province`);
    expect(prov.rows.map((x: { key: string; customers: number; orders: number }) => [x.key, x.customers, x.orders])).toEqual([
      ['01', 1, 2],
      ['79', 1, 1],
      ['48', 1, 1],
    ]);
    const cohorts = await json('/admin/reports/customers?from=2025-03-01&to=2025-04-30&view=cohorts');
    expect(cohorts.cohorts).toEqual([{ cohort: '2025-03', customers: 2, months: [1] }]);
    const csv = await get('/admin/reports/customers.csv?from=2025-03-01&to=2025-04-30&view=cohorts');
    expect(parse(csv.body.slice(1))).toEqual([
      ['cohort', 'customers', 'month+1'],
      ['2025-03', '2', '1'],
    ]);
  });

  it('values stock at cost and price, with days of cover from the last 30 days', async () => {
    const inv = await json('/admin/reports/inventory');
    expect(inv.totals).toEqual({
      variants: 2,
      units: 5,
      valueAtCost: 3_500_000,
      valueAtPrice: 5_000_000,
      lowStock: 1,
      outOfStock: 1,
    });
    expect(
      inv.items.map((x: { productId: string; sold30: number; daysOfCover: number | null; valueAtCost: number }) => [
        x.productId,
        x.sold30,
        x.daysOfCover,
        x.valueAtCost,
      ]),
    ).toEqual([
      [p1, 3, 50, 3_500_000],
      [p2, 0, null, 0],
    ]);
    const out = await json('/admin/reports/inventory?view=outOfStock');
    expect(out.items.map((x: { productId: string }) => x.productId)).toEqual([p2]);
    const csv = await get('/admin/reports/inventory.csv');
    const [header, ...rows] = parse(csv.body.slice(1)) as string[][];
    expect(header![0]).toBe('sku');
    // SKU order: V-<p1>, V-<p2> sorted as text, each with the table's figures.
    const bySku = new Map(inv.items.map((x: Record<string, unknown>) => [x.sku, x]));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      const item = bySku.get(row[0]) as Record<string, unknown>;
      expect(row).toEqual(header!.map((c) => String(item[c] ?? '')));
    }
  });

  it('shows the last 7 days against the 7 before on the dashboard', async () => {
    const d = await json('/admin/dashboard?period=7d');
    expect(d.to).toBe(shopDay());
    expect(d.kpis).toEqual({
      revenue: 3_300_000,
      orders: 2,
      averageOrder: 3_300_000,
      newCustomers: 1,
      conversion: 2 / 3,
      carts: 3,
      refunds: 1_010_000,
      refundCount: 1,
    });
    expect(d.previousKpis).toMatchObject({ revenue: 0, orders: 0, refunds: 0 });
    expect(d.revenueByDay).toHaveLength(7);
    expect(d.revenueByDay.reduce((s: number, x: { revenue: number }) => s + x.revenue, 0)).toBe(3_300_000);
    expect(d.ordersByStatus).toEqual(
      expect.arrayContaining([
        { status: 'paymentReceived', count: 1 },
        { status: 'pending', count: 1 },
      ]),
    );
    expect(d.topProducts[0]).toMatchObject({ id: p1, quantity: 3, revenue: 3_300_000 });
    expect(d.topCategories[0]).toMatchObject({ id: catA, name: 'Điện thoại' });
    expect(d.lowStock.map((x: { productId: string }) => x.productId)).toEqual([p1]);
    expect(d.outOfStock.map((x: { productId: string }) => x.productId)).toEqual([p2]);
    expect(d.latestOrders[0]).toMatchObject({ customer: 'Khách f@x.vn', status: 'pending' });
    expect(d.reviewsWaitingCount).toBe(1);
    expect(d.returnsWaiting).toEqual([]);
    const today = await json('/admin/dashboard?period=today');
    expect(today.kpis).toMatchObject({ revenue: 0, orders: 1 });
  });

  it('lets managers and admins read reports, every staff role the dashboard, and refuses the rest', async () => {
    for (const role of ['admin', 'manager'] as const) {
      expect((await get(`/admin/reports/sales?${MARCH}`, role)).statusCode).toBe(200);
      expect((await get('/admin/reports/inventory.csv', role)).statusCode).toBe(200);
    }
    for (const role of ['editor', 'staff', 'support', 'customer'] as const) {
      for (const url of [
        '/admin/reports/sales',
        '/admin/reports/sales.csv',
        '/admin/reports/inventory',
        '/admin/reports/customers.csv',
      ])
        expect((await get(url, role)).statusCode, `${role} ${url}`).toBe(403);
    }
    for (const role of ['editor', 'staff', 'support'] as const)
      expect((await get('/admin/dashboard', role)).statusCode).toBe(200);
    expect((await get('/admin/dashboard', 'customer')).statusCode).toBe(403);
    expect((await h.app.inject({ method: 'GET', url: '/api/v1/admin/reports/sales' })).statusCode).toBe(401);
  });

  it('answers a bad range with a 400 naming the field', async () => {
    const backwards = await get('/admin/reports/sales?from=2025-03-31&to=2025-03-01');
    expect(backwards.statusCode).toBe(400);
    expect(JSON.stringify(backwards.json())).toContain('to');
    expect((await get('/admin/reports/sales?from=2025-13-45')).statusCode).toBe(400);
    expect((await get('/admin/reports/sales?groupBy=planet')).statusCode).toBe(400);
    expect((await get('/admin/reports/sales?from=2020-01-01&to=2025-01-01')).statusCode).toBe(400);
  });
});
