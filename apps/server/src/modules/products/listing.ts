import type { Language, ProductListing, ProductListingQuery } from '@sen/core';
import type { FastifyInstance } from 'fastify';
import { paginate } from '../../lib/pagination';
import { resolveFilters } from './filters';
import { productsByIds } from './queries';
import { pageIds, selectRows } from './select';
import { type Snapshot, snapshotHasVariants } from './snapshot';
import { loadTaxonomy, localizeRefs, nameIn } from './taxonomy';

/** Short enough that stock and price edits show within seconds, long enough to absorb bursts. */
export const LISTING_TTL = 15_000;

/**
 * Filters, facets and the page's ids come from the in-memory snapshot; the page's products
 * themselves are read fresh from the database (two small queries).
 */
export async function productListing(
  app: FastifyInstance,
  snapshot: Snapshot,
  q: ProductListingQuery,
  lang: Language = 'vi',
): Promise<ProductListing> {
  const taxonomy = await loadTaxonomy(app);
  const filters = resolveFilters(q, taxonomy, new Date().toISOString());
  const { match, total, facets } = selectRows(snapshot, filters, taxonomy);
  const items = await productsByIds(app.db, pageIds(snapshot, match, q.sort, q.page, q.limit), (id) =>
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
