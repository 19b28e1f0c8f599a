import {
  COURSE_LEVELS,
  type Course,
  type CourseLevel,
  courseFinalPrice,
  dayMonthYear,
  type LegacyCourse,
  type LegacyCourseCategory,
  slugify,
} from '@sen/core';
import { parseJson } from '../catalog/mappers';
import type { CourseRow } from './queries';

const level = (v: string): CourseLevel => ((COURSE_LEVELS as readonly string[]).includes(v) ? (v as CourseLevel) : 'Beginner');
const money = (v: number | null) => (v === null ? null : Number(v));

/** Lessons in the table, or, before they are filled, in the curriculum JSON. */
function lessonCount(r: CourseRow): number {
  const counted = Number(r.lesson_count ?? 0);
  if (counted > 0) return counted;
  const sections = parseJson<Array<{ lessons?: unknown[] }>>(r.curriculum, []);
  return Array.isArray(sections) ? sections.reduce((n, s) => n + (Array.isArray(s.lessons) ? s.lessons.length : 0), 0) : 0;
}

export function toCourse(r: CourseRow): Course {
  const price = Number(r.price);
  const discountPrice = money(r.discount_price);
  const finalPrice = courseFinalPrice(price, discountPrice);
  return {
    _id: r.id,
    id: r.id,
    code: r.code,
    slug: r.slug,
    title: r.title,
    shortDescription: r.short_description,
    description: r.description,
    imageUrl: r.image_url,
    instructor: r.instructor_name,
    category: r.category_name,
    categoryCode: r.category_code,
    categorySlug: r.category_slug,
    groupCode: r.group_code,
    price,
    discountPrice,
    finalPrice,
    isFree: finalPrice === 0,
    rating: Number(r.rating_average),
    totalRatings: Number(r.rating_count),
    studentCount: Number(r.student_count),
    viewCount: Number(r.view_count),
    level: level(r.level),
    duration: Number(r.duration_minutes),
    lessonCount: lessonCount(r),
    isBestseller: r.is_bestseller === 1,
    isNew: r.is_new === 1,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

/** Site-relative paths become absolute, so a client on another origin can load the picture. */
export function absoluteUrl(url: string, publicUrl: string): string {
  if (!url.startsWith('/') || url.startsWith('//')) return url;
  return `${publicUrl.replace(/\/+$/, '')}${url}`;
}

/** The compatible API's course object, field for field, plus what our own pages need. */
export function toLegacyCourse(r: CourseRow, publicUrl: string): LegacyCourse {
  return {
    maKhoaHoc: r.code,
    biDanh: r.slug,
    tenKhoaHoc: r.title,
    moTa: r.description,
    luotXem: Number(r.view_count),
    hinhAnh: absoluteUrl(r.image_url, publicUrl),
    maNhom: r.group_code,
    ngayTao: dayMonthYear(r.created_at),
    soLuongHocVien: Number(r.student_count),
    // Our courses name their instructor rather than a creating account: the instructor stands in.
    nguoiTao: {
      taiKhoan: slugify(r.instructor_name) || 'sen',
      hoTen: r.instructor_name,
      maLoaiNguoiDung: 'GV',
      tenLoaiNguoiDung: 'Giáo vụ',
    },
    danhMucKhoaHoc: { maDanhMucKhoahoc: r.category_code, tenDanhMucKhoaHoc: r.category_name },
    price: Number(r.price),
    discountPrice: money(r.discount_price),
    rating: Number(r.rating_average),
    totalRatings: Number(r.rating_count),
    level: level(r.level),
    duration: Number(r.duration_minutes),
    isBestseller: r.is_bestseller === 1,
    isNew: r.is_new === 1,
  };
}

export function toLegacyCategory(r: { code: string; name: string }): LegacyCourseCategory {
  return { maDanhMuc: r.code, tenDanhMuc: r.name };
}
