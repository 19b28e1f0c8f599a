import { describe, expect, it } from 'vitest';
import { itemsRefundValue, planRefund, returnDeadline, shippingPaid } from './rules';

// 2 × 300.000 + 1 × 400.000 = 1.000.000, coupon −100.000, shipping 30.000 (−0), total 930.000.
const order = { subtotal: 1_000_000, total: 930_000, shippingFee: 30_000, shippingDiscount: 0, handlingFee: 0 };

describe('refund arithmetic', () => {
  it('refunds what was paid for the items: the coupon shared over the subtotal, rounded down', () => {
    expect(shippingPaid(order)).toBe(30_000);
    expect(itemsRefundValue(order, [{ unitPrice: 300_000, quantity: 1 }])).toBe(270_000);
    expect(
      itemsRefundValue(order, [
        { unitPrice: 300_000, quantity: 2 },
        { unitPrice: 400_000, quantity: 1 },
      ]),
    ).toBe(900_000);
    // 3 units of 333.333 out of 999.999 with a 1đ coupon: never more than the goods money.
    const odd = { subtotal: 999_999, total: 999_998, shippingFee: 0, shippingDiscount: 0, handlingFee: 0 };
    expect(itemsRefundValue(odd, [{ unitPrice: 333_333, quantity: 1 }])).toBe(333_332);
    expect(itemsRefundValue(odd, [{ unitPrice: 333_333, quantity: 3 }])).toBe(999_998);
  });

  it('plans partial refunds with and without shipping, then the rest as a full refund', () => {
    const first = planRefund(order, { amount: 0, shipping: 0 }, { full: false, items: 270_000, shipping: true });
    expect(first).toEqual({ items: 270_000, shipping: 30_000, amount: 300_000, full: false });
    // Shipping is refunded once.
    const second = planRefund(order, { amount: 300_000, shipping: 30_000 }, { full: false, items: 270_000, shipping: true });
    expect(second).toEqual({ items: 270_000, shipping: 0, amount: 270_000, full: false });
    const rest = planRefund(order, { amount: 570_000, shipping: 30_000 }, { full: true, items: 0, shipping: false });
    expect(rest).toEqual({ items: 360_000, shipping: 0, amount: 360_000, full: true });
    // Items reaching exactly what remains make it full too; never beyond the total.
    expect(planRefund(order, { amount: 570_000, shipping: 30_000 }, { full: false, items: 400_000, shipping: false })).toEqual({
      items: 360_000,
      shipping: 0,
      amount: 360_000,
      full: true,
    });
    expect(planRefund(order, { amount: 930_000, shipping: 30_000 }, { full: true, items: 0, shipping: true }).amount).toBe(0);
  });

  it('closes the window the given number of days after delivery', () => {
    expect(returnDeadline('2026-01-01T00:00:00.000Z', 30).toISOString()).toBe('2026-01-31T00:00:00.000Z');
  });
});
