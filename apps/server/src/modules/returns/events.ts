/**
 * Return events for other modules (issue 13, decision 0212): staff notifications (SSE), loyalty
 * (points reversed on a refund), reports. A listener is called after the change committed; its
 * failure is logged and never undoes the change or reaches the caller.
 *
 *   import { onReturnEvent } from '../returns/events';
 *   onReturnEvent(async (e, app) => { if (e.type === 'refunded') … e.amount, e.full, e.orderId … });
 */
export type ReturnEventType = 'requested' | 'approved' | 'rejected' | 'received' | 'refunded';

export interface ReturnEvent {
  type: ReturnEventType;
  returnId: string;
  returnCode: string;
  orderId: string;
  orderCode: string;
  /** The buyer's account (null: a guest's order). */
  userId: string | null;
  /** refunded: the money sent back now (whole VND), its items and shipping parts. */
  amount?: number;
  itemsAmount?: number;
  shippingAmount?: number;
  /** refunded: the whole order is refunded now (the order moved to refunded). */
  full?: boolean;
  at: string;
}

type Log = { warn: (obj: object, msg: string) => void };
export type ReturnListener = (event: ReturnEvent) => void | Promise<void>;

const listeners = new Set<ReturnListener>();

/** Subscribes to return events; returns the function that unsubscribes. */
export function onReturnEvent(listener: ReturnListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function emitReturnEvent(log: Log, event: ReturnEvent): Promise<void> {
  for (const l of listeners) {
    try {
      await l(event);
    } catch (err) {
      log.warn({ err, event: event.type, code: event.returnCode }, 'return event listener failed');
    }
  }
}
