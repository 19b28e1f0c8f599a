import { z } from 'zod';
import { vatInvoiceSchema } from '../customers/invoice';
import { checkoutRewardsSchema } from '../rewards/rules';

/**
 * Storefront schemas of cart, promo codes, shipping quotes and the checkout form, shared by the
 * web forms and the server. Messages are catalogue keys (decision 0004).
 */

const always = () => true;

/** A trimmed string whose emptiness reports `required`, then the first broken rule. */
function text(required: string, max: number, rules: Array<[(s: string) => boolean, string]> = []) {
  return z
    .string({ message: required })
    .trim()
    .max(max)
    .superRefine((s, ctx) => {
      if (s.length === 0) return void ctx.addIssue({ code: 'custom', message: required });
      const broken = rules.find(([isBad]) => isBad(s));
      if (broken) ctx.addIssue({ code: 'custom', message: broken[1] });
    });
}

export const CART_MAX_QUANTITY = 999;
export const CART_MAX_LINES = 100;

export const quantitySchema = z
  .number({ message: 'cart.quantity.integer' })
  .int({ message: 'cart.quantity.integer' })
  .min(1, { message: 'cart.quantity.min' })
  .max(CART_MAX_QUANTITY, { message: 'cart.quantity.max' });

const id = z.string().trim().min(1).max(64);

/** One cart line as the client refers to it: a product with a quantity, or a course (bought once). */
export const cartItemRefSchema = z
  .object({
    productId: id.optional(),
    /** The product's variant (decision 0140); may be omitted for a product with only its default variant. */
    variantId: id.optional(),
    /** The course's id or code (maKhoaHoc). */
    courseId: id.optional(),
    quantity: quantitySchema.default(1),
  })
  .refine((v) => Boolean(v.productId || v.courseId), { message: 'cart.item.required', path: ['productId'] })
  .refine((v) => !(v.productId && v.courseId), { message: 'cart.item.both', path: ['courseId'] })
  .refine((v) => !v.courseId || v.quantity === 1, { message: 'cart.course.quantity', path: ['quantity'] });
export type CartItemRef = z.output<typeof cartItemRefSchema>;

export { cartLineKey } from './line-key';

export const cartItemsSchema = z.array(cartItemRefSchema).max(CART_MAX_LINES);

export const cartQuantitySchema = z.object({ quantity: quantitySchema });
export const cartMergeSchema = z.object({ items: cartItemsSchema });
export const cartItemParamsSchema = z.object({ itemId: id });

const methodCode = z.string().trim().max(40);
const provinceRef = z.string().trim().max(100);
const promoCode = z.string().trim().max(40);

/** POST /cart/quote: the guest cart (or the checkout summary) re-priced by the server. */
export const cartQuoteSchema = z.object({
  items: cartItemsSchema,
  promoCode: promoCode.nullish(),
  shippingMethod: methodCode.nullish(),
  /** Province code (e.g. "79") or name. */
  province: provinceRef.nullish(),
  /** The 2025 ward code: a live carrier (GHN, GHTK) prices by it (decision 0320). */
  ward: z.string().trim().max(10).nullish(),
  paymentMethod: methodCode.nullish(),
  /** For a guest's per-customer coupon limit. */
  email: z.string().trim().max(254).nullish(),
  /** Priced as the order would take them (decision 0351). */
  giftCards: checkoutRewardsSchema.shape.giftCards,
  usePoints: checkoutRewardsSchema.shape.usePoints,
});
export type CartQuoteInput = z.output<typeof cartQuoteSchema>;

/** POST /promo/validate: the subtotal shown, or better the items (priced by the server). */
export const promoValidateSchema = z.object({
  code: text('promo.code.required', 40),
  subtotal: z.number().int().min(0).max(1e13).optional(),
  items: cartItemsSchema.optional(),
  email: z.string().trim().max(254).nullish(),
});

const amount = z.number({ message: 'method.amount.invalid' }).int({ message: 'method.amount.invalid' }).min(0).max(1e13);

/** A province given as its code, its name, or an address object holding one of them. */
const addressRef = z
  .union([
    provinceRef,
    z.object({
      city: provinceRef.optional(),
      province: provinceRef.optional(),
      provinceCode: provinceRef.optional(),
    }),
  ])
  .transform((a) => (typeof a === 'string' ? a : (a.provinceCode ?? a.city ?? a.province ?? '')));

/** POST /shipping-methods/available (spec 2 §3: address, orderTotal, weight). */
export const shippingAvailableSchema = z.object({
  address: addressRef.optional(),
  orderTotal: amount.default(0),
  /** Kilograms: the live carriers (GHN, GHTK) price by it; the shop's own methods do not. */
  weight: z.number().min(0).max(100_000).optional(),
  /** The 2025 ward code: the live carriers quote only for a ward (decision 0320). */
  ward: z.string().trim().max(10).optional(),
  /** The goods' value (core parcelValue) the live carriers insure (decision 0322); the order total when absent. */
  value: amount.optional(),
});

/** POST /shipping-methods/calculate: one method (id or code) for an address and total. */
export const shippingCalculateSchema = shippingAvailableSchema.extend({
  method: text('checkout.shipping.required', 64),
});

export const phoneDigits = (s: string) => s.replace(/[\s-]/g, '');

