import { translate } from '@sen/core/i18n/translate';
import { useLocation } from 'react-router';
import { metaLanguage } from '../features/i18n/meta';
import { promotionsData } from '../features/promotions/loaders';
import { PromotionsPage } from '../features/promotions/PromotionsPage';
import { promotionsClientLoader } from '../features/promotions/texts';
import type { Route } from './+types/promotions.running';

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const lang = metaLanguage(matches);
  const key = location.pathname.startsWith('/deals') ? 'promo.deals.title' : 'promo.promotions.title';
  return [{ title: `${translate(lang, key)} | ${translate(lang, 'app.name')}` }];
};

export const loader = ({ request, context }: Route.LoaderArgs) => promotionsData.running(request, context);

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => promotionsClientLoader(serverLoader);

/** /promotions and /deals: the running promotions with their products. */
export default function Promotions({ loaderData }: Route.ComponentProps) {
  const deals = useLocation().pathname.startsWith('/deals');
  return (
    <PromotionsPage
      items={loaderData.items}
      now={loaderData.now}
      title={deals ? 'promo.deals.title' : 'promo.promotions.title'}
    />
  );
}
