import type { Course, CourseCategory, Pagination } from '@sen/core';
import { coursesApi } from '@sen/core/api/courses';
import { isApiError } from '@sen/core/api-client';
import { type AppLoadContext, data } from 'react-router';
import { serverApi } from '../api/server-api';
import { siteOrigin } from '../seo/site';

export const COURSE_PAGE_SIZE = 12;

export interface CatalogueData {
  /** The search words (`?term=`, spec 1 "Search results page"). */
  term: string;
  categories: CourseCategory[];
  /** Set on /course/category/:slug. */
  category: CourseCategory | null;
  courses: Course[];
  pagination: Pagination;
  /** The API's message, or '' for "Có lỗi xảy ra"; null when the list loaded. */
  error: string | null;
  /** An unknown category slug: the page answers 404. */
  notFound: boolean;
  origin: string;
}

/** /course and /course/category/:slug: the categories and one page of matching courses, rendered on the server. */
export async function loadCatalogue(request: Request, context: AppLoadContext, slug?: string) {
  const url = new URL(request.url);
  const term = (url.searchParams.get('term') ?? '').trim().slice(0, 200);
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1);
  const api = coursesApi(serverApi(context));
  const empty = { totalCount: 0, page: 1, limit: COURSE_PAGE_SIZE, totalPages: 1 };
  const [categories, category] = await Promise.all([
    api.categories().catch(() => [] as CourseCategory[]),
    slug ? api.category(slug).catch(missingOr) : Promise.resolve(null),
  ]);
  const base = { term, categories, category, origin: siteOrigin(request), notFound: false };
  if (category === 'missing') {
    return data<CatalogueData>(
      { ...base, category: null, notFound: true, courses: [], pagination: empty, error: null },
      { status: 404 },
    );
  }
  try {
    const list = await api.list({
      q: term || undefined,
      category: category?.code,
      page,
      limit: COURSE_PAGE_SIZE,
    });
    return data<CatalogueData>({ ...base, category, courses: list.items, pagination: list.pagination, error: null });
  } catch (error) {
    if (!isApiError(error) || error.status >= 500) console.error('course list failed:', error);
    const message = isApiError(error) && error.status < 500 ? error.message : '';
    return data<CatalogueData>(
      { ...base, category, courses: [], pagination: empty, error: message },
      { status: message ? 200 : 502 },
    );
  }
}

/** An unknown category is a 404 page of ours; anything else is the shared error page. */
function missingOr(error: unknown): 'missing' {
  if (isApiError(error) && error.status === 404) return 'missing';
  throw error;
}
