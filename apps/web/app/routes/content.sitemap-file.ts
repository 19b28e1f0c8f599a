import { data } from 'react-router';
import { pagesSitemap, productsSitemap, sitemapData, xmlResponse } from '../features/content/sitemap';
import { siteOrigin } from '../features/seo/site';
import type { Route } from './+types/content.sitemap-file';

/** /sitemaps/pages.xml and /sitemaps/products-{n}.xml, listed by /sitemap.xml. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const origin = siteOrigin(request);
  if (params.file === 'pages.xml') return xmlResponse(pagesSitemap(origin, await sitemapData(context)));
  const match = /^products-(\d{1,4})\.xml$/.exec(params.file);
  const page = match ? Number(match[1]) : 0;
  if (page < 1) throw data('Not found', { status: 404 });
  const meta = await sitemapData(context);
  if (page > meta.productPages) throw data('Not found', { status: 404 });
  return xmlResponse(await productsSitemap(context, origin, page));
}
