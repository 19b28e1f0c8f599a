import { LegalPage } from '../features/content/LegalPage';
import { staticPageData } from '../features/content/page-loader';
import { TERMS } from '../features/content/terms-text';
import { localized } from '../features/content/texts';
import { metaLanguage } from '../features/i18n/meta';
import { seoMeta } from '../features/seo/meta';
import type { Route } from './+types/content.terms';

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const doc = localized(TERMS, metaLanguage(matches));
  return seoMeta(matches, { title: doc.title, description: doc.lead, origin: loaderData?.origin ?? '', path: '/terms' });
};

export function loader({ request }: Route.LoaderArgs) {
  return staticPageData(request);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <LegalPage texts={TERMS} origin={loaderData.origin} />;
}
