import { describe, expect, it } from 'vitest';
import {
  isSaleActive,
  normalizePriceRange,
  PRICE_BUCKETS,
  PRICE_RANGES,
  priceBucketIndex,
  priceRangeKey,
  priceWithSale,
  productBadge,
  saleRemainingMs,
  stockStatus,
} from './rules';

const now = Date.parse('2025-06-15T12:00:00.000Z');
const sale = (saleStart: string | null, saleEnd: string | null, isOnSale = true) => ({ isOnSale, saleStart, saleEnd });

describe('price ranges', () => {
  it('has the six ranges of spec 2 §9, without gaps or overlaps', () => {
    expect(PRICE_RANGES.map((r) => r.key)).toEqual(['all', 'under-500k', '500k-1m', '1m-3m', '3m-5m', 'over-5m']);
    for (let i = 1; i < PRICE_BUCKETS.length; i++) {
      expect(PRICE_BUCKETS[i]!.min).toBe((PRICE_BUCKETS[i - 1]!.max ?? 0) + 1);
    }
  });

  it('puts boundary prices in exactly one bucket', () => {
    expect(priceBucketIndex(0)).toBe(0);
    expect(priceBucketIndex(499_999)).toBe(0);
    expect(priceBucketIndex(500_000)).toBe(1);
    expect(priceBucketIndex(1_000_000)).toBe(2);
    expect(priceBucketIndex(4_999_999)).toBe(3);
    expect(priceBucketIndex(5_000_000)).toBe(4);
    expect(priceBucketIndex(90_000_000)).toBe(4);
  });

  it('recognises a preset from its bounds', () => {
    expect(priceRangeKey(undefined, undefined)).toBe('all');
    expect(priceRangeKey(1_000_000, 2_999_999)).toBe('1m-3m');
    expect(priceRangeKey(5_000_000, undefined)).toBe('over-5m');
    expect(priceRangeKey(1, 2)).toBeNull();
  });

  it('normalises a custom range: digits only, reversed bounds swapped', () => {
    expect(normalizePriceRange('1.000.000đ', ' 500,000 ')).toEqual({ min: 500_000, max: 1_000_000 });
    expect(normalizePriceRange('abc', '2000000')).toEqual({ max: 2_000_000 });
    expect(normalizePriceRange('', null)).toEqual({});
    expect(normalizePriceRange(300, 100)).toEqual({ min: 100, max: 300 });
  });
});

describe('sales', () => {
  it('is active only between start and end', () => {
    expect(isSaleActive(sale('2025-06-01T00:00:00Z', '2025-07-01T00:00:00Z'), now)).toBe(true);
    expect(isSaleActive(sale('2025-06-20T00:00:00Z', '2025-07-01T00:00:00Z'), now)).toBe(false);
    expect(isSaleActive(sale('2025-06-01T00:00:00Z', '2025-06-15T12:00:00.000Z'), now)).toBe(false);
    expect(isSaleActive(sale('2025-06-01T00:00:00Z', '2025-07-01T00:00:00Z', false), now)).toBe(false);
  });

  it('treats a missing bound as open and an unreadable one as ended', () => {
    expect(isSaleActive(sale(null, '2025-07-01T00:00:00Z'), now)).toBe(true);
    expect(isSaleActive(sale(null, null), now)).toBe(true);
    expect(isSaleActive(sale(null, 'soon'), now)).toBe(false);
  });

  it('counts down only while active and with an end', () => {
    expect(saleRemainingMs(sale(null, '2025-06-15T13:00:00.000Z'), now)).toBe(3_600_000);
    expect(saleRemainingMs(sale(null, null), now)).toBeNull();
    expect(saleRemainingMs(sale(null, '2025-06-15T11:00:00.000Z'), now)).toBeNull();
  });

  it('ranks badges sale over new over hot', () => {
    const base = { ...sale(null, '2025-07-01T00:00:00Z'), salePercentage: 20, isNew: true, isBestseller: true };
    expect(productBadge(base, now)).toEqual({ kind: 'sale', percent: 20 });
    expect(productBadge({ ...base, saleEnd: '2025-06-01T00:00:00Z' }, now)).toEqual({ kind: 'new' });
    expect(productBadge({ ...base, isOnSale: false, isNew: false }, now)).toEqual({ kind: 'hot' });
    expect(productBadge({ ...base, isOnSale: false, isNew: false, isBestseller: false }, now)).toBeNull();
  });

  it('derives a selling price from the regular price and the sale percentage', () => {
    expect(priceWithSale(1_999_000, 15)).toBe(1_699_150);
    expect(priceWithSale(1_000_000, 0)).toBe(1_000_000);
    expect(priceWithSale(1_000_000, 150)).toBe(0);
  });
});

describe('stock', () => {
  it('flags low stock below 300', () => {
    expect(stockStatus(0)).toBe('out_of_stock');
    expect(stockStatus(299)).toBe('low_stock');
    expect(stockStatus(300)).toBe('in_stock');
  });
});
