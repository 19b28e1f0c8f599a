import type { BannerSlide, Category, HomeData, Testimonial } from '@sen/core';
import { catalogApi } from '@sen/core/api/catalog';
import type { AppLoadContext } from 'react-router';
import { serverApi } from '../api/server-api';
import { type CardProduct, toCardProduct } from '../catalog/card-product';

export interface HomeContent {
  banners: BannerSlide[];
  categories: Pick<Category, '_id' | 'name' | 'slug' | 'image'>[];
  products: { bestSellers: CardProduct[]; onSale: CardProduct[]; newArrivals: CardProduct[] };
  testimonials: Testimonial[];
}

export interface HomeResult {
  home: HomeContent | null;
  /** Which spec 1 §8 message to show instead of the data. */
  error: 'load' | 'no_data' | null;
}

/** Only what the page shows: the hydration data is a copy of it, so every field counts twice. */
function trim(home: HomeData): HomeContent {
  return {
    banners: home.banners,
    categories: home.categories.map(({ _id, name, slug, image }) => ({ _id, name, slug, image })),
    products: {
      bestSellers: home.products.bestSellers.map(toCardProduct),
      onSale: home.products.onSale.map(toCardProduct),
      newArrivals: home.products.newArrivals.map(toCardProduct),
    },
    testimonials: home.testimonials,
  };
}

/** Never rejects: a failure becomes the spec's message on the page. */
export async function fetchHome(context: AppLoadContext): Promise<HomeResult> {
  try {
    const home = await catalogApi(serverApi(context)).home();
    if (!home) return { home: null, error: 'no_data' };
    return { home: trim(home), error: null };
  } catch (error) {
    console.error('home data failed to load:', error);
    return { home: null, error: 'load' };
  }
}

/** How long the server waits for the home data before streaming placeholders instead. */
export const STREAM_AFTER_MS = 150;

/**
 * `{ value }` when `promise` settles within `ms`, else `{ later: promise }` to be streamed. A bare
 * promise cannot be returned for that: an async function returning one waits for it.
 */
export async function settledWithin<T>(promise: Promise<T>, ms: number): Promise<{ value: T } | { later: Promise<T> }> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), ms);
  });
  const first = await Promise.race([promise.then((value) => ({ value })), late]);
  clearTimeout(timer);
  return first === 'late' ? { later: promise } : first;
}
