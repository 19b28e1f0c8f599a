import { PaymentPolicy } from '../features/info/PaymentPolicy';
import { paymentPolicyData } from '../features/info/policy-loader';
import { infoClientLoader } from '../features/info/texts';
import { seoMeta } from '../features/seo/meta';
import type { Route } from './+types/info.payment';

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seoMeta(matches, {
    title: loaderData?.page.title ?? '',
    description: loaderData?.page.lead ?? '',
    origin: loaderData?.origin ?? '',
    path: '/payment',
  });

export function loader({ request, context }: Route.LoaderArgs) {
  return paymentPolicyData(request, context);
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => infoClientLoader(serverLoader);

export default function PaymentPage({ loaderData }: Route.ComponentProps) {
  return <PaymentPolicy page={loaderData.page} methods={loaderData.methods} origin={loaderData.origin} />;
}
