import { isApiError } from '@sen/core/api-client';
import type { ContentPage, PageSlug } from '@sen/core/content/admin';
import type { BlockPage, BlockPageSlug } from '@sen/core/content/blocks';
import { type AppLoadContext, data } from 'react-router';
import { serverApi } from '../api/server-api';
import { siteOrigin } from '../seo/site';

/** Pages whose content ships with the code still need the site's address for canonical URLs. */
export function staticPageData(request: Request) {
  return { origin: siteOrigin(request) };
}

/** A page staff edit (issue 15): GET /pages/{slug} in the visitor's language. */
export function fetchContentPage(context: AppLoadContext, slug: PageSlug): Promise<ContentPage> {
  return serverApi(context).get<ContentPage>(`/pages/${slug}`);
}

/** A page built from blocks (decision 0352): GET /block-pages/{slug} in the visitor's language. */
export function fetchBlockPage(context: AppLoadContext, slug: BlockPageSlug): Promise<BlockPage> {
  return serverApi(context).get<BlockPage>(`/block-pages/${slug}`);
}

/** The block page and the site's address; 404 when it is missing, 502 when the API failed. */
export async function loadBlockPage(request: Request, context: AppLoadContext, slug: BlockPageSlug) {
  const origin = siteOrigin(request);
  try {
    return { page: await fetchBlockPage(context, slug), origin };
  } catch (error) {
    const missing = isApiError(error) && error.status === 404;
    if (!missing) console.error(`block page ${slug} failed to load:`, error);
    throw data(null, { status: missing ? 404 : 502 });
  }
}

export interface ContentPageData {
  page: ContentPage | null;
  origin: string;
}

export async function loadContentPage(request: Request, context: AppLoadContext, slug: PageSlug) {
  const origin = siteOrigin(request);
  try {
    return data<ContentPageData>({ page: await fetchContentPage(context, slug), origin });
  } catch (error) {
    const missing = isApiError(error) && error.status === 404;
    if (!missing) console.error(`page ${slug} failed to load:`, error);
    return data<ContentPageData>({ page: null, origin }, { status: missing ? 404 : 502 });
  }
}
