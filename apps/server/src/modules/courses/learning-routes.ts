import {
  type CourseProgress,
  can,
  courseCodeParamsSchema,
  type LessonView,
  lessonParamsSchema,
  lessonPositionSchema,
  type MyCourse,
  type MyCourseDetail,
} from '@sen/core';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, ok } from '../../lib/http';
import { activeEnrollment, currentEnrollment, reconcileGrants, toEnrollment } from './enrollments';
import { attachmentsOf, courseLessons, type LessonRow, lessonsOf, toSections } from './lessons';
import { toCourse } from './mappers';
import { buildProgress, completedByCourse, positionOf, savePosition, setCompleted, touchLesson } from './progress';
import { findCourse, listCourses } from './queries';

const tags = ['courses'];
const config = { auth: 'required' as const };

/** The signed-in learner's courses: enrolled list, learning page data, lessons and progress. */
const learning: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  /** The course, the caller's enrolment and whether they may read lessons (enrolled, or staff). */
  async function learnerOf(req: FastifyRequest, code: string) {
    const user = req.user!;
    const course = await findCourse(app.db, code, { includeInactive: true });
    if (!course) throw new AppError(404, 'COURSE_NOT_FOUND');
    const enrolment = await currentEnrollment(app, user.id, course.id);
    const staff = can(user.role, 'courses.write');
    // A course taken off the catalogue stays open to those enrolled in it.
    if (course.is_active !== 1 && !enrolment && !staff) throw new AppError(404, 'COURSE_NOT_FOUND');
    const lessons = await courseLessons(app.db, course);
    return { user, course, enrolment, canRead: Boolean(enrolment) || staff, lessons };
  }

  async function progressOf(userId: string, courseId: string, lessons: LessonRow[]): Promise<CourseProgress | null> {
    // Read again: opening or completing a lesson has just moved where the learner is.
    const enrolment = await activeEnrollment(app.db, userId, courseId);
    if (!enrolment) return null;
    const done = (await completedByCourse(app.db, userId, [courseId])).get(courseId) ?? new Set();
    return buildProgress(lessons, done, enrolment);
  }

  function lessonOf(lessons: LessonRow[], lessonId: string): LessonRow {
    const lesson = lessons.find((l) => l.id === lessonId);
    if (!lesson) throw new AppError(404, 'COURSE_LESSON_NOT_FOUND');
    return lesson;
  }

  app.get(
    '/me/courses',
    { schema: { tags, summary: 'Courses the signed-in user is enrolled in, with progress and the lesson to resume' }, config },
    async (req) => {
      const userId = req.user!.id;
      await reconcileGrants(app, userId);
      const enrolments = await app.db
        .selectFrom('course_enrollments')
        .selectAll()
        .where('user_id', '=', userId)
        .where('status', '=', 'active')
        .execute();
      const ids = enrolments.map((e) => e.course_id);
      const { rows } = await listCourses(app.db, { ids, includeInactive: true }, { sort: 'created' });
      const lessons = await lessonsOf(app.db, ids);
      for (const course of rows) {
        if (!lessons.get(course.id)?.length) lessons.set(course.id, await courseLessons(app.db, course));
      }
      const done = await completedByCourse(app.db, userId, ids);
      const byId = new Map(rows.map((r) => [r.id, r]));
      const items: MyCourse[] = [];
      // Most recently studied first, then most recently enrolled.
      const recent = (e: (typeof enrolments)[number]) => e.last_activity_at ?? e.enrolled_at;
      for (const e of enrolments.sort((a, b) => recent(b).localeCompare(recent(a)))) {
        const row = byId.get(e.course_id);
        if (!row) continue;
        const list = lessons.get(e.course_id) ?? [];
        const progress = buildProgress(list, done.get(e.course_id) ?? new Set(), e);
        const resume = list.find((l) => l.id === progress.resumeLessonId);
        items.push({ course: toCourse(row), enrollment: toEnrollment(e), progress, resumeLessonTitle: resume?.title ?? null });
      }
      return ok(items);
    },
  );

  app.get(
    '/me/courses/:code',
    {
      schema: {
        tags,
        summary: 'The learning page: the course with lesson content when enrolled (or staff), the enrolment and progress',
        params: courseCodeParamsSchema,
      },
      config,
    },
    async (req) => {
      const { user, course, enrolment, canRead, lessons } = await learnerOf(req, req.params.code);
      const attachments = await attachmentsOf(
        app.db,
        lessons.map((l) => l.id),
      );
      const body: MyCourseDetail = {
        course: {
          ...toCourse(course),
          // Not enrolled: the free previews are open, the rest is the outline.
          curriculum: toSections(lessons, canRead, { code: course.code, attachments, previews: true }),
        },
        enrolled: Boolean(enrolment),
        canAccessContent: canRead,
        enrollment: enrolment ? toEnrollment(enrolment) : null,
        progress: enrolment ? await progressOf(user.id, course.id, lessons) : null,
      };
      return ok(body);
    },
  );

  app.get(
    '/me/courses/:code/progress',
    { schema: { tags, summary: 'Progress in one enrolled course', params: courseCodeParamsSchema }, config },
    async (req) => {
      const { user, course, enrolment, lessons } = await learnerOf(req, req.params.code);
      if (!enrolment) throw new AppError(403, 'COURSE_ENROLLMENT_REQUIRED');
      return ok(await progressOf(user.id, course.id, lessons));
    },
  );

  app.get(
    '/me/courses/:code/lessons/:lessonId',
    {
      schema: {
        tags,
        summary: 'One lesson with its content (enrolled users and staff); remembered as the place to resume',
        params: lessonParamsSchema,
      },
      config,
    },
    async (req) => {
      const { user, course, enrolment, canRead, lessons } = await learnerOf(req, req.params.code);
      const lesson = lessonOf(lessons, req.params.lessonId);
      if (!canRead && lesson.is_preview !== 1) throw new AppError(403, 'COURSE_ENROLLMENT_REQUIRED');
      if (enrolment) await touchLesson(app.db, user.id, course.id, lesson.id);
      const progress = await progressOf(user.id, course.id, lessons);
      const at = lessons.indexOf(lesson);
      // A visitor moves between the lessons open to them only.
      const open = canRead ? lessons : lessons.filter((l) => l.is_preview === 1);
      const near = open.indexOf(lesson);
      const attachments = await attachmentsOf(app.db, [lesson.id]);
      const body: LessonView = {
        courseCode: course.code,
        sectionTitle: lesson.section_title,
        lesson: toSections([lesson], true, { code: course.code, attachments })[0]!.lessons[0]!,
        completed: progress?.completedLessonIds.includes(lesson.id) ?? false,
        previousLessonId: (canRead ? lessons[at - 1] : open[near - 1])?.id ?? null,
        nextLessonId: (canRead ? lessons[at + 1] : open[near + 1])?.id ?? null,
        progress,
        position: await positionOf(app.db, user.id, lesson.id),
        enrolled: Boolean(enrolment),
      };
      return ok(body);
    },
  );

  app.put(
    '/me/courses/:code/lessons/:lessonId/position',
    {
      schema: {
        tags,
        summary: "Remember where the learner stopped in the lesson's video (seconds), to resume there",
        params: lessonParamsSchema,
        body: lessonPositionSchema,
      },
      config,
    },
    async (req) => {
      const { user, course, canRead, lessons } = await learnerOf(req, req.params.code);
      const lesson = lessonOf(lessons, req.params.lessonId);
      if (!canRead && lesson.is_preview !== 1) throw new AppError(403, 'COURSE_ENROLLMENT_REQUIRED');
      const seconds = await savePosition(app.db, { userId: user.id, courseId: course.id, lessonId: lesson.id }, req.body.seconds);
      return ok({ seconds });
    },
  );

  for (const done of [true, false]) {
    const route = {
      schema: {
        tags,
        summary: done ? 'Mark a lesson done; answers the course progress' : 'Mark a lesson not done; answers the course progress',
        params: lessonParamsSchema,
      },
      config,
    };
    const handler = async (req: FastifyRequest<{ Params: { code: string; lessonId: string } }>) => {
      const { user, course, enrolment, lessons } = await learnerOf(req, req.params.code);
      const lesson = lessonOf(lessons, req.params.lessonId);
      if (!enrolment) throw new AppError(403, 'COURSE_ENROLLMENT_REQUIRED');
      await setCompleted(app.db, { userId: user.id, courseId: course.id, lessonId: lesson.id }, done);
      return ok(await progressOf(user.id, course.id, lessons));
    };
    if (done) app.post('/me/courses/:code/lessons/:lessonId/complete', route, handler);
    else app.delete('/me/courses/:code/lessons/:lessonId/complete', route, handler);
  }
};

export default learning;
