import { translate } from '@sen/core/i18n/translate';
import { CataloguePage } from '../features/courses/CataloguePage';
import { loadCatalogue } from '../features/courses/catalogue-loader';
import { coursesClientLoader } from '../features/courses/texts';
import { metaLanguage } from '../features/i18n/meta';
import { seoMeta } from '../features/seo/meta';
import type { Route } from './+types/courses.catalogue';

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const lang = metaLanguage(matches);
  const term = loaderData?.term ?? '';
  return seoMeta(matches, {
    title: term ? translate(lang, 'courses.search.resultsFor', { term }) : translate(lang, 'courses.title'),
    description: translate(lang, 'courses.description'),
    origin: loaderData?.origin ?? '',
    path: '/course',
    // Search results are endless variations of the catalogue.
    noindex: Boolean(term),
  });
};

export function loader({ request, context }: Route.LoaderArgs) {
  return loadCatalogue(request, context);
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => coursesClientLoader(serverLoader);

export default function CourseCatalogue({ loaderData }: Route.ComponentProps) {
  return <CataloguePage data={loaderData} />;
}
