import type { ApiClient } from '../api-client';

/** Typed calls of the account area, on top of the shared client (used by loaders and the browser). */
export function accountApi(client: ApiClient) {
  return { client };
}
