import { describe, expect, it } from 'vitest';
import { priceCheckout } from './pricing';
import { type PromotionLine, type PromotionRule, pricePromotions } from './promotions';

const now = Date.parse('2026-07-21T10:00:00Z');
const rule = (over: Partial<PromotionRule>): PromotionRule => ({
  id: over.id ?? 'p',
  code: null,
  name: over.id ?? 'p',
  type: 'percentage',
  value: 10,
  minimumPurchase: null,
  maximumDiscount: null,
  startsAt: null,
  endsAt: null,
  maxUses: null,
  usesPerCustomer: null,
  usedCount: 0,
  isActive: true,
  combinable: true,
  ...over,
});
const phone: PromotionLine = { id: 'phone', categoryId: 'phones', price: 1_000_000, quantity: 1 };
const caseA: PromotionLine = { id: 'case', categoryId: 'acc', price: 99_999, quantity: 3 };
const cable: PromotionLine = { id: 'cable', categoryId: 'acc', price: 50_000, quantity: 1 };

describe('pricePromotions: one promotion of each type', () => {
  const cases: [string, PromotionRule, PromotionLine[], number, boolean][] = [
    ['percentage of the subtotal, rounded to whole VND', rule({ value: 10 }), [caseA], 29_999 + 1, false],
    ['percentage capped by its maximum', rule({ value: 50, maximumDiscount: 100_000 }), [phone], 100_000, false],
    ['fixed amount', rule({ type: 'fixed', value: 50_000 }), [phone], 50_000, false],
    ['fixed never above the subtotal', rule({ type: 'fixed', value: 500_000 }), [cable], 50_000, false],
    ['free shipping waives the fee, discounts no goods', rule({ type: 'freeShipping', value: 0 }), [phone], 0, true],
    [
      'buy 2 cases get 1 free: the cheapest of three',
      rule({
        type: 'buyXGetY',
        value: 100,
        buyQuantity: 2,
        getQuantity: 1,
        buy: { productIds: ['case'], categoryIds: [] },
        get: { productIds: ['case'], categoryIds: [] },
      }),
      [caseA],
      99_999,
      false,
    ],
    [
      'buy 2 get 1 free with only two in the cart gives nothing',
      rule({
        type: 'buyXGetY',
        value: 100,
        buyQuantity: 2,
        getQuantity: 1,
        buy: { productIds: ['case'], categoryIds: [] },
        get: { productIds: ['case'], categoryIds: [] },
      }),
      [{ ...caseA, quantity: 2 }],
      0,
      false,
    ],
    [
      'buy a phone, get an accessory (category) at 50 % off, rounded',
      rule({
        type: 'buyXGetY',
        value: 50,
        buyQuantity: 1,
        getQuantity: 1,
        buy: { productIds: ['phone'], categoryIds: [] },
        get: { productIds: [], categoryIds: ['acc'] },
      }),
      [phone, caseA, cable],
      25_000,
      false,
    ],
    [
      'buy 1 phone get 1 accessory: two phones pay for two accessories',
      rule({
        type: 'buyXGetY',
        value: 100,
        buyQuantity: 1,
        getQuantity: 1,
        buy: { productIds: ['phone'], categoryIds: [] },
        get: { productIds: [], categoryIds: ['acc'] },
      }),
      [{ ...phone, quantity: 2 }, caseA, cable],
      50_000 + 99_999,
      false,
    ],
  ];
  it.each(cases)('%s', (_name, r, lines, discount, freeShipping) => {
    const out = pricePromotions(lines, [r], { now });
    expect(out.discount).toBe(discount);
    expect(out.freeShipping).toBe(freeShipping);
    expect(Number.isInteger(out.discount)).toBe(true);
  });
});

