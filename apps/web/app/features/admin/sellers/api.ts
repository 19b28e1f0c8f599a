import type { AdminProductList } from '@sen/core/catalogue/types';
import type { Pagination } from '@sen/core/envelope';
import type { AdminSeller, SellerReviewAction, SellerStatus } from '@sen/core/sellers/index';
import { api } from '../../api/browser-api';

const path = (s: string) => encodeURIComponent(s);

export interface AdminSellerList {
  items: AdminSeller[];
  pagination: Pagination;
  counts: Record<SellerStatus, number>;
}

/** The back office's seller calls (issue 18, permission sellers.manage). */
export const adminSellersApi = {
  sellers: (q: { status?: string; q?: string; page: number; limit: number }, signal?: AbortSignal) =>
    api.get<AdminSellerList>('/admin/sellers', { query: q, signal }),
  review: (id: string, action: SellerReviewAction, note: string) =>
    api.post<AdminSeller>(`/admin/sellers/${path(id)}/review`, { action, note }),
  commission: (id: string, commissionBp: number | null) =>
    api.put<AdminSeller>(`/admin/sellers/${path(id)}/commission`, { commissionBp }),
  settings: (signal?: AbortSignal) => api.get<{ reviewProducts: boolean }>('/admin/sellers/settings', { signal }),
  saveSettings: (reviewProducts: boolean) => api.put<{ reviewProducts: boolean }>('/admin/sellers/settings', { reviewProducts }),
  pendingProducts: (page: number, limit: number, signal?: AbortSignal) =>
    api.get<AdminProductList>('/admin/products', { query: { review: 'pending', status: 'all', page, limit }, signal }),
  reviewProduct: (id: string, action: 'approve' | 'reject', note: string) =>
    api.post<unknown>(`/admin/seller-products/${path(id)}/review`, { action, note }),
};
