import { redirect } from 'react-router';
import { privateMeta } from '../features/cart/meta';
import { OrderSuccessPage } from '../features/orders/OrderSuccessPage';
import { loadTracking } from '../features/orders/order-loader';
import type { PaymentReturn } from '../features/orders/PaymentNotice';
import { paymentTextsClientLoader } from '../features/orders/payment-texts';
import type { Route } from './+types/checkout.order-success';

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, 'order.successTitle');

/**
 * Success only for an order this visitor may read (the link token given when it was placed, its
 * owner signed in, or its e-mail): any other code goes to the lookup, which asks for the proof.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const code = new URL(request.url).searchParams.get('code')?.trim().slice(0, 40) ?? '';
  const loaded = code ? await loadTracking(context, request, code) : null;
  if (!loaded?.order || !loaded.tracking) {
    throw redirect(code ? `/order-tracking?${new URLSearchParams({ code })}` : '/order-tracking');
  }
  const payment = new URL(request.url).searchParams.get('payment');
  const paymentReturn = RETURNS.find((r) => r === payment) ?? null;
  return { code: loaded.order.code, access: loaded.access, order: loaded.order, tracking: loaded.tracking, paymentReturn };
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => paymentTextsClientLoader(serverLoader);

const RETURNS: PaymentReturn[] = ['success', 'failed', 'invalid', 'unavailable'];

export default function OrderSuccess({ loaderData }: Route.ComponentProps) {
  const { order, tracking, access, paymentReturn } = loaderData;
  return <OrderSuccessPage order={order} tracking={tracking} access={access} paymentReturn={paymentReturn} />;
}
