import { translate } from '@sen/core/i18n/translate';
import { metaLanguage } from '../features/i18n/meta';
import { LoyaltyPage } from '../features/rewards/LoyaltyPages';
import { rewardsClientLoader } from '../features/rewards/texts';
import { seoMeta } from '../features/seo/meta';
import { siteOrigin } from '../features/seo/site';
import type { Route } from './+types/rewards.loyalty';

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const lang = metaLanguage(matches);
  return seoMeta(matches, {
    title: translate(lang, 'rewards.loyalty.title'),
    description: translate(lang, 'rewards.rewards.title'),
    origin: loaderData?.origin ?? '',
    path: '/loyalty',
    noindex: true,
  });
};

export function loader({ request }: Route.LoaderArgs) {
  return { origin: siteOrigin(request) };
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => rewardsClientLoader(serverLoader);

export default function Page() {
  return <LoyaltyPage />;
}
