import { can, courseFinalPrice } from '@sen/core';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/http';
import type { AuthUser } from '../auth/plugin';
import { findUserByLogin } from '../auth/users';
import { activeEnrollment, cancelEnrollment, currentEnrollment, enroll, requestEnrollment, withdrawRequest } from './enrollments';
import { courseLessons } from './lessons';
import { type CourseRow, findCourse } from './queries';

/*
 * Who may enrol whom (issues 6 and 17): anyone signed in, for their own account: a free course
 * (price after discount 0) at once, any other course as a request waiting for approval ("chờ
 * xét duyệt") that staff approve or paying through the checkout approves; staff with
 * courses.write, any account in any course at once (that approves a request). Cancelling: your
 * own enrolment unless it was bought (that is a refund, handled by staff) or your own request;
 * staff any.
 */

interface Target {
  id: string;
  account: string;
}

async function courseOrThrow(app: FastifyInstance, code: string): Promise<CourseRow> {
  const course = await findCourse(app.db, code);
  if (!course) throw new AppError(404, 'COURSE_NOT_FOUND');
  return course;
}

/** The account named by `taiKhoan` (username or e-mail); null means the caller. */
async function targetOf(app: FastifyInstance, caller: AuthUser, account: string | null, staff: boolean): Promise<Target> {
  if (account === null) {
    const self = await app.db.selectFrom('users').select(['id', 'username']).where('id', '=', caller.id).executeTakeFirst();
    if (!self) throw new AppError(401, 'UNAUTHORIZED');
    return { id: self.id, account: self.username };
  }
  const user = await findUserByLogin(app.db, account);
  if (user?.id === caller.id) return { id: user.id, account: user.username };
  // A learner naming someone else learns nothing about whether that account exists.
  if (!staff) throw new AppError(403, 'COURSE_ACCOUNT_FORBIDDEN');
  if (!user) throw new AppError(404, 'COURSE_ACCOUNT_NOT_FOUND', { account });
  return { id: user.id, account: user.username };
}

/** 'enrolled' at once, or 'requested': waiting for approval. */
export type EnrolOutcome = 'enrolled' | 'requested';

export async function enrollFor(
  app: FastifyInstance,
  caller: AuthUser,
  code: string,
  account: string | null,
  /** A course that is not free: a request waiting for approval (the e-learning API) instead of 402 (our web, which sends the learner to the cart). */
  opts: { request?: boolean } = {},
): Promise<{ course: CourseRow; userId: string; outcome: EnrolOutcome }> {
  const staff = can(caller.role, 'courses.write');
  const course = await courseOrThrow(app, code);
  const target = await targetOf(app, caller, account, staff);
  if (await currentEnrollment(app, target.id, course.id)) {
    throw new AppError(409, 'COURSE_ALREADY_ENROLLED', { account: target.account });
  }
  const free =
    courseFinalPrice(Number(course.price), course.discount_price === null ? null : Number(course.discount_price)) === 0;
  if (!free && !staff) {
    if (!opts.request) throw new AppError(402, 'COURSE_NOT_FREE', { course: course.title });
    if (!(await requestEnrollment(app, { userId: target.id, courseId: course.id }))) {
      throw new AppError(409, 'COURSE_PENDING', { account: target.account });
    }
    return { course, userId: target.id, outcome: 'requested' };
  }
  await courseLessons(app.db, course);
  const source = free && target.id === caller.id ? 'free' : 'staff';
  if (!(await enroll(app, { userId: target.id, courseId: course.id, source }))) {
    throw new AppError(409, 'COURSE_ALREADY_ENROLLED', { account: target.account });
  }
  return { course, userId: target.id, outcome: 'enrolled' };
}

export async function unenrollFor(app: FastifyInstance, caller: AuthUser, code: string, account: string | null) {
  const staff = can(caller.role, 'courses.write');
  const course = await courseOrThrow(app, code);
  const target = await targetOf(app, caller, account, staff);
  const enrolment = await activeEnrollment(app.db, target.id, course.id);
  if (!enrolment) {
    // A request waiting for approval is withdrawn the same way.
    if (await withdrawRequest(app, { userId: target.id, courseId: course.id })) return { course, userId: target.id };
    throw new AppError(404, 'COURSE_NOT_ENROLLED', { account: target.account });
  }
  if (enrolment.source === 'order' && !staff) throw new AppError(409, 'COURSE_PURCHASED_CANCEL');
  if (!(await cancelEnrollment(app, { userId: target.id, courseId: course.id }))) {
    throw new AppError(404, 'COURSE_NOT_ENROLLED', { account: target.account });
  }
  return { course, userId: target.id };
}

/** The course's student count now (after an enrolment moved it). */
export async function studentCount(app: FastifyInstance, courseId: string): Promise<number> {
  const row = await app.db.selectFrom('courses').select('student_count').where('id', '=', courseId).executeTakeFirst();
  return Number(row?.student_count ?? 0);
}
