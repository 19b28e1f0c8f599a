import { describe, expect, it } from 'vitest';
import {
  availablePaymentMethods,
  handlingFeeOf,
  isPaymentAvailable,
  normalizeMethodCode,
  sameMethodCode,
  transferReference,
} from './payment';
import type { PaymentMethod } from './types';

const method = (over: Partial<PaymentMethod>): PaymentMethod => ({
  _id: over.code ?? 'x',
  code: 'COD',
  name: 'COD',
  description: '',
  icon: '',
  isActive: true,
  isDefault: false,
  displayOrder: 0,
  minimumOrderAmount: null,
  maximumOrderAmount: null,
  handlingFee: 0,
  handlingFeeType: 'fixed',
  instructions: '',
  processingTime: '',
  acceptedCards: [],
  benefits: [],
  configuration: {},
  createdAt: '',
  updatedAt: '',
  ...over,
});

describe('payment methods (spec 2 §7, decisions 4 and 15)', () => {
  it('keeps active methods whose minimum and maximum bracket the total, bounds included', () => {
    const m = method({ minimumOrderAmount: 10_000, maximumOrderAmount: 50_000 });
    expect(isPaymentAvailable(m, 9_999)).toBe(false);
    expect(isPaymentAvailable(m, 10_000)).toBe(true);
    expect(isPaymentAvailable(m, 50_000)).toBe(true);
    expect(isPaymentAvailable(m, 50_001)).toBe(false);
    expect(isPaymentAvailable({ ...m, isActive: false }, 20_000)).toBe(false);
    expect(isPaymentAvailable(method({}), 1e12)).toBe(true);
  });

  it('charges a percentage of the total or a fixed fee, in whole dong', () => {
    expect(handlingFeeOf({ handlingFee: 1.5, handlingFeeType: 'percentage' }, 1_234_567)).toBe(18_519);
    expect(handlingFeeOf({ handlingFee: 10_000, handlingFeeType: 'fixed' }, 1_234_567)).toBe(10_000);
    expect(handlingFeeOf({ handlingFee: 0, handlingFeeType: 'percentage' }, 1_000)).toBe(0);
  });

  it('compares codes without regard to case', () => {
    expect(normalizeMethodCode(' credit_card ')).toBe('CREDIT_CARD');
    expect(sameMethodCode('cod', 'COD')).toBe(true);
    expect(sameMethodCode('cod', null)).toBe(false);
  });

  it('lists the available methods in display order with their fee', () => {
    const list = availablePaymentMethods(
      [
        method({ code: 'B', name: 'B', displayOrder: 2, handlingFee: 2, handlingFeeType: 'percentage' }),
        method({ code: 'A', name: 'A', displayOrder: 1, maximumOrderAmount: 100 }),
        method({ code: 'C', name: 'C', displayOrder: 0, isActive: false }),
      ],
      1_000,
    );
    expect(list.map((m) => [m.code, m.fee])).toEqual([['B', 20]]);
  });

  it('builds the bank-transfer reference from the order code', () => {
    expect(transferReference('SEN-260721-7K3Q9')).toBe('DHSEN2607217K3Q9');
  });
});
