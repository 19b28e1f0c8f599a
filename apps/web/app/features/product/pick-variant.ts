import type { Product } from '@sen/core';

/**
 * The variant a product page opens on (decision 0141), chosen by the loader on the server: the one
 * named by `?variant=`, else the first in stock, else the first. Null for a product without
 * options (its only variant is the product itself).
 */
export function pickVariant(p: Product, id: string | null): string | null {
  const list = p.options?.length ? (p.variants ?? []) : [];
  return (list.find((v) => v._id === id) ?? list.find((v) => v.quantity > 0) ?? list[0])?._id ?? null;
}
