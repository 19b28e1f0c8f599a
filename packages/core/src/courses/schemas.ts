import { z } from 'zod';
import { COURSE_LEVELS, COURSE_SORTS, DEFAULT_COURSE_GROUP } from './types';

/* Compatible calls keep the original parameter names; the server maps other spellings
   (MaKhoaHoc, manhom…) onto these before validation, as the original API accepted them. */

const courseCode = z.string({ message: 'courses.code.required' }).trim().min(1, { message: 'courses.code.required' }).max(64);

const account = z
  .string({ message: 'courses.account.required' })
  .trim()
  .min(1, { message: 'courses.account.required' })
  .max(254)
  .transform((s) => s.toLowerCase());

const group = z
  .string()
  .trim()
  .min(1)
  .max(20)
  .transform((s) => s.toUpperCase())
  .default(DEFAULT_COURSE_GROUP);

const words = z.string().trim().max(200).optional();

const page = z.coerce
  .number({ message: 'courses.page.invalid' })
  .int({ message: 'courses.page.invalid' })
  .min(1, { message: 'courses.page.invalid' })
  .max(100_000, { message: 'courses.page.invalid' })
  .default(1);

const pageSize = (fallback: number) =>
  z.coerce
    .number({ message: 'courses.pageSize.invalid' })
    .int({ message: 'courses.pageSize.invalid' })
    .min(1, { message: 'courses.pageSize.invalid' })
    .max(100, { message: 'courses.pageSize.invalid' })
    .default(fallback);

/** GET /QuanLyKhoaHoc/LayDanhSachKhoaHoc */
export const legacyCourseListQuerySchema = z.object({ tenKhoaHoc: words, MaNhom: group });

/** GET /QuanLyKhoaHoc/LayKhoaHocTheoDanhMuc (without maDanhMuc: every category). */
export const legacyCategoryCoursesQuerySchema = z.object({
  maDanhMuc: z.string().trim().min(1, { message: 'courses.category.required' }).max(64).optional(),
  MaNhom: group,
});

/** GET /QuanLyKhoaHoc/LayDanhSachKhoaHoc_PhanTrang */
export const legacyCoursePageQuerySchema = z.object({
  page,
  pageSize: pageSize(10),
  MaNhom: group,
  tenKhoaHoc: words,
});

/** GET /QuanLyKhoaHoc/LayThongTinKhoaHoc */
export const legacyCourseQuerySchema = z.object({ maKhoaHoc: courseCode });

/** POST /QuanLyKhoaHoc/DangKyKhoaHoc and /HuyGhiDanh: `taiKhoan` is a username (or e-mail). */
export const legacyEnrollmentSchema = z.object({ maKhoaHoc: courseCode, taiKhoan: account });
export type LegacyEnrollmentInput = z.infer<typeof legacyEnrollmentSchema>;

/** POST /QuanLyNguoiDung/DangNhap */
export const legacyLoginSchema = z.object({
  taiKhoan: z
    .string({ message: 'auth.username.required' })
    .trim()
    .min(1, { message: 'auth.username.required' })
    .max(254)
    .transform((s) => s.toLowerCase()),
  matKhau: z.string({ message: 'auth.password.required' }).min(1, { message: 'auth.password.required' }).max(1024),
});

/* Our own API */

/** GET /courses: accent-insensitive words, category (slug or code), level, sort, pages. */
export const courseListQuerySchema = z.object({
  q: words,
  category: z.string().trim().min(1).max(120).optional(),
  level: z.enum(COURSE_LEVELS).optional(),
  sort: z.enum(COURSE_SORTS).default('popular'),
  page,
  limit: pageSize(12),
});
export type CourseListQuery = z.output<typeof courseListQuerySchema>;
export type CourseListInput = Partial<z.input<typeof courseListQuerySchema>>;

export const courseRefParamsSchema = z.object({ codeOrSlug: courseCode });
export const courseCodeParamsSchema = z.object({ code: courseCode });
export const categorySlugParamsSchema = z.object({ slug: z.string().trim().min(1).max(120) });
export const lessonParamsSchema = z.object({
  code: courseCode,
  lessonId: z.string({ message: 'courses.lesson.required' }).trim().min(1, { message: 'courses.lesson.required' }).max(64),
});
