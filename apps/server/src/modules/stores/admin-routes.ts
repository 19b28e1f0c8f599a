import { randomUUID } from 'node:crypto';
import { fieldMessage, orderCodeParamsSchema } from '@sen/core';
import type { StoreForm } from '@sen/core/stores/index';
import { pickupCollectSchema, storeFormSchema, storeIdParamsSchema, storeTransferSchema } from '@sen/core/stores/index';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StoresTable } from '../../db/tables/stores';
import { AppError, notFound, ok } from '../../lib/http';
import { findPlace } from '../address/queries';
import { recordAudit } from '../audit/audit';
import { writeTransaction } from '../orders/db';
import { dropProductAnswers } from '../products/answer-keys';
import { listPickups, markPickedUp, markReady, orderOfPickupCode } from './pickup';
import { findStoreRow, listStores, toStore } from './queries';
import { listTransfers, storeStock, transferStock } from './stock';

/**
 * Staff: the store locator (stores.manage: create, edit, delete, stock per store, transfers)
 * and the pickup desk (orders.write: ready for pickup, picked up with the code). Every write is
 * audited in its own transaction.
 */
const storesAdmin: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const manage = { permission: 'stores.manage' } as const;
  const orders = { permission: 'orders.write' } as const;
  const staff = (req: FastifyRequest) => ({
    actor: `staff:${req.user!.id}` as const,
    audit: { id: req.user!.id, email: req.user!.email },
  });

  async function toRow(b: StoreForm, lang: FastifyRequest['lang']) {
    const place = await findPlace(app, b.provinceCode, b.wardCode);
    if (!place.province || !place.ward)
      throw new AppError(400, 'VALIDATION_ERROR', undefined, [
        {
          field: place.province ? 'wardCode' : 'provinceCode',
          message: fieldMessage(place.province ? 'checkout.ward.unknown' : 'checkout.city.unknown', lang),
        },
      ]);
    return {
      name: b.name,
      address: b.address,
      province_code: place.province.code,
      province_name: place.province.name,
      ward_code: place.ward.code,
      ward_name: place.ward.name,
      phone: b.phone,
      email: b.email,
      hours: JSON.stringify(b.hours),
      is_default: b.isDefault ? 1 : 0,
      is_pickup_location: b.isPickupLocation ? 1 : 0,
      is_shipping_origin: b.isShippingOrigin ? 1 : 0,
      is_active: b.isActive ? 1 : 0,
      latitude: b.latitude,
      longitude: b.longitude,
    } satisfies Omit<StoresTable, 'id' | 'created_at' | 'updated_at'>;
  }

  app.get(
    '/admin/stores',
    {
      schema: {
        tags,
        summary: 'Every store, active or not',
        querystring: z.object({ q: z.string().trim().max(100).optional(), province: z.string().trim().max(10).optional() }),
      },
      config: manage,
    },
    async (req) => ok(await listStores(app.db, { activeOnly: false, q: req.query.q, province: req.query.province })),
  );

  app.post(
    '/admin/stores',
    { schema: { tags, summary: 'Add a store', body: storeFormSchema }, config: manage },
    async (req, reply) => {
      const row = await toRow(req.body, req.lang);
      const who = staff(req);
      const id = randomUUID();
      const now = new Date().toISOString();
      await writeTransaction(app.db, app.dialect, async (trx) => {
        if (row.is_default) await trx.updateTable('stores').set({ is_default: 0 }).where('is_default', '=', 1).execute();
        await trx
          .insertInto('stores')
          .values({ id, ...row, created_at: now, updated_at: now })
          .execute();
        await recordAudit(trx, { actor: who.audit, action: 'create', entity: 'store', entityId: id, after: req.body });
      });
      reply.code(201);
      return ok(toStore((await findStoreRow(app.db, id))!), 201);
    },
  );

  app.put(
    '/admin/stores/:id',
    { schema: { tags, summary: 'Change a store', params: storeIdParamsSchema, body: storeFormSchema }, config: manage },
    async (req) => {
      const before = await findStoreRow(app.db, req.params.id);
      if (!before) throw notFound('STORE_NOT_FOUND');
      const row = await toRow(req.body, req.lang);
      const who = staff(req);
      await writeTransaction(app.db, app.dialect, async (trx) => {
        if (row.is_default)
          await trx
            .updateTable('stores')
            .set({ is_default: 0 })
            .where('is_default', '=', 1)
            .where('id', '!=', before.id)
            .execute();
        await trx
          .updateTable('stores')
          .set({ ...row, updated_at: new Date().toISOString() })
          .where('id', '=', before.id)
          .execute();
        await recordAudit(trx, {
          actor: who.audit,
          action: 'update',
          entity: 'store',
          entityId: before.id,
          before: toStore(before),
          after: req.body,
        });
      });
      return ok(toStore((await findStoreRow(app.db, before.id))!));
    },
  );

  app.delete(
    '/admin/stores/:id',
    {
      schema: { tags, summary: 'Delete a store that holds no stock and no open pickup order', params: storeIdParamsSchema },
      config: manage,
    },
    async (req) => {
      const who = staff(req);
      await writeTransaction(app.db, app.dialect, async (trx) => {
        const row = await trx.selectFrom('stores').selectAll().where('id', '=', req.params.id).executeTakeFirst();
        if (!row) throw notFound('STORE_NOT_FOUND');
        const stock = await trx
          .selectFrom('store_stock')
          .select('product_id')
          .where('store_id', '=', row.id)
          .where('quantity', '>', 0)
          .executeTakeFirst();
        const held = await trx
          .selectFrom('order_pickups')
          .select('order_id')
          .where('store_id', '=', row.id)
          .where('holds_stock', '=', 1)
          .where('picked_up_at', 'is', null)
          .executeTakeFirst();
        if (stock || held) throw new AppError(409, 'STORE_HAS_ORDERS');
        await trx.deleteFrom('store_stock').where('store_id', '=', row.id).execute();
        await trx.deleteFrom('stores').where('id', '=', row.id).execute();
        await recordAudit(trx, { actor: who.audit, action: 'delete', entity: 'store', entityId: row.id, before: toStore(row) });
      });
      return ok({ id: req.params.id });
    },
  );

  app.get(
    '/admin/stores/:id/stock',
    {
      schema: { tags, summary: "A store's pickup stock, with the delivery stock beside it", params: storeIdParamsSchema },
      config: manage,
    },
    async (req) => {
      if (!(await findStoreRow(app.db, req.params.id))) throw notFound('STORE_NOT_FOUND');
      return ok(await storeStock(app.db, req.params.id));
    },
  );

  app.get(
    '/admin/store-transfers',
    {
      schema: {
        tags,
        summary: 'Recorded stock transfers, newest first (optionally of one store)',
        querystring: z.object({ store: z.string().trim().max(64).optional() }),
      },
      config: manage,
    },
    async (req) => ok(await listTransfers(app.db, req.query.store)),
  );

  app.post(
    '/admin/store-transfers',
    {
      schema: {
        tags,
        summary: 'Move stock between the delivery stock (null) and a store, or between two stores; recorded and audited',
        body: storeTransferSchema,
      },
      config: manage,
    },
    async (req, reply) => {
      const who = staff(req);
      const transfer = await writeTransaction(app.db, app.dialect, (trx) => transferStock(trx, req.body, who.audit, req.lang));
      await dropProductAnswers(app.cache, [transfer.productId]);
      reply.code(201);
      return ok(transfer, 201);
    },
  );

  app.get(
    '/admin/pickups',
    {
      schema: {
        tags,
        summary: 'Click-and-collect orders: waiting (not collected, not cancelled) or collected, newest first',
        querystring: z.object({ state: z.enum(['open', 'done']).default('open') }),
      },
      config: { permission: 'orders.read' },
    },
    async (req) => ok(await listPickups(app.db, req.query.state)),
  );

  app.post(
    '/admin/pickups/collect',
    {
      schema: {
        tags,
        summary: 'The pickup desk: the order ready for pickup with this code (scanned or typed) is handed over',
        body: pickupCollectSchema,
      },
      config: orders,
    },
    async (req) => {
      const code = await orderOfPickupCode(app.db, req.body.pickupCode);
      if (!code)
        throw new AppError(409, 'PICKUP_CODE_WRONG', undefined, [
          { field: 'pickupCode', message: fieldMessage('store.pickup.codeWrong', req.lang) },
        ]);
      return ok(await markPickedUp(app, code, req.body.pickupCode, staff(req), req.lang));
    },
  );

  app.post(
    '/admin/orders/:code/pickup/ready',
    {
      schema: {
        tags,
        summary: 'The pickup order is at its store: readyForPickup, a pickup code made and mailed to the customer',
        params: orderCodeParamsSchema,
      },
      config: orders,
    },
    async (req) => ok(await markReady(app, req.params.code, staff(req))),
  );

  app.post(
    '/admin/orders/:code/pickup/collect',
    {
      schema: {
        tags,
        summary: 'The customer collected the order, proven by the pickup code (typed or scanned): pickedUp',
        params: orderCodeParamsSchema,
        body: pickupCollectSchema,
      },
      config: orders,
    },
    async (req) => ok(await markPickedUp(app, req.params.code, req.body.pickupCode, staff(req), req.lang)),
  );
};

export default storesAdmin;
