import { sitemapData, sitemapIndex, xmlResponse } from '../features/content/sitemap';
import { siteOrigin } from '../features/seo/site';
import type { Route } from './+types/content.sitemap-xml';

export async function loader({ request, context }: Route.LoaderArgs) {
  return xmlResponse(sitemapIndex(siteOrigin(request), await sitemapData(context)));
}
