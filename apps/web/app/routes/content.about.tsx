import { catalogApi } from '@sen/core/api/catalog';
import { serverApi } from '../features/api/server-api';
import { AboutPage } from '../features/content/AboutPage';
import { ABOUT } from '../features/content/about-text';
import { localized } from '../features/content/texts';
import { metaLanguage } from '../features/i18n/meta';
import { seoMeta } from '../features/seo/meta';
import { siteOrigin } from '../features/seo/site';
import type { Route } from './+types/content.about';

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const text = localized(ABOUT, metaLanguage(matches));
  return seoMeta(matches, { title: text.title, description: text.lead, origin: loaderData?.origin ?? '', path: '/about' });
};

/** The statistics are the catalogue's real counts; testimonials come from the database. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = catalogApi(serverApi(context));
  const [data, testimonials] = await Promise.allSettled([api.sitemapData(), api.testimonials()]);
  const d = data.status === 'fulfilled' ? data.value : null;
  return {
    origin: siteOrigin(request),
    counts: d
      ? { productCount: d.productCount, categories: d.categories.length, brands: d.brands.length, courses: d.courses.length }
      : null,
    testimonials: testimonials.status === 'fulfilled' ? testimonials.value : [],
  };
}

export default function About({ loaderData }: Route.ComponentProps) {
  return <AboutPage origin={loaderData.origin} counts={loaderData.counts} testimonials={loaderData.testimonials} />;
}
