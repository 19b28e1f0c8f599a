import { EventEmitter } from 'node:events';

/**
 * What staff may want to hear of at once (issue 13): a new review to moderate, a new contact
 * message to answer. Emitted after the write committed, in this process only; the staff live
 * notifications (SSE, across instances) subscribe here instead of each module calling them.
 */
export type CustomerActivity =
  | { kind: 'newReview'; reviewId: string; productId: string; rating: number }
  | { kind: 'newContactMessage'; messageId: string; name: string; subject: string };

const emitter = new EventEmitter();
emitter.setMaxListeners(50);

export function onCustomerActivity(listener: (e: CustomerActivity) => void): () => void {
  emitter.on('activity', listener);
  return () => emitter.off('activity', listener);
}

/** Never throws into the request that caused it: a listener's failure is its own. */
export function emitCustomerActivity(e: CustomerActivity): void {
  for (const l of emitter.listeners('activity')) {
    try {
      (l as (e: CustomerActivity) => void)(e);
    } catch {
      /* a listener's error is not the writer's */
    }
  }
}
