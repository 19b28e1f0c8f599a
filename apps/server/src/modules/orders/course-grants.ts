import type { FastifyBaseLogger } from 'fastify';
import type { Tx } from './db';

/**
 * Paid courses. When an order holding courses becomes paid (at once for a zero total, else when
 * staff mark the payment received or complete the order) each course gets a `course_grants` row
 * (order_id, course_id, user_id, email, granted_at); refunding or cancelling the order sets
 * revoked_at. A live grant (revoked_at null) is the proof of purchase the course module reads.
 * After the commit, listeners registered with onCoursePaid / onCourseRevoked are called, so the
 * course module can enrol (or unenrol) the buyer without this module knowing its tables.
 */
export interface CourseAccessEvent {
  orderId: string;
  orderCode: string;
  userId: string | null;
  email: string;
  courseIds: string[];
}

type Listener = (event: CourseAccessEvent) => unknown;
const listeners = { paid: new WeakMap<object, Listener[]>(), revoked: new WeakMap<object, Listener[]>() };

function on(kind: keyof typeof listeners, db: object, listener: Listener): () => void {
  const list = listeners[kind].get(db) ?? [];
  list.push(listener);
  listeners[kind].set(db, list);
  return () =>
    listeners[kind].set(
      db,
      (listeners[kind].get(db) ?? []).filter((l) => l !== listener),
    );
}

/** Called (after the commit) with the courses an order has just paid for. Keyed by the app's database handle. */
export const onCoursePaid = (db: object, listener: Listener) => on('paid', db, listener);
/** Called (after the commit) with the courses of an order refunded or cancelled after payment. */
export const onCourseRevoked = (db: object, listener: Listener) => on('revoked', db, listener);

export async function emitCourseEvent(
  kind: keyof typeof listeners,
  db: object,
  event: CourseAccessEvent | null,
  log: FastifyBaseLogger,
): Promise<void> {
  if (!event?.courseIds.length) return;
  for (const listener of listeners[kind].get(db) ?? []) {
    try {
      await listener(event);
    } catch (err) {
      log.error({ err, orderId: event.orderId }, `course ${kind} listener failed`);
    }
  }
}

/** Whether the user holds a live grant for the course. */
export async function ownsCourse(db: Tx, userId: string, courseId: string): Promise<boolean> {
  const row = await db
    .selectFrom('course_grants')
    .select('course_id')
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Boolean(row);
}

interface OrderRef {
  id: string;
  code: string;
  user_id: string | null;
  email: string;
}

/** Grants the order's courses (once); returns the event to emit after the commit. */
export async function grantCourses(trx: Tx, order: OrderRef, now: string): Promise<CourseAccessEvent | null> {
  const items = await trx
    .selectFrom('order_items')
    .select('course_id')
    .where('order_id', '=', order.id)
    .where('kind', '=', 'course')
    .execute();
  const courseIds = items.map((i) => i.course_id).filter((id): id is string => Boolean(id));
  if (!courseIds.length) return null;
  await trx
    .insertInto('course_grants')
    .values(
      courseIds.map((course_id) => ({
        order_id: order.id,
        course_id,
        user_id: order.user_id,
        email: order.email,
        granted_at: now,
        revoked_at: null,
      })),
    )
    .onConflict((oc) => oc.columns(['order_id', 'course_id']).doUpdateSet({ revoked_at: null }))
    .execute();
  return { orderId: order.id, orderCode: order.code, userId: order.user_id, email: order.email, courseIds };
}

/** Revokes the order's live grants; returns the event to emit after the commit. */
export async function revokeCourses(trx: Tx, order: OrderRef, now: string): Promise<CourseAccessEvent | null> {
  const live = await trx
    .selectFrom('course_grants')
    .select('course_id')
    .where('order_id', '=', order.id)
    .where('revoked_at', 'is', null)
    .execute();
  if (!live.length) return null;
  await trx
    .updateTable('course_grants')
    .set({ revoked_at: now })
    .where('order_id', '=', order.id)
    .where('revoked_at', 'is', null)
    .execute();
  return {
    orderId: order.id,
    orderCode: order.code,
    userId: order.user_id,
    email: order.email,
    courseIds: live.map((g) => g.course_id),
  };
}
