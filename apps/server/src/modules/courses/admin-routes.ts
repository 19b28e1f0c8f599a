import { randomUUID } from 'node:crypto';
import {
  type AdminCourse,
  type AdminCourseForm,
  type AdminEnrolment,
  type AdminLesson,
  type AdminSection,
  adminAttachmentParamsSchema,
  adminCourseFormSchema,
  adminCourseIdParamsSchema,
  adminCourseListQuerySchema,
  adminCurriculumOrderSchema,
  adminEnrolByEmailSchema,
  adminEnrolmentParamsSchema,
  adminEnrolmentQuerySchema,
  adminLessonFormSchema,
  adminLessonParamsSchema,
  adminSectionFormSchema,
  foldText,
  parseVideoLink,
  progressPercent,
  slugify,
} from '@sen/core';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { csvOf, fileDay, sendCsv } from '../../lib/csv';
import { AppError, ok } from '../../lib/http';
import { removeStoredImage, storeImage } from '../../lib/images';
import { fieldError, imageError, readForm, registerMultipart } from '../../lib/multipart';
import { recordAudit } from '../audit/audit';
import { isUniqueViolation } from '../auth/register';
import { sanitizeRichText } from '../content/sanitize';
import { COURSES_CACHE } from './answers';
import { enrollFor } from './enrol-rules';
import { withdrawRequest } from './enrollments';
import { attachmentsOf, courseLessons, type LessonRow, lessonVideo, toAttachment } from './lessons';
import { type CourseRow, findCategory, findCourse } from './queries';
import { ATTACHMENT_MAX_BYTES, readOneFile, sniffVideo, VIDEO_MAX_BYTES } from './uploads';

const tags = ['admin', 'courses'];
const WRITE = { permission: 'courses.write' } as const;

/**
 * The course back office (issue 17, decision 0300): courses, their curriculum (sections are the
 * lessons' `section_index`/`section_title`, so a section exists while it has a lesson), lesson
 * videos and attachments in storage, and enrolments. Enrolling and approving reuse the rules of
 * the e-learning API (enrol-rules.ts); every write is audited.
 */
