import { randomBytes, randomUUID } from 'node:crypto';
import {
  clearanceSchema,
  computeTotals,
  type PromotionUsage,
  promotionGenerateSchema,
  promotionPreviewSchema,
  recordIdParamsSchema,
} from '@sen/core';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { csvOf, sendCsv } from '../../lib/csv';
import { AppError, notFound, ok } from '../../lib/http';
import { recordAudit } from '../audit/audit';
import { mergeRefs } from '../cart/lines';
import { buildCart } from '../cart/quote';
import { isUniqueViolation } from '../orders/db';
import { toCoupon } from './coupons';
import { resolvePromotions } from './promotions';

const WRITE = { permission: 'marketing.write' } as const;
/** Unambiguous letters and digits (no 0/O, 1/I/L) for codes read aloud or typed from paper. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

function randomCode(length: number): string {
  const bytes = randomBytes(length);
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[bytes[i]! % ALPHABET.length];
  return out;
}

/** Staff promotions beyond CRUD: duplicate, usage report, bulk single-use codes, preview, clearance. */
const promotionsAdmin: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  async function promotionOr404(id: string) {
    const row = await app.db.selectFrom('coupons').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('COUPON_NOT_FOUND');
    return row;
  }

  app.post(
    '/admin/coupons/:id/duplicate',
    { schema: { tags, summary: 'Copy a promotion (paused, unused, new code)', params: recordIdParamsSchema }, config: WRITE },
    async (req, reply) => {
      const src = await promotionOr404(req.params.id);
      const now = new Date().toISOString();
      const id = randomUUID();
      const stem = src.code.slice(0, 33);
      for (let attempt = 0; attempt < 5; attempt++) {
        const code = src.is_automatic === 1 ? `AUTO-${randomCode(10)}` : `${stem}-${randomCode(6)}`;
        const row = {
          ...src,
          id,
          code,
          name: src.name ? `${src.name} (copy)`.slice(0, 120) : '',
          used_count: 0,
          is_active: 0,
          batch_id: null,
          created_at: now,
          updated_at: now,
        };
        try {
          await app.db.transaction().execute(async (trx) => {
            await trx.insertInto('coupons').values(row).execute();
            await recordAudit(trx, { actor: req.user, action: 'duplicate', entity: 'promotion', entityId: id, after: row });
          });
          reply.status(201);
          return ok(toCoupon(await promotionOr404(id)), 201);
        } catch (err) {
          if (!isUniqueViolation(err)) throw err;
        }
      }
      throw new AppError(409, 'COUPON_CODE_TAKEN', { code: stem });
    },
  );

  app.get(
    '/admin/coupons/:id/report',
    {
      schema: { tags, summary: 'Usage of a promotion: orders, discount given, revenue', params: recordIdParamsSchema },
      config: WRITE,
    },
    async (req) => {
      const p = await promotionOr404(req.params.id);
      // The promotion itself and every code generated from it; cancelled orders gave nothing.
      const ids = [
        p.id,
        ...(await app.db.selectFrom('coupons').select('id').where('batch_id', '=', p.id).execute()).map((r) => r.id),
      ];
      const row = await app.db
        .selectFrom('order_promotions as op')
        .innerJoin('orders as o', 'o.id', 'op.order_id')
        .select((eb) => [
          eb.fn.count<number>('op.order_id').distinct().as('orders'),
          eb.fn.sum<number>('op.discount').as('discount'),
          eb.fn.sum<number>('op.shipping_discount').as('shipping'),
          eb.fn.sum<number>('o.total').as('revenue'),
        ])
        .where('op.promotion_id', 'in', ids)
        .where('o.status', '!=', 'cancelled')
        .executeTakeFirstOrThrow();
      const generated = await app.db
        .selectFrom('coupons')
        .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('used_count').as('used')])
        .where('batch_id', '=', p.id)
        .executeTakeFirstOrThrow();
      const usage: PromotionUsage = {
        orders: Number(row.orders ?? 0),
        discount: Number(row.discount ?? 0),
        shippingDiscount: Number(row.shipping ?? 0),
        revenue: Number(row.revenue ?? 0),
        usedCount: p.used_count + Number(generated.used ?? 0),
        generatedCodes: Number(generated.n ?? 0),
      };
      return ok(usage);
    },
  );

  app.post(
    '/admin/coupons/:id/generate',
    {
      schema: {
        tags,
        summary: 'Generate unique single-use codes with this promotion’s rules',
        params: recordIdParamsSchema,
        body: promotionGenerateSchema,
      },
      config: WRITE,
    },
    async (req, reply) => {
      const src = await promotionOr404(req.params.id);
      const { count, prefix } = req.body;
      const now = new Date().toISOString();
      const existing = new Set(
        (await app.db.selectFrom('coupons').select('code').where('code', 'like', `${prefix}%`).execute()).map((r) => r.code),
      );
      const codes = new Set<string>();
      while (codes.size < count) {
        const code = `${prefix ? `${prefix}-` : ''}${randomCode(8)}`;
        if (!existing.has(code)) codes.add(code);
      }
      const rows = [...codes].map((code) => ({
        ...src,
        id: randomUUID(),
        code,
        is_automatic: 0,
        max_uses: 1,
        uses_per_customer: 1,
        used_count: 0,
        batch_id: src.id,
        created_at: now,
        updated_at: now,
      }));
      try {
        await app.db.transaction().execute(async (trx) => {
          for (let i = 0; i < rows.length; i += 200)
            await trx
              .insertInto('coupons')
              .values(rows.slice(i, i + 200))
              .execute();
          await recordAudit(trx, {
            actor: req.user,
            action: 'generate',
            entity: 'promotion',
            entityId: src.id,
            after: { count, prefix },
          });
        });
      } catch (err) {
        // A code taken between the read and the insert (vanishingly rare): nothing was written.
        if (isUniqueViolation(err)) throw new AppError(409, 'COUPON_CODE_TAKEN', { code: prefix });
        throw err;
      }
      reply.status(201);
      return ok({ batchId: src.id, count: rows.length }, 201);
    },
  );

  app.get(
    '/admin/coupons/:id/codes.csv',
    {
      schema: { tags, summary: 'The codes generated from a promotion, as CSV (UTF-8 with BOM)', params: recordIdParamsSchema },
      config: WRITE,
    },
    async (req, reply) => {
      const src = await promotionOr404(req.params.id);
      const rows = await app.db
        .selectFrom('coupons')
        .select(['code', 'used_count', 'starts_at', 'ends_at', 'created_at'])
        .where('batch_id', '=', src.id)
        .orderBy('code')
        .execute();
      const csv = csvOf(
        ['code', 'used', 'startsAt', 'endsAt', 'createdAt'],
        rows.map((r) => [r.code, r.used_count, r.starts_at ?? '', r.ends_at ?? '', r.created_at]),
      );
      return sendCsv(reply, `codes-${src.code}`, csv);
    },
  );

  app.post(
    '/admin/promotions/preview',
    {
      schema: { tags, summary: 'What the promotions give a cart now (same function as the order)', body: promotionPreviewSchema },
      config: WRITE,
    },
    async (req) => {
      const cart = await buildCart(app.db, mergeRefs(req.body.items), req.lang);
      const lines = cart.items.filter((l) => l.isAvailable);
      const customer = { userId: null, email: req.body.email?.toLowerCase() || null };
      const resolved = await resolvePromotions(app.db, { lines, code: req.body.code, customer, lang: req.lang });
      const totals = computeTotals({ lines, discounts: resolved.outcome });
      return ok({ items: cart.items, totals, promo: resolved.result, promotions: resolved.outcome.applied });
    },
  );

  app.put(
    '/admin/promotions/clearance',
    {
      schema: { tags, summary: 'Mark products for clearance (/clearance) or take them off', body: clearanceSchema },
      config: WRITE,
    },
    async (req) => {
      const { productIds, isClearance } = req.body;
      const changed = await app.db.transaction().execute(async (trx) => {
        const res = await trx
          .updateTable('products')
          .set({ is_clearance: isClearance ? 1 : 0 })
          .where('id', 'in', productIds)
          .executeTakeFirst();
        await recordAudit(trx, {
          actor: req.user,
          action: isClearance ? 'clearance-on' : 'clearance-off',
          entity: 'product',
          entityId: productIds.join(',').slice(0, 200),
          after: { productIds, isClearance },
        });
        return Number(res.numUpdatedRows);
      });
      await app.cache.invalidate('promotions:clearance');
      return ok({ changed });
    },
  );
};

export default promotionsAdmin;
