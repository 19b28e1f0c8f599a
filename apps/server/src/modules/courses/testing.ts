/* Helpers for the courses tests (imported by *.test.ts only). */
import { randomUUID } from 'node:crypto';
import { foldText, slugify } from '@sen/core';
import type { FastifyInstance } from 'fastify';
import type { TestDialect } from '../../../test/helpers';
import { type Harness, harness } from '../auth/testing';
import { commerceHarness } from '../orders/testing';
import { seedCourses } from '../seed/courses';

/** A migrated database with the 22 demo courses in 6 categories; with `commerce`, payment methods too. */
export async function coursesHarness(dialect: TestDialect, opts: { commerce?: boolean } = {}): Promise<Harness> {
  const h = opts.commerce ? await commerceHarness(dialect) : await harness(dialect);
  await seedCourses(h.app.db, new Date());
  return h;
}

/** A course of our own making (the demo ones are all paid): two sections, three lessons. */
export async function addTestCourse(
  app: FastifyInstance,
  opts: { title?: string; price?: number; discountPrice?: number | null; categoryCode?: string; createdAt?: string } = {},
) {
  const category = await app.db
    .selectFrom('course_categories')
    .select('id')
    .where('code', '=', opts.categoryCode ?? 'TuDuy')
    .executeTakeFirstOrThrow();
  const id = randomUUID();
  const code = `T${id.slice(0, 7).toUpperCase()}`;
  const title = opts.title ?? `Khóa học thử ${code}`;
  const now = opts.createdAt ?? new Date().toISOString();
  const curriculum = [
    {
      title: 'Bắt đầu',
      lessons: [
        { title: 'Giới thiệu', durationMinutes: 5 },
        { title: 'Cài đặt', durationMinutes: 12 },
      ],
    },
    { title: 'Thực hành', lessons: [{ title: 'Bài tập đầu tiên', durationMinutes: 20 }] },
  ];
  await app.db
    .insertInto('courses')
    .values({
      id,
      code,
      title,
      title_folded: foldText(title),
      slug: `${slugify(title)}-${code.toLowerCase()}`,
      group_code: 'GP01',
      short_description: 'Khóa học dùng trong kiểm thử.',
      description: 'Khóa học dùng trong kiểm thử, ba bài học.',
      image_url: '/uploads/demo/courses/test.svg',
      instructor_name: 'Lê Minh Tâm',
      category_id: category.id,
      price: opts.price ?? 0,
      discount_price: opts.discountPrice ?? null,
      rating_average: 4.5,
      rating_count: 10,
      student_count: 0,
      view_count: 0,
      level: 'Beginner',
      duration_minutes: 37,
      is_bestseller: 0,
      is_new: 1,
      is_active: 1,
      curriculum: JSON.stringify(curriculum),
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { id, code, title };
}

export async function courseCounts(app: FastifyInstance, id: string) {
  const row = await app.db
    .selectFrom('courses')
    .select(['student_count', 'view_count'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { students: Number(row.student_count), views: Number(row.view_count) };
}
