import type { ApiClient } from '../api-client';

/** Typed calls of the courses area, on top of the shared client (used by loaders and the browser). */
export function coursesApi(client: ApiClient) {
  return { client };
}
