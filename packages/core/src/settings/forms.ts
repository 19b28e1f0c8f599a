import { z } from 'zod';
import { ROLES } from '../auth/permissions';
import { USER_STATUSES } from '../auth/types';
import { SHIPPING_ICONS } from '../checkout/admin-schemas';

/*
 * The admin forms of shipping and payment methods (spec 2 §3). Messages are admin i18n keys; the
 * staff API checks again with its own schemas (checkout/admin-schemas.ts) and its field messages
 * land on the same fields.
 */

const money = z.number({ error: 'adminKit.v.number' }).int('adminKit.v.integer').min(0, 'adminKit.v.min0');
const code = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_]{2,40}$/, 'adminKit.v.methodCode');
const name = z.string().trim().min(1, 'adminKit.v.required').max(120, 'adminKit.v.tooLong');
const text = (max: number) => z.string().trim().max(max, 'adminKit.v.tooLong');

export const shippingMethodFormSchema = z
  .object({
    code,
    name,
    description: text(1000),
    icon: z.enum(SHIPPING_ICONS),
    carrier: text(120),
    isActive: z.boolean(),
    isDefault: z.boolean(),
    displayOrder: money.max(100_000, 'adminKit.v.range').nullable(),
    baseRate: money,
    freeShippingThreshold: money.nullable(),
    rates: z
      .array(
        z.object({
          region: z.string().trim().min(1, 'adminKit.v.required').max(100, 'adminKit.v.tooLong'),
          baseRate: money,
          freeShippingThreshold: money.nullable(),
        }),
      )
      .max(100, 'adminKit.v.tooMany'),
    estimatedMin: money.max(365, 'adminKit.v.range'),
    estimatedMax: money.max(365, 'adminKit.v.range'),
    estimatedUnit: z.enum(['days', 'hours']),
  })
  .refine((v) => v.estimatedMin <= v.estimatedMax, { message: 'adminKit.v.estimateRange', path: ['estimatedMax'] })
  .refine((v) => !v.isDefault || v.isActive, { message: 'adminKit.v.defaultActive', path: ['isDefault'] });
export type ShippingMethodForm = z.infer<typeof shippingMethodFormSchema>;

export const HANDLING_FEE_TYPES = ['fixed', 'percentage'] as const;

export const paymentMethodFormSchema = z
  .object({
    code,
    name,
    description: text(1000),
    icon: text(40),
    isActive: z.boolean(),
    isDefault: z.boolean(),
    displayOrder: money.max(100_000, 'adminKit.v.range'),
    minimumOrderAmount: money.nullable(),
    maximumOrderAmount: money.nullable(),
    handlingFee: z.number({ error: 'adminKit.v.number' }).min(0, 'adminKit.v.min0').max(1e9, 'adminKit.v.range'),
    handlingFeeType: z.enum(HANDLING_FEE_TYPES),
    instructions: text(2000),
    processingTime: text(120),
    /** Comma-separated brands ("visa, mastercard, jcb"). */
    acceptedCards: text(400),
    /** One benefit per line. */
    benefits: text(4000),
    bankName: text(120),
    accountNumber: text(40),
    accountHolder: text(120),
  })
  .refine((v) => v.minimumOrderAmount == null || v.maximumOrderAmount == null || v.minimumOrderAmount <= v.maximumOrderAmount, {
    message: 'adminKit.v.bracket',
    path: ['maximumOrderAmount'],
  })
  .refine((v) => v.handlingFeeType !== 'percentage' || v.handlingFee <= 100, {
    message: 'adminKit.v.percentage',
    path: ['handlingFee'],
  });
export type PaymentMethodForm = z.infer<typeof paymentMethodFormSchema>;

/** "visa, Mastercard,, jcb" → ["visa", "mastercard", "jcb"]. */
export const splitList = (value: string, separator: RegExp): string[] =>
  value
    .split(separator)
    .map((s) => s.trim())
    .filter(Boolean);

/** A user's role and status as the user management screen changes them (admins only). */
export const userAccessFormSchema = z.object({
  role: z.enum(ROLES),
  status: z.enum(USER_STATUSES),
});
export type UserAccessForm = z.infer<typeof userAccessFormSchema>;
