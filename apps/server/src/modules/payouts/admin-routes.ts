import { fieldMessage, orderCancelByStaffSchema, orderCodeParamsSchema } from '@sen/core';
import { commissionSettingsSchema, payoutFormSchema, shipmentShipBodySchema } from '@sen/core/payouts/index';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound, ok } from '../../lib/http';
import { recordAudit } from '../audit/audit';
import { writeTransaction } from '../orders/db';
import { cancelShipment, moveShipment, shipmentsOf } from '../orders/shipments';
import { allBalances, defaultCommissionBp, recordPayout, saveDefaultCommissionBp, statementOf } from './ledger';

/*
 * Staff: the shipments of a split order (orders.write moves them), sellers' balances and payouts,
 * and commission rates (sellers.manage). Every write is audited in its own transaction.
 */
const payoutsAdmin: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const manage = { permission: 'sellers.manage' } as const;
  const staff = (req: FastifyRequest) => ({
    actor: `staff:${req.user!.id}` as const,
    audit: { id: req.user!.id, email: req.user!.email },
  });
  const idParams = z.object({ id: z.string().trim().min(1).max(64) });

  async function orderId(code: string): Promise<string> {
    const o = await app.db.selectFrom('orders').select('id').where('code', '=', code.toUpperCase()).executeTakeFirst();
    if (!o) throw notFound('ORDER_NOT_FOUND');
    return o.id;
  }

  app.get(
    '/admin/orders/:code/shipments',
    {
      schema: { tags, summary: "An order's shipments by seller", params: orderCodeParamsSchema },
      config: { permission: 'orders.read' },
    },
    async (req) => ok((await shipmentsOf(app.db, [await orderId(req.params.code)])).map(({ orderId: _o, ...s }) => s)),
  );

  for (const to of ['shipped', 'delivered'] as const) {
    app.post(
      `/admin/shipments/:id/${to === 'shipped' ? 'ship' : 'deliver'}`,
      {
        schema: {
          tags,
          summary: to === 'shipped' ? 'Mark a shipment shipped' : 'Mark a shipment delivered',
          params: idParams,
          ...(to === 'shipped' ? { body: shipmentShipBodySchema } : {}),
        },
        config: { permission: 'orders.write' },
      },
      async (req) => {
        const moved = await moveShipment(
          app,
          req.params.id,
          to,
          to === 'shipped' ? (req.body as never) : null,
          {},
          staff(req),
          req.lang,
        );
        return ok((await shipmentsOf(app.db, [moved.order_id])).map(({ orderId: _o, ...s }) => s));
      },
    );
  }

  app.post(
    '/admin/shipments/:id/cancel',
    {
      schema: {
        tags,
        summary:
          'Cancel a shipment before it ships: its lines leave the order, stock goes back (the order cancels if it was the last)',
        params: idParams,
        body: orderCancelByStaffSchema,
      },
      config: { permission: 'orders.write' },
    },
    async (req) => {
      const { orderId } = await cancelShipment(app, req.params.id, req.body.reason, {}, staff(req), req.lang);
      return ok((await shipmentsOf(app.db, [orderId])).map(({ orderId: _o, ...s }) => s));
    },
  );

  app.get('/admin/sellers/payouts', { schema: { tags, summary: "Sellers' balances" }, config: manage }, async () =>
    ok(await allBalances(app.db)),
  );

  app.get(
    '/admin/sellers/:id/statement',
    { schema: { tags, summary: "A seller's statement", params: idParams }, config: manage },
    async (req) => {
      const s = await app.db.selectFrom('sellers').select('id').where('id', '=', req.params.id).executeTakeFirst();
      if (!s) throw notFound('SELLER_NOT_FOUND');
      return ok((await statementOf(app.db, s.id)).reverse());
    },
  );

  app.post(
    '/admin/sellers/:id/payouts',
    { schema: { tags, summary: 'Record a payout to a seller', params: idParams, body: payoutFormSchema }, config: manage },
    async (req, reply) => {
      const who = staff(req);
      const done = await writeTransaction(app.db, app.dialect, (trx) => recordPayout(trx, req.params.id, req.body, who.audit));
      return reply.code(201).send(ok(done, 201));
    },
  );

  app.get('/admin/sellers/commissions', { schema: { tags, summary: 'Commission rates' }, config: manage }, async () => {
    const [defaultBp, categories] = await Promise.all([
      defaultCommissionBp(app.db),
      app.db
        .selectFrom('categories as c')
        .leftJoin('category_commissions as cc', 'cc.category_id', 'c.id')
        .select(['c.id', 'c.name', 'cc.commission_bp'])
        .orderBy('c.name')
        .execute(),
    ]);
    return ok({
      defaultBp,
      categories: categories.map((c) => ({
        categoryId: c.id,
        name: c.name,
        bp: c.commission_bp === null ? null : Number(c.commission_bp),
      })),
    });
  });

  app.put(
    '/admin/sellers/commissions',
    { schema: { tags, summary: 'Set the default and per-category rates', body: commissionSettingsSchema }, config: manage },
    async (req) => {
      const b = req.body;
      const who = staff(req);
      const ids = b.categories.map((c) => c.categoryId);
      const known = ids.length ? await app.db.selectFrom('categories').select('id').where('id', 'in', ids).execute() : [];
      const unknown = b.categories.findIndex((c) => !known.some((k) => k.id === c.categoryId));
      if (unknown >= 0)
        throw new AppError(400, 'VALIDATION_ERROR', undefined, [
          { field: `categories.${unknown}.categoryId`, message: fieldMessage('payout.category.unknown', req.lang) },
        ]);
      await writeTransaction(app.db, app.dialect, async (trx) => {
        const before = {
          defaultBp: await defaultCommissionBp(trx),
          categories: await trx.selectFrom('category_commissions').select(['category_id', 'commission_bp']).execute(),
        };
        await saveDefaultCommissionBp(trx, b.defaultBp);
        const now = new Date().toISOString();
        for (const c of b.categories) {
          const bp = c.bp;
          if (bp === null) await trx.deleteFrom('category_commissions').where('category_id', '=', c.categoryId).execute();
          else
            await trx
              .insertInto('category_commissions')
              .values({ category_id: c.categoryId, commission_bp: bp, updated_at: now })
              .onConflict((oc) => oc.column('category_id').doUpdateSet({ commission_bp: bp, updated_at: now }))
              .execute();
        }
        await recordAudit(trx, {
          actor: who.audit,
          action: 'update',
          entity: 'seller_commissions',
          entityId: 'commissions',
          before,
          after: b,
        });
      });
      return ok({ defaultBp: b.defaultBp });
    },
  );
};

export default payoutsAdmin;
