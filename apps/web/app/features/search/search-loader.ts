import type { CourseResult, Pagination } from '@sen/core';
import { catalogApi } from '@sen/core/api/catalog';
import { isApiError } from '@sen/core/api-client';
import type { AppLoadContext } from 'react-router';
import { serverApi } from '../api/server-api';
import { type CardProduct, toCardProduct } from '../catalog/card-product';
import { siteOrigin } from '../seo/site';

export const SEARCH_PAGE_SIZE = 12;

export interface SearchData {
  q: string;
  products: CardProduct[];
  pagination: Pagination;
  courses: CourseResult[];
  popular: string[];
  /** The API's message (spec 1 §8 "Search failure: the error message or 'Có lỗi xảy ra'"). */
  error: string | null;
  origin: string;
  now: number;
}

export async function loadSearch(request: Request, context: AppLoadContext): Promise<SearchData> {
  const url = new URL(request.url);
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 200);
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1);
  const api = catalogApi(serverApi(context));
  const base = { q, origin: siteOrigin(request), now: Date.now(), courses: [] as CourseResult[] };
  const empty = { totalCount: 0, page: 1, limit: SEARCH_PAGE_SIZE, totalPages: 1 };
  if (!q) {
    const popular = await api.popularTerms(8).catch(() => []);
    return { ...base, products: [], pagination: empty, popular, error: null };
  }
  try {
    const found = await api.search(q, page, SEARCH_PAGE_SIZE);
    return {
      ...base,
      products: found.products.items.map(toCardProduct),
      pagination: found.products.pagination,
      courses: found.courses,
      popular: [],
      error: null,
    };
  } catch (error) {
    if (!isApiError(error) || error.status >= 500) console.error('search failed:', error);
    return {
      ...base,
      products: [],
      pagination: empty,
      popular: [],
      error: isApiError(error) && error.status < 500 ? error.message : '',
    };
  }
}
