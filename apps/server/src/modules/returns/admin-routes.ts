import {
  adminReturnListQuerySchema,
  returnDecisionSchema,
  returnReceiveSchema,
  returnRefundSchema,
  returnRejectSchema,
} from '@sen/core';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/http';
import { adminReturnList, decideReturn, findReturnView, receiveReturn, refundReturn, type StaffActor } from './service';

const idParams = z.object({ id: z.string().trim().min(1).max(64) });

/**
 * Staff returns screen (issue 13, decision 0211): list with status counts, detail, approve or
 * reject with a message, mark received (restock unless damaged), refund. returns.read to read,
 * returns.write to decide and receive, returns.refund to send money back; every write audited.
 */
const returnsAdmin: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const read = { permission: 'returns.read' } as const;
  const write = { permission: 'returns.write' } as const;
  const refund = { permission: 'returns.refund' } as const;
  const staff = (req: FastifyRequest): StaffActor => ({
    actor: `staff:${req.user!.id}`,
    audit: { id: req.user!.id, email: req.user!.email },
  });

  app.get(
    '/admin/returns',
    {
      schema: {
        tags,
        summary: 'Return requests: a status tab, search by return or order code, e-mail or phone, paging',
        querystring: adminReturnListQuerySchema,
      },
      config: read,
    },
    async (req) => ok(await adminReturnList(app.db, req.query)),
  );

  app.get(
    '/admin/returns/:id',
    { schema: { tags, summary: 'One return request with its lines and refund', params: idParams }, config: read },
    async (req) => ok(await findReturnView(app.db, req.params.id)),
  );

  app.post(
    '/admin/returns/:id/approve',
    {
      schema: {
        tags,
        summary: 'Approve a requested return (the buyer is mailed the message)',
        params: idParams,
        body: returnDecisionSchema,
      },
      config: write,
    },
    async (req) => ok(await decideReturn(app, req.params.id, true, req.body.message, staff(req))),
  );

  app.post(
    '/admin/returns/:id/reject',
    {
      schema: {
        tags,
        summary: 'Reject a requested return with a message to the buyer',
        params: idParams,
        body: returnRejectSchema,
      },
      config: write,
    },
    async (req) => ok(await decideReturn(app, req.params.id, false, req.body.message, staff(req))),
  );

  app.post(
    '/admin/returns/:id/receive',
    {
      schema: {
        tags,
        summary: 'The goods came back: back to stock unless marked damaged',
        params: idParams,
        body: returnReceiveSchema,
      },
      config: write,
    },
    async (req) => ok(await receiveReturn(app, req.params.id, req.body, staff(req))),
  );

  app.post(
    '/admin/returns/:id/refund',
    {
      schema: {
        tags,
        summary:
          'Refund a received return: its items (what was paid for them) and optionally the shipping, or the whole order; through the gateway or recorded by hand',
        params: idParams,
        body: returnRefundSchema,
      },
      config: refund,
    },
    async (req) => ok(await refundReturn(app, req.params.id, req.body, staff(req), req.ip, req.lang)),
  );
};

export default returnsAdmin;
