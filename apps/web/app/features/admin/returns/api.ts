import type { ListResult } from '@sen/core/api-client';
import type { AdminReturnListQuery, ReturnStatus, ReturnView } from '@sen/core/returns/rules';
import { api } from '../../api/browser-api';

export type AdminReturnList = ListResult<ReturnView> & { counts: Partial<Record<ReturnStatus | 'all', number>> };

const path = (s: string) => encodeURIComponent(s);

/** The back office's return calls (issue 13). */
export const adminReturnsApi = {
  list: (q: Partial<AdminReturnListQuery>, signal?: AbortSignal) =>
    api.get<AdminReturnList>('/admin/returns', { query: q as Record<string, string | number | undefined>, signal }),
  one: (id: string, signal?: AbortSignal) => api.get<ReturnView>(`/admin/returns/${path(id)}`, { signal }),
  approve: (id: string, message: string) => api.post<ReturnView>(`/admin/returns/${path(id)}/approve`, { message }),
  reject: (id: string, message: string) => api.post<ReturnView>(`/admin/returns/${path(id)}/reject`, { message }),
  receive: (id: string, body: { lines: { id: string; damaged: boolean }[]; note: string }) =>
    api.post<ReturnView>(`/admin/returns/${path(id)}/receive`, body),
  refund: (
    id: string,
    body: { full: boolean; shipping: boolean; method: 'gateway' | 'manual'; reference: string; note: string },
  ) => api.post<ReturnView>(`/admin/returns/${path(id)}/refund`, body),
};
