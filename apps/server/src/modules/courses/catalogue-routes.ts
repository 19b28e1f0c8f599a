import {
  type CourseCategory,
  type CourseDetail,
  categorySlugParamsSchema,
  courseCodeParamsSchema,
  courseListQuerySchema,
  courseRefParamsSchema,
  type EnrollmentResult,
  foldedWords,
} from '@sen/core';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, ok, sendJson } from '../../lib/http';
import { paginate } from '../../lib/pagination';
import { cachedJson } from './answers';
import { canonicalKeys } from './compat';
import { enrollFor, studentCount, unenrollFor } from './enrol-rules';
import { activeEnrollment, toEnrollment } from './enrollments';
import { courseLessons, toSections } from './lessons';
import { toCourse } from './mappers';
import { courseCategories, findCategory, listCourses, viewCourse } from './queries';

const tags = ['courses'];

/** Our own course API for the web (enveloped). Lesson content is served by /me/courses only. */
const catalogue: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/courses',
    {
      schema: {
        tags,
        summary: 'Courses: q (every word, accents ignored), category (slug or code), level, sort, page, limit (default 12)',
        querystring: courseListQuerySchema,
      },
      // Only drops empty values ("?q=&level=" from a form): the names are ours.
      preValidation: canonicalKeys([]),
    },
    async (req, reply) => {
      const { q, category, level, sort, page, limit } = req.query;
      const key = `list:${foldedWords(q ?? '').join(' ')}:${category?.toLowerCase() ?? ''}:${level ?? ''}:${sort}:${page}:${limit}`;
      const text = await cachedJson(app, key, async () => {
        const found = category ? await findCategory(app.db, category) : undefined;
        // An unknown category is a search that matches nothing, as for products (decision 0020).
        if (category && !found) return ok({ items: [], pagination: paginate(0, page, limit) });
        const { rows, total } = await listCourses(
          app.db,
          { q, level, categoryId: found?.id },
          { sort, offset: (page - 1) * limit, limit },
        );
        return ok({ items: rows.map(toCourse), pagination: paginate(total, page, limit) });
      });
      return sendJson(reply, text);
    },
  );

  app.get(
    '/courses/:codeOrSlug',
    {
      schema: {
        tags,
        summary: 'One course by code (maKhoaHoc) or slug, with its outline (no lesson content); counts a view',
        params: courseRefParamsSchema,
      },
    },
    async (req) => {
      const course = await viewCourse(app.db, req.params.codeOrSlug, { slug: true });
      if (!course) throw new AppError(404, 'COURSE_NOT_FOUND');
      const detail: CourseDetail = { ...toCourse(course), curriculum: toSections(await courseLessons(app.db, course), false) };
      return ok(detail);
    },
  );

  app.get('/course-categories', { schema: { tags, summary: 'Course categories with their number of courses' } }, async () =>
    ok(
      (await courseCategories(app.db)).map(
        (k): CourseCategory => ({
          _id: k.id,
          code: k.code,
          name: k.name,
          slug: k.slug,
          courseCount: Number(k.course_count ?? 0),
        }),
      ),
    ),
  );

  app.get(
    '/course-categories/:slug',
    { schema: { tags, summary: 'One course category by slug or code', params: categorySlugParamsSchema } },
    async (req) => {
      const found = await findCategory(app.db, req.params.slug);
      if (!found) throw new AppError(404, 'COURSE_CATEGORY_NOT_FOUND');
      const counted = (await courseCategories(app.db)).find((k) => k.id === found.id);
      const category: CourseCategory = {
        _id: found.id,
        code: found.code,
        name: found.name,
        slug: found.slug,
        courseCount: Number(counted?.course_count ?? 0),
      };
      return ok(category);
    },
  );

  app.post(
    '/courses/:code/enroll',
    {
      schema: {
        tags,
        summary: 'Enrol the signed-in user in a free course (201); a paid course answers 402: buy it through the cart',
        params: courseCodeParamsSchema,
      },
      config: { auth: 'required' },
    },
    async (req, reply) => {
      const { course, userId } = await enrollFor(app, req.user!, req.params.code, null);
      const enrolment = await activeEnrollment(app.db, userId, course.id);
      const result: EnrollmentResult = {
        courseCode: course.code,
        enrolled: true,
        enrollment: enrolment ? toEnrollment(enrolment) : null,
        studentCount: await studentCount(app, course.id),
      };
      return reply.status(201).send(ok(result, 201));
    },
  );

  app.delete(
    '/courses/:code/enroll',
    {
      schema: {
        tags,
        summary: 'Cancel the signed-in user’s enrolment (not a purchased one); progress is kept',
        params: courseCodeParamsSchema,
      },
      config: { auth: 'required' },
    },
    async (req) => {
      const { course } = await unenrollFor(app, req.user!, req.params.code, null);
      const result: EnrollmentResult = {
        courseCode: course.code,
        enrolled: false,
        enrollment: null,
        studentCount: await studentCount(app, course.id),
      };
      return ok(result);
    },
  );
};

export default catalogue;
