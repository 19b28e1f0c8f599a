import type { RouteConfigEntry } from '@react-router/dev/routes';

/** Routes of the checkout area. `storefront`: inside the shop's header and footer; `standalone`: own layout. */
export const storefront: RouteConfigEntry[] = [];
export const standalone: RouteConfigEntry[] = [];
