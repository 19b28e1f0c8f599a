import { currentPrice } from '@sen/core';
import type { FastifyInstance } from 'fastify';
import { type Kysely, type Selectable, sql } from 'kysely';
import { withScan } from '../../db/connection';
import type { Database, ProductsTable } from '../../db/schema';
import { listingChanged } from '../products/listing-index';

const EVERY_MS = 60_000;

/**
 * Keeps the stored price of products on sale equal to what they cost now, as sale windows
 * open and close (docs/decisions/0006-sale-prices.md), so price filters and sorts can use the
 * column. Charging never relies on it: quotes and orders compute currentPrice() themselves.
 */
export async function sweepSalePrices(app: FastifyInstance, now = Date.now()): Promise<number> {
  // Every product on sale, each minute (20,000 rows at 100,000 products): read on a scan handle, so
  // the pages read stay out of the shop connection's cache (decision 0404), and SWEEP_READ rows at a
  // time in the order of the index of products on sale (0064): 20,000 rows read at once outlived the
  // young generation, and an idle server kept them as ~9 MB of garbage (decision 0410).
  const changed = await withScan(app.db, async (scan) => {
    const stale: Array<{ id: string; from: number; to: number }> = [];
    let after: SweepKey | null = null;
    for (;;) {
      const rows = await readOnSale(scan, after);
      for (const r of rows) {
        const to = currentPrice(
          {
            price: r.price,
            comparePrice: r.compare_price,
            salePercentage: r.sale_percentage,
            isOnSale: true,
            saleStart: r.sale_start,
            saleEnd: r.sale_end,
          },
          now,
        );
        if (to !== r.price) stale.push({ id: r.id, from: r.price, to });
      }
      const last = rows.at(-1);
      if (!last || rows.length < SWEEP_READ) return stale;
      after = last;
    }
  });
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

/** Where a read of products on sale goes on from: the last row's place in their index. */
type SweepKey = Pick<Selectable<ProductsTable>, 'status' | 'sale_percentage' | 'id'>;

/** Rows read at a time: a page that dies young (decision 0410). */
export const SWEEP_READ = 1_000;

/** The next SWEEP_READ products on sale after `after`, in the order of their index (0064). */
function readOnSale(scan: Kysely<Database>, after: SweepKey | null) {
  let read = scan
    .selectFrom('products')
    .select(['id', 'status', 'price', 'compare_price', 'sale_percentage', 'sale_start', 'sale_end'])
    .where('is_on_sale', '=', 1)
    .where('compare_price', 'is not', null);
  if (after)
    read = read.where((eb) =>
      eb(eb.refTuple('status', 'sale_percentage', 'id'), '>', eb.tuple(after.status, after.sale_percentage, after.id)),
    );
  return read.orderBy('status').orderBy('sale_percentage').orderBy('id').limit(SWEEP_READ).execute();
}

/** At start (in the background, never holding up start-up) and every minute after. */
export function startSaleSweeper(app: FastifyInstance): void {
  app.addHook('onReady', async () => {
    app.jobs.every('sale price sweep', EVERY_MS, () => sweepSalePrices(app));
  });
}
