import { z } from 'zod';
import { normalizeTaxCode } from '../customers/tax-code';
import { shopLocal } from '../shop-time';

/*
 * The seller area (issue 18, decision 0290): the application a person sends from /seller, what the
 * applicant and the shop's staff see of it, and the staff's review. Form messages are seller-area
 * or admin i18n keys (the seller area registers the admin kit's texts too).
 */

export const SELLER_STATUSES = ['pending', 'approved', 'rejected', 'suspended'] as const;
export type SellerStatus = (typeof SELLER_STATUSES)[number];

const required = (max: number) => z.string().trim().min(1, 'adminKit.v.required').max(max, 'adminKit.v.tooLong');
const text = (max: number) => z.string().trim().max(max, 'adminKit.v.tooLong');

/** The application form and its API body (POST /seller/application). */
export const sellerApplicationSchema = z.object({
  shopName: z.string().trim().min(2, 'seller.v.shopName').max(80, 'adminKit.v.tooLong'),
  /** Mã số thuế: 10 digits or 10-3, with a valid check digit (decision 0222). */
  taxCode: z
    .string()
    .trim()
    .max(20, 'adminKit.v.tooLong')
    .refine((v) => normalizeTaxCode(v) !== null, 'seller.v.taxCode'),
  address: required(300),
  provinceCode: required(10),
  wardCode: required(10),
  phone: z
    .string()
    .trim()
    .regex(/^(?:\+84|0)[0-9]{9,10}$/, 'seller.v.phone'),
  email: z.email({ error: 'adminKit.v.email' }).max(200, 'adminKit.v.tooLong'),
  bankName: required(120),
  bankAccountNumber: z
    .string()
    .trim()
    .regex(/^[0-9]{6,20}$/, 'seller.v.bankAccount'),
  bankAccountName: required(120),
  description: text(2000),
});
export type SellerApplicationForm = z.infer<typeof sellerApplicationSchema>;

/** The applicant's own view of their application (GET /seller/application). */
export interface SellerApplication extends SellerApplicationForm {
  id: string;
  slug: string;
  provinceName: string;
  wardName: string;
  logo: string;
  status: SellerStatus;
  reviewNote: string;
  approvedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The staff's view: the application, its account and commission. */
export interface AdminSeller extends SellerApplication {
  userId: string;
  userEmail: string;
  userName: string;
  commissionBp: number | null;
  ratingAverage: number;
  ratingCount: number;
  productCount: number;
}

/** Staff decisions on an application (POST /admin/sellers/:id/review). */
export const SELLER_REVIEW_ACTIONS = ['approve', 'reject', 'suspend'] as const;
export type SellerReviewAction = (typeof SELLER_REVIEW_ACTIONS)[number];
export const sellerReviewSchema = z
  .object({ action: z.enum(SELLER_REVIEW_ACTIONS), note: text(1000).default('') })
  .refine((r) => r.action === 'approve' || r.note.length > 0, { message: 'seller.v.noteRequired', path: ['note'] });
export type SellerReview = z.input<typeof sellerReviewSchema>;

/** The seller's own commission (basis points; null: the category's, else the shop default). */
export const sellerCommissionSchema = z.object({
  commissionBp: z.number().int('adminKit.v.integer').min(0, 'adminKit.v.min0').max(10000, 'seller.v.commission').nullable(),
});

/** Staff decision on a seller's product waiting for moderation (POST /admin/seller-products/:id/review). */
export const sellerProductReviewSchema = z
  .object({ action: z.enum(['approve', 'reject']), note: text(1000).default('') })
  .refine((r) => r.action === 'approve' || r.note.length > 0, { message: 'seller.v.noteRequired', path: ['note'] });

/** The shop page header (GET /shops/:slug). */
export interface SellerShop {
  id: string;
  slug: string;
  shopName: string;
  description: string;
  logo: string;
  provinceName: string;
  ratingAverage: number;
  ratingCount: number;
  productCount: number;
  since: string;
}

/** "Sold by": what product pages and cart lines show of a product's seller. */
export interface SoldBy {
  slug: string;
  name: string;
}

/** A slug for a shop name: accent-free, lower case, dashes. */
export function shopSlug(name: string): string {
  return (
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/\u0111/g, 'd')
      .replace(/\u0110/g, 'd')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'shop'
  );
}

/** GET /seller/analytics: a range of shop-time days (at most a year); without one, the last 30 days. */
const day = z.iso.date({ error: 'invalid_format' });
const shopDay = (offsetDays: number) =>
  shopLocal(Date.now() + offsetDays * 86_400_000)
    .toISOString()
    .slice(0, 10);
export const sellerAnalyticsQuerySchema = z
  .object({ from: day.optional(), to: day.optional() })
  .transform((q) => ({ from: q.from ?? shopDay(-29), to: q.to ?? shopDay(0) }))
  .refine((q) => q.from <= q.to, { path: ['to'], message: 'invalid' })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < 366, { path: ['from'], message: 'invalid' });
export type SellerAnalyticsQuery = z.infer<typeof sellerAnalyticsQuerySchema>;

export interface SellerAnalyticsRow {
  productId: string;
  name: string;
  slug: string;
  views: number;
  addToCart: number;
  orders: number;
  units: number;
  /** Orders per view, 0–1; null without views. */
  conversion: number | null;
  revenue: number;
}

export interface SellerAnalytics {
  from: string;
  to: string;
  rows: SellerAnalyticsRow[];
  totals: Omit<SellerAnalyticsRow, 'productId' | 'name' | 'slug'>;
  days: { day: string; views: number; addToCart: number; orders: number; revenue: number }[];
}

/** Orders per view; null when nothing was viewed. */
export const conversionOf = (orders: number, views: number): number | null => (views > 0 ? orders / views : null);
