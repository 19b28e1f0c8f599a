import type { Product, ProductVariant } from '@sen/core';

/**
 * The variant a product page shows (decision 0141): the one named by `?variant=`, else the first
 * in stock, else the first. None for a product without options (its only variant is the product).
 */
export function pickVariant(p: Product, id?: string | null): ProductVariant | undefined {
  const list = p.options?.length ? (p.variants ?? []) : [];
  return list.find((v) => v._id === id) ?? list.find((v) => v.quantity > 0) ?? list[0];
}

/** The product as its variant sells it: price, stock, SKU and picture are the variant's. */
export function withVariant(p: Product, v: ProductVariant | undefined): Product & { variantId?: string } {
  if (!v) return p;
  return {
    ...p,
    variantId: v._id,
    sku: v.sku,
    price: v.price,
    comparePrice: v.price < v.basePrice ? v.basePrice : v.comparePrice,
    quantity: v.quantity,
    isAvailable: v.isAvailable,
    thumbnail: v.image || p.thumbnail,
  };
}
