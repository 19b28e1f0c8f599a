import type { LessonAttachment, LessonVideo } from './admin';
/**
 * Course shapes. Two families: the compatible e-learning API (`Legacy*`, Vietnamese field names
 * kept exactly as existing clients read them, answered without the envelope — decision 0050)
 * and our own enveloped API for the web (`Course`, `CourseDetail`, `MyCourse`…).
 */

export const COURSE_LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];

/** article: `content` is plain text, paragraphs separated by a blank line; video: a video URL; quiz: the questions as text. */
export const LESSON_KINDS = ['video', 'article', 'quiz'] as const;
export type LessonKind = (typeof LESSON_KINDS)[number];

/** How an enrolment came about: a free course, a paid order, or staff. */
export const ENROLLMENT_SOURCES = ['free', 'order', 'staff'] as const;
export type EnrollmentSource = (typeof ENROLLMENT_SOURCES)[number];

/** The course group every demo course belongs to (spec 1 §9). */
export const DEFAULT_COURSE_GROUP = 'GP01';

export const COURSE_SORTS = ['popular', 'newest', 'rating', 'price_asc', 'price_desc', 'title'] as const;
export type CourseSort = (typeof COURSE_SORTS)[number];

export interface CourseLesson {
  id: string;
  title: string;
  /** Minutes. */
  duration: number;
  kind: LessonKind;
  /** Only for enrolled users and staff; null in the public outline. */
  content: string | null;
  /** A free preview: readable before enrolling. */
  isPreview: boolean;
  /** With the content only. */
  video: LessonVideo | null;
  attachments: LessonAttachment[];
}

export interface CourseSection {
  title: string;
  /** Minutes, the sum of its lessons. */
  duration: number;
  lessons: CourseLesson[];
}

/* ---------- the compatible API (QuanLyKhoaHoc / QuanLyNguoiDung) ---------- */

export interface LegacyCourseCreator {
  taiKhoan: string;
  hoTen: string;
  /** 'GV' staff/teacher, 'HV' learner. */
  maLoaiNguoiDung: 'GV' | 'HV';
  tenLoaiNguoiDung: string;
}

export interface LegacyCourse {
  maKhoaHoc: string;
  /** The slug. */
  biDanh: string;
  tenKhoaHoc: string;
  moTa: string;
  luotXem: number;
  /** Absolute URL (PUBLIC_URL + path) so clients on another origin can show it. */
  hinhAnh: string;
  maNhom: string;
  /** dd/MM/yyyy, Vietnam time. */
  ngayTao: string;
  soLuongHocVien: number;
  nguoiTao: LegacyCourseCreator;
  /** `maDanhMucKhoahoc` with a lower-case h, exactly as the original API spells it. */
  danhMucKhoaHoc: { maDanhMucKhoahoc: string; tenDanhMucKhoaHoc: string };
  /* Ours, for our own pages: */
  price: number;
  discountPrice: number | null;
  rating: number;
  totalRatings: number;
  level: CourseLevel;
  /** Minutes. */
  duration: number;
  isBestseller: boolean;
  isNew: boolean;
}

/** LayThongTinKhoaHoc: the course with its outline (lesson content is null there). */
export interface LegacyCourseDetail extends LegacyCourse {
  curriculum: CourseSection[];
}

export interface LegacyCourseCategory {
  maDanhMuc: string;
  tenDanhMuc: string;
}

/** LayDanhSachKhoaHoc_PhanTrang; `count` is the number of items on this page. */
export interface LegacyCoursePage {
  currentPage: number;
  count: number;
  totalPages: number;
  totalCount: number;
  items: LegacyCourse[];
}

/** QuanLyNguoiDung/DangNhap. */
export interface LegacySignedIn {
  taiKhoan: string;
  email: string;
  soDT: string;
  maNhom: string;
  maLoaiNguoiDung: 'GV' | 'HV';
  hoTen: string;
  accessToken: string;
}

/* ---------- our own API ---------- */

export interface CourseCategory {
  _id: string;
  code: string;
  name: string;
  slug: string;
  /** Active courses in it. */
  courseCount: number;
}

/** A course card and list item: a superset of the search's CourseResult, so one card shows both. */
export interface Course {
  _id: string;
  id: string;
  code: string;
  slug: string;
  title: string;
  shortDescription: string;
  description: string;
  imageUrl: string;
  instructor: string;
  /** Category name (as in search results); code and slug beside it. */
  category: string;
  categoryCode: string;
  categorySlug: string;
  groupCode: string;
  /** List price. */
  price: number;
  /** Lower price now asked, or null. */
  discountPrice: number | null;
  /** What enrolling costs: discountPrice when lower, else price. 0 = free, enrol directly. */
  finalPrice: number;
  isFree: boolean;
  rating: number;
  totalRatings: number;
  studentCount: number;
  viewCount: number;
  level: CourseLevel;
  /** Minutes. */
  duration: number;
  lessonCount: number;
  isBestseller: boolean;
  isNew: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface CourseDetail extends Course {
  curriculum: CourseSection[];
}

export interface CourseProgress {
  completedLessons: number;
  totalLessons: number;
  /** Whole percent, rounded down: 100 only when every lesson is done. */
  percent: number;
  completedLessonIds: string[];
  /** Where "continue learning" goes: the lesson left open, else the next one not done. */
  resumeLessonId: string | null;
  lastLessonId: string | null;
  lastActivityAt: string | null;
}

export interface CourseEnrollment {
  source: EnrollmentSource;
  enrolledAt: string;
  orderId: string | null;
}

/** GET /me/courses item. */
export interface MyCourse {
  course: Course;
  enrollment: CourseEnrollment;
  progress: CourseProgress;
  resumeLessonTitle: string | null;
}

/** GET /me/courses/{code}: the learning page's data; content only when `canAccessContent`. */
export interface MyCourseDetail {
  course: CourseDetail;
  enrolled: boolean;
  canAccessContent: boolean;
  enrollment: CourseEnrollment | null;
  progress: CourseProgress | null;
}

/** GET /me/courses/{code}/lessons/{lessonId}. */
export interface LessonView {
  courseCode: string;
  sectionTitle: string;
  lesson: CourseLesson;
  completed: boolean;
  previousLessonId: string | null;
  nextLessonId: string | null;
  progress: CourseProgress | null;
  /** Where the learner stopped in this lesson's video (seconds; 0 from the start). */
  position: number;
  /** False when the lesson is open only as a free preview. */
  enrolled: boolean;
}

/** Answer of enrol / cancel on our own API. */
export interface EnrollmentResult {
  courseCode: string;
  enrolled: boolean;
  enrollment: CourseEnrollment | null;
  studentCount: number;
}
