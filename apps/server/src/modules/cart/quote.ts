import {
  type Cart,
  type CartLine,
  type CartQuote,
  type CartQuoteInput,
  computeTotals,
  errorMessage,
  type Language,
  parcelGrams,
  parcelValue,
  priceCheckout,
} from '@sen/core';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../orders/db';
import { findPaymentMethod } from '../payments/queries';
import { withFlashPrices } from '../promo/flash';
import { resolvePromotions } from '../promo/promotions';
import { quoteRewards } from '../rewards/checkout';
import { carrierMethodFor } from '../shipping/carriers/quotes';
import { carrierOf } from '../shipping/carriers/registry';
import { findShippingMethod, resolveProvince } from '../shipping/queries';
import { courseLine, courseOf, isMissing, type LineRef, loadCourses, loadProducts, productLine, purchasable } from './lines';

type Issue = Cart['issues'][number];

/**
 * A cart re-priced from the database (spec 1 §3 items, §9 totals). Lenient, for showing: a
 * quantity above the stock is lowered to it, an item no longer sold stays visible but out of
 * the totals, and each such change is reported in `issues` so the client can update its copy.
 * Placing an order is strict instead (orders/place.ts).
 */
export async function buildCart(db: Tx, refs: readonly LineRef[], lang: Language, now = Date.now()): Promise<Cart> {
  const productIds = refs.filter((r) => r.kind === 'product').map((r) => r.id);
  const courseRefs = refs.filter((r) => r.kind === 'course').map((r) => r.id);
  const [products, courses] = await Promise.all([loadProducts(db, productIds), loadCourses(db, courseRefs)]);
  const items: CartLine[] = [];
  const issues: Issue[] = [];
  const issue = (
    id: string,
    code: Parameters<typeof errorMessage>[0],
    params: Record<string, string | number> = {},
    available?: number,
  ) => issues.push({ id, code, message: errorMessage(code, lang, params), ...(available !== undefined ? { available } : {}) });

  for (const ref of refs) {
    if (ref.kind === 'course') {
      const c = courseOf(courses, ref.id);
      if (!c) {
        issue(ref.id, 'ORDER_COURSE_NOT_FOUND');
        continue;
      }
      const line = courseLine(c, ref.cartItemId);
      if (!line.isAvailable) issue(c.id, 'PRODUCT_UNAVAILABLE', { name: c.title });
      items.push(line);
      continue;
    }
    const p = products(ref);
    if (isMissing(p)) {
      issue(ref.id, p.missing, { name: p.name });
      continue;
    }
    if (!purchasable(p)) {
      issue(p.id, 'PRODUCT_UNAVAILABLE', { name: p.name });
      items.push({ ...productLine(p, ref.quantity, now, ref.cartItemId), isAvailable: false });
    } else if (p.quantity <= 0) {
      issue(p.id, 'OUT_OF_STOCK', { name: p.name }, 0);
      items.push({ ...productLine(p, ref.quantity, now, ref.cartItemId), isAvailable: false });
    } else if (ref.quantity > p.quantity) {
      issue(p.id, 'INSUFFICIENT_STOCK', { n: p.quantity }, p.quantity);
      items.push(productLine(p, p.quantity, now, ref.cartItemId));
    } else {
      items.push(productLine(p, ref.quantity, now, ref.cartItemId));
    }
  }
  const flashed = await withFlashPrices(db, items, now);
  const priced = flashed.filter((l) => l.isAvailable);
  return {
    items: flashed,
    totals: computeTotals({ lines: priced }),
    requiresShipping: priced.some((l) => !l.isDigital),
    issues,
  };
}

/** The chosen method: a live carrier's, quoted for the ward and the goods' weight (decision 0320), or the shop's own. */
async function quotedMethod(app: FastifyInstance, input: Omit<CartQuoteInput, 'items'>, lines: readonly CartLine[]) {
  const code = input.shippingMethod ?? '';
  if (!carrierOf(app.config.carriers, code)) return findShippingMethod(app, code);
  const place = await resolveProvince(app, input.province);
  if (!place?.code || !input.ward) return undefined;
  const quoted = await carrierMethodFor(app, code, {
    provinceCode: place.code,
    wardCode: input.ward,
    grams: parcelGrams(lines),
    value: parcelValue(lines),
  });
  return quoted ?? undefined;
}

/**
 * POST /cart/quote: the guest cart or the checkout summary with promo, shipping and payment,
 * priced by the same rules an order uses, so the numbers shown are the numbers charged.
 */
export async function quoteCart(
  app: FastifyInstance,
  refs: readonly LineRef[],
  input: Omit<CartQuoteInput, 'items'>,
  customer: { userId: string | null; email: string | null },
  lang: Language,
): Promise<CartQuote> {
  const cart = await buildCart(app.db, refs, lang);
  const priced = cart.items.filter((l) => l.isAvailable);
  const promo = await resolvePromotions(app.db, { lines: priced, code: input.promoCode, customer, lang });

  const shippingMethod = cart.requiresShipping && input.shippingMethod ? await quotedMethod(app, input, priced) : undefined;
  if (cart.requiresShipping && input.shippingMethod && !shippingMethod?.isActive) {
    cart.issues.push({
      id: 'shippingMethod',
      code: 'SHIPPING_METHOD_NOT_FOUND',
      message: errorMessage('SHIPPING_METHOD_NOT_FOUND', lang),
    });
  }
  const activeShipping = shippingMethod?.isActive ? shippingMethod : null;
  const place = activeShipping ? await resolveProvince(app, input.province) : null;

  const paymentMethod = input.paymentMethod ? await findPaymentMethod(app, input.paymentMethod) : undefined;
  if (input.paymentMethod && !paymentMethod?.isActive) {
    cart.issues.push({
      id: 'paymentMethod',
      code: 'PAYMENT_METHOD_NOT_FOUND',
      message: errorMessage('PAYMENT_METHOD_NOT_FOUND', lang),
    });
  }
  const activePayment = paymentMethod?.isActive ? paymentMethod : null;

  const pricing = priceCheckout({
    lines: priced,
    discounts: promo.outcome,
    shipping: activeShipping ? { method: activeShipping, provinceName: place?.name ?? null } : null,
    payment: activePayment,
    lang,
  });
  // Tier free shipping, points and gift cards: the order's own computation (decision 0351).
  const taken = await quoteRewards(app.db, app.dialect, {
    input: { giftCards: input.giftCards, usePoints: input.usePoints },
    userId: customer.userId,
    pricing,
    ships: cart.requiresShipping,
    lang,
  });
  cart.issues.push(...taken.issues);
  return {
    ...cart,
    totals: pricing.totals,
    rewards: taken.rewards,
    promo: promo.result,
    promotions: promo.outcome.applied,
    shipping:
      activeShipping && pricing.shipping ? { method: activeShipping.code, name: activeShipping.name, ...pricing.shipping } : null,
    payment: activePayment
      ? {
          method: activePayment.code,
          name: activePayment.name,
          fee: pricing.totals.handlingFee,
          isAvailable: pricing.paymentAvailable === true,
        }
      : null,
    orderTotal: pricing.orderTotal,
  };
}
