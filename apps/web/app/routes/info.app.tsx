import { translate } from '@sen/core/i18n/translate';
import { staticPageData } from '../features/content/page-loader';
import { metaLanguage } from '../features/i18n/meta';
import { AppPage } from '../features/info/AppPage';
import { infoClientLoader } from '../features/info/texts';
import { seoMeta } from '../features/seo/meta';
import type { Route } from './+types/info.app';

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const lang = metaLanguage(matches);
  return seoMeta(matches, {
    title: translate(lang, 'info.app.title'),
    description: translate(lang, 'info.app.lead'),
    origin: loaderData?.origin ?? '',
    path: '/app',
  }).concat({ name: 'theme-color', content: '#d81e5f' });
};

/** Only here, where the app is installed from (decision 0131): every other page stays as light as it was. */
export const links: Route.LinksFunction = () => [
  { rel: 'manifest', href: '/manifest.webmanifest' },
  { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
];

export function loader({ request }: Route.LoaderArgs) {
  return staticPageData(request);
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => infoClientLoader(serverLoader);

export default function InstallApp() {
  return <AppPage />;
}
