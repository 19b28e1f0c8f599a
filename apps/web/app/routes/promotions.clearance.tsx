import { translate } from '@sen/core/i18n/translate';
import { metaLanguage } from '../features/i18n/meta';
import { promotionsData } from '../features/promotions/loaders';
import { ClearancePage } from '../features/promotions/PromotionsPage';
import { promotionsClientLoader } from '../features/promotions/texts';
import type { Route } from './+types/promotions.clearance';

export const meta: Route.MetaFunction = ({ matches }) => {
  const lang = metaLanguage(matches);
  return [{ title: `${translate(lang, 'promo.clearance.title')} | ${translate(lang, 'app.name')}` }];
};

export const loader = ({ request, context }: Route.LoaderArgs) => promotionsData.clearance(request, context);

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => promotionsClientLoader(serverLoader);

export default function Clearance({ loaderData }: Route.ComponentProps) {
  return <ClearancePage items={loaderData.items} now={loaderData.now} />;
}
