import type { Product } from '@sen/core';
import { catalogApi } from '@sen/core/api/catalog';
import { isApiError } from '@sen/core/api-client';
import { translate } from '@sen/core/i18n/translate';
import { type AppLoadContext, data } from 'react-router';
import { serverApi } from '../api/server-api';
import { type CardProduct, toCardProduct } from '../catalog/card-product';
import { siteOrigin } from '../seo/site';
import { productJsonLd } from '../seo/structured-data';
import { pickVariant } from './pick-variant';

export type ProductPageData =
  | {
      product: Product;
      related: CardProduct[];
      now: number;
      origin: string;
      /** The variant the page opens on (`?variant=`, see pick-variant.ts), rendered on the server. */
      variant: string | null;
      /**
       * schema.org Product with an offer per variant, built here on the server so its code stays
       * out of the page's scripts (decision 0141: the product page's first-visit budget).
       */
      jsonLd: ReturnType<typeof productJsonLd>;
      error: null;
    }
  | {
      product: null;
      related: [];
      now: number;
      origin: string;
      error: 'not_found' | 'missing_id' | 'load';
      message: string | null;
    };

/**
 * Spec 1 §4 "Product page": shown when the answer's message is "Success", else the error card.
 * A missing product answers HTTP 404 (the card is the page's content, not a crash).
 */
export async function loadProduct(request: Request, context: AppLoadContext, idOrSlug: string | undefined) {
  const origin = siteOrigin(request);
  const now = Date.now();
  if (!idOrSlug?.trim()) {
    return data<ProductPageData>(
      { product: null, related: [], now, origin, error: 'missing_id', message: null },
      { status: 404 },
    );
  }
  const api = catalogApi(serverApi(context));
  const [envelope, related] = await Promise.allSettled([api.product(idOrSlug), api.related(idOrSlug, 8)]);
  if (envelope.status === 'fulfilled' && envelope.value.message === 'Success' && envelope.value.metadata) {
    const found = envelope.value.metadata;
    // "Sold by" is translated here on the server: the product page's scripts stay as they were (issue 18).
    const product = found.soldBy
      ? { ...found, soldBy: { ...found.soldBy, label: translate(context.lang, 'shops.soldBy') } }
      : found;
    return data<ProductPageData>({
      product,
      related: related.status === 'fulfilled' ? related.value.map(toCardProduct) : [],
      now,
      origin,
      variant: pickVariant(product, new URL(request.url).searchParams.get('variant')),
      jsonLd: productJsonLd(origin, product, now),
      error: null,
    });
  }
  const reason = envelope.status === 'rejected' ? envelope.reason : null;
  const notFound = isApiError(reason) && (reason.status === 404 || reason.status === 400);
  if (!notFound) console.error('product failed to load:', reason ?? envelope);
  const message = envelope.status === 'fulfilled' ? envelope.value.message : null;
  return data<ProductPageData>(
    { product: null, related: [], now, origin, error: notFound ? 'not_found' : 'load', message },
    { status: notFound ? 404 : 502 },
  );
}
