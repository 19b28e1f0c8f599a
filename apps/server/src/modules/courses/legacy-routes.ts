import {
  courseSuccessMessage,
  foldedWords,
  type LegacyCourseDetail,
  type LegacyCoursePage,
  legacyCategoryCoursesQuerySchema,
  legacyCourseListQuerySchema,
  legacyCoursePageQuerySchema,
  legacyCourseQuerySchema,
  legacyEnrollmentSchema,
} from '@sen/core';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, sendJson } from '../../lib/http';
import { cachedJson } from './answers';
import { canonicalKeys } from './compat';
import { enrollFor, unenrollFor } from './enrol-rules';
import { courseLessons, toSections } from './lessons';
import { toLegacyCategory, toLegacyCourse } from './mappers';
import { courseCategories, findCategory, listCourses, viewCourse } from './queries';

const tags = ['courses (compatible)'];

/**
 * The course calls of the public e-learning API (spec 1 §7), same paths, parameters, field names
 * and shapes, so its existing clients work unchanged: answers are the bare JSON that API sent,
 * not our envelope; errors are our envelope with a clear 4xx (decision 0050).
 */
const legacy: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const publicUrl = app.config.publicUrl;
  const bare = (reply: FastifyReply, body: unknown) => sendJson(reply, JSON.stringify(body));

  app.get(
    '/QuanLyKhoaHoc/LayDanhSachKhoaHoc',
    {
      schema: {
        tags,
        summary: 'Courses of a group (MaNhom, default GP01); tenKhoaHoc matches every word, accents and case ignored',
        querystring: legacyCourseListQuerySchema,
      },
      preValidation: canonicalKeys(['tenKhoaHoc', 'MaNhom']),
    },
    async (req, reply) => {
      const { MaNhom, tenKhoaHoc } = req.query;
      const text = await cachedJson(app, `legacy:list:${MaNhom}:${foldedWords(tenKhoaHoc ?? '').join(' ')}`, async () => {
        const { rows } = await listCourses(app.db, { group: MaNhom, q: tenKhoaHoc }, { sort: 'created' });
        return rows.map((r) => toLegacyCourse(r, publicUrl));
      });
      return sendJson(reply, text);
    },
  );

  app.get(
    '/QuanLyKhoaHoc/LayDanhMucKhoaHoc',
    { schema: { tags, summary: 'Course categories: [{maDanhMuc, tenDanhMuc}]' } },
    async (_req, reply) =>
      sendJson(
        reply,
        await cachedJson(app, 'legacy:categories', async () => (await courseCategories(app.db)).map(toLegacyCategory)),
      ),
  );

  app.get(
    '/QuanLyKhoaHoc/LayKhoaHocTheoDanhMuc',
    {
      schema: {
        tags,
        summary: 'Courses of a category (maDanhMuc, any case) and group; 404 for an unknown category',
        querystring: legacyCategoryCoursesQuerySchema,
      },
      preValidation: canonicalKeys(['maDanhMuc', 'MaNhom']),
    },
    async (req, reply) => {
      const { maDanhMuc, MaNhom } = req.query;
      // A miss throws inside the loader, so an unknown category is never cached.
      const text = await cachedJson(app, `legacy:category:${MaNhom}:${maDanhMuc?.toLowerCase() ?? ''}`, async () => {
        let categoryId: string | undefined;
        if (maDanhMuc) {
          const category = await findCategory(app.db, maDanhMuc);
          if (!category) throw new AppError(404, 'COURSE_CATEGORY_NOT_FOUND');
          categoryId = category.id;
        }
        const { rows } = await listCourses(app.db, { group: MaNhom, categoryId }, { sort: 'created' });
        return rows.map((r) => toLegacyCourse(r, publicUrl));
      });
      return sendJson(reply, text);
    },
  );

  app.get(
    '/QuanLyKhoaHoc/LayDanhSachKhoaHoc_PhanTrang',
    {
      schema: {
        tags,
        summary: 'One page of courses: {currentPage, count (items on this page), totalPages, totalCount, items}',
        querystring: legacyCoursePageQuerySchema,
      },
      preValidation: canonicalKeys(['page', 'pageSize', 'MaNhom', 'tenKhoaHoc']),
    },
    async (req, reply) => {
      const { page, pageSize, MaNhom, tenKhoaHoc } = req.query;
      const words = foldedWords(tenKhoaHoc ?? '').join(' ');
      const text = await cachedJson(app, `legacy:page:${MaNhom}:${page}:${pageSize}:${words}`, async () => {
        const { rows, total } = await listCourses(
          app.db,
          { group: MaNhom, q: tenKhoaHoc },
          { sort: 'created', offset: (page - 1) * pageSize, limit: pageSize },
        );
        const body: LegacyCoursePage = {
          currentPage: page,
          count: rows.length,
          totalPages: Math.ceil(total / pageSize),
          totalCount: total,
          items: rows.map((r) => toLegacyCourse(r, publicUrl)),
        };
        return body;
      });
      return sendJson(reply, text);
    },
  );

  app.get(
    '/QuanLyKhoaHoc/LayThongTinKhoaHoc',
    {
      schema: {
        tags,
        summary: 'One course by maKhoaHoc, with its outline; counts a view (luotXem)',
        querystring: legacyCourseQuerySchema,
      },
      preValidation: canonicalKeys(['maKhoaHoc']),
    },
    async (req, reply) => {
      const course = await viewCourse(app.db, req.query.maKhoaHoc);
      if (!course) throw new AppError(404, 'COURSE_NOT_FOUND');
      const body: LegacyCourseDetail = {
        ...toLegacyCourse(course, publicUrl),
        curriculum: toSections(await courseLessons(app.db, course), false),
      };
      return bare(reply, body);
    },
  );

  const enrolment = { body: legacyEnrollmentSchema };
  const keys = canonicalKeys(['maKhoaHoc', 'taiKhoan']);

  app.post(
    '/QuanLyKhoaHoc/DangKyKhoaHoc',
    {
      schema: {
        tags,
        summary:
          'Enrol {maKhoaHoc, taiKhoan}: your own account in a free course at once, in another course as a request waiting for approval; staff (courses.write) any account in any course at once',
        ...enrolment,
      },
      config: { auth: 'required' },
      preValidation: keys,
    },
    async (req, reply) => {
      const { outcome } = await enrollFor(app, req.user!, req.body.maKhoaHoc, req.body.taiKhoan, { request: true });
      // The original answered a bare JSON string.
      return bare(reply, courseSuccessMessage(outcome, req.lang));
    },
  );

  app.post(
    '/QuanLyKhoaHoc/HuyGhiDanh',
    {
      schema: {
        tags,
        summary:
          'Cancel the enrolment or withdraw the request {maKhoaHoc, taiKhoan}: your own (not a purchased one), or staff any',
        ...enrolment,
      },
      config: { auth: 'required' },
      preValidation: keys,
    },
    async (req, reply) => {
      await unenrollFor(app, req.user!, req.body.maKhoaHoc, req.body.taiKhoan);
      return bare(reply, courseSuccessMessage('cancelled', req.lang));
    },
  );
};

export default legacy;
