import { currentPrice } from '@sen/core';
import type { FastifyInstance } from 'fastify';

const EVERY_MS = 60_000;

/**
 * Keeps the stored price of products on sale equal to what they cost now, as sale windows
 * open and close (docs/decisions/0006-sale-prices.md), so price filters and sorts can use the
 * column. Charging never relies on it: quotes and orders compute currentPrice() themselves.
 */
export async function sweepSalePrices(app: FastifyInstance, now = Date.now()): Promise<number> {
  const rows = await app.db
    .selectFrom('products')
    .select(['id', 'price', 'compare_price', 'sale_percentage', 'is_on_sale', 'sale_start', 'sale_end'])
    .where('is_on_sale', '=', 1)
    .where('compare_price', 'is not', null)
    .execute();
  const changed = rows
    .map((r) => ({
      id: r.id,
      from: r.price,
      to: currentPrice(
        {
          price: r.price,
          comparePrice: r.compare_price,
          salePercentage: r.sale_percentage,
          isOnSale: true,
          saleStart: r.sale_start,
          saleEnd: r.sale_end,
        },
        now,
      ),
    }))
    .filter((r) => r.to !== r.from);
  if (changed.length === 0) return 0;
  const updatedAt = new Date(now).toISOString();
  await app.db.transaction().execute(async (trx) => {
    for (const c of changed) {
      await trx.updateTable('products').set({ price: c.to, updated_at: updatedAt }).where('id', '=', c.id).execute();
    }
  });
  await Promise.all([app.cache.invalidate('products:'), app.cache.invalidate('home:')]);
  return changed.length;
}

export function startSaleSweeper(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  const run = () =>
    sweepSalePrices(app).catch((err) => {
      app.log.warn({ err }, 'sale price sweep failed');
      return 0;
    });
  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(run, EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
