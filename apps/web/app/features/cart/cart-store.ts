import type { CartLine, CartQuote } from '@sen/core';
import type { CartItemRefBody } from '@sen/core/api/checkout';
import { cartLineKey } from '@sen/core/checkout/line-key';
import { useSyncExternalStore } from 'react';

export type { CartLine };

/**
 * The cart (spec 1 §3 "Cart state"). A guest's lines live in localStorage under "cart"; a
 * signed-in user's lines live on the server (cart-actions.ts switches the mode). Prices shown
 * always come from the server's quote, never from the copy kept on the device.
 */
export interface CartState {
  mode: 'guest' | 'server';
  lines: CartLine[];
  promoCode: string | null;
  /**
   * Gift cards and points chosen at checkout, priced into every quote (decision 0351). Kept in
   * this tab's memory only: a card code is a bearer secret, not for localStorage.
   */
  rewards: { giftCards: string[]; usePoints: number };
  /** The last server pricing of these lines (totals, promo, issues). */
  quote: CartQuote | null;
  loading: boolean;
  error: string | null;
  drawerOpen: boolean;
}

export const CART_KEY = 'cart';

const EMPTY: CartState = {
  mode: 'guest',
  lines: [],
  promoCode: null,
  rewards: { giftCards: [], usePoints: 0 },
  quote: null,
  loading: false,
  error: null,
  drawerOpen: false,
};

const listeners = new Set<() => void>();
let state: CartState = EMPTY;
let loaded = false;

function readSaved(): Pick<CartState, 'lines' | 'promoCode'> {
  try {
    const parsed = JSON.parse(localStorage.getItem(CART_KEY) ?? 'null') as { items?: unknown; promoCode?: unknown } | null;
    // Lines saved before courses existed have no kind: they are products.
    const lines = Array.isArray(parsed?.items)
      ? (parsed.items as CartLine[]).map((l) => ({ ...l, kind: l.kind ?? 'product', attributes: l.attributes ?? [] }))
      : [];
    return { lines, promoCode: typeof parsed?.promoCode === 'string' ? parsed.promoCode : null };
  } catch {
    // A corrupt saved cart is dropped rather than breaking the page.
    return { lines: [], promoCode: null };
  }
}

function ensureLoaded() {
  if (loaded || typeof window === 'undefined') return;
  loaded = true;
  state = { ...state, ...readSaved() };
}

export function getCart(): CartState {
  ensureLoaded();
  return state;
}

/** Replaces part of the state; a guest cart is saved on the device at once. */
export function setCart(patch: Partial<CartState>) {
  ensureLoaded();
  state = { ...state, ...patch };
  if (state.mode === 'guest' && ('lines' in patch || 'promoCode' in patch)) {
    try {
      if (state.lines.length === 0 && !state.promoCode) localStorage.removeItem(CART_KEY);
      else localStorage.setItem(CART_KEY, JSON.stringify({ items: state.lines, promoCode: state.promoCode }));
    } catch {
      // Private mode or a full storage: the cart still works for this visit.
    }
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== CART_KEY || state.mode !== 'guest') return;
    state = { ...state, ...readSaved(), quote: null };
    for (const l of listeners) l();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useCart(): CartState;
export function useCart<T>(select: (s: CartState) => T): T;
export function useCart<T>(select?: (s: CartState) => T) {
  const pick = select ?? ((s: CartState) => s as unknown as T);
  return useSyncExternalStore(
    subscribe,
    () => pick(getCart()),
    () => pick(EMPTY),
  );
}

/** The header badge counts lines, not quantities (spec 1 §9). */
export function useCartLineCount(): number {
  return useCart((s) => s.lines.length);
}

/** One line per product variant (decision 0140): the same key the server's quote gives a line. */
export function lineKey(l: CartLine): string {
  return l.kind === 'course' ? l.id : cartLineKey(l.id, l.hasVariants ? l.variantId : null);
}

export function refsOf(lines: readonly CartLine[]): CartItemRefBody[] {
  return lines.map((l) =>
    l.kind === 'course'
      ? { courseId: l.id }
      : // JSON leaves an undefined variant out: a product without options is named by its id alone.
        { productId: l.id, variantId: (l.hasVariants && l.variantId) || undefined, quantity: l.quantity },
  );
}

export function openCartDrawer() {
  setCart({ drawerOpen: true });
}

export function closeCartDrawer() {
  setCart({ drawerOpen: false });
}
