import { z } from 'zod';
import { emailSchema, newPasswordSchema, phoneSchema, usernameSchema } from '../auth/schemas';
import { COURSE_LEVELS, DEFAULT_COURSE_GROUP, type LegacyCourse } from './types';

/*
 * The account, user-management and course-writing calls of the public e-learning API
 * (QuanLyNguoiDung, QuanLyKhoaHoc writes): the original parameter and field names; the server
 * maps other spellings onto these before validation (decision 0050).
 */

/** The API's user types: HV học viên (a customer), GV giáo vụ (staff). */
export const LEGACY_USER_TYPES = [
  { maLoaiNguoiDung: 'HV', tenLoaiNguoiDung: 'Học viên' },
  { maLoaiNguoiDung: 'GV', tenLoaiNguoiDung: 'Giáo vụ' },
] as const;
export type LegacyUserType = (typeof LEGACY_USER_TYPES)[number]['maLoaiNguoiDung'];

const group = z
  .string()
  .trim()
  .max(20)
  .transform((s) => s.toUpperCase() || DEFAULT_COURSE_GROUP)
  .default(DEFAULT_COURSE_GROUP);
const name = z.string({ message: 'auth.name.required' }).trim().min(1, { message: 'auth.name.required' }).max(100);
const userType = z.enum(['HV', 'GV']).default('HV');
const account = z
  .string({ message: 'courses.account.required' })
  .trim()
  .min(1, { message: 'courses.account.required' })
  .max(254)
  .transform((s) => s.toLowerCase());
const courseCode = z.string({ message: 'courses.code.required' }).trim().min(1, { message: 'courses.code.required' }).max(64);

/** ThemNguoiDung */
export const legacyNewUserSchema = z.object({
  taiKhoan: usernameSchema,
  matKhau: newPasswordSchema,
  hoTen: name,
  soDT: phoneSchema.optional(),
  maLoaiNguoiDung: userType,
  maNhom: group,
  email: emailSchema,
});

/** CapNhatThongTinNguoiDung: the account is named by taiKhoan; an empty matKhau keeps the password. */
export const legacyUserUpdateSchema = z.object({
  taiKhoan: account,
  matKhau: z.union([z.literal(''), newPasswordSchema]).optional(),
  hoTen: name,
  soDT: z.union([z.literal(''), phoneSchema]).optional(),
  maLoaiNguoiDung: z.enum(['HV', 'GV']).optional(),
  maNhom: group,
  email: emailSchema,
});

/** LayDanhSachNguoiDung, TimKiemNguoiDung */
export const legacyUserListQuerySchema = z.object({ MaNhom: group, tuKhoa: z.string().trim().max(200).optional() });

/** LayDanhSachNguoiDung_PhanTrang */
export const legacyUserPageQuerySchema = legacyUserListQuerySchema.extend({
  page: z.coerce
    .number({ message: 'courses.page.invalid' })
    .int({ message: 'courses.page.invalid' })
    .min(1, { message: 'courses.page.invalid' })
    .max(100_000, { message: 'courses.page.invalid' })
    .default(1),
  pageSize: z.coerce
    .number({ message: 'courses.pageSize.invalid' })
    .int({ message: 'courses.pageSize.invalid' })
    .min(1, { message: 'courses.pageSize.invalid' })
    .max(100, { message: 'courses.pageSize.invalid' })
    .default(10),
});

/** XoaNguoiDung?TaiKhoan= */
export const legacyAccountQuerySchema = z.object({ TaiKhoan: account });
/** Lists about one account: LayDanhSachKhoaHocChoXetDuyet… ({taiKhoan} in the body or TaiKhoan in the query). */
export const legacyAccountBodySchema = z.object({ taiKhoan: account });
/** Lists about one course: LayDanhSachHocVienKhoaHoc… */
export const legacyCourseBodySchema = z.object({ maKhoaHoc: courseCode });

const money = z.coerce.number({ message: 'courses.price.invalid' }).min(0, { message: 'courses.price.invalid' }).max(1e12);

/** ThemKhoaHoc, CapNhatKhoaHoc (JSON or multipart): the original fields, plus our price and level. */
export const legacyCourseWriteSchema = z.object({
  maKhoaHoc: z
    .string({ message: 'courses.code.required' })
    .trim()
    .min(1, { message: 'courses.code.required' })
    .max(64)
    .regex(/^[A-Za-z0-9_.-]+$/, { message: 'courses.code.format' }),
  biDanh: z.string().trim().max(200).optional(),
  tenKhoaHoc: z.string({ message: 'courses.title.required' }).trim().min(1, { message: 'courses.title.required' }).max(200),
  moTa: z.string().trim().max(20_000).default(''),
  luotXem: z.coerce.number().int().min(0).optional(),
  danhGia: z.coerce.number().min(0).max(5).optional(),
  hinhAnh: z.string().trim().max(1000).optional(),
  maNhom: group,
  ngayTao: z.string().trim().max(40).optional(),
  maDanhMucKhoaHoc: z
    .string({ message: 'courses.category.required' })
    .trim()
    .min(1, { message: 'courses.category.required' })
    .max(64),
  taiKhoanNguoiTao: z.string().trim().max(254).optional(),
  price: money.default(0),
  discountPrice: z.union([z.literal(''), z.null(), money]).optional(),
  level: z.enum(COURSE_LEVELS).optional(),
  duration: z.coerce.number().int().min(0).max(100_000).optional(),
});
export type LegacyCourseWrite = z.infer<typeof legacyCourseWriteSchema>;

/** A user as the lists of the API show one. */
export interface LegacyUser {
  taiKhoan: string;
  hoTen: string;
  email: string;
  soDt: string;
  maLoaiNguoiDung: LegacyUserType;
  tenLoaiNguoiDung: string;
}

/** ThongTinNguoiDung / ThongTinTaiKhoan (never the password). */
export interface LegacyAccount {
  taiKhoan: string;
  hoTen: string;
  email: string;
  soDT: string;
  maNhom: string;
  maLoaiNguoiDung: LegacyUserType;
}

export interface LegacyEnrolledCourse {
  maKhoaHoc: string;
  tenKhoaHoc: string;
  biDanh: string;
  moTa: string;
  luotXem: number;
  hinhAnh: string;
  ngayTao: string;
  danhGia: number;
}

export interface LegacyAccountDetail extends LegacyAccount {
  chiTietKhoaHocGhiDanh: LegacyEnrolledCourse[];
}

/** The short course of the enrolment lists. */
export type LegacyCourseRef = Pick<LegacyCourse, 'maKhoaHoc' | 'tenKhoaHoc' | 'biDanh'>;
/** The short user of the enrolment lists. */
export interface LegacyStudentRef {
  taiKhoan: string;
  hoTen: string;
  biDanh: string;
}
