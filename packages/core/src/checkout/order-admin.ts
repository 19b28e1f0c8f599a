import { z } from 'zod';
import { PAGE_SIZES } from '../catalog';
import type { Pagination } from '../envelope';
import { ORDER_STATUSES, type OrderStatus, PAYMENT_STATUSES } from './order-status';
import type { Order, OrderHistoryEntry, OrderSummary } from './types';

/**
 * Staff order operations (issue 13): the admin order list with its tabs, filters and sorts, the
 * detail with payments, staff notes and who did what, and the bodies of the staff writes.
 */

export const ADMIN_ORDER_SORTS = ['createdAt', 'total', 'code', 'customer'] as const;
export type AdminOrderSort = (typeof ADMIN_ORDER_SORTS)[number];

const pageSize = z.coerce
  .number()
  .int()
  .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), { message: 'page_size' })
  .default(10);

/** A day (YYYY-MM-DD, the shop's calendar day) or a full ISO time. */
const dayOrTime = z
  .string()
  .trim()
  .refine((s) => /^\d{4}-\d{2}-\d{2}$/.test(s) || !Number.isNaN(Date.parse(s)), { message: 'date.invalid' });

const money = z.coerce.number().int().min(0).max(1e13);

export const adminOrderListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: pageSize,
  /** A tab: one status; absent = all. */
  status: z.enum(ORDER_STATUSES).optional(),
  paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
  /** Order code, phone, e-mail or name (accent-free). */
  q: z.string().trim().max(200).optional(),
  from: dayOrTime.optional(),
  to: dayOrTime.optional(),
  paymentMethod: z.string().trim().max(40).optional(),
  shippingMethod: z.string().trim().max(40).optional(),
  province: z.string().trim().max(10).optional(),
  minTotal: money.optional(),
  maxTotal: money.optional(),
  sort: z.enum(ADMIN_ORDER_SORTS).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  /** Whether to count the orders of each status (the tabs); the list alone skips it. */
  counts: z.enum(['true', 'false']).default('true'),
});
export type AdminOrderListQuery = z.input<typeof adminOrderListQuerySchema>;
export type AdminOrderListParams = z.output<typeof adminOrderListQuerySchema>;

export interface AdminOrderRow extends OrderSummary {
  provinceName: string;
  paymentMethodName: string;
  shippingMethodName: string;
  trackingNumber: string | null;
}

export interface AdminOrderList {
  items: AdminOrderRow[];
  pagination: Pagination;
  /** Orders per status under the same filters (without the status tab), and `all`. */
  counts: Partial<Record<OrderStatus | 'all', number>> | null;
}

export interface OrderPaymentRecord {
  id: string;
  amount: number;
  /** 'manual' (staff recorded it) or the gateway's code. */
  method: string;
  reference: string;
  note: string;
  by: { id: string | null; name: string; email: string } | null;
  createdAt: string;
}

export interface OrderStaffNote {
  id: string;
  body: string;
  by: { id: string | null; name: string; email: string };
  createdAt: string;
}

export interface AdminOrderHistoryEntry extends OrderHistoryEntry {
  /** The staff member who made the move (null for the customer or the shop itself). */
  actor: { id: string; name: string; email: string } | null;
}

export interface AdminOrder extends Omit<Order, 'history'> {
  history: AdminOrderHistoryEntry[];
  language: string;
  paidAt: string | null;
  payments: OrderPaymentRecord[];
  staffNotes: OrderStaffNote[];
  /** The statuses the state machine allows next. */
  nextStatuses: OrderStatus[];
  /** Whether staff may record a payment now (bank transfer or COD, not paid, not cancelled). */
  canMarkPaid: boolean;
}

/** Payment methods whose money staff record by hand: the shop sees it arrive itself. */
export const MANUAL_PAYMENT_METHODS = ['BANK_TRANSFER', 'COD', 'CASH'] as const;

export function isManualPaymentMethod(code: string): boolean {
  return (MANUAL_PAYMENT_METHODS as readonly string[]).includes(code.toUpperCase());
}

export const markPaidSchema = z.object({
  amount: z.number({ message: 'order.payment.amount' }).int({ message: 'order.payment.amount' }).min(1, {
    message: 'order.payment.amount',
  }),
  reference: z.string().trim().max(120).default(''),
  note: z.string().trim().max(500).default(''),
});
export type MarkPaidInput = z.input<typeof markPaidSchema>;

export const orderCancelByStaffSchema = z.object({
  reason: z
    .string({ message: 'order.cancel.reasonRequired' })
    .trim()
    .min(3, { message: 'order.cancel.reasonRequired' })
    .max(500, { message: 'order.status.note' }),
});

export const orderNoteSchema = z.object({
  body: z.string({ message: 'order.note.body' }).trim().min(1, { message: 'order.note.body' }).max(2000),
});

export const ORDER_BULK_ACTIONS = ['confirm', 'ship'] as const;
export type OrderBulkAction = (typeof ORDER_BULK_ACTIONS)[number];

export const orderBulkSchema = z.object({
  action: z.enum(ORDER_BULK_ACTIONS),
  codes: z.array(z.string().trim().min(1).max(40)).min(1).max(100),
  /** ship: one tracking number per code (optional). */
  tracking: z.record(z.string(), z.string().trim().max(100)).optional(),
});

export interface OrderBulkResult {
  done: string[];
  failed: { code: string; message: string }[];
}

/** The status a bulk action moves an order to. */
export const BULK_TARGET: Record<OrderBulkAction, OrderStatus> = { confirm: 'processing', ship: 'shipped' };
