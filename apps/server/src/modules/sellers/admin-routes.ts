import type { Role } from '@sen/core';
import {
  type AdminSeller,
  SELLER_STATUSES,
  sellerCommissionSchema,
  sellerProductReviewSchema,
  sellerReviewSchema,
} from '@sen/core/sellers/index';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import type { SellersTable } from '../../db/tables/sellers';
import { AppError, notFound, ok } from '../../lib/http';
import { likeContains } from '../../lib/like';
import { paginate } from '../../lib/pagination';
import { recordAudit } from '../audit/audit';
import { parsePreferences } from '../auth/users';
import { notifyAfter } from '../me/notify';
import { writeTransaction } from '../orders/db';
import { catalogueChanged } from '../products/invalidate';
import { changeUserAccess } from '../users/access';
import { sellerReviewMail } from './mail';
import { toApplication } from './queries';
import { readSellerSettings, writeSellerSettings } from './settings';

const MANAGE = { permission: 'sellers.manage' } as const;
const idParams = z.object({ id: z.string().trim().min(1).max(64) });

/** Which review moves a seller from which status (approve also lifts a suspension). */
const FROM: Record<'approve' | 'reject' | 'suspend', SellersTable['status'][]> = {
  approve: ['pending', 'suspended', 'rejected'],
  reject: ['pending'],
  suspend: ['approved'],
};
const TO = { approve: 'approved', reject: 'rejected', suspend: 'suspended' } as const;

/**
 * Staff with sellers.manage (issue 18, part A): seller applications (approve, reject, suspend, with
 * a note, a mail and a notification to the applicant), each seller's commission, the shop's
 * "review seller products" switch, and the moderation of sellers' products. Every write is audited.
 */
