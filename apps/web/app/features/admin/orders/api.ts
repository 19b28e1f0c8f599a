import type {
  AdminOrder,
  AdminOrderList,
  AdminOrderListQuery,
  OrderBulkAction,
  OrderBulkResult,
} from '@sen/core/checkout/order-admin';
import type { OrderEditInput, OrderEditResult } from '@sen/core/checkout/order-edit';
import type { OrderStatus } from '@sen/core/checkout/order-status';
import type { PaymentMethod, ShippingMethod } from '@sen/core/checkout/types';
import { api } from '../../api/browser-api';

const path = (s: string) => encodeURIComponent(s);

export interface Shipment {
  carrier: string;
  trackingCode: string;
  /** The shop's own label route while the parcel is active (the carrier's label needs the shop token). */
  labelUrl: string;
  fee: number;
  /** The goods' value declared to the carrier (insurance). */
  declaredValue: number;
  state: 'active' | 'cancelled';
  carrierStatus: string;
  createdAt: string;
}
export interface OrderShipments {
  carriers: { code: string; name: string }[];
  shipments: Shipment[];
}

/** The back office's order calls (issue 13). */
export const adminOrdersApi = {
  list: (q: AdminOrderListQuery, signal?: AbortSignal) =>
    api.get<AdminOrderList>('/admin/orders', { query: q as Record<string, string | number | undefined>, signal }),
  order: (code: string, signal?: AbortSignal) => api.get<AdminOrder>(`/admin/orders/${path(code)}`, { signal }),
  move: (code: string, body: { status: OrderStatus; note?: string; trackingNumber?: string; trackingUrl?: string }) =>
    api.patch<AdminOrder>(`/admin/orders/${path(code)}/status`, body),
  markPaid: (code: string, body: { amount: number; reference: string; note: string }) =>
    api.post<AdminOrder>(`/admin/orders/${path(code)}/mark-paid`, body),
  cancel: (code: string, reason: string) => api.post<AdminOrder>(`/admin/orders/${path(code)}/cancel`, { reason }),
  edit: (code: string, body: OrderEditInput) =>
    api.post<OrderEditResult & { order: AdminOrder }>(`/admin/orders/${path(code)}/edit`, body),
  addNote: (code: string, body: string) => api.post<AdminOrder>(`/admin/orders/${path(code)}/notes`, { body }),
  bulk: (action: OrderBulkAction, codes: string[], tracking?: Record<string, string>) =>
    api.post<OrderBulkResult>('/admin/orders/bulk', { action, codes, ...(tracking ? { tracking } : {}) }),
  paymentMethods: (signal?: AbortSignal) => api.get<PaymentMethod[]>('/payment-methods', { signal }),
  shippingMethods: (signal?: AbortSignal) => api.get<ShippingMethod[]>('/shipping-methods', { signal }),
  /** The configured carriers and the order's parcels (issue 14). */
  shipments: (code: string, signal?: AbortSignal) =>
    api.get<OrderShipments>(`/admin/orders/${path(code)}/carrier-shipments`, { signal }),
  createShipment: (code: string, carrier: string) =>
    api.post<OrderShipments>(`/admin/orders/${path(code)}/carrier-shipments`, { carrier }),
  cancelShipment: (code: string) => api.post<OrderShipments>(`/admin/orders/${path(code)}/carrier-shipments/cancel`, {}),
  provinces: (signal?: AbortSignal) => api.get<{ code: string; name: string }[]>('/address/provinces', { signal }),
};
