import { privateMeta } from '../features/cart/meta';
import { CheckoutPage } from '../features/checkout/CheckoutPage';
import { loadInvoiceTexts } from '../features/checkout/InvoiceFields';
import type { Route } from './+types/checkout.check-out';

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, 'checkout.title');

/** The company-invoice texts before an in-app navigation renders the page (decision 0222). */
export async function clientLoader() {
  await loadInvoiceTexts();
  return null;
}

export default function CheckOut() {
  return <CheckoutPage />;
}
