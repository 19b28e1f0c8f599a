import type { CourseEnrollment, EnrollmentSource } from '@sen/core';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { CourseEnrollmentsTable } from '../../db/tables/courses';
import { notifyAfter } from '../me/notify';
import { type CourseAccessEvent, onCoursePaid, onCourseRevoked } from '../orders/course-grants';
import { type Tx, writeTransaction } from '../orders/db';
import { COURSES_CACHE } from './answers';

/*
 * Enrolment rows are kept when cancelled (status 'cancelled'), so progress comes back with a new
 * enrolment. A learner asking for a course that is not free leaves a row 'pending' (source
 * 'request'): it counts no student until staff approve it or the course is paid (`enroll`). Every change of status moves `courses.student_count` by one in the same
 * transaction, and the conditional writes make a double click or two instances count once.
 */

export function toEnrollment(e: Pick<CourseEnrollmentsTable, 'source' | 'enrolled_at' | 'order_id'>): CourseEnrollment {
  return { source: e.source as EnrollmentSource, enrolledAt: e.enrolled_at, orderId: e.order_id };
}

export function activeEnrollment(db: Tx, userId: string, courseId: string) {
  return db
    .selectFrom('course_enrollments')
    .selectAll()
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .where('status', '=', 'active')
    .executeTakeFirst();
}

const bump = (trx: Tx, courseId: string, by: 1 | -1) =>
  trx
    .updateTable('courses')
    .set({
      student_count: by === 1 ? sql`student_count + 1` : sql`case when student_count > 0 then student_count - 1 else 0 end`,
    })
    .where('id', '=', courseId)
    .execute();

/** Enrols (or re-enrols) a user; false when already enrolled. */
export async function enroll(
  app: FastifyInstance,
  input: { userId: string; courseId: string; source: EnrollmentSource; orderId?: string | null },
): Promise<boolean> {
  return writeTransaction(app.db, app.dialect, async (trx) => {
    const now = new Date().toISOString();
    const fresh = {
      status: 'active',
      source: input.source,
      order_id: input.orderId ?? null,
      enrolled_at: now,
      cancelled_at: null,
    };
    const inserted = await trx
      .insertInto('course_enrollments')
      .values({ user_id: input.userId, course_id: input.courseId, last_lesson_id: null, last_activity_at: null, ...fresh })
      .onConflict((oc) => oc.columns(['user_id', 'course_id']).doNothing())
      .executeTakeFirst();
    let changed = Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
    if (!changed) {
      const revived = await trx
        .updateTable('course_enrollments')
        .set(fresh)
        .where('user_id', '=', input.userId)
        .where('course_id', '=', input.courseId)
        // A cancelled enrolment comes back; a pending request is approved.
        .where('status', 'in', ['cancelled', 'pending'])
        .executeTakeFirst();
      changed = Number(revived.numUpdatedRows) > 0;
    }
    if (changed) await bump(trx, input.courseId, 1);
    return changed;
  }).then(async (changed) => {
    if (!changed) return changed;
    // Lists show student counts: they must follow at once.
    await app.cache.invalidate(COURSES_CACHE);
    const course = await app.db
      .selectFrom('courses')
      .select(['code', 'title'])
      .where('id', '=', input.courseId)
      .executeTakeFirst();
    if (course) await notifyAfter(app, input.userId, 'courseEnrolled', { code: course.code, title: course.title });
    return changed;
  });
}

