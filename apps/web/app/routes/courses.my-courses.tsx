import { accountMeta } from '../features/account/meta';
import { clientLearnerLoad, myCoursesData, serverLearnerLoad } from '../features/courses/learner-loader';
import { MyCoursesPage } from '../features/courses/MyCoursesPage';
import type { Route } from './+types/courses.my-courses';

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, 'courses.my.title');

export function loader({ context, request, params }: Route.LoaderArgs) {
  return serverLearnerLoad(context, request, params, myCoursesData);
}

export function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  return clientLearnerLoad(request, params, myCoursesData);
}

export default function MyCourses({ loaderData }: Route.ComponentProps) {
  return <MyCoursesPage items={loaderData} />;
}
