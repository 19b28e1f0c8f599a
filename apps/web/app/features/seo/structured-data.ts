import type { Product } from '@sen/core';
import { isSaleActive } from '@sen/core/products/rules';
import { absoluteUrl } from './site';

export interface Crumb {
  name: string;
  /** Site-relative path; the last crumb (the page itself) may have none. */
  path?: string;
}

/** schema.org BreadcrumbList for the trail shown on the page. */
export function breadcrumbJsonLd(origin: string, crumbs: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      ...(c.path ? { item: absoluteUrl(origin, c.path) } : {}),
    })),
  };
}

/** schema.org Product: price in VND as sold now, availability and the average rating. */
function offer(
  url: string,
  p: { price: number; sku: string; quantity: number; isAvailable: boolean },
  saleEnd: string | undefined,
) {
  return {
    '@type': 'Offer',
    url,
    sku: p.sku,
    priceCurrency: 'VND',
    price: p.price,
    ...(saleEnd ? { priceValidUntil: saleEnd } : {}),
    availability: p.isAvailable && p.quantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    itemCondition: 'https://schema.org/NewCondition',
  };
}

export function productJsonLd(origin: string, product: Product, now: number) {
  const url = absoluteUrl(origin, `/products/${encodeURIComponent(product.slug)}`);
  const saleEnd = isSaleActive(product, now) && product.saleEnd ? product.saleEnd.slice(0, 10) : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    url,
    image: product.images.map((i) => absoluteUrl(origin, i.url)),
    description: product.shortDescription || undefined,
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
    ...(product.category ? { category: product.category.name } : {}),
    // One offer per variant of a product with options, each at its own address (decision 0141).
    offers: product.options?.length
      ? product.variants!.map((v) => offer(`${url}?variant=${v._id}`, v, saleEnd))
      : offer(url, product, saleEnd),
    ...(product.ratings.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.ratings.average,
            reviewCount: product.ratings.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
