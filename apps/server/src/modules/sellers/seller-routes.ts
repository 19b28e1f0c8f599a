import { sellerAnalyticsQuerySchema } from '@sen/core/sellers/index';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { csvOf, sendCsv } from '../../lib/csv';
import { AppError, ok } from '../../lib/http';
import { removeStoredImage, storeImage } from '../../lib/images';
import { fieldError, imageError, readForm, registerMultipart } from '../../lib/multipart';
import { recordAudit } from '../audit/audit';
import { writeTransaction } from '../orders/db';
import productRoutes from '../products/admin-routes';
import { sellerAnalytics } from './analytics';
import { currentSeller } from './guard';
import { toApplication } from './queries';
import { flushProductStats } from './stats';

const SELLER = { permission: 'seller.access' } as const;
const LOGO_FIELDS = { fileFields: ['logo'], maxFiles: 1 } as const;

/**
 * The approved seller's own shop (issue 18, part A): their products — the admin's product routes
 * registered again in seller mode (decision 0291) — and their analytics. Every handler takes the
 * seller from currentSeller(app, req) and never from the request.
 */
const sellerArea: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['seller'];

  await app.register(productRoutes, { seller: true });

  app.get(
    '/seller/analytics',
    {
      schema: {
        tags,
        summary: "Views, add-to-cart, orders, conversion and revenue of each of the seller's products over shop-time days",
        querystring: sellerAnalyticsQuerySchema,
      },
      config: SELLER,
    },
    async (req) => {
      const me = await currentSeller(app, req);
      await flushProductStats(app);
      return ok(await sellerAnalytics(app.db, me.id, req.query));
    },
  );

  app.get(
    '/seller/analytics.csv',
    {
      schema: { tags, summary: 'The same figures as CSV, one row per product', querystring: sellerAnalyticsQuerySchema },
      config: SELLER,
    },
    async (req, reply) => {
      const me = await currentSeller(app, req);
      await flushProductStats(app);
      const a = await sellerAnalytics(app.db, me.id, req.query);
      const header = ['product', 'slug', 'views', 'add_to_cart', 'orders', 'units', 'conversion', 'revenue'] as const;
      const rows = a.rows.map((r) => [
        r.name,
        r.slug,
        r.views,
        r.addToCart,
        r.orders,
        r.units,
        r.conversion === null ? '' : r.conversion.toFixed(4),
        r.revenue,
      ]);
      return sendCsv(reply, `seller-analytics-${a.from}-${a.to}`, csvOf(header, rows, { formulaSafe: true }));
    },
  );

  /** The shop's logo (its shop settings): through the image pipeline, on the seller's own row only. */
  const setLogo = async (sellerId: string, url: string, who: { id: string; email: string }) => {
    let previous = '';
    await writeTransaction(app.db, app.dialect, async (trx) => {
      const before = await trx.selectFrom('sellers').select('logo').where('id', '=', sellerId).executeTakeFirstOrThrow();
      previous = before.logo;
      await trx
        .updateTable('sellers')
        .set({ logo: url, updated_at: new Date().toISOString() })
        .where('id', '=', sellerId)
        .execute();
      await recordAudit(trx, {
        actor: who,
        action: 'update',
        entity: 'seller',
        entityId: sellerId,
        before: { logo: before.logo },
        after: { logo: url },
      });
    });
    return previous;
  };
  const mine = async (sellerId: string) =>
    ok(toApplication(await app.db.selectFrom('sellers').selectAll().where('id', '=', sellerId).executeTakeFirstOrThrow()));

  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    await registerMultipart(scope, LOGO_FIELDS);
    scope.post(
      '/seller/shop/logo',
      {
        schema: {
          tags,
          summary: 'Upload my shop logo (multipart field "logo"; checked, re-encoded, stored in responsive widths)',
        },
        config: SELLER,
      },
      async (req) => {
        const me = await currentSeller(app, req);
        const form = await readForm(req, LOGO_FIELDS);
        const file = form.files.logo?.[0];
        if (!file) throw fieldError(req, 'logo', 'required');
        let url: string;
        try {
          url = (await storeImage(app, 'sellers', file)).url;
        } catch (error) {
          throw imageError(req, 'logo', error);
        }
        let previous = '';
        try {
          previous = await setLogo(me.id, url, { id: req.user!.id, email: req.user!.email });
        } catch (error) {
          await removeStoredImage(app.storage, url);
          throw error;
        }
        if (previous) await removeStoredImage(app.storage, previous);
        return mine(me.id);
      },
    );
  });

  app.delete(
    '/seller/shop/logo',
    { schema: { tags, summary: 'Remove my shop logo (the shop page shows its initial instead)' }, config: SELLER },
    async (req) => {
      const me = await currentSeller(app, req);
      if (!me.logo) throw new AppError(404, 'NOT_FOUND');
      const previous = await setLogo(me.id, '', { id: req.user!.id, email: req.user!.email });
      if (previous) await removeStoredImage(app.storage, previous);
      return mine(me.id);
    },
  );
};

export default sellerArea;
