import { randomUUID } from 'node:crypto';
import { foldText, slugify } from '@sen/core';
import type { Insertable } from 'kysely';
import type { CourseCategoriesTable, CoursesTable } from '../../db/schema';
import { COURSE_CATEGORIES, COURSES } from './courses-data';
import { courseSvg, type ImageFile, urlOf } from './images';
import { type Db, daysFrom, hashString, idsBy, insertMissing, intBetween, json, rng } from './util';

const courseImage = (code: string) => `demo/courses/${code.toLowerCase()}.svg`;
const hueOf = (cat: string) => COURSE_CATEGORIES.find((c) => c.code === cat)?.hue ?? 200;

export function courseImages(): ImageFile[] {
  return COURSES.map((c) => ({
    file: courseImage(c.code),
    render: () => courseSvg(c.code, c.title, hueOf(c.cat) + (hashString(c.code) % 30)),
  }));
}

export async function seedCourses(db: Db, now: Date): Promise<{ course_categories: number; courses: number }> {
  const categories: Insertable<CourseCategoriesTable>[] = COURSE_CATEGORIES.map((c, i) => ({
    id: randomUUID(),
    code: c.code,
    name: c.name,
    slug: slugify(c.name),
    display_order: i + 1,
  }));
  const insertedCategories = await insertMissing(db, 'course_categories', 'code', categories);
  const categoryIds = await idsBy(db, 'course_categories', 'code');

  const courses: Insertable<CoursesTable>[] = COURSES.map((c) => {
    const rand = rng(c.code);
    const curriculum = c.sections.map((s) => {
      const [title = s, lessons = ''] = s.split(': ');
      return {
        title,
        lessons: lessons.split('; ').map((l) => ({ title: l, durationMinutes: intBetween(rand, 8, 45) })),
      };
    });
    const duration = curriculum.flatMap((s) => s.lessons).reduce((sum, l) => sum + l.durationMinutes, 0);
    const students = c.bs ? intBetween(rand, 2500, 12000) : intBetween(rand, 150, 2400);
    const created = daysFrom(now, c.n ? -intBetween(rand, 3, 25) : -intBetween(rand, 60, 400));
    return {
      id: randomUUID(),
      code: c.code,
      title: c.title,
      title_folded: foldText(c.title),
      slug: slugify(c.title),
      group_code: 'GP01',
      short_description: c.about,
      description: `${c.about} Khóa học gồm ${curriculum.length} chương, bài giảng video kèm bài tập thực hành và hỗ trợ hỏi đáp trực tiếp cùng giảng viên ${c.by}.`,
      image_url: urlOf(courseImage(c.code)),
      instructor_name: c.by,
      category_id: categoryIds.get(c.cat) ?? '',
      price: c.price,
      discount_price: c.sale || null,
      rating_average: Math.round((c.bs ? 4.6 + rand() * 0.4 : 4.0 + rand() * 0.8) * 10) / 10,
      rating_count: Math.round(students * (0.1 + rand() * 0.15)),
      student_count: students,
      view_count: students * intBetween(rand, 4, 9),
      level: c.level,
      duration_minutes: duration,
      is_bestseller: c.bs ? 1 : 0,
      is_new: c.n ? 1 : 0,
      is_active: 1,
      curriculum: json(curriculum),
      created_at: created,
      updated_at: created,
    };
  });
  const insertedCourses = await insertMissing(db, 'courses', 'code', courses);
  return { course_categories: insertedCategories.length, courses: insertedCourses.length };
}
