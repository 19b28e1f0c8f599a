import { catalogApi } from '@sen/core/api/catalog';
import { serverApi } from '../features/api/server-api';
import { TaxonomyPage, taxonomyItems } from '../features/listing/TaxonomyPage';
import { textSeoMeta } from '../features/seo/meta';
import { siteOrigin } from '../features/seo/site';
import type { Route } from './+types/catalog.categories';

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  textSeoMeta(matches, loaderData?.origin, '/categories', 'catalog.categories.title', 'catalog.categories.lead');

export async function loader({ request, context }: Route.LoaderArgs) {
  const list = await catalogApi(serverApi(context))
    .categories({ limit: 100, sort: 'displayOrder', order: 'asc', isActive: true })
    .catch((error: unknown) => {
      console.error('categories failed to load:', error);
      return null;
    });
  return { items: taxonomyItems(list?.items ?? []), origin: siteOrigin(request) };
}

export default function Categories({ loaderData }: Route.ComponentProps) {
  return <TaxonomyPage kind="categories" items={loaderData.items} origin={loaderData.origin} />;
}
