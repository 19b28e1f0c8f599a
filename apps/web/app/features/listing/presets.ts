import type { MessageKey } from '@sen/core';
import type { ProductListingInput } from '@sen/core/products/schemas';

/**
 * Listing pages with a fixed filter at their own address (home "view all", banners, drawer links).
 * Aliases render the same page; their canonical URL is the first path.
 */
export interface ListingPreset {
  key: 'sale' | 'new' | 'bestsellers';
  canonical: string;
  filter: ProductListingInput;
  title: MessageKey;
  description: MessageKey;
}

export const PRESETS: Record<ListingPreset['key'], ListingPreset> = {
  sale: {
    key: 'sale',
    canonical: '/sale',
    filter: { on_sale: true },
    title: 'catalog.preset.sale',
    description: 'catalog.preset.sale.description',
  },
  new: {
    key: 'new',
    canonical: '/new-arrivals',
    filter: { is_new: true },
    title: 'catalog.preset.new',
    description: 'catalog.preset.new.description',
  },
  bestsellers: {
    key: 'bestsellers',
    canonical: '/best-sellers',
    filter: { bestseller: true },
    title: 'catalog.preset.bestsellers',
    description: 'catalog.preset.bestsellers.description',
  },
};

/** Which preset a path shows (spec 1 route table and the links that lead to them). */
export const PRESET_PATHS: Record<string, ListingPreset['key']> = {
  '/sale': 'sale',
  '/special-offers': 'sale',
  '/new-arrivals': 'new',
  '/new-products': 'new',
  '/collections/summer': 'new',
  '/summer-collection': 'new',
  '/best-sellers': 'bestsellers',
  '/bestsellers': 'bestsellers',
  '/popular': 'bestsellers',
};
