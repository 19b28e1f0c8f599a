import { translate } from '@sen/core/i18n/translate';
import { CataloguePage } from '../features/courses/CataloguePage';
import { loadCatalogue } from '../features/courses/catalogue-loader';
import { coursesClientLoader } from '../features/courses/texts';
import { metaLanguage } from '../features/i18n/meta';
import { seoMeta } from '../features/seo/meta';
import { NotFoundPage } from '../features/shell/NotFoundPage';
import type { Route } from './+types/courses.category';

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) => {
  const lang = metaLanguage(matches);
  const category = loaderData?.category;
  if (!category) return [{ title: translate(lang, 'courses.title') }, { name: 'robots', content: 'noindex' }];
  return seoMeta(matches, {
    title: `${category.name} · ${translate(lang, 'courses.title')}`,
    description: translate(lang, 'courses.description'),
    origin: loaderData.origin,
    path: `/course/category/${encodeURIComponent(params.slug)}`,
  });
};

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadCatalogue(request, context, params.slug);
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => coursesClientLoader(serverLoader);

export default function CourseCategory({ loaderData }: Route.ComponentProps) {
  if (loaderData.notFound) return <NotFoundPage />;
  return <CataloguePage data={loaderData} />;
}
