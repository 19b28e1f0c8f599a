import { randomUUID } from 'node:crypto';
import { type CourseSection, LESSON_KINDS, type LessonKind } from '@sen/core';
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

/** Text of a lesson the curriculum gave only a title: what it covers and what to practise. */
function articleText(course: CourseSource, section: string, lesson: string): string {
  return [
    `“${lesson}” là một bài trong chương “${section}” của khóa “${course.title}”.`,
    course.short_description,
    `Trong bài này, giảng viên ${course.instructor_name || 'của khóa học'} trình bày khái niệm chính của “${lesson}”, ` +
      'làm mẫu từng bước và chỉ ra những lỗi người mới hay gặp.',
    'Thực hành: làm lại ví dụ của bài trên máy của bạn, thay đổi một chi tiết và quan sát kết quả. ' +
      'Khi đã chạy được, hãy đánh dấu bài học là đã hoàn thành và chuyển sang bài tiếp theo.',
  ]
    .filter(Boolean)
    .join('\n\n');
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

/** Sections in order; `content` only when the caller may read it. */
export function toSections(rows: LessonRow[], withContent: boolean): CourseSection[] {
  const sections: CourseSection[] = [];
  let current: (CourseSection & { index: number }) | null = null;
  for (const r of rows) {
    if (!current || current.index !== r.section_index) {
      current = { index: r.section_index, title: r.section_title, duration: 0, lessons: [] };
      sections.push(current);
    }
    current.duration += r.duration_minutes;
    current.lessons.push({
      id: r.id,
      title: r.title,
      duration: r.duration_minutes,
      kind: r.kind as LessonKind,
      content: withContent ? r.content : null,
    });
  }
  return sections.map(({ title, duration, lessons }) => ({ title, duration, lessons }));
}
