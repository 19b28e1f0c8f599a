import { LOW_STOCK_THRESHOLD, orderCancelByStaffSchema } from '@sen/core';
import {
  type SellerDashboard,
  type SellerOrder,
  sellerDashboardQuerySchema,
  sellerOrdersQuerySchema,
  shipmentShipBodySchema,
} from '@sen/core/payouts/index';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { csvOf, fileDay, sendCsv } from '../../lib/csv';
import { ok } from '../../lib/http';
import { likeContains } from '../../lib/like';
import { paginate } from '../../lib/pagination';
import { cancelShipment, moveShipment, shipmentsOf } from '../orders/shipments';
import { balanceOf, statementOf } from '../payouts/ledger';
import { currentSeller } from './guard';

/*
 * The seller's side of fulfilment and money (issue 18 part B): their shipments with what
 * fulfilment needs of the buyer, shipping and delivering them, their statement and dashboard.
 * Every query filters on currentSeller's id (decision 0290), never on an id from the request:
 * another seller's shipment is simply not found.
 */
const sellerOrders: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['seller'];
  const config = { permission: 'seller.access' } as const;
  const idParams = z.object({ id: z.string().trim().min(1).max(64) });
  const who = (req: FastifyRequest) => ({
    actor: `seller:${req.user!.id}` as const,
    audit: { id: req.user!.id, email: req.user!.email },
  });

  app.get(
    '/seller/orders',
    { schema: { tags, summary: "The seller's shipments, newest first", querystring: sellerOrdersQuerySchema }, config },
    async (req) => {
      const seller = await currentSeller(app, req);
      const f = req.query;
      let q = app.db
        .selectFrom('order_shipments as s')
        .innerJoin('orders as o', 'o.id', 's.order_id')
        .leftJoin('order_pickups as pk', 'pk.order_id', 's.order_id')
        .where('s.seller_key', '=', seller.id);
      if (f.status) q = q.where('s.status', '=', f.status);
      if (f.q) q = q.where(likeContains('o.code', f.q.toUpperCase()));
      if (f.from) q = q.where('o.created_at', '>=', `${f.from}T00:00:00.000Z`);
      if (f.to) q = q.where('o.created_at', '<=', `${f.to}T23:59:59.999Z`);
      const [rows, total] = await Promise.all([
        q
          .select([
            's.order_id',
            'o.code',
            'o.status',
            'o.created_at',
            'o.full_name',
            'o.phone',
            'o.address',
            'o.ward_name',
            'o.province_name',
            'o.notes',
            'pk.store_name',
            'pk.store_address',
          ])
          .orderBy('o.created_at', 'desc')
          .orderBy('s.id')
          .limit(f.limit)
          .offset((f.page - 1) * f.limit)
          .execute(),
        q.select(sql<number | string>`count(*)`.as('n')).executeTakeFirst(),
      ]);
      const shipments = await shipmentsOf(
        app.db,
        rows.map((r) => r.order_id),
        seller.id,
      );
      const items: SellerOrder[] = rows.map((r) => {
        const { orderId: _o, ...shipment } = shipments.find((s) => s.orderId === r.order_id)!;
        return {
          shipment,
          orderCode: r.code,
          orderStatus: r.status,
          placedAt: r.created_at,
          // A pickup order goes to the store, not to the buyer: the name labels the parcel, the
          // buyer's phone and address are not the seller's to know (decision 0301).
          buyer:
            r.store_name === null
              ? {
                  fullName: r.full_name,
                  phone: r.phone,
                  address: r.address,
                  wardName: r.ward_name,
                  provinceName: r.province_name,
                  notes: r.notes,
                }
              : { fullName: r.full_name, phone: '', address: '', wardName: '', provinceName: '', notes: r.notes },
          pickupStore: r.store_name === null ? null : { name: r.store_name, address: r.store_address ?? '' },
        };
      });
      return ok({ items, pagination: paginate(Number(total?.n ?? 0), f.page, f.limit) });
    },
  );

  app.post(
    '/seller/shipments/:id/ship',
    {
      schema: {
        tags,
        summary: 'Mark my shipment shipped, with its tracking (to the pickup store: none needed)',
        params: idParams,
        body: shipmentShipBodySchema,
      },
      config,
    },
    async (req) => {
      const seller = await currentSeller(app, req);
      await moveShipment(app, req.params.id, 'shipped', req.body, { sellerId: seller.id }, who(req), req.lang);
      return ok((await shipmentsOf(app.db, [await orderOf(req.params.id)], seller.id))[0]);
    },
  );

  app.post(
    '/seller/shipments/:id/deliver',
    { schema: { tags, summary: 'Mark my shipment delivered', params: idParams }, config },
    async (req) => {
      const seller = await currentSeller(app, req);
      await moveShipment(app, req.params.id, 'delivered', null, { sellerId: seller.id }, who(req));
      return ok((await shipmentsOf(app.db, [await orderOf(req.params.id)], seller.id))[0]);
    },
  );

  app.post(
    '/seller/shipments/:id/cancel',
    {
      schema: {
        tags,
        summary:
          'Cancel my shipment before it ships: its lines leave the order, stock goes back (the order cancels if it was the last)',
        params: idParams,
        body: orderCancelByStaffSchema,
      },
      config,
    },
    async (req) => {
      const seller = await currentSeller(app, req);
      await cancelShipment(app, req.params.id, req.body.reason, { sellerId: seller.id }, who(req), req.lang);
      return ok((await shipmentsOf(app.db, [await orderOf(req.params.id)], seller.id))[0]);
    },
  );

  async function orderOf(shipmentId: string): Promise<string> {
    const r = await app.db
      .selectFrom('order_shipments')
      .select('order_id')
      .where('id', '=', shipmentId)
      .executeTakeFirstOrThrow();
    return r.order_id;
  }

  app.get('/seller/payouts', { schema: { tags, summary: 'My balance and statement' }, config }, async (req) => {
    const seller = await currentSeller(app, req);
    const [balance, lines] = await Promise.all([balanceOf(app.db, seller.id), statementOf(app.db, seller.id)]);
    return ok({ balance, lines: lines.reverse() });
  });

  app.get('/seller/payouts.csv', { schema: { tags, summary: 'My statement as CSV' }, config }, async (req, reply) => {
    const seller = await currentSeller(app, req);
    const lines = await statementOf(app.db, seller.id);
    const csv = csvOf(
      ['date', 'kind', 'order', 'description', 'gross', 'commission', 'amount', 'availableAt', 'balance'],
      lines.map((l) => [l.createdAt, l.kind, l.orderCode, l.note, l.gross, l.commission, l.amount, l.availableAt, l.balance]),
      { formulaSafe: true },
    );
    return sendCsv(reply, `statement-${seller.slug}-${fileDay()}`, csv);
  });

  app.get(
    '/seller/dashboard',
    {
      schema: {
        tags,
        summary: 'My sales over a period, orders to fulfil, low stock and balance',
        querystring: sellerDashboardQuerySchema,
      },
      config,
    },
    async (req) => {
      const seller = await currentSeller(app, req);
      const to = req.query.to ?? new Date().toISOString().slice(0, 10);
      const from = req.query.from ?? new Date(Date.parse(`${to}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10);
      const [sales, net, toFulfil, lowStock, balance] = await Promise.all([
        app.db
          .selectFrom('order_items as oi')
          .innerJoin('orders as o', 'o.id', 'oi.order_id')
          .select([
            sql<number | string>`count(distinct o.id)`.as('orders'),
            sql<number | string>`coalesce(sum(oi.quantity), 0)`.as('units'),
            sql<number | string>`coalesce(sum(oi.line_total), 0)`.as('gross'),
          ])
          .where('oi.seller_id', '=', seller.id)
          .where('o.status', 'not in', ['cancelled', 'failed', 'refunded'])
          .where('o.created_at', '>=', `${from}T00:00:00.000Z`)
          .where('o.created_at', '<=', `${to}T23:59:59.999Z`)
          .executeTakeFirstOrThrow(),
        app.db
          .selectFrom('seller_ledger')
          .select(sql<number | string>`coalesce(sum(amount), 0)`.as('net'))
          .where('seller_id', '=', seller.id)
          .where('kind', 'in', ['sale', 'refund'])
          .where('created_at', '>=', `${from}T00:00:00.000Z`)
          .where('created_at', '<=', `${to}T23:59:59.999Z`)
          .executeTakeFirstOrThrow(),
        app.db
          .selectFrom('order_shipments as s')
          .innerJoin('orders as o', 'o.id', 's.order_id')
          .select(sql<number | string>`count(*)`.as('n'))
          .where('s.seller_key', '=', seller.id)
          .where('s.status', '=', 'processing')
          .where('o.status', 'not in', ['cancelled', 'failed', 'refunded'])
          .executeTakeFirstOrThrow(),
        app.db
          .selectFrom('products')
          .select(['id', 'name', 'sku', 'quantity'])
          .where('seller_id', '=', seller.id)
          .where('quantity', '<', LOW_STOCK_THRESHOLD)
          .where('status', '!=', 'archived')
          .orderBy('quantity')
          .limit(20)
          .execute(),
        balanceOf(app.db, seller.id),
      ]);
      const body: SellerDashboard = {
        from,
        to,
        sales: { orders: Number(sales.orders), units: Number(sales.units), gross: Number(sales.gross), net: Number(net.net) },
        toFulfil: Number(toFulfil.n),
        lowStock: lowStock.map((p) => ({ id: p.id, name: p.name, sku: p.sku, quantity: Number(p.quantity) })),
        balance,
      };
      return ok(body);
    },
  );
};

export default sellerOrders;
