import { z } from 'zod';
import { PAGE_SIZES } from '../catalog';
import { freeJsonObject } from '../json';
import { ORDER_STATUSES, PAYMENT_STATUSES } from './order-status';

/** Staff schemas: shipping and payment methods, coupons, order status and order lists. */

const always = () => true;

/**
 * The fields of a create schema, all optional and WITHOUT their defaults: zod's `.partial()`
 * keeps defaults, so a PUT sending one field would reset every defaulted field it left out.
 */
function patchOf<T extends z.ZodRawShape>(fields: z.ZodObject<T>): ReturnType<z.ZodObject<T>['partial']> {
  const shape = Object.fromEntries(
    Object.entries(fields.shape).map(([key, schema]) => [
      key,
      z.optional(schema instanceof z.ZodDefault ? (schema.removeDefault() as z.ZodType) : schema),
    ]),
  );
  return z.object(shape) as unknown as ReturnType<z.ZodObject<T>['partial']>;
}
const amount = z.number({ message: 'method.amount.invalid' }).int({ message: 'method.amount.invalid' }).min(0).max(1e13);
const name = z.string({ message: 'method.name.required' }).trim().min(1, { message: 'method.name.required' }).max(120);
const methodCode = z
  .string({ message: 'method.code.format' })
  .trim()
  .regex(/^[A-Za-z0-9_]{2,40}$/, { message: 'method.code.format' })
  .transform((s) => s.toUpperCase());

export const SHIPPING_ICONS = ['truck', 'zap', 'package', 'plane', 'ship', 'clock'] as const;

const rateSchema = z.object({
  region: z.string({ message: 'shipping.region.required' }).trim().min(1, { message: 'shipping.region.required' }).max(100),
  baseRate: amount,
  freeShippingThreshold: amount.nullable().default(null),
});

const estimateSchema = z
  .object({
    min: z.number().int().min(0).max(365),
    max: z.number().int().min(0).max(365),
    unit: z.enum(['days', 'hours']),
  })
  .refine((e) => e.min <= e.max, { message: 'shipping.estimate.range', path: ['max'] });

const shippingFields = z.object({
  code: methodCode,
  name,
  description: z.string().trim().max(1000).default(''),
  icon: z.enum(SHIPPING_ICONS).default('truck'),
  carrier: z.string().trim().max(120).default(''),
  isActive: z.boolean().default(true),
  isDefault: z.boolean().default(false),
  displayOrder: z.number().int().min(0).max(100_000).nullable().default(null),
  baseRate: amount,
  freeShippingThreshold: amount.nullable().default(null),
  rates: z.array(rateSchema).max(100).default([]),
  estimatedDeliveryTime: estimateSchema,
});

export const shippingMethodCreateSchema = shippingFields;
/** PUT: only the fields sent change. */
export const shippingMethodUpdateSchema = patchOf(shippingFields);
export type ShippingMethodInput = z.output<typeof shippingMethodCreateSchema>;
export type ShippingMethodPatch = z.output<typeof shippingMethodUpdateSchema>;

const bracketOk = (v: { minimumOrderAmount?: number | null; maximumOrderAmount?: number | null }) =>
  v.minimumOrderAmount == null || v.maximumOrderAmount == null || v.minimumOrderAmount <= v.maximumOrderAmount;
const feeOk = (v: { handlingFee?: number; handlingFeeType?: string }) =>
  v.handlingFeeType !== 'percentage' || v.handlingFee === undefined || v.handlingFee <= 100;

const paymentFields = z.object({
  code: methodCode,
  name,
  description: z.string().trim().max(1000).default(''),
  icon: z.string().trim().max(40).default(''),
  isActive: z.boolean().default(true),
  isDefault: z.boolean().default(false),
  displayOrder: z.number().int().min(0).max(100_000).default(0),
  minimumOrderAmount: amount.nullable().default(null),
  maximumOrderAmount: amount.nullable().default(null),
  handlingFee: z.number().min(0).max(1e9).default(0),
  handlingFeeType: z.enum(['percentage', 'fixed']).default('fixed'),
  instructions: z.string().trim().max(2000).default(''),
  processingTime: z.string().trim().max(120).default(''),
  acceptedCards: z.array(z.string().trim().toLowerCase().min(1).max(30)).max(20).optional(),
  benefits: z.array(z.string().trim().min(1).max(200)).max(20).optional(),
  /** Bank transfer: bankName, accountNumber, accountHolder (spec 2 §3); other keys kept as given. */
  configuration: freeJsonObject().default({}),
});

