import { translate } from '@sen/core/i18n/translate';
import { metaLanguage } from '../features/i18n/meta';
import { PaymentPolicy } from '../features/info/PaymentPolicy';
import { paymentPolicyData } from '../features/info/policy-loader';
import { infoClientLoader } from '../features/info/texts';
import { seoMeta } from '../features/seo/meta';
import type { Route } from './+types/info.payment';

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const lang = metaLanguage(matches);
  return seoMeta(matches, {
    title: translate(lang, 'info.payment.title'),
    description: translate(lang, 'info.payment.lead'),
    origin: loaderData?.origin ?? '',
    path: '/payment',
  });
};

export function loader({ request, context }: Route.LoaderArgs) {
  return paymentPolicyData(request, context);
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => infoClientLoader(serverLoader);

export default function PaymentPage({ loaderData }: Route.ComponentProps) {
  return <PaymentPolicy methods={loaderData.methods} origin={loaderData.origin} />;
}
