import type { ProductSummary } from '@sen/core';
import { useSyncExternalStore } from 'react';

/**
 * A minimal device cart kept in localStorage under "cart" (spec 1 §3 "Cart state"),
 * enough for the header badge and the home page's add-to-cart. The cart issue
 * replaces the internals; the shape of a line follows spec 1 §3 "Cart item".
 */
export interface CartLine {
  id: string;
  cartItemId: string;
  name: string;
  slug: string;
  image: string;
  price: number;
  comparePrice: number | null;
  salePercentage: number;
  isOnSale: boolean;
  quantity: number;
  stockQuantity: number;
  sku: string;
  categoryName: string;
  brandName: string;
}

export const CART_KEY = 'cart';

const listeners = new Set<() => void>();
let cache: { raw: string | null; lines: CartLine[] } = { raw: null, lines: [] };

function readLines(): CartLine[] {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(CART_KEY);
  } catch {
    return cache.lines;
  }
  if (raw === cache.raw) return cache.lines;
  let lines: CartLine[] = [];
  try {
    const parsed = raw ? (JSON.parse(raw) as { items?: unknown }) : null;
    if (parsed && Array.isArray(parsed.items)) lines = parsed.items as CartLine[];
  } catch {
    // A corrupt saved cart is dropped rather than breaking the page.
  }
  cache = { raw, lines };
  return lines;
}

function writeLines(lines: CartLine[]): void {
  let saved: Record<string, unknown> = {};
  try {
    saved = JSON.parse(localStorage.getItem(CART_KEY) ?? '{}') as Record<string, unknown>;
  } catch {
    saved = {};
  }
  localStorage.setItem(CART_KEY, JSON.stringify({ ...saved, items: lines }));
  for (const listener of listeners) listener();
}

export type AddResult = { ok: true } | { ok: false; reason: 'out_of_stock' | 'stock_limit'; available: number };

export function addToCart(product: ProductSummary, quantity = 1): AddResult {
  const lines = readLines();
  const existing = lines.find((l) => l.id === product._id);
  const wanted = (existing?.quantity ?? 0) + quantity;
  if (product.quantity <= 0) return { ok: false, reason: 'out_of_stock', available: 0 };
  if (wanted > product.quantity) return { ok: false, reason: 'stock_limit', available: product.quantity };
  if (existing) {
    writeLines(lines.map((l) => (l.id === product._id ? { ...l, quantity: wanted } : l)));
  } else {
    const image = product.images.find((i) => i.isMain)?.url ?? product.images[0]?.url ?? product.thumbnail;
    writeLines([
      ...lines,
      {
        id: product._id,
        cartItemId: `${product._id}-${Date.now()}`,
        name: product.name,
        slug: product.slug,
        image,
        price: product.price,
        comparePrice: product.comparePrice,
        salePercentage: product.salePercentage,
        isOnSale: product.isOnSale,
        quantity,
        stockQuantity: product.quantity,
        sku: product.sku,
        categoryName: product.category?.name ?? '',
        brandName: product.brand?.name ?? '',
      },
    ]);
  }
  return { ok: true };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === CART_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The header badge counts lines, not quantities (spec 1 §9). */
export function useCartLineCount(): number {
  return useSyncExternalStore(
    subscribe,
    () => readLines().length,
    () => 0,
  );
}
