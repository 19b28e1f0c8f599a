import { randomUUID } from 'node:crypto';
import type { SalesGroup } from '@sen/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/helpers';
import type { Harness } from '../auth/testing';
import { changeStatus } from '../orders/status';
import { addProduct, commerceHarness, ordersApp } from '../orders/testing';
import { customersReport, customersReportDirect } from './customers';
import { dashboard } from './dashboard';
import { addDays, rangeOf, shopDay } from './range';
import { byStatus, rebuildRollups, refundsBy, syncRollups } from './rollup';
import { salesReport } from './sales';

/**
 * Decision 0330: the closed days read from the roll-up plus today computed live give exactly what
 * the orders give directly — after refunds, cancellations, late payments and a rebuild.
 */
const GROUPS: SalesGroup[] = [
  'day',
  'week',
  'month',
  'category',
  'brand',
  'product',
  'paymentMethod',
  'shippingMethod',
  'province',
];

describe.each(dialects)('report roll-ups on %s', (dialect) => {
  let h: Harness;
  const products: string[] = [];
  const today = shopDay();
  const r = rangeOf({ from: addDays(today, -9), to: today });
  let seq = 0;

  /** An order as checkout and the payment paths leave it; `updated_at` stamped now as they do. */
  async function order(o: {
    day: string;
    status: string;
    paymentStatus: string;
    email: string;
    province: string;
    payment: string;
    /** Exact instants (default: 02:00 and 03:xx UTC of the day). */
    createdAt?: string;
    paidAt?: string;
  }) {
    const id = randomUUID();
    seq++;
    const paidAt =
      o.paymentStatus === 'pending' ? null : (o.paidAt ?? `${o.day}T03:${String(seq % 60).padStart(2, '0')}:00.000Z`);
    const p = products[seq % products.length]!;
    const q = 1 + (seq % 3);
    const subtotal = q * 300_000;
    const discount = seq % 2 ? 30_000 : 0;
    const tax = Math.round((subtotal - discount) / 10);
    const total = subtotal - discount + 25_000 + tax;
    await h.app.db
      .insertInto('orders')
      .values({
        id,
        code: `SEN-R-${id.slice(0, 8).toUpperCase()}`,
        user_id: null,
        status: o.status,
        payment_status: o.paymentStatus,
        shipping_status: 'notShipped',
        full_name: `Khách ${o.email}`,
        search_name: '',
        email: o.email,
        phone: '0912345678',
        address: '1 Lê Lợi',
        province_code: o.province,
        province_name: o.province === '01' ? 'Hà Nội' : 'Hồ Chí Minh',
        ward_code: null,
        ward_name: '',
        notes: '',
        shipping_method_code: seq % 2 ? 'STANDARD' : 'EXPRESS',
        shipping_method_name: seq % 2 ? 'Tiêu chuẩn' : 'Nhanh',
        shipping_carrier: '',
        shipping_estimate: null,
        payment_method_code: o.payment,
        payment_method_name: o.payment,
        payment_details: '{}',
        subtotal,
        tax,
        shipping_fee: 25_000,
        shipping_discount: 0,
        discount,
        handling_fee: 0,
        total,
        item_count: q,
        coupon_code: null,
        requires_shipping: 1,
        stock_released: 1,
        tracking_number: null,
        tracking_url: null,
        language: 'vi',
        paid_at: paidAt,
        created_at: o.createdAt ?? `${o.day}T02:00:00.000Z`,
        updated_at: new Date().toISOString(),
      })
      .execute();
    await h.app.db
      .insertInto('order_items')
      .values({
        id: randomUUID(),
        order_id: id,
        position: 0,
        kind: 'product',
        product_id: p,
        course_id: null,
        name: 'Hàng',
        slug: '',
        sku: '',
        image: '',
        unit_price: 300_000,
        compare_price: null,
        quantity: q,
        line_total: subtotal,
        attributes: '[]',
      })
      .execute();
    return `SEN-R-${id.slice(0, 8).toUpperCase()}`;
  }

  async function expectSameAsDirect() {
    for (const g of GROUPS)
      expect(await salesReport(h.app.db, dialect, r, g), g).toEqual(await salesReport(h.app.db, dialect, r, g, { direct: true }));
    for (const range of [r, rangeOf({ from: addDays(today, -40), to: addDays(today, -3) })])
      for (const v of ['top', 'province', 'cohorts'] as const)
        expect(await customersReport(h.app.db, dialect, range, v), v).toEqual(
          await customersReportDirect(h.app.db, dialect, range, v),
        );
    await expectDashboardAsDirect();
  }

  /** The dashboard's orders placed, by status and refunded, straight from the orders (decision 0332). */
  async function expectDashboardAsDirect() {
    for (const range of [r, rangeOf({ to: today }, 1), rangeOf({ from: addDays(today, -6), to: addDays(today, -1) })]) {
      const d = await dashboard(h.app.db, dialect, range);
      const statuses = await byStatus(h.app.db, dialect, range);
      const refunds = (await refundsBy(h.app.db, dialect, range))[0];
      expect(Object.fromEntries(d.ordersByStatus.map((x) => [x.status, x.count]))).toEqual(
        Object.fromEntries(statuses.map((x) => [x.status, Number(x.n)])),
      );
      expect(d.kpis.orders).toBe(statuses.reduce((a, x) => a + Number(x.n), 0));
      expect([d.kpis.refundCount, d.kpis.refunds]).toEqual([Number(refunds?.n ?? 0), Number(refunds?.amount ?? 0)]);
    }
  }

  /** Every summary the roll-up keeps, in a comparable order. */
  async function summaries() {
    return {
      daily: await h.app.db.selectFrom('report_daily').selectAll().orderBy('dim').orderBy('day').orderBy('key').execute(),
      buyers: await h.app.db.selectFrom('report_buyer').selectAll().orderBy('email').execute(),
      months: await h.app.db.selectFrom('report_buyer_month').selectAll().orderBy('email').orderBy('month').execute(),
      cohorts: (await h.app.db.selectFrom('report_cohort_month').selectAll().orderBy('cohort').orderBy('month').execute())
        .map((c) => ({ ...c, buyers: Number(c.buyers) }))
        .filter((c) => c.buyers !== 0),
    };
  }

  const codes: string[] = [];
  /** The recent orders (3 a day over the last 10 days). */
  const recent = () => codes.slice(6);
  beforeAll(async () => {
    h = await commerceHarness(dialect);
    for (let i = 0; i < 3; i++) products.push((await addProduct(h.app, { name: `Hàng ${i}`, price: 300_000, quantity: 50 })).id);
    // Buyers of earlier months: returning customers and older cohorts.
    for (let d = 70; d >= 40; d -= 6)
      codes.push(
        await order({
          day: addDays(today, -d),
          status: 'completed',
          paymentStatus: 'paid',
          email: `buyer${d % 7}@x.vn`,
          province: '01',
          payment: 'COD',
        }),
      );
    for (let d = 9; d >= 0; d--)
      for (let k = 0; k < 3; k++)
        codes.push(
          await order({
            day: addDays(today, -d),
            status: k === 2 ? 'completed' : 'paymentReceived',
            paymentStatus: 'paid',
            email: `buyer${(d + k) % 5}@x.vn`,
            province: k % 2 ? '79' : '01',
            payment: k % 2 ? 'COD' : 'BANK_TRANSFER',
          }),
        );
  }, 60_000);
  afterAll(async () => {
    await h?.close();
  });

  it('equals the direct sums once built, closed days from the roll-up and today live', async () => {
    await expectSameAsDirect(); // requests close at most 3 days a time: first part rolled up, part live
    await syncRollups(h.app.db, dialect); // the job
    await expectSameAsDirect();
    const st = await h.app.db.selectFrom('report_rollup_state').selectAll().executeTakeFirstOrThrow();
    expect(st.closed_through).toBe(addDays(today, -1));
    const rows = await h.app.db
      .selectFrom('report_daily')
      .select('day')
      .where('dim', '=', 'day')
      .where('day', '>=', addDays(today, -9))
      .execute();
    // Closed days only: today is never rolled up.
    expect(rows.map((x) => x.day).sort()).toEqual(Array.from({ length: 9 }, (_, i) => addDays(today, i - 9)));
  });

  it('follows a refund and a cancellation of orders paid days ago, and a late order', async () => {
    const before = await salesReport(h.app.db, dialect, r, 'day');
    const app = ordersApp(h.app);
    await changeStatus(app, recent()[5]!, { status: 'refunded', note: 'Hoàn tiền' }, 'staff:test'); // completed 8 days ago
    await changeStatus(app, recent()[9]!, { status: 'cancelled', note: 'Khách hủy' }, 'staff:test');
    await order({
      day: addDays(today, -4),
      status: 'completed',
      paymentStatus: 'paid',
      email: 'late@x.vn',
      province: '01',
      payment: 'COD',
    });
    const after = await salesReport(h.app.db, dialect, r, 'day');
    expect(after.totals.refunds).toBeGreaterThan(before.totals.refunds);
    expect(after.totals.orders).toBe(before.totals.orders + 1);
    await expectSameAsDirect();
  });

  it('counts a late commit (stamped before the watermark) on the next sync with the job margin', async () => {
    const st = await h.app.db.selectFrom('report_rollup_state').selectAll().executeTakeFirstOrThrow();
    const code = await order({
      day: addDays(today, -2),
      status: 'completed',
      paymentStatus: 'paid',
      email: 'slow@x.vn',
      province: '79',
      payment: 'COD',
    });
    const stamp = new Date(Date.parse(st.watermark) - 30_000).toISOString();
    await h.app.db.updateTable('orders').set({ updated_at: stamp }).where('code', '=', code).execute();
    await syncRollups(h.app.db, dialect);
    const stale = await salesReport(h.app.db, dialect, r, 'day');
    const direct = await salesReport(h.app.db, dialect, r, 'day', { direct: true });
    expect(stale.totals.orders).toBe(direct.totals.orders - 1); // missed without the margin …
    await syncRollups(h.app.db, dialect, { marginMs: 5 * 60_000 }); // … found by the job
    await expectSameAsDirect();
  });

  it('keeps orders by creation day and refunds by refund day across shop midnight, after status changes', async () => {
    const app = ordersApp(h.app);
    // Placed at 23:59:59 shop time two days ago, paid at 00:00:01 the next shop day.
    const late = await order({
      day: addDays(today, -2),
      status: 'paymentReceived',
      paymentStatus: 'paid',
      email: 'midnight@x.vn',
      province: '79',
      payment: 'COD',
      createdAt: new Date(Date.parse(`${addDays(today, -2)}T00:00:00Z`) - 7 * 3_600_000 + 86_400_000 - 1000).toISOString(),
      paidAt: new Date(Date.parse(`${addDays(today, -1)}T00:00:00Z`) - 7 * 3_600_000 + 1000).toISOString(),
    });
    await expectSameAsDirect();
    const d = await dashboard(h.app.db, dialect, rangeOf({ from: addDays(today, -2), to: addDays(today, -2) }));
    const paidDay = await dashboard(h.app.db, dialect, rangeOf({ from: addDays(today, -1), to: addDays(today, -1) }));
    expect(d.ordersByStatus.find((x) => x.status === 'paymentReceived')?.count).toBe(1 + 3 - 1); // two of that day's + this
    expect(paidDay.kpis.revenue).toBeGreaterThan(0);
    // Status moves of orders placed on closed days, a refund today and one dated yesterday.
    await changeStatus(app, recent()[13]!, { status: 'processing', note: '' }, 'staff:test');
    await changeStatus(app, late, { status: 'refunded', note: 'Hoàn tiền' }, 'staff:test');
    await expectSameAsDirect();
    await changeStatus(app, recent()[16]!, { status: 'refunded', note: 'Hoàn tiền' }, 'staff:test');
    const yesterdayNoon = new Date(Date.parse(`${addDays(today, -1)}T05:00:00Z`)).toISOString();
    const o = await h.app.db.selectFrom('orders').select('id').where('code', '=', recent()[16]!).executeTakeFirstOrThrow();
    await h.app.db
      .updateTable('order_status_history')
      .set({ created_at: yesterdayNoon })
      .where('order_id', '=', o.id)
      .where('status', '=', 'refunded')
      .execute();
    await h.app.db.updateTable('orders').set({ updated_at: new Date().toISOString() }).where('id', '=', o.id).execute();
    const y = await dashboard(h.app.db, dialect, rangeOf({ from: addDays(today, -1), to: addDays(today, -1) }));
    expect(y.kpis.refundCount).toBe(1);
    await expectSameAsDirect();
  });

  it('rebuilds the same rows from the orders, and the dashboard revenue matches paid totals', async () => {
    const incremental = await summaries();
    await rebuildRollups(h.app.db, dialect);
    expect(await summaries()).toEqual(incremental);
    const d = await dashboard(h.app.db, dialect, r);
    const paid = await h.app.db
      .selectFrom('orders')
      .select((eb) => eb.fn.sum<number>('total').as('s'))
      .where('payment_status', '=', 'paid')
      .where('paid_at', '>=', r.start)
      .where('paid_at', '<', r.end)
      .executeTakeFirstOrThrow();
    expect(d.kpis.revenue).toBe(Number(paid.s));
    await expectSameAsDirect();
  });
});
