/** Grams assumed for a unit whose product has no weight: a carrier never quotes a weightless parcel. */
export const DEFAULT_UNIT_GRAMS = 500;

/**
 * A parcel's weight in grams from its lines (kilograms per unit, null when unknown), the same on
 * the checkout page (the quote it shows) and on the server (the quote it charges).
 */
export function parcelGrams(lines: readonly { weightKg?: number | null; quantity: number; kind?: string }[]): number {
  let grams = 0;
  for (const l of lines) {
    if (l.kind === 'course') continue;
    const unit = l.weightKg != null && l.weightKg > 0 ? Math.round(l.weightKg * 1000) : DEFAULT_UNIT_GRAMS;
    grams += unit * Math.max(0, l.quantity);
  }
  return Math.max(100, grams);
}

/**
 * The goods' value a parcel declares to the carrier (insurance, decision 0322): the selling price
 * of its physical lines, before discounts, the same on the checkout page and on the server. Each
 * carrier caps it at its own limit (shipping/carriers/quotes.ts declaredValue).
 */
export function parcelValue(lines: readonly { price: number; quantity: number; kind?: string }[]): number {
  let value = 0;
  for (const l of lines) {
    if (l.kind === 'course') continue;
    value += Math.max(0, Math.round(l.price)) * Math.max(0, l.quantity);
  }
  return value;
}
