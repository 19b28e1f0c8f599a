import { randomUUID } from 'node:crypto';
import {
  courseSuccessMessage,
  foldText,
  type LegacyCourseWrite,
  type LegacyStudentRef,
  legacyCourseQuerySchema,
  legacyCourseWriteSchema,
  legacyEnrollmentSchema,
  slugify,
} from '@sen/core';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, sendJson } from '../../lib/http';
import { removeStoredImage } from '../../lib/images';
import { type FormData, readForm, registerMultipart } from '../../lib/multipart';
import { recordAudit } from '../audit/audit';
import { isUniqueViolation } from '../auth/register';
import { imageField, parseFields } from '../catalog/admin-routes';
import { COURSES_CACHE } from './answers';
import { canonicalKeys } from './compat';
import { enrollFor } from './enrol-rules';
import { toLegacyCourse } from './mappers';
import { type CourseRow, findCategory, findCourse } from './queries';

const tags = ['courses (compatible)'];
const WRITE = { permission: 'courses.write' } as const;
const FIELDS = legacyCourseWriteSchema.keyof().options as readonly string[];
const IMAGE_FIELDS = ['hinhAnh', 'file', 'image'] as const;

/** Field names in any case, as the original API bound them (compat.ts), for a parsed form. */
function canonical(fields: Record<string, unknown>, names: readonly string[]): Record<string, unknown> {
  const byLower = new Map(names.map((n) => [n.toLowerCase(), n]));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(fields)) out[byLower.get(k.toLowerCase()) ?? k] = v;
  return out;
}

/**
 * The course-writing calls of the e-learning API (QuanLyKhoaHoc): staff with `courses.write`
 * create, edit and delete courses (JSON, or multipart with the picture through the image
 * pipeline), enrol accounts and read a course's students. Every write is in the audit log.
 * Answers are the API's bare JSON (decision 0050).
 */
