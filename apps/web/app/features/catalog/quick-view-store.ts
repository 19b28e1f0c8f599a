import { useSyncExternalStore } from 'react';
import type { CardProduct } from './card-product';

/** The product shown in the quick-view dialog; one dialog per page, opened from any card. */
let current: CardProduct | null = null;
const listeners = new Set<() => void>();

export function openQuickView(product: CardProduct): void {
  current = product;
  for (const l of listeners) l();
}

export function closeQuickView(): void {
  current = null;
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useQuickViewProduct(): CardProduct | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
