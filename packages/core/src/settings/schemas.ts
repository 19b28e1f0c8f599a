import { z } from 'zod';
import { isStaffRole, ROLES } from '../auth/permissions';
import { LANGUAGES } from '../language';

/*
 * The shop's general settings (issue 16): one schema for the admin form and the staff API. Messages
 * are admin i18n keys; the server's field messages are described from the code instead
 * (localizeIssue), so both sides speak the user's language.
 */

export const SOCIAL_NETWORKS = ['facebook', 'zalo', 'youtube', 'tiktok', 'instagram'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const HOURS_DAYS = ['mon-fri', 'sat', 'sun'] as const;

/** Spec 1 §9: tax is 10 % of the subtotal, an exact requirement (decision 0170: shown, not edited). */
export const SHOP_TAX_PERCENT = 10;

const text = (max: number) => z.string().trim().max(max, 'adminKit.v.tooLong');
const required = (max: number) => z.string().trim().min(1, 'adminKit.v.required').max(max, 'adminKit.v.tooLong');
const urlOrEmpty = z.union([z.literal(''), z.url({ error: 'adminKit.v.url', protocol: /^https?$/ })]);
const emailOrEmpty = z.union([z.literal(''), z.email({ error: 'adminKit.v.email' })]);
/** Digits, spaces, dots, dashes, a leading +; 3–20 characters ("1900 6868", "+84 24 3868 6868"). */
const phone = z
  .string()
  .trim()
  .max(20, 'adminKit.v.tooLong')
  .regex(/^(?:\+?[0-9][0-9 .-]{1,18}[0-9])?$/, 'adminKit.v.phone');
const time = z
  .string()
  .regex(/^(?:[01][0-9]|2[0-3]):[0-5][0-9]$/, 'adminKit.v.time')
  .nullable();
const wholeNumber = (min: number, max: number) =>
  z
    .number({ error: 'adminKit.v.number' })
    .int('adminKit.v.integer')
    .min(min, min === 0 ? 'adminKit.v.min0' : 'adminKit.v.range')
    .max(max, 'adminKit.v.range');

export const branchSchema = z.object({
  city: required(80),
  name: required(120),
  address: required(300),
  phone,
  email: emailOrEmpty,
});
export type Branch = z.infer<typeof branchSchema>;

export const openingHoursSchema = z
  .object({
    days: z.enum(HOURS_DAYS),
    open: time,
    close: time,
    closed: z.boolean(),
  })
  .refine((h) => h.closed || (h.open !== null && h.close !== null && h.open < h.close), {
    message: 'adminKit.v.hoursRange',
    path: ['close'],
  });
export type OpeningHours = z.infer<typeof openingHoursSchema>;

export const generalSettingsSchema = z.object({
  storeName: required(80),
  hotline: phone,
  email: emailOrEmpty,
  address: text(300),
  chatUrl: urlOrEmpty,
  defaultLanguage: z.enum(LANGUAGES),
  /** VND; the storefront advertises free shipping from it (spec 1 §9: 500.000đ). */
  freeShippingThreshold: wholeNumber(0, 1_000_000_000),
  /** Days a bought item may be returned (spec 1 §9: 30). */
  returnDays: wholeNumber(0, 365),
  replyWithinHours: wholeNumber(1, 168),
  social: z.object(Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, urlOrEmpty])) as Record<SocialNetwork, typeof urlOrEmpty>),
  branches: z.array(branchSchema).max(50, 'adminKit.v.tooMany'),
  hours: z
    .array(openingHoursSchema)
    .length(HOURS_DAYS.length, 'adminKit.v.hoursDays')
    .refine((list) => HOURS_DAYS.every((d, i) => list[i]?.days === d), 'adminKit.v.hoursDays'),
});
export type GeneralSettings = z.infer<typeof generalSettingsSchema>;

/** What the staff screen reads: the editable fields plus the logo (uploaded on its own) and the fixed tax rate. */
export interface GeneralSettingsView extends GeneralSettings {
  logo: string;
  taxPercent: number;
  updatedAt: string | null;
}

/** The shop as installed (spec 1 §9 constants); stored settings override field by field. */
export const DEFAULT_GENERAL_SETTINGS: GeneralSettings = {
  storeName: 'Sen',
  hotline: '',
  email: '',
  address: '',
  chatUrl: '',
  defaultLanguage: 'vi',
  freeShippingThreshold: 500_000,
  returnDays: 30,
  replyWithinHours: 24,
  social: { facebook: '', zalo: '', youtube: '', tiktok: '', instagram: '' },
  branches: [],
  hours: [
    { days: 'mon-fri', open: '08:00', close: '17:00', closed: false },
    { days: 'sat', open: '09:00', close: '14:00', closed: false },
    { days: 'sun', open: null, close: null, closed: true },
  ],
};

/** Staff invitations: the new member sets a password from the mailed link. */
export const staffInviteSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, 'adminKit.v.tooLong')
    .pipe(z.email({ error: 'adminKit.v.email' })),
  name: required(120),
  role: z.enum(ROLES).refine(isStaffRole, 'adminKit.v.staffRole'),
});
export type StaffInvite = z.infer<typeof staffInviteSchema>;