const courseWrites: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const publicUrl = app.config.publicUrl;
  const bare = (reply: FastifyReply, body: unknown) => sendJson(reply, JSON.stringify(body));
  await registerMultipart(app, { fileFields: [...IMAGE_FIELDS], maxFiles: 1 });

  const fresh = async (code: string) => (await findCourse(app.db, code, { includeInactive: true }))!;

  /** The form's course fields and, when a file came, its stored picture. */
  async function readCourse(req: FastifyRequest, stored: string[]): Promise<{ body: LegacyCourseWrite; form: FormData }> {
    const form = await readForm(req, { fileFields: IMAGE_FIELDS, maxFiles: 1 });
    const body = parseFields(legacyCourseWriteSchema, canonical(form.fields, FIELDS));
    const field = IMAGE_FIELDS.find((f) => form.files[f]?.length);
    if (field) body.hinhAnh = await imageField(app, req, form, field, body.hinhAnh, 'courses', stored);
    return { body, form };
  }

  async function categoryOf(code: string) {
    const category = await findCategory(app.db, code);
    if (!category) throw new AppError(404, 'COURSE_CATEGORY_NOT_FOUND');
    return category;
  }

  /** The picture: an address as given (site-relative when it is on this site), or the one kept. */
  const imageUrl = (given: string | undefined, current: string) => {
    if (given === undefined || given === '') return current;
    const base = publicUrl.replace(/\/+$/, '');
    return given.startsWith(`${base}/`) ? given.slice(base.length) : given;
  };

  async function cleanupOnError<T>(stored: string[], run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      await Promise.all(stored.map((url) => removeStoredImage(app.storage, url)));
      throw error;
    }
  }

  async function create(req: FastifyRequest, reply: FastifyReply) {
    const stored: string[] = [];
    return cleanupOnError(stored, async () => {
      const { body } = await readCourse(req, stored);
      const code = body.maKhoaHoc;
      if (await findCourse(app.db, code, { includeInactive: true })) {
        throw new AppError(409, 'COURSE_CODE_EXISTS', { code });
      }
      const category = await categoryOf(body.maDanhMucKhoaHoc);
      const id = randomUUID();
      const now = new Date().toISOString();
      const slug = `${slugify(body.biDanh || body.tenKhoaHoc) || 'khoa-hoc'}-${code.toLowerCase()}`.slice(0, 200);
      const discount = body.discountPrice === '' || body.discountPrice === undefined ? null : body.discountPrice;
      const instructor = await instructorName(body.taiKhoanNguoiTao, req);
      try {
        await app.db.transaction().execute(async (trx) => {
          await trx
            .insertInto('courses')
            .values({
              id,
              code,
              title: body.tenKhoaHoc,
              title_folded: foldText(body.tenKhoaHoc),
              slug,
              group_code: body.maNhom,
              short_description: body.moTa.slice(0, 300),
              description: body.moTa,
              image_url: imageUrl(body.hinhAnh, ''),
              instructor_name: instructor,
              category_id: category.id,
              price: body.price,
              discount_price: discount,
              rating_average: body.danhGia ?? 0,
              rating_count: 0,
              student_count: 0,
              view_count: body.luotXem ?? 0,
              level: body.level ?? 'Beginner',
              duration_minutes: body.duration ?? 0,
              is_bestseller: 0,
              is_new: 1,
              is_active: 1,
              curriculum: '[]',
              created_at: now,
              updated_at: now,
            })
            .execute();
          await recordAudit(trx, { actor: req.user, action: 'create', entity: 'course', entityId: id, after: { code, ...body } });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError(409, 'COURSE_CODE_EXISTS', { code });
        throw error;
      }
      await app.cache.invalidate(COURSES_CACHE);
      reply.status(200);
      return bare(reply, toLegacyCourse(await fresh(code), publicUrl));
    });
  }

  /** The creating account's name when given (taiKhoanNguoiTao), else the staff member writing. */
  async function instructorName(account: string | undefined, req: FastifyRequest): Promise<string> {
    const q = app.db.selectFrom('users').select(['first_name', 'last_name', 'username']);
    const row = account
      ? await q
          .where((eb) => eb.or([eb('username', '=', account.toLowerCase()), eb('email', '=', account.toLowerCase())]))
          .executeTakeFirst()
      : await q.where('id', '=', req.user!.id).executeTakeFirst();
    if (!row) throw new AppError(404, 'COURSE_ACCOUNT_NOT_FOUND', { account: account ?? '' });
    return [row.last_name, row.first_name].filter(Boolean).join(' ') || row.username;
  }

  async function update(req: FastifyRequest, reply: FastifyReply) {
    const stored: string[] = [];
    let replaced: string | null = null;
    const answer = await cleanupOnError(stored, async () => {
      const { body } = await readCourse(req, stored);
      const before = await findCourse(app.db, body.maKhoaHoc, { includeInactive: true });
      if (!before) throw new AppError(404, 'COURSE_NOT_FOUND');
      const category = await categoryOf(body.maDanhMucKhoaHoc);
      const image = imageUrl(body.hinhAnh, before.image_url);
      const discount =
        body.discountPrice === undefined ? before.discount_price : body.discountPrice === '' ? null : body.discountPrice;
      const changes = {
        title: body.tenKhoaHoc,
        title_folded: foldText(body.tenKhoaHoc),
        group_code: body.maNhom,
        description: body.moTa,
        short_description: body.moTa.slice(0, 300),
        image_url: image,
        category_id: category.id,
        price: body.price,
        discount_price: discount,
        ...(body.level ? { level: body.level } : {}),
        ...(body.duration !== undefined ? { duration_minutes: body.duration } : {}),
        ...(body.taiKhoanNguoiTao ? { instructor_name: await instructorName(body.taiKhoanNguoiTao, req) } : {}),
        updated_at: new Date().toISOString(),
      };
      await app.db.transaction().execute(async (trx) => {
        await trx.updateTable('courses').set(changes).where('id', '=', before.id).execute();
        await recordAudit(trx, {
          actor: req.user,
          action: 'update',
          entity: 'course',
          entityId: before.id,
          before: toLegacyCourse(before, publicUrl),
          after: { code: before.code, ...body, hinhAnh: image },
        });
      });
      if (image !== before.image_url) replaced = before.image_url;
      return toLegacyCourse(await fresh(before.code), publicUrl);
    });
    // A picture of the pipeline that no course shows any more goes.
    if (replaced) await removeStoredImage(app.storage, replaced);
    await app.cache.invalidate(COURSES_CACHE);
    return bare(reply, answer);
  }

  const multipart = 'JSON, or multipart/form-data with the picture as the file field `hinhAnh` (or `file`)';

  app.post(
    '/QuanLyKhoaHoc/ThemKhoaHoc',
    {
      schema: {
        tags,
        summary: 'Create a course {maKhoaHoc, tenKhoaHoc, moTa, hinhAnh, maDanhMucKhoaHoc, maNhom, price…}',
        description: multipart,
      },
      config: WRITE,
    },
    create,
  );
  app.post(
    '/QuanLyKhoaHoc/ThemKhoaHocUploadHinh',
    { schema: { tags, summary: 'Create a course with its picture (multipart)', description: multipart }, config: WRITE },
    create,
  );
  app.put(
    '/QuanLyKhoaHoc/CapNhatKhoaHoc',
    { schema: { tags, summary: 'Edit the course named by maKhoaHoc', description: multipart }, config: WRITE },
    update,
  );
  app.post(
    '/QuanLyKhoaHoc/CapNhatKhoaHocUpload',
    {
      schema: { tags, summary: 'Edit the course named by maKhoaHoc, with a new picture (multipart)', description: multipart },
      config: WRITE,
    },
    update,
  );

  app.post(
    '/QuanLyKhoaHoc/UploadHinhAnhKhoaHoc',
    {
      schema: { tags, summary: 'Replace the picture of a course (multipart: file `file`, and maKhoaHoc or tenKhoaHoc)' },
      config: WRITE,
    },
    async (req, reply) => {
      const stored: string[] = [];
      let replaced: CourseRow | null = null;
      const answer = await cleanupOnError(stored, async () => {
        const form = await readForm(req, { fileFields: IMAGE_FIELDS, maxFiles: 1 });
        const fields = canonical(form.fields, ['maKhoaHoc', 'tenKhoaHoc']);
        const code = typeof fields.maKhoaHoc === 'string' ? fields.maKhoaHoc.trim() : '';
        const title = typeof fields.tenKhoaHoc === 'string' ? fields.tenKhoaHoc.trim() : '';
        const course = code
          ? await findCourse(app.db, code, { includeInactive: true })
          : title
            ? await findByTitle(title)
            : undefined;
        if (!course) throw new AppError(404, 'COURSE_NOT_FOUND');
        const field = IMAGE_FIELDS.find((f) => form.files[f]?.length);
        if (!field) throw missingPicture();
        const url = (await imageField(app, req, form, field, undefined, 'courses', stored))!;
        await app.db.transaction().execute(async (trx) => {
          await trx
            .updateTable('courses')
            .set({ image_url: url, updated_at: new Date().toISOString() })
            .where('id', '=', course.id)
            .execute();
          await recordAudit(trx, {
            actor: req.user,
            action: 'update',
            entity: 'course',
            entityId: course.id,
            before: { hinhAnh: course.image_url },
            after: { hinhAnh: url },
          });
        });
        replaced = course;
        return toLegacyCourse(await fresh(course.code), publicUrl);
      });
      if (replaced) await removeStoredImage(app.storage, (replaced as CourseRow).image_url);
      await app.cache.invalidate(COURSES_CACHE);
      return bare(reply, answer);
    },
  );

  /** "This field is required" on the picture, as a validated form answers it. */
  function missingPicture(): never {
    return parseFields(legacyCourseWriteSchema.pick({ hinhAnh: true }).required(), {}) as never;
  }

  async function findByTitle(title: string) {
    const row = await app.db.selectFrom('courses').select('code').where('title_folded', '=', foldText(title)).executeTakeFirst();
    return row ? findCourse(app.db, row.code, { includeInactive: true }) : undefined;
  }

  app.delete(
    '/QuanLyKhoaHoc/XoaKhoaHoc',
    {
      schema: {
        tags,
        summary: 'Delete the course MaKhoaHoc; refused while someone is enrolled or waiting for approval',
        querystring: legacyCourseQuerySchema,
      },
      config: WRITE,
      preValidation: canonicalKeys(['maKhoaHoc']),
    },
    async (req, reply) => {
      const course = await findCourse(app.db, req.query.maKhoaHoc, { includeInactive: true });
      if (!course) throw new AppError(404, 'COURSE_NOT_FOUND');
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
        await trx.deleteFrom('courses').where('id', '=', course.id).execute();
        await recordAudit(trx, {
          actor: req.user,
          action: 'delete',
          entity: 'course',
          entityId: course.id,
          before: toLegacyCourse(course, publicUrl),
        });
      });
      await removeStoredImage(app.storage, course.image_url);
      await app.cache.invalidate(COURSES_CACHE);
      return bare(reply, courseSuccessMessage('courseDeleted', req.lang));
    },
  );

  app.post(
    '/QuanLyKhoaHoc/GhiDanhKhoaHoc',
    {
      schema: {
        tags,
        summary: 'Staff enrol {maKhoaHoc, taiKhoan} at once; approves a request waiting for approval',
        body: legacyEnrollmentSchema,
      },
      config: WRITE,
      preValidation: canonicalKeys(['maKhoaHoc', 'taiKhoan']),
    },
    async (req, reply) => {
      const { course, userId } = await enrollFor(app, req.user!, req.body.maKhoaHoc, req.body.taiKhoan);
      await recordAudit(app.db, {
        actor: req.user,
        action: 'enroll',
        entity: 'course',
        entityId: course.id,
        after: { maKhoaHoc: course.code, taiKhoan: req.body.taiKhoan, userId },
      });
      return bare(reply, courseSuccessMessage('enrolled', req.lang));
    },
  );

  app.get(
    '/QuanLyKhoaHoc/LayThongTinHocVienKhoaHoc',
    {
      schema: {
        tags,
        summary: 'A course and its students: {maKhoaHoc, tenKhoaHoc, lstHocVien: [{taiKhoan, hoTen, biDanh}]}',
        querystring: legacyCourseQuerySchema,
      },
      config: WRITE,
      preValidation: canonicalKeys(['maKhoaHoc']),
    },
    async (req, reply) => {
      const course = await findCourse(app.db, req.query.maKhoaHoc, { includeInactive: true });
      if (!course) throw new AppError(404, 'COURSE_NOT_FOUND');
      return bare(reply, {
        maKhoaHoc: course.code,
        tenKhoaHoc: course.title,
        lstHocVien: await studentsOf(app.db, course.id, 'active'),
      });
    },
  );
};

/** The accounts of a course with an enrolment in this state, as the API lists them. */
export async function studentsOf(
  db: import('kysely').Kysely<import('../../db/schema').Database>,
  courseId: string,
  status: 'active' | 'pending',
): Promise<LegacyStudentRef[]> {
  const rows = await db
    .selectFrom('course_enrollments as e')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .select(['u.username', 'u.first_name', 'u.last_name'])
    .where('e.course_id', '=', courseId)
    .where('e.status', '=', status)
    .orderBy('e.enrolled_at')
    .execute();
  return rows.map(studentRef);
}

export function studentRef(u: { username: string; first_name: string; last_name: string }): LegacyStudentRef {
  const hoTen = [u.last_name, u.first_name].filter(Boolean).join(' ');
  return { taiKhoan: u.username, hoTen, biDanh: slugify(hoTen) };
}

export default courseWrites;
