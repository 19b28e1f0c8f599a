import type { CartLine, PlacedOrder } from '@sen/core';
import { checkoutApi, type PlaceOrderBody } from '@sen/core/api/checkout';
import { isApiError } from '@sen/core/api-client';
import { useRef, useState } from 'react';
import { api } from '../api/browser-api';
import { fieldErrorsOf } from '../auth/errors';
import { refsOf } from '../cart/cart-store';
import { type Info, phoneDigits } from './checkout-form';

/** randomUUID exists only in secure contexts; a plain-http deployment still needs a unique key. */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface PlaceFailure {
  message: string;
  fields: Record<string, string>;
  status: number;
  code: string;
}

/**
 * POST /orders with one Idempotency-Key per attempt: a retry after a lost answer (network, timeout,
 * 5xx) reuses it, so it can never place a second order; a refused order (4xx) starts a new attempt.
 */
export function usePlaceOrder() {
  const keyRef = useRef<string | null>(null);
  const [placing, setPlacing] = useState(false);

  async function place(input: {
    info: Info;
    lines: CartLine[];
    shipping: string;
    /** The store to collect from, with the pickup method (issue 18). */
    storeId?: string;
    /** The wait shown for that store (decision 0294). */
    pickupWaitDays?: number;
    payment: string;
    promoCode: string | null;
    invoice?: PlaceOrderBody['invoice'];
    /** Gift cards and points (issue 15). */
    rewards?: { giftCards: string[]; usePoints: number };
  }): Promise<{ order: PlacedOrder } | { failure: PlaceFailure }> {
    keyRef.current ??= newKey();
    setPlacing(true);
    const { info } = input;
    try {
      const order = await checkoutApi(api).placeOrder(
        {
          information: {
            ...info,
            fullName: info.fullName.trim(),
            email: info.email.trim(),
            phone: phoneDigits(info.phone.trim()),
          },
          shipping: {
            method: input.shipping,
            ...(input.storeId ? { storeId: input.storeId, pickupWaitDays: input.pickupWaitDays ?? 0 } : {}),
          },
          payment: { method: input.payment },
          items: refsOf(input.lines),
          promoCode: input.promoCode,
          ...(input.invoice ? { invoice: input.invoice } : {}),
          ...(input.rewards?.giftCards.length ? { giftCards: input.rewards.giftCards } : {}),
          ...(input.rewards?.usePoints ? { usePoints: input.rewards.usePoints } : {}),
        },
        keyRef.current,
      );
      keyRef.current = null;
      return { order };
    } catch (error) {
      const status = isApiError(error) ? error.status : 0;
      if (status >= 400 && status < 500) keyRef.current = null;
      return {
        failure: {
          message: isApiError(error) ? error.message : '',
          fields: fieldErrorsOf(error),
          status,
          code: isApiError(error) ? error.errorCode : 'NETWORK_ERROR',
        },
      };
    } finally {
      setPlacing(false);
    }
  }

  return { place, placing };
}
