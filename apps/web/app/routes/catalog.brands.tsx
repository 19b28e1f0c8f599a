import { catalogApi } from '@sen/core/api/catalog';
import { serverApi } from '../features/api/server-api';
import { TaxonomyPage, taxonomyItems } from '../features/listing/TaxonomyPage';
import { textSeoMeta } from '../features/seo/meta';
import { siteOrigin } from '../features/seo/site';
import type { Route } from './+types/catalog.brands';

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  textSeoMeta(matches, loaderData?.origin, '/brands', 'catalog.brands.title', 'catalog.brands.lead');

export async function loader({ request, context }: Route.LoaderArgs) {
  const list = await catalogApi(serverApi(context))
    .brands({ limit: 100, sort: 'name', order: 'asc', isActive: true })
    .catch((error: unknown) => {
      console.error('brands failed to load:', error);
      return null;
    });
  return { items: taxonomyItems(list?.items ?? []), origin: siteOrigin(request) };
}

export default function Brands({ loaderData }: Route.ComponentProps) {
  return <TaxonomyPage kind="brands" items={loaderData.items} origin={loaderData.origin} />;
}
