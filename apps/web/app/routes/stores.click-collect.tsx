import { translate } from '@sen/core/i18n/translate';
import { metaLanguage } from '../features/i18n/meta';
import { seoMeta } from '../features/seo/meta';
import { ClickCollectPage } from '../features/stores/ClickCollectPage';
import { storesData } from '../features/stores/loaders';
import { storesClientLoader, storesPageTexts } from '../features/stores/texts';
import type { Route } from './+types/stores.click-collect';

storesPageTexts();

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const lang = metaLanguage(matches);
  return seoMeta(matches, {
    title: translate(lang, 'stores.cc.title'),
    description: translate(lang, 'stores.cc.lead'),
    origin: loaderData?.origin ?? '',
    path: '/click-and-collect',
  });
};

export function loader({ request, context }: Route.LoaderArgs) {
  return storesData(request, context);
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => storesClientLoader(serverLoader);

export default function ClickAndCollect({ loaderData }: Route.ComponentProps) {
  return <ClickCollectPage origin={loaderData.origin} stores={loaderData.stores} />;
}
