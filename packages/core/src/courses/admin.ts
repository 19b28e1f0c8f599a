import { z } from 'zod';
import { COURSE_LEVELS } from './types';

/* The course back office (issue 17): staff forms and the learner's video position. */

const text = (max: number) => z.string().trim().max(max);
const int = (max: number) => z.coerce.number({ message: 'courses.price.invalid' }).int().min(0).max(max);
const flag = z.union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')]);

/** GET /admin/courses */
export const adminCourseListQuerySchema = z.object({
  q: text(200).optional(),
  category: text(64).optional(),
  /** '' any, 'true' published only, 'false' hidden only. */
  published: z.enum(['', 'true', 'false']).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminCourseListQuery = z.output<typeof adminCourseListQuerySchema>;

/** POST/PUT /admin/courses: the course's own fields (the image is an address the image pipeline gave). */
export const adminCourseFormSchema = z.object({
  code: z
    .string({ message: 'courses.code.required' })
    .trim()
    .min(1, { message: 'courses.code.required' })
    .max(64)
    .regex(/^[A-Za-z0-9._-]+$/, { message: 'courses.code.format' }),
  title: z.string({ message: 'courses.title.required' }).trim().min(1, { message: 'courses.title.required' }).max(200),
  /** The address name (slug); empty: made from the name. */
  alias: text(200).default(''),
  description: text(20_000).default(''),
  imageUrl: text(2000).default(''),
  categoryCode: z
    .string({ message: 'courses.category.required' })
    .trim()
    .min(1, { message: 'courses.category.required' })
    .max(64),
  price: int(10_000_000_000),
  discountPrice: z.union([int(10_000_000_000), z.literal(''), z.null()]).default(null),
  level: z.enum(COURSE_LEVELS).default('Beginner'),
  durationMinutes: int(100_000).default(0),
  instructorName: text(120).default(''),
  published: flag.default(true),
});
export type AdminCourseForm = z.output<typeof adminCourseFormSchema>;
export type AdminCourseFormInput = z.input<typeof adminCourseFormSchema>;

export const adminCourseIdParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });
export const adminLessonParamsSchema = adminCourseIdParamsSchema.extend({ lessonId: z.string().trim().min(1).max(64) });
export const adminAttachmentParamsSchema = adminLessonParamsSchema.extend({ attachmentId: z.string().trim().min(1).max(64) });
export const adminEnrolmentParamsSchema = adminCourseIdParamsSchema.extend({ userId: z.string().trim().min(1).max(64) });

/** A YouTube or Vimeo address as the provider and its video id; null for anything else. */
export function parseVideoLink(input: string): { kind: 'youtube' | 'vimeo'; id: string } | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname
    .toLowerCase()
    .replace(/^www\./, '')
    .replace(/^m\./, '');
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | null = null;
  if (host === 'youtu.be') id = parts[0] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (parts[0] === 'watch') id = url.searchParams.get('v');
    else if (['embed', 'shorts', 'live', 'v'].includes(parts[0] ?? '')) id = parts[1] ?? null;
    if (id && /^[A-Za-z0-9_-]{11}$/.test(id)) return { kind: 'youtube', id };
    return null;
  } else if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const n = parts.find((p) => /^\d{5,12}$/.test(p));
    return n ? { kind: 'vimeo', id: n } : null;
  }
  return id && /^[A-Za-z0-9_-]{11}$/.test(id) ? { kind: 'youtube', id } : null;
}

/** The privacy embed of a linked video: no cookies from YouTube, "do not track" on Vimeo. */
export function videoEmbedUrl(kind: 'youtube' | 'vimeo', id: string): string {
  return kind === 'youtube'
    ? `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?rel=0`
    : `https://player.vimeo.com/video/${encodeURIComponent(id)}?dnt=1`;
}

const videoLink = text(500)
  .default('')
  .refine((v) => v === '' || parseVideoLink(v) !== null, { message: 'courses.videoUrl.invalid' });

/** POST/PUT /admin/courses/{id}/lessons. `sectionIndex` past the last section starts a new one titled `sectionTitle`. */
export const adminLessonFormSchema = z.object({
  sectionIndex: z.coerce.number().int().min(0).max(1000),
  sectionTitle: text(200).default(''),
  title: z.string({ message: 'courses.lesson.title' }).trim().min(1, { message: 'courses.lesson.title' }).max(200),
  durationMinutes: int(10_000).default(0),
  /** Rich text (HTML); sanitized by the server. */
  content: z.string().max(200_000).default(''),
  isPreview: flag.default(false),
  /** A YouTube/Vimeo link; '' keeps an uploaded file or no video. */
  videoUrl: videoLink,
});
export type AdminLessonForm = z.output<typeof adminLessonFormSchema>;
export type AdminLessonFormInput = z.input<typeof adminLessonFormSchema>;

/** PUT /admin/courses/{id}/sections/{index} */
export const adminSectionFormSchema = z.object({
  title: z.string({ message: 'courses.section.title' }).trim().min(1, { message: 'courses.section.title' }).max(200),
});

/** PUT /admin/courses/{id}/curriculum: the whole order, every lesson once. */
export const adminCurriculumOrderSchema = z.object({
  sections: z.array(z.object({ title: text(200).min(1), lessonIds: z.array(z.string().min(1).max(64)).max(500) })).max(200),
});
export type AdminCurriculumOrder = z.output<typeof adminCurriculumOrderSchema>;

/** GET /admin/courses/{id}/enrollments */
export const adminEnrolmentQuerySchema = z.object({
  status: z.enum(['active', 'pending']).default('active'),
  q: text(200).optional(),
});

/** POST /admin/courses/{id}/enrollments: enrol an account by e-mail. */
export const adminEnrolByEmailSchema = z.object({
  email: z.string({ message: 'courses.email.invalid' }).trim().toLowerCase().email({ message: 'courses.email.invalid' }).max(254),
});

/** PUT /me/courses/{code}/lessons/{lessonId}/position */
export const lessonPositionSchema = z.object({ seconds: z.coerce.number().min(0).max(1_000_000) });

export interface LessonVideo {
  kind: 'upload' | 'youtube' | 'vimeo';
  /** Upload: our address (served with range requests); link: the privacy embed. */
  src: string;
  /** The content type of an upload; '' for a link. */
  type: string;
  size: number;
}

export interface LessonAttachment {
  id: string;
  name: string;
  size: number;
  contentType: string;
  url: string;
}

export interface AdminCourse {
  id: string;
  code: string;
  title: string;
  alias: string;
  description: string;
  imageUrl: string;
  categoryCode: string;
  categoryName: string;
  price: number;
  discountPrice: number | null;
  level: (typeof COURSE_LEVELS)[number];
  durationMinutes: number;
  instructorName: string;
  published: boolean;
  studentCount: number;
  pendingCount: number;
  lessonCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface AdminLesson {
  id: string;
  sectionIndex: number;
  sectionTitle: string;
  position: number;
  title: string;
  durationMinutes: number;
  content: string;
  isPreview: boolean;
  video: LessonVideo | null;
  /** The link as staff typed it back (for the form); '' for an upload or none. */
  videoUrl: string;
  attachments: LessonAttachment[];
}

export interface AdminSection {
  index: number;
  title: string;
  lessons: AdminLesson[];
}

export interface AdminEnrolment {
  userId: string;
  email: string;
  name: string;
  username: string;
  status: 'active' | 'pending';
  source: string;
  enrolledAt: string;
  completedLessons: number;
  totalLessons: number;
  percent: number;
  lastActivityAt: string | null;
}
