import type { Vnd } from '../money';

/** The listing shows 4 products per page (spec 2 §9, kept as observed). */
export const LISTING_PAGE_SIZE = 4;
export const LISTING_MAX_LIMIT = 100;
/** Low-stock note below this many units (spec 1 §9). */
export const LOW_STOCK_THRESHOLD = 300;

export const LISTING_SORTS = ['popularity', 'newest', 'rating', 'price-asc', 'price-desc'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

export const RATING_LEVELS = [4, 3, 2, 1] as const;

export interface PriceRange {
  key: string;
  /** Inclusive bounds in VND; null means open. */
  min: number | null;
  max: number | null;
}

/**
 * Spec 2 §9 ranges. Bounds are inclusive integers that never overlap (max = next min − 1),
 * so choosing a range gives exactly the count its facet showed (docs/decisions/0020).
 */
export const PRICE_RANGES: readonly PriceRange[] = [
  { key: 'all', min: null, max: null },
  { key: 'under-500k', min: null, max: 499_999 },
  { key: '500k-1m', min: 500_000, max: 999_999 },
  { key: '1m-3m', min: 1_000_000, max: 2_999_999 },
  { key: '3m-5m', min: 3_000_000, max: 4_999_999 },
  { key: 'over-5m', min: 5_000_000, max: null },
];

/** The ranges a product can fall in (every range but "all"), in order. */
export const PRICE_BUCKETS = PRICE_RANGES.slice(1);

/** Index in PRICE_BUCKETS of the range holding this price. */
export function priceBucketIndex(price: Vnd): number {
  const i = PRICE_BUCKETS.findIndex((r) => (r.min === null || price >= r.min) && (r.max === null || price <= r.max));
  return i === -1 ? PRICE_BUCKETS.length - 1 : i;
}

/** The preset matching a min/max pair, so the sidebar can tick it; "all" when neither is set. */
export function priceRangeKey(min: number | undefined | null, max: number | undefined | null): string | null {
  const found = PRICE_RANGES.find((r) => (r.min ?? null) === (min ?? null) && (r.max ?? null) === (max ?? null));
  return found ? found.key : null;
}

function digitsOnly(raw: string | number | null | undefined): number | undefined {
  if (raw === null || raw === undefined) return undefined;
  const digits = String(raw).replace(/\D/g, '');
  if (!digits) return undefined;
  const n = Number(digits.slice(0, 13));
  return Number.isSafeInteger(n) ? n : undefined;
}

/** Custom price range (spec 2 §5): non-digits stripped ("1.000.000đ" → 1000000); reversed bounds swapped. */
export function normalizePriceRange(
  minRaw: string | number | null | undefined,
  maxRaw: string | number | null | undefined,
): { min?: number; max?: number } {
  let min = digitsOnly(minRaw);
  let max = digitsOnly(maxRaw);
  if (min !== undefined && max !== undefined && max < min) [min, max] = [max, min];
  return { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
}

export interface SaleFields {
  isOnSale: boolean;
  saleStart: string | null;
  saleEnd: string | null;
}

function time(value: string | null): number | null {
  if (value === null) return null;
  const t = Date.parse(value);
  return Number.isNaN(t) ? Number.NaN : t;
}

/**
 * A sale runs while isOnSale is set and saleStart ≤ now < saleEnd (spec 1 §4). A missing start
 * means "already started", a missing end "until staff stop it"; an unreadable date means ended.
 */
export function isSaleActive(p: SaleFields, now: Date | number = Date.now()): boolean {
  if (!p.isOnSale) return false;
  const t = typeof now === 'number' ? now : now.getTime();
  const start = time(p.saleStart);
  const end = time(p.saleEnd);
  if (Number.isNaN(start) || Number.isNaN(end)) return false;
  return (start === null || start <= t) && (end === null || t < end);
}

/** Milliseconds left in an active sale with an end date, else null (no countdown). */
export function saleRemainingMs(p: SaleFields, now: Date | number = Date.now()): number | null {
  if (!isSaleActive(p, now) || p.saleEnd === null) return null;
  const t = typeof now === 'number' ? now : now.getTime();
  return Date.parse(p.saleEnd) - t;
}

export type Badge = { kind: 'sale'; percent: number } | { kind: 'new' } | { kind: 'hot' };

/** Card badge priority: sale ("{n}% Off", or "Sale" when percent is 0) over New over Hot (spec 1 §4). */
export function productBadge(
  p: SaleFields & { salePercentage: number; isNew: boolean; isBestseller: boolean },
  now: Date | number = Date.now(),
): Badge | null {
  if (isSaleActive(p, now)) return { kind: 'sale', percent: p.salePercentage };
  if (p.isNew) return { kind: 'new' };
  if (p.isBestseller) return { kind: 'hot' };
  return null;
}

/**
 * Spec 1 §9 "line unit price with sale": regular price × (1 − salePercentage/100), rounded to the
 * dong. What a unit costs now (inside or outside the window) is currentPrice() in pricing.ts
 * (docs/decisions/0006-sale-prices.md), built on this.
 */
export function priceWithSale(regularPrice: Vnd, salePercentage: number): Vnd {
  const pct = Math.min(100, Math.max(0, salePercentage));
  return Math.round(regularPrice * (1 - pct / 100));
}

export type StockStatus = 'in_stock' | 'low_stock' | 'out_of_stock';

export function stockStatus(quantity: number): StockStatus {
  if (quantity <= 0) return 'out_of_stock';
  return quantity < LOW_STOCK_THRESHOLD ? 'low_stock' : 'in_stock';
}