const paymentRules = <T extends z.ZodType<Record<string, unknown>>>(s: T) =>
  s
    .refine((v) => bracketOk(v as never), { message: 'payment.bracket.range', path: ['maximumOrderAmount'], when: always })
    .refine((v) => feeOk(v as never), { message: 'payment.fee.percentage', path: ['handlingFee'], when: always });

export const paymentMethodCreateSchema = paymentRules(paymentFields);
export const paymentMethodUpdateSchema = paymentRules(patchOf(paymentFields));
export type PaymentMethodInput = z.output<typeof paymentFields>;
export type PaymentMethodPatch = Partial<PaymentMethodInput>;

const isoDate = z
  .string()
  .trim()
  .refine((s) => !Number.isNaN(Date.parse(s)), { message: 'date.invalid' })
  .transform((s) => new Date(s).toISOString());

const idList = z.array(z.string().trim().min(1).max(64)).max(500).default([]);
export const promotionTargetSchema = z.object({ productIds: idList, categoryIds: idList });

const couponFields = z.object({
  code: z
    .string({ message: 'coupon.code.format' })
    .trim()
    .regex(/^[A-Za-z0-9_-]{3,40}$/, { message: 'coupon.code.format' })
    .transform((s) => s.toUpperCase())
    .optional(),
  name: z.string().trim().max(120).default(''),
  description: z.string().trim().max(1000).default(''),
  type: z.enum(['percentage', 'fixed', 'freeShipping', 'buyXGetY']),
  value: z.number().min(0).max(1e13).default(0),
  minimumPurchase: amount.nullable().default(null),
  maximumDiscount: amount.nullable().default(null),
  startsAt: isoDate.nullable().default(null),
  endsAt: isoDate.nullable().default(null),
  maxUses: z.number().int().min(1).max(1e9).nullable().default(null),
  usesPerCustomer: z.number().int().min(1).max(1e6).nullable().default(null),
  isActive: z.boolean().default(true),
  /** Issue 15 (decision 0250): applied without a code when the cart qualifies. */
  isAutomatic: z.boolean().default(false),
  combinable: z.boolean().default(false),
  buyQuantity: z.number().int().min(1).max(1000).nullable().default(null),
  getQuantity: z.number().int().min(1).max(1000).nullable().default(null),
  buy: promotionTargetSchema.default({ productIds: [], categoryIds: [] }),
  get: promotionTargetSchema.default({ productIds: [], categoryIds: [] }),
});

type CouponShape = { type?: string; value?: number; startsAt?: string | null; endsAt?: string | null };
const couponRules = <T extends z.ZodType<Record<string, unknown>>>(s: T) =>
  s
    .refine(
      (v) => {
        const c = v as CouponShape;
        return (c.type !== 'percentage' && c.type !== 'buyXGetY') || c.value === undefined || (c.value >= 1 && c.value <= 100);
      },
      { message: 'coupon.value.percentage', path: ['value'], when: always },
    )
    .refine(
      (v) => {
        const c = v as CouponShape;
        return c.type !== 'fixed' || c.value === undefined || (Number.isInteger(c.value) && c.value > 0);
      },
      { message: 'coupon.value.fixed', path: ['value'], when: always },
    )
    .refine(
      (v) => {
        const c = v as CouponShape;
        return !c.startsAt || !c.endsAt || Date.parse(c.startsAt) < Date.parse(c.endsAt);
      },
      { message: 'coupon.dates.order', path: ['endsAt'], when: always },
    );

export const couponCreateSchema = couponRules(couponFields).refine(
  (v) => (v as { isAutomatic?: boolean; code?: string }).isAutomatic === true || !!(v as { code?: string }).code,
  { message: 'coupon.code.format', path: ['code'], when: always },
);
export const couponUpdateSchema = couponRules(patchOf(couponFields));
export type CouponInput = z.output<typeof couponFields>;
export type CouponPatch = Partial<CouponInput>;

