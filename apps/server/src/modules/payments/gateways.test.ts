import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/helpers';
import { bearer, createUser, type Harness, login } from '../auth/testing';
import { changeStatus } from '../orders/status';
import { addCourse, addProduct, checkoutBody, ordersApp, placeOrder } from '../orders/testing';
import { loadPaymentsConfig } from './config';
import { gateway } from './registry';
import { GatewaySimulator, paymentsHarness, SECRETS, simulatedGateways } from './testing';

describe.each(dialects)('gateway payments on %s', (dialect) => {
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

  async function place(method: string, items?: object[], headers: Record<string, string> = {}) {
    const list = items ?? [{ productId: (await addProduct(h.app, { price: 250_000 })).id }];
    const res = await placeOrder(h.app, checkoutBody(list, { payment: { method } }), { headers });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().metadata as {
      code: string;
      total: number;
      viewToken: string;
      payment: { provider: string; redirectUrl: string | null; qrCode: string | null; error: string | null } | null;
    };
  }
  const orderRow = (code: string) => h.app.db.selectFrom('orders').selectAll().where('code', '=', code).executeTakeFirstOrThrow();
  const refOf = (redirectUrl: string, param: string) => new URL(redirectUrl).searchParams.get(param) ?? '';
  const attemptOf = async (code: string) =>
    h.app.db
      .selectFrom('payment_attempts')
      .innerJoin('orders', 'orders.id', 'payment_attempts.order_id')
      .select(['payment_attempts.txn_ref', 'payment_attempts.amount'])
      .where('orders.code', '=', code)
      .executeTakeFirstOrThrow();
  const vnpIpn = (params: Record<string, string>) =>
    h.app.inject({ method: 'GET', url: `/api/v1/payments/vnpay/ipn?${new URLSearchParams(params)}` });
  const paidHistory = async (code: string) => {
    const o = await orderRow(code);
    return h.app.db
      .selectFrom('order_status_history')
      .select('status')
      .where('order_id', '=', o.id)
      .where('status', '=', 'paymentReceived')
      .execute();
  };

  it('VNPay: a signed payment URL; the return changes nothing; the verified IPN pays the order once', async () => {
    const order = await place('VNPAY');
    const url = order.payment?.redirectUrl ?? '';
    expect(url.startsWith(`${sim.base}/paymentv2/vpcpay.html?`)).toBe(true);
    expect(refOf(url, 'vnp_Amount')).toBe(String(order.total * 100));
    expect(refOf(url, 'vnp_ReturnUrl')).toBe(`${h.app.config.publicUrl}/api/v1/payments/vnpay/return`);
    // The simulator checks the signature by VNPay's documented algorithm.
    expect((await fetch(url)).status).toBe(200);
    const ref = refOf(url, 'vnp_TxnRef');
    const result = sim.vnpayResult(ref, order.total);

    const back = await h.app.inject({ method: 'GET', url: `/api/v1/payments/vnpay/return?${new URLSearchParams(result)}` });
    expect(back.statusCode).toBe(302);
    const to = new URL(back.headers.location as string);
    expect(to.pathname).toBe('/order-success');
    expect(to.searchParams.get('code')).toBe(order.code);
    expect(to.searchParams.get('payment')).toBe('success');
    expect((await orderRow(order.code)).payment_status).toBe('pending');

    expect((await vnpIpn(result)).json()).toEqual({ RspCode: '00', Message: 'Confirm Success' });
    const paid = await orderRow(order.code);
    expect(paid).toMatchObject({ status: 'paymentReceived', payment_status: 'paid' });
    expect((await vnpIpn(result)).json()).toEqual({ RspCode: '02', Message: 'Order already confirmed' });
    expect(await paidHistory(order.code)).toHaveLength(1);
    const logged = await h.app.db
      .selectFrom('payment_notifications')
      .select(['kind', 'outcome'])
      .where('reference', '=', ref)
      .execute();
    expect(logged.map((l) => `${l.kind}:${l.outcome}`).sort()).toEqual([
      'ipn:alreadyConfirmed',
      'ipn:confirmed',
      'return:success',
    ]);

    // Asking the same order again (a reload, a replayed POST) hands out the same pending payment only while unpaid.
    const p = gateway(h.app.config.payments, 'VNPAY');
    const q = await p?.query({ txnRef: ref, createdAt: new Date(), ipAddr: '127.0.0.1' });
    expect(q).toMatchObject({ status: 'paid', amount: order.total });
    const refund = await p?.refund?.({
      txnRef: ref,
      transactionId: result.vnp_TransactionNo ?? '',
      amount: order.total,
      paidAt: new Date(),
      createdAt: new Date(),
      reason: 'Khách trả hàng',
      by: 'admin',
      ipAddr: '127.0.0.1',
      partial: false,
    });
    expect(refund, JSON.stringify(sim.rejected)).toMatchObject({ ok: true });
    expect(sim.refunds.at(-1)).toMatchObject({ gateway: 'VNPAY', vnp_TxnRef: ref, vnp_Amount: String(order.total * 100) });
  });

  it('VNPay: wrong signature, amount, currency, unknown order and a failed payment change nothing', async () => {
    const order = await place('CREDIT_CARD');
    const url = order.payment?.redirectUrl ?? '';
    expect(refOf(url, 'vnp_BankCode')).toBe('INTCARD');
    const ref = refOf(url, 'vnp_TxnRef');
    const forged = sim.vnpayResult(ref, order.total, {}, 'not-the-secret');
    expect((await vnpIpn(forged)).json()).toMatchObject({ RspCode: '97' });
    const tampered = { ...sim.vnpayResult(ref, order.total), vnp_Amount: '100' };
    expect((await vnpIpn(tampered)).json()).toMatchObject({ RspCode: '97' });
    expect((await vnpIpn(sim.vnpayResult(ref, order.total - 1000))).json()).toMatchObject({ RspCode: '04' });
    expect((await vnpIpn(sim.vnpayResult(ref, order.total, { vnp_CurrCode: 'USD' }))).json()).toMatchObject({ RspCode: '04' });
    expect((await vnpIpn(sim.vnpayResult('NOSUCHREF123', order.total))).json()).toMatchObject({ RspCode: '01' });
    expect(
      (await vnpIpn(sim.vnpayResult(ref, order.total, { vnp_ResponseCode: '24', vnp_TransactionStatus: '02' }))).json(),
    ).toMatchObject({
      RspCode: '00',
    });
    expect((await vnpIpn({ vnp_TxnRef: ref })).json()).toMatchObject({ RspCode: '97' });
    expect(await orderRow(order.code)).toMatchObject({ status: 'pending', payment_status: 'pending', paid_at: null });
    const receipts = await h.app.db
      .selectFrom('payment_receipts')
      .select('id')
      .where('order_id', '=', (await orderRow(order.code)).id)
      .execute();
    expect(receipts).toEqual([]);
    // The buyer may pay again after the failed payment (a new reference, then handed out again); nobody else may.
    const start = (q: string) => h.app.inject({ method: 'POST', url: `/api/v1/payments/orders/${order.code}/start${q}` });
    expect((await start('')).statusCode).toBe(404);
    const retry = (await start(`?token=${order.viewToken}`)).json().metadata;
    expect(retry).toMatchObject({ provider: 'VNPAY', error: null });
    expect(refOf(retry.redirectUrl, 'vnp_TxnRef')).not.toBe(ref);
    expect((await start(`?token=${order.viewToken}`)).json().metadata.redirectUrl).toBe(retry.redirectUrl);
    // A forged return is sent nowhere near the order.
    const back = await h.app.inject({ method: 'GET', url: `/api/v1/payments/vnpay/return?${new URLSearchParams(forged)}` });
    expect(new URL(back.headers.location as string).searchParams.get('payment')).toBe('invalid');
  });

  it('keeps a payment for a cancelled (or expired) order for a refund, and leaves the order cancelled', async () => {
    const order = await place('VNPAY');
    const ref = refOf(order.payment?.redirectUrl ?? '', 'vnp_TxnRef');
    await changeStatus(ordersApp(h.app), order.code, { status: 'cancelled', note: 'Tự động hủy' }, 'system');
    const late = sim.vnpayResult(ref, order.total);
    expect((await vnpIpn(late)).json()).toMatchObject({ RspCode: '02' });
    const row = await orderRow(order.code);
    expect(row).toMatchObject({ status: 'cancelled', payment_status: 'pending' });
    const receipt = await h.app.db
      .selectFrom('payment_receipts')
      .selectAll()
      .where('order_id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(receipt).toMatchObject({ outcome: 'late', needs_review: 1, amount: expect.anything() });
    expect(Number(receipt.amount)).toBe(order.total);
    // Replayed: still one receipt, still cancelled.
    expect((await vnpIpn(late)).json()).toMatchObject({ RspCode: '02' });
    expect(await h.app.db.selectFrom('payment_receipts').select('id').where('order_id', '=', row.id).execute()).toHaveLength(1);
  });

  it('MoMo: captureWallet with a signed request; the IPN pays once (204); forged or wrong amounts are refused', async () => {
    const order = await place('MOMO');
    expect(order.payment).toMatchObject({ provider: 'MOMO', error: null });
    expect(order.payment?.redirectUrl).toContain(`${sim.base}/momo/pay?orderId=`);
    const { txn_ref: ref } = await attemptOf(order.code);
    expect(sim.payments.get(ref)).toMatchObject({
      amount: order.total,
      notifyUrl: `${h.app.config.publicUrl}/api/v1/payments/momo/ipn`,
      returnUrl: `${h.app.config.publicUrl}/api/v1/payments/momo/return`,
    });
    const ipn = (payload: object) => h.app.inject({ method: 'POST', url: '/api/v1/payments/momo/ipn', payload });
    expect((await ipn(sim.momoResult(ref, order.total, {}, 'wrong-secret'))).statusCode).toBe(400);
    expect((await ipn(sim.momoResult(ref, order.total - 1))).statusCode).toBe(400);
    expect((await ipn(sim.momoResult('SENUNKNOWN', order.total))).statusCode).toBe(400);
    expect((await orderRow(order.code)).payment_status).toBe('pending');
    const good = sim.momoResult(ref, order.total);
    expect((await ipn(good)).statusCode).toBe(204);
    expect(await orderRow(order.code)).toMatchObject({ status: 'paymentReceived', payment_status: 'paid' });
    expect((await ipn(good)).statusCode).toBe(204);
    expect(await paidHistory(order.code)).toHaveLength(1);

    const p = gateway(h.app.config.payments, 'MOMO');
    expect(await p?.query({ txnRef: ref, createdAt: new Date(), ipAddr: '' })).toMatchObject({
      status: 'paid',
      amount: order.total,
    });
    const refund = await p?.refund?.({
      txnRef: ref,
      transactionId: String(good.transId),
      amount: 50_000,
      paidAt: new Date(),
      createdAt: new Date(),
      reason: 'Hoàn một phần',
      by: 'admin',
      ipAddr: '',
      partial: true,
    });
    expect(refund?.ok).toBe(true);
    expect(sim.refunds.at(-1)).toMatchObject({ gateway: 'MOMO', amount: 50_000, transId: good.transId });
    expect(sim.rejected).toEqual([]);
  });

  it('ZaloPay: v2 order with mac (key1); the callback (mac with key2) pays once; a wrong mac is refused', async () => {
    const order = await place('ZALOPAY');
    expect(order.payment?.redirectUrl).toContain(`${sim.base}/zalopay/pay`);
    const { txn_ref: ref } = await attemptOf(order.code);
    expect(ref).toMatch(/^\d{6}_SEN/);
    const callback = (payload: object) => h.app.inject({ method: 'POST', url: '/api/v1/payments/zalopay/callback', payload });
    expect((await callback(sim.zalopayResult(ref, order.total, {}, 'wrong-key'))).json()).toEqual({
      return_code: -1,
      return_message: 'mac not equal',
    });
    expect((await callback(sim.zalopayResult(ref, order.total + 5))).json()).toMatchObject({ return_code: -1 });
    expect((await orderRow(order.code)).payment_status).toBe('pending');
    const good = sim.zalopayResult(ref, order.total);
    expect((await callback(good)).json()).toEqual({ return_code: 1, return_message: 'success' });
    expect((await orderRow(order.code)).payment_status).toBe('paid');
    expect((await callback(good)).json()).toMatchObject({ return_code: 2 });
    expect(await paidHistory(order.code)).toHaveLength(1);

    const p = gateway(h.app.config.payments, 'ZALOPAY');
    expect(await p?.query({ txnRef: ref, createdAt: new Date(), ipAddr: '' })).toMatchObject({ status: 'paid' });
    const zpTransId = String(JSON.parse(good.data).zp_trans_id);
    const refund = await p?.refund?.({
      txnRef: ref,
      transactionId: zpTransId,
      amount: order.total,
      paidAt: new Date(),
      createdAt: new Date(),
      reason: 'Hoàn tiền',
      by: 'admin',
      ipAddr: '',
      partial: false,
    });
    expect(refund?.ok).toBe(true);
    const returned = sim.zalopayReturnQuery(ref, order.total);
    const back = await h.app.inject({ method: 'GET', url: `/api/v1/payments/zalopay/return?${new URLSearchParams(returned)}` });
    expect(new URL(back.headers.location as string).searchParams.get('payment')).toBe('success');
    expect(sim.rejected).toEqual([]);
  });

  it('storm: the same IPN eight times at once and a cancel racing it pay the order once or keep the money', async () => {
    const order = await place('VNPAY');
    const ref = refOf(order.payment?.redirectUrl ?? '', 'vnp_TxnRef');
    const result = sim.vnpayResult(ref, order.total);
    const answers = await Promise.all(Array.from({ length: 8 }, () => vnpIpn(result)));
    const codes = answers.map((a) => a.json().RspCode).sort();
    expect(codes).toEqual(['00', '02', '02', '02', '02', '02', '02', '02']);
    expect(await paidHistory(order.code)).toHaveLength(1);
    const receipts = await h.app.db
      .selectFrom('payment_receipts')
      .select('outcome')
      .where('order_id', '=', (await orderRow(order.code)).id)
      .execute();
    expect(receipts).toEqual([{ outcome: 'paid' }]);

    // A notification and the expiry sweeper's cancel at the same moment: either the order is
    // paid and stays so, or it is cancelled and the money is kept as late; never both, never lost.
    const racing = await place('VNPAY');
    const raceRef = refOf(racing.payment?.redirectUrl ?? '', 'vnp_TxnRef');
    const [ipn] = await Promise.all([
      vnpIpn(sim.vnpayResult(raceRef, racing.total)),
      changeStatus(ordersApp(h.app), racing.code, { status: 'cancelled', note: 'Tự động hủy' }, 'system').catch(() => null),
    ]);
    const after = await orderRow(racing.code);
    const kept = await h.app.db
      .selectFrom('payment_receipts')
      .select(['outcome', 'needs_review'])
      .where('order_id', '=', after.id)
      .execute();
    if (after.status === 'cancelled') {
      expect(ipn.json().RspCode).toBe('02');
      expect(kept).toEqual([{ outcome: 'late', needs_review: 1 }]);
    } else {
      expect(after).toMatchObject({ status: 'paymentReceived', payment_status: 'paid' });
      expect(kept).toEqual([{ outcome: 'paid', needs_review: 0 }]);
    }
  });

  it('unlocks a paid course on the verified notification, not before', async () => {
    const user = await createUser(h.app);
    const token = (await login(h.app, user.email)).token;
    const course = await addCourse(h.app, { price: 990_000, discountPrice: null });
    const res = await placeOrder(
      h.app,
      {
        information: { fullName: 'Lê Văn Cường', email: user.email, phone: '0912345678' },
        payment: { method: 'VNPAY' },
        items: [{ courseId: course.id }],
      },
      { headers: bearer(token) },
    );
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().metadata;
    const grants = () =>
      h.app.db
        .selectFrom('course_grants')
        .selectAll()
        .where('course_id', '=', course.id)
        .where('revoked_at', 'is', null)
        .execute();
    expect(await grants()).toEqual([]);
    const ref = refOf(order.payment.redirectUrl, 'vnp_TxnRef');
    expect((await vnpIpn(sim.vnpayResult(ref, order.total))).json()).toMatchObject({ RspCode: '00' });
    expect(await grants()).toMatchObject([{ user_id: user.id }]);
  });
});

describe('gateways without credentials', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await paymentsHarness('sqlite', loadPaymentsConfig({}));
  });
  afterAll(async () => h.close());

  it('are not offered, cannot be ordered with, and their endpoints do not exist', async () => {
    const codes = (await h.app.inject({ method: 'GET', url: '/api/v1/payment-methods' }))
      .json()
      .metadata.map((m: { code: string }) => m.code);
    expect(codes).toEqual(expect.arrayContaining(['COD', 'BANK_TRANSFER']));
    for (const gone of ['VNPAY', 'MOMO', 'ZALOPAY', 'CREDIT_CARD', 'PAYPAL', 'SHOPEE_PAY', 'GRAB_PAY'])
      expect(codes).not.toContain(gone);
    const p = await addProduct(h.app);
    const res = await placeOrder(h.app, checkoutBody([{ productId: p.id }], { payment: { method: 'momo' } }));
    expect(res.statusCode).toBe(400);
    expect(res.json().metadata.errors).toEqual([
      { field: 'payment.method', message: expect.stringContaining('Phương thức thanh toán') },
    ]);
    expect((await h.app.inject({ method: 'GET', url: '/api/v1/payments/vnpay/ipn?vnp_TxnRef=x' })).statusCode).toBe(404);
    const hook = await h.app.inject({
      method: 'POST',
      url: '/api/v1/payments/bank-transfer/webhook',
      headers: { authorization: `Apikey ${SECRETS.bankKey}` },
      payload: { id: 1, transferType: 'in', transferAmount: 1000, content: 'x' },
    });
    expect(hook.statusCode).toBe(401);
  });
});
