import { LandingPage } from '../features/content/LandingPage';
import { loadBlockPage } from '../features/content/page-loader';
import { seoMeta } from '../features/seo/meta';
import type { Route } from './+types/content.landing';

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seoMeta(matches, {
    title: loaderData?.page.title ?? '',
    description: loaderData?.page.lead ?? '',
    origin: loaderData?.origin ?? '',
    path: '/2',
  });

export function loader({ request, context }: Route.LoaderArgs) {
  return loadBlockPage(request, context, 'landing');
}

export default function Landing({ loaderData }: Route.ComponentProps) {
  return <LandingPage page={loaderData.page} />;
}
