import { z } from 'zod';

/*
 * The admin forms of promotions and flash sales (issue 15). Messages are admin i18n keys; the staff
 * API checks again with its own schemas (admin-schemas.ts) and its field messages land on the same fields.
 */
const money = z.number({ error: 'adminKit.v.number' }).int('adminKit.v.integer').min(0, 'adminKit.v.min0');
const count = z.number({ error: 'adminKit.v.number' }).int('adminKit.v.integer').min(1, 'adminKit.v.range');

export const promotionFormSchema = z.object({
  name: z.string().trim().min(1, 'adminKit.v.required').max(120, 'adminKit.v.tooLong'),
  code: z.string().trim().max(40, 'adminKit.v.tooLong'),
  description: z.string().trim().max(1000, 'adminKit.v.tooLong'),
  type: z.enum(['percentage', 'fixed', 'freeShipping', 'buyXGetY']),
  value: money,
  minimumPurchase: money.nullable(),
  maximumDiscount: money.nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  maxUses: count.nullable(),
  usesPerCustomer: count.nullable(),
  isActive: z.boolean(),
  isAutomatic: z.boolean(),
  combinable: z.boolean(),
  buyQuantity: count.nullable(),
  getQuantity: count.nullable(),
  buyProducts: z.array(z.string()),
  buyCategories: z.array(z.string()),
  getProducts: z.array(z.string()),
  getCategories: z.array(z.string()),
});
export type PromotionForm = z.infer<typeof promotionFormSchema>;

export const promotionGenerateFormSchema = z.object({
  count: count.max(5000, 'adminKit.v.range'),
  prefix: z.string().trim().max(12, 'adminKit.v.tooLong'),
});

export const clearanceFormSchema = z.object({
  productIds: z.array(z.string()).min(1, 'adminKit.v.required'),
  isClearance: z.enum(['on', 'off']),
});

export const flashSaleFormSchema = z.object({
  name: z.string().trim().min(1, 'adminKit.v.required').max(120, 'adminKit.v.tooLong'),
  startsAt: z.string().min(1, 'adminKit.v.required'),
  endsAt: z.string().min(1, 'adminKit.v.required'),
  isActive: z.boolean(),
  items: z
    .array(
      z.object({
        productId: z.string().trim().min(1, 'adminKit.v.required'),
        variantId: z.string().trim(),
        priceType: z.enum(['fixed', 'percentage']),
        value: count,
        cap: count.nullable(),
        perCustomer: count.nullable(),
      }),
    )
    .min(1, 'adminKit.v.required')
    .max(200, 'adminKit.v.tooMany'),
});
export type FlashSaleForm = z.infer<typeof flashSaleFormSchema>;

/** "a, b ,c" → ['a','b','c']. */
export function idList(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** An ISO instant as the value of a datetime-local input (local time of the browser), '' for none. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value back to an ISO instant, null when empty. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const t = new Date(value).getTime();
  return Number.isNaN(t) ? null : new Date(t).toISOString();
}
