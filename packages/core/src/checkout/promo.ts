import type { Vnd } from '../money';
import type { Coupon, PromoType } from './types';

/** Codes are matched case-insensitively ("sale10" is SALE10). */
export function normalizePromoCode(code: string): string {
  return code.trim().toUpperCase();
}

export type CouponRule = Pick<
  Coupon,
  | 'type'
  | 'value'
  | 'minimumPurchase'
  | 'maximumDiscount'
  | 'startsAt'
  | 'endsAt'
  | 'maxUses'
  | 'usesPerCustomer'
  | 'usedCount'
  | 'isActive'
>;

/** Why a code does not apply; each has its message in the catalogue (PROMO_*). */
export type PromoRejection =
  | 'PROMO_INVALID'
  | 'PROMO_NOT_STARTED'
  | 'PROMO_EXPIRED'
  | 'PROMO_MINIMUM'
  | 'PROMO_USED_UP'
  | 'PROMO_CUSTOMER_LIMIT';

export interface CouponContext {
  subtotal: Vnd;
  now: Date | number;
  /** Orders this customer already placed with the code (0 for an unknown guest). */
  customerUses: number;
}

/** The first rule a coupon breaks for this order, or null when it applies. */
export function couponRejection(c: CouponRule, ctx: CouponContext): PromoRejection | null {
  if (!c.isActive) return 'PROMO_INVALID';
  const now = typeof ctx.now === 'number' ? ctx.now : ctx.now.getTime();
  if (c.startsAt && !(Date.parse(c.startsAt) <= now)) return 'PROMO_NOT_STARTED';
  if (c.endsAt && !(now < Date.parse(c.endsAt))) return 'PROMO_EXPIRED';
  if (c.maxUses !== null && c.usedCount >= c.maxUses) return 'PROMO_USED_UP';
  if (c.usesPerCustomer !== null && ctx.customerUses >= c.usesPerCustomer) return 'PROMO_CUSTOMER_LIMIT';
  if (c.minimumPurchase !== null && ctx.subtotal < c.minimumPurchase) return 'PROMO_MINIMUM';
  return null;
}

export interface AppliedPromo {
  type: PromoType;
  value: number;
  maximumDiscount?: Vnd | null;
}
