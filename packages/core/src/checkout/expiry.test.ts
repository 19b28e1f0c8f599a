import { describe, expect, it } from 'vitest';
import { isPrepaidMethod, paymentDueAt, UNPAID_ORDER_MS } from './expiry';
import { canCustomerCancel, ORDER_STATUSES } from './order-status';

describe('unpaid order deadline', () => {
  const base = {
    status: 'pending',
    paymentStatus: 'pending',
    paymentMethodCode: 'BANK_TRANSFER',
    updatedAt: '2026-07-21T03:00:00.000Z',
  } as const;

  it('gives prepaid methods a day from the last status change, in any case of code', () => {
    expect(paymentDueAt(base)).toBe('2026-07-22T03:00:00.000Z');
    expect(paymentDueAt({ ...base, paymentMethodCode: 'momo', status: 'pendingPayment' })).toBe(
      new Date(Date.parse(base.updatedAt) + UNPAID_ORDER_MS).toISOString(),
    );
    expect(paymentDueAt({ ...base, status: 'failed', paymentStatus: 'failed' })).not.toBeNull();
  });

  it('never expires cash on delivery, unknown methods, paid orders or orders staff moved on', () => {
    expect(isPrepaidMethod('cod')).toBe(false);
    expect(paymentDueAt({ ...base, paymentMethodCode: 'COD' })).toBeNull();
    expect(paymentDueAt({ ...base, paymentMethodCode: 'CASH' })).toBeNull();
    expect(paymentDueAt({ ...base, paymentMethodCode: 'INSTALMENT' })).toBeNull();
    expect(paymentDueAt({ ...base, paymentStatus: 'paid' })).toBeNull();
    for (const status of ['processing', 'onHold', 'paymentReceived', 'cancelled'] as const)
      expect(paymentDueAt({ ...base, status })).toBeNull();
  });
});

describe('cancelling by the buyer', () => {
  it('is open until the shop confirms, ships or is paid', () => {
    const open = ORDER_STATUSES.filter((status) => canCustomerCancel({ status, paymentStatus: 'pending' }));
    expect(open).toEqual(['pending', 'failed', 'pendingPayment']);
    expect(canCustomerCancel({ status: 'failed', paymentStatus: 'failed' })).toBe(true);
    expect(canCustomerCancel({ status: 'pending', paymentStatus: 'paid' })).toBe(false);
    expect(canCustomerCancel({ status: 'pending', paymentStatus: 'refunded' })).toBe(false);
  });
});
