import type { Language } from '../language';
import type { Vnd } from '../money';
import { currentPrice, type PriceFields } from '../pricing';
import { handlingFeeOf, isPaymentAvailable } from './payment';
import type { AppliedPromo } from './promo';
import { promoDiscount } from './promotions';
import { shippingQuote } from './shipping';
import type { PaymentMethod, ShippingMethod, ShippingQuote, Totals } from './types';

/** Spec 1 §9: tax is 10 % of the subtotal, added on top of prices. */
export const TAX_RATE = 0.1;

/**
 * The unit price a cart line charges: spec 1 §9 price × (1 − salePercentage/100) while the sale
 * runs, the regular price once it has ended (decision 0006, `currentPrice`). Computed from the
 * sale fields at the time of the quote or order, never from the stored `price` alone, which a
 * sweeper refreshes only every minute.
 */
export function lineUnitPrice(product: PriceFields, now: number = Date.now()): Vnd {
  return Math.max(0, Math.round(currentPrice(product, now)));
}

export function lineTotal(unitPrice: Vnd, quantity: number): Vnd {
  return Math.round(unitPrice * quantity);
}

export function taxOf(subtotal: Vnd): Vnd {
  return Math.round(subtotal * TAX_RATE);
}

export interface PricedLine {
  price: Vnd;
  quantity: number;
}

export interface TotalsInput {
  lines: readonly PricedLine[];
  promo?: AppliedPromo | null;
  /** The promotions' outcome (pricePromotions); when given it replaces `promo`. */
  discounts?: Discounts | null;
  /** The shipping step's fee, before a free-shipping code. */
  shippingFee?: Vnd;
  handlingFee?: Vnd;
}

/** What the promotions of a cart take off: goods discount and whether shipping is waived. */
export interface Discounts {
  discount: Vnd;
  freeShipping: boolean;
}

/** Spec 1 §9 totals with the handling fee included (decision 15). */
export function computeTotals(input: TotalsInput): Totals {
  const subtotal = input.lines.reduce((sum, l) => sum + lineTotal(l.price, l.quantity), 0);
  const tax = taxOf(subtotal);
  const discount = input.discounts
    ? Math.min(subtotal, Math.max(0, Math.round(input.discounts.discount)))
    : promoDiscount(input.promo, subtotal);
  const fee = Math.max(0, Math.round(input.shippingFee ?? 0));
  const freeShipping = input.discounts ? input.discounts.freeShipping : input.promo?.type === 'freeShipping';
  const shippingDiscount = freeShipping ? fee : 0;
  const shippingFee = fee - shippingDiscount;
  const handlingFee = Math.max(0, Math.round(input.handlingFee ?? 0));
  return {
    itemCount: input.lines.reduce((n, l) => n + l.quantity, 0),
    lineCount: input.lines.length,
    subtotal,
    tax,
    discount,
    shippingFee,
    shippingDiscount,
    handlingFee,
    total: Math.max(0, subtotal + tax + shippingFee - discount + handlingFee),
  };
}

/** The total a free-shipping threshold is checked against: the goods with tax, after the discount. */
export function goodsTotal(subtotal: Vnd, promo?: AppliedPromo | null): Vnd {
  return Math.max(0, subtotal + taxOf(subtotal) - promoDiscount(promo, subtotal));
}

export interface CheckoutPricing {
  totals: Totals;
  /** Subtotal + tax − discount: what the shipping threshold sees (decision 2). */
  orderTotal: Vnd;
  shipping: ShippingQuote | null;
  /** Whether the chosen payment method accepts this total (null when none was chosen). */
  paymentAvailable: boolean | null;
}

export interface CheckoutPricingInput {
  lines: readonly PricedLine[];
  promo?: AppliedPromo | null;
  discounts?: Discounts | null;
  /** Null when nothing needs shipping (digital items only) or no method was chosen yet. */
  shipping?: { method: Parameters<typeof shippingQuote>[0] | ShippingMethod; provinceName: string | null } | null;
  payment?: Pick<
    PaymentMethod,
    'isActive' | 'minimumOrderAmount' | 'maximumOrderAmount' | 'handlingFee' | 'handlingFeeType'
  > | null;
  lang?: Language;
}

/**
 * Everything the checkout summary shows, in the order the rules depend on each other:
 * goods total → shipping fee (threshold on that total) → payment bracket and handling fee
 * (on the total before the fee) → the total charged. Used by the cart quote and by orders.
 */
export function priceCheckout(input: CheckoutPricingInput): CheckoutPricing {
  const base = computeTotals({ lines: input.lines, promo: input.promo, discounts: input.discounts });
  const orderTotal = base.subtotal + base.tax - base.discount;
  const shipping = input.shipping
    ? shippingQuote(input.shipping.method, input.shipping.provinceName, orderTotal, input.lang)
    : null;
  const withShipping = computeTotals({
    lines: input.lines,
    promo: input.promo,
    discounts: input.discounts,
    shippingFee: shipping?.fee ?? 0,
  });
  const beforeFee = withShipping.total;
  const paymentAvailable = input.payment ? beforeFee === 0 || isPaymentAvailable(input.payment, beforeFee) : null;
  const handlingFee = input.payment && paymentAvailable && beforeFee > 0 ? handlingFeeOf(input.payment, beforeFee) : 0;
  const totals = computeTotals({
    lines: input.lines,
    promo: input.promo,
    discounts: input.discounts,
    shippingFee: shipping?.fee ?? 0,
    handlingFee,
  });
  return { totals, orderTotal, shipping, paymentAvailable };
}
