import { createHash } from 'node:crypto';
import type { Language, ProductListing, ProductListingQuery } from '@sen/core';
import type { FastifyInstance } from 'fastify';
import { paginate } from '../../lib/pagination';
import { cardFlashPrice, flashSchedule, runningByProduct } from '../promo/flash-overlay';
import { resolveFilters } from './filters';
import { productsByIds } from './queries';
import { pageIds, selectRows } from './select';
import { type Snapshot, snapshotHasVariants } from './snapshot';
import { loadTaxonomy, localizeRefs, nameIn } from './taxonomy';

/** Short enough that stock and price edits show within seconds, long enough to absorb bursts. */
export const LISTING_TTL = 15_000;

/**
 * The snapshot rows on flash sale at `now` with the price their cards show (cardFlashPrice), and
 * a short key naming them for the answer cache: a listing filtered or sorted by price differs
 * while a sale runs, and from one sale switch to the next (decision 0361).
 */
export async function flashPricesNow(
  app: FastifyInstance,
  snapshot: Snapshot,
  now = Date.now(),
): Promise<{ shownPrices: Map<number, number>; key: string }> {
  const shownPrices = new Map<number, number>();
  for (const [id, items] of runningByProduct(await flashSchedule(app), now)) {
    const i = snapshot.ids.rowOf(id);
    if (i === undefined) continue;
    const price = cardFlashPrice(snapshot.price[i]!, items);
    if (price !== null) shownPrices.set(i, price);
  }
  if (!shownPrices.size) return { shownPrices, key: '' };
  const text = [...shownPrices]
    .map(([i, p]) => `${snapshot.ids.at(i)}=${p}`)
    .sort()
    .join(',');
  return { shownPrices, key: createHash('sha1').update(text).digest('base64url').slice(0, 16) };
}

/**
 * Filters, facets and the page's ids come from the in-memory snapshot; the page's products
 * themselves are read fresh from the database (two small queries).
 */
export async function productListing(
  app: FastifyInstance,
  snapshot: Snapshot,
  q: ProductListingQuery,
  lang: Language = 'vi',
  shownPrices?: Map<number, number>,
): Promise<ProductListing> {
  const taxonomy = await loadTaxonomy(app);
  const filters = resolveFilters(q, taxonomy, new Date().toISOString());
  filters.shownPrices = shownPrices;
  const { match, total, facets } = selectRows(snapshot, filters, taxonomy);
  const items = await productsByIds(app.db, pageIds(snapshot, match, q.sort, q.page, q.limit, shownPrices), (id) =>
    snapshotHasVariants(snapshot, id),
  );
  const named = (list: { slug: string; name: string; count: number }[], bySlug: typeof taxonomy.categoryBySlug) =>
    list.map((f) => {
      const node = bySlug.get(f.slug);
      return node ? { ...f, name: nameIn(node, lang) } : f;
    });
  return {
    items: items.map((p) => localizeRefs(p, taxonomy, lang)),
    pagination: paginate(total, q.page, q.limit),
    facets: {
      ...facets,
      categories: named(facets.categories, taxonomy.categoryBySlug),
      brands: named(facets.brands, taxonomy.brandBySlug),
    },
  };
}
