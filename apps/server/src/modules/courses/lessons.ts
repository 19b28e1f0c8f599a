import { randomUUID } from 'node:crypto';
import {
  type CourseSection,
  LESSON_KINDS,
  type LessonAttachment,
  type LessonKind,
  type LessonVideo,
  videoEmbedUrl,
} from '@sen/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { CourseLessonsTable } from '../../db/tables/courses';
import { parseJson } from '../catalog/mappers';
import type { Tx } from '../orders/db';

/** `courses.curriculum` as the seed (and future imports) write it; kind and content are optional. */
type CurriculumJson = Array<{
  title?: string;
  lessons?: Array<{ title?: string; durationMinutes?: number; kind?: string; content?: string }>;
}>;

interface CourseSource {
  id: string;
  title: string;
  short_description: string;
  instructor_name: string;
  curriculum: string;
}

export type LessonRow = CourseLessonsTable;

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Text of a lesson the curriculum gave only a title (HTML paragraphs): what it covers and what to practise. */
function articleText(course: CourseSource, section: string, lesson: string): string {
  const e = escapeHtml;
  const by = course.instructor_name || 'của khóa học';
  return [
    `<p>“${e(lesson)}” là một bài trong chương “${e(section)}” của khóa “${e(course.title)}”.</p>`,
    course.short_description ? `<p>${e(course.short_description)}</p>` : '',
    '<h3>Mục tiêu bài học</h3>',
    '<ul>',
    `<li>Hiểu khái niệm chính của “${e(lesson)}” và vì sao nó quan trọng trong chương “${e(section)}”.</li>`,
    '<li>Làm theo ví dụ mẫu từng bước cùng giảng viên.</li>',
    '<li>Nhận ra những lỗi người mới hay gặp và cách sửa.</li>',
    '</ul>',
    '<h3>Nội dung</h3>',
    `<p>Giảng viên ${e(by)} trình bày khái niệm, làm mẫu trên một ví dụ nhỏ rồi mở rộng dần. ` +
      'Hãy đọc kỹ từng bước và dừng lại thử ngay trên máy của bạn.</p>',
    '<h3>Thực hành</h3>',
    '<ol><li>Làm lại ví dụ của bài trên máy của bạn.</li><li>Thay đổi một chi tiết và quan sát kết quả.</li>' +
      '<li>Ghi lại một câu hỏi để mang tới buổi hỏi đáp.</li></ol>',
    '<p><strong>Khi đã làm được</strong>, hãy đánh dấu bài học là đã hoàn thành và chuyển sang bài tiếp theo.</p>',
  ]
    .filter(Boolean)
    .join('');
}

function lessonRows(course: CourseSource, now: string): CourseLessonsTable[] {
  const sections = parseJson<CurriculumJson>(course.curriculum, []);
  if (!Array.isArray(sections)) return [];
  return sections.flatMap((s, si) =>
    (Array.isArray(s.lessons) ? s.lessons : []).map((l, li) => {
      const section = String(s.title ?? `Chương ${si + 1}`);
      const title = String(l.title ?? `Bài ${li + 1}`);
      const kind: LessonKind = (LESSON_KINDS as readonly string[]).includes(l.kind ?? '') ? (l.kind as LessonKind) : 'article';
      return {
        id: randomUUID(),
        course_id: course.id,
        section_index: si,
        section_title: section,
        position: li,
        title,
        kind,
        duration_minutes: Math.max(0, Math.round(Number(l.durationMinutes) || 0)),
        content: typeof l.content === 'string' && l.content ? l.content : articleText(course, section, title),
        created_at: now,
        updated_at: now,
        // The first lesson of a course is its free preview until staff choose otherwise.
        is_preview: si === 0 && li === 0 ? 1 : 0,
        video_kind: '',
        video_ref: '',
        video_type: '',
        video_size: 0,
      };
    }),
  );
}

/** Inserts the lessons a course's curriculum JSON lists; a second, concurrent call inserts nothing. */
async function fill(db: Tx, course: CourseSource): Promise<number> {
  const rows = lessonRows(course, new Date().toISOString());
  if (!rows.length) return 0;
  const res = await db
    .insertInto('course_lessons')
    .values(rows)
    .onConflict((oc) => oc.columns(['course_id', 'section_index', 'position']).doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0);
}

