import type { ListResult } from '@sen/core/api-client';
import type { User } from '@sen/core/auth/types';
import type { CustomerListQuery } from '@sen/core/customers/schemas';
import type {
  ContactMessage,
  ContactMessageList,
  CustomerDetail,
  CustomerNote,
  CustomerRow,
  OrderInvoice,
} from '@sen/core/customers/types';
import type { StaffReview, StaffReviewList } from '@sen/core/reviews/types';
import { api } from '../../api/browser-api';

const path = (s: string) => encodeURIComponent(s);
type Query = Record<string, string | number | undefined>;

export interface ReviewQuery {
  page: number;
  limit: number;
  status?: 'published' | 'hidden';
  moderation?: 'pending' | 'done';
  rating?: number;
}

export interface ContactQuery {
  page: number;
  limit: number;
  status?: string;
  search?: string;
}

/** The back office's customer, moderation, inbox and invoice calls (issue 13). */
export const adminCustomersApi = {
  list: (q: Partial<CustomerListQuery> & { page: number; limit: number }, signal?: AbortSignal) =>
    api.get<ListResult<CustomerRow>>('/admin/customers', { query: q as Query, signal }),
  detail: (id: string, signal?: AbortSignal) => api.get<CustomerDetail>(`/admin/customers/${path(id)}`, { signal }),
  setStatus: (id: string, status: string) => api.patch<CustomerDetail>(`/admin/customers/${path(id)}/status`, { status }),
  /** Roles are the admins' (users.manage): the staff user list's own call. */
  setRole: (id: string, role: string) => api.patch<User>(`/admin/users/${path(id)}`, { role }),
  addNote: (id: string, body: string) => api.post<CustomerNote[]>(`/admin/customers/${path(id)}/notes`, { body }),

  reviews: (q: ReviewQuery, signal?: AbortSignal) =>
    api.get<StaffReviewList>('/admin/reviews', { query: q as unknown as Query, signal }),
  moderate: (id: string, status: 'published' | 'hidden') => api.patch<StaffReview>(`/reviews/${path(id)}`, { status }),
  reply: (id: string, body: string) => api.put<StaffReview>(`/reviews/${path(id)}/reply`, { body }),

  messages: (q: ContactQuery, signal?: AbortSignal) =>
    api.get<ContactMessageList>('/admin/contact-messages', { query: q as unknown as Query, signal }),
  message: (id: string, signal?: AbortSignal) => api.get<ContactMessage>(`/admin/contact-messages/${path(id)}`, { signal }),
  markMessage: (id: string, status: string) => api.patch<ContactMessage>(`/admin/contact-messages/${path(id)}`, { status }),
  replyMessage: (id: string, body: { subject: string; body: string }) =>
    api.post<ContactMessage>(`/admin/contact-messages/${path(id)}/reply`, body),

  orderInvoice: (code: string, signal?: AbortSignal) =>
    api.get<OrderInvoice | null>(`/admin/orders/${path(code)}/invoice`, { signal }),
};
