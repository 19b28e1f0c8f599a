import { randomUUID } from 'node:crypto';
import {
  couponListQuerySchema,
  type FlashSale,
  type FlashSaleInput,
  type FlashSaleItem,
  flashSaleCreateSchema,
  flashSaleUpdateSchema,
  recordIdParamsSchema,
} from '@sen/core';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { FlashSaleItemsTable, FlashSalesTable } from '../../db/tables/promotions';
import { notFound, ok } from '../../lib/http';
import { likeContains } from '../../lib/like';
import { newestFirstPage } from '../../lib/pagination';
import { recordAudit } from '../audit/audit';
import { currentPriceOf, flashUnitPrice } from './flash';
import { flashSalesChanged } from './flash-overlay';

const WRITE = { permission: 'marketing.write' } as const;

/** Flash sales with their items, and each item's product (name, picture, regular and flash price). */
export async function loadFlashSales(db: Kysely<Database>, sales: FlashSalesTable[]): Promise<FlashSale[]> {
  if (!sales.length) return [];
  const items = await db
    .selectFrom('flash_sale_items')
    .selectAll()
    .where(
      'flash_sale_id',
      'in',
      sales.map((s) => s.id),
    )
    .orderBy('position')
    .execute();
  const productIds = [...new Set(items.map((i) => i.product_id))];
  const products = productIds.length
    ? await db
        .selectFrom('products')
        .select([
          'id',
          'name',
          'slug',
          'thumbnail',
          'price',
          'compare_price',
          'sale_percentage',
          'is_on_sale',
          'sale_start',
          'sale_end',
          'quantity',
        ])
        .where('id', 'in', productIds)
        .execute()
    : [];
  const variantIds = items.map((i) => i.variant_id).filter((v): v is string => !!v);
  const variants = variantIds.length
    ? await db
        .selectFrom('product_variants')
        .select(['id', 'name', 'price', 'compare_price', 'quantity'])
        .where('id', 'in', variantIds)
        .execute()
    : [];
  const byId = new Map(products.map((p) => [p.id, p]));
  const variantOf = new Map(variants.map((v) => [v.id, v]));
  const toItem = (i: FlashSaleItemsTable): FlashSaleItem => {
    const p = byId.get(i.product_id);
    const v = i.variant_id ? variantOf.get(i.variant_id) : undefined;
    const price = p ? currentPriceOf({ ...p, ...(v ? { price: v.price, compare_price: v.compare_price } : {}) }) : 0;
    return {
      _id: i.id,
      productId: i.product_id,
      variantId: i.variant_id,
      priceType: i.price_type === 'percentage' ? 'percentage' : 'fixed',
      value: Number(i.value),
      cap: i.cap,
      perCustomer: i.per_customer,
      sold: i.sold,
      ...(p
        ? {
            product: {
              name: v?.name ? `${p.name} — ${v.name}` : p.name,
              slug: p.slug,
              thumbnail: p.thumbnail,
              price,
              flashPrice: Math.min(price, flashUnitPrice(i.price_type, Number(i.value), price)),
              quantity: v ? v.quantity : p.quantity,
            },
          }
        : {}),
    };
  };
  return sales.map((s) => ({
    _id: s.id,
    name: s.name,
    startsAt: s.starts_at,
    endsAt: s.ends_at,
    isActive: s.is_active === 1,
    items: items.filter((i) => i.flash_sale_id === s.id).map(toItem),
    createdAt: s.created_at,
    updatedAt: s.updated_at,
  }));
}

