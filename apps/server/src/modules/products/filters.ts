import { foldedWords, type ProductListingQuery } from '@sen/core';
import type { Taxonomy } from './taxonomy';

/** Listing filters with slugs resolved to ids. `null` means "not filtered". */
export interface Filters {
  categoryIds: string[] | null;
  brandIds: string[] | null;
  /** Issue 18: approved sellers' ids (from shop slugs), or null. */
  sellerIds?: string[] | null;
  min?: number;
  max?: number;
  rating?: number;
  inStock?: boolean;
  words: string[];
  tag?: string;
  onSale?: boolean;
  isNew?: boolean;
  bestseller?: boolean;
  now: string;
  /**
   * Snapshot rows whose shown price is not the stored one at `now` (a running flash sale,
   * decision 0361): the price filter, the price facet and the price sorts use it.
   */
  shownPrices?: Map<number, number>;
}

/**
 * Unknown slugs resolve to nothing, so `?category=nope` answers an empty page (with facets to
 * widen the search) rather than an error: a listing URL is a search, not a resource.
 */
export function resolveFilters(q: Partial<ProductListingQuery>, t: Taxonomy, now: string): Filters {
  const categoryIds = q.category?.length
    ? [...new Set(q.category.flatMap((s) => t.subtree.get(t.categoryBySlug.get(s)?.id ?? '') ?? []))]
    : null;
  const brandIds = q.brand?.length ? q.brand.flatMap((s) => t.brandBySlug.get(s)?.id ?? []) : null;
  const sellerIds = q.seller?.length ? q.seller.flatMap((s) => t.sellerBySlug.get(s)?.id ?? []) : null;
  return {
    categoryIds,
    brandIds,
    sellerIds,
    min: q.min_price,
    max: q.max_price,
    rating: q.rating,
    inStock: q.in_stock,
    words: foldedWords(q.q ?? '').slice(0, 8),
    tag: q.tag,
    onSale: q.on_sale,
    isNew: q.is_new,
    bestseller: q.bestseller,
    now,
  };
}
