import { SitemapPage } from '../features/content/SitemapPage';
import { sitemapData } from '../features/content/sitemap';
import { textSeoMeta } from '../features/seo/meta';
import { siteOrigin } from '../features/seo/site';
import type { Route } from './+types/content.sitemap';

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  textSeoMeta(matches, loaderData?.origin, '/sitemap', 'sitemap.title', 'sitemap.lead');

export async function loader({ request, context }: Route.LoaderArgs) {
  const data = await sitemapData(context).catch((error: unknown) => {
    console.error('sitemap data failed to load:', error);
    return null;
  });
  return { data, origin: siteOrigin(request) };
}

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  return <SitemapPage data={loaderData.data} origin={loaderData.origin} />;
}
