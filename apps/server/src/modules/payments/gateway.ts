import { randomUUID } from 'node:crypto';
import { type Order, paymentDueAt } from '@sen/core';
import type { OrdersTable } from '../../db/tables/commerce';
import type { Metrics } from '../../lib/metrics';
import type { OrdersApp } from '../orders/status';
import { canBePaid } from './confirm';
import type { GatewayCode, GatewayNotification, PaymentProvider } from './provider';
import { recordReceipt } from './receipts';
import { gatewayOfMethod } from './registry';

/** What POST /orders (and a retry) answers under `payment` for a gateway order. */
export interface PaymentStart {
  provider: GatewayCode;
  redirectUrl: string | null;
  qrCode: string | null;
  /** The gateway's own id of the payment (PayPal: the order id its button approves). */
  providerRef: string | null;
  /** Why no redirect could be made (the gateway did not answer): the buyer may try again. */
  error: string | null;
}

/** A pending payment started this recently is handed out again instead of a new one (a reload, a replayed order). */
const REUSE_MS = 10 * 60_000;
/** How long the gateway's page accepts a payment: never past the order's own deadline. */
const PAGE_MS = 15 * 60_000;

export const paths = {
  vnpayReturn: '/api/v1/payments/vnpay/return',
  vnpayIpn: '/api/v1/payments/vnpay/ipn',
  momoReturn: '/api/v1/payments/momo/return',
  momoIpn: '/api/v1/payments/momo/ipn',
  zalopayReturn: '/api/v1/payments/zalopay/return',
  zalopayCallback: '/api/v1/payments/zalopay/callback',
  paypalReturn: '/api/v1/payments/paypal/return',
  paypalWebhook: '/api/v1/payments/paypal/webhook',
} as const;

function urlsOf(publicUrl: string, code: GatewayCode) {
  const base = publicUrl.replace(/\/+$/, '');
  if (code === 'MOMO') return { returnUrl: base + paths.momoReturn, notifyUrl: base + paths.momoIpn };
  if (code === 'ZALOPAY') return { returnUrl: base + paths.zalopayReturn, notifyUrl: base + paths.zalopayCallback };
  // PayPal's webhook address is registered in its developer dashboard (its id: PAYPAL_WEBHOOK_ID).
  if (code === 'PAYPAL') return { returnUrl: base + paths.paypalReturn, notifyUrl: base + paths.paypalWebhook };
  // VNPay's IPN address is registered in its merchant portal, not sent per payment.
  return { returnUrl: base + paths.vnpayReturn, notifyUrl: base + paths.vnpayIpn };
}

/**
 * Starts (or hands out again) the gateway payment of an unpaid order placed with a gateway
 * method; null for any other order. A gateway that does not answer leaves the order placed and
 * unpaid, with `error` saying so: the buyer can try again from the order.
 */
