import { translate } from '@sen/core/i18n/translate';
import { Link } from 'react-router';
import { CourseDetailsPage } from '../features/courses/CourseDetailsPage';
import { loadDetails } from '../features/courses/details-loader';
import { coursesClientLoader } from '../features/courses/texts';
import { useT } from '../features/i18n/LanguageProvider';
import { metaLanguage } from '../features/i18n/meta';
import { seoMeta } from '../features/seo/meta';
import { NotFoundPage } from '../features/shell/NotFoundPage';
import type { Route } from './+types/courses.details';

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const lang = metaLanguage(matches);
  const course = loaderData?.course;
  if (!course) return [{ title: translate(lang, 'courses.details.notFound') }, { name: 'robots', content: 'noindex' }];
  return seoMeta(matches, {
    title: course.title,
    description: course.shortDescription || course.description,
    origin: loaderData.origin,
    path: `/course-details?id=${encodeURIComponent(course.code)}`,
    image: course.imageUrl,
  });
};

export function loader({ request, context }: Route.LoaderArgs) {
  return loadDetails(request, context);
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => coursesClientLoader(serverLoader);

export default function CourseDetails({ loaderData }: Route.ComponentProps) {
  const t = useT();
  if (!loaderData.course)
    return (
      <NotFoundPage>
        <Link to="/course" className="btn-primary mt-3" data-testid="courses-link">
          {t('courses.all')}
        </Link>
      </NotFoundPage>
    );
  return (
    <CourseDetailsPage
      key={loaderData.course.code}
      course={loaderData.course}
      mine={loaderData.mine}
      origin={loaderData.origin}
    />
  );
}
