import type { Language } from '../language';
import type { Vnd } from '../money';
import { foldText } from '../text';
import type { DeliveryEstimate, ShippingMethod, ShippingQuote, ShippingRate } from './types';

/** Methods without a display order sort last (spec 2 §9). */
export const NO_DISPLAY_ORDER = 999;

type RatedMethod = Pick<ShippingMethod, 'baseRate' | 'freeShippingThreshold' | 'rates' | 'estimatedDeliveryTime'>;

/**
 * The region rate for a province (spec 2 §9): a rate applies when the province's name contains
 * the region's ("Thành phố Hà Nội" contains "Hà Nội") or the other way round, ignoring accents
 * and case. When several match, the longest (most specific) region wins.
 */
export function regionRate(rates: readonly ShippingRate[], provinceName: string | null | undefined): ShippingRate | null {
  const place = foldText(provinceName ?? '');
  if (!place) return null;
  let best: ShippingRate | null = null;
  for (const rate of rates) {
    const region = foldText(rate.region);
    if (!region || !(place.includes(region) || region.includes(place))) continue;
    if (!best || region.length > foldText(best.region).length) best = rate;
  }
  return best;
}

const UNIT_TEXT: Record<'vi' | 'en', Record<DeliveryEstimate['unit'], string>> = {
  vi: { days: 'ngày', hours: 'giờ' },
  en: { days: 'days', hours: 'hours' },
};

/** "2-4 ngày", "0-2 giờ", "1 ngày" (spec 2 §9: min-max followed by 'ngày' or 'giờ'). */
export function deliveryText(estimate: DeliveryEstimate, lang: Language = 'vi'): string {
  const unit = UNIT_TEXT[lang === 'vi' ? 'vi' : 'en'][estimate.unit] ?? estimate.unit;
  const span = estimate.min === estimate.max ? `${estimate.max}` : `${estimate.min}-${estimate.max}`;
  return `${span} ${unit}`;
}

/**
 * The fee of a method for a province and the real order total (decision 2): free when the
 * total reaches the threshold of the matching region rate, else the method's own; otherwise
 * the region's base rate, else the method's.
 */
export function shippingQuote(
  method: RatedMethod,
  provinceName: string | null | undefined,
  orderTotal: Vnd,
  lang: Language = 'vi',
): ShippingQuote {
  const rate = regionRate(method.rates, provinceName);
  const baseFee = Math.max(0, Math.round(rate ? rate.baseRate : method.baseRate));
  const threshold = rate?.freeShippingThreshold ?? method.freeShippingThreshold ?? null;
  const isFree = baseFee === 0 || (threshold !== null && orderTotal >= threshold);
  return {
    fee: isFree ? 0 : baseFee,
    baseFee,
    isFree,
    amountToFreeShipping: threshold === null ? (isFree ? 0 : null) : Math.max(0, threshold - orderTotal),
    freeShippingThreshold: threshold,
    region: rate?.region ?? null,
    estimatedDelivery: { ...method.estimatedDeliveryTime, text: deliveryText(method.estimatedDeliveryTime, lang) },
  };
}

/** By display order (999 when absent), then name, so the list never reshuffles. */
export function sortShippingMethods<T extends Pick<ShippingMethod, 'displayOrder' | 'name'>>(methods: readonly T[]): T[] {
  return [...methods].sort(
    (a, b) => (a.displayOrder ?? NO_DISPLAY_ORDER) - (b.displayOrder ?? NO_DISPLAY_ORDER) || a.name.localeCompare(b.name, 'vi'),
  );
}

/** Weight of an order in kilograms from product weights (grams and kilograms accepted). */
export function weightInKg(value: number | null | undefined, unit: string | null | undefined): number | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  return unit?.toLowerCase() === 'g' ? value / 1000 : value;
}
