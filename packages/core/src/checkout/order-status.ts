/**
 * Order statuses (spec 2 §4) and THE table of allowed transitions. The spec lists the
 * statuses but not the transitions; these follow the three ways an order travels:
 * - delivered:  pending → processing → shipped → delivered → completed
 * - paid first: pending → pendingPayment → paymentReceived → processing → …
 * - pickup:     pending → processing → readyForPickup → pickedUp → completed
 * plus onHold (a pause), failed (payment failed), cancelled (before it ships) and refunded.
 */
export const ORDER_STATUSES = [
  'pending',
  'processing',
  'onHold',
  'completed',
  'cancelled',
  'refunded',
  'failed',
  'shipped',
  'delivered',
  'pendingPayment',
  'paymentReceived',
  'readyForPickup',
  'pickedUp',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const SHIPPING_STATUSES = ['notShipped', 'readyForPickup', 'shipped', 'delivered', 'pickedUp', 'notRequired'] as const;
export type ShippingStatus = (typeof SHIPPING_STATUSES)[number];

const TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['processing', 'onHold', 'pendingPayment', 'paymentReceived', 'readyForPickup', 'failed', 'cancelled'],
  pendingPayment: ['paymentReceived', 'onHold', 'failed', 'cancelled'],
  // completed straight from paymentReceived is how a digital order (a course) ends.
  paymentReceived: ['processing', 'readyForPickup', 'onHold', 'completed', 'cancelled', 'refunded'],
  processing: ['shipped', 'readyForPickup', 'onHold', 'paymentReceived', 'cancelled'],
  onHold: ['pending', 'processing', 'pendingPayment', 'paymentReceived', 'cancelled'],
  failed: ['pendingPayment', 'cancelled'],
  shipped: ['delivered'],
  delivered: ['completed', 'refunded'],
  readyForPickup: ['pickedUp', 'onHold', 'cancelled'],
  pickedUp: ['completed', 'refunded'],
  completed: ['refunded'],
  cancelled: [],
  refunded: [],
};

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/**
 * Moves only a carrier may cause (decision 0321): a parcel the carrier brought back undelivered
 * cancels the shipped order. Staff cannot cancel a shipped order themselves.
 */
const CARRIER_RETURN: Partial<Record<OrderStatus, readonly OrderStatus[]>> = { shipped: ['cancelled'] };

/** Whether staff (or, with `via: 'carrierReturn'`, a carrier's return notice) may move an order from one status to another. */
export function canTransition(from: OrderStatus, to: OrderStatus, via?: 'carrierReturn'): boolean {
  if (via === 'carrierReturn' && CARRIER_RETURN[from]?.includes(to)) return true;
  return TRANSITIONS[from]?.includes(to) ?? false;
}

/** The statuses an order may move to next (the admin's status menu). */
export function nextStatuses(from: OrderStatus): readonly OrderStatus[] {
  return TRANSITIONS[from] ?? [];
}

/** The goods have left the shop: cancelling is no longer possible and stock is not returned. */
export function hasShipped(status: OrderStatus): boolean {
  return status === 'shipped' || status === 'delivered' || status === 'pickedUp';
}

/** Nothing more can happen. */
export function isFinal(status: OrderStatus): boolean {
  return nextStatuses(status).length === 0;
}

/**
 * Statuses in which the buyer may still cancel on their own (decision 0034): the shop has not
 * confirmed the order yet (pending), or it waits for a payment that has not arrived
 * (pendingPayment, failed). From processing on, staff are preparing or sending it.
 */
export const CUSTOMER_CANCELLABLE: readonly OrderStatus[] = ['pending', 'pendingPayment', 'failed'];

/** Whether the buyer may cancel: still in a cancellable status and nothing paid (paid orders need a refund by staff). */
export function canCustomerCancel(order: { status: OrderStatus; paymentStatus: PaymentStatus }): boolean {
  return CUSTOMER_CANCELLABLE.includes(order.status) && (order.paymentStatus === 'pending' || order.paymentStatus === 'failed');
}

/** Entering these statuses means the money arrived (COD is paid when the order completes). */
export function marksPaid(status: OrderStatus): boolean {
  return status === 'paymentReceived' || status === 'completed';
}

/** The shipping status an order has after entering `status`, given the one it had. */
export function shippingStatusAfter(status: OrderStatus, current: ShippingStatus): ShippingStatus {
  if (current === 'notRequired') return current;
  switch (status) {
    case 'shipped':
      return 'shipped';
    case 'delivered':
      return 'delivered';
    case 'readyForPickup':
      return 'readyForPickup';
    case 'pickedUp':
      return 'pickedUp';
    default:
      return current;
  }
}

/** The usual path of an order, for the tracking page's steps. */
export function trackingPath(kind: 'delivery' | 'pickup' | 'digital'): OrderStatus[] {
  if (kind === 'pickup') return ['pending', 'processing', 'readyForPickup', 'pickedUp', 'completed'];
  if (kind === 'digital') return ['pending', 'paymentReceived', 'completed'];
  return ['pending', 'processing', 'shipped', 'delivered', 'completed'];
}
