import { randomUUID } from 'node:crypto';
import {
  adminOrderListQuerySchema,
  BULK_TARGET,
  errorMessage,
  markPaidSchema,
  type OrderBulkResult,
  orderBulkSchema,
  orderCancelByStaffSchema,
  orderCodeParamsSchema,
  orderEditSchema,
  orderNoteSchema,
  orderStatusChangeSchema,
} from '@sen/core';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, notFound, ok } from '../../lib/http';
import { recordAudit } from '../audit/audit';
import { adminOrder, adminOrderList } from './admin-queries';
import { writeTransaction } from './db';
import { editOrder } from './edit';
import { markOrderPaid } from './paid';
import { findOrderByCode } from './queries';
import { changeStatus } from './status';
import { foldStatusDeltas } from './status-counts';

/**
 * Staff order operations (issue 13, decision 0150): list with tabs and filters, detail, status
 * moves through the state machine only (changeStatus), mark paid (markOrderPaid), cancel with a
 * reason, staff notes, bulk confirm / ship. Reading needs orders.read; every write needs
 * orders.write and leaves an audit entry in its own transaction.
 */
const FOLD_EVERY_MS = 10_000;

const ordersAdmin: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  app.addHook('onReady', async () => {
    app.background.every('order status counts', FOLD_EVERY_MS, () => foldStatusDeltas(app.db, app.dialect));
  });
  const read = { permission: 'orders.read' } as const;
  const write = { permission: 'orders.write' } as const;
  const staff = (req: FastifyRequest) => ({
    actor: `staff:${req.user!.id}` as const,
    audit: { id: req.user!.id, email: req.user!.email },
  });

  async function detail(code: string) {
    const row = await findOrderByCode(app.db, code);
    if (!row) throw notFound('ORDER_NOT_FOUND');
    return adminOrder(app.db, row);
  }

  app.get(
    '/admin/orders',
    {
      schema: {
        tags,
        summary:
          'Orders for staff: a status tab, search by code, phone, e-mail or name (accent-free), filters, sort and paging, with the count of each tab',
        querystring: adminOrderListQuerySchema,
      },
      config: read,
    },
    async (req) => ok(await adminOrderList(app.db, req.query)),
  );

  app.get(
    '/admin/orders/:code',
    {
      schema: { tags, summary: 'One order with payments, staff notes and who did what', params: orderCodeParamsSchema },
      config: read,
    },
    async (req) => ok(await detail(req.params.code)),
  );

  app.patch(
    '/admin/orders/:code/status',
    {
      schema: {
        tags,
        summary: 'Move an order to another status (only the allowed transitions; cancelling returns stock and coupon)',
        params: orderCodeParamsSchema,
        body: orderStatusChangeSchema,
      },
      config: write,
    },
    async (req) => {
      const who = staff(req);
      await changeStatus(app, req.params.code, req.body, who.actor, { audit: who.audit });
      return ok(await detail(req.params.code));
    },
  );

  app.post(
    '/admin/orders/:code/mark-paid',
    {
      schema: {
        tags,
        summary: 'Record the payment of a bank transfer or COD order (amount, reference); unlocks the courses it bought',
        params: orderCodeParamsSchema,
        body: markPaidSchema,
      },
      config: write,
    },
    async (req) => {
      const who = staff(req);
      const { changed } = await markOrderPaid(app, req.params.code, req.body, who.actor, { audit: who.audit, lang: req.lang });
      if (!changed) throw new AppError(409, 'ORDER_ALREADY_PAID');
      return ok(await detail(req.params.code));
    },
  );

  app.post(
    '/admin/orders/:code/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel an order with a reason (the customer is told; stock and coupon go back when it has not shipped)',
        params: orderCodeParamsSchema,
        body: orderCancelByStaffSchema,
      },
      config: write,
    },
    async (req) => {
      const who = staff(req);
      await changeStatus(app, req.params.code, { status: 'cancelled', note: req.body.reason }, who.actor, { audit: who.audit });
      return ok(await detail(req.params.code));
    },
  );

  app.post(
    '/admin/orders/:code/edit',
    {
      schema: {
        tags,
        summary:
          'Edit an order not shipped yet (address, quantities, lines removed or added): re-priced with its promotions, stock adjusted; `preview: true` changes nothing',
        params: orderCodeParamsSchema,
        body: orderEditSchema,
      },
      config: write,
    },
    async (req) => {
      const who = staff(req);
      const result = await editOrder(app as never, req.params.code, req.body, who, req.lang);
      return ok({ ...result, order: await detail(req.params.code) });
    },
  );

  app.post(
    '/admin/orders/:code/notes',
    {
      schema: {
        tags,
        summary: 'Add an internal staff note (never shown to the customer)',
        params: orderCodeParamsSchema,
        body: orderNoteSchema,
      },
      config: write,
    },
    async (req, reply) => {
      const who = staff(req);
      await writeTransaction(app.db, app.dialect, async (trx) => {
        const order = await findOrderByCode(trx, req.params.code);
        if (!order) throw notFound('ORDER_NOT_FOUND');
        const id = randomUUID();
        await trx
          .insertInto('order_notes')
          .values({
            id,
            order_id: order.id,
            author_id: req.user!.id,
            author_email: req.user!.email,
            body: req.body.body,
            created_at: new Date().toISOString(),
          })
          .execute();
        await recordAudit(trx, {
          actor: who.audit,
          action: 'note',
          entity: 'order',
          entityId: order.id,
          after: { code: order.code, noteId: id, body: req.body.body },
        });
      });
      reply.status(201);
      return ok(await detail(req.params.code), 201);
    },
  );

  app.post(
    '/admin/orders/bulk',
    {
      schema: {
        tags,
        summary: 'Confirm (→ processing) or ship (→ shipped, with tracking numbers) several orders; each one on its own',
        body: orderBulkSchema,
      },
      config: write,
    },
    async (req) => {
      const who = staff(req);
      const { action, codes, tracking } = req.body;
      const result: OrderBulkResult = { done: [], failed: [] };
      for (const code of [...new Set(codes.map((c) => c.toUpperCase()))]) {
        try {
          const trackingNumber = action === 'ship' ? tracking?.[code] : undefined;
          await changeStatus(
            app,
            code,
            { status: BULK_TARGET[action], note: '', ...(trackingNumber ? { trackingNumber } : {}) },
            who.actor,
            { audit: who.audit },
          );
          result.done.push(code);
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
          result.failed.push({ code, message: errorMessage(err.code, req.lang, err.params) });
        }
      }
      return ok(result);
    },
  );
};

export default ordersAdmin;
