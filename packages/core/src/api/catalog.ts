import type { ApiClient } from '../api-client';

/** Typed calls of the catalog area, on top of the shared client (used by loaders and the browser). */
export function catalogApi(client: ApiClient) {
  return { client };
}
