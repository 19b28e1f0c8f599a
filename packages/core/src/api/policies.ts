import type { ApiClient } from '../api-client';
import type { PaymentMethod, ShippingMethod } from '../checkout/types';

/** The shop's shipping and payment policies are generated from the active methods (pages /shipping, /payment). */
export function policiesApi(client: ApiClient) {
  return {
    shippingMethods: (signal?: AbortSignal) =>
      client.get<ShippingMethod[]>('/shipping-methods', { query: { isActive: 'true' }, signal }),
    paymentMethods: (signal?: AbortSignal) =>
      client.get<PaymentMethod[]>('/payment-methods', { query: { isActive: 'true' }, signal }),
  };
}
