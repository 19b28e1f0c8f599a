import { CartPage } from '../features/cart/CartPage';
import { privateMeta } from '../features/cart/meta';
import type { Route } from './+types/checkout.cart';

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, 'cart.title');

export default function Cart() {
  return <CartPage />;
}
