import { describe, expect, it } from 'vitest';
import { computeTotals, lineUnitPrice, priceCheckout, TAX_RATE } from './pricing';

const now = Date.parse('2026-07-21T10:00:00Z');
const onSale = {
  price: 900_000,
  comparePrice: 1_000_000,
  salePercentage: 20,
  isOnSale: true,
  saleStart: '2026-07-01T00:00:00Z',
  saleEnd: '2026-08-01T00:00:00Z',
};

describe('line prices (spec 1 §9, decision 0006)', () => {
  it('charges the regular price less the sale percentage while the sale runs, whatever the stored price', () => {
    expect(lineUnitPrice(onSale, now)).toBe(800_000);
  });
  it('charges the regular price once the sale ended or before it starts', () => {
    expect(lineUnitPrice({ ...onSale, saleEnd: '2026-07-20T00:00:00Z' }, now)).toBe(1_000_000);
    expect(lineUnitPrice({ ...onSale, saleStart: '2026-07-22T00:00:00Z' }, now)).toBe(1_000_000);
  });
  it('charges the price of a product not on sale', () => {
    expect(lineUnitPrice({ ...onSale, isOnSale: false, price: 123_000 }, now)).toBe(123_000);
  });
});

describe('totals', () => {
  const lines = [
    { price: 250_000, quantity: 2 },
    { price: 99_999, quantity: 1 },
  ];

  it('adds 10 % tax on the subtotal and subtracts the discount', () => {
    expect(TAX_RATE).toBe(0.1);
    const t = computeTotals({ lines, promo: { type: 'percentage', value: 10 }, shippingFee: 30_000 });
    expect(t).toEqual({
      itemCount: 3,
      lineCount: 2,
      subtotal: 599_999,
      tax: 60_000,
      discount: 60_000,
      shippingFee: 30_000,
      shippingDiscount: 0,
      handlingFee: 0,
      total: 599_999 + 60_000 + 30_000 - 60_000,
    });
  });

  it('includes the handling fee in the total (decision 15)', () => {
    expect(computeTotals({ lines, shippingFee: 30_000, handlingFee: 10_000 }).total).toBe(599_999 + 60_000 + 30_000 + 10_000);
  });

  it('waives shipping with a free-shipping code', () => {
    const t = computeTotals({ lines, promo: { type: 'freeShipping', value: 0 }, shippingFee: 30_000 });
    expect(t).toMatchObject({ shippingFee: 0, shippingDiscount: 30_000, discount: 0, total: 659_999 });
  });

  it('is zero for an empty cart', () => {
    expect(computeTotals({ lines: [] })).toMatchObject({ subtotal: 0, tax: 0, total: 0, itemCount: 0 });
  });
});

describe('the checkout summary', () => {
  const method = {
    baseRate: 30_000,
    freeShippingThreshold: 500_000,
    rates: [],
    estimatedDeliveryTime: { min: 2, max: 4, unit: 'days' as const },
  };
  const cod = {
    isActive: true,
    minimumOrderAmount: null,
    maximumOrderAmount: 1_000_000,
    handlingFee: 10_000,
    handlingFeeType: 'fixed' as const,
  };

  it('checks the free-shipping threshold against subtotal + tax − discount (decision 2)', () => {
    // 460,000 + 46,000 tax = 506,000 ≥ 500,000: free.
    const free = priceCheckout({ lines: [{ price: 460_000, quantity: 1 }], shipping: { method, provinceName: null } });
    expect(free.orderTotal).toBe(506_000);
    expect(free.totals.shippingFee).toBe(0);
    // With 10 % off: 460,000 + 46,000 − 46,000 = 460,000 < 500,000: charged.
    const charged = priceCheckout({
      lines: [{ price: 460_000, quantity: 1 }],
      promo: { type: 'percentage', value: 10 },
      shipping: { method, provinceName: null },
    });
    expect(charged.shipping).toMatchObject({ fee: 30_000, amountToFreeShipping: 40_000 });
    expect(charged.totals.total).toBe(460_000 + 30_000);
  });

  it('checks the payment bracket and fee on the total with shipping', () => {
    const r = priceCheckout({ lines: [{ price: 900_000, quantity: 1 }], shipping: { method, provinceName: null }, payment: cod });
    // 900,000 + 90,000 = 990,000 (free shipping) ≤ 1,000,000: COD available, 10,000 fee.
    expect(r.paymentAvailable).toBe(true);
    expect(r.totals).toMatchObject({ handlingFee: 10_000, total: 1_000_000 });
    const over = priceCheckout({ lines: [{ price: 1_000_000, quantity: 1 }], payment: cod });
    expect(over.paymentAvailable).toBe(false);
  });

  it('charges nothing and accepts any method for a zero total', () => {
    const r = priceCheckout({ lines: [{ price: 0, quantity: 1 }], payment: { ...cod, minimumOrderAmount: 10_000 } });
    expect(r.paymentAvailable).toBe(true);
    expect(r.totals.total).toBe(0);
  });
});
