import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/helpers';
import { bearer, createUser, type Harness, login } from '../auth/testing';
import { addProduct, checkoutBody, placeOrder } from '../orders/testing';
import { loadPaymentsConfig } from './config';
import { PaypalSimulator, paypalEnv } from './paypal/simulator';
import { gatewayEnv, paymentsHarness, SECRETS } from './testing';

describe.each(dialects)('payments flagged for review on %s', (dialect) => {
  let h: Harness;
  const tokens: Record<string, string> = {};
  const sim = new PaypalSimulator();
  let seq = 70_000;
  beforeAll(async () => {
    await sim.start();
    h = await paymentsHarness(dialect, loadPaymentsConfig({ ...gatewayEnv('http://127.0.0.1:9'), ...paypalEnv(sim.base) }));
    await h.app.db.updateTable('payment_methods').set({ is_active: 1 }).where('code', '=', 'PAYPAL').execute();
    for (const role of ['manager', 'staff', 'support', 'editor'] as const)
      tokens[role] = (await login(h.app, (await createUser(h.app, { role })).email)).token;
  });
  afterAll(async () => {
    await h.close();
    await sim.stop();
  });

  const call = (role: string | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    h.app.inject({ method, url: `/api/v1${url}`, headers: role ? bearer(tokens[role]!) : {}, payload });
  const transfer = (content: string, amount: number) =>
    h.app.inject({
      method: 'POST',
      url: '/api/v1/payments/bank-transfer/webhook',
      headers: { authorization: `Apikey ${SECRETS.bankKey}` },
      payload: {
        id: ++seq,
        gateway: 'Vietcombank',
        transactionDate: '2026-07-21 14:02:37',
        accountNumber: '1023456789',
        code: null,
        content,
        transferType: 'in',
        transferAmount: amount,
        accumulated: 0,
        subAccount: null,
        referenceCode: `FT${seq}`,
        description: content,
      },
    });

  it('an unmatched bank transfer is listed for staff, who resolve it with a note (audited, once)', async () => {
    expect((await transfer('chuyen tien an trua', 123_000)).statusCode).toBe(200);
    expect((await call(null, 'GET', '/admin/payments/flagged')).statusCode).toBe(401);
    expect((await call('editor', 'GET', '/admin/payments/flagged')).statusCode).toBe(403);
    const list = await call('support', 'GET', '/admin/payments/flagged');
    expect(list.statusCode, list.body).toBe(200);
    const item = list.json().metadata.items.find((i: { content: string }) => i.content === 'chuyen tien an trua');
    expect(item).toMatchObject({
      provider: 'BANK_TRANSFER',
      amount: 123_000,
      currency: 'VND',
      outcome: 'unmatched',
      orderCode: null,
      canRefund: false,
      open: true,
    });

    // Support reads but may not resolve; an empty note is refused on its field; a bank transfer has no gateway refund.
    expect((await call('support', 'POST', `/admin/payments/flagged/${item._id}/resolve`, { note: 'x' })).statusCode).toBe(403);
    const empty = await call('staff', 'POST', `/admin/payments/flagged/${item._id}/resolve`, { note: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().metadata?.errors ?? empty.json().errors ?? empty.body).toBeTruthy();
    expect(empty.body).toContain('note');
    const noRefund = await call('manager', 'POST', `/admin/payments/flagged/${item._id}/refund`, { note: 'trả lại' });
    expect(noRefund.statusCode).toBe(409);
    expect(noRefund.json()).toMatchObject({ errorCode: 'RECEIPT_NO_REFUND' });

    const done = await call('staff', 'POST', `/admin/payments/flagged/${item._id}/resolve`, {
      note: 'Khách chuyển nhầm, đã chuyển trả qua Vietcombank',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().metadata).toMatchObject({ open: false, resolution: 'Khách chuyển nhầm, đã chuyển trả qua Vietcombank' });
    expect((await call('staff', 'POST', `/admin/payments/flagged/${item._id}/resolve`, { note: 'again' })).statusCode).toBe(409);
    const open = (await call('support', 'GET', '/admin/payments/flagged')).json().metadata.items;
    expect(open.some((i: { _id: string }) => i._id === item._id)).toBe(false);
    const resolved = (await call('support', 'GET', '/admin/payments/flagged?status=resolved')).json().metadata.items;
    expect(resolved.find((i: { _id: string }) => i._id === item._id)).toMatchObject({ open: false });
    const audit = await h.app.db.selectFrom('audit_log').select(['action', 'entity']).where('entity_id', '=', item._id).execute();
    expect(audit).toEqual([{ action: 'resolve', entity: 'payment_receipt' }]);
  });

  it('a PayPal payment captured after its order was cancelled is refunded through PayPal from the review', async () => {
    const p = await addProduct(h.app, { price: 300_000 });
    const placed = await placeOrder(h.app, checkoutBody([{ productId: p.id }], { payment: { method: 'PAYPAL' } }));
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().metadata as { code: string; payment: { providerRef: string } };
    const cancel = await call('manager', 'PATCH', `/admin/orders/${order.code}/status`, { status: 'cancelled' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    sim.approve(order.payment.providerRef);
    const cap = await h.app.inject({
      method: 'POST',
      url: '/api/v1/payments/paypal/capture',
      payload: { orderId: order.payment.providerRef },
    });
    expect(cap.json().metadata).toMatchObject({ outcome: 'recorded', paid: false });

    const list = (await call('support', 'GET', '/admin/payments/flagged')).json().metadata.items;
    const item = list.find((i: { orderCode: string | null }) => i.orderCode === order.code);
    expect(item).toMatchObject({
      provider: 'PAYPAL',
      currency: 'USD',
      outcome: 'late',
      canRefund: true,
      orderStatus: 'cancelled',
    });

    // Staff may resolve but not refund; the manager refunds, once (two clicks at once: one refund).
    expect((await call('staff', 'POST', `/admin/payments/flagged/${item._id}/refund`, { note: 'hoàn' })).statusCode).toBe(403);
    const before = sim.refunds.length;
    const [a, b] = await Promise.all([
      call('manager', 'POST', `/admin/payments/flagged/${item._id}/refund`, { note: 'Đơn đã huỷ, hoàn tiền' }),
      call('manager', 'POST', `/admin/payments/flagged/${item._id}/refund`, { note: 'Đơn đã huỷ, hoàn tiền' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(sim.refunds.length - before).toBe(1);
    const done = (a.statusCode === 200 ? a : b).json().metadata;
    expect(done).toMatchObject({ open: false, refundStatus: 'refunded', refundRef: sim.refunds.at(-1)?.refundId });
    expect(sim.refunds.at(-1)).toMatchObject({ value: (item.amount / 100).toFixed(2) });
  });
});
