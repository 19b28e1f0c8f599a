import { flaggedPaymentsQuerySchema, resolvePaymentSchema } from '@sen/core/payments/review';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/http';
import { listFlagged, refundFlagged, resolveFlagged } from './review';

const idParams = z.object({ id: z.string().trim().min(1).max(64) });

/**
 * Staff: payments flagged for review (late, surplus, overpaid, partial, unmatched; decision 0311).
 * Reading needs orders.read, resolving orders.write, a refund through the gateway returns.refund.
 */
const reviewRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const who = (req: FastifyRequest) => ({ audit: { id: req.user!.id, email: req.user!.email } });

  app.get(
    '/admin/payments/flagged',
    {
      schema: {
        tags,
        summary: 'Payments that could not pay their order as they came, newest first',
        querystring: flaggedPaymentsQuerySchema,
      },
      config: { permission: 'orders.read' },
    },
    async (req) => ok(await listFlagged(app, req.query)),
  );

  app.post(
    '/admin/payments/flagged/:id/resolve',
    {
      schema: {
        tags,
        summary: 'Mark a flagged payment resolved, with a note of what was done',
        params: idParams,
        body: resolvePaymentSchema,
      },
      config: { permission: 'orders.write' },
    },
    async (req) => ok(await resolveFlagged(app, req.params.id, req.body.note, who(req))),
  );

  app.post(
    '/admin/payments/flagged/:id/refund',
    {
      schema: {
        tags,
        summary: 'Send a flagged payment back through its gateway (whole amount), then mark it resolved',
        params: idParams,
        body: resolvePaymentSchema,
      },
      config: { permission: 'returns.refund' },
    },
    async (req) => ok(await refundFlagged(app, req.params.id, req.body.note, who(req), req.ip)),
  );
};

export default reviewRoutes;
