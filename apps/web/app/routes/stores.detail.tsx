import { translate } from '@sen/core/i18n/translate';
import { storeAddress } from '@sen/core/stores/index';
import { metaLanguage } from '../features/i18n/meta';
import { seoMeta } from '../features/seo/meta';
import { NotFoundPage } from '../features/shell/NotFoundPage';
import { storeData } from '../features/stores/loaders';
import { StoreDetailPage } from '../features/stores/StoreDetailPage';
import { storesClientLoader, storesPageTexts } from '../features/stores/texts';
import type { Route } from './+types/stores.detail';

storesPageTexts();

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const store = loaderData && 'tileUrl' in loaderData ? loaderData.store : null;
  if (!store) return [{ title: translate(metaLanguage(matches), 'stores.title') }, { name: 'robots', content: 'noindex' }];
  return seoMeta(matches, {
    title: store.name,
    description: storeAddress(store),
    origin: loaderData?.origin ?? '',
    path: `/stores/${store.id}`,
  });
};

export function loader({ request, context, params }: Route.LoaderArgs) {
  return storeData(request, context, params.id);
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => storesClientLoader(serverLoader);

export default function StoreRoute({ loaderData }: Route.ComponentProps) {
  if (!('tileUrl' in loaderData) || !loaderData.store) return <NotFoundPage />;
  return <StoreDetailPage data={loaderData} />;
}
