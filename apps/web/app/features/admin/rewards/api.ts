import type { Pagination } from '@sen/core';
import type { ListResult } from '@sen/core/api-client';
import type {
  GiftCardIssue,
  GiftCardLedgerEntry,
  GiftCardView,
  LoyaltyCustomerRow,
  LoyaltyLedgerEntry,
  LoyaltySettings,
  LoyaltySummary,
} from '@sen/core/rewards/rules';
import { api } from '../../api/browser-api';

export interface ListQuery {
  page: number;
  limit: number;
  q?: string;
  status?: string;
}
export type GiftCardDetail = GiftCardView & { message?: string; ledger: GiftCardLedgerEntry[] };
export type LoyaltyCustomer = LoyaltySummary & {
  user: { id: string; email: string; fullName: string };
  ledger: LoyaltyLedgerEntry[];
};

const enc = encodeURIComponent;

/** The back office's gift card and loyalty calls (issue 15). */
export const adminRewardsApi = {
  giftCards: async (query: ListQuery, signal?: AbortSignal): Promise<ListResult<GiftCardView>> => {
    const r = await api.get<{ giftCards: GiftCardView[]; pagination: Pagination }>('/admin/gift-cards', {
      query: { ...query },
      signal,
    });
    return { items: r.giftCards, pagination: r.pagination };
  },
  giftCard: (id: string, signal?: AbortSignal) => api.get<GiftCardDetail>(`/admin/gift-cards/${enc(id)}`, { signal }),
  issue: (body: GiftCardIssue) => api.post<GiftCardView & { code: string }>('/admin/gift-cards', body),
  setStatus: (id: string, status: 'active' | 'disabled', note = '') =>
    api.patch<GiftCardDetail>(`/admin/gift-cards/${enc(id)}/status`, { status, note }),
  settings: (signal?: AbortSignal) => api.get<LoyaltySettings>('/admin/loyalty/settings', { signal }),
  saveSettings: (body: LoyaltySettings) => api.put<LoyaltySettings>('/admin/loyalty/settings', body),
  customers: async (query: ListQuery, signal?: AbortSignal): Promise<ListResult<LoyaltyCustomerRow>> => {
    const r = await api.get<{ customers: LoyaltyCustomerRow[]; pagination: Pagination }>('/admin/loyalty/customers', {
      query: { ...query },
      signal,
    });
    return { items: r.customers, pagination: r.pagination };
  },
  customer: (id: string, signal?: AbortSignal) => api.get<LoyaltyCustomer>(`/admin/loyalty/customers/${enc(id)}`, { signal }),
  adjust: (id: string, body: { points: number; note: string }) =>
    api.post<LoyaltyCustomer>(`/admin/loyalty/customers/${enc(id)}/adjust`, body),
};
