import { UNPAID_ORDER_MS } from '@sen/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects } from '../../../test/helpers';
import { bearer, createUser, type Harness, login } from '../auth/testing';
import { sweepOrders } from './sweeper';
import { addProduct, checkoutBody, commerceHarness, countRows, mailIdle, ordersApp, placeOrder, stockOf } from './testing';

const HOUR = 3600_000;

describe.each(dialects)('unpaid orders expire on %s', (dialect) => {
  let h: Harness;
  let staff: string;
  beforeAll(async () => {
    h = await commerceHarness(dialect);
    staff = (await login(h.app, (await createUser(h.app, { role: 'staff' })).email)).token;
  });
  afterAll(async () => h.close());

  const place = async (productId: string, method: string, over: Record<string, unknown> = {}) => {
    const res = await placeOrder(h.app, checkoutBody([{ productId, quantity: 2 }], { payment: { method }, ...over }));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().metadata as { code: string; createdAt: string; paymentDueAt: string | null };
  };
  const move = (code: string, status: string) =>
    h.app.inject({ method: 'PATCH', url: `/api/v1/admin/orders/${code}/status`, headers: bearer(staff), payload: { status } });
  const read = async (code: string) =>
    (await h.app.inject({ method: 'GET', url: `/api/v1/admin/orders/${code}`, headers: bearer(staff) })).json().metadata;
  const couponUses = async () =>
    Number(
      (await h.app.db.selectFrom('coupons').select('used_count').where('code', '=', 'SALE10').executeTakeFirstOrThrow())
        .used_count,
    );
  /** Moves an order's clock back, as if it had been placed (and last changed) `hours` ago. */
  const age = (code: string, hours: number, updatedHours = hours) =>
    h.app.db
      .updateTable('orders')
      .set({
        created_at: new Date(Date.now() - hours * HOUR).toISOString(),
        updated_at: new Date(Date.now() - updatedHours * HOUR).toISOString(),
      })
      .where('code', '=', code)
      .execute();

  it('cancels a bank transfer left unpaid for 24 hours like a staff cancel, once, and never a COD order', async () => {
    const p = await addProduct(h.app, { quantity: 20 });
    const usesBefore = await couponUses();
    const bank = await place(p.id, 'BANK_TRANSFER', { promoCode: 'SALE10' });
    const cod = await place(p.id, 'COD');
    const confirmed = await place(p.id, 'MOMO');
    const paid = await place(p.id, 'VNPAY');
    expect((await move(confirmed.code, 'processing')).statusCode).toBe(200);
    expect((await move(paid.code, 'paymentReceived')).statusCode).toBe(200);
    expect(await stockOf(h.app, p.id)).toBe(12);
    expect(await couponUses()).toBe(usesBefore + 1);
    // The buyer is told the deadline; COD has none.
    expect(Date.parse(bank.paymentDueAt!) - Date.parse(bank.createdAt)).toBe(UNPAID_ORDER_MS);
    expect(cod.paymentDueAt).toBeNull();

    const app = ordersApp(h.app);
    expect((await sweepOrders(app, Date.now() + 23 * HOUR)).expired).toEqual([]);
    const later = Date.now() + 25 * HOUR;
    expect((await sweepOrders(app, later)).expired).toEqual([bank.code]);

    const order = await read(bank.code);
    expect(order).toMatchObject({ status: 'cancelled', paymentStatus: 'pending', paymentDueAt: null });
    expect(order.history.at(-1)).toMatchObject({
      status: 'cancelled',
      by: 'system',
      note: 'Tự động hủy: chưa nhận được thanh toán sau 24 giờ',
    });
    expect(await stockOf(h.app, p.id)).toBe(14);
    expect(await couponUses()).toBe(usesBefore);
    for (const other of [cod, confirmed, paid]) expect((await read(other.code)).status).not.toBe('cancelled');

    await mailIdle(h.app);
    const mail = await h.app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('template', '=', 'order-cancelled')
      .where('subject', 'like', `%${bank.code}%`)
      .execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.to_address).toBe('an@example.vn');
    expect(mail[0]!.text_body).toContain('chưa nhận được thanh toán trong vòng 24 giờ');
    expect(mail[0]!.text_body).toContain(`/orders/${bank.code}?token=`);

    // Sweeping again (or on another instance) changes nothing.
    expect((await sweepOrders(app, later)).expired).toEqual([]);
    expect(await stockOf(h.app, p.id)).toBe(14);
    expect(await couponUses()).toBe(usesBefore);
  });

  it('counts the window from the last status change', async () => {
    const p = await addProduct(h.app, { quantity: 10 });
    const stale = await place(p.id, 'BANK_TRANSFER');
    const retried = await place(p.id, 'ZALOPAY');
    await age(stale.code, 30);
    // Placed 30 hours ago, but staff asked for the payment again an hour ago.
    await age(retried.code, 30, 1);
    expect((await sweepOrders(ordersApp(h.app))).expired).toEqual([stale.code]);
    expect((await read(retried.code)).status).toBe('pending');
    expect(await stockOf(h.app, p.id)).toBe(8);
  });

  it('returns the stock once when several sweepers race for the same orders', async () => {
    const p = await addProduct(h.app, { quantity: 10 });
    const codes: string[] = [];
    for (let i = 0; i < 4; i++) codes.push((await place(p.id, 'BANK_TRANSFER')).code);
    expect(await stockOf(h.app, p.id)).toBe(2);
    const later = Date.now() + 25 * HOUR;
    const runs = await Promise.all([1, 2, 3].map(() => sweepOrders(ordersApp(h.app), later)));
    // (The order of the previous test, asked to pay again an hour ago, is past its window by now too.)
    const cancelled = runs.flatMap((r) => r.expired).filter((c) => codes.includes(c));
    expect(cancelled.sort()).toEqual([...codes].sort());
    expect(await stockOf(h.app, p.id)).toBe(10);
    const history = await h.app.db
      .selectFrom('order_status_history as h')
      .innerJoin('orders as o', 'o.id', 'h.order_id')
      .select('o.code')
      .where('o.code', 'in', codes)
      .where('h.status', '=', 'cancelled')
      .execute();
    expect(history).toHaveLength(4);
  });

  it('deletes Idempotency-Key rows after a day and keeps their orders', async () => {
    const p = await addProduct(h.app, { quantity: 10 });
    const key = `prune-${dialect}-${Date.now()}`;
    await placeOrder(h.app, checkoutBody([{ productId: p.id }]), { key });
    const keys = await countRows(h.app, 'idempotency_keys');
    const orders = await countRows(h.app, 'orders');
    expect((await sweepOrders(ordersApp(h.app), Date.now() + HOUR)).keysDeleted).toBe(0);
    expect((await sweepOrders(ordersApp(h.app), Date.now() + 25 * HOUR)).keysDeleted).toBe(keys);
    expect(await countRows(h.app, 'idempotency_keys')).toBe(0);
    expect(await countRows(h.app, 'orders')).toBe(orders);
  });
});

describe.each(dialects)('the order sweeper on %s', (dialect) => {
  it('runs when the app starts', async () => {
    const h = await commerceHarness(dialect);
    let restarted: Harness['app'] | null = null;
    try {
      const p = await addProduct(h.app, { quantity: 3 });
      const res = await placeOrder(h.app, checkoutBody([{ productId: p.id }], { payment: { method: 'BANK_TRANSFER' } }));
      const { code } = res.json().metadata;
      const old = new Date(Date.now() - 25 * HOUR).toISOString();
      await h.app.db.updateTable('orders').set({ created_at: old, updated_at: old }).where('code', '=', code).execute();
      await h.app.close();
      // A restart (or another instance starting) sweeps at once, in the background (start-up does not wait).
      const app = await createTestApp(h.testDb);
      restarted = app;
      const status = async () =>
        (await app.db.selectFrom('orders').select('status').where('code', '=', code).executeTakeFirstOrThrow()).status;
      await expect.poll(status, { timeout: 5_000 }).toBe('cancelled');
      expect(await stockOf(restarted, p.id)).toBe(3);
    } finally {
      await restarted?.close();
      await h.testDb.destroy();
    }
  });
});
