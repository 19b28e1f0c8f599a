import type { FastifyInstance } from 'fastify';
import { changeBus } from '../../lib/change-bus';
import { LISTING_PREFIX, listingChanged } from './listing-index';

/** Every cache prefix holding catalogue data: listing, product pages, related, sitemap, taxonomy, home strips, category/brand lists. */
const PREFIXES = ['products:', 'catalog:', 'home:'] as const;

export const CATALOGUE_TOPIC = 'catalogue';

/**
 * After a catalogue write (issue 12): the shared caches are dropped (with Redis, for every
 * instance at once) and every instance is told to drop its in-process rendered pages.
 * `productIds`: the write changed only these products, so every instance patches its listing
 * snapshot with their rows (listingChanged) instead of rebuilding it; without them (categories,
 * sellers) the shared listing token is dropped and every instance rebuilds.
 */
export async function catalogueChanged(app: FastifyInstance, productIds?: string[]): Promise<void> {
  await Promise.all([
    ...PREFIXES.map((p) => app.cache.invalidate(p)),
    productIds ? listingChanged(app, productIds) : app.cache.invalidate(LISTING_PREFIX),
  ]);
  await (await changeBus(app)).publish(CATALOGUE_TOPIC);
}