export async function startPayment(
  app: OrdersApp,
  order: Pick<Order, 'code' | 'total' | 'status' | 'paymentStatus' | 'paymentMethod' | 'updatedAt'> & { _id: string },
  ctx: { ip: string; lang: string },
): Promise<PaymentStart | null> {
  const method = order.paymentMethod.code;
  const provider = gatewayOfMethod(app.config.payments, method);
  if (!provider || !canBePaid({ status: order.status, payment_status: order.paymentStatus })) return null;
  const total = Number(order.total);
  if (total <= 0) return null;

  const since = new Date(Date.now() - REUSE_MS).toISOString();
  const recent = await app.db
    .selectFrom('payment_attempts')
    .selectAll()
    .where('order_id', '=', order._id)
    .where('provider', '=', provider.code)
    .where('status', '=', 'pending')
    // In the gateway's own currency (PayPal: USD cents at the configured rate).
    .where('amount', '=', provider.chargedAmount?.(total) ?? total)
    .where('created_at', '>', since)
    .where('redirect_url', 'is not', null)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (recent?.redirect_url)
    return {
      provider: provider.code,
      redirectUrl: recent.redirect_url,
      qrCode: null,
      providerRef: recent.provider_ref,
      error: null,
    };

  const now = new Date();
  const due = paymentDueAt({
    status: order.status,
    paymentStatus: order.paymentStatus,
    paymentMethodCode: method,
    updatedAt: order.updatedAt,
  });
  const expiresAt = new Date(Math.min(now.getTime() + PAGE_MS, due ? Date.parse(due) : Number.POSITIVE_INFINITY));
  const txnRef = provider.newTxnRef(order.code, now);
  try {
    const created = await provider.createPayment({
      txnRef,
      orderCode: order.code,
      amount: total,
      description: `Thanh toán đơn hàng ${order.code}`,
      ipAddr: ctx.ip,
      expiresAt,
      method,
      lang: ctx.lang,
      ...urlsOf(app.config.publicUrl, provider.code),
    });
    const stamp = now.toISOString();
    await app.db
      .insertInto('payment_attempts')
      .values({
        id: randomUUID(),
        order_id: order._id,
        provider: provider.code,
        txn_ref: txnRef,
        amount: created.amount,
        currency: created.currency,
        redirect_url: created.redirectUrl,
        provider_ref: created.providerRef,
        status: 'pending',
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
    return {
      provider: provider.code,
      redirectUrl: created.redirectUrl,
      qrCode: created.qrCode,
      providerRef: created.providerRef,
      error: null,
    };
  } catch (err) {
    app.log.error({ err, order: order.code, provider: provider.code }, 'payment gateway did not create the payment');
    return { provider: provider.code, redirectUrl: null, qrCode: null, providerRef: null, error: 'PAYMENT_GATEWAY_UNAVAILABLE' };
  }
}

/**
 * A gateway's server-to-server notification, as the routes answer it in the gateway's own words:
 * - invalidSignature: the signature does not match our secret (nothing read from it is trusted);
 * - notFound: no payment of ours has that reference;
 * - invalidAmount: amount or currency differ from the payment started;
 * - failed: the gateway reports a payment that did not go through (the attempt is marked failed);
 * - confirmed: the order is now paid;
 * - alreadyConfirmed: this transaction was handled before (a replay), nothing changed;
 * - recorded: money kept for staff (the order was cancelled, expired or already paid).
 */
export type NotificationOutcome =
  | 'invalidSignature'
  | 'notFound'
  | 'invalidAmount'
  | 'failed'
  | 'confirmed'
  | 'alreadyConfirmed'
  | 'recorded';

export async function handleNotification(
  app: OrdersApp,
  provider: PaymentProvider,
  payload: Record<string, unknown>,
  meta: { kind: string; ip: string; headers?: Record<string, unknown> },
): Promise<NotificationOutcome> {
  const n = await provider.parseNotification(payload, meta.headers);
  return settleNotification(app, provider.code, n, payload, meta);
}

/**
 * A notification read (and its signature checked) by its adapter: matched to our payment,
 * amount and currency compared, money recorded once, the order paid; logged whatever the outcome.
 */
export async function settleNotification(
  app: OrdersApp,
  code: GatewayCode,
  n: GatewayNotification,
  payload: unknown,
  meta: { kind: string; ip: string },
): Promise<NotificationOutcome> {
  const outcome = await decide();
  await logNotification(app, {
    provider: code,
    kind: meta.kind,
    reference: n.txnRef,
    verified: n.verified,
    outcome,
    payload,
    ip: meta.ip,
  });
  return outcome;

  async function decide(): Promise<NotificationOutcome> {
    if (!n.verified) return 'invalidSignature';
    const attempt = await app.db
      .selectFrom('payment_attempts')
      .selectAll()
      .where('provider', '=', code)
      .where('txn_ref', '=', n.txnRef)
      .executeTakeFirst();
    const order: OrdersTable | undefined = attempt
      ? await app.db.selectFrom('orders').selectAll().where('id', '=', attempt.order_id).executeTakeFirst()
      : undefined;
    if (!attempt || !order) return 'notFound';
    const expected = Number(attempt.amount);
    if (n.currency !== attempt.currency || n.amount !== expected) return 'invalidAmount';
    if (attempt.currency === 'VND' && expected !== Number(order.total)) return 'invalidAmount';
    const stamp = new Date().toISOString();
    if (!n.success) {
      await app.db
        .updateTable('payment_attempts')
        .set({ status: 'failed', updated_at: stamp })
        .where('id', '=', attempt.id)
        .where('status', '=', 'pending')
        .execute();
      return 'failed';
    }
    const settled = await recordReceipt(app, {
      provider: code,
      transactionId: n.transactionId || n.txnRef,
      order,
      attemptId: attempt.id,
      amount: n.amount,
      currency: n.currency,
      details: { txnRef: n.txnRef },
      allowPartial: false,
    });
    await app.db
      .updateTable('payment_attempts')
      .set({ status: 'paid', updated_at: stamp })
      .where('id', '=', attempt.id)
      .execute();
    if (settled.replay) return 'alreadyConfirmed';
    return settled.outcome === 'paid' ? 'confirmed' : 'recorded';
  }
}

/** Every notification a gateway or bank sent, accepted or not: a row, and a count in /metrics (decision 0191). */
export async function logNotification(
  app: Pick<OrdersApp, 'db'> & { metrics?: Metrics },
  n: { provider: string; kind: string; reference: string; verified: boolean; outcome: string; payload: unknown; ip: string },
): Promise<void> {
  app.metrics?.paymentNotification(n.provider, n.outcome);
  await app.db
    .insertInto('payment_notifications')
    .values({
      id: randomUUID(),
      provider: n.provider,
      kind: n.kind,
      reference: n.reference.slice(0, 200),
      verified: n.verified ? 1 : 0,
      outcome: n.outcome,
      payload: JSON.stringify(n.payload ?? null).slice(0, 20_000),
      remote_ip: n.ip,
      created_at: new Date().toISOString(),
    })
    .execute();
}
