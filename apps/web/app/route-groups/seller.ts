import { index, type RouteConfigEntry, route } from '@react-router/dev/routes';

/**
 * The seller area (issue 18): its own shell (routes/seller.layout.tsx guards every page), loaded
 * only under /seller like the admin under /admin. Part A: the application, products, analytics;
 * part B: dashboard, orders, payouts. The storefront gets the sellers' shop pages.
 */
export const standalone: RouteConfigEntry[] = [
  route('seller', 'routes/seller.layout.tsx', [
    index('routes/seller.application.tsx'),
    route('products', 'routes/seller.products.tsx'),
    route('products/new', 'routes/seller.product-edit.tsx', { id: 'seller-product-new' }),
    route('products/:id', 'routes/seller.product-edit.tsx'),
    route('analytics', 'routes/seller.analytics.tsx'),
    route('dashboard', 'routes/seller.dashboard.tsx'),
    route('orders', 'routes/seller.orders.tsx'),
    route('payouts', 'routes/seller.payouts.tsx'),
    route('*', 'routes/seller.not-found.tsx'),
  ]),
];

export const storefront: RouteConfigEntry[] = [route('shops/:slug', 'routes/shops.detail.tsx')];