/** Information step (spec 2 §5). Address, city and ward are required when something ships. */
export const checkoutInformationSchema = z.object({
  fullName: text('checkout.fullName.required', 100),
  email: text('checkout.email.required', 254, [[(s) => !z.regexes.email.test(s), 'checkout.email.invalid']]).transform((s) =>
    s.toLowerCase(),
  ),
  phone: text('checkout.phone.required', 30, [[(s) => !/^\d{10,11}$/.test(phoneDigits(s)), 'checkout.phone.invalid']]).transform(
    phoneDigits,
  ),
  address: z.string().trim().max(255).default(''),
  /** Province code. */
  city: z.string().trim().max(10).default(''),
  /** Ward code, within the province. */
  ward: z.string().trim().max(10).default(''),
  /** The old (pre-July-2025) ward the shopper picked, by mapping id: the order prints both forms (decision 0101). */
  legacyWard: z.string().trim().max(20).optional(),
  notes: z.string().trim().max(1000).default(''),
  saveInfo: z.boolean().optional(),
});
export type CheckoutInformation = z.output<typeof checkoutInformationSchema>;

/** A missing section is parsed as empty, so each of its fields reports its own message. */
const emptyObject = {} as never;

type RawOrder = { items?: unknown; information?: Record<string, unknown>; shipping?: { method?: unknown } };

/** Physical goods in the order (anything but a course): then an address and a shipping method are needed. */
function shipsGoods(v: RawOrder): boolean {
  return Array.isArray(v.items) && v.items.some((i) => i && typeof i === 'object' && !(i as { courseId?: unknown }).courseId);
}
const blank = (x: unknown) => typeof x !== 'string' || x.trim() === '';

function requiredWhenShipping(path: string[], message: string, pick: (v: RawOrder) => unknown) {
  return [(v: RawOrder) => !shipsGoods(v) || !blank(pick(v)), { path, message, when: always }] as const;
}

/**
 * POST /orders body: the checkout form. Prices, fees and totals the client may send are not
 * part of it (they are dropped): the server prices everything. Card data is never accepted.
 */
export const placeOrderSchema = z
  .object({
    information: checkoutInformationSchema.prefault(emptyObject),
    shipping: z
      .object({
        method: methodCode.default(''),
        /** The store to collect from, with the pickup method (issue 18). */
        storeId: z.string().trim().max(64).optional(),
        /** The wait the buyer was shown for that store (decision 0294): a longer one at ordering is refused. */
        pickupWaitDays: z.number().int().min(0).max(365).optional(),
      })
      .prefault(emptyObject),
    payment: z.object({ method: text('checkout.payment.required', 40) }).prefault(emptyObject),
    items: z
      .array(cartItemRefSchema, { message: 'cart.items.required' })
      .min(1, { message: 'cart.items.required' })
      .max(CART_MAX_LINES),
    promoCode: promoCode.nullish(),
    /** A company (VAT) invoice, when the buyer asks for one (decision 0222). */
    invoice: vatInvoiceSchema.nullish(),
    /** Gift cards and loyalty points (issue 15, decision 0261). */
    giftCards: checkoutRewardsSchema.shape.giftCards,
    usePoints: checkoutRewardsSchema.shape.usePoints,
  })
  .refine(...requiredWhenShipping(['information', 'address'], 'checkout.address.required', (v) => v.information?.address))
  .refine(...requiredWhenShipping(['information', 'city'], 'checkout.city.required', (v) => v.information?.city))
  .refine(...requiredWhenShipping(['information', 'ward'], 'checkout.ward.required', (v) => v.information?.ward))
  .refine(...requiredWhenShipping(['shipping', 'method'], 'checkout.shipping.required', (v) => v.shipping?.method));
export type PlaceOrderInput = z.output<typeof placeOrderSchema>;

/**
 * Card form of the payment step (spec 2 §5), for the web only: it applies to the CREDIT_CARD
 * code in any case (decision 4). The data goes to the payment provider, never to our server.
 */
export const cardFormSchema = z.object({
  cardNumber: text('checkout.card.number.required', 30, [
    [(s) => !/^\d{16}$/.test(s.replace(/\s/g, '')), 'checkout.card.number.invalid'],
  ]),
  cardName: text('checkout.card.name.required', 100),
  expiryDate: text('checkout.card.expiry.required', 5, [
    [(s) => !/^(0[1-9]|1[0-2])\/\d{2}$/.test(s), 'checkout.card.expiry.invalid'],
  ]),
  cvv: text('checkout.card.cvv.required', 4, [[(s) => !/^\d{3,4}$/.test(s), 'checkout.card.cvv.invalid']]),
});

export const orderCodeParamsSchema = z.object({ code: z.string().trim().min(1).max(40) });

/** Who may read an order without signing in: its e-mail or phone, or the mailed link's token. */
export const orderAccessQuerySchema = z.object({
  email: z.string().trim().max(254).optional(),
  phone: z.string().trim().max(30).optional(),
  /** The mailed link's token. */
  token: z.string().trim().max(200).optional(),
  /** The read-only token of POST /orders/{code}/lookup. */
  lookup: z.string().trim().max(200).optional(),
});

/** POST /orders/{code}/lookup: the e-mail or phone the order was placed with. */
export const orderLookupSchema = z
  .object({
    email: z.string().trim().max(254).optional(),
    phone: z.string().trim().max(30).optional(),
  })
  .refine((v) => Boolean(v.email || v.phone), { message: 'required', path: ['email'] });

/**
 * POST /orders/{code}/cancel: an optional reason, and for a guest's order the mailed link's
 * token (a signed-in customer's order is cancelled from that account only).
 */
export const orderCancelSchema = z.object({
  token: z.string().trim().max(200).optional(),
  reason: z.string().trim().max(500, { message: 'order.cancel.reason' }).default(''),
});
export type OrderCancelInput = z.output<typeof orderCancelSchema>;
