import type { HelpArticleSummary } from '@sen/core/content/help';
import { translate } from '@sen/core/i18n/translate';
import { serverApi } from '../features/api/server-api';
import { fetchBlockPage, fetchContentPage } from '../features/content/page-loader';
import { metaLanguage } from '../features/i18n/meta';
import { HelpPage } from '../features/info/HelpPage';
import { articleGroups, helpDocuments, helpFaq, searchHelp } from '../features/info/help-search';
import { infoClientLoader } from '../features/info/texts';
import { seoMeta } from '../features/seo/meta';
import { siteOrigin } from '../features/seo/site';
import type { Route } from './+types/info.help';

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const lang = metaLanguage(matches);
  return seoMeta(matches, {
    title: translate(lang, 'info.help.title'),
    description: translate(lang, 'info.help.lead'),
    origin: loaderData?.origin ?? '',
    path: '/help',
    // A results page is not a page of its own for search engines.
    noindex: Boolean(loaderData?.q),
  });
};

/** Searched on the server: the articles, FAQ and policy texts never ship to the browser. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 100);
  // The terms and privacy texts staff write (issue 15) are searched as they stand; only when asked.
  const page = (slug: 'terms' | 'privacy') => (q ? fetchContentPage(context, slug).catch(() => null) : Promise.resolve(null));
  const policy = (slug: 'shipping' | 'payment') => (q ? fetchBlockPage(context, slug).catch(() => null) : Promise.resolve(null));
  const [terms, privacy, shipping, payment, faq, articles] = await Promise.all([
    page('terms'),
    page('privacy'),
    policy('shipping'),
    policy('payment'),
    fetchBlockPage(context, 'faq').catch(() => null),
    // The help articles staff write (decision 0355); none when they failed to load.
    serverApi(context)
      .get<HelpArticleSummary[]>('/help-articles')
      .catch(() => []),
  ]);
  return {
    origin: siteOrigin(request),
    q,
    results: searchHelp(helpDocuments({ terms, privacy, shipping, payment, faq, articles }), q),
    faq: helpFaq(faq),
    articles: articleGroups(articles),
  };
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => infoClientLoader(serverLoader);

export default function Help({ loaderData }: Route.ComponentProps) {
  return <HelpPage data={loaderData} />;
}