/** Staff flash sales (permission marketing.write): windows with a flash price, cap and per-customer cap per item. */
const flashAdmin: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  async function saleOr404(id: string) {
    const row = await app.db.selectFrom('flash_sales').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('FLASH_SALE_NOT_FOUND');
    return row;
  }
  const one = async (id: string) => (await loadFlashSales(app.db, [await saleOr404(id)]))[0]!;

  app.get(
    '/admin/flash-sales',
    { schema: { tags, summary: 'Flash sales, newest first', querystring: couponListQuerySchema }, config: WRITE },
    async (req) => {
      const { page, limit, q } = req.query;
      let query = app.db.selectFrom('flash_sales');
      if (q) query = query.where(likeContains('name', q));
      const { rows, pagination } = await newestFirstPage(query.selectAll(), page, limit);
      return ok({ items: await loadFlashSales(app.db, rows), pagination });
    },
  );

  app.get(
    '/admin/flash-sales/:id',
    { schema: { tags, summary: 'One flash sale', params: recordIdParamsSchema }, config: WRITE },
    async (req) => ok(await one(req.params.id)),
  );

  /** Writes the items: an item kept (same product and variant) keeps what it sold. */
  async function writeItems(trx: Kysely<Database>, saleId: string, items: FlashSaleInput['items']) {
    const old = await trx.selectFrom('flash_sale_items').selectAll().where('flash_sale_id', '=', saleId).execute();
    const key = (p: string, v: string | null) => `${p}\u0000${v ?? ''}`;
    const kept = new Map(old.map((o) => [key(o.product_id, o.variant_id), o]));
    const next = new Set(items.map((i) => key(i.productId, i.variantId || null)));
    for (const o of old)
      if (!next.has(key(o.product_id, o.variant_id))) await trx.deleteFrom('flash_sale_items').where('id', '=', o.id).execute();
    let position = 0;
    for (const i of items) {
      const values = {
        price_type: i.priceType,
        value: i.value,
        cap: i.cap,
        per_customer: i.perCustomer,
        position: position++,
      };
      const prev = kept.get(key(i.productId, i.variantId || null));
      if (prev) await trx.updateTable('flash_sale_items').set(values).where('id', '=', prev.id).execute();
      else
        await trx
          .insertInto('flash_sale_items')
          .values({
            id: randomUUID(),
            flash_sale_id: saleId,
            product_id: i.productId,
            variant_id: i.variantId || null,
            sold: 0,
            ...values,
          })
          .execute();
    }
  }

  app.post(
    '/admin/flash-sales',
    { schema: { tags, summary: 'Create a flash sale', body: flashSaleCreateSchema }, config: WRITE },
    async (req, reply) => {
      const id = randomUUID();
      const now = new Date().toISOString();
      const b = req.body;
      await app.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('flash_sales')
          .values({
            id,
            name: b.name,
            starts_at: b.startsAt,
            ends_at: b.endsAt,
            is_active: b.isActive ? 1 : 0,
            created_at: now,
            updated_at: now,
          })
          .execute();
        await writeItems(trx, id, b.items);
        await recordAudit(trx, { actor: req.user, action: 'create', entity: 'flash-sale', entityId: id, after: b });
      });
      await flashSalesChanged(app);
      reply.status(201);
      return ok(await one(id), 201);
    },
  );

  app.put(
    '/admin/flash-sales/:id',
    {
      schema: {
        tags,
        summary: 'Update a flash sale; only the fields sent change',
        params: recordIdParamsSchema,
        body: flashSaleUpdateSchema,
      },
      config: WRITE,
    },
    async (req) => {
      const before = await one(req.params.id);
      const b = req.body;
      await app.db.transaction().execute(async (trx) => {
        const set: Partial<FlashSalesTable> = { updated_at: new Date().toISOString() };
        if (b.name !== undefined) set.name = b.name;
        if (b.startsAt !== undefined) set.starts_at = b.startsAt;
        if (b.endsAt !== undefined) set.ends_at = b.endsAt;
        if (b.isActive !== undefined) set.is_active = b.isActive ? 1 : 0;
        await trx.updateTable('flash_sales').set(set).where('id', '=', before._id).execute();
        if (b.items) await writeItems(trx, before._id, b.items);
        await recordAudit(trx, {
          actor: req.user,
          action: 'update',
          entity: 'flash-sale',
          entityId: before._id,
          before,
          after: b,
        });
      });
      await flashSalesChanged(app);
      return ok(await one(before._id));
    },
  );

  app.delete(
    '/admin/flash-sales/:id',
    { schema: { tags, summary: 'Delete a flash sale (orders keep their prices)', params: recordIdParamsSchema }, config: WRITE },
    async (req) => {
      const before = await one(req.params.id);
      await app.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('flash_sales').where('id', '=', before._id).execute();
        await recordAudit(trx, { actor: req.user, action: 'delete', entity: 'flash-sale', entityId: before._id, before });
      });
      await flashSalesChanged(app);
      return ok({ _id: before._id, deleted: true });
    },
  );
};

export default flashAdmin;
