import { privateMeta } from '../features/cart/meta';
import { CheckoutPage } from '../features/checkout/CheckoutPage';
import type { Route } from './+types/checkout.check-out';

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, 'checkout.title');

export default function CheckOut() {
  return <CheckoutPage />;
}
