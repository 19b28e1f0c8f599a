import type { Product, ProductVariant } from '@sen/core';

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
