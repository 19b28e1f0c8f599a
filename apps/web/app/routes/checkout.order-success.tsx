import { privateMeta } from '../features/cart/meta';
import { OrderSuccessPage } from '../features/orders/OrderSuccessPage';
import { loadOrder } from '../features/orders/order-loader';
import type { Route } from './+types/checkout.order-success';

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, 'order.successTitle');

export function loader({ context, request }: Route.LoaderArgs) {
  const code = new URL(request.url).searchParams.get('code')?.trim().slice(0, 40) ?? '';
  return code ? loadOrder(context, request, code) : { code, access: {}, order: null };
}

export default function OrderSuccess({ loaderData }: Route.ComponentProps) {
  return <OrderSuccessPage code={loaderData.code} order={loaderData.order} access={loaderData.access} />;
}
