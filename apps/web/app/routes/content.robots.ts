import { siteOrigin } from '../features/seo/site';
import type { Route } from './+types/content.robots';

/** Private and endless pages stay out of search engines; the sitemap lists the rest. */
export function loader({ request }: Route.LoaderArgs) {
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /admin',
    'Disallow: /seller',
    'Disallow: /cart',
    'Disallow: /check-out',
    'Disallow: /checkout/',
    'Disallow: /account',
    'Disallow: /profile',
    'Disallow: /orders',
    'Disallow: /search',
    '',
    `Sitemap: ${siteOrigin(request)}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
