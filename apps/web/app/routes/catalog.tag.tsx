import { loadListing } from '../features/listing/listing-loader';
import { ProductsPage } from '../features/listing/ProductsPage';
import { seoMeta } from '../features/seo/meta';
import type { Route } from './+types/catalog.tag';

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) =>
  loaderData
    ? seoMeta(matches, {
        title: loaderData.title,
        description: loaderData.description,
        origin: loaderData.origin,
        path: loaderData.canonicalPath,
        noindex: location.search.length > 1,
      })
    : [];

/** /tags/{tag}: the listing of one tag (spec 1 product page "tag links"). */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadListing({ request, context, tag: params.tag.trim().toLowerCase() });
}

export default function TagProducts({ loaderData }: Route.ComponentProps) {
  return <ProductsPage data={loaderData} />;
}
