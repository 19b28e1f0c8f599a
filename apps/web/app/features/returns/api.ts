import type { OrderReturns, ReturnView } from '@sen/core/returns/rules';
import { api } from '../api/browser-api';

/** What the buyer proves (a guest: the mailed link token; the e-mail or lookup token only reads). */
export interface ReturnsAccess {
  token?: string;
  email?: string;
  phone?: string;
  lookup?: string;
}

const path = (s: string) => encodeURIComponent(s);

export const returnsApi = {
  mine: (signal?: AbortSignal) => api.get<ReturnView[]>('/me/returns', { signal }),
  ofOrder: (code: string, access: ReturnsAccess, signal?: AbortSignal) =>
    api.get<OrderReturns>(`/orders/${path(code)}/returns`, { query: { ...access }, signal }),
  request: (code: string, form: FormData) => api.post<ReturnView>(`/orders/${path(code)}/returns`, form),
};
