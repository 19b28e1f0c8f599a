import type { Product } from '../catalog';
import type { Pagination } from '../envelope';
import type { ProductStatus } from './schemas';

export interface ProductOption {
  _id: string;
  name: string;
  values: string[];
}

export interface ProductVariant {
  _id: string;
  name: string;
  sku: string;
  /** What the shopper pays now (sale applied, decision 0006). */
  price: number;
  /** The variant's own price before any sale. */
  basePrice: number;
  comparePrice: number | null;
  quantity: number;
  isAvailable: boolean;
  image: string;
  options: { name: string; value: string }[];
  isDefault: boolean;
}

/** What staff edit: the product with every content-catalogue field (POST/PATCH answers, admin list). */
export interface AdminProduct extends Product {
  status: ProductStatus;
  costPrice: number | null;
  taxClass: string;
  barcode: string | null;
  trackInventory: boolean;
  digital: boolean;
  hasVariants: boolean;
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string[];
  categories: { _id: string; name: string; slug: string }[];
  options: ProductOption[];
  variants: ProductVariant[];
  /** A seller's product (issue 18): whose, and where its moderation stands; absent for the shop's own. */
  seller?: SellerOfProduct;
}

/** The seller of a product and the shop's moderation of it (decision 0290). */
export interface SellerOfProduct {
  id: string;
  name: string;
  slug: string;
  review: 'pending' | 'approved' | 'rejected' | null;
  reviewNote: string;
}

/** One row of the admin product table. */
export interface AdminProductRow {
  _id: string;
  name: string;
  slug: string;
  sku: string;
  thumbnail: string;
  price: number;
  comparePrice: number | null;
  quantity: number;
  status: ProductStatus;
  isOnSale: boolean;
  variantCount: number;
  category: { _id: string; name: string } | null;
  brand: { _id: string; name: string } | null;
  updatedAt: string;
  createdAt: string;
  /** A seller's product: the shop's name and the moderation state (issue 18). */
  seller?: { name: string; review: 'pending' | 'approved' | 'rejected' | null } | null;
}

export interface AdminProductList {
  items: AdminProductRow[];
  pagination: Pagination;
}

export interface AuditEntry {
  _id: string;
  actor: { _id: string | null; email: string };
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
  createdAt: string;
}

export interface ImportRowReport {
  /** The row as a spreadsheet numbers it: the header is row 1, the first product row 2. */
  row: number;
  sku: string;
  action: 'create' | 'update' | 'reject';
  errors: { field: string; message: string }[];
}

export interface ImportDryRun {
  total: number;
  created: number;
  updated: number;
  rejected: number;
  /** Every rejected row, and the other rows up to a limit (`omitted` says how many are not listed). */
  rows: ImportRowReport[];
  omitted: number;
}

export interface ImportJob {
  _id: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  total: number;
  processed: number;
  created: number;
  updated: number;
  rejected: number;
  rejectedRows: ImportRowReport[];
  error: string | null;
  createdAt: string;
  updatedAt: string;
}
