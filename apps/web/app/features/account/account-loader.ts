import { type AccountApi, accountApi } from '@sen/core/api/account';
import { isApiError } from '@sen/core/api-client';
import { type AppLoadContext, redirect } from 'react-router';
import { api } from '../api/browser-api';
import { serverApi } from '../api/server-api';
import { loginPath } from '../auth/session';

function here(request: Request): string {
  const url = new URL(request.url);
  return url.pathname + url.search;
}

/** Runs a signed-in page's calls; a 401 sends the visitor to sign in and come back (any API area's client). */
export async function guarded<C, T>(request: Request, client: C, load: (api: C) => Promise<T>): Promise<T> {
  try {
    return await load(client);
  } catch (error) {
    // Spec 1 guard: not signed in on a guarded page → the login page, then back here.
    if (isApiError(error) && error.status === 401) throw redirect(loginPath(here(request)));
    throw error;
  }
}

/**
 * Server loader of an account page: the calls carry the visitor's cookies (the 15-minute
 * access cookie); a 401 sends them to /login?redirectTo=… where a silent refresh brings them back.
 */
export function serverAccountLoad<T>(context: AppLoadContext, request: Request, load: (api: AccountApi) => Promise<T>) {
  return guarded(request, accountApi(serverApi(context)), load);
}

/**
 * Client loader of the same page for in-app navigations: the browser client sends the
 * in-memory token and refreshes it on a 401, so a long visit never bounces through /login.
 */
export function clientAccountLoad<T>(request: Request, load: (api: AccountApi) => Promise<T>) {
  return guarded(request, accountApi(api), load);
}

/* What each account page loads, the same on the server and in the browser. */

export async function overviewData(client: AccountApi) {
  const [addresses, wishlist, notifications] = await Promise.all([
    client.addresses(),
    client.wishlist(),
    client.notifications({ limit: 10 }),
  ]);
  return { addresses: addresses.length, wishlist: wishlist.items.length, unreadNotifications: notifications.unreadCount };
}

export async function addressesData(client: AccountApi) {
  const [addresses, provinces] = await Promise.all([client.addresses(), client.provinces()]);
  return { addresses, provinces };
}

/** Guests have a wishlist too (on the device): a 401 here means "show the device's list". */
export async function wishlistData(client: AccountApi) {
  try {
    return (await client.wishlist()).items.map((i) => i.product);
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}
