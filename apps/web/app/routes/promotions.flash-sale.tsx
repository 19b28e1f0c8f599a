import { translate } from '@sen/core/i18n/translate';
import { metaLanguage } from '../features/i18n/meta';
import { FlashSalePage } from '../features/promotions/FlashSalePage';
import { promotionsData } from '../features/promotions/loaders';
import { promotionsClientLoader } from '../features/promotions/texts';
import type { Route } from './+types/promotions.flash-sale';

export const meta: Route.MetaFunction = ({ matches }) => {
  const lang = metaLanguage(matches);
  return [{ title: `${translate(lang, 'promo.flash.title')} | ${translate(lang, 'app.name')}` }];
};

/** Never from a page cache: the prices switch at the window's edges (decision 0251). */
export const headers = () => ({ 'Cache-Control': 'no-store' });

export const loader = ({ request, context }: Route.LoaderArgs) => promotionsData.flashSales(request, context);

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => promotionsClientLoader(serverLoader);

export default function FlashSale({ loaderData }: Route.ComponentProps) {
  return <FlashSalePage now={loaderData.now} sales={loaderData.sales} />;
}
