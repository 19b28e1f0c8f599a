import { pageMeta } from '../features/i18n/meta';
import { loadListing } from '../features/listing/listing-loader';
import { ProductsPage } from '../features/listing/ProductsPage';
import { seoMeta } from '../features/seo/meta';
import { ErrorPage } from '../features/shell/ErrorPage';
import type { Route } from './+types/catalog.products';

/** Only the plain and single-category pages are worth indexing; other filter combinations point to them. */
function indexable(search: string): boolean {
  const params = new URLSearchParams(search);
  params.delete('page');
  params.delete('lang');
  const keys = [...params.keys()];
  return keys.length === 0 || (keys.every((k) => k === 'category') && params.getAll('category').length === 1);
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) =>
  loaderData
    ? seoMeta(matches, {
        title: loaderData.title,
        description: loaderData.description,
        origin: loaderData.origin,
        path: loaderData.canonicalPath,
        noindex: !indexable(location.search),
      })
    : [...pageMeta(matches, 'notFound.title', 'notFound.text'), { name: 'robots', content: 'noindex' }];

export function loader({ request, context }: Route.LoaderArgs) {
  return loadListing({ request, context });
}

export default function Products({ loaderData }: Route.ComponentProps) {
  return <ProductsPage data={loaderData} />;
}

/** An unknown category: the not-found page inside the shop's layout, with HTTP 404. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
