import { type RouteConfigEntry, route } from '@react-router/dev/routes';

/** Routes of the checkout area. `storefront`: inside the shop's header and footer; `standalone`: own layout. */
export const storefront: RouteConfigEntry[] = [
  route('cart', 'routes/checkout.cart.tsx'),
  route('check-out', 'routes/checkout.check-out.tsx'),
  // Old per-step addresses all lead to the one checkout page.
  ...['information', 'shipping', 'payment', 'review'].map((step) =>
    route(`checkout/${step}`, 'routes/checkout.to-check-out.tsx', { id: `checkout-step-${step}` }),
  ),
  route('checkout', 'routes/checkout.to-check-out.tsx', { id: 'checkout-step-root' }),
  route('order-success', 'routes/checkout.order-success.tsx'),
  route('order-tracking', 'routes/checkout.order-lookup.tsx'),
  route('orders', 'routes/checkout.my-orders.tsx'),
  route('orders/:code', 'routes/checkout.order.tsx'),
  route('orders/:code/track', 'routes/checkout.order-track.tsx'),
];
export const standalone: RouteConfigEntry[] = [];
