import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/helpers';
import type { Harness } from '../auth/testing';
import { addProduct, checkoutBody, ordersApp, placeOrder } from '../orders/testing';
import { reconcilePayments } from './reconcile';
import { GatewaySimulator, paymentsHarness, simulatedGateways } from './testing';

/** A lost notification: the buyer paid at the gateway, but its IPN never reached us. */
describe.each(dialects)('payment reconciliation on %s', (dialect) => {
  let h: Harness;
  const sim = new GatewaySimulator();
  beforeAll(async () => {
    await sim.start();
    h = await paymentsHarness(dialect, simulatedGateways(sim));
  });
  afterAll(async () => {
    await h.close();
    await sim.stop();
  });

  async function place(method: string) {
    const p = await addProduct(h.app, { price: 320_000 });
    const res = await placeOrder(h.app, checkoutBody([{ productId: p.id }], { payment: { method } }));
    expect(res.statusCode, res.body).toBe(201);
    const meta = res.json().metadata as { code: string; total: number; payment: { redirectUrl: string } };
    // The buyer opens VNPay's page: the simulator now knows the payment (MoMo knows it from the create call).
    if (method === 'VNPAY') expect((await fetch(meta.payment.redirectUrl)).status).toBe(200);
    const attempt = await h.app.db
      .selectFrom('payment_attempts')
      .innerJoin('orders', 'orders.id', 'payment_attempts.order_id')
      .select(['payment_attempts.txn_ref as ref', 'payment_attempts.created_at'])
      .where('orders.code', '=', meta.code)
      .executeTakeFirstOrThrow();
    return { ...meta, ref: attempt.ref, createdAt: Date.parse(attempt.created_at) };
  }
  const orderOf = (code: string) => h.app.db.selectFrom('orders').selectAll().where('code', '=', code).executeTakeFirstOrThrow();
  const queries = (ref: string) =>
    h.app.db
      .selectFrom('payment_notifications')
      .select('outcome')
      .where('reference', '=', ref)
      .where('kind', '=', 'query')
      .execute();

  it('asks the gateway after the grace period, pays the order once, and leaves unpaid ones pending', async () => {
    const paid = await place('VNPAY');
    const unpaid = await place('VNPAY');
    sim.vnpayResult(paid.ref, paid.total); // paid at VNPay; the IPN is lost

    // Within the grace period nobody is asked: the notification may still come.
    const early = await reconcilePayments(ordersApp(h.app), new Date(paid.createdAt + 60_000));
    expect(early.asked).toBe(0);
    expect((await orderOf(paid.code)).payment_status).toBe('pending');

    const later = new Date(Math.max(paid.createdAt, unpaid.createdAt) + 11 * 60_000);
    const run = await reconcilePayments(ordersApp(h.app), later);
    expect(run.outcomes.confirmed).toEqual([paid.ref]);
    expect(run.outcomes.pending ?? []).toContain(unpaid.ref);
    expect(await orderOf(paid.code)).toMatchObject({ status: 'paymentReceived', payment_status: 'paid' });
    expect((await orderOf(unpaid.code)).payment_status).toBe('pending');
    expect(await queries(paid.ref)).toEqual([{ outcome: 'confirmed' }]);

    // The next run does not ask about the paid one again; the IPN arriving late changes nothing.
    const again = await reconcilePayments(ordersApp(h.app), later);
    expect(Object.values(again.outcomes).flat()).not.toContain(paid.ref);
    const ipn = await h.app.inject({
      method: 'GET',
      url: `/api/v1/payments/vnpay/ipn?${new URLSearchParams(sim.vnpayResult(paid.ref, paid.total))}`,
    });
    expect(ipn.json()).toEqual({ RspCode: '02', Message: 'Order already confirmed' });
    const history = await h.app.db
      .selectFrom('order_status_history')
      .innerJoin('orders', 'orders.id', 'order_status_history.order_id')
      .select('order_status_history.status')
      .where('orders.code', '=', paid.code)
      .where('order_status_history.status', '=', 'paymentReceived')
      .execute();
    expect(history).toHaveLength(1);
  });

  it('leaves payments older than the window to staff, and works for MoMo too', async () => {
    const momo = await place('MOMO');
    sim.momoResult(momo.ref, momo.total); // paid in the MoMo app; the IPN is lost
    const tooLate = await reconcilePayments(ordersApp(h.app), new Date(momo.createdAt + 4 * 24 * 3600_000));
    expect(Object.values(tooLate.outcomes).flat()).not.toContain(momo.ref);
    const run = await reconcilePayments(ordersApp(h.app), new Date(momo.createdAt + 15 * 60_000));
    expect(run.outcomes.confirmed).toContain(momo.ref);
    expect((await orderOf(momo.code)).payment_status).toBe('paid');
  });
});
