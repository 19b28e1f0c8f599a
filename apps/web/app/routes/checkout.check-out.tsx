import { privateMeta } from '../features/cart/meta';
import { CheckoutPage } from '../features/checkout/CheckoutPage';
import { loadInvoiceTexts } from '../features/checkout/InvoiceFields';
import type { Route } from './+types/checkout.check-out';

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, 'checkout.title');

/**
 * Nothing to load on the server, but a route with a clientLoader and no loader is not rendered by the
 * server at all: React Router runs the clientLoader at hydration and draws an empty body meanwhile,
 * and the hydration then failed on it (React error 418). With this loader the page comes rendered and
 * the clientLoader runs only for in-app navigations.
 */
export function loader() {
  return null;
}

/** The company-invoice texts before an in-app navigation renders the page (decision 0222). */
export async function clientLoader() {
  await loadInvoiceTexts();
  return null;
}

export default function CheckOut() {
  return <CheckoutPage />;
}
