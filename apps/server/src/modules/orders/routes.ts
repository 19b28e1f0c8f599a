import {
  myOrdersQuerySchema,
  type OrderTracking,
  orderAccessQuerySchema,
  orderCancelSchema,
  orderCodeParamsSchema,
  orderLookupSchema,
  placeOrderSchema,
  type TrackingStep,
  trackingPath,
} from '@sen/core';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound, ok } from '../../lib/http';
import { turnBudget } from '../../web/render-queue';
import { startPayment } from '../payments/gateway';
import { type AccessProof, canReadOrder, contactMatches, orderLookupToken } from './access';
import { optionalCaller } from './caller';
import { cancelByBuyer } from './cancel';
import { readIdempotencyKey } from './idempotency';
import { orderRateLimit } from './limits';
import { placeOrder } from './place';
import { findOrderByCode, listOrders, loadOrder } from './queries';
import { startOrderSweeper } from './sweeper';

/** Guests look orders up by code and e-mail or phone: slow down guessing. */
const LOOKUP_LIMIT = { rateLimit: { max: 60, timeWindow: '1 minute' } };

const orders: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['orders'];

  /** The order, if this caller may read it; otherwise the same 404 as for an unknown code. */
  async function readable(req: FastifyRequest, code: string, proof: AccessProof) {
    const caller = await optionalCaller(app, req);
    const row = await findOrderByCode(app.db, code);
    if (!row || !canReadOrder(row, caller, proof, app.auth.signingKey)) throw notFound('ORDER_NOT_FOUND');
    return row;
  }

  // The render queue's work budget per turn of the event loop (web/render-queue.ts, decision 0387):
  // a burst of new buyers is not left waiting behind every open connection's order.
  const orderTurns = turnBudget(app.config.renderQueue.turnMs);
  app.post(
    '/orders',
    {
      onRequest: orderTurns.onRequest,
      onResponse: orderTurns.onResponse,
      schema: {
        tags,
        summary: 'Place an order (header Idempotency-Key required; the same key answers the same order)',
        body: placeOrderSchema,
      },
      config: { rateLimit: orderRateLimit(app) },
    },
    async (req, reply) => {
      const key = readIdempotencyKey(req.headers['idempotency-key']);
      const caller = await optionalCaller(app, req);
      const { order, viewToken, replayed } = await placeOrder(app, req.body, { key, caller, lang: req.lang });
      // A gateway order: where the buyer pays (a replay hands out the same pending payment).
      const payment = await startPayment(app, order, { ip: req.ip, lang: req.lang });
      reply.status(201);
      if (replayed) reply.header('idempotent-replayed', 'true');
      return ok({ ...order, viewToken, payment }, 201);
    },
  );

  app.get(
    '/orders/:code',
    {
      schema: {
        tags,
        summary:
          "An order, for its owner, staff, or a guest with its e-mail, phone, the mailed link's token or the lookup's token",
        params: orderCodeParamsSchema,
        querystring: orderAccessQuerySchema,
      },
      config: LOOKUP_LIMIT,
    },
    async (req) => ok(await loadOrder(app.db, await readable(req, req.params.code, req.query))),
  );

  app.get(
    '/orders/:code/tracking',
    {
      schema: {
        tags,
        summary: "An order's status timeline (same access as the order)",
        params: orderCodeParamsSchema,
        querystring: orderAccessQuerySchema,
      },
      config: LOOKUP_LIMIT,
    },
    async (req) => {
      const order = await loadOrder(app.db, await readable(req, req.params.code, req.query));
      const kind = !order.requiresShipping ? 'digital' : order.shippingMethod?.code === 'PICKUP' ? 'pickup' : 'delivery';
      const reachedAt = new Map(order.history.map((h) => [h.status, h.createdAt]));
      const path = trackingPath(kind);
      // A later step reached means the earlier ones were passed, even when staff skipped one.
      const last = Math.max(...path.map((s, i) => (reachedAt.has(s) ? i : -1)));
      const steps: TrackingStep[] = path.map((status, i) => ({ status, reached: i <= last, at: reachedAt.get(status) ?? null }));
      const tracking: OrderTracking = {
        code: order.code,
        status: order.status,
        paymentStatus: order.paymentStatus,
        shippingStatus: order.shippingStatus,
        trackingNumber: order.trackingNumber,
        trackingUrl: order.trackingUrl,
        estimatedDelivery: order.shippingMethod?.estimatedDelivery ?? null,
        steps,
        timeline: order.history,
      };
      return ok(tracking);
    },
  );

  app.post(
    '/orders/:code/lookup',
    {
      schema: {
        tags,
        summary:
          "A guest's order lookup: its code and the e-mail or phone it was placed with give a read-only token for the order's pages (no phone or e-mail in their address)",
        params: orderCodeParamsSchema,
        body: orderLookupSchema,
      },
      config: LOOKUP_LIMIT,
    },
    async (req) => {
      const row = await findOrderByCode(app.db, req.params.code);
      if (!row || !contactMatches(row, req.body)) throw notFound('ORDER_NOT_FOUND');
      return ok({ lookup: orderLookupToken(app.auth.signingKey, row.code) });
    },
  );

  app.post(
    '/orders/:code/cancel',
    {
      schema: {
        tags,
        summary:
          "The buyer cancels an order the shop has not confirmed yet (a customer's order: its owner signed in; a guest's: the mailed link's token in the body); stock and coupon go back",
        params: orderCodeParamsSchema,
        body: orderCancelSchema,
      },
      config: LOOKUP_LIMIT,
      // The signed-in owner may send no body at all.
      preValidation: async (req) => {
        req.body ??= {} as typeof req.body;
      },
    },
    async (req) => {
      const { reason, token } = req.body;
      const caller = await optionalCaller(app, req);
      return ok(await cancelByBuyer(app, req.params.code, { caller, proof: { token }, reason }));
    },
  );

  app.get(
    '/me/orders',
    {
      schema: { tags, summary: "The signed-in user's orders, newest first", querystring: myOrdersQuerySchema },
      config: { auth: 'required' },
    },
    async (req) => ok(await listOrders(app.db, { userId: req.user!.id }, req.query.page, req.query.limit)),
  );

  startOrderSweeper(app);
};

export default orders;
