import type { ListResult } from '@sen/core/api-client';
import type { User } from '@sen/core/auth/types';
import type { AuditEntry } from '@sen/core/catalogue/types';
import type { PaymentMethod, ShippingMethod } from '@sen/core/checkout/types';
import type { GeneralSettings, GeneralSettingsView, StaffInvite } from '@sen/core/settings/schemas';
import { api } from '../../api/browser-api';

const path = (s: string) => encodeURIComponent(s);

/** A whole list shown as one page (shipping and payment methods are few). */
const onePage = <T>(items: T[]): ListResult<T> => ({
  items,
  pagination: { page: 1, limit: items.length, totalCount: items.length, totalPages: 1 },
});

export interface UserQuery {
  page: number;
  limit: number;
  search?: string;
  role?: string;
  status?: string;
}

export interface AuditQuery {
  page: number;
  limit: number;
  user?: string;
  entity?: string;
  from?: string;
  to?: string;
}

/** The back office's settings calls (issue 16). */
export const adminSettingsApi = {
  general: (signal?: AbortSignal) => api.get<GeneralSettingsView>('/admin/settings/general', { signal }),
  saveGeneral: (body: GeneralSettings) => api.put<GeneralSettingsView>('/admin/settings/general', body),
  uploadLogo: (file: File) => {
    const form = new FormData();
    form.append('logo', file);
    return api.post<GeneralSettingsView>('/admin/settings/logo', form);
  },
  removeLogo: () => api.delete<GeneralSettingsView>('/admin/settings/logo'),

  shippingMethods: async (signal?: AbortSignal) => onePage(await api.get<ShippingMethod[]>('/shipping-methods', { signal })),
  saveShippingMethod: (id: string | null, body: object) =>
    id ? api.put<ShippingMethod>(`/shipping-methods/${path(id)}`, body) : api.post<ShippingMethod>('/shipping-methods', body),
  shippingDefault: (id: string) => api.patch<ShippingMethod>(`/shipping-methods/${path(id)}/set-default`),
  shippingToggle: (id: string) => api.patch<ShippingMethod>(`/shipping-methods/${path(id)}/toggle-active`),
  deleteShippingMethod: (id: string) => api.delete<unknown>(`/shipping-methods/${path(id)}`),

  paymentMethods: async (signal?: AbortSignal) => onePage(await api.get<PaymentMethod[]>('/payment-methods', { signal })),
  savePaymentMethod: (id: string | null, body: object) =>
    id ? api.put<PaymentMethod>(`/payment-methods/${path(id)}`, body) : api.post<PaymentMethod>('/payment-methods', body),
  paymentDefault: (id: string) => api.patch<PaymentMethod>(`/payment-methods/${path(id)}/set-default`),
  paymentToggle: (id: string) => api.patch<PaymentMethod>(`/payment-methods/${path(id)}/toggle-active`),
  deletePaymentMethod: (id: string) => api.delete<unknown>(`/payment-methods/${path(id)}`),

  users: (query: UserQuery, signal?: AbortSignal) => api.get<ListResult<User>>('/admin/users', { query: { ...query }, signal }),
  updateUser: (id: string, body: { role?: string; status?: string }) => api.patch<User>(`/admin/users/${path(id)}`, body),
  signOutUser: (id: string) => api.post<{ sessionsRevoked: number }>(`/admin/users/${path(id)}/sign-out`),
  invite: (body: StaffInvite) => api.post<User>('/admin/users/invite', body),
  resendInvite: (id: string) => api.post<{ sent: boolean }>(`/admin/users/${path(id)}/resend-invite`),

  auditLog: (query: AuditQuery, signal?: AbortSignal) =>
    api.get<ListResult<AuditEntry>>('/admin/audit-log', { query: { ...query }, signal }),
};
