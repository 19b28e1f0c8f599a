import { translate } from '@sen/core/i18n/translate';
import { ComparePage } from '../features/compare/ComparePage';
import { compareData } from '../features/compare/compare-loader';
import { metaLanguage } from '../features/i18n/meta';
import { infoClientLoader } from '../features/info/texts';
import type { Route } from './+types/info.compare';

export const meta: Route.MetaFunction = ({ matches }) => {
  const lang = metaLanguage(matches);
  return [
    { title: `${translate(lang, 'info.compare.title')} | ${translate(lang, 'app.name')}` },
    { name: 'robots', content: 'noindex' },
  ];
};

export async function loader({ request, context }: Route.LoaderArgs) {
  return { ...(await compareData(request, context)), now: Date.now() };
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => infoClientLoader(serverLoader);

export default function Compare({ loaderData }: Route.ComponentProps) {
  return <ComparePage data={loaderData} />;
}
