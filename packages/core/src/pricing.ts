import type { Vnd } from './money';
import { isSaleActive, priceWithSale } from './products/rules';

/** The fields that decide what a product costs right now. */
export interface PriceFields {
  price: Vnd;
  comparePrice: Vnd | null;
  salePercentage: number;
  isOnSale: boolean;
  saleStart: string | null;
  saleEnd: string | null;
}

/**
 * What one unit costs now (docs/decisions/0006-sale-prices.md). For a product flagged on sale,
 * comparePrice is its regular price: the sale price applies only inside the sale window.
 */
export function currentPrice(p: PriceFields, now: number = Date.now()): Vnd {
  if (!p.isOnSale || !p.comparePrice) return p.price;
  return isSaleActive(p, now) ? priceWithSale(p.comparePrice, p.salePercentage) : p.comparePrice;
}
