import type { BlogListing, BlogPostPage } from '@sen/core';
import { catalogApi } from '@sen/core/api/catalog';
import { isApiError } from '@sen/core/api-client';
import { type AppLoadContext, data } from 'react-router';
import { serverApi } from '../api/server-api';
import { siteOrigin } from '../seo/site';

/** Spec 1 §4 "Blog: visible count starts at 2 and grows by 2" — one API page is two cards. */
export const BLOG_PAGE_SIZE = 2;

export interface BlogPageData {
  listing: BlogListing | null;
  tag: string | null;
  origin: string;
}

/** /blog (optionally ?tag=) and /blog/category/{slug}; an unknown category answers 404. */
export async function loadBlog(request: Request, context: AppLoadContext, categorySlug?: string) {
  const url = new URL(request.url);
  const tag = url.searchParams.get('tag')?.trim() || null;
  const api = catalogApi(serverApi(context));
  const query = { page: 1, limit: BLOG_PAGE_SIZE, tag: tag ?? undefined };
  const origin = siteOrigin(request);
  try {
    const listing = categorySlug ? await api.blogCategory(categorySlug, query) : await api.blog(query);
    return data<BlogPageData>({ listing, tag, origin });
  } catch (error) {
    const missing = isApiError(error) && error.status === 404;
    if (!missing) console.error('blog failed to load:', error);
    return data<BlogPageData>({ listing: null, tag, origin }, { status: missing ? 404 : 502 });
  }
}

export interface BlogPostData {
  page: BlogPostPage | null;
  origin: string;
}

export async function loadBlogPost(request: Request, context: AppLoadContext, slug: string) {
  const origin = siteOrigin(request);
  try {
    const page = await catalogApi(serverApi(context)).blogPost(slug);
    return data<BlogPostData>({ page, origin });
  } catch (error) {
    const missing = isApiError(error) && (error.status === 404 || error.status === 400);
    if (!missing) console.error('blog post failed to load:', error);
    return data<BlogPostData>({ page: null, origin }, { status: missing ? 404 : 502 });
  }
}
