import type { AppLoadContext } from 'react-router';

/** One map per page request: the server makes a new load context for each request. */
const perRequest = new WeakMap<object, Map<string, Promise<unknown>>>();

/**
 * Runs `load` once per page request and shares its promise between the loaders of that
 * request, which run in parallel (e.g. GET /me for the root loader and the admin or login
 * loader, the store settings for the storefront layout and the contact page). Without a load
 * context (`react-router dev`) it simply calls `load`.
 */
export function oncePerRequest<T>(context: AppLoadContext | undefined, key: string, load: () => Promise<T>): Promise<T> {
  if (!context) return load();
  let calls = perRequest.get(context);
  if (!calls) {
    calls = new Map();
    perRequest.set(context, calls);
  }
  let call = calls.get(key) as Promise<T> | undefined;
  if (!call) {
    call = load();
    calls.set(key, call);
  }
  return call;
}
