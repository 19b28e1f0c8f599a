import { translate } from '@sen/core/i18n/translate';
import { metaLanguage } from '../features/i18n/meta';
import { RewardsPage } from '../features/rewards/LoyaltyPages';
import { rewardsClientLoader } from '../features/rewards/texts';
import { seoMeta } from '../features/seo/meta';
import { siteOrigin } from '../features/seo/site';
import type { Route } from './+types/rewards.rewards';

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const lang = metaLanguage(matches);
  return seoMeta(matches, {
    title: translate(lang, 'rewards.rewards.title'),
    description: translate(lang, 'rewards.membership.lead'),
    origin: loaderData?.origin ?? '',
    path: '/rewards',
    noindex: false,
  });
};

export function loader({ request }: Route.LoaderArgs) {
  return { origin: siteOrigin(request) };
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => rewardsClientLoader(serverLoader);

export default function Page() {
  return <RewardsPage />;
}
