import type { Product } from '@sen/core';
import { catalogApi } from '@sen/core/api/catalog';
import { isApiError } from '@sen/core/api-client';
import type { AppLoadContext } from 'react-router';
import { serverApi } from '../api/server-api';
import { siteOrigin } from '../seo/site';
import { COMPARE_MAX } from './compare-store';

/** The ids of `?ids=a,b,c` (the device's list is put there by the page), at most COMPARE_MAX. */
export function compareIds(url: URL): string[] {
  const raw = url.searchParams.get('ids') ?? '';
  const ids = raw
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0 && s.length <= 64);
  return [...new Set(ids)].slice(0, COMPARE_MAX);
}

/** /compare?ids=…: each product in full (specifications included); ones no longer sold are left out. */
export async function compareData(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const ids = compareIds(url);
  const catalog = catalogApi(serverApi(context));
  const found = await Promise.all(
    ids.map((id) =>
      catalog.product(id, request.signal).then(
        (envelope) => envelope.metadata,
        (error: unknown) => {
          if (isApiError(error) && (error.status === 404 || error.status === 400)) return null;
          throw error;
        },
      ),
    ),
  );
  const products = found.filter((p): p is Product => p !== null);
  return { origin: siteOrigin(request), ids, products, missing: ids.length - products.length };
}
