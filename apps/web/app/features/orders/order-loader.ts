import type { Order, OrderTracking } from '@sen/core';
import { checkoutApi, type OrderAccess } from '@sen/core/api/checkout';
import type { AppLoadContext } from 'react-router';
import { serverApi } from '../api/server-api';

/**
 * ?token= (the link given after ordering or mailed), ?lookup= (the lookup form's read-only token),
 * or, from older links, ?email= / ?phone= let a guest read the order.
 */
export function accessOf(request: Request): OrderAccess {
  const params = new URL(request.url).searchParams;
  const access: OrderAccess = {};
  for (const key of ['token', 'lookup', 'email', 'phone'] as const) {
    const value = params.get(key)?.trim();
    if (value) access[key] = value.slice(0, 200);
  }
  return access;
}

export async function loadOrder(context: AppLoadContext, request: Request, code: string) {
  const access = accessOf(request);
  try {
    return { code, access, order: (await checkoutApi(serverApi(context)).order(code, access)) as Order | null };
  } catch {
    // Unknown code or no right to see it: the page offers the lookup form (never says which).
    return { code, access, order: null };
  }
}

export async function loadTracking(context: AppLoadContext, request: Request, code: string) {
  const access = accessOf(request);
  try {
    const api = checkoutApi(serverApi(context));
    const [tracking, order] = await Promise.all([api.tracking(code, access), api.order(code, access)]);
    return { code, access, tracking: tracking as OrderTracking | null, order: order as Order | null };
  } catch {
    return { code, access, tracking: null, order: null };
  }
}

/** The query that keeps access when moving between an order's pages. */
export function accessQuery(access: OrderAccess): string {
  const params = new URLSearchParams(access as Record<string, string>);
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}
