import { describe, expect, it } from 'vitest';
import { canTransition, hasShipped, isFinal, marksPaid, nextStatuses, ORDER_STATUSES, shippingStatusAfter } from './order-status';

describe('order status transitions', () => {
  it('follows the delivery, paid-first and pickup paths', () => {
    for (const path of [
      ['pending', 'processing', 'shipped', 'delivered', 'completed', 'refunded'],
      ['pending', 'pendingPayment', 'paymentReceived', 'processing', 'shipped', 'delivered', 'completed'],
      ['pending', 'processing', 'readyForPickup', 'pickedUp', 'completed'],
      ['pending', 'paymentReceived', 'completed'],
    ] as const) {
      for (let i = 1; i < path.length; i++)
        expect(canTransition(path[i - 1]!, path[i]!), `${path[i - 1]} → ${path[i]}`).toBe(true);
    }
  });

  it('cancels only before the goods leave, and never leaves a final status', () => {
    expect(canTransition('pending', 'cancelled')).toBe(true);
    expect(canTransition('processing', 'cancelled')).toBe(true);
    expect(canTransition('shipped', 'cancelled')).toBe(false);
    expect(canTransition('shipped', 'cancelled', 'carrierReturn')).toBe(true);
    expect(canTransition('delivered', 'cancelled', 'carrierReturn')).toBe(false);
    expect(canTransition('delivered', 'cancelled')).toBe(false);
    expect(canTransition('cancelled', 'pending')).toBe(false);
    expect(canTransition('refunded', 'completed')).toBe(false);
    expect(canTransition('pending', 'pending')).toBe(false);
    expect(canTransition('pending', 'delivered')).toBe(false);
    expect(isFinal('cancelled')).toBe(true);
    expect(isFinal('refunded')).toBe(true);
    for (const s of ORDER_STATUSES) {
      if (hasShipped(s)) expect(canTransition(s, 'cancelled')).toBe(false);
      for (const next of nextStatuses(s)) expect(ORDER_STATUSES).toContain(next);
    }
  });

  it('knows when money arrived and where the parcel is', () => {
    expect(marksPaid('paymentReceived')).toBe(true);
    expect(marksPaid('completed')).toBe(true);
    expect(marksPaid('shipped')).toBe(false);
    expect(shippingStatusAfter('shipped', 'notShipped')).toBe('shipped');
    expect(shippingStatusAfter('completed', 'delivered')).toBe('delivered');
    expect(shippingStatusAfter('shipped', 'notRequired')).toBe('notRequired');
  });
});
