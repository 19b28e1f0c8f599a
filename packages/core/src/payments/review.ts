import { z } from 'zod';

/** Why money waits for staff (payments/receipts.ts on the server). */
export const REVIEW_OUTCOMES = ['late', 'surplus', 'overpaid', 'partial', 'unmatched'] as const;
export type ReviewOutcome = (typeof REVIEW_OUTCOMES)[number];

/** A payment that could not pay its order as it came, for staff to resolve (decision 0311). */
export interface FlaggedPayment {
  _id: string;
  provider: string;
  transactionId: string;
  /** In `currency` (VND: whole dong; USD: cents). */
  amount: number;
  currency: string;
  outcome: ReviewOutcome | string;
  /** What the shop noted when it arrived (amount short, order cancelled…). */
  note: string;
  orderCode: string | null;
  orderStatus: string | null;
  /** The bank transfer's content, when it came from a bank. */
  content: string;
  receivedAt: string;
  /** null, pending, refunded, failed */
  refundStatus: string | null;
  refundRef: string | null;
  /** The gateway can send this money back (a gateway payment with a refund API). */
  canRefund: boolean;
  open: boolean;
  resolution: string;
  resolvedBy: string | null;
  resolvedAt: string | null;
}

export const flaggedPaymentsQuerySchema = z.object({
  status: z.enum(['open', 'resolved', 'all']).default('open'),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type FlaggedPaymentsQuery = z.infer<typeof flaggedPaymentsQuerySchema>;

/** Resolving (or refunding) a flagged payment: what staff did, for the record. */
export const resolvePaymentSchema = z.object({
  note: z.string().trim().min(1, 'adminKit.v.required').max(500, 'adminKit.v.tooLong'),
});
export type ResolvePaymentInput = z.infer<typeof resolvePaymentSchema>;

/** A gateway's credentials as the admin sees them (decision 0312): never a secret's value. */
export interface GatewayKeysView {
  canSave: boolean;
  reason: 'SETTINGS_KEY_MISSING' | null;
  gateways: {
    provider: string;
    offered: boolean;
    source: 'env' | 'stored' | null;
    missing: string[];
    fields: {
      name: string;
      secret: boolean;
      required: boolean;
      set: boolean;
      source: 'env' | 'stored' | null;
      /** A secret's last 4 characters, or a non-secret value; null from the environment. */
      hint: string | null;
      updatedAt: string | null;
      updatedBy: string | null;
    }[];
  }[];
}

/** The admin's form of one gateway's keys: a blank field keeps the stored value. */
export const gatewayKeysFormSchema = z.record(z.string(), z.string().trim().max(500, 'adminKit.v.tooLong'));
