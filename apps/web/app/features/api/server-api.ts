import { createApiClient } from '@sen/core/api-client';
import type { AppLoadContext } from 'react-router';

/**
 * The API client for loaders: `context.apiFetch` answers /api/v1 in-process with
 * the visitor's cookies. No fingerprint is forwarded from here.
 */
export function serverApi(context: AppLoadContext) {
  return createApiClient({ fetch: context?.apiFetch });
}
