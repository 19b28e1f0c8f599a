import { LegalPage } from '../features/content/LegalPage';
import { staticPageData } from '../features/content/page-loader';
import { PRIVACY } from '../features/content/privacy-text';
import { localized } from '../features/content/texts';
import { metaLanguage } from '../features/i18n/meta';
import { seoMeta } from '../features/seo/meta';
import type { Route } from './+types/content.privacy';

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const doc = localized(PRIVACY, metaLanguage(matches));
  return seoMeta(matches, { title: doc.title, description: doc.lead, origin: loaderData?.origin ?? '', path: '/privacy' });
};

export function loader({ request }: Route.LoaderArgs) {
  return staticPageData(request);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <LegalPage texts={PRIVACY} origin={loaderData.origin} />;
}
