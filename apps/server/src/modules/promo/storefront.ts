import type { FlashSale, ProductSummary, PromoType } from '@sen/core';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/http';
import { productSelect, withImagesSummary } from '../catalog/queries';
import { parseTarget } from './coupons';
import { CURRENT_SALES_KEY, SCHEDULE_TTL } from './flash-overlay';
import { loadFlashSales } from './flash-routes';

export interface RunningPromotion {
  _id: string;
  name: string;
  description: string;
  type: PromoType;
  value: number;
  /** The code to type; null for an automatic promotion. */
  code: string | null;
  minimumPurchase: number | null;
  buyQuantity: number | null;
  getQuantity: number | null;
  endsAt: string | null;
  products: ProductSummary[];
}

const listQuery = z.object({ limit: z.coerce.number().int().min(1).max(60).default(24) });

/**
 * Storefront promotions (issue 15): running promotions with their products (/promotions, /deals),
 * the running and next flash sales (/flash-sale and the home strip), and the clearance products.
 * Flash sales are kept as briefly as the flash schedule and dropped at each sale's start and end
 * (flash-overlay.ts); the countdown uses the server's clock, sent fresh with every answer.
 */
const promotionsPublic: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['promotions'];

  /** Active sales not over at `at` and starting within 7 days, with their products' cards. */
  async function currentSales(at: string): Promise<FlashSale[]> {
    const soon = new Date(Date.parse(at) + 7 * 86_400_000).toISOString();
    const rows = await app.db
      .selectFrom('flash_sales')
      .selectAll()
      .where('is_active', '=', 1)
      .where('ends_at', '>', at)
      .where('starts_at', '<=', soon)
      .orderBy('starts_at')
      .limit(10)
      .execute();
    const sales = await loadFlashSales(app.db, rows);
    const ids = [...new Set(sales.flatMap((s) => s.items.map((i) => i.productId)))];
    const summaries = ids.length
      ? await withImagesSummary(app.db, await productSelect(app.db).where('p.id', 'in', ids).execute())
      : [];
    const byId = new Map(summaries.map((p) => [p._id, p]));
    for (const s of sales)
      s.items = s.items.filter((i) => byId.has(i.productId)).map((i) => ({ ...i, summary: byId.get(i.productId) }));
    return sales;
  }

  app.get('/promotions/running', { schema: { tags, summary: 'Running promotions and their products' } }, async () => {
    const at = new Date().toISOString();
    const rows = await app.db
      .selectFrom('coupons')
      .selectAll()
      .where('is_active', '=', 1)
      .where('batch_id', 'is', null)
      // Only automatic promotions are public: a code is for those staff gave it to.
      .where('is_automatic', '=', 1)
      .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', at)]))
      .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', at)]))
      .where((eb) => eb.or([eb('max_uses', 'is', null), eb('used_count', '<', eb.ref('max_uses'))]))
      .orderBy('created_at', 'desc')
      .limit(30)
      .execute();
    const out: RunningPromotion[] = [];
    for (const r of rows) {
      const buy = parseTarget(r.buy_target);
      const get = parseTarget(r.get_target);
      const productIds = [...new Set([...buy.productIds, ...get.productIds])];
      const categoryIds = [...new Set([...buy.categoryIds, ...get.categoryIds])];
      let products: ProductSummary[] = [];
      if (productIds.length || categoryIds.length) {
        const list = await productSelect(app.db)
          .where((eb) =>
            eb.or([
              ...(productIds.length ? [eb('p.id', 'in', productIds)] : []),
              ...(categoryIds.length ? [eb('p.category_id', 'in', categoryIds)] : []),
            ]),
          )
          .where('p.is_available', '=', 1)
          .orderBy('p.sold', 'desc')
          .limit(12)
          .execute();
        products = await withImagesSummary(app.db, list);
      }
      out.push({
        _id: r.id,
        name: r.name || r.code,
        description: r.description,
        type: r.type as PromoType,
        value: Number(r.value),
        code: r.is_automatic === 1 ? null : r.code,
        minimumPurchase: r.minimum_purchase === null ? null : Number(r.minimum_purchase),
        buyQuantity: r.buy_quantity ?? null,
        getQuantity: r.get_quantity ?? null,
        endsAt: r.ends_at,
        products,
      });
    }
    return ok({ items: out });
  });

  app.get(
    '/flash-sales/current',
    { schema: { tags, summary: 'The running flash sales and those starting in the next 7 days, with the server time' } },
    async (_req, reply) => {
      const at = new Date().toISOString();
      reply.header('cache-control', 'no-store');
      // Every home render asks: kept a few seconds (dropped at each sale's start and end and by
      // writes, see CURRENT_SALES_KEY); the clock sent with them is this request's own.
      const sales = await app.cache.wrap(CURRENT_SALES_KEY, SCHEDULE_TTL, () => currentSales(at));
      return ok({ now: at, sales });
    },
  );

  app.get(
    '/promotions/clearance',
    { schema: { tags, summary: 'Products staff marked for clearance', querystring: listQuery } },
    async (req) => {
      const rows = await productSelect(app.db)
        .where('p.is_clearance', '=', 1)
        .orderBy('p.updated_at', 'desc')
        .limit(req.query.limit)
        .execute();
      return ok({ items: await withImagesSummary(app.db, rows) });
    },
  );
};

export default promotionsPublic;
