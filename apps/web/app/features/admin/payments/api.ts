import type { ListResult } from '@sen/core/api-client';
import type { FlaggedPayment, FlaggedPaymentsQuery } from '@sen/core/payments/review';
import { api } from '../../api/browser-api';

const path = (s: string) => encodeURIComponent(s);

/** The back office's calls for payments flagged for review (decision 0311). */
export const adminPaymentsApi = {
  flagged: (q: FlaggedPaymentsQuery, signal?: AbortSignal) =>
    api.get<ListResult<FlaggedPayment>>('/admin/payments/flagged', { query: { ...q }, signal }),
  resolve: (id: string, note: string) => api.post<FlaggedPayment>(`/admin/payments/flagged/${path(id)}/resolve`, { note }),
  refund: (id: string, note: string) => api.post<FlaggedPayment>(`/admin/payments/flagged/${path(id)}/refund`, { note }),
};