/** Records a request waiting for approval; false when the user is already enrolled or waiting. */
export async function requestEnrollment(app: FastifyInstance, input: { userId: string; courseId: string }): Promise<boolean> {
  const now = new Date().toISOString();
  const fresh = { status: 'pending', source: 'request', order_id: null, enrolled_at: now, cancelled_at: null };
  return writeTransaction(app.db, app.dialect, async (trx) => {
    const inserted = await trx
      .insertInto('course_enrollments')
      .values({ user_id: input.userId, course_id: input.courseId, last_lesson_id: null, last_activity_at: null, ...fresh })
      .onConflict((oc) => oc.columns(['user_id', 'course_id']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return true;
    const revived = await trx
      .updateTable('course_enrollments')
      .set(fresh)
      .where('user_id', '=', input.userId)
      .where('course_id', '=', input.courseId)
      .where('status', '=', 'cancelled')
      .executeTakeFirst();
    return Number(revived.numUpdatedRows) > 0;
  });
}

/** Withdraws (or refuses) a request waiting for approval; false when there was none. */
export async function withdrawRequest(app: FastifyInstance, input: { userId: string; courseId: string }): Promise<boolean> {
  const res = await app.db
    .updateTable('course_enrollments')
    .set({ status: 'cancelled', cancelled_at: new Date().toISOString() })
    .where('user_id', '=', input.userId)
    .where('course_id', '=', input.courseId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/**
 * Cancels an active enrolment; false when there was none. `onlyPurchased` limits it to an
 * enrolment made by an order (a refund must not end one that staff granted or a free one).
 */
export async function cancelEnrollment(
  app: FastifyInstance,
  input: { userId: string; courseId: string; onlyPurchased?: boolean },
): Promise<boolean> {
  return writeTransaction(app.db, app.dialect, async (trx) => {
    let q = trx
      .updateTable('course_enrollments')
      .set({ status: 'cancelled', cancelled_at: new Date().toISOString() })
      .where('user_id', '=', input.userId)
      .where('course_id', '=', input.courseId)
      .where('status', '=', 'active');
    if (input.onlyPurchased) q = q.where('source', '=', 'order');
    const res = await q.executeTakeFirst();
    const changed = Number(res.numUpdatedRows) > 0;
    if (changed) await bump(trx, input.courseId, -1);
    return changed;
  }).then(async (changed) => {
    if (changed) await app.cache.invalidate(COURSES_CACHE);
    return changed;
  });
}

/** The newest grant of the course by a paid order that is not refunded or cancelled. */
const liveGrant = (app: FastifyInstance, userId: string, courseId: string) =>
  app.db
    .selectFrom('course_grants')
    .select(['order_id', 'granted_at'])
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .where('revoked_at', 'is', null)
    .orderBy('granted_at', 'desc')
    .executeTakeFirst();

/**
 * The user's active enrolment, made now from a live grant the paid listener missed. A grant
 * older than a cancellation does not count: staff cancelled the purchase on purpose.
 */
export async function currentEnrollment(app: FastifyInstance, userId: string, courseId: string) {
  const row = await app.db
    .selectFrom('course_enrollments')
    .selectAll()
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .executeTakeFirst();
  if (row?.status === 'active') return row;
  const grant = await liveGrant(app, userId, courseId);
  if (!grant || (row?.cancelled_at && row.cancelled_at >= grant.granted_at)) return undefined;
  await enroll(app, { userId, courseId, source: 'order', orderId: grant.order_id });
  return activeEnrollment(app.db, userId, courseId);
}

async function buyerOf(app: FastifyInstance, event: CourseAccessEvent): Promise<string | null> {
  if (event.userId) return event.userId;
  const user = await app.db.selectFrom('users').select('id').where('email', '=', event.email.toLowerCase()).executeTakeFirst();
  return user?.id ?? null;
}

/**
 * Paid courses: the orders module records a grant when an order is paid and calls us after its
 * commit. Enrolments follow grants; `reconcileGrants` repairs what a crash between the two missed.
 */
export function followCourseGrants(app: FastifyInstance): void {
  const offPaid = onCoursePaid(app.db, async (event) => {
    const userId = await buyerOf(app, event);
    if (!userId) return;
    for (const courseId of event.courseIds) await enroll(app, { userId, courseId, source: 'order', orderId: event.orderId });
  });
  const offRevoked = onCourseRevoked(app.db, async (event) => {
    const userId = await buyerOf(app, event);
    if (!userId) return;
    for (const courseId of event.courseIds) {
      // Bought twice (refunded, then bought again): the other order still pays for it.
      if (!(await liveGrant(app, userId, courseId))) await cancelEnrollment(app, { userId, courseId, onlyPurchased: true });
    }
  });
  app.addHook('onClose', async () => {
    offPaid();
    offRevoked();
  });
}

/** Brings a user's enrolments in line with their live course grants (two indexed queries when nothing is off). */
export async function reconcileGrants(app: FastifyInstance, userId: string): Promise<void> {
  const [missing, stale] = await Promise.all([
    app.db
      .selectFrom('course_grants as g')
      .select(['g.course_id', 'g.order_id'])
      .where('g.user_id', '=', userId)
      .where('g.revoked_at', 'is', null)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('course_enrollments as e')
              .select('e.user_id')
              .whereRef('e.user_id', '=', 'g.user_id')
              .whereRef('e.course_id', '=', 'g.course_id')
              .where((eb) => eb.or([eb('e.status', '=', 'active'), eb('e.cancelled_at', '>=', eb.ref('g.granted_at'))])),
          ),
        ),
      )
      .execute(),
    app.db
      .selectFrom('course_enrollments as e')
      .select('e.course_id')
      .where('e.user_id', '=', userId)
      .where('e.status', '=', 'active')
      .where('e.source', '=', 'order')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('course_grants as g')
              .select('g.order_id')
              .whereRef('g.user_id', '=', 'e.user_id')
              .whereRef('g.course_id', '=', 'e.course_id')
              .where('g.revoked_at', 'is', null),
          ),
        ),
      )
      .execute(),
  ]);
  for (const g of missing) await enroll(app, { userId, courseId: g.course_id, source: 'order', orderId: g.order_id });
  for (const e of stale) await cancelEnrollment(app, { userId, courseId: e.course_id, onlyPurchased: true });
}