/** Bulk single-use codes (issue 15): PREFIX-XXXXXXXX, copies of a promotion's rules. */
export const promotionGenerateSchema = z.object({
  count: z.number({ message: 'promotion.generate.count' }).int().min(1, { message: 'promotion.generate.count' }).max(5000, {
    message: 'promotion.generate.count',
  }),
  prefix: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{0,12}$/, { message: 'coupon.code.format' })
    .transform((s) => s.toUpperCase())
    .default(''),
});

const flashItemSchema = z.object({
  productId: z.string().trim().min(1).max(64),
  variantId: z.string().trim().max(64).nullable().default(null),
  priceType: z.enum(['fixed', 'percentage']),
  value: z.number({ message: 'flash.value' }).int({ message: 'flash.value' }).min(1, { message: 'flash.value' }).max(1e13),
  cap: z.number().int().min(1).max(1e7).nullable().default(null),
  perCustomer: z.number().int().min(1).max(1e5).nullable().default(null),
});

const flashFields = z.object({
  name: z.string({ message: 'flash.name' }).trim().min(1, { message: 'flash.name' }).max(120),
  startsAt: isoDate,
  endsAt: isoDate,
  isActive: z.boolean().default(true),
  items: z.array(flashItemSchema).min(1, { message: 'flash.items' }).max(200),
});

type FlashShape = { startsAt?: string; endsAt?: string; items?: { priceType: string; value: number }[] };
const flashRules = <T extends z.ZodType<Record<string, unknown>>>(s: T) =>
  s
    .refine(
      (v) => {
        const f = v as FlashShape;
        return !f.startsAt || !f.endsAt || Date.parse(f.startsAt) < Date.parse(f.endsAt);
      },
      { message: 'coupon.dates.order', path: ['endsAt'], when: always },
    )
    .refine((v) => ((v as FlashShape).items ?? []).every((i) => i.priceType !== 'percentage' || i.value <= 99), {
      message: 'flash.value',
      path: ['items'],
      when: always,
    });

export const flashSaleCreateSchema = flashRules(flashFields);
export const flashSaleUpdateSchema = flashRules(patchOf(flashFields));
export type FlashSaleInput = z.output<typeof flashFields>;

export const recordIdParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });
export const methodCodeParamsSchema = z.object({ code: z.string().trim().min(1).max(40) });

export const shippingListQuerySchema = z.object({ isActive: z.enum(['true', 'false']).optional() });
export const paymentAvailableQuerySchema = z.object({ orderTotal: z.coerce.number().int().min(0).max(1e13).default(0) });

const pageSize = z.coerce
  .number()
  .int()
  .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), { message: 'page_size' })
  .default(10);

export const myOrdersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: pageSize,
});

export const adminOrdersQuerySchema = myOrdersQuerySchema.extend({
  status: z.enum(ORDER_STATUSES).optional(),
  paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
  /** Order code, customer e-mail, phone or name. */
  q: z.string().trim().max(200).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});

export const couponListQuerySchema = myOrdersQuerySchema.extend({
  q: z.string().trim().max(100).optional(),
  isActive: z.enum(['true', 'false']).optional(),
  /** The codes generated from one promotion; without it, generated codes are left out. */
  batchId: z.string().trim().max(64).optional(),
  isAutomatic: z.enum(['true', 'false']).optional(),
});

export const promotionPreviewSchema = z.object({
  items: z
    .array(
      z.object({
        productId: z.string().trim().min(1).max(64),
        variantId: z.string().trim().max(64).optional(),
        quantity: z.number().int().min(1).max(999),
      }),
    )
    .min(1)
    .max(100),
  code: z.string().trim().max(40).optional(),
  email: z.string().trim().max(200).optional(),
});

export const clearanceSchema = z.object({
  productIds: z.array(z.string().trim().min(1).max(64)).min(1).max(500),
  isClearance: z.boolean(),
});

export const orderStatusChangeSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  note: z.string().trim().max(500, { message: 'order.status.note' }).default(''),
  trackingNumber: z.string().trim().max(100).optional(),
  trackingUrl: z
    .url({ protocol: /^https?$/ })
    .max(500)
    .optional(),
});
