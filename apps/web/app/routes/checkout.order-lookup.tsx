import { privateMeta } from '../features/cart/meta';
import { OrderLookup } from '../features/orders/OrderLookup';
import type { Route } from './+types/checkout.order-lookup';

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, 'order.lookup.title');

export default function OrderTracking() {
  return <OrderLookup />;
}
