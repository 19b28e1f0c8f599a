import type { ProductStatus } from '../catalogue/schemas';

/*
 * What only the back office's screens need on top of the catalogue API's own types
 * (../catalogue/types.ts): the list query as the screen holds it, and bulk actions.
 */

export const STOCK_FILTERS = ['in', 'low', 'out'] as const;
export type StockFilter = (typeof STOCK_FILTERS)[number];

/** GET /admin/products (its schema: adminProductListQuerySchema). */
export interface AdminProductQuery {
  page?: number;
  limit?: number;
  sort?: string;
  order?: 'asc' | 'desc';
  /** Accent-free search of name and SKU. */
  q?: string;
  status?: ProductStatus;
  category?: string;
  brand?: string;
  stock?: StockFilter;
  onSale?: boolean;
}

export type BulkAction =
  | { action: 'publish' | 'unpublish' | 'archive' }
  | { action: 'setCategory'; category: string }
  | { action: 'changePrice'; mode: 'percent' | 'amount'; value: number }
  | { action: 'adjustStock'; delta: number };

export interface BulkResult {
  updated: number;
}
