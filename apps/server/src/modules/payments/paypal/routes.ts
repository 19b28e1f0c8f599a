import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound, ok } from '../../../lib/http';
import { orderViewToken } from '../../orders/access';
import { handleNotification, logNotification, paths } from '../gateway';
import { gateway } from '../registry';
import { PaypalProvider } from './adapter';
import { capturePaypalOrder } from './capture';

const captureBody = z.object({ orderId: z.string().trim().min(1).max(64) });

/** The events that report a capture; CHECKOUT.ORDER.APPROVED is captured; the rest are logged only. */
const CAPTURE_EVENTS = ['PAYMENT.CAPTURE.COMPLETED', 'PAYMENT.CAPTURE.DENIED', 'PAYMENT.CAPTURE.DECLINED'];

const asRecord = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/**
 * PayPal: the button's configuration (client id, script URL), the capture on approval (button or
 * return), and the webhook (verified by PayPal's API). Unconfigured: 404 everywhere.
 */
const paypalRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['payment'];

  function paypal(): PaypalProvider | null {
    const p = gateway(app.config.payments, 'PAYPAL');
    return p instanceof PaypalProvider ? p : null;
  }
  const configured = () => {
    const p = paypal();
    if (!p) throw notFound('PAYMENT_GATEWAY_NOT_CONFIGURED');
    return p;
  };

  app.get(
    '/payments/paypal/config',
    {
      schema: {
        tags,
        summary: "What the PayPal button needs (client id, the JS SDK's URL, currency); 404 when PayPal is not configured",
      },
    },
    async () => ok(configured().browserConfig),
  );

  app.post(
    '/payments/paypal/capture',
    {
      schema: {
        tags,
        summary:
          "Capture a PayPal order the buyer approved (the button's onApprove). Pays the order only when PayPal's capture matches it",
        body: captureBody,
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (req) => {
      const p = configured();
      const { outcome, orderCode } = await capturePaypalOrder(app, p, req.body.orderId, { kind: 'capture', ip: req.ip });
      return ok({ outcome, paid: outcome === 'confirmed' || outcome === 'alreadyConfirmed', orderCode });
    },
  );

  /** Back from PayPal (?token=<PayPal order id>): captured by us, then on to the order's page. */
  app.get(
    paths.paypalReturn.replace('/api/v1', ''),
    { schema: { tags, summary: "The buyer's return from PayPal: captures the approved order, then redirects to it" } },
    async (req, reply: FastifyReply) => {
      const p = configured();
      const q = asRecord(req.query);
      const token = typeof q.token === 'string' ? q.token.slice(0, 64) : '';
      const siteBase = app.config.publicUrl.replace(/\/+$/, '');
      let result: Awaited<ReturnType<typeof capturePaypalOrder>>;
      if (q.cancel) {
        const row = await app.db
          .selectFrom('payment_attempts')
          .innerJoin('orders', 'orders.id', 'payment_attempts.order_id')
          .select('orders.code')
          .where('payment_attempts.provider', '=', 'PAYPAL')
          .where('payment_attempts.provider_ref', '=', token)
          .executeTakeFirst();
        await logNotification(app, {
          provider: 'PAYPAL',
          kind: 'return',
          reference: token,
          verified: false,
          outcome: 'cancelled',
          payload: q,
          ip: req.ip,
        });
        result = { outcome: 'failed', orderCode: row?.code ?? null };
      } else {
        try {
          result = await capturePaypalOrder(app, p, token, { kind: 'return', ip: req.ip });
        } catch (err) {
          req.log.error({ err }, 'PayPal capture failed');
          result = { outcome: 'failed', orderCode: null };
        }
      }
      if (!result.orderCode) return reply.redirect(`${siteBase}/order-success?payment=invalid`, 302);
      const paid = result.outcome === 'confirmed' || result.outcome === 'alreadyConfirmed';
      const params = new URLSearchParams({
        code: result.orderCode,
        token: orderViewToken(app.auth.signingKey, result.orderCode),
        payment: paid ? 'success' : 'failed',
      });
      return reply.redirect(`${siteBase}/order-success?${params}`, 302);
    },
  );

  /**
   * PayPal's webhook (register PUBLIC_URL + this path in the developer dashboard, its id in
   * PAYPAL_WEBHOOK_ID). 200 when accepted (PayPal stops resending), 400 when the signature does
   * not verify, 500 on our error (PayPal retries).
   */
  app.post(
    paths.paypalWebhook.replace('/api/v1', ''),
    {
      schema: {
        tags,
        summary: 'PayPal webhook (verified with verify-webhook-signature): captures approved orders, records captures',
      },
    },
    async (req, reply) => {
      const p = configured();
      const event = asRecord(req.body);
      const headers = req.headers as Record<string, unknown>;
      try {
        const type = String(event.event_type ?? '');
        if (!CAPTURE_EVENTS.includes(type)) {
          // The buyer approved but may never come back: capture now. Other events are logged only.
          if (!(await p.verifyWebhook(headers, event))) {
            await logNotification(app, {
              provider: 'PAYPAL',
              kind: 'webhook',
              reference: String(asRecord(event.resource).id ?? ''),
              verified: false,
              outcome: 'invalidSignature',
              payload: event,
              ip: req.ip,
            });
            return reply.code(400).send({ outcome: 'invalidSignature' });
          }
          if (type !== 'CHECKOUT.ORDER.APPROVED') {
            await logNotification(app, {
              provider: 'PAYPAL',
              kind: 'webhook',
              reference: String(asRecord(event.resource).id ?? ''),
              verified: true,
              outcome: 'ignored',
              payload: event,
              ip: req.ip,
            });
            return { outcome: 'ignored' };
          }
          const { outcome } = await capturePaypalOrder(app, p, String(asRecord(event.resource).id ?? ''), {
            kind: 'webhook',
            ip: req.ip,
          });
          return { outcome };
        }
        const outcome = await handleNotification(app, p, event, { kind: 'webhook', ip: req.ip, headers });
        if (outcome === 'invalidSignature') return reply.code(400).send({ outcome });
        return { outcome };
      } catch (err) {
        req.log.error({ err }, 'PayPal webhook failed');
        return reply.code(500).send({ outcome: 'error' });
      }
    },
  );
};

export default paypalRoutes;
