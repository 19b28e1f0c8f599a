import { z } from 'zod';

/**
 * Gift cards and loyalty (issue 15): shared schemas and the pure rules both sides use
 * (decisions 0260–0262). Messages are catalogue keys of ./messages.ts.
 */

/** Code alphabet: no 0/O, 1/I/L, so a code read aloud or typed from paper is unambiguous (31 symbols). */
export const GIFT_CARD_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** 16 symbols ≈ 79 bits: guessing one live code is hopeless even without the rate limit. */
export const GIFT_CARD_CODE_LENGTH = 16;

/** Upper case, only the alphabet's symbols (spaces and dashes dropped): how a code is hashed and compared. */
export function normalizeGiftCardCode(code: string): string {
  return code.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** XXXX-XXXX-XXXX-XXXX. */
export function formatGiftCardCode(code: string): string {
  return normalizeGiftCardCode(code).replace(/(.{4})(?=.)/g, '$1-');
}

export const giftCardCodeSchema = z
  .string({ message: 'giftCard.code.required' })
  .trim()
  .max(40, { message: 'giftCard.code.invalid' })
  .superRefine((s, ctx) => {
    if (!s) return void ctx.addIssue({ code: 'custom', message: 'giftCard.code.required' });
    if (normalizeGiftCardCode(s).length !== GIFT_CARD_CODE_LENGTH)
      ctx.addIssue({ code: 'custom', message: 'giftCard.code.invalid' });
  })
  .transform(normalizeGiftCardCode);

export const giftCardCheckSchema = z.object({ code: giftCardCodeSchema });

export const GIFT_CARD_MIN = 50_000;
export const GIFT_CARD_MAX = 10_000_000;
/** The fixed amounts the shop offers; any whole amount between min and max is a custom one. */
export const GIFT_CARD_AMOUNTS = [100_000, 200_000, 500_000, 1_000_000, 2_000_000] as const;

const amount = z
  .number({ message: 'giftCard.amount.invalid' })
  .int({ message: 'giftCard.amount.invalid' })
  .min(GIFT_CARD_MIN, { message: 'giftCard.amount.invalid' })
  .max(GIFT_CARD_MAX, { message: 'giftCard.amount.invalid' });
const email = z
  .string()
  .trim()
  .max(254)
  .refine((s) => s === '' || z.regexes.email.test(s), { message: 'giftCard.email.invalid' })
  .transform((s) => s.toLowerCase());

/** POST /gift-cards/orders: buy one card (paid in advance), for oneself or a recipient, optionally sent on a date. */
export const giftCardPurchaseSchema = z.object({
  amount,
  quantity: z.number().int().min(1).max(10).default(1),
  recipientName: z.string().trim().max(100).default(''),
  recipientEmail: email.default(''),
  senderName: z.string().trim().max(100).default(''),
  message: z.string().trim().max(500).default(''),
  /** ISO date-time; empty or absent: at once when paid. */
  sendAt: z
    .string()
    .trim()
    .max(40)
    .nullish()
    .refine((s) => !s || (!Number.isNaN(Date.parse(s)) && Date.parse(s) < Date.now() + 366 * 86_400_000), {
      message: 'giftCard.sendAt.invalid',
    }),
  information: z.object({
    fullName: z.string().trim().min(1, { message: 'checkout.fullName.required' }).max(100),
    email: z
      .string()
      .trim()
      .max(254)
      .refine((s) => z.regexes.email.test(s), { message: 'checkout.email.invalid' })
      .transform((s) => s.toLowerCase()),
    phone: z
      .string()
      .trim()
      .max(30)
      .refine((s) => /^\d{10,11}$/.test(s.replace(/[\s-]/g, '')), { message: 'checkout.phone.invalid' })
      .transform((s) => s.replace(/[\s-]/g, '')),
  }),
  payment: z.object({ method: z.string().trim().min(1, { message: 'checkout.payment.required' }).max(40) }),
});
export type GiftCardPurchase = z.output<typeof giftCardPurchaseSchema>;

/** Staff issue a card by hand (a refund as store credit, a prize). */
export const giftCardIssueSchema = z.object({
  amount,
  recipientName: z.string().trim().max(100).default(''),
  recipientEmail: email.default(''),
  message: z.string().trim().max(500).default(''),
  note: z.string().trim().max(500).default(''),
});
export type GiftCardIssue = z.output<typeof giftCardIssueSchema>;

export const giftCardStatusSchema = z.object({
  status: z.enum(['active', 'disabled']),
  note: z.string().trim().max(500).default(''),
});

export interface GiftCardView {
  id: string;
  last4: string;
  initialAmount: number;
  balance: number;
  status: 'active' | 'disabled';
  source: 'order' | 'staff';
  orderCode: string | null;
  purchaserEmail: string;
  recipientEmail: string;
  recipientName: string;
  sendAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface GiftCardLedgerEntry {
  id: string;
  kind: string;
  amount: number;
  balanceAfter: number;
  orderCode: string | null;
  actor: string;
  note: string;
  createdAt: string;
}

/** A code's public check (balance page, checkout): no owner data, only what the holder may know. */
export interface GiftCardBalance {
  last4: string;
  balance: number;
  status: 'active' | 'disabled';
}

// ---------------------------------------------------------------------------------------------
// Loyalty

export const TIER_KEYS = ['silver', 'gold', 'diamond'] as const;
export type TierKey = (typeof TIER_KEYS)[number];

export const tierSchema = z.object({
  key: z.enum(TIER_KEYS),
  /** Spend over the last 12 months (VND) from which the tier applies. */
  minSpend: z.number().int().min(0).max(1e13),
  /** Points earned are multiplied by this (1 = no extra). */
  pointsMultiplier: z.number().min(1).max(5),
  freeShipping: z.boolean(),
});
export type Tier = z.output<typeof tierSchema>;

export const loyaltySettingsSchema = z.object({
  enabled: z.boolean(),
  /** VND spent per point earned (e.g. 10 000 ₫ → 1 point). */
  vndPerPoint: z.number().int().min(1000).max(10_000_000),
  /** What one point is worth at checkout (VND). */
  pointValue: z.number().int().min(1).max(100_000),
  /** Fewest points used at once. */
  minRedeem: z.number().int().min(1).max(1_000_000),
  /** At most this share of the goods total may be paid with points. */
  maxRedeemPercent: z.number().int().min(1).max(100),
  /** Points expire this many months after they were earned (0: never). */
  expiryMonths: z.number().int().min(0).max(120),
  tiers: z.array(tierSchema).length(3),
  /** The point amounts /rewards and the checkout offer as ready choices. */
  rewardSteps: z.array(z.number().int().min(1).max(1_000_000)).max(8),
});
export type LoyaltySettings = z.output<typeof loyaltySettingsSchema>;

export const DEFAULT_LOYALTY_SETTINGS: LoyaltySettings = {
  enabled: true,
  vndPerPoint: 10_000,
  pointValue: 100,
  minRedeem: 100,
  maxRedeemPercent: 50,
  expiryMonths: 12,
  tiers: [
    { key: 'silver', minSpend: 0, pointsMultiplier: 1, freeShipping: false },
    { key: 'gold', minSpend: 10_000_000, pointsMultiplier: 1.25, freeShipping: false },
    { key: 'diamond', minSpend: 30_000_000, pointsMultiplier: 1.5, freeShipping: true },
  ],
  rewardSteps: [100, 500, 1000, 2000, 5000],
};

/** The tier whose threshold the 12-month spend reached (the highest such). */
export function tierFor(spend: number, settings: LoyaltySettings): Tier {
  const sorted = [...settings.tiers].sort((a, b) => a.minSpend - b.minSpend);
  let tier = sorted[0]!;
  for (const t of sorted) if (spend >= t.minSpend) tier = t;
  return tier;
}

/** Points an order earns: whole points per `vndPerPoint` of its base, times the tier's multiplier, rounded down. */
export function pointsEarned(base: number, tier: Pick<Tier, 'pointsMultiplier'>, settings: LoyaltySettings): number {
  if (base <= 0) return 0;
  return Math.floor((Math.floor(base / settings.vndPerPoint) * Math.round(tier.pointsMultiplier * 100)) / 100);
}

/** The most points one order may take: its share cap and the balance, whole points. */
export function maxRedeemable(goods: number, balance: number, settings: LoyaltySettings): number {
  const cap = Math.floor(Math.floor((goods * settings.maxRedeemPercent) / 100) / settings.pointValue);
  return Math.max(0, Math.min(balance, cap));
}

export interface LoyaltySummary {
  enabled: boolean;
  balance: number;
  /** What the balance is worth at checkout. */
  value: number;
  spend12m: number;
  tier: Tier;
  nextTier: Tier | null;
  /** Points that expire within 30 days, and when the first of them do. */
  expiringSoon: { points: number; at: string | null };
  settings: Pick<
    LoyaltySettings,
    'vndPerPoint' | 'pointValue' | 'minRedeem' | 'maxRedeemPercent' | 'expiryMonths' | 'rewardSteps' | 'tiers'
  >;
}

export interface LoyaltyLedgerEntry {
  id: string;
  kind: string;
  points: number;
  orderCode: string | null;
  expiresAt: string | null;
  actor: string;
  note: string;
  createdAt: string;
}

export const loyaltyAdjustSchema = z.object({
  points: z
    .number({ message: 'loyalty.points.invalid' })
    .int({ message: 'loyalty.points.invalid' })
    .min(-10_000_000, { message: 'loyalty.points.invalid' })
    .max(10_000_000, { message: 'loyalty.points.invalid' })
    .refine((n) => n !== 0, { message: 'loyalty.points.invalid' }),
  note: z.string().trim().min(3, { message: 'loyalty.note.required' }).max(500),
});

/** The checkout's rewards, sent with POST /orders (optional; absent fields use nothing). */
export const checkoutRewardsSchema = z.object({
  giftCards: z.array(giftCardCodeSchema).max(5).optional(),
  usePoints: z
    .number({ message: 'loyalty.points.invalid' })
    .int({ message: 'loyalty.points.invalid' })
    .min(0)
    .max(10_000_000)
    .optional(),
});

/** Staff lists of gift cards and loyalty customers. */
export const rewardsListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce
    .number()
    .int()
    .refine((n) => [10, 20, 50, 100].includes(n), { message: 'page_size' })
    .default(20),
  q: z.string().trim().max(200).optional(),
  status: z.enum(['active', 'disabled']).optional(),
});

export interface LoyaltyCustomerRow {
  id: string;
  email: string;
  fullName: string;
  balance: number;
  updatedAt: string | null;
}

/** GET /gift-cards/options: what the purchase form offers. */
export interface GiftCardOptions {
  amounts: number[];
  min: number;
  max: number;
}

/** The staff settings form: the reward steps typed as a comma-separated list. */
export const loyaltySettingsFormSchema = loyaltySettingsSchema.extend({
  rewardSteps: z
    .string()
    .max(200)
    .refine((s) => s.split(',').every((x) => !x.trim() || /^\d{1,7}$/.test(x.trim())), { message: 'invalid' }),
});
export type LoyaltySettingsForm = z.output<typeof loyaltySettingsFormSchema>;
