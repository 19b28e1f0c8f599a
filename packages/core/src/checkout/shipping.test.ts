import { describe, expect, it } from 'vitest';
import { deliveryText, NO_DISPLAY_ORDER, regionRate, shippingQuote, sortShippingMethods } from './shipping';

const standard = {
  baseRate: 30_000,
  freeShippingThreshold: 500_000,
  rates: [
    { region: 'Hà Nội', baseRate: 20_000, freeShippingThreshold: 300_000 },
    { region: 'Hồ Chí Minh', baseRate: 20_000, freeShippingThreshold: null },
  ],
  estimatedDeliveryTime: { min: 2, max: 4, unit: 'days' as const },
};

describe('region rates (spec 2 §9)', () => {
  it('applies when the province name contains the region, ignoring accents and case', () => {
    expect(regionRate(standard.rates, 'Thành phố Hà Nội')?.region).toBe('Hà Nội');
    expect(regionRate(standard.rates, 'thanh pho ha noi')?.region).toBe('Hà Nội');
    expect(regionRate(standard.rates, 'Hà Nội')?.region).toBe('Hà Nội');
    expect(regionRate(standard.rates, 'Tỉnh Nghệ An')).toBeNull();
    expect(regionRate(standard.rates, '')).toBeNull();
    expect(regionRate(standard.rates, null)).toBeNull();
  });

  it('prefers the most specific region when several match', () => {
    const rates = [
      { region: 'Hà', baseRate: 1, freeShippingThreshold: null },
      { region: 'Hà Nội', baseRate: 2, freeShippingThreshold: null },
    ];
    expect(regionRate(rates, 'Thành phố Hà Nội')?.baseRate).toBe(2);
  });
});

describe('shipping fee', () => {
  it("charges the region's base rate below its threshold and is free from it", () => {
    const below = shippingQuote(standard, 'Thành phố Hà Nội', 299_999);
    expect(below).toMatchObject({
      fee: 20_000,
      isFree: false,
      amountToFreeShipping: 1,
      freeShippingThreshold: 300_000,
      region: 'Hà Nội',
    });
    const at = shippingQuote(standard, 'Thành phố Hà Nội', 300_000);
    expect(at).toMatchObject({ fee: 0, baseFee: 20_000, isFree: true, amountToFreeShipping: 0 });
  });

  it("falls back to the method's own threshold when the region has none, and to the method elsewhere", () => {
    expect(shippingQuote(standard, 'Thành phố Hồ Chí Minh', 400_000)).toMatchObject({
      fee: 20_000,
      amountToFreeShipping: 100_000,
    });
    expect(shippingQuote(standard, 'Tỉnh Nghệ An', 499_000)).toMatchObject({
      fee: 30_000,
      region: null,
      amountToFreeShipping: 1_000,
    });
    expect(shippingQuote(standard, 'Tỉnh Nghệ An', 500_000)).toMatchObject({ fee: 0, isFree: true });
  });

  it('uses the real order total: a total of 0 never reaches a threshold (decision 2)', () => {
    expect(shippingQuote(standard, null, 0)).toMatchObject({ fee: 30_000, isFree: false, amountToFreeShipping: 500_000 });
  });

  it('says nothing about free shipping for a method without a threshold', () => {
    const q = shippingQuote({ ...standard, freeShippingThreshold: null, rates: [] }, 'X', 10_000_000);
    expect(q).toMatchObject({ fee: 30_000, isFree: false, amountToFreeShipping: null });
  });

  it('treats a zero rate as free', () => {
    expect(shippingQuote({ ...standard, baseRate: 0, freeShippingThreshold: null, rates: [] }, null, 0)).toMatchObject({
      fee: 0,
      isFree: true,
      amountToFreeShipping: 0,
    });
  });

  it('writes the delivery estimate as min-max ngày/giờ', () => {
    expect(deliveryText({ min: 2, max: 4, unit: 'days' })).toBe('2-4 ngày');
    expect(deliveryText({ min: 0, max: 2, unit: 'hours' })).toBe('0-2 giờ');
    expect(deliveryText({ min: 1, max: 1, unit: 'days' })).toBe('1 ngày');
    expect(deliveryText({ min: 2, max: 4, unit: 'days' }, 'en')).toBe('2-4 days');
    expect(shippingQuote(standard, null, 0).estimatedDelivery).toEqual({ min: 2, max: 4, unit: 'days', text: '2-4 ngày' });
  });
});

describe('ordering', () => {
  it('sorts by display order with 999 for a missing one, then by name', () => {
    const sorted = sortShippingMethods([
      { name: 'C', displayOrder: null },
      { name: 'B', displayOrder: 2 },
      { name: 'A', displayOrder: 1000 },
      { name: 'D', displayOrder: NO_DISPLAY_ORDER },
      { name: 'E', displayOrder: 1 },
    ]);
    expect(sorted.map((m) => m.name)).toEqual(['E', 'B', 'C', 'D', 'A']);
  });
});
