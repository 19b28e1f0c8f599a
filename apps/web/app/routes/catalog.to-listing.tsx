import { redirect } from 'react-router';
import type { Route } from './+types/catalog.to-listing';

/**
 * /category/{slug}, /categories/{slug} and /brands/{slug} are the listing filtered by that slug:
 * one page per filter set, so they answer with a permanent redirect to it (its other filters kept).
 */
export function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const key = url.pathname.startsWith('/brands/') ? 'brand' : 'category';
  const query = new URLSearchParams(url.search);
  query.delete(key);
  query.append(key, params.slug);
  return redirect(`/products?${query}`, 301);
}
