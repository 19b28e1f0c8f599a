import { type RouteConfigEntry, route } from '@react-router/dev/routes';

/** Store locator and click-and-collect (issue 18). */
export const storefront: RouteConfigEntry[] = [
  route('stores', 'routes/stores.list.tsx'),
  route('stores/:id', 'routes/stores.detail.tsx'),
  route('click-and-collect', 'routes/stores.click-collect.tsx'),
];

export const standalone: RouteConfigEntry[] = [];
