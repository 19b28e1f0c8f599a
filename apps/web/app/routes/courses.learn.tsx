import { translate } from '@sen/core/i18n/translate';
import { accountMeta } from '../features/account/meta';
import { LearnPage } from '../features/courses/LearnPage';
import { clientLearnerLoad, learnData, serverLearnerLoad } from '../features/courses/learner-loader';
import { metaLanguage } from '../features/i18n/meta';
import { NotFoundPage } from '../features/shell/NotFoundPage';
import type { Route } from './+types/courses.learn';

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const base = accountMeta(matches, 'courses.my.title');
  const lesson = loaderData?.lesson?.lesson.title;
  const course = loaderData?.mine?.course.title;
  if (!lesson || !course) return base;
  return [{ title: `${lesson} · ${course} | ${translate(metaLanguage(matches), 'app.name')}` }, ...base.slice(1)];
};

export function loader({ context, request, params }: Route.LoaderArgs) {
  return serverLearnerLoad(context, request, params, learnData);
}

export function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  return clientLearnerLoad(request, params, learnData);
}

export default function Learn({ loaderData }: Route.ComponentProps) {
  const { mine, lesson } = loaderData;
  if (!mine || !lesson) return <NotFoundPage />;
  return <LearnPage key={lesson.lesson.id} mine={mine} view={lesson} />;
}
