import { z } from 'zod';

/**
 * Customer returns and refunds (issue 13, decision 0210). A request travels
 * requested → approved → received → refunded, or requested → rejected; "open" is every status
 * before its end (one open request per order line, enforced by a partial unique index).
 */
export const RETURN_STATUSES = ['requested', 'approved', 'rejected', 'received', 'refunded'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
export const OPEN_RETURN_STATUSES: readonly ReturnStatus[] = ['requested', 'approved', 'received'];

export const RETURN_REASONS = ['defective', 'damagedInShipping', 'wrongItem', 'notAsDescribed', 'changedMind', 'other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/** Orders whose goods reached the buyer: the only ones a return may be asked for. */
export const RETURNABLE_ORDER_STATUSES = ['delivered', 'pickedUp', 'completed'] as const;

export const RETURN_PHOTO_MAX = 5;

export function isOpenReturn(status: string): boolean {
  return (OPEN_RETURN_STATUSES as readonly string[]).includes(status);
}

/** The last day a return may be asked for: `days` after the goods reached the buyer. */
export function returnDeadline(deliveredAt: string | Date, days: number): Date {
  return new Date(new Date(deliveredAt).getTime() + days * 86_400_000);
}

export interface RefundOrderFigures {
  subtotal: number;
  total: number;
  shippingFee: number;
  shippingDiscount: number;
  handlingFee: number;
}

/** What the buyer paid for shipping (after its discount). */
export function shippingPaid(o: RefundOrderFigures): number {
  return Math.max(0, o.shippingFee - o.shippingDiscount);
}

/**
 * What the buyer paid for `quantity` units at `unitPrice`: the order's goods money (total minus
 * shipping and handling, i.e. after coupon discounts) shared over the subtotal, rounded down so
 * refunds never add up to more than was paid.
 */
export function itemsRefundValue(o: RefundOrderFigures, lines: readonly { unitPrice: number; quantity: number }[]): number {
  const goodsPaid = Math.max(0, o.total - shippingPaid(o) - o.handlingFee);
  if (o.subtotal <= 0) return 0;
  let sum = 0;
  for (const l of lines) sum += Math.floor((l.unitPrice * l.quantity * goodsPaid) / o.subtotal);
  return Math.min(sum, goodsPaid);
}

export interface RefundPlan {
  items: number;
  shipping: number;
  amount: number;
  /** After this refund everything the order cost is refunded: the order moves to refunded. */
  full: boolean;
}

/**
 * A refund's amount. `full`: whatever of the order is not refunded yet. Otherwise the returned
 * items' value (itemsRefundValue) plus, when asked, the shipping not refunded yet; never more than
 * what remains of the total.
 */
export function planRefund(
  o: RefundOrderFigures,
  already: { amount: number; shipping: number },
  ask: { full: boolean; items: number; shipping: boolean },
): RefundPlan {
  const remaining = Math.max(0, o.total - already.amount);
  if (ask.full) {
    const shipping = Math.max(0, shippingPaid(o) - already.shipping);
    return {
      items: remaining - Math.min(shipping, remaining),
      shipping: Math.min(shipping, remaining),
      amount: remaining,
      full: true,
    };
  }
  const shipping = ask.shipping ? Math.max(0, shippingPaid(o) - already.shipping) : 0;
  const items = Math.min(ask.items, remaining);
  const ship = Math.min(shipping, remaining - items);
  const amount = items + ship;
  return { items, shipping: ship, amount, full: amount > 0 && amount === remaining };
}

const trimmed = (max: number) => z.string().trim().max(max);

export const returnLineInputSchema = z.object({
  itemId: z.string().min(1).max(64),
  quantity: z.coerce.number().int().min(1).max(10_000),
});

/** The customer's request (multipart fields; `items` is JSON text or an array). */
export const returnRequestSchema = z.object({
  items: z.array(returnLineInputSchema).min(1).max(100),
  reason: z.enum(RETURN_REASONS),
  comment: trimmed(2000).default(''),
  token: z.string().max(100).optional(),
});
export type ReturnRequestInput = z.infer<typeof returnRequestSchema>;

export const returnDecisionSchema = z.object({ message: trimmed(2000).default('') });
export const returnRejectSchema = z.object({ message: z.string().trim().min(3).max(2000) });

export const returnReceiveSchema = z.object({
  lines: z
    .array(z.object({ id: z.string().min(1).max(64), damaged: z.boolean().default(false) }))
    .max(100)
    .default([]),
  note: trimmed(2000).default(''),
});

export const REFUND_METHODS = ['gateway', 'manual'] as const;
export const returnRefundSchema = z.object({
  full: z.boolean().default(false),
  shipping: z.boolean().default(false),
  method: z.enum(REFUND_METHODS).default('manual'),
  reference: trimmed(200).default(''),
  note: trimmed(2000).default(''),
});
export type ReturnRefundInput = z.infer<typeof returnRefundSchema>;

export const adminReturnListQuerySchema = z.object({
  status: z.enum(['all', ...RETURN_STATUSES]).default('all'),
  q: trimmed(100).default(''),
  order: trimmed(40).default(''),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminReturnListQuery = z.infer<typeof adminReturnListQuerySchema>;

export interface ReturnLineView {
  id: string;
  orderItemId: string;
  name: string;
  sku: string;
  image: string;
  attributes: { name: string; value: string }[];
  unitPrice: number;
  quantity: number;
  damaged: boolean | null;
  restocked: boolean;
}

export interface RefundView {
  id: string;
  amount: number;
  itemsAmount: number;
  shippingAmount: number;
  method: 'gateway' | 'manual';
  provider: string;
  reference: string;
  note: string;
  by: string;
  createdAt: string;
}

export interface ReturnView {
  id: string;
  code: string;
  orderCode: string;
  status: ReturnStatus;
  reason: ReturnReason;
  comment: string;
  photos: string[];
  staffMessage: string;
  lines: ReturnLineView[];
  refund: RefundView | null;
  customer: { fullName: string; email: string; phone: string };
  createdAt: string;
  decidedAt: string | null;
  receivedAt: string | null;
  refundedAt: string | null;
}

export interface ReturnableLine {
  itemId: string;
  name: string;
  image: string;
  attributes: { name: string; value: string }[];
  unitPrice: number;
  bought: number;
  /** Already in a return that was not rejected. */
  returned: number;
  /** In an open request right now (another request for it must wait). */
  open: boolean;
  returnable: number;
}

/** What a buyer may return of an order, and its returns so far. */
export interface OrderReturns {
  orderCode: string;
  eligible: boolean;
  /** Why nothing may be asked now: ORDER_NOT_RETURNABLE, RETURN_WINDOW_CLOSED, or null. */
  reason: string | null;
  deadline: string | null;
  windowDays: number;
  lines: ReturnableLine[];
  returns: ReturnView[];
  refunded: number;
}