const coursesAdmin: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const actor = (req: FastifyRequest) => req.user;

  async function courseById(id: string): Promise<CourseRow> {
    const row = await app.db.selectFrom('courses').select('code').where('id', '=', id).executeTakeFirst();
    const course = row ? await findCourse(app.db, row.code, { includeInactive: true }) : undefined;
    if (!course) throw new AppError(404, 'COURSE_NOT_FOUND');
    return course;
  }

  async function pendingCounts(ids: string[]): Promise<Map<string, number>> {
    if (!ids.length) return new Map();
    const rows = await app.db
      .selectFrom('course_enrollments')
      .select(['course_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('course_id', 'in', ids)
      .where('status', '=', 'pending')
      .groupBy('course_id')
      .execute();
    return new Map(rows.map((r) => [r.course_id, Number(r.n)]));
  }

  const toAdminCourse = (c: CourseRow, pending: number): AdminCourse => ({
    id: c.id,
    code: c.code,
    title: c.title,
    alias: c.slug,
    description: c.description,
    imageUrl: c.image_url,
    categoryCode: c.category_code,
    categoryName: c.category_name,
    price: Number(c.price),
    discountPrice: c.discount_price === null ? null : Number(c.discount_price),
    level: c.level as AdminCourse['level'],
    durationMinutes: Number(c.duration_minutes),
    instructorName: c.instructor_name,
    published: c.is_active === 1,
    studentCount: Number(c.student_count),
    pendingCount: pending,
    lessonCount: Number(c.lesson_count ?? 0),
    createdAt: c.created_at,
    updatedAt: c.updated_at,
  });

  async function answerCourse(id: string) {
    const c = await courseById(id);
    return toAdminCourse(c, (await pendingCounts([id])).get(id) ?? 0);
  }

  function slugTaken(req: FastifyRequest): AppError {
    return fieldError(req, 'alias', 'slug_taken');
  }

  async function values(b: AdminCourseForm) {
    const category = await findCategory(app.db, b.categoryCode);
    if (!category) throw new AppError(404, 'COURSE_CATEGORY_NOT_FOUND');
    const slug = (slugify(b.alias || b.title) || 'khoa-hoc').slice(0, 200);
    const discount = b.discountPrice === '' || b.discountPrice === null ? null : b.discountPrice;
    return {
      code: b.code,
      title: b.title,
      title_folded: foldText(b.title),
      slug,
      description: b.description,
      short_description: b.description.replace(/\s+/g, ' ').slice(0, 300),
      image_url: b.imageUrl,
      instructor_name: b.instructorName,
      category_id: category.id,
      price: b.price,
      discount_price: discount !== null && discount >= b.price ? null : discount,
      level: b.level,
      duration_minutes: b.durationMinutes,
      is_active: b.published ? 1 : 0,
    };
  }

  // ---- Courses ------------------------------------------------------------------------------

  app.get(
    '/admin/courses',
    {
      schema: { tags, summary: 'Courses, published or not, newest first', querystring: adminCourseListQuerySchema },
      config: WRITE,
    },
    async (req) => {
      const { q, category, published, page, limit } = req.query;
      let query = app.db.selectFrom('courses as c').innerJoin('course_categories as k', 'k.id', 'c.category_id');
      for (const w of foldText(q ?? '')
        .split(/\s+/)
        .filter(Boolean)
        .slice(0, 8)) {
        query = query.where((eb) =>
          eb.or([eb('c.title_folded', 'like', `%${w}%`), eb(eb.fn('lower', ['c.code']), 'like', `%${w}%`)]),
        );
      }
      if (category) query = query.where('k.code', '=', category);
      if (published === 'true') query = query.where('c.is_active', '=', 1);
      if (published === 'false') query = query.where('c.is_active', '=', 0);
      const [codes, total] = await Promise.all([
        query
          .select('c.code')
          .orderBy('c.created_at', 'desc')
          .orderBy('c.id')
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      const rows = (await Promise.all(codes.map((r) => findCourse(app.db, r.code, { includeInactive: true })))).filter(
        (r): r is CourseRow => Boolean(r),
      );
      const pending = await pendingCounts(rows.map((r) => r.id));
      const totalCount = Number(total.n);
      return ok({
        items: rows.map((r) => toAdminCourse(r, pending.get(r.id) ?? 0)),
        pagination: { totalCount, page, limit, totalPages: Math.max(1, Math.ceil(totalCount / limit)) },
      });
    },
  );

  app.get(
    '/admin/courses/:id',
    { schema: { tags, summary: 'One course', params: adminCourseIdParamsSchema }, config: WRITE },
    async (req) => ok(await answerCourse(req.params.id)),
  );

  app.post(
    '/admin/courses',
    { schema: { tags, summary: 'Create a course', body: adminCourseFormSchema }, config: WRITE },
    async (req, reply) => {
      const v = await values(req.body);
      if (await findCourse(app.db, v.code, { includeInactive: true })) {
        throw new AppError(409, 'COURSE_CODE_EXISTS', { code: v.code });
      }
      if (await app.db.selectFrom('courses').select('id').where('slug', '=', v.slug).executeTakeFirst()) throw slugTaken(req);
      const id = randomUUID();
      const now = new Date().toISOString();
      try {
        await app.db.transaction().execute(async (trx) => {
          await trx
            .insertInto('courses')
            .values({
              id,
              ...v,
              group_code: 'GP01',
              rating_average: 0,
              rating_count: 0,
              student_count: 0,
              view_count: 0,
              is_bestseller: 0,
              is_new: 1,
              curriculum: '[]',
              created_at: now,
              updated_at: now,
            })
            .execute();
          await recordAudit(trx, { actor: actor(req), action: 'create', entity: 'course', entityId: id, after: req.body });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError(409, 'COURSE_CODE_EXISTS', { code: v.code });
        throw error;
      }
      await app.cache.invalidate(COURSES_CACHE);
      return reply.status(201).send(ok(await answerCourse(id), 201));
    },
  );

  app.put(
    '/admin/courses/:id',
    { schema: { tags, summary: 'Edit a course', params: adminCourseIdParamsSchema, body: adminCourseFormSchema }, config: WRITE },
    async (req) => {
      const before = await courseById(req.params.id);
      const v = await values(req.body);
      const other = await app.db
        .selectFrom('courses')
        .select(['id', 'code', 'slug'])
        .where((eb) => eb.or([eb('code', '=', v.code), eb('slug', '=', v.slug)]))
        .where('id', '!=', before.id)
        .executeTakeFirst();
      if (other?.code === v.code) throw new AppError(409, 'COURSE_CODE_EXISTS', { code: v.code });
      if (other) throw slugTaken(req);
      await app.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('courses')
          .set({ ...v, updated_at: new Date().toISOString() })
          .where('id', '=', before.id)
          .execute();
        await recordAudit(trx, {
          actor: actor(req),
          action: 'update',
          entity: 'course',
          entityId: before.id,
          before: toAdminCourse(before, 0),
          after: req.body,
        });
      });
      if (before.image_url && before.image_url !== v.image_url) await removeStoredImage(app.storage, before.image_url);
      await app.cache.invalidate(COURSES_CACHE);
      return ok(await answerCourse(before.id));
    },
  );

  app.delete(
    '/admin/courses/:id',
    {
      schema: { tags, summary: 'Delete a course nobody is enrolled in (409 otherwise)', params: adminCourseIdParamsSchema },
      config: WRITE,
    },
    async (req) => {
      const course = await courseById(req.params.id);
      const files: string[] = [];
      await app.db.transaction().execute(async (trx) => {
        const enrolled = await trx
          .selectFrom('course_enrollments')
          .select('user_id')
          .where('course_id', '=', course.id)
          .where('status', 'in', ['active', 'pending'])
          .executeTakeFirst();
        const bought = await trx
          .selectFrom('course_grants')
          .select('user_id')
          .where('course_id', '=', course.id)
          .where('revoked_at', 'is', null)
          .executeTakeFirst();
        if (enrolled || bought) throw new AppError(409, 'COURSE_HAS_STUDENTS');
        const lessons = await trx
          .selectFrom('course_lessons')
          .select(['video_kind', 'video_ref'])
          .where('course_id', '=', course.id)
          .execute();
        for (const l of lessons) if (l.video_kind === 'upload' && l.video_ref) files.push(l.video_ref);
        const atts = await trx
          .selectFrom('course_lesson_attachments')
          .select('storage_key')
          .where('course_id', '=', course.id)
          .execute();
        for (const a of atts) files.push(a.storage_key);
        await trx.deleteFrom('courses').where('id', '=', course.id).execute();
        await recordAudit(trx, {
          actor: actor(req),
          action: 'delete',
          entity: 'course',
          entityId: course.id,
          before: toAdminCourse(course, 0),
        });
      });
      await removeStoredImage(app.storage, course.image_url);
      await app.storage.deletePrefix(`courses/${course.id}/`);
      for (const key of files) await app.storage.delete(key).catch(() => undefined);
      await app.cache.invalidate(COURSES_CACHE);
      return ok({ deleted: course.id });
    },
  );

  // ---- Curriculum ---------------------------------------------------------------------------

  function toAdminLesson(code: string, r: LessonRow, atts: Awaited<ReturnType<typeof attachmentsOf>>): AdminLesson {
    return {
      id: r.id,
      sectionIndex: r.section_index,
      sectionTitle: r.section_title,
      position: r.position,
      title: r.title,
      durationMinutes: r.duration_minutes,
      content: r.content,
      isPreview: r.is_preview === 1,
      video: lessonVideo(code, r),
      videoUrl:
        r.video_kind === 'youtube'
          ? `https://www.youtube.com/watch?v=${r.video_ref}`
          : r.video_kind === 'vimeo'
            ? `https://vimeo.com/${r.video_ref}`
            : '',
      attachments: (atts.get(r.id) ?? []).map((a) => toAttachment(code, a)),
    };
  }

  async function curriculum(course: CourseRow): Promise<AdminSection[]> {
    // A course imported or seeded after start gets its lessons from its curriculum JSON now.
    const rows = await courseLessons(app.db, course);
    const atts = await attachmentsOf(
      app.db,
      rows.map((r) => r.id),
    );
    const sections: AdminSection[] = [];
    for (const r of rows) {
      let s = sections[sections.length - 1];
      if (!s || s.index !== r.section_index) {
        s = { index: r.section_index, title: r.section_title, lessons: [] };
        sections.push(s);
      }
      s.lessons.push(toAdminLesson(course.code, r, atts));
    }
    return sections;
  }

  async function lessonOf(courseId: string, lessonId: string): Promise<LessonRow> {
    const row = await app.db
      .selectFrom('course_lessons')
      .selectAll()
      .where('id', '=', lessonId)
      .where('course_id', '=', courseId)
      .executeTakeFirst();
    if (!row) throw new AppError(404, 'COURSE_LESSON_NOT_FOUND');
    return row;
  }

  /** The lessons changed: lists show lesson counts and durations. */
  async function touched(courseId: string) {
    await app.db.updateTable('courses').set({ updated_at: new Date().toISOString() }).where('id', '=', courseId).execute();
    await app.cache.invalidate(COURSES_CACHE);
  }

  app.get(
    '/admin/courses/:id/curriculum',
    {
      schema: { tags, summary: 'Sections and lessons with content, videos and attachments', params: adminCourseIdParamsSchema },
      config: WRITE,
    },
    async (req) => ok(await curriculum(await courseById(req.params.id))),
  );

  function videoColumns(link: string) {
    const parsed = link ? parseVideoLink(link) : null;
    return parsed ? { video_kind: parsed.kind, video_ref: parsed.id, video_type: '', video_size: 0 } : null;
  }

  app.post(
    '/admin/courses/:id/lessons',
    {
      schema: {
        tags,
        summary: 'Add a lesson at the end of a section (a new section past the last)',
        params: adminCourseIdParamsSchema,
        body: adminLessonFormSchema,
      },
      config: WRITE,
    },
    async (req, reply) => {
      const course = await courseById(req.params.id);
      // The lessons its curriculum JSON lists come first (a course seeded after start).
      await courseLessons(app.db, course);
      const b = req.body;
      const id = randomUUID();
      const now = new Date().toISOString();
      await app.db.transaction().execute(async (trx) => {
        const last = await trx
          .selectFrom('course_lessons')
          .select([(eb) => eb.fn.max('section_index').as('s')])
          .where('course_id', '=', course.id)
          .executeTakeFirst();
        const maxSection = last?.s === null || last?.s === undefined ? -1 : Number(last.s);
        const index = Math.min(b.sectionIndex, maxSection + 1);
        const existing = await trx
          .selectFrom('course_lessons')
          .select(['section_title', (eb) => eb.fn.max('position').as('p')])
          .where('course_id', '=', course.id)
          .where('section_index', '=', index)
          .groupBy('section_title')
          .executeTakeFirst();
        const sectionTitle = existing?.section_title ?? (b.sectionTitle || `Chương ${index + 1}`);
        const position = existing ? Number(existing.p) + 1 : 0;
        await trx
          .insertInto('course_lessons')
          .values({
            id,
            course_id: course.id,
            section_index: index,
            section_title: sectionTitle,
            position,
            title: b.title,
            kind: b.videoUrl ? 'video' : 'article',
            duration_minutes: b.durationMinutes,
            content: sanitizeRichText(b.content),
            is_preview: b.isPreview ? 1 : 0,
            video_kind: '',
            video_ref: '',
            video_type: '',
            video_size: 0,
            ...videoColumns(b.videoUrl),
            created_at: now,
            updated_at: now,
          })
          .execute();
        await recordAudit(trx, {
          actor: actor(req),
          action: 'create',
          entity: 'course_lesson',
          entityId: id,
          after: { courseId: course.id, ...b },
        });
      });
      await touched(course.id);
      const atts = await attachmentsOf(app.db, [id]);
      return reply.status(201).send(ok(toAdminLesson(course.code, await lessonOf(course.id, id), atts), 201));
    },
  );

  app.put(
    '/admin/courses/:id/lessons/:lessonId',
    {
      schema: {
        tags,
        summary: 'Edit a lesson (its section is changed by reordering)',
        params: adminLessonParamsSchema,
        body: adminLessonFormSchema,
      },
      config: WRITE,
    },
    async (req) => {
      const course = await courseById(req.params.id);
      const before = await lessonOf(course.id, req.params.lessonId);
      const b = req.body;
      const link = videoColumns(b.videoUrl);
      // No link: an uploaded file stays; a link removed leaves no video.
      const video =
        link ?? (before.video_kind === 'upload' ? {} : { video_kind: '', video_ref: '', video_type: '', video_size: 0 });
      await app.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('course_lessons')
          .set({
            title: b.title,
            duration_minutes: b.durationMinutes,
            content: sanitizeRichText(b.content),
            is_preview: b.isPreview ? 1 : 0,
            kind: link || before.video_kind === 'upload' ? 'video' : 'article',
            ...video,
            updated_at: new Date().toISOString(),
          })
          .where('id', '=', before.id)
          .execute();
        await recordAudit(trx, {
          actor: actor(req),
          action: 'update',
          entity: 'course_lesson',
          entityId: before.id,
          before: { title: before.title, isPreview: before.is_preview === 1, video: `${before.video_kind}:${before.video_ref}` },
          after: b,
        });
      });
      // A link replaced an uploaded file: the file goes.
      if (link && before.video_kind === 'upload' && before.video_ref) await app.storage.delete(before.video_ref);
      await touched(course.id);
      return ok(toAdminLesson(course.code, await lessonOf(course.id, before.id), await attachmentsOf(app.db, [before.id])));
    },
  );

  app.delete(
    '/admin/courses/:id/lessons/:lessonId',
    { schema: { tags, summary: 'Delete a lesson, its video and attachments', params: adminLessonParamsSchema }, config: WRITE },
    async (req) => {
      const course = await courseById(req.params.id);
      const lesson = await lessonOf(course.id, req.params.lessonId);
      const atts = await app.db
        .selectFrom('course_lesson_attachments')
        .select('storage_key')
        .where('lesson_id', '=', lesson.id)
        .execute();
      await app.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('course_lessons').where('id', '=', lesson.id).execute();
        // Close the gap so positions stay 0…n-1.
        await trx
          .updateTable('course_lessons')
          .set({ position: sql`position - 1` })
          .where('course_id', '=', course.id)
          .where('section_index', '=', lesson.section_index)
          .where('position', '>', lesson.position)
          .execute();
        await recordAudit(trx, {
          actor: actor(req),
          action: 'delete',
          entity: 'course_lesson',
          entityId: lesson.id,
          before: { courseId: course.id, title: lesson.title, section: lesson.section_title },
        });
      });
      if (lesson.video_kind === 'upload' && lesson.video_ref) await app.storage.delete(lesson.video_ref);
      for (const a of atts) await app.storage.delete(a.storage_key);
      await touched(course.id);
      return ok({ deleted: lesson.id });
    },
  );

  app.put(
    '/admin/courses/:id/sections/:index',
    {
      schema: {
        tags,
        summary: 'Rename a section',
        params: adminCourseIdParamsSchema.extend({ index: adminLessonFormSchema.shape.sectionIndex }),
        body: adminSectionFormSchema,
      },
      config: WRITE,
    },
    async (req) => {
      const course = await courseById(req.params.id);
      await app.db.transaction().execute(async (trx) => {
        const res = await trx
          .updateTable('course_lessons')
          .set({ section_title: req.body.title, updated_at: new Date().toISOString() })
          .where('course_id', '=', course.id)
          .where('section_index', '=', req.params.index)
          .executeTakeFirst();
        if (Number(res.numUpdatedRows) === 0) throw new AppError(404, 'COURSE_LESSON_NOT_FOUND');
        await recordAudit(trx, {
          actor: actor(req),
          action: 'update',
          entity: 'course_section',
          entityId: `${course.id}:${req.params.index}`,
          after: req.body,
        });
      });
      await touched(course.id);
      return ok(await curriculum(course));
    },
  );

  app.put(
    '/admin/courses/:id/curriculum',
    {
      schema: {
        tags,
        summary: 'Reorder: the sections in order with their lessons in order (every lesson exactly once)',
        params: adminCourseIdParamsSchema,
        body: adminCurriculumOrderSchema,
      },
      config: WRITE,
    },
    async (req) => {
      const course = await courseById(req.params.id);
      const sections = req.body.sections.filter((s) => s.lessonIds.length > 0);
      await app.db.transaction().execute(async (trx) => {
        const current = await trx.selectFrom('course_lessons').select('id').where('course_id', '=', course.id).execute();
        const given = sections.flatMap((s) => s.lessonIds);
        const known = new Set(current.map((r) => r.id));
        if (given.length !== known.size || new Set(given).size !== given.length || !given.every((id) => known.has(id))) {
          throw new AppError(409, 'COURSE_ORDER_MISMATCH');
        }
        // Out of the way first: (course, section, position) is unique.
        await trx
          .updateTable('course_lessons')
          .set({ section_index: sql`-1 - section_index`, position: sql`-1 - position` })
          .where('course_id', '=', course.id)
          .execute();
        const now = new Date().toISOString();
        for (const [si, s] of sections.entries()) {
          for (const [li, id] of s.lessonIds.entries()) {
            await trx
              .updateTable('course_lessons')
              .set({ section_index: si, section_title: s.title, position: li, updated_at: now })
              .where('id', '=', id)
              .execute();
          }
        }
        await recordAudit(trx, { actor: actor(req), action: 'reorder', entity: 'course', entityId: course.id, after: req.body });
      });
      await touched(course.id);
      return ok(await curriculum(course));
    },
  );

  // ---- Files: lesson video, attachments, the course picture ---------------------------------

  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    await registerMultipart(scope, { fileFields: ['file'], maxFiles: 1, maxFileBytes: VIDEO_MAX_BYTES });

    scope.post(
      '/admin/courses/:id/lessons/:lessonId/video',
      {
        schema: {
          tags,
          summary: 'Upload the lesson video (multipart "file": MP4 or WebM, checked by its bytes)',
          params: adminLessonParamsSchema,
        },
        config: WRITE,
      },
      async (req) => {
        const course = await courseById(req.params.id);
        const lesson = await lessonOf(course.id, req.params.lessonId);
        const bytes = await readOneFile(req, 'file', VIDEO_MAX_BYTES, 'courses.video.size', 'courses.video.required');
        const type = sniffVideo(bytes);
        if (!type) throw fieldError(req, 'file', 'courses.video.type');
        const key = `courses/${course.id}/videos/${lesson.id}-${randomUUID().slice(0, 8)}.${type === 'video/mp4' ? 'mp4' : 'webm'}`;
        await app.storage.put(key, bytes, { contentType: type });
        try {
          await app.db.transaction().execute(async (trx) => {
            await trx
              .updateTable('course_lessons')
              .set({
                kind: 'video',
                video_kind: 'upload',
                video_ref: key,
                video_type: type,
                video_size: bytes.length,
                updated_at: new Date().toISOString(),
              })
              .where('id', '=', lesson.id)
              .execute();
            await recordAudit(trx, {
              actor: actor(req),
              action: 'upload',
              entity: 'course_lesson',
              entityId: lesson.id,
              before: { video: `${lesson.video_kind}:${lesson.video_ref}` },
              after: { video: key, type, size: bytes.length },
            });
          });
        } catch (error) {
          await app.storage.delete(key);
          throw error;
        }
        if (lesson.video_kind === 'upload' && lesson.video_ref) await app.storage.delete(lesson.video_ref);
        await touched(course.id);
        return ok(toAdminLesson(course.code, await lessonOf(course.id, lesson.id), await attachmentsOf(app.db, [lesson.id])));
      },
    );

    scope.post(
      '/admin/courses/:id/lessons/:lessonId/attachments',
      {
        schema: { tags, summary: 'Attach a file to a lesson (multipart "file", at most 10 MB)', params: adminLessonParamsSchema },
        config: WRITE,
      },
      async (req, reply) => {
        const course = await courseById(req.params.id);
        const lesson = await lessonOf(course.id, req.params.lessonId);
        const { bytes, filename, mimetype } = await readOneFile(
          req,
          'file',
          ATTACHMENT_MAX_BYTES,
          'courses.attachment.size',
          'courses.attachment.required',
          true,
        );
        const id = randomUUID();
        const name = (filename || 'tep-dinh-kem').replace(/[\\/\r\n"]/g, '_').slice(0, 200);
        const ext = (/\.([A-Za-z0-9]{1,8})$/.exec(name)?.[1] ?? 'bin').toLowerCase();
        const key = `courses/${course.id}/files/${id}.${ext}`;
        const contentType = /^[\w.+-]+\/[\w.+-]+$/.test(mimetype) ? mimetype : 'application/octet-stream';
        await app.storage.put(key, bytes, { contentType });
        try {
          await app.db.transaction().execute(async (trx) => {
            await trx
              .insertInto('course_lesson_attachments')
              .values({
                id,
                lesson_id: lesson.id,
                course_id: course.id,
                name,
                storage_key: key,
                content_type: contentType,
                size: bytes.length,
                created_at: new Date().toISOString(),
              })
              .execute();
            await recordAudit(trx, {
              actor: actor(req),
              action: 'create',
              entity: 'course_attachment',
              entityId: id,
              after: { lessonId: lesson.id, name, size: bytes.length },
            });
          });
        } catch (error) {
          await app.storage.delete(key);
          throw error;
        }
        return reply
          .status(201)
          .send(
            ok(toAttachment(course.code, { id, lesson_id: lesson.id, name, size: bytes.length, content_type: contentType }), 201),
          );
      },
    );

    scope.post(
      '/admin/courses/images',
      { schema: { tags, summary: 'Upload a course picture (multipart "file"; through the image pipeline)' }, config: WRITE },
      async (req, reply) => {
        const form = await readForm(req, { fileFields: ['file'], maxFiles: 1 });
        const file = form.files.file?.[0];
        if (!file) throw fieldError(req, 'file', 'required');
        try {
          const image = await storeImage(app, 'courses', file);
          return reply.status(201).send(ok({ url: image.url }, 201));
        } catch (error) {
          throw imageError(req, 'file', error);
        }
      },
    );
  });

  app.delete(
    '/admin/courses/:id/lessons/:lessonId/video',
    { schema: { tags, summary: 'Remove the lesson video (file or link)', params: adminLessonParamsSchema }, config: WRITE },
    async (req) => {
      const course = await courseById(req.params.id);
      const lesson = await lessonOf(course.id, req.params.lessonId);
      await app.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('course_lessons')
          .set({
            kind: 'article',
            video_kind: '',
            video_ref: '',
            video_type: '',
            video_size: 0,
            updated_at: new Date().toISOString(),
          })
          .where('id', '=', lesson.id)
          .execute();
        await recordAudit(trx, {
          actor: actor(req),
          action: 'delete',
          entity: 'course_lesson_video',
          entityId: lesson.id,
          before: { video: `${lesson.video_kind}:${lesson.video_ref}` },
        });
      });
      if (lesson.video_kind === 'upload' && lesson.video_ref) await app.storage.delete(lesson.video_ref);
      return ok(toAdminLesson(course.code, await lessonOf(course.id, lesson.id), await attachmentsOf(app.db, [lesson.id])));
    },
  );

  app.delete(
    '/admin/courses/:id/lessons/:lessonId/attachments/:attachmentId',
    { schema: { tags, summary: 'Remove an attachment', params: adminAttachmentParamsSchema }, config: WRITE },
    async (req) => {
      const course = await courseById(req.params.id);
      const att = await app.db
        .selectFrom('course_lesson_attachments')
        .selectAll()
        .where('id', '=', req.params.attachmentId)
        .where('lesson_id', '=', req.params.lessonId)
        .where('course_id', '=', course.id)
        .executeTakeFirst();
      if (!att) throw new AppError(404, 'COURSE_ATTACHMENT_NOT_FOUND');
      await app.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('course_lesson_attachments').where('id', '=', att.id).execute();
        await recordAudit(trx, {
          actor: actor(req),
          action: 'delete',
          entity: 'course_attachment',
          entityId: att.id,
          before: { name: att.name },
        });
      });
      await app.storage.delete(att.storage_key);
      return ok({ deleted: att.id });
    },
  );

  // ---- Enrolments ---------------------------------------------------------------------------

  async function enrolments(course: CourseRow, status: 'active' | 'pending', q?: string): Promise<AdminEnrolment[]> {
    let query = app.db
      .selectFrom('course_enrollments as e')
      .innerJoin('users as u', 'u.id', 'e.user_id')
      .select([
        'u.id',
        'u.email',
        'u.username',
        'u.first_name',
        'u.last_name',
        'e.status',
        'e.source',
        'e.enrolled_at',
        'e.last_activity_at',
        (eb) =>
          eb
            .selectFrom('lesson_progress as p')
            .innerJoin('course_lessons as l', 'l.id', 'p.lesson_id')
            .select((p) => p.fn.countAll<number>().as('n'))
            .whereRef('p.user_id', '=', 'e.user_id')
            .where('p.course_id', '=', course.id)
            .as('done'),
      ])
      .where('e.course_id', '=', course.id)
      .where('e.status', '=', status);
    if (q) {
      const w = `%${q.toLowerCase()}%`;
      query = query.where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['u.email']), 'like', w),
          eb(eb.fn('lower', ['u.username']), 'like', w),
          eb(eb.fn('lower', ['u.first_name']), 'like', w),
          eb(eb.fn('lower', ['u.last_name']), 'like', w),
        ]),
      );
    }
    const rows = await query.orderBy('e.enrolled_at', 'desc').limit(5000).execute();
    const total = Number(course.lesson_count ?? 0);
    return rows.map((r) => ({
      userId: r.id,
      email: r.email,
      username: r.username,
      name: [r.last_name, r.first_name].filter(Boolean).join(' ') || r.username,
      status: r.status as 'active' | 'pending',
      source: r.source,
      enrolledAt: r.enrolled_at,
      completedLessons: Number(r.done ?? 0),
      totalLessons: total,
      percent: progressPercent(Number(r.done ?? 0), total),
      lastActivityAt: r.last_activity_at,
    }));
  }

  app.get(
    '/admin/courses/:id/enrollments',
    {
      schema: {
        tags,
        summary: 'Students (active) or requests waiting for approval (pending), with progress',
        params: adminCourseIdParamsSchema,
        querystring: adminEnrolmentQuerySchema,
      },
      config: WRITE,
    },
    async (req) => ok(await enrolments(await courseById(req.params.id), req.query.status, req.query.q)),
  );

  app.get(
    '/admin/courses/:id/enrollments.csv',
    { schema: { tags, summary: 'The students and their progress as CSV', params: adminCourseIdParamsSchema }, config: WRITE },
    async (req, reply) => {
      const course = await courseById(req.params.id);
      const rows = [...(await enrolments(course, 'active')), ...(await enrolments(course, 'pending'))];
      const header = [
        'email',
        'username',
        'name',
        'status',
        'source',
        'enrolled_at',
        'completed_lessons',
        'total_lessons',
        'percent',
        'last_activity_at',
      ];
      const body = csvOf(
        header,
        rows.map((r) => [
          r.email,
          r.username,
          r.name,
          r.status,
          r.source,
          r.enrolledAt,
          r.completedLessons,
          r.totalLessons,
          r.percent,
          r.lastActivityAt ?? '',
        ]),
        { formulaSafe: true },
      );
      return sendCsv(reply, `course-${course.code}-students-${fileDay()}`, body);
    },
  );

  async function audited(req: FastifyRequest, course: CourseRow, action: string, userId: string) {
    await recordAudit(app.db, {
      actor: actor(req),
      action,
      entity: 'course',
      entityId: course.id,
      after: { code: course.code, userId },
    });
  }

  app.post(
    '/admin/courses/:id/enrollments',
    {
      schema: {
        tags,
        summary: 'Enrol an account by e-mail (approves its request if it has one)',
        params: adminCourseIdParamsSchema,
        body: adminEnrolByEmailSchema,
      },
      config: WRITE,
    },
    async (req, reply) => {
      const course = await courseById(req.params.id);
      const { userId } = await enrollFor(app, req.user!, course.code, req.body.email);
      await audited(req, course, 'enroll', userId);
      return reply.status(201).send(ok({ userId }, 201));
    },
  );

  async function pendingUser(course: CourseRow, userId: string) {
    const row = await app.db
      .selectFrom('course_enrollments as e')
      .innerJoin('users as u', 'u.id', 'e.user_id')
      .select(['u.id', 'u.username'])
      .where('e.course_id', '=', course.id)
      .where('e.user_id', '=', userId)
      .where('e.status', '=', 'pending')
      .executeTakeFirst();
    if (!row) throw new AppError(404, 'COURSE_REQUEST_NOT_FOUND');
    return row;
  }

  app.post(
    '/admin/courses/:id/enrollments/:userId/approve',
    { schema: { tags, summary: 'Approve a request waiting for approval', params: adminEnrolmentParamsSchema }, config: WRITE },
    async (req) => {
      const course = await courseById(req.params.id);
      const user = await pendingUser(course, req.params.userId);
      await enrollFor(app, req.user!, course.code, user.username);
      await audited(req, course, 'approve', user.id);
      return ok({ userId: user.id, status: 'active' });
    },
  );

  app.post(
    '/admin/courses/:id/enrollments/:userId/reject',
    { schema: { tags, summary: 'Refuse a request waiting for approval', params: adminEnrolmentParamsSchema }, config: WRITE },
    async (req) => {
      const course = await courseById(req.params.id);
      const user = await pendingUser(course, req.params.userId);
      if (!(await withdrawRequest(app, { userId: user.id, courseId: course.id })))
        throw new AppError(404, 'COURSE_REQUEST_NOT_FOUND');
      await audited(req, course, 'reject', user.id);
      return ok({ userId: user.id, status: 'cancelled' });
    },
  );
};

export default coursesAdmin;
