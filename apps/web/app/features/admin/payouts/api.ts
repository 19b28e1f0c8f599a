import type { CommissionSettings, PayoutForm, SellerBalanceRow, Shipment, ShipmentShipInput } from '@sen/core/payouts/index';
import { api } from '../../api/browser-api';

const path = (s: string) => encodeURIComponent(s);

export interface CommissionView {
  defaultBp: number;
  categories: { categoryId: string; name: string; bp: number | null }[];
}

/** Staff calls of issue 18 part B: sellers' balances and payouts, commission rates, an order's shipments. */
export const adminPayoutsApi = {
  balances: (signal?: AbortSignal) => api.get<SellerBalanceRow[]>('/admin/sellers/payouts', { signal }),
  pay: (sellerId: string, body: PayoutForm) => api.post<unknown>(`/admin/sellers/${path(sellerId)}/payouts`, body),
  commissions: (signal?: AbortSignal) => api.get<CommissionView>('/admin/sellers/commissions', { signal }),
  saveCommissions: (body: CommissionSettings) => api.put<unknown>('/admin/sellers/commissions', body),
  shipments: (code: string, signal?: AbortSignal) => api.get<Shipment[]>(`/admin/orders/${path(code)}/shipments`, { signal }),
  ship: (id: string, body: ShipmentShipInput) => api.post<Shipment[]>(`/admin/shipments/${path(id)}/ship`, body),
  deliver: (id: string) => api.post<Shipment[]>(`/admin/shipments/${path(id)}/deliver`),
  cancel: (id: string, reason: string) => api.post<Shipment[]>(`/admin/shipments/${path(id)}/cancel`, { reason }),
};
