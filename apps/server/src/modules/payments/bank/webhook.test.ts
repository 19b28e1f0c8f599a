import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../../test/helpers';
import type { Harness } from '../../auth/testing';
import { changeStatus } from '../../orders/status';
import { addProduct, checkoutBody, ordersApp, placeOrder } from '../../orders/testing';
import { loadPaymentsConfig } from '../config';
import { gatewayEnv, paymentsHarness, SECRETS } from '../testing';
import { orderCodeInTransfer } from './webhook';

describe('transfer content', () => {
  it('finds the order code however it was typed', () => {
    expect(orderCodeInTransfer('DHSEN2607217K3Q9 chuyen tien')).toBe('SEN-260721-7K3Q9');
    expect(orderCodeInTransfer('Thanh toán đh sen-260721-7k3q9 Nguyễn Văn An')).toBe('SEN-260721-7K3Q9');
    expect(orderCodeInTransfer('MBVCB.123.ĐH SEN 260721 7K3 Q9.CT tu 0123')).toBe('SEN-260721-7K3Q9');
    expect(orderCodeInTransfer('chuyen tien an trua')).toBeNull();
  });
});

describe.each(dialects)('bank-transfer webhook on %s', (dialect) => {
  let h: Harness;
  let seq = 90_000;
  beforeAll(async () => {
    h = await paymentsHarness(dialect, loadPaymentsConfig(gatewayEnv('http://127.0.0.1:9')));
  });
  afterAll(async () => h.close());

  async function bankOrder(price = 500_000) {
    const p = await addProduct(h.app, { price });
    const res = await placeOrder(h.app, checkoutBody([{ productId: p.id }], { payment: { method: 'BANK_TRANSFER' } }));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().metadata as { code: string; total: number; payment: unknown };
  }
  const transfer = (over: Record<string, unknown>, key: string | null = SECRETS.bankKey) =>
    h.app.inject({
      method: 'POST',
      url: '/api/v1/payments/bank-transfer/webhook',
      headers: key === null ? {} : { authorization: `Apikey ${key}` },
      payload: {
        id: ++seq,
        gateway: 'Vietcombank',
        transactionDate: '2026-07-21 14:02:37',
        accountNumber: '1023456789',
        code: null,
        content: '',
        transferType: 'in',
        transferAmount: 0,
        accumulated: 19_077_000,
        subAccount: null,
        referenceCode: `FT${seq}`,
        description: '',
        ...over,
      },
    });
  const orderRow = (code: string) => h.app.db.selectFrom('orders').selectAll().where('code', '=', code).executeTakeFirstOrThrow();
  const receiptsOf = async (code: string) =>
    h.app.db
      .selectFrom('payment_receipts')
      .select(['transaction_id', 'outcome', 'needs_review', 'amount'])
      .where('order_id', '=', (await orderRow(code)).id)
      .orderBy('received_at')
      .execute();

  it('refuses a call without the key or with a wrong one, changing nothing', async () => {
    const o = await bankOrder();
    const body = { content: `DH${o.code}`, transferAmount: o.total };
    expect((await transfer(body, null)).statusCode).toBe(401);
    expect((await transfer(body, 'wrong-key')).statusCode).toBe(401);
    const bearer = await h.app.inject({
      method: 'POST',
      url: '/api/v1/payments/bank-transfer/webhook',
      headers: { authorization: `Bearer ${SECRETS.bankKey}` },
      payload: { id: 1, transferType: 'in', transferAmount: o.total, content: o.code },
    });
    expect(bearer.statusCode).toBe(401);
    expect((await orderRow(o.code)).payment_status).toBe('pending');
    expect(await receiptsOf(o.code)).toEqual([]);
    const logged = await h.app.db
      .selectFrom('payment_notifications')
      .select('outcome')
      .where('outcome', '=', 'unauthorized')
      .execute();
    expect(logged.length).toBeGreaterThanOrEqual(3);
  });

  it('pays the order named in the content (accents and spaces ignored) and ignores the same transaction sent again', async () => {
    const o = await bankOrder();
    const spaced = o.code.replace(/-/g, ' ').toLowerCase();
    const id = ++seq;
    const first = await transfer({ id, content: `Nguyễn Văn An thanh toán đh ${spaced}`, transferAmount: o.total });
    expect(first.json()).toEqual({ success: true, outcome: 'paid' });
    expect(await orderRow(o.code)).toMatchObject({ status: 'paymentReceived', payment_status: 'paid' });
    const again = await transfer({ id, content: `DH${o.code}`, transferAmount: o.total });
    expect(again.json()).toEqual({ success: true, outcome: 'duplicate' });
    expect(await receiptsOf(o.code)).toMatchObject([{ transaction_id: String(id), outcome: 'paid', needs_review: 0 }]);
  });

  it('records a partial transfer for staff, pays when the rest arrives, and flags a surplus', async () => {
    const o = await bankOrder();
    expect((await transfer({ content: `DH${o.code.replace(/-/g, '')}`, transferAmount: 200_000 })).json().outcome).toBe(
      'partial',
    );
    expect((await orderRow(o.code)).payment_status).toBe('pending');
    expect((await transfer({ content: `DH${o.code}`, transferAmount: o.total - 200_000 + 10_000 })).json().outcome).toBe(
      'overpaid',
    );
    expect((await orderRow(o.code)).payment_status).toBe('paid');
    const receipts = await receiptsOf(o.code);
    expect(receipts.map((r) => [r.outcome, r.needs_review])).toEqual([
      ['paid', 0],
      ['overpaid', 1],
    ]);
    // Money for an order already paid: kept for a refund.
    expect((await transfer({ content: o.code, transferAmount: 5_000 })).json().outcome).toBe('surplus');
  });

  it('keeps a transfer for a cancelled order or no order at all, and ignores money going out', async () => {
    const o = await bankOrder();
    await changeStatus(ordersApp(h.app), o.code, { status: 'cancelled', note: 'Tự động hủy' }, 'system');
    expect((await transfer({ content: `DH${o.code}`, transferAmount: o.total })).json().outcome).toBe('late');
    expect(await orderRow(o.code)).toMatchObject({ status: 'cancelled', payment_status: 'pending' });
    expect(await receiptsOf(o.code)).toMatchObject([{ outcome: 'late', needs_review: 1 }]);

    const stray = await transfer({ content: 'chuyen tien an trua', transferAmount: 80_000 });
    expect(stray.json().outcome).toBe('unmatched');
    const out = await transfer({ content: `DH${o.code}`, transferAmount: 1_000, transferType: 'out' });
    expect(out.json().outcome).toBe('ignored');
    expect((await transfer({ content: 'x', transferAmount: -5 })).statusCode).toBe(400);
  });
});
