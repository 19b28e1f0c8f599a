import { BlockRenderer } from '../features/content/BlockRenderer';
import { faqJsonLd } from '../features/content/FaqList';
import { faqGroups } from '../features/content/faq-groups';
import { PageHero } from '../features/content/PageHero';
import { loadBlockPage } from '../features/content/page-loader';
import { JsonLd } from '../features/seo/JsonLd';
import { seoMeta } from '../features/seo/meta';
import type { Route } from './+types/content.faq';

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seoMeta(matches, {
    title: loaderData?.page.title ?? '',
    description: loaderData?.page.lead ?? '',
    origin: loaderData?.origin ?? '',
    path: '/faq',
  });

/** The questions staff edit in the content admin (decision 0352). */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadBlockPage(request, context, 'faq');
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  const { page, origin } = loaderData;
  return (
    <div className="container-page max-w-4xl space-y-8 py-6 md:py-10">
      <PageHero title={page.title} lead={page.lead} origin={origin} />
      <BlockRenderer blocks={page.blocks} />
      <JsonLd data={faqJsonLd(faqGroups(page.blocks))} />
    </div>
  );
}
