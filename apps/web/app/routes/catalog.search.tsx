import { translate } from '@sen/core/i18n/translate';
import { metaLanguage } from '../features/i18n/meta';
import { SearchPage } from '../features/search/SearchPage';
import { loadSearch } from '../features/search/search-loader';
import { seoMeta } from '../features/seo/meta';
import type { Route } from './+types/catalog.search';

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const lang = metaLanguage(matches);
  const q = loaderData?.q ?? '';
  return seoMeta(matches, {
    title: q ? translate(lang, 'search.resultsFor', { q }) : translate(lang, 'search.title'),
    description: translate(lang, 'search.description'),
    origin: loaderData?.origin ?? '',
    path: '/search',
    // Result pages are endless variations of other pages.
    noindex: true,
  });
};

export function loader({ request, context }: Route.LoaderArgs) {
  return loadSearch(request, context);
}

export default function Search({ loaderData }: Route.ComponentProps) {
  return <SearchPage data={loaderData} />;
}
