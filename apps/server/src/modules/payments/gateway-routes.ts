import { orderAccessQuerySchema, orderCodeParamsSchema } from '@sen/core';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { notFound, ok } from '../../lib/http';
import { type AccessProof, canReadOrder, orderViewToken } from '../orders/access';
import { optionalCaller } from '../orders/caller';
import { findOrderByCode, loadOrder } from '../orders/queries';
import { handleBankWebhook } from './bank/webhook';
import { handleNotification, logNotification, type NotificationOutcome, paths, startPayment } from './gateway';
import paypalRoutes from './paypal/routes';
import type { GatewayCode, PaymentProvider } from './provider';
import { gateway } from './registry';

const VNPAY_ANSWER: Record<NotificationOutcome | 'error', { RspCode: string; Message: string }> = {
  confirmed: { RspCode: '00', Message: 'Confirm Success' },
  // A failed payment is recorded; VNPay only needs to know the notice arrived.
  failed: { RspCode: '00', Message: 'Confirm Success' },
  notFound: { RspCode: '01', Message: 'Order not found' },
  alreadyConfirmed: { RspCode: '02', Message: 'Order already confirmed' },
  // The order no longer waits for this money (cancelled, expired, paid): recorded for a refund.
  recorded: { RspCode: '02', Message: 'Order already confirmed' },
  invalidAmount: { RspCode: '04', Message: 'Invalid amount' },
  invalidSignature: { RspCode: '97', Message: 'Invalid signature' },
  error: { RspCode: '99', Message: 'Unknown error' },
};

const ZALOPAY_ANSWER: Record<NotificationOutcome | 'error', { return_code: number; return_message: string }> = {
  confirmed: { return_code: 1, return_message: 'success' },
  failed: { return_code: 1, return_message: 'success' },
  recorded: { return_code: 1, return_message: 'success' },
  alreadyConfirmed: { return_code: 2, return_message: 'already confirmed' },
  invalidSignature: { return_code: -1, return_message: 'mac not equal' },
  notFound: { return_code: -1, return_message: 'order not found' },
  invalidAmount: { return_code: -1, return_message: 'invalid amount' },
  // 0: ZaloPay calls back again (up to three times).
  error: { return_code: 0, return_message: 'internal error' },
};

const MOMO_ACCEPTED: readonly NotificationOutcome[] = ['confirmed', 'failed', 'recorded', 'alreadyConfirmed'];

const asRecord = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/**
 * The gateways' notification endpoints (each answering in its gateway's format), the browser's
 * return from the gateway (read only: it redirects to the order page and changes nothing), and
 * the bank-notification webhook. Unconfigured gateways answer 404.
 */
