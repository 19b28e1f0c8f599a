import type { ListResult } from '@sen/core/api-client';
import type {
  LedgerLine,
  SellerBalance,
  SellerDashboard,
  SellerOrder,
  Shipment,
  ShipmentShipInput,
} from '@sen/core/payouts/index';
import { api } from '../api/browser-api';

const path = (s: string) => encodeURIComponent(s);

/** The seller area's fulfilment and money calls (issue 18 part B); the server scopes each to the caller's shop. */
export const sellerOpsApi = {
  orders: (query: Record<string, string | number>, signal?: AbortSignal) =>
    api.get<ListResult<SellerOrder>>('/seller/orders', { query, signal }),
  ship: (id: string, body: Partial<ShipmentShipInput>) => api.post<Shipment>(`/seller/shipments/${path(id)}/ship`, body),
  deliver: (id: string) => api.post<Shipment>(`/seller/shipments/${path(id)}/deliver`),
  cancel: (id: string, reason: string) => api.post<Shipment>(`/seller/shipments/${path(id)}/cancel`, { reason }),
  payouts: (signal?: AbortSignal) => api.get<{ balance: SellerBalance; lines: LedgerLine[] }>('/seller/payouts', { signal }),
  dashboard: (query: Record<string, string>, signal?: AbortSignal) =>
    api.get<SellerDashboard>('/seller/dashboard', { query, signal }),
};
