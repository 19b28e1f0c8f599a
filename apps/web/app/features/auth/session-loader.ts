import type { User } from '@sen/core';
import { accountApi } from '@sen/core/api/account';
import { isApiError } from '@sen/core/api-client';
import type { AppLoadContext } from 'react-router';
import { oncePerRequest } from '../api/per-request';
import { serverApi } from '../api/server-api';

/**
 * The signed-in visitor for server rendering: GET /me with the visitor's cookies (the
 * `sen_at` access cookie). 401 means a guest; no refresh is tried, since page requests never
 * carry the refresh cookie (it is limited to /api/v1/auth). Fetched once per page request,
 * however many loaders ask (root, admin layout, login).
 */
export function loadSessionUser(context: AppLoadContext): Promise<User | null> {
  return oncePerRequest(context, 'me', () => fetchSessionUser(context));
}

async function fetchSessionUser(context: AppLoadContext): Promise<User | null> {
  // A shared render is a guest's page; the browser asks for the user after hydration (AuthProvider).
  if (!context?.apiFetch || context.shared) return null;
  try {
    return await accountApi(serverApi(context)).me({ skipAuthRefresh: true });
  } catch (error) {
    if (!isApiError(error) || error.status !== 401) console.warn('session user unavailable:', String(error));
    return null;
  }
}
