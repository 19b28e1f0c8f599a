import { describe, expect, it } from 'vitest';
import { type CouponRule, couponRejection, normalizePromoCode } from './promo';
import { promoDiscount } from './promotions';

const base: CouponRule = {
  type: 'percentage',
  value: 10,
  minimumPurchase: null,
  maximumDiscount: null,
  startsAt: null,
  endsAt: null,
  maxUses: null,
  usesPerCustomer: null,
  usedCount: 0,
  isActive: true,
};
const now = Date.parse('2026-07-21T10:00:00Z');
const ctx = { subtotal: 1_000_000, now, customerUses: 0 };

describe('promo codes (spec 1 §5 and §9)', () => {
  it('normalises codes', () => expect(normalizePromoCode(' sale10 ')).toBe('SALE10'));

  it('discounts a percentage of the subtotal, capped by the maximum', () => {
    expect(promoDiscount({ type: 'percentage', value: 10 }, 1_234_565)).toBe(123_457);
    expect(promoDiscount({ type: 'percentage', value: 10, maximumDiscount: 50_000 }, 1_000_000)).toBe(50_000);
  });

  it('subtracts a fixed amount, never more than the subtotal; free shipping discounts no goods', () => {
    expect(promoDiscount({ type: 'fixed', value: 50_000 }, 1_000_000)).toBe(50_000);
    expect(promoDiscount({ type: 'fixed', value: 50_000 }, 20_000)).toBe(20_000);
    expect(promoDiscount({ type: 'freeShipping', value: 0 }, 1_000_000)).toBe(0);
    expect(promoDiscount(null, 1_000_000)).toBe(0);
  });

  it('applies a coupon inside its window, within its uses and above its minimum', () => {
    expect(couponRejection(base, ctx)).toBeNull();
    expect(couponRejection({ ...base, isActive: false }, ctx)).toBe('PROMO_INVALID');
    expect(couponRejection({ ...base, startsAt: '2026-07-22T00:00:00Z' }, ctx)).toBe('PROMO_NOT_STARTED');
    expect(couponRejection({ ...base, endsAt: '2026-07-21T10:00:00Z' }, ctx)).toBe('PROMO_EXPIRED');
    expect(couponRejection({ ...base, endsAt: '2026-07-21T10:00:01Z' }, ctx)).toBeNull();
    expect(couponRejection({ ...base, maxUses: 5, usedCount: 5 }, ctx)).toBe('PROMO_USED_UP');
    expect(couponRejection({ ...base, usesPerCustomer: 1 }, { ...ctx, customerUses: 1 })).toBe('PROMO_CUSTOMER_LIMIT');
    expect(couponRejection({ ...base, minimumPurchase: 1_000_001 }, ctx)).toBe('PROMO_MINIMUM');
    expect(couponRejection({ ...base, minimumPurchase: 1_000_000 }, ctx)).toBeNull();
  });
});
