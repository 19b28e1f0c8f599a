import type { ApiClient } from '../api-client';

/** Typed calls of the checkout area, on top of the shared client (used by loaders and the browser). */
export function checkoutApi(client: ApiClient) {
  return { client };
}
