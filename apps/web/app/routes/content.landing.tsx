import { LandingPage } from '../features/content/LandingPage';
import { LANDING } from '../features/content/landing-text';
import { staticPageData } from '../features/content/page-loader';
import { localized } from '../features/content/texts';
import { metaLanguage } from '../features/i18n/meta';
import { seoMeta } from '../features/seo/meta';
import type { Route } from './+types/content.landing';

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const text = localized(LANDING, metaLanguage(matches));
  return seoMeta(matches, { title: text.title, description: text.lead, origin: loaderData?.origin ?? '', path: '/2' });
};

export function loader({ request }: Route.LoaderArgs) {
  return staticPageData(request);
}

export default function Landing() {
  return <LandingPage />;
}
