import { FaqList, faqJsonLd } from '../features/content/FaqList';
import { FAQ } from '../features/content/faq-text';
import { PageHero } from '../features/content/PageHero';
import { staticPageData } from '../features/content/page-loader';
import { localized } from '../features/content/texts';
import { useLanguage } from '../features/i18n/LanguageProvider';
import { metaLanguage } from '../features/i18n/meta';
import { JsonLd } from '../features/seo/JsonLd';
import { seoMeta } from '../features/seo/meta';
import type { Route } from './+types/content.faq';

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const faq = localized(FAQ, metaLanguage(matches));
  return seoMeta(matches, { title: faq.title, description: faq.lead, origin: loaderData?.origin ?? '', path: '/faq' });
};

export function loader({ request }: Route.LoaderArgs) {
  return staticPageData(request);
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  const { lang } = useLanguage();
  const faq = localized(FAQ, lang);
  return (
    <div className="container-page max-w-4xl space-y-8 py-6 md:py-10">
      <PageHero title={faq.title} lead={faq.lead} origin={loaderData.origin} />
      <FaqList groups={faq.groups} />
      <JsonLd data={faqJsonLd(faq.groups)} />
    </div>
  );
}
