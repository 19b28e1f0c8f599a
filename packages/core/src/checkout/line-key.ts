/**
 * The key of a product line in a cart (decision 0140): one line per variant, the product id alone
 * for a product without options (so carts saved before variants keep their lines). Used by the
 * server and the browser; kept apart from the schemas so the storefront bundle takes no zod for it.
 */
export function cartLineKey(productId: string, variantId?: string | null): string {
  return variantId ? `${productId}~${variantId}` : productId;
}