/** The lessons of each course, in curriculum order. */
export async function lessonsOf(db: Tx, courseIds: string[]): Promise<Map<string, LessonRow[]>> {
  const map = new Map<string, LessonRow[]>(courseIds.map((id) => [id, []]));
  if (!courseIds.length) return map;
  const rows = await db
    .selectFrom('course_lessons')
    .selectAll()
    .where('course_id', 'in', courseIds)
    .orderBy('course_id')
    .orderBy('section_index')
    .orderBy('position')
    .execute();
  for (const r of rows) map.get(r.course_id)?.push(r);
  return map;
}

/** A course's lessons, filled from its curriculum JSON the first time (courses added after start). */
export async function courseLessons(db: Tx, course: CourseSource): Promise<LessonRow[]> {
  const rows = (await lessonsOf(db, [course.id])).get(course.id) ?? [];
  if (rows.length) return rows;
  if ((await fill(db, course)) === 0) return rows;
  return (await lessonsOf(db, [course.id])).get(course.id) ?? [];
}

/**
 * Fills the lessons of every course that has none yet. Runs when the server starts; the seed
 * may call it right after inserting courses. Returns the number of lessons inserted.
 */
export async function fillMissingLessons(db: Kysely<Database>): Promise<number> {
  const courses = await db
    .selectFrom('courses as c')
    .select(['c.id', 'c.title', 'c.short_description', 'c.instructor_name', 'c.curriculum'])
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('course_lessons as l').select('l.id').whereRef('l.course_id', '=', 'c.id'))),
    )
    .execute();
  let inserted = 0;
  for (const c of courses) inserted += await fill(db, c);
  return inserted;
}

/** The video a learner's player gets: our range-served address, or the provider's privacy embed. */
export function lessonVideo(code: string, r: LessonRow): LessonVideo | null {
  if (r.video_kind === 'upload' && r.video_ref) {
    const v = Date.parse(r.updated_at) || 0;
    return {
      kind: 'upload',
      src: `/api/v1/courses/${encodeURIComponent(code)}/lessons/${r.id}/video?v=${v}`,
      type: r.video_type,
      size: r.video_size,
    };
  }
  if ((r.video_kind === 'youtube' || r.video_kind === 'vimeo') && r.video_ref) {
    return { kind: r.video_kind, src: videoEmbedUrl(r.video_kind, r.video_ref), type: '', size: 0 };
  }
  return null;
}

type AttachmentRow = { id: string; lesson_id: string; name: string; size: number; content_type: string };

export function toAttachment(code: string, a: AttachmentRow): LessonAttachment {
  return {
    id: a.id,
    name: a.name,
    size: Number(a.size),
    contentType: a.content_type,
    url: `/api/v1/courses/${encodeURIComponent(code)}/lessons/${a.lesson_id}/attachments/${a.id}`,
  };
}

/** The attachments of these lessons, oldest first. */
export async function attachmentsOf(db: Tx, lessonIds: string[]): Promise<Map<string, AttachmentRow[]>> {
  const map = new Map<string, AttachmentRow[]>();
  if (!lessonIds.length) return map;
  const rows = await db
    .selectFrom('course_lesson_attachments')
    .select(['id', 'lesson_id', 'name', 'size', 'content_type'])
    .where('lesson_id', 'in', lessonIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  for (const r of rows) map.set(r.lesson_id, [...(map.get(r.lesson_id) ?? []), r]);
  return map;
}

/**
 * Sections in order; `content` (text, video, attachments) only for lessons the caller may read:
 * every lesson when `withContent`, else the free previews when `previews` is given.
 */
export function toSections(
  rows: LessonRow[],
  withContent: boolean,
  extra?: { code: string; attachments?: Map<string, AttachmentRow[]>; previews?: boolean },
): CourseSection[] {
  const sections: CourseSection[] = [];
  let current: (CourseSection & { index: number }) | null = null;
  for (const r of rows) {
    if (!current || current.index !== r.section_index) {
      current = { index: r.section_index, title: r.section_title, duration: 0, lessons: [] };
      sections.push(current);
    }
    current.duration += r.duration_minutes;
    const open = withContent || (Boolean(extra?.previews) && r.is_preview === 1);
    current.lessons.push({
      id: r.id,
      title: r.title,
      duration: r.duration_minutes,
      kind: r.kind as LessonKind,
      content: open ? r.content : null,
      isPreview: r.is_preview === 1,
      video: open && extra ? lessonVideo(extra.code, r) : null,
      attachments: open && extra ? (extra.attachments?.get(r.id) ?? []).map((a) => toAttachment(extra.code, a)) : [],
    });
  }
  return sections.map(({ title, duration, lessons }) => ({ title, duration, lessons }));
}