const sellersAdmin: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  async function sellerOr404(id: string): Promise<SellersTable> {
    const row = await app.db.selectFrom('sellers').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('SELLER_NOT_FOUND');
    return row;
  }

  async function toAdmin(rows: SellersTable[]): Promise<AdminSeller[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [users, counts] = await Promise.all([
      app.db
        .selectFrom('users')
        .select(['id', 'email', 'first_name', 'last_name'])
        .where(
          'id',
          'in',
          rows.map((r) => r.user_id),
        )
        .execute(),
      app.db
        .selectFrom('products')
        .select(['seller_id', sql<number>`count(*)`.as('n')])
        .where('seller_id', 'in', ids)
        .groupBy('seller_id')
        .execute(),
    ]);
    const userOf = new Map(users.map((u) => [u.id, u]));
    const countOf = new Map(counts.map((c) => [c.seller_id, Number(c.n)]));
    return rows.map((r) => ({
      ...toApplication(r),
      userId: r.user_id,
      userEmail: userOf.get(r.user_id)?.email ?? '',
      userName: [userOf.get(r.user_id)?.first_name, userOf.get(r.user_id)?.last_name].filter(Boolean).join(' '),
      commissionBp: r.commission_bp,
      ratingAverage: Number(r.rating_average),
      ratingCount: r.rating_count,
      productCount: countOf.get(r.id) ?? 0,
    }));
  }

  app.get(
    '/admin/sellers',
    {
      schema: {
        tags,
        summary: 'Seller applications and sellers: by status, search by shop, tax code or e-mail, with the count per status',
        querystring: z.object({
          status: z.enum([...SELLER_STATUSES, 'all']).default('all'),
          q: z.string().trim().max(100).optional(),
          page: z.coerce.number().int().min(1).max(10_000).default(1),
          limit: z.coerce.number().int().min(1).max(100).default(20),
        }),
      },
      config: MANAGE,
    },
    async (req) => {
      const { status, q, page, limit } = req.query;
      let query = app.db.selectFrom('sellers');
      if (status !== 'all') query = query.where('status', '=', status);
      if (q) {
        query = query.where((eb) =>
          eb.or([likeContains('shop_name', q), likeContains('tax_code', q), likeContains('email', q), likeContains('slug', q)]),
        );
      }
      const [rows, total, byStatus] = await Promise.all([
        query
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id')
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
        app.db
          .selectFrom('sellers')
          .select(['status', sql<number>`count(*)`.as('n')])
          .groupBy('status')
          .execute(),
      ]);
      return ok({
        items: await toAdmin(rows),
        pagination: paginate(Number(total.n), page, limit),
        counts: Object.fromEntries(SELLER_STATUSES.map((s) => [s, Number(byStatus.find((b) => b.status === s)?.n ?? 0)])),
      });
    },
  );

  app.get(
    '/admin/sellers/settings',
    { schema: { tags, summary: "The seller area's shop-wide switches (review seller products)" }, config: MANAGE },
    async () => ok(await readSellerSettings(app.db)),
  );

  app.put(
    '/admin/sellers/settings',
    {
      schema: {
        tags,
        summary: 'Turn the review of sellers’ new products on or off',
        body: z.object({ reviewProducts: z.boolean() }),
      },
      config: MANAGE,
    },
    async (req) => {
      const before = await readSellerSettings(app.db);
      await writeTransaction(app.db, app.dialect, async (trx) => {
        await writeSellerSettings(trx, req.body);
        await recordAudit(trx, {
          actor: req.user,
          action: 'update',
          entity: 'settings',
          entityId: 'sellers',
          before,
          after: req.body,
        });
      });
      return ok(req.body);
    },
  );

  app.get(
    '/admin/sellers/:id',
    { schema: { tags, summary: 'One seller with the account, commission and product count', params: idParams }, config: MANAGE },
    async (req) => ok((await toAdmin([await sellerOr404(req.params.id)]))[0]),
  );

  app.post(
    '/admin/sellers/:id/review',
    {
      schema: {
        tags,
        summary: 'Approve, reject or suspend a seller with a note (approval gives the account the seller role)',
        params: idParams,
        body: sellerReviewSchema,
      },
      config: MANAGE,
    },
    async (req) => {
      const { action, note } = req.body;
      const before = await sellerOr404(req.params.id);
      if (!FROM[action].includes(before.status)) throw new AppError(409, 'SELLER_REVIEW_STATE');
      const user = await app.db.selectFrom('users').selectAll().where('id', '=', before.user_id).executeTakeFirst();
      if (!user) throw notFound('SELLER_NOT_FOUND');
      const now = new Date().toISOString();
      const status = TO[action];
      await writeTransaction(app.db, app.dialect, async (trx) => {
        const moved = await trx
          .updateTable('sellers')
          .set({
            status,
            review_note: note,
            updated_at: now,
            ...(action === 'approve' && !before.approved_at ? { approved_at: now } : {}),
          })
          .where('id', '=', before.id)
          .where('status', '=', before.status)
          .executeTakeFirst();
        // Two staff deciding at once: the second finds the status moved.
        if (Number(moved.numUpdatedRows) !== 1) throw new AppError(409, 'SELLER_REVIEW_STATE');
        await recordAudit(trx, {
          actor: req.user,
          action: `seller.${action}`,
          entity: 'seller',
          entityId: before.id,
          before: { status: before.status, reviewNote: before.review_note },
          after: { status, reviewNote: note },
        });
      });
      // The role follows the shop: approved → seller; only a customer account becomes one (staff
      // cannot apply), and the seller keeps the role while suspended (currentSeller refuses them).
      if (action === 'approve' && user.role === 'customer')
        await changeUserAccess(app, req.user, user, { role: 'seller' as Role });
      // Their products leave or come back to the storefront with the shop.
      await catalogueChanged(app);
      const language = parsePreferences(user.preferences).language ?? 'vi';
      try {
        await app.mail.send(
          sellerReviewMail(user.email, before.shop_name, action, note, `${app.config.publicUrl}/seller`, language),
        );
      } catch (err) {
        app.log.warn({ err, seller: before.id }, 'seller review mail not queued');
      }
      const event = action === 'approve' ? 'sellerApproved' : action === 'reject' ? 'sellerRejected' : 'sellerSuspended';
      await notifyAfter(app, user.id, event, { title: before.shop_name });
      return ok((await toAdmin([await sellerOr404(before.id)]))[0]);
    },
  );

  app.put(
    '/admin/sellers/:id/commission',
    {
      schema: {
        tags,
        summary: "The seller's own commission in basis points (null: the category's, else the shop default)",
        params: idParams,
        body: sellerCommissionSchema,
      },
      config: MANAGE,
    },
    async (req) => {
      const before = await sellerOr404(req.params.id);
      await writeTransaction(app.db, app.dialect, async (trx) => {
        await trx
          .updateTable('sellers')
          .set({ commission_bp: req.body.commissionBp, updated_at: new Date().toISOString() })
          .where('id', '=', before.id)
          .execute();
        await recordAudit(trx, {
          actor: req.user,
          action: 'seller.commission',
          entity: 'seller',
          entityId: before.id,
          before: { commissionBp: before.commission_bp },
          after: req.body,
        });
      });
      return ok((await toAdmin([await sellerOr404(before.id)]))[0]);
    },
  );

  app.post(
    '/admin/seller-products/:id/review',
    {
      schema: {
        tags,
        summary: "Approve (and publish) or reject with a note a seller's product waiting for review",
        params: idParams,
        body: sellerProductReviewSchema,
      },
      config: MANAGE,
    },
    async (req) => {
      const { action, note } = req.body;
      const before = await app.db
        .selectFrom('products')
        .select(['id', 'status', 'seller_id', 'seller_review', 'seller_review_note'])
        .where('id', '=', req.params.id)
        .executeTakeFirst();
      if (!before?.seller_id) throw notFound('PRODUCT_NOT_FOUND');
      if (before.seller_review !== 'pending' && !(action === 'approve' && before.seller_review === 'rejected'))
        throw new AppError(409, 'SELLER_REVIEW_STATE');
      const changes =
        action === 'approve'
          ? { seller_review: 'approved', seller_review_note: note, status: 'published' }
          : { seller_review: 'rejected', seller_review_note: note, status: 'draft' };
      await writeTransaction(app.db, app.dialect, async (trx) => {
        await trx
          .updateTable('products')
          .set({ ...changes, updated_at: new Date().toISOString() })
          .where('id', '=', before.id)
          .execute();
        await recordAudit(trx, {
          actor: req.user,
          action: `product.${action}`,
          entity: 'product',
          entityId: before.id,
          before: { status: before.status, sellerReview: before.seller_review, note: before.seller_review_note },
          after: { status: changes.status, sellerReview: changes.seller_review, note },
        });
      });
      await catalogueChanged(app, [before.id]);
      return ok({ id: before.id, status: changes.status, sellerReview: changes.seller_review, note });
    },
  );
};

export default sellersAdmin;
