import { privateMeta } from '../features/cart/meta';
import { OrderLookup } from '../features/orders/OrderLookup';
import { loadTracking } from '../features/orders/order-loader';
import { TrackPage } from '../features/orders/TrackPage';
import type { Route } from './+types/checkout.order-track';

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, 'order.trackIt');

export function loader({ context, request, params }: Route.LoaderArgs) {
  return loadTracking(context, request, params.code);
}

export default function OrderTrack({ loaderData }: Route.ComponentProps) {
  if (!loaderData.tracking) return <OrderLookup code={loaderData.code} notFound={Object.keys(loaderData.access).length > 0} />;
  return <TrackPage tracking={loaderData.tracking} access={loaderData.access} />;
}
