import { type RouteConfigEntry, route } from '@react-router/dev/routes';
import { REDIRECTS } from '../features/info/redirects';

/**
 * Spec 1's remaining storefront paths: the help centre, the shop's policies, my reviews, product
 * comparison and the installable app; the other addresses of the route table answer a permanent
 * redirect to the page that serves them (features/info/redirects.ts).
 */
export const storefront: RouteConfigEntry[] = [
  route('help', 'routes/info.help.tsx'),
  route('help/:slug', 'routes/info.help-article.tsx'),
  route('shipping', 'routes/info.shipping.tsx'),
  route('payment', 'routes/info.payment.tsx'),
  route('reviews', 'routes/info.my-reviews.tsx'),
  route('compare', 'routes/info.compare.tsx'),
  route('app', 'routes/info.app.tsx'),
  route('chat', 'routes/chat.tsx'),
  ...Object.keys(REDIRECTS).map((path) =>
    route(path.slice(1), 'routes/info.redirect.tsx', { id: `info-redirect${path.replace(/\//g, '-')}` }),
  ),
];

/** The page the service worker shows offline: self-contained, without the shop's scripts. */
export const standalone: RouteConfigEntry[] = [route('offline', 'routes/info.offline.ts')];
