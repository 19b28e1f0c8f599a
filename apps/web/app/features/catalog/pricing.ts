import { savingPercentage } from '@sen/core/money';
import type { SaleFields } from '@sen/core/products/rules';

export interface CardPricing {
  price: number;
  /** Struck-through price, only when higher than `price` and the sale has not ended. */
  comparePrice: number | null;
  saving: number;
  savingPercent: number;
  /** The product was on sale but its end date passed (or is unreadable): spec 1 §4. */
  saleEnded: boolean;
}

type PriceFields = SaleFields & { price: number; comparePrice: number | null };

/** An unreadable saleEnd is logged once per value and treated as ended (spec 1 §4). */
const loggedBadDates = new Set<string>();

export function saleEnded(p: SaleFields, now: number): boolean {
  if (!p.isOnSale || !p.saleEnd) return false;
  const end = Date.parse(p.saleEnd);
  if (Number.isNaN(end)) {
    if (!loggedBadDates.has(p.saleEnd)) {
      loggedBadDates.add(p.saleEnd);
      console.error('invalid saleEnd', p.saleEnd);
    }
    return true;
  }
  return end <= now;
}

/** What a card shows: `price` is already the selling price, `comparePrice` the regular one (decision 0006). */
export function cardPricing(p: PriceFields, now: number): CardPricing {
  const ended = saleEnded(p, now);
  const price = p.price;
  const compare = !ended && p.comparePrice && p.comparePrice > price ? p.comparePrice : null;
  return {
    price,
    comparePrice: compare,
    saving: compare ? compare - price : 0,
    savingPercent: compare ? savingPercentage(price, compare) : 0,
    saleEnded: ended,
  };
}
