import type { Order } from '@sen/core';
import type { ListResult } from '@sen/core/api-client';
import type { OrderPickup, Store, StoreForm, StoreStockLine, StoreTransfer, StoreTransferInput } from '@sen/core/stores/index';
import { api } from '../../api/browser-api';

const path = (s: string) => encodeURIComponent(s);
const onePage = <T>(items: T[]): ListResult<T> => ({
  items,
  pagination: { page: 1, limit: items.length, totalCount: items.length, totalPages: 1 },
});

export type PickupOrder = Order & { pickup: OrderPickup | null };

export interface PickupListItem {
  code: string;
  status: string;
  customer: string;
  total: number;
  createdAt: string;
  pickup: OrderPickup;
}

/** The back office's store calls (issue 18). */
export const adminStoresApi = {
  stores: async (signal?: AbortSignal) => onePage(await api.get<Store[]>('/admin/stores', { signal })),
  save: (id: string | null, body: StoreForm) =>
    id ? api.put<Store>(`/admin/stores/${path(id)}`, body) : api.post<Store>('/admin/stores', body),
  remove: (id: string) => api.delete<unknown>(`/admin/stores/${path(id)}`),
  stock: (id: string, signal?: AbortSignal) => api.get<StoreStockLine[]>(`/admin/stores/${path(id)}/stock`, { signal }),
  transfers: async (store: string | undefined, signal?: AbortSignal) =>
    onePage(await api.get<StoreTransfer[]>('/admin/store-transfers', { query: store ? { store } : {}, signal })),
  transfer: (body: StoreTransferInput) => api.post<StoreTransfer>('/admin/store-transfers', body),
  pickups: async (state: 'open' | 'done', signal?: AbortSignal) =>
    onePage(await api.get<PickupListItem[]>('/admin/pickups', { query: { state }, signal })),
  ready: (code: string) => api.post<PickupOrder>(`/admin/orders/${path(code)}/pickup/ready`),
  collect: (code: string, pickupCode: string) =>
    api.post<PickupOrder>(`/admin/orders/${path(code)}/pickup/collect`, { pickupCode }),
};
