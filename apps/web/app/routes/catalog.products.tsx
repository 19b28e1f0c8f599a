import { loadListing } from '../features/listing/listing-loader';
import { ProductsPage } from '../features/listing/ProductsPage';
import { seoMeta } from '../features/seo/meta';
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
    : [];

export function loader({ request, context }: Route.LoaderArgs) {
  return loadListing({ request, context });
}

export default function Products({ loaderData }: Route.ComponentProps) {
  return <ProductsPage data={loaderData} />;
}
