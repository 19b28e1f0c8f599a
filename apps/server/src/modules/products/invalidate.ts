import type { FastifyInstance } from 'fastify';
import { changeBus } from '../../lib/change-bus';

/** Every cache prefix holding catalogue data: listing, product pages, related, sitemap, taxonomy, home strips, category/brand lists. */
const PREFIXES = ['products:', 'catalog:', 'home:'] as const;

export const CATALOGUE_TOPIC = 'catalogue';

/**
 * After a catalogue write (issue 12): the shared caches are dropped (with Redis, for every
 * instance at once; the listing index token lives there too, so each instance's next listing
 * uses a fresh snapshot) and every instance is told to drop its in-process rendered pages.
 */
export async function catalogueChanged(app: FastifyInstance): Promise<void> {
  await Promise.all(PREFIXES.map((p) => app.cache.invalidate(p)));
  await (await changeBus(app)).publish(CATALOGUE_TOPIC);
}
