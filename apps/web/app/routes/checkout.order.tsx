import { privateMeta } from '../features/cart/meta';
import { OrderLookup } from '../features/orders/OrderLookup';
import { OrderPage } from '../features/orders/OrderPage';
import { loadOrder } from '../features/orders/order-loader';
import { returnTextsClientLoader } from '../features/returns/texts';
import type { Route } from './+types/checkout.order';

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, 'order.view');

export function loader({ context, request, params }: Route.LoaderArgs) {
  return loadOrder(context, request, params.code);
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => returnTextsClientLoader(serverLoader);

export default function OrderRoute({ loaderData }: Route.ComponentProps) {
  if (!loaderData.order) return <OrderLookup code={loaderData.code} notFound={Object.keys(loaderData.access).length > 0} />;
  return <OrderPage order={loaderData.order} access={loaderData.access} />;
}
