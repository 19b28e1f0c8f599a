import type { ListingFacets, Pagination } from '@sen/core';
import { catalogApi } from '@sen/core/api/catalog';
import { isApiError } from '@sen/core/api-client';
import { translate } from '@sen/core/i18n/translate';
import { listingQueryToSearchParams, type ProductListingQuery, parseListingQuery } from '@sen/core/products/schemas';
import { type AppLoadContext, data, redirect } from 'react-router';
import { serverApi } from '../api/server-api';
import { type CardProduct, toCardProduct } from '../catalog/card-product';
import { siteOrigin } from '../seo/site';
import { type ListingPreset, PRESET_PATHS, PRESETS } from './presets';

export interface ListingData {
  items: CardProduct[];
  pagination: Pagination;
  /** The seller group's title comes translated with them (the shops area is not in the first visit). */
  facets: (ListingFacets & { sellerTitle?: string }) | null;
  /** The filters in the address (without the page's fixed preset). */
  query: ProductListingQuery;
  preset: ListingPreset['key'] | null;
  /** The tag of /tags/{tag}. */
  tag: string | null;
  title: string;
  description: string;
  /** Name of the single chosen category (breadcrumb). */
  category: { name: string; slug: string } | null;
  canonicalPath: string;
  origin: string;
  now: number;
  error: boolean;
}

interface Args {
  request: Request;
  context: AppLoadContext;
  tag?: string;
}

/**
 * Spec 2 "Products page" with server-side filters (README decision 5): the address is the state,
 * so any such URL renders on the server and Back/Forward replay it. The query is validated
 * with the shared schema; values the API would reject are dropped, not fatal.
 */
export async function loadListing({ request, context, tag }: Args): Promise<ListingData> {
  const url = new URL(request.url);
  const lang = context?.lang ?? 'vi';
  const presetKey = PRESET_PATHS[url.pathname] ?? null;
  const preset = presetKey ? PRESETS[presetKey] : null;
  const query = parseListingQuery(url.searchParams);
  // Spec 2: the slug "all" means every category.
  if (query.category) query.category = query.category.filter((c) => c !== 'all');
  if (query.category?.length === 0) query.category = undefined;
  const api = catalogApi(serverApi(context));
  const single = query.category?.length === 1 ? query.category[0]! : null;
  const now = Date.now();

  const [listing, category] = await Promise.allSettled([
    api.products({ ...query, ...preset?.filter, ...(tag ? { tag } : {}) }),
    single ? api.category(single) : Promise.resolve(null),
  ]);

  // A category that does not exist is a missing page, not an empty listing titled with the slug.
  if (category.status === 'rejected' && isApiError(category.reason) && category.reason.status === 404) {
    throw data(null, { status: 404, statusText: 'Not Found' });
  }
  if (listing.status === 'fulfilled') {
    const { totalPages } = listing.value.pagination;
    // A page past the end (bookmarked, or filters narrowed) goes to the last page that exists.
    if (query.page > totalPages && totalPages >= 1) {
      const params = listingQueryToSearchParams({ ...query, page: totalPages });
      throw redirect(`${url.pathname}${params.size ? `?${params}` : ''}`);
    }
  } else if (!isApiError(listing.reason) || listing.reason.status >= 500) {
    console.error('product listing failed:', listing.reason);
  }

  const facets =
    listing.status === 'fulfilled' ? { ...listing.value.facets, sellerTitle: translate(lang, 'shops.filter') } : null;
  const cat = category.status === 'fulfilled' ? category.value : null;
  const catName = single ? (cat?.name ?? facets?.categories.find((c) => c.slug === single)?.name ?? single) : null;
  const title = preset
    ? translate(lang, preset.title)
    : tag
      ? translate(lang, 'catalog.tagTitle', { tag })
      : catName
        ? catName
        : translate(lang, 'catalog.allProducts');
  const description =
    cat?.metaDescription ||
    cat?.description ||
    translate(lang, preset ? preset.description : catName ? 'catalog.categoryDescription' : 'catalog.allProductsDescription', {
      name: catName ?? '',
    });

  const base = preset ? preset.canonical : tag ? `/tags/${encodeURIComponent(tag)}` : '/products';
  const canonicalParams = listingQueryToSearchParams({ category: single ? [single] : undefined, page: query.page });
  return {
    items: listing.status === 'fulfilled' ? listing.value.items.map(toCardProduct) : [],
    pagination:
      listing.status === 'fulfilled' ? listing.value.pagination : { totalCount: 0, page: 1, limit: query.limit, totalPages: 1 },
    facets,
    query,
    preset: presetKey,
    tag: tag ?? null,
    title,
    description,
    category: single && catName ? { name: catName, slug: single } : null,
    canonicalPath: `${base}${canonicalParams.size ? `?${canonicalParams}` : ''}`,
    origin: siteOrigin(request),
    now,
    error: listing.status === 'rejected',
  };
}