const gatewayRoutes: FastifyPluginAsync = async (app) => {
  const tags = ['payment'];
  await app.register(paypalRoutes);
  const hidden = { tags, hide: false };

  function configured(code: GatewayCode, reply: FastifyReply): PaymentProvider | null {
    const p = gateway(app.config.payments, code);
    if (!p) void reply.code(404).send({ message: `${code} is not configured` });
    return p;
  }

  async function notify(provider: PaymentProvider, payload: Record<string, unknown>, req: FastifyRequest, kind: string) {
    try {
      return await handleNotification(app, provider, payload, { kind, ip: req.ip });
    } catch (err) {
      req.log.error({ err, provider: provider.code }, 'payment notification failed');
      await logNotification(app, {
        provider: provider.code,
        kind,
        reference: '',
        verified: false,
        outcome: 'error',
        payload,
        ip: req.ip,
      }).catch(() => {});
      return 'error' as const;
    }
  }

  app.get(
    paths.vnpayIpn.replace('/api/v1', ''),
    { schema: { ...hidden, summary: 'VNPay IPN ({RspCode, Message})' } },
    async (req, reply) => {
      const p = configured('VNPAY', reply);
      if (!p) return reply;
      return VNPAY_ANSWER[await notify(p, asRecord(req.query), req, 'ipn')];
    },
  );

  app.post(
    paths.momoIpn.replace('/api/v1', ''),
    { schema: { ...hidden, summary: 'MoMo IPN (204 when accepted)' } },
    async (req, reply) => {
      const p = configured('MOMO', reply);
      if (!p) return reply;
      const outcome = await notify(p, asRecord(req.body), req, 'ipn');
      if (outcome !== 'error' && MOMO_ACCEPTED.includes(outcome)) return reply.code(204).send();
      return reply.code(outcome === 'error' ? 500 : 400).send({ message: outcome });
    },
  );

  app.post(
    paths.zalopayCallback.replace('/api/v1', ''),
    { schema: { ...hidden, summary: 'ZaloPay callback ({return_code, return_message})' } },
    async (req, reply) => {
      const p = configured('ZALOPAY', reply);
      if (!p) return reply;
      return ZALOPAY_ANSWER[await notify(p, asRecord(req.body), req, 'callback')];
    },
  );

  /** The browser back from a gateway: checked, logged, sent on to the order's page. Never changes the order. */
  async function back(code: GatewayCode, req: FastifyRequest, reply: FastifyReply) {
    const p = configured(code, reply);
    if (!p) return reply;
    const query = asRecord(req.query);
    const r = p.verifyReturn(query);
    const attempt = r.verified
      ? await app.db
          .selectFrom('payment_attempts')
          .innerJoin('orders', 'orders.id', 'payment_attempts.order_id')
          .select(['orders.code'])
          .where('payment_attempts.provider', '=', code)
          .where('payment_attempts.txn_ref', '=', r.txnRef)
          .executeTakeFirst()
      : undefined;
    await logNotification(app, {
      provider: code,
      kind: 'return',
      reference: r.txnRef,
      verified: r.verified,
      outcome: !attempt ? 'notFound' : r.success ? 'success' : 'failed',
      payload: query,
      ip: req.ip,
    });
    const base = app.config.publicUrl.replace(/\/+$/, '');
    if (!attempt) return reply.redirect(`${base}/order-success?payment=invalid`, 302);
    const params = new URLSearchParams({
      code: attempt.code,
      token: orderViewToken(app.auth.signingKey, attempt.code),
      payment: r.success ? 'success' : 'failed',
    });
    return reply.redirect(`${base}/order-success?${params}`, 302);
  }

  const returnSchema = { schema: { ...hidden, summary: "The buyer's return from the gateway (redirects to the order)" } };
  app.get(paths.vnpayReturn.replace('/api/v1', ''), returnSchema, (req, reply) => back('VNPAY', req, reply));
  app.get(paths.momoReturn.replace('/api/v1', ''), returnSchema, (req, reply) => back('MOMO', req, reply));
  app.get(paths.zalopayReturn.replace('/api/v1', ''), returnSchema, (req, reply) => back('ZALOPAY', req, reply));

  app.post(
    '/payments/orders/:code/start',
    {
      schema: {
        tags,
        summary:
          'Start (or hand out again) the gateway payment of an unpaid order, for whoever may read it (same proofs as GET /orders/{code})',
        params: orderCodeParamsSchema,
        querystring: orderAccessQuerySchema,
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (req) => {
      const { code } = req.params as { code: string };
      const caller = await optionalCaller(app as FastifyInstance, req);
      const row = await findOrderByCode(app.db, code);
      if (!row || !canReadOrder(row, caller, req.query as AccessProof, app.auth.signingKey)) throw notFound('ORDER_NOT_FOUND');
      const order = await loadOrder(app.db, row);
      return ok(await startPayment(app, order, { ip: req.ip, lang: req.lang }));
    },
  );

  app.post(
    '/payments/bank-transfer/webhook',
    {
      schema: {
        tags,
        summary:
          'Bank transactions from a bank-notification service (Authorization: Apikey <BANK_WEBHOOK_KEY>): pays the order named in the content',
      },
    },
    async (req, reply) => handleBankWebhook(app as FastifyInstance, req, reply),
  );
};

export default gatewayRoutes;
