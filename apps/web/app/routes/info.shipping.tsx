import { shippingPolicyData } from '../features/info/policy-loader';
import { ShippingPolicy } from '../features/info/ShippingPolicy';
import { infoClientLoader } from '../features/info/texts';
import { seoMeta } from '../features/seo/meta';
import type { Route } from './+types/info.shipping';

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seoMeta(matches, {
    title: loaderData?.page.title ?? '',
    description: loaderData?.page.lead ?? '',
    origin: loaderData?.origin ?? '',
    path: '/shipping',
  });

export function loader({ request, context }: Route.LoaderArgs) {
  return shippingPolicyData(request, context);
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => infoClientLoader(serverLoader);

export default function ShippingPage({ loaderData }: Route.ComponentProps) {
  return <ShippingPolicy page={loaderData.page} methods={loaderData.methods} origin={loaderData.origin} />;
}
