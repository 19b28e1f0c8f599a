import { randomUUID } from 'node:crypto';
import { fieldMessage } from '@sen/core';
import { normalizeTaxCode } from '@sen/core/customers/tax-code';
import { sellerApplicationSchema, shopSlug } from '@sen/core/sellers/index';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound, ok } from '../../lib/http';
import { paginate } from '../../lib/pagination';
import { findPlace } from '../address/queries';
import { recordAudit } from '../audit/audit';
import { writeTransaction } from '../orders/db';
import { productsByIds } from '../products/queries';
import { toApplication, toShop } from './queries';
import sellerArea from './seller-routes';
import { flushProductStats } from './stats';

/**
 * The seller area's own calls (issue 18, decision 0290). The application routes need only a
 * signed-in account (a person applies before being a seller); the seller's shop routes
 * (seller-routes.ts) declare `permission: 'seller.access'` and scope every query with
 * `currentSeller(app, req)` (guard.ts). The shop pages are public.
 */
const sellers: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['seller'];
  // Views and cart adds counted in memory are written before the process goes (stats.ts).
  app.addHook('onClose', async () => flushProductStats(app));

  app.get(
    '/seller/application',
    { schema: { tags, summary: "The caller's own seller application and its status, or null" }, config: { auth: 'required' } },
    async (req) => {
      const row = await app.db.selectFrom('sellers').selectAll().where('user_id', '=', req.user!.id).executeTakeFirst();
      return ok(row ? toApplication(row) : null);
    },
  );

  /** A free slug for a shop name: the name's, then -2, -3… */
  async function freeSlug(name: string, own: string | null): Promise<string> {
    const stem = shopSlug(name);
    for (let n = 1; ; n++) {
      const slug = n === 1 ? stem : `${stem}-${n}`;
      const taken = await app.db.selectFrom('sellers').select('id').where('slug', '=', slug).executeTakeFirst();
      if (!taken || taken.id === own) return slug;
    }
  }

  app.post(
    '/seller/application',
    {
      schema: {
        tags,
        summary: 'Apply to sell (one application per account; a rejected one may be sent again)',
        body: sellerApplicationSchema,
      },
      config: { auth: 'required' },
    },
    async (req, reply) => {
      const user = req.user!;
      // Staff sell nothing in their own name: approval would take their staff role away.
      if (user.role !== 'customer' && user.role !== 'seller') throw new AppError(403, 'SELLER_STAFF_ACCOUNT');
      const b = req.body;
      const place = await findPlace(app, b.provinceCode, b.wardCode);
      if (!place.province || !place.ward)
        throw new AppError(400, 'VALIDATION_ERROR', undefined, [
          { field: place.province ? 'wardCode' : 'provinceCode', message: fieldMessage('seller.place.unknown', req.lang) },
        ]);
      const before = await app.db.selectFrom('sellers').selectAll().where('user_id', '=', user.id).executeTakeFirst();
      if (before && before.status !== 'rejected') throw new AppError(409, 'SELLER_APPLICATION_EXISTS');
      const id = before?.id ?? randomUUID();
      const now = new Date().toISOString();
      const row = {
        shop_name: b.shopName,
        slug: await freeSlug(b.shopName, before?.id ?? null),
        tax_code: normalizeTaxCode(b.taxCode)!,
        address: b.address,
        province_code: place.province.code,
        province_name: place.province.name,
        ward_code: place.ward.code,
        ward_name: place.ward.name,
        phone: b.phone,
        email: b.email,
        bank_name: b.bankName,
        bank_account_number: b.bankAccountNumber,
        bank_account_name: b.bankAccountName,
        description: b.description,
        status: 'pending' as const,
        review_note: '',
        updated_at: now,
      };
      try {
        await writeTransaction(app.db, app.dialect, async (trx) => {
          if (before) {
            // Only a rejected application comes back, and only once at a time (the status check races).
            const moved = await trx
              .updateTable('sellers')
              .set(row)
              .where('id', '=', id)
              .where('status', '=', 'rejected')
              .executeTakeFirst();
            if (Number(moved.numUpdatedRows) !== 1) throw new AppError(409, 'SELLER_APPLICATION_EXISTS');
          } else {
            await trx
              .insertInto('sellers')
              .values({
                id,
                user_id: user.id,
                ...row,
                logo: '',
                commission_bp: null,
                rating_average: 0,
                rating_count: 0,
                approved_at: null,
                created_at: now,
              })
              .execute();
          }
          await recordAudit(trx, {
            actor: req.user,
            action: before ? 'update' : 'create',
            entity: 'seller',
            entityId: id,
            before: before ? toApplication(before) : null,
            after: { ...b, status: 'pending' },
          });
        });
      } catch (error) {
        // Two applications at once from one account: the unique user_id keeps one.
        if (error instanceof AppError) throw error;
        const found = await app.db.selectFrom('sellers').select('id').where('user_id', '=', user.id).executeTakeFirst();
        if (found && !before) throw new AppError(409, 'SELLER_APPLICATION_EXISTS');
        throw error;
      }
      const saved = await app.db.selectFrom('sellers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      reply.code(before ? 200 : 201);
      return ok(toApplication(saved), before ? 200 : 201);
    },
  );

  app.get(
    '/shops/:slug',
    {
      schema: {
        tags: ['shops'],
        summary: "An approved seller's shop page: name, logo, description, rating and a page of their published products",
        params: z.object({ slug: z.string().trim().min(1).max(100) }),
        querystring: z.object({
          page: z.coerce.number().int().min(1).max(10_000).default(1),
          limit: z.coerce.number().int().min(1).max(48).default(24),
        }),
      },
    },
    async (req) => {
      const row = await app.db
        .selectFrom('sellers')
        .selectAll()
        .where('slug', '=', req.params.slug)
        .where('status', '=', 'approved')
        .executeTakeFirst();
      if (!row) throw notFound('SELLER_NOT_FOUND');
      const { page, limit } = req.query;
      const published = app.db.selectFrom('products').where('seller_id', '=', row.id).where('status', '=', 'published');
      const [ids, total] = await Promise.all([
        published
          .select('id')
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        published.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      const items = await productsByIds(
        app.db,
        ids.map((r) => r.id),
      );
      return ok({
        shop: toShop(row, Number(total.n)),
        items,
        pagination: paginate(Number(total.n), page, limit),
      });
    },
  );

  app.get(
    '/shops',
    { schema: { tags: ['shops'], summary: 'Every approved shop (name and slug), for the listing’s seller filter' } },
    async () => {
      const rows = await app.db
        .selectFrom('sellers')
        .select(['slug', 'shop_name'])
        .where('status', '=', 'approved')
        .orderBy('shop_name')
        .execute();
      return ok(rows.map((r) => ({ slug: r.slug, name: r.shop_name })));
    },
  );

  await app.register(sellerArea);
};

export default sellers;
