import type { ApiClient } from '../api-client';
import type {
  AvailablePaymentMethod,
  AvailableShippingMethod,
  Cart,
  CartQuote,
  Order,
  OrderList,
  OrderTracking,
  PlacedOrder,
  PromoResult,
} from '../checkout/types';

/** One cart line as the API refers to it (a course is bought once). */
export type CartItemRefBody = { productId: string; variantId?: string; quantity: number } | { courseId: string };

export interface QuoteBody {
  items: CartItemRefBody[];
  promoCode?: string | null;
  shippingMethod?: string | null;
  province?: string | null;
  /** The 2025 ward code: a live carrier prices by it. */
  ward?: string | null;
  paymentMethod?: string | null;
  email?: string | null;
  /** Priced as the order would take them (decision 0351). */
  giftCards?: string[];
  usePoints?: number;
}

export interface PlaceOrderBody {
  information: {
    fullName: string;
    email: string;
    phone: string;
    address: string;
    /** Province code. */
    city: string;
    /** Ward code. */
    ward: string;
    notes: string;
  };
  shipping: { method: string };
  payment: { method: string };
  items: CartItemRefBody[];
  promoCode?: string | null;
  /** A company (VAT) invoice, when the buyer asks for one. */
  invoice?: { companyName: string; taxCode: string; address: string; email: string } | null;
  /** Gift card codes and loyalty points to use (issue 15). */
  giftCards?: string[];
  usePoints?: number;
}

/** Who may read an order without signing in: the mailed link's token, its e-mail or its phone. */
export interface OrderAccess {
  /** The mailed link's token: reads a guest's order and cancels it. */
  token?: string;
  email?: string;
  phone?: string;
  /** The lookup's read-only token. */
  lookup?: string;
}

const at = (code: string) => encodeURIComponent(code);

/** Typed calls of the checkout area, on top of the shared client (used by loaders and the browser). */
export function checkoutApi(client: ApiClient) {
  return {
    client,
    quote: (body: QuoteBody, signal?: AbortSignal) => client.post<CartQuote>('/cart/quote', body, { signal }),
    cart: (signal?: AbortSignal) => client.get<Cart>('/cart', { signal }),
    addItem: (ref: CartItemRefBody) => client.post<Cart>('/cart/items', ref),
    setQuantity: (itemId: string, quantity: number) => client.patch<Cart>(`/cart/items/${at(itemId)}`, { quantity }),
    removeItem: (itemId: string) => client.delete<Cart>(`/cart/items/${at(itemId)}`),
    clearCart: () => client.delete<Cart>('/cart'),
    mergeCart: (items: CartItemRefBody[]) => client.post<Cart>('/cart/merge', { items }),
    validatePromo: (code: string, items: CartItemRefBody[], email?: string | null) =>
      client.post<PromoResult>('/promo/validate', { code, items, email: email || undefined }),
    /** With the ward and the parcel's weight (kg), the live carriers quote too (decision 0320). */
    shippingMethods: (
      province: string,
      orderTotal: number,
      signal?: AbortSignal,
      parcel: { ward?: string; weight?: number; value?: number } = {},
    ) =>
      client.post<AvailableShippingMethod[]>(
        '/shipping-methods/available',
        { address: province, orderTotal, ...parcel },
        { signal },
      ),
    paymentMethods: (orderTotal: number, signal?: AbortSignal) =>
      client.get<AvailablePaymentMethod[]>('/payment-methods/available', { query: { orderTotal }, signal }),
    /** The same key for every retry of one checkout attempt, so a retry never places a second order. */
    placeOrder: (body: PlaceOrderBody, idempotencyKey: string) =>
      client.post<PlacedOrder>('/orders', body, { headers: { 'Idempotency-Key': idempotencyKey } }),
    order: (code: string, access: OrderAccess = {}, signal?: AbortSignal) =>
      client.get<Order>(`/orders/${at(code)}`, { query: { ...access }, signal }),
    tracking: (code: string, access: OrderAccess = {}, signal?: AbortSignal) =>
      client.get<OrderTracking>(`/orders/${at(code)}/tracking`, { query: { ...access }, signal }),
    /** The buyer cancels a pending order: signed in as its owner, or a guest with the mailed link's token. */
    cancelOrder: (code: string, body: { reason?: string; token?: string } = {}) =>
      client.post<Order>(`/orders/${at(code)}/cancel`, body),
    /** A read-only token for an order, given its e-mail or phone (keeps them out of page addresses). */
    lookupOrder: (code: string, contact: { email?: string; phone?: string }) =>
      client.post<{ lookup: string }>(`/orders/${at(code)}/lookup`, contact),
    myOrders: (page = 1, signal?: AbortSignal) => client.get<OrderList>('/me/orders', { query: { page }, signal }),
  };
}
