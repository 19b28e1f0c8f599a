import type { ListResult } from '@sen/core/api-client';
import type { Coupon, FlashSale, PromotionUsage } from '@sen/core/checkout/types';
import { api } from '../../api/browser-api';
import { downloadFile } from '../kit/upload';

const path = (s: string) => encodeURIComponent(s);

/** The back office's promotion and flash-sale calls (issue 15). */
export const adminPromotionsApi = {
  list: (query: { page: number; limit: number; q?: string }, signal?: AbortSignal) =>
    api.get<ListResult<Coupon>>('/admin/coupons', { query: { ...query }, signal }),
  save: (id: string | null, body: object) =>
    id ? api.put<Coupon>(`/admin/coupons/${path(id)}`, body) : api.post<Coupon>('/admin/coupons', body),
  duplicate: (id: string) => api.post<Coupon>(`/admin/coupons/${path(id)}/duplicate`),
  report: (id: string) => api.get<PromotionUsage>(`/admin/coupons/${path(id)}/report`),
  generate: (id: string, body: { count: number; prefix: string }) =>
    api.post<{ batchId: string; count: number }>(`/admin/coupons/${path(id)}/generate`, body),
  exportCodes: (id: string, code: string) => downloadFile(`/admin/coupons/${path(id)}/codes.csv`, `codes-${code}.csv`),

  clearance: (body: { productIds: string[]; isClearance: boolean }) =>
    api.put<{ changed: number }>('/admin/promotions/clearance', body),

  flashSales: (query: { page: number; limit: number }, signal?: AbortSignal) =>
    api.get<ListResult<FlashSale>>('/admin/flash-sales', { query: { ...query }, signal }),
  saveFlashSale: (id: string | null, body: object) =>
    id ? api.put<FlashSale>(`/admin/flash-sales/${path(id)}`, body) : api.post<FlashSale>('/admin/flash-sales', body),
  deleteFlashSale: (id: string) => api.delete<unknown>(`/admin/flash-sales/${path(id)}`),
};
