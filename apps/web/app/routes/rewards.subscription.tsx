import { translate } from '@sen/core/i18n/translate';
import { metaLanguage } from '../features/i18n/meta';
import { SubscriptionPage } from '../features/rewards/SubscriptionPage';
import { rewardsClientLoader } from '../features/rewards/texts';
import { seoMeta } from '../features/seo/meta';
import { siteOrigin } from '../features/seo/site';
import type { Route } from './+types/rewards.subscription';

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const lang = metaLanguage(matches);
  return seoMeta(matches, {
    title: translate(lang, 'rewards.sub.title'),
    description: translate(lang, 'rewards.sub.lead'),
    origin: loaderData?.origin ?? '',
    path: '/subscription',
    noindex: true,
  });
};

export function loader({ request }: Route.LoaderArgs) {
  return { origin: siteOrigin(request) };
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => rewardsClientLoader(serverLoader);

export default function Page() {
  return <SubscriptionPage />;
}
