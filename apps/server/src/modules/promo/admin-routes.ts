import { randomBytes, randomUUID } from 'node:crypto';
import {
  type CouponPatch,
  couponCreateSchema,
  couponListQuerySchema,
  couponUpdateSchema,
  fieldMessage,
  recordIdParamsSchema,
} from '@sen/core';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CouponsTable } from '../../db/tables/commerce';
import { AppError, notFound, ok } from '../../lib/http';
import { likeContains } from '../../lib/like';
import { newestFirstPage } from '../../lib/pagination';
import { recordAudit } from '../audit/audit';
import { isUniqueViolation } from '../orders/db';
import { toCoupon } from './coupons';
import promotionsAdmin from './promotions-admin';

type Row = Partial<Omit<CouponsTable, 'id' | 'created_at' | 'used_count'>>;

function toRow(b: CouponPatch): Row {
  const row: Row = {};
  if (b.code !== undefined) row.code = b.code;
  if (b.name !== undefined) row.name = b.name;
  if (b.description !== undefined) row.description = b.description;
  if (b.type !== undefined) row.type = b.type;
  if (b.value !== undefined) row.value = b.value;
  if (b.minimumPurchase !== undefined) row.minimum_purchase = b.minimumPurchase;
  if (b.maximumDiscount !== undefined) row.maximum_discount = b.maximumDiscount;
  if (b.startsAt !== undefined) row.starts_at = b.startsAt;
  if (b.endsAt !== undefined) row.ends_at = b.endsAt;
  if (b.maxUses !== undefined) row.max_uses = b.maxUses;
  if (b.usesPerCustomer !== undefined) row.uses_per_customer = b.usesPerCustomer;
  if (b.isActive !== undefined) row.is_active = b.isActive ? 1 : 0;
  if (b.isAutomatic !== undefined) row.is_automatic = b.isAutomatic ? 1 : 0;
  if (b.combinable !== undefined) row.combinable = b.combinable ? 1 : 0;
  if (b.buyQuantity !== undefined) row.buy_quantity = b.buyQuantity;
  if (b.getQuantity !== undefined) row.get_quantity = b.getQuantity;
  if (b.buy !== undefined) row.buy_target = JSON.stringify(b.buy);
  if (b.get !== undefined) row.get_target = JSON.stringify(b.get);
  return row;
}

const WRITE = { permission: 'marketing.write' } as const;

/** Staff coupons (permission marketing.write): percentage, fixed or free shipping, with their limits. */
const couponsAdmin: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  async function couponOr404(id: string) {
    const row = await app.db.selectFrom('coupons').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('COUPON_NOT_FOUND');
    return row;
  }

  async function write(run: () => Promise<unknown>, code: string | undefined) {
    try {
      await run();
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError(409, 'COUPON_CODE_TAKEN', { code: code ?? '' });
      throw err;
    }
  }

  app.get(
    '/admin/coupons',
    { schema: { tags, summary: 'Coupons, newest first', querystring: couponListQuerySchema }, config: WRITE },
    async (req) => {
      const { page, limit, q, isActive } = req.query;
      let query = app.db.selectFrom('coupons');
      if (q) query = query.where((eb) => eb.or([likeContains('code', q.toUpperCase()), likeContains('name', q)]));
      if (isActive) query = query.where('is_active', '=', isActive === 'true' ? 1 : 0);
      const { batchId, isAutomatic } = req.query;
      query = batchId ? query.where('batch_id', '=', batchId) : query.where('batch_id', 'is', null);
      if (isAutomatic) query = query.where('is_automatic', '=', isAutomatic === 'true' ? 1 : 0);
      const { rows, pagination } = await newestFirstPage(query.selectAll(), page, limit);
      return ok({ items: rows.map(toCoupon), pagination });
    },
  );

  app.get(
    '/admin/coupons/:id',
    { schema: { tags, summary: 'One coupon', params: recordIdParamsSchema }, config: WRITE },
    async (req) => ok(toCoupon(await couponOr404(req.params.id))),
  );

  app.post(
    '/admin/coupons',
    { schema: { tags, summary: 'Create a coupon', body: couponCreateSchema }, config: WRITE },
    async (req, reply) => {
      const id = randomUUID();
      const now = new Date().toISOString();
      // An automatic promotion is never typed: it gets an internal code no shopper can use.
      const code = req.body.code ?? `AUTO-${randomBytes(5).toString('hex').toUpperCase()}`;
      const row = { ...(toRow(req.body) as CouponsTable), code, id, used_count: 0, created_at: now, updated_at: now };
      await write(
        () =>
          app.db.transaction().execute(async (trx) => {
            await trx.insertInto('coupons').values(row).execute();
            await recordAudit(trx, { actor: req.user, action: 'create', entity: 'promotion', entityId: id, after: row });
          }),
        code,
      );
      reply.status(201);
      return ok(toCoupon(await couponOr404(id)), 201);
    },
  );

  app.put(
    '/admin/coupons/:id',
    {
      schema: {
        tags,
        summary: 'Update a coupon; only the fields sent change',
        params: recordIdParamsSchema,
        body: couponUpdateSchema,
      },
      config: WRITE,
    },
    async (req) => {
      const existing = await couponOr404(req.params.id);
      // The schema checks the fields sent together; a partial update is checked against what it joins.
      const next = { ...toCoupon(existing), ...req.body };
      const errors = [];
      if (next.type === 'percentage' && (next.value < 1 || next.value > 100)) {
        errors.push({ field: 'value', message: fieldMessage('coupon.value.percentage', req.lang) });
      }
      if (next.type === 'fixed' && !(next.value > 0))
        errors.push({ field: 'value', message: fieldMessage('coupon.value.fixed', req.lang) });
      if (next.startsAt && next.endsAt && Date.parse(next.startsAt) >= Date.parse(next.endsAt)) {
        errors.push({ field: 'endsAt', message: fieldMessage('coupon.dates.order', req.lang) });
      }
      if (errors.length) throw new AppError(400, 'VALIDATION_ERROR', undefined, errors);
      const changes = { ...toRow(req.body), updated_at: new Date().toISOString() };
      await write(
        () =>
          app.db.transaction().execute(async (trx) => {
            await trx.updateTable('coupons').set(changes).where('id', '=', existing.id).execute();
            await recordAudit(trx, {
              actor: req.user,
              action: 'update',
              entity: 'promotion',
              entityId: existing.id,
              before: existing,
              after: changes,
            });
          }),
        req.body.code,
      );
      return ok(toCoupon(await couponOr404(existing.id)));
    },
  );

  app.delete(
    '/admin/coupons/:id',
    { schema: { tags, summary: 'Delete a coupon (orders keep its code)', params: recordIdParamsSchema }, config: WRITE },
    async (req) => {
      const existing = await couponOr404(req.params.id);
      await app.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('coupons').where('id', '=', existing.id).execute();
        await recordAudit(trx, {
          actor: req.user,
          action: 'delete',
          entity: 'promotion',
          entityId: existing.id,
          before: existing,
        });
      });
      return ok({ _id: existing.id, deleted: true });
    },
  );

  await app.register(promotionsAdmin);
};

export default couponsAdmin;
