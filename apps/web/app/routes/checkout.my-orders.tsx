import { privateMeta } from '../features/cart/meta';
import { MyOrdersPage } from '../features/orders/MyOrdersPage';
import type { Route } from './+types/checkout.my-orders';

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, 'order.mine');

export default function MyOrders() {
  return <MyOrdersPage />;
}
