import { translate } from '@sen/core/i18n/translate';
import { metaLanguage } from '../features/i18n/meta';
import { seoMeta } from '../features/seo/meta';
import { storesData } from '../features/stores/loaders';
import { StoresPage } from '../features/stores/StoresPage';
import { storesClientLoader, storesPageTexts } from '../features/stores/texts';
import type { Route } from './+types/stores.list';

storesPageTexts();

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const lang = metaLanguage(matches);
  return seoMeta(matches, {
    title: translate(lang, 'stores.title'),
    description: translate(lang, 'stores.lead'),
    origin: loaderData?.origin ?? '',
    path: '/stores',
  });
};

export function loader({ request, context }: Route.LoaderArgs) {
  return storesData(request, context);
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => storesClientLoader(serverLoader);

export default function Stores({ loaderData }: Route.ComponentProps) {
  return <StoresPage data={loaderData} />;
}
