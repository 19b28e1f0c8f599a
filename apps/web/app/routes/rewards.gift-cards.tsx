import { translate } from '@sen/core/i18n/translate';
import { metaLanguage } from '../features/i18n/meta';
import { GiftCardsPage } from '../features/rewards/GiftCardsPage';
import { rewardsClientLoader } from '../features/rewards/texts';
import { seoMeta } from '../features/seo/meta';
import { siteOrigin } from '../features/seo/site';
import type { Route } from './+types/rewards.gift-cards';

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const lang = metaLanguage(matches);
  return seoMeta(matches, {
    title: translate(lang, 'rewards.gc.title'),
    description: translate(lang, 'rewards.gc.lead'),
    origin: loaderData?.origin ?? '',
    path: '/gift-cards',
  });
};

export function loader({ request }: Route.LoaderArgs) {
  return { origin: siteOrigin(request) };
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => rewardsClientLoader(serverLoader);

export default function GiftCards() {
  return <GiftCardsPage />;
}
