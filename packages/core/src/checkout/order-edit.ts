import { z } from 'zod';
import type { OrderStatus, ShippingStatus } from './order-status';
import { phoneDigits } from './schemas';

/*
 * Staff edit of an order not shipped yet (issue 13, decision 0340): the address, the quantities,
 * lines removed and product lines added, re-priced on the server with the order's own promotions,
 * shipping method and payment method.
 */

/** Before the goods leave the shop and before the customer is told they are waiting at a store. */
export const EDITABLE_ORDER_STATUSES: readonly OrderStatus[] = [
  'pending',
  'pendingPayment',
  'paymentReceived',
  'processing',
  'onHold',
];

export function isOrderEditable(o: { status: string; shippingStatus: ShippingStatus | string }): boolean {
  return (EDITABLE_ORDER_STATUSES as readonly string[]).includes(o.status) && o.shippingStatus === 'notShipped';
}

const quantity = z
  .number({ message: 'order.edit.quantity' })
  .int({ message: 'order.edit.quantity' })
  .min(1, { message: 'order.edit.quantity' })
  .max(99, { message: 'order.edit.quantity' });

/** One product line after the edit: an existing line by its item id, or a new one by product (and variant). */
export const orderEditLineSchema = z
  .object({
    itemId: z.string().trim().max(64).optional(),
    productId: z.string().trim().max(64).optional(),
    variantId: z.string().trim().max(64).optional(),
    /** A new line by the SKU of its variant (or of a product without options): what staff type or scan. */
    sku: z.string().trim().max(100).optional(),
    quantity,
  })
  .refine((l) => Boolean(l.itemId || l.productId || l.sku), { message: 'order.edit.item', path: ['itemId'] });

export const orderEditAddressSchema = z.object({
  fullName: z.string().trim().min(1, { message: 'checkout.fullName.required' }).max(100),
  phone: z
    .string()
    .trim()
    .max(30)
    .refine((s) => /^\d{10,11}$/.test(phoneDigits(s)), { message: 'checkout.phone.invalid' })
    .transform(phoneDigits),
  address: z.string().trim().min(1, { message: 'checkout.address.required' }).max(255),
  /** Province code (the 34 provinces since July 2025). */
  city: z.string().trim().min(1, { message: 'checkout.city.required' }).max(10),
  /** Ward code, within the province. */
  ward: z.string().trim().min(1, { message: 'checkout.ward.required' }).max(10),
});

export const orderEditSchema = z.object({
  /**
   * Every product line the order keeps, in order: an existing line left out is removed. Course
   * lines are not edited and stay as they are. Absent = the lines do not change.
   */
  items: z.array(orderEditLineSchema).max(100).optional(),
  /** The new delivery address; absent = unchanged. */
  address: orderEditAddressSchema.optional(),
  /** Why (shown in the timeline and the customer's mail). */
  note: z.string().trim().max(500).default(''),
  /** Price and check everything, change nothing: the admin's preview before it confirms. */
  preview: z.boolean().default(false),
});
export type OrderEditInput = z.input<typeof orderEditSchema>;
export type OrderEdit = z.output<typeof orderEditSchema>;

export interface OrderEditTotals {
  subtotal: number;
  tax: number;
  shippingFee: number;
  discount: number;
  handlingFee: number;
  total: number;
}

/** The answer of an edit (and of its preview): what changed and what it means for the money. */
export interface OrderEditResult {
  preview: boolean;
  before: OrderEditTotals;
  after: OrderEditTotals;
  /** after.total − before.total. */
  difference: number;
  /** Promotions the edited order no longer meets: removed, their use given back. */
  droppedPromotions: { code: string | null; name: string }[];
  /** Paid orders: what is paid so far, and what is left to collect (> 0) or to refund (< 0). */
  paid: number;
  balance: number;
  lines: { itemId: string | null; name: string; sku: string; unitPrice: number; quantity: number; lineTotal: number }[];
}
