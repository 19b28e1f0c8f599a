import { type CourseProgress, progressPercent, resumeLessonId } from '@sen/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { CourseEnrollmentsTable } from '../../db/tables/courses';
import type { LessonRow } from './lessons';

type EnrollmentState = Pick<CourseEnrollmentsTable, 'last_lesson_id' | 'last_activity_at'>;

/** The progress of one course from its lessons (in order) and the ids the user completed. */
export function buildProgress(lessons: LessonRow[], completed: ReadonlySet<string>, enrollment: EnrollmentState): CourseProgress {
  const ids = lessons.map((l) => l.id);
  const done = ids.filter((id) => completed.has(id));
  return {
    completedLessons: done.length,
    totalLessons: ids.length,
    percent: progressPercent(done.length, ids.length),
    completedLessonIds: done,
    resumeLessonId: resumeLessonId(ids, completed, enrollment.last_lesson_id),
    lastLessonId: enrollment.last_lesson_id,
    lastActivityAt: enrollment.last_activity_at,
  };
}

/** Completed lesson ids per course for one user. */
export async function completedByCourse(db: Kysely<Database>, userId: string, courseIds: string[]) {
  const map = new Map<string, Set<string>>(courseIds.map((id) => [id, new Set<string>()]));
  if (!courseIds.length) return map;
  const rows = await db
    .selectFrom('lesson_progress')
    .select(['course_id', 'lesson_id'])
    .where('user_id', '=', userId)
    .where('course_id', 'in', courseIds)
    .execute();
  for (const r of rows) map.get(r.course_id)?.add(r.lesson_id);
  return map;
}

/** Where the learner is: the lesson just opened or completed. */
export async function touchLesson(db: Kysely<Database>, userId: string, courseId: string, lessonId: string): Promise<void> {
  await db
    .updateTable('course_enrollments')
    .set({ last_lesson_id: lessonId, last_activity_at: new Date().toISOString() })
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .where('status', '=', 'active')
    .execute();
}

/** Marks a lesson done (once) or not done, and remembers it as where the learner is. */
export async function setCompleted(
  db: Kysely<Database>,
  ids: { userId: string; courseId: string; lessonId: string },
  done: boolean,
): Promise<void> {
  if (done) {
    await db
      .insertInto('lesson_progress')
      .values({ user_id: ids.userId, course_id: ids.courseId, lesson_id: ids.lessonId, completed_at: new Date().toISOString() })
      .onConflict((oc) => oc.columns(['user_id', 'lesson_id']).doNothing())
      .execute();
  } else {
    await db.deleteFrom('lesson_progress').where('user_id', '=', ids.userId).where('lesson_id', '=', ids.lessonId).execute();
  }
  await touchLesson(db, ids.userId, ids.courseId, ids.lessonId);
}

/** Where the learner stopped in a lesson's video; 0 when never played. */
export async function positionOf(db: Kysely<Database>, userId: string, lessonId: string): Promise<number> {
  const row = await db
    .selectFrom('lesson_positions')
    .select('seconds')
    .where('user_id', '=', userId)
    .where('lesson_id', '=', lessonId)
    .executeTakeFirst();
  return row ? Number(row.seconds) : 0;
}

/** Remembers the position (one row per user and lesson; the last write wins). */
export async function savePosition(
  db: Kysely<Database>,
  ids: { userId: string; courseId: string; lessonId: string },
  seconds: number,
): Promise<number> {
  const value = Math.round(seconds * 10) / 10;
  const now = new Date().toISOString();
  await db
    .insertInto('lesson_positions')
    .values({ user_id: ids.userId, lesson_id: ids.lessonId, course_id: ids.courseId, seconds: value, updated_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'lesson_id']).doUpdateSet({ seconds: value, updated_at: now }))
    .execute();
  return value;
}
