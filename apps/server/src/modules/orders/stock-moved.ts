import type { FastifyInstance } from 'fastify';
import { dropProductAnswers } from '../products/answer-keys';
import { listingChanged } from '../products/listing-index';
import { CURRENT_SALES_KEY } from '../promo/flash-overlay';

/** A product whose stock moved, and its slug when the caller has it (the product page is cached under both). */
export interface MovedGood {
  id: string;
  slug?: string | null;
}

/**
 * After a committed stock move — an order placed, cancelled or edited, a return received: the
 * product pages show the new stock at once (their answers are cached by id and by slug), and every
 * instance patches its listing snapshot with just these products' rows (decision 0362), which
 * also gives the listing's and the search's cached answers a new key (decision 0379). The flash
 * sales shown (their sold counts and stock) are read again too. Never inside the transaction: it
 * reads the committed rows.
 */
export async function stockMoved(app: Pick<FastifyInstance, 'db' | 'cache'>, goods: MovedGood[]): Promise<void> {
  const ids = [...new Set(goods.map((g) => g.id))];
  if (ids.length === 0) return;
  const known = new Set(goods.flatMap((g) => (g.slug ? [g.id] : [])));
  const missing = ids.filter((id) => !known.has(id));
  const slugs = missing.length
    ? await app.db.selectFrom('products').select(['id', 'slug']).where('id', 'in', missing).execute()
    : [];
  const keys = new Set<string>(ids);
  for (const g of [...goods, ...slugs]) if (g.slug) keys.add(g.slug);
  await Promise.all([dropProductAnswers(app.cache, keys), app.cache.drop([CURRENT_SALES_KEY])]);
  // Not waited for: this instance's next listing or search read waits for the patch (decision 0379).
  await listingChanged(app, ids, false);
}
