import { accountApi } from '@sen/core/api/account';
import { useEffect, useSyncExternalStore } from 'react';
import { api } from '../api/browser-api';

/**
 * The wishlist (README decision 11): per device for guests (localStorage "wishlist", product ids),
 * per account once signed in. Signing in merges the device's list into the account.
 * Any heart button can use `useWishlist()`.
 */
export const GUEST_WISHLIST_KEY = 'wishlist';
const EMPTY: ReadonlySet<string> = new Set();

let signedIn = false;
let accountIds: ReadonlySet<string> | null = null;
let loading: Promise<void> | null = null;
let guestCache: { raw: string | null; ids: ReadonlySet<string> } = { raw: null, ids: EMPTY };
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function readGuest(): ReadonlySet<string> {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(GUEST_WISHLIST_KEY);
  } catch {
    return guestCache.ids;
  }
  if (raw === guestCache.raw) return guestCache.ids;
  let ids: string[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) ids = parsed.filter((x): x is string => typeof x === 'string');
  } catch {
    // A corrupt list is dropped rather than breaking the page.
  }
  guestCache = { raw, ids: new Set(ids) };
  return guestCache.ids;
}

function writeGuest(ids: Iterable<string>): void {
  try {
    const list = [...ids];
    if (list.length) localStorage.setItem(GUEST_WISHLIST_KEY, JSON.stringify(list));
    else localStorage.removeItem(GUEST_WISHLIST_KEY);
  } catch {
    // Storage blocked: the heart simply does not stick on this device.
  }
  emit();
}

export function guestWishlistIds(): string[] {
  return [...readGuest()];
}

function loadAccount(): Promise<void> {
  loading ??= accountApi(api)
    .wishlist()
    .then((w) => {
      accountIds = new Set(w.productIds);
      emit();
    })
    .catch((error: unknown) => console.warn('wishlist unavailable', error))
    .finally(() => {
      loading = null;
    });
  return loading;
}

/**
 * Called by the auth state. Becoming signed in moves the device's list into the account
 * (POST /me/wishlist/merge) and clears it from the device once the server has it.
 */
export async function setWishlistSignedIn(next: boolean): Promise<void> {
  if (next === signedIn) return;
  signedIn = next;
  accountIds = null;
  emit();
  if (!next) return;
  const guest = guestWishlistIds();
  if (guest.length) {
    try {
      await accountApi(api).mergeWishlist(guest);
      writeGuest([]);
    } catch (error) {
      // Kept on the device; the next sign-in tries again.
      console.warn('wishlist merge failed', error);
    }
  }
  await loadAccount();
}

function snapshot(): ReadonlySet<string> {
  if (!signedIn) return readGuest();
  return accountIds ?? EMPTY;
}

/** Puts a product in the list or takes it out. Reverts and rethrows when the server refuses. */
export async function setInWishlist(productId: string, wanted: boolean): Promise<void> {
  const current = snapshot();
  const next = new Set(current);
  if (wanted) next.add(productId);
  else next.delete(productId);
  if (!signedIn) return writeGuest(next);
  accountIds = next;
  emit();
  try {
    const list = wanted ? await accountApi(api).addToWishlist(productId) : await accountApi(api).removeFromWishlist(productId);
    accountIds = new Set(list.productIds);
    emit();
  } catch (error) {
    accountIds = current;
    emit();
    throw error;
  }
}

/** Adds or removes a product; resolves to whether it is now in the list. */
export async function toggleWishlist(productId: string): Promise<boolean> {
  // The account's list must be known first, or a heart could not tell adding from removing.
  if (signedIn && accountIds === null) await loadAccount();
  const wanted = !snapshot().has(productId);
  await setInWishlist(productId, wanted);
  return wanted;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === GUEST_WISHLIST_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The current list's product ids (empty during server rendering). */
export function useWishlist(): {
  ids: ReadonlySet<string>;
  has: (id: string) => boolean;
  toggle: (id: string) => Promise<boolean>;
} {
  const ids = useSyncExternalStore(subscribe, snapshot, () => EMPTY);
  useEffect(() => {
    if (signedIn && accountIds === null) void loadAccount();
  }, []);
  return { ids, has: (id) => ids.has(id), toggle: toggleWishlist };
}
