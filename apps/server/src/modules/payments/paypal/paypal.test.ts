import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../../test/helpers';
import { bearer, createUser, type Harness, login } from '../../auth/testing';
import { addProduct, checkoutBody, placeOrder } from '../../orders/testing';
import { loadPaymentsConfig } from '../config';
import { gateway } from '../registry';
import { GatewaySimulator, gatewayEnv, paymentsHarness } from '../testing';
import { PaypalProvider } from './adapter';
import { PAYPAL_SECRETS, PaypalSimulator, paypalEnv } from './simulator';

const RATE = 25_000;

describe.each(dialects)('PayPal on %s', (dialect) => {
  let h: Harness;
  let manager: string;
  const sim = new PaypalSimulator();
  const others = new GatewaySimulator();
  beforeAll(async () => {
    await Promise.all([sim.start(), others.start()]);
    h = await paymentsHarness(dialect, loadPaymentsConfig({ ...gatewayEnv(others.base), ...paypalEnv(sim.base, RATE) }));
    // PayPal is switched off in the demo data.
    await h.app.db.updateTable('payment_methods').set({ is_active: 1 }).where('code', '=', 'PAYPAL').execute();
    manager = (await login(h.app, (await createUser(h.app, { role: 'manager' })).email)).token;
  });
  afterAll(async () => {
    await h.close();
    await Promise.all([sim.stop(), others.stop()]);
  });

  async function place(price = 250_000) {
    const p = await addProduct(h.app, { price, quantity: 20 });
    const res = await placeOrder(h.app, checkoutBody([{ productId: p.id }], { payment: { method: 'paypal' } }));
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().metadata as {
      code: string;
      total: number;
      viewToken: string;
      items: { id: string }[];
      payment: { provider: string; redirectUrl: string; providerRef: string; error: string | null };
    };
    expect(order.payment, JSON.stringify(sim.rejected)).toMatchObject({ provider: 'PAYPAL', error: null });
    return order;
  }
  const orderRow = (code: string) => h.app.db.selectFrom('orders').selectAll().where('code', '=', code).executeTakeFirstOrThrow();
  const capture = (orderId: string) =>
    h.app.inject({ method: 'POST', url: '/api/v1/payments/paypal/capture', payload: { orderId } });
  const webhook = (w: { body: object; headers: Record<string, string> }) =>
    h.app.inject({ method: 'POST', url: '/api/v1/payments/paypal/webhook', payload: w.body, headers: w.headers });

  it('offers PayPal and tells the browser its client id and script, never the secret', async () => {
    const methods = await h.app.inject({ method: 'GET', url: '/api/v1/payment-methods' });
    expect(methods.body).toContain('"PAYPAL"');
    const cfg = await h.app.inject({ method: 'GET', url: '/api/v1/payments/paypal/config' });
    expect(cfg.json().metadata).toEqual({ clientId: PAYPAL_SECRETS.clientId, sdkUrl: `${sim.base}/sdk/js`, currency: 'USD' });
    expect(cfg.body).not.toContain(PAYPAL_SECRETS.clientSecret);
  });

  it('create → approve → capture marks the order paid once, in USD at the configured rate', async () => {
    const order = await place();
    const cents = Math.round((order.total * 100) / RATE);
    const pp = sim.orders.get(order.payment.providerRef);
    expect(pp?.unit.amount).toEqual({ currency_code: 'USD', value: (cents / 100).toFixed(2) });
    expect(order.payment.redirectUrl).toBe(`${sim.base}/checkoutnow?token=${order.payment.providerRef}`);
    expect(pp?.returnUrl).toBe(`${h.app.config.publicUrl}/api/v1/payments/paypal/return`);
    // Asking again (the button after placing, a reload) hands out the same PayPal order.
    const again = await h.app.inject({
      method: 'POST',
      url: `/api/v1/payments/orders/${order.code}/start?token=${encodeURIComponent(order.viewToken)}`,
    });
    expect(again.json().metadata).toMatchObject({ provider: 'PAYPAL', providerRef: order.payment.providerRef });

    // Not approved yet: nothing is captured, nothing changes.
    expect((await capture(order.payment.providerRef)).json().metadata).toMatchObject({ outcome: 'notApproved', paid: false });
    expect((await orderRow(order.code)).payment_status).toBe('pending');

    sim.approve(order.payment.providerRef);
    const first = await capture(order.payment.providerRef);
    expect(first.json().metadata).toEqual({ outcome: 'confirmed', paid: true, orderCode: order.code });
    const row = await orderRow(order.code);
    expect(row).toMatchObject({ status: 'paymentReceived', payment_status: 'paid' });
    const receipt = await h.app.db
      .selectFrom('payment_receipts')
      .selectAll()
      .where('order_id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(receipt).toMatchObject({ provider: 'PAYPAL', currency: 'USD', outcome: 'paid' });
    expect(Number(receipt.amount)).toBe(cents);

    // Replayed capture (a second click, the return after the button) and the capture webhook: nothing more.
    expect((await capture(order.payment.providerRef)).json().metadata).toMatchObject({ outcome: 'alreadyConfirmed', paid: true });
    const hook = await webhook(sim.webhook(sim.captureEvent(order.payment.providerRef)));
    expect(hook.statusCode).toBe(200);
    expect(hook.json()).toEqual({ outcome: 'alreadyConfirmed' });
    const history = await h.app.db
      .selectFrom('order_status_history')
      .select('status')
      .where('order_id', '=', row.id)
      .where('status', '=', 'paymentReceived')
      .execute();
    expect(history).toHaveLength(1);
    expect(await h.app.db.selectFrom('order_payments').select('id').where('order_id', '=', row.id).execute()).toHaveLength(1);
  });

  it('the return from PayPal captures and redirects to the order; cancel changes nothing', async () => {
    const order = await place();
    const cancelled = await h.app.inject({
      method: 'GET',
      url: `/api/v1/payments/paypal/return?cancel=1&token=${order.payment.providerRef}`,
    });
    expect(cancelled.statusCode).toBe(302);
    expect(new URL(cancelled.headers.location as string).searchParams.get('payment')).toBe('failed');
    expect((await orderRow(order.code)).payment_status).toBe('pending');

    // The buyer approves on PayPal's page and comes back.
    const approved = await fetch(order.payment.redirectUrl.replace('/checkoutnow?', '/checkoutnow/approve?'), {
      redirect: 'manual',
    });
    const back = new URL(approved.headers.get('location') ?? '');
    expect(back.searchParams.get('token')).toBe(order.payment.providerRef);
    const res = await h.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    expect(res.statusCode).toBe(302);
    const to = new URL(res.headers.location as string);
    expect(to.pathname).toBe('/order-success');
    expect(Object.fromEntries(to.searchParams)).toMatchObject({ code: order.code, payment: 'success' });
    expect((await orderRow(order.code)).payment_status).toBe('paid');
  });

  it('a capture whose amount or currency differs from the order is refused and pays nothing', async () => {
    for (const override of [{ value: '0.01' }, { currency_code: 'EUR' }]) {
      const order = await place();
      sim.approve(order.payment.providerRef);
      sim.captureOverride = override;
      const res = await capture(order.payment.providerRef);
      expect(res.json().metadata).toMatchObject({ outcome: 'invalidAmount', paid: false });
      expect(await orderRow(order.code)).toMatchObject({ payment_status: 'pending' });
      const row = await orderRow(order.code);
      expect(await h.app.db.selectFrom('payment_receipts').select('id').where('order_id', '=', row.id).execute()).toHaveLength(0);
    }
  });

  it('webhooks: a bad or missing signature is refused (400); an unknown order id never reaches PayPal', async () => {
    const order = await place();
    sim.approve(order.payment.providerRef);
    const approved = {
      id: 'WH-1',
      event_type: 'CHECKOUT.ORDER.APPROVED',
      resource: { id: order.payment.providerRef, status: 'APPROVED' },
    };
    // Signed for another webhook id, and tampered after signing: PayPal's check fails.
    expect((await webhook(sim.webhook(approved, { webhookId: 'OTHERWEBHOOK' }))).statusCode).toBe(400);
    const tampered = sim.webhook(sim.captureEvent(order.payment.providerRef, { status: 'COMPLETED' }), {
      tamper: (e) => {
        (e.resource as Record<string, unknown>).custom_id = 'SOMEONEELSE';
      },
    });
    expect((await webhook(tampered)).statusCode).toBe(400);
    expect((await webhook({ body: approved, headers: {} })).statusCode).toBe(400);
    expect((await orderRow(order.code)).payment_status).toBe('pending');
    const refused = await h.app.db
      .selectFrom('payment_notifications')
      .select('outcome')
      .where('provider', '=', 'PAYPAL')
      .where('outcome', '=', 'invalidSignature')
      .execute();
    expect(refused.length).toBeGreaterThanOrEqual(3);

    // The genuine CHECKOUT.ORDER.APPROVED: captured and paid (the buyer never came back).
    const ok = await webhook(sim.webhook(approved));
    expect(ok.json()).toEqual({ outcome: 'confirmed' });
    expect((await orderRow(order.code)).payment_status).toBe('paid');
    expect((await webhook(sim.webhook(approved))).json()).toEqual({ outcome: 'alreadyConfirmed' });

    const before = sim.orders.size;
    expect((await capture('NOTOURS1234567890')).json().metadata).toMatchObject({ outcome: 'notFound' });
    expect(sim.orders.size).toBe(before);
  });

  it('refunds through the admin return action in USD, through the Payments API', async () => {
    const order = await place(500_000);
    sim.approve(order.payment.providerRef);
    expect((await capture(order.payment.providerRef)).json().metadata.outcome).toBe('confirmed');
    const staff = bearer(manager);
    for (const status of ['processing', 'shipped', 'delivered']) {
      const moved = await h.app.inject({
        method: 'PATCH',
        url: `/api/v1/admin/orders/${order.code}/status`,
        headers: staff,
        payload: { status },
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const asked = await h.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${order.code}/returns`,
      payload: { items: [{ itemId: order.items[0]!.id, quantity: 1 }], reason: 'defective', token: order.viewToken },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const id = asked.json().metadata.id;
    const post = (action: string, payload: object = {}) =>
      h.app.inject({ method: 'POST', url: `/api/v1/admin/returns/${id}/${action}`, headers: staff, payload });
    expect((await post('approve')).statusCode).toBe(200);
    expect((await post('receive')).statusCode).toBe(200);
    const refunded = await post('refund', { method: 'gateway', full: true });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().metadata.refund).toMatchObject({ method: 'gateway', provider: 'PAYPAL', amount: order.total });
    const capturedValue = sim.orders.get(order.payment.providerRef)?.unit.amount.value;
    expect(sim.refunds.at(-1)).toMatchObject({ value: capturedValue });
    expect(refunded.json().metadata.refund.reference).toBe(sim.refunds.at(-1)?.refundId);
    // Refunding more than was captured is refused by PayPal and reported as such.
    const p = gateway(h.app.config.payments, 'PAYPAL') as PaypalProvider;
    const receipt = await h.app.db
      .selectFrom('payment_receipts')
      .selectAll()
      .where('order_id', '=', (await orderRow(order.code)).id)
      .executeTakeFirstOrThrow();
    const again = await p.refund({
      txnRef: '',
      transactionId: receipt.transaction_id,
      amount: 1,
      paidAt: new Date(),
      createdAt: new Date(),
      reason: 'again',
      by: 'test',
      ipAddr: '127.0.0.1',
      partial: true,
    });
    expect(again).toEqual({ ok: false, refundRef: null, message: 'REFUND_AMOUNT_EXCEEDED' });
  });

  it('wrong client credentials: the order is placed with a payment error and PayPal is not asked to pay', async () => {
    const bad = new PaypalProvider({
      ...(loadPaymentsConfig(paypalEnv(sim.base)).paypal ?? ({} as never)),
      clientSecret: 'wrong',
    });
    await expect(
      bad.createPayment({
        txnRef: 'X1',
        orderCode: 'X1',
        amount: 100_000,
        description: 'x',
        ipAddr: '127.0.0.1',
        returnUrl: 'http://localhost/r',
        notifyUrl: 'http://localhost/n',
        expiresAt: new Date(Date.now() + 60_000),
        method: 'PAYPAL',
        lang: 'vi',
      }),
    ).rejects.toThrow();
    expect(sim.rejected).toContain('oauth');
  });
});
