import { sellerAnalyticsQuerySchema } from '@sen/core/sellers/index';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { csvOf, sendCsv } from '../../lib/csv';
import { ok } from '../../lib/http';
import productRoutes from '../products/admin-routes';
import { sellerAnalytics } from './analytics';
import { currentSeller } from './guard';
import { flushProductStats } from './stats';

const SELLER = { permission: 'seller.access' } as const;

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
};

export default sellerArea;
