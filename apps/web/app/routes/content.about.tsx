import { catalogApi } from '@sen/core/api/catalog';
import { serverApi } from '../features/api/server-api';
import { AboutPage } from '../features/content/AboutPage';
import { fetchBlockPage } from '../features/content/page-loader';
import { seoMeta } from '../features/seo/meta';
import { siteOrigin } from '../features/seo/site';
import type { Route } from './+types/content.about';

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seoMeta(matches, {
    title: loaderData?.page.title ?? '',
    description: loaderData?.page.lead ?? '',
    origin: loaderData?.origin ?? '',
    path: '/about',
  });

/** The statistics are the catalogue's real counts; testimonials come from the database. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = catalogApi(serverApi(context));
  const [data, testimonials, page] = await Promise.allSettled([
    api.sitemapData(),
    api.testimonials(),
    fetchBlockPage(context, 'about'),
  ]);
  if (page.status === 'rejected') throw page.reason;
  const d = data.status === 'fulfilled' ? data.value : null;
  return {
    page: page.value,
    origin: siteOrigin(request),
    counts: d
      ? { productCount: d.productCount, categories: d.categories.length, brands: d.brands.length, courses: d.courses.length }
      : null,
    testimonials: testimonials.status === 'fulfilled' ? testimonials.value : [],
  };
}

export default function About({ loaderData }: Route.ComponentProps) {
  return (
    <AboutPage
      page={loaderData.page}
      origin={loaderData.origin}
      counts={loaderData.counts}
      testimonials={loaderData.testimonials}
    />
  );
}
