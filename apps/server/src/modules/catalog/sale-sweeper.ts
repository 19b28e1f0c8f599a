import { currentPrice } from '@sen/core';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { withScan } from '../../db/connection';
import { listingChanged } from '../products/listing-index';

const EVERY_MS = 60_000;

/**
 * Keeps the stored price of products on sale equal to what they cost now, as sale windows
 * open and close (docs/decisions/0006-sale-prices.md), so price filters and sorts can use the
 * column. Charging never relies on it: quotes and orders compute currentPrice() themselves.
 */
export async function sweepSalePrices(app: FastifyInstance, now = Date.now()): Promise<number> {
  // Every product on sale, each minute (20,000 rows at 100,000 products): read on a scan handle, so
  // the pages read stay out of the shop connection's cache (decision 0404).
  const rows = await withScan(app.db, (scan) =>
    scan
      .selectFrom('products')
      .select(['id', 'price', 'compare_price', 'sale_percentage', 'is_on_sale', 'sale_start', 'sale_end'])
      .where('is_on_sale', '=', 1)
      .where('compare_price', 'is not', null)
      .execute(),
  );
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
  // One statement per batch rather than one per row: 20,000 stale rows (a big catalogue) take a few
  // statements, not 20,000 round trips. Each batch stands alone: an interrupted sweep is simply
  // finished by the next one. A row whose price changed since it was read keeps that price.
  for (let i = 0; i < changed.length; i += SWEEP_BATCH) {
    const batch = changed.slice(i, i + SWEEP_BATCH);
    const cases = sql.join(
      batch.map((c) => sql`when id = ${c.id} and price = ${c.from} then ${c.to}`),
      sql` `,
    );
    await app.db
      .updateTable('products')
      .set({ price: sql<number>`case ${cases} else price end`, updated_at: updatedAt })
      .where(
        'id',
        'in',
        batch.map((c) => c.id),
      )
      .execute();
  }
  await Promise.all([
    app.cache.invalidate('products:'),
    app.cache.invalidate('home:'),
    listingChanged(
      app,
      changed.map((c) => c.id),
    ),
  ]);
  return changed.length;
}

/** Rows per UPDATE: well under SQLite's and PostgreSQL's limits on bound parameters. */
export const SWEEP_BATCH = 500;

/** At start (in the background, never holding up start-up) and every minute after. */
export function startSaleSweeper(app: FastifyInstance): void {
  app.addHook('onReady', async () => {
    app.jobs.every('sale price sweep', EVERY_MS, () => sweepSalePrices(app));
  });
}