describe('pricePromotions: rules, codes and combinations', () => {
  const cases: [
    string,
    PromotionRule[],
    PromotionLine[],
    { code?: string; uses?: Record<string, number> },
    number,
    string[],
    string | null,
  ][] = [
    ['automatic promotions below their minimum do not apply', [rule({ minimumPurchase: 1_000_001 })], [phone], {}, 0, [], null],
    ['at the minimum they do', [rule({ minimumPurchase: 1_000_000 })], [phone], {}, 100_000, ['p'], null],
    [
      'outside the dates they do not',
      [rule({ endsAt: '2026-07-21T10:00:00Z' }), rule({ id: 'q', startsAt: '2026-07-21T10:00:01Z' })],
      [phone],
      {},
      0,
      [],
      null,
    ],
    ['paused they do not', [rule({ isActive: false })], [phone], {}, 0, [], null],
    ['used up they do not', [rule({ maxUses: 3, usedCount: 3 })], [phone], {}, 0, [], null],
    ['a coupon needs its code', [rule({ code: 'SALE10' })], [phone], {}, 0, [], null],
    ['with its code it applies', [rule({ code: 'SALE10' })], [phone], { code: 'sale10' }, 100_000, ['p'], null],
    ['an unknown code is refused', [rule({ code: 'SALE10' })], [phone], { code: 'NOPE' }, 0, [], 'PROMO_INVALID'],
    [
      'a customer past the per-customer limit is refused',
      [rule({ code: 'ONCE', usesPerCustomer: 1 })],
      [phone],
      { code: 'ONCE', uses: { p: 1 } },
      0,
      [],
      'PROMO_CUSTOMER_LIMIT',
    ],
    [
      'combinable promotions stack',
      [rule({ id: 'a', value: 10 }), rule({ id: 'b', type: 'fixed', value: 20_000 }), rule({ id: 'c', type: 'freeShipping' })],
      [phone],
      {},
      120_000,
      ['a', 'b', 'c'],
      null,
    ],
    [
      'a larger promotion that does not combine wins alone',
      [
        rule({ id: 'a', value: 10 }),
        rule({ id: 'b', type: 'fixed', value: 20_000 }),
        rule({ id: 'big', value: 15, combinable: false }),
      ],
      [phone],
      {},
      150_000,
      ['big'],
      null,
    ],
    [
      'a smaller one that does not combine loses to the stack',
      [
        rule({ id: 'a', value: 10 }),
        rule({ id: 'b', type: 'fixed', value: 20_000 }),
        rule({ id: 'small', value: 11, combinable: false }),
      ],
      [phone],
      {},
      120_000,
      ['a', 'b'],
      null,
    ],
    [
      'a typed coupon that does not combine applies alone even when automatic ones give more',
      [rule({ id: 'auto', value: 20 }), rule({ id: 'code', code: 'SOLO', type: 'fixed', value: 10_000, combinable: false })],
      [phone],
      { code: 'SOLO' },
      10_000,
      ['code'],
      null,
    ],
    [
      'a combinable coupon adds to combinable automatic promotions',
      [rule({ id: 'auto', value: 20 }), rule({ id: 'code', code: 'PLUS', type: 'fixed', value: 10_000 })],
      [phone],
      { code: 'PLUS' },
      210_000,
      ['auto', 'code'],
      null,
    ],
    [
      'stacked discounts never exceed the subtotal',
      [rule({ id: 'a', type: 'fixed', value: 40_000 }), rule({ id: 'b', type: 'fixed', value: 40_000 })],
      [cable],
      {},
      50_000,
      ['a', 'b'],
      null,
    ],
  ];
  it.each(cases)('%s', (_name, rules, lines, opts, discount, ids, rejection) => {
    const out = pricePromotions(lines, rules, { now, code: opts.code ?? null, customerUses: opts.uses ?? {} });
    expect(out.discount).toBe(discount);
    expect(out.applied.map((a) => a.promotionId)).toEqual(ids);
    expect(out.applied.reduce((s, a) => s + a.discount, 0)).toBe(discount);
    expect(out.codeRejection).toBe(rejection);
  });
});

describe('promotions in the checkout totals and free-shipping thresholds', () => {
  const method = {
    baseRate: 30_000,
    freeShippingThreshold: 1_000_000,
    rates: [],
    estimatedDeliveryTime: { min: 2, max: 4, unit: 'days' as const },
  };
  const cases: [string, PromotionRule[], number, number, number][] = [
    // subtotal 1,000,000 + tax 100,000 = 1,100,000 reaches the method's 1,000,000 threshold.
    ['no promotion: above the threshold, shipping free', [], 0, 0, 1_100_000],
    // 200,000 off: goods total 900,000 falls under the threshold, the fee comes back.
    ['a discount that drops the goods under the threshold brings the fee back', [rule({ value: 20 })], 200_000, 30_000, 930_000],
    [
      'a free-shipping promotion waives it again',
      [rule({ value: 20 }), rule({ id: 'fs', type: 'freeShipping' })],
      200_000,
      0,
      900_000,
    ],
    [
      'a free-shipping promotion with its own minimum is its threshold',
      [rule({ value: 20 }), rule({ id: 'fs', type: 'freeShipping', minimumPurchase: 2_000_000 })],
      200_000,
      30_000,
      930_000,
    ],
  ];
  it.each(cases)('%s', (_name, rules, discount, shippingFee, total) => {
    const lines = [phone];
    const discounts = pricePromotions(lines, rules, { now });
    const { totals } = priceCheckout({ lines, discounts, shipping: { method, provinceName: 'Hà Nội' } });
    expect(totals.discount).toBe(discount);
    expect(totals.shippingFee).toBe(shippingFee);
    expect(totals.total).toBe(total);
  });
});
