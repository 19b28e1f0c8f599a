import { z } from 'zod';

/**
 * Seller operations (issue 18 part B): shipments per seller, commission and balances.
 * Pure rules shared by the server and the screens (decisions 0296–0298).
 */

export const SHIPMENT_STATUSES = ['processing', 'shipped', 'delivered', 'cancelled'] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

/** The shop default when staff never set one: 10 %. */
export const DEFAULT_COMMISSION_BP = 1000;

/** The rate of a line: the seller's own, else its category's, else the shop default (decision 0290). */
export function commissionRate(
  sellerBp: number | null | undefined,
  categoryBp: number | null | undefined,
  defaultBp: number,
): number {
  if (sellerBp !== null && sellerBp !== undefined) return sellerBp;
  if (categoryBp !== null && categoryBp !== undefined) return categoryBp;
  return defaultBp;
}

/**
 * Commission on a line in whole đồng: line total × rate / 10 000, rounded half up (decision 0297).
 * Integer arithmetic only, so 12.5 % of 1 000 005 ₫ is exactly 125 001 ₫.
 */
export function commissionOf(lineTotal: number, bp: number): number {
  return Math.floor((lineTotal * bp + 5000) / 10000);
}

/** What the seller earns on a line: the line total less the commission. */
export function sellerNet(lineTotal: number, bp: number): number {
  return lineTotal - commissionOf(lineTotal, bp);
}

/** The part of a line's net credit that returning `quantity` of `ordered` units takes back (half up). */
export function refundShare(net: number, quantity: number, ordered: number): number {
  if (ordered <= 0) return 0;
  return Math.floor((net * quantity * 2 + ordered) / (2 * ordered));
}

/** When a sale becomes payable: its delivery plus the return window (days). */
export function payableAt(deliveredAt: string, returnDays: number): string {
  return new Date(new Date(deliveredAt).getTime() + Math.max(0, returnDays) * 86_400_000).toISOString();
}

export const shipmentShipSchema = z.object({
  carrier: z.string().trim().max(80).default(''),
  trackingNumber: z.string().trim().min(1, 'adminKit.v.required').max(80),
  trackingUrl: z
    .string()
    .trim()
    .max(300)
    .refine((v) => v === '' || /^https?:\/\//i.test(v), 'adminKit.v.url')
    .default(''),
});
export type ShipmentShipInput = z.infer<typeof shipmentShipSchema>;
/**
 * The ship routes' body: a pickup order's shipment is handed to the pickup store, without a
 * tracking number (decision 0301); the server requires one for a delivery order's shipment.
 */
export const shipmentShipBodySchema = shipmentShipSchema.extend({
  trackingNumber: z.string().trim().max(80).default(''),
});

export const payoutFormSchema = z.object({
  amount: z.coerce.number().int('adminKit.v.integer').min(1, 'adminKit.v.positiveAmount').max(100_000_000_000),
  bankReference: z.string().trim().min(1, 'adminKit.v.required').max(120),
  note: z.string().trim().max(500).default(''),
});
export type PayoutForm = z.infer<typeof payoutFormSchema>;

export const commissionSettingsSchema = z.object({
  defaultBp: z.coerce.number().int('adminKit.v.integer').min(0, 'adminKit.v.rateRange').max(10000, 'adminKit.v.rateRange'),
  categories: z
    .array(
      z.object({
        categoryId: z.string().min(1).max(64),
        bp: z.coerce
          .number()
          .int('adminKit.v.integer')
          .min(0, 'adminKit.v.rateRange')
          .max(10000, 'adminKit.v.rateRange')
          .nullable(),
      }),
    )
    .max(500)
    .default([]),
});
export type CommissionSettings = z.infer<typeof commissionSettingsSchema>;

/** A calendar day (YYYY-MM-DD) that exists. */
export const isoDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v));

export const sellerDashboardQuerySchema = z.object({ from: isoDaySchema.optional(), to: isoDaySchema.optional() });

export const sellerOrdersQuerySchema = z.object({
  status: z.enum(SHIPMENT_STATUSES).optional(),
  q: z.string().trim().max(40).optional(),
  from: isoDaySchema.optional(),
  to: isoDaySchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type SellerOrdersQuery = z.infer<typeof sellerOrdersQuerySchema>;

export interface ShipmentLine {
  id: string;
  name: string;
  sku: string;
  image: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
}

export interface Shipment {
  id: string;
  sellerId: string | null;
  sellerName: string;
  status: ShipmentStatus;
  carrier: string;
  trackingNumber: string;
  trackingUrl: string;
  shippedAt: string | null;
  deliveredAt: string | null;
  lines: ShipmentLine[];
}

/** A seller's view of one order: only what fulfilment needs (no e-mail, no payment, no other sellers' lines). */
export interface SellerOrder {
  shipment: Shipment;
  orderCode: string;
  orderStatus: string;
  placedAt: string;
  buyer: { fullName: string; phone: string; address: string; wardName: string; provinceName: string; notes: string };
  /** A click-and-collect order: the store the seller hands the goods to (decision 0301). */
  pickupStore: { name: string; address: string } | null;
}

export interface SellerBalance {
  available: number;
  pending: number;
}

export interface LedgerLine {
  id: string;
  kind: 'sale' | 'refund' | 'payout';
  amount: number;
  gross: number;
  commission: number;
  orderCode: string;
  note: string;
  availableAt: string;
  createdAt: string;
  balance: number;
}

export interface SellerStatement {
  balance: SellerBalance;
  lines: LedgerLine[];
}

export interface SellerBalanceRow extends SellerBalance {
  sellerId: string;
  shopName: string;
  status: string;
  bankName: string;
  bankAccountNumber: string;
  bankAccountName: string;
  paidOut: number;
}

export interface SellerDashboard {
  from: string;
  to: string;
  sales: { orders: number; units: number; gross: number; net: number };
  toFulfil: number;
  lowStock: { id: string; name: string; sku: string; quantity: number }[];
  balance: SellerBalance;
}
