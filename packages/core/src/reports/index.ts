import { z } from 'zod';

/**
 * The back office's dashboard and reports (issue 16): query schemas and answer types shared by the
 * server and the admin screens. Dates are shop days (Vietnam, UTC+7) written YYYY-MM-DD.
 */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD')
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), 'YYYY-MM-DD');

/** Longest range a report covers in one answer. */
export const REPORT_MAX_DAYS = 731;

const range = {
  from: day.optional(),
  to: day.optional(),
};

function rangeOrder<T extends { from?: string; to?: string }>(v: T, ctx: z.RefinementCtx) {
  if (v.from && v.to && v.from > v.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'REPORT_RANGE_ORDER' });
  if (v.from && v.to && (Date.parse(v.to) - Date.parse(v.from)) / 86_400_000 >= REPORT_MAX_DAYS)
    ctx.addIssue({ code: 'custom', path: ['from'], message: 'REPORT_RANGE_TOO_LONG' });
}

export const SALES_GROUPS = [
  'day',
  'week',
  'month',
  'category',
  'brand',
  'product',
  'paymentMethod',
  'shippingMethod',
  'province',
] as const;
export type SalesGroup = (typeof SALES_GROUPS)[number];

export const salesReportQuerySchema = z
  .object({ ...range, groupBy: z.enum(SALES_GROUPS).default('day') })
  .superRefine(rangeOrder);
export type SalesReportQuery = z.input<typeof salesReportQuerySchema>;

export const INVENTORY_VIEWS = ['variants', 'lowStock', 'outOfStock'] as const;
export type InventoryView = (typeof INVENTORY_VIEWS)[number];
export const inventoryReportQuerySchema = z.object({
  view: z.enum(INVENTORY_VIEWS).default('variants'),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type InventoryReportQuery = z.input<typeof inventoryReportQuerySchema>;

export const CUSTOMER_VIEWS = ['top', 'province', 'cohorts'] as const;
export type CustomerView = (typeof CUSTOMER_VIEWS)[number];
export const customersReportQuerySchema = z
  .object({ ...range, view: z.enum(CUSTOMER_VIEWS).default('top') })
  .superRefine(rangeOrder);
export type CustomersReportQuery = z.input<typeof customersReportQuerySchema>;

export const DASHBOARD_PERIODS = ['today', '7d', '30d', 'custom'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export const dashboardQuerySchema = z
  .object({ ...range, period: z.enum(DASHBOARD_PERIODS).default('7d') })
  .superRefine(rangeOrder);
export type DashboardQuery = z.input<typeof dashboardQuerySchema>;

/** Money of one sales line, integer VND. net = gross − discounts + shipping + tax − refunds. */
export interface SalesAmounts {
  orders: number;
  quantity: number;
  gross: number;
  discounts: number;
  shipping: number;
  tax: number;
  refunds: number;
  net: number;
}
export interface SalesRow extends SalesAmounts {
  key: string;
  label: string;
}
export interface SalesReport {
  from: string;
  to: string;
  groupBy: SalesGroup;
  rows: SalesRow[];
  totals: SalesAmounts;
}

export interface InventoryRow {
  variantId: string;
  productId: string;
  sku: string;
  name: string;
  quantity: number;
  price: number;
  cost: number | null;
  valueAtCost: number;
  valueAtPrice: number;
  sold30: number;
  /** Days the stock lasts at the last 30 days' pace; null when nothing sold. */
  daysOfCover: number | null;
}
export interface InventoryReport {
  view: InventoryView;
  lowStockThreshold: number;
  totals: { variants: number; units: number; valueAtCost: number; valueAtPrice: number; lowStock: number; outOfStock: number };
  items: InventoryRow[];
  pagination: { page: number; limit: number; totalCount: number };
}

export interface CustomerReportRow {
  key: string;
  label: string;
  customers: number;
  orders: number;
  revenue: number;
}
export interface CohortRow {
  cohort: string;
  customers: number;
  /** Customers of the cohort ordering again in month +1, +2, … after their first order month. */
  months: number[];
}
export interface CustomersReport {
  from: string;
  to: string;
  view: CustomerView;
  summary: { customers: number; newCustomers: number; returningCustomers: number; orders: number; revenue: number };
  rows: CustomerReportRow[];
  cohorts: CohortRow[];
}

export interface DashboardKpis {
  revenue: number;
  orders: number;
  averageOrder: number;
  newCustomers: number;
  /** Orders / carts, 0..1. */
  conversion: number;
  carts: number;
  refunds: number;
  refundCount: number;
}
export interface Dashboard {
  from: string;
  to: string;
  previous: { from: string; to: string };
  kpis: DashboardKpis;
  previousKpis: DashboardKpis;
  revenueByDay: { day: string; revenue: number; orders: number }[];
  ordersByStatus: { status: string; count: number }[];
  topProducts: { id: string; name: string; slug: string; quantity: number; revenue: number }[];
  topCategories: { id: string; name: string; quantity: number; revenue: number }[];
  lowStock: { variantId: string; productId: string; name: string; sku: string; quantity: number }[];
  outOfStock: { variantId: string; productId: string; name: string; sku: string; quantity: number }[];
  lowStockCount: number;
  outOfStockCount: number;
  latestOrders: { code: string; customer: string; total: number; status: string; createdAt: string }[];
  reviewsWaiting: { id: string; productName: string; productId: string; rating: number; author: string; createdAt: string }[];
  reviewsWaitingCount: number;
  /** Return requests waiting for staff (requested or received), oldest first, at most 10. */
  returnsWaiting: { id: string; code: string; orderCode: string; createdAt: string }[];
}

/** Why a stock row changed (decision 0331). */
export const STOCK_MOVEMENT_REASONS = ['order', 'cancel', 'return', 'adjust', 'bulk', 'import', 'transfer'] as const;
export type StockMovementReason = (typeof STOCK_MOVEMENT_REASONS)[number];

/** The inventory report's movements view and a product's stock history. */
export const stockMovementsQuerySchema = z
  .object({
    ...range,
    reason: z.enum(STOCK_MOVEMENT_REASONS).optional(),
    productId: z.string().trim().max(64).optional(),
    /** SKU or product name. */
    q: z.string().trim().max(100).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  })
  .superRefine(rangeOrder);
export type StockMovementsQuery = z.input<typeof stockMovementsQuerySchema>;

export interface StockMovement {
  id: string;
  createdAt: string;
  productId: string;
  productName: string;
  variantId: string | null;
  sku: string;
  /** null: the delivery stock. */
  store: { id: string; name: string } | null;
  reason: StockMovementReason;
  reference: string;
  /** staff:<id>, customer or system, and the e-mail when known. */
  actor: string;
  actorEmail: string;
  delta: number;
  before: number;
  after: number;
}
export interface StockMovementsReport {
  from: string;
  to: string;
  items: StockMovement[];
  /** Units in and out over the filtered movements, by reason. */
  byReason: { reason: StockMovementReason; movements: number; unitsIn: number; unitsOut: number }[];
  pagination: { page: number; limit: number; totalCount: number };
}
