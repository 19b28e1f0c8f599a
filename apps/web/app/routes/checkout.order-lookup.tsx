import { privateMeta } from '../features/cart/meta';
import { OrderLookup } from '../features/orders/OrderLookup';
import type { Route } from './+types/checkout.order-lookup';

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, 'order.lookup.title');

/** `?code=` (from a success link without proof) fills the code in. */
export function loader({ request }: Route.LoaderArgs) {
  return { code: new URL(request.url).searchParams.get('code')?.trim().slice(0, 40) ?? '' };
}

export default function OrderTracking({ loaderData }: Route.ComponentProps) {
  return <OrderLookup code={loaderData.code} />;
}
