import { type RouteConfigEntry, route } from '@react-router/dev/routes';

/** Issue 15: the promotion pages of the storefront (their texts are a page area, decision 0200). */
export const storefront: RouteConfigEntry[] = [
  route('flash-sale', 'routes/promotions.flash-sale.tsx'),
  route('promotions', 'routes/promotions.running.tsx', { id: 'promotions-running' }),
  route('deals', 'routes/promotions.running.tsx', { id: 'promotions-deals' }),
  route('clearance', 'routes/promotions.clearance.tsx'),
];

export const standalone: RouteConfigEntry[] = [];
