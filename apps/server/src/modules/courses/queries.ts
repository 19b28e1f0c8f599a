import { type CourseSort, foldedWords } from '@sen/core';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { Tx } from '../orders/db';

/** What the lists filter on. Inactive courses are never listed. */
export interface CourseFilter {
  group?: string;
  /** Accent-insensitive: every word must be in the title. */
  q?: string;
  categoryId?: string;
  level?: string;
  ids?: string[];
  /** Learners keep the courses they enrolled in even when staff take them off the catalogue. */
  includeInactive?: boolean;
}

function filtered(db: Tx, f: CourseFilter) {
  let q = db.selectFrom('courses as c').innerJoin('course_categories as k', 'k.id', 'c.category_id');
  if (!f.includeInactive) q = q.where('c.is_active', '=', 1);
  if (f.ids) q = q.where('c.id', 'in', f.ids.length ? f.ids : ['']);
  if (f.group) q = q.where('c.group_code', '=', f.group);
  if (f.categoryId) q = q.where('c.category_id', '=', f.categoryId);
  if (f.level) q = q.where('c.level', '=', f.level);
  for (const w of foldedWords(f.q ?? '').slice(0, 8)) q = q.where('c.title_folded', 'like', `%${w}%`);
  return q;
}

function withColumns(q: ReturnType<typeof filtered>) {
  return q.select((eb) => [
    'c.id',
    'c.code',
    'c.title',
    'c.slug',
    'c.group_code',
    'c.short_description',
    'c.description',
    'c.image_url',
    'c.instructor_name',
    'c.price',
    'c.discount_price',
    'c.rating_average',
    'c.rating_count',
    'c.student_count',
    'c.view_count',
    'c.level',
    'c.duration_minutes',
    'c.is_bestseller',
    'c.is_new',
    'c.is_active',
    'c.curriculum',
    'c.created_at',
    'c.updated_at',
    'k.id as category_id',
    'k.code as category_code',
    'k.name as category_name',
    'k.slug as category_slug',
    eb
      .selectFrom('course_lessons as l')
      .select((l) => l.fn.countAll<number>().as('n'))
      .whereRef('l.course_id', '=', 'c.id')
      .as('lesson_count'),
  ]);
}

export type CourseRow = Awaited<ReturnType<ReturnType<typeof withColumns>['execute']>>[number];

const ORDER: Record<CourseSort, Array<[string, 'asc' | 'desc']>> = {
  popular: [
    ['c.student_count', 'desc'],
    ['c.rating_average', 'desc'],
  ],
  newest: [['c.created_at', 'desc']],
  rating: [
    ['c.rating_average', 'desc'],
    ['c.rating_count', 'desc'],
  ],
  price_asc: [],
  price_desc: [],
  title: [['c.title', 'asc']],
};

/** One page of courses and the total, for both the compatible and our own lists. */
export async function listCourses(
  db: Kysely<Database>,
  f: CourseFilter,
  opts: { sort: CourseSort | 'created'; offset?: number; limit?: number },
): Promise<{ rows: CourseRow[]; total: number }> {
  let q = withColumns(filtered(db, f));
  if (opts.sort === 'created') q = q.orderBy('c.created_at', 'desc');
  else if (opts.sort === 'price_asc' || opts.sort === 'price_desc') {
    const dir = opts.sort === 'price_asc' ? sql`asc` : sql`desc`;
    // What enrolling costs: the discount price when lower (courseFinalPrice).
    q = q.orderBy(
      sql`case when c.discount_price is not null and c.discount_price < c.price then c.discount_price else c.price end ${dir}`,
    );
  } else for (const [col, dir] of ORDER[opts.sort]) q = q.orderBy(sql.ref(col), dir);
  q = q.orderBy('c.id');
  if (opts.limit !== undefined) q = q.limit(opts.limit).offset(opts.offset ?? 0);
  const paged = opts.limit !== undefined;
  const [rows, count] = await Promise.all([
    q.execute(),
    paged
      ? filtered(db, f)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      : null,
  ]);
  return { rows, total: count ? Number(count.n) : rows.length };
}

/** One course by code (any case) or, with `slug`, by slug too; active ones unless told. */
export async function findCourse(
  db: Tx,
  ref: string,
  opts: { slug?: boolean; includeInactive?: boolean } = {},
): Promise<CourseRow | undefined> {
  const value = ref.trim();
  return withColumns(filtered(db, { includeInactive: opts.includeInactive }))
    .where((eb) =>
      eb.or([eb('c.code', 'in', [value, value.toUpperCase()]), ...(opts.slug ? [eb('c.slug', '=', value.toLowerCase())] : [])]),
    )
    .executeTakeFirst();
}

/** Counts a view (luotXem) and answers the course with it. */
export async function viewCourse(db: Kysely<Database>, ref: string, opts: { slug?: boolean } = {}) {
  const course = await findCourse(db, ref, opts);
  if (!course) return undefined;
  await db
    .updateTable('courses')
    .set((eb) => ({ view_count: eb('view_count', '+', 1) }))
    .where('id', '=', course.id)
    .execute();
  return { ...course, view_count: Number(course.view_count) + 1 };
}

export async function courseCategories(db: Kysely<Database>) {
  return db
    .selectFrom('course_categories as k')
    .select((eb) => [
      'k.id',
      'k.code',
      'k.name',
      'k.slug',
      eb
        .selectFrom('courses as c')
        .select((c) => c.fn.countAll<number>().as('n'))
        .whereRef('c.category_id', '=', 'k.id')
        .where('c.is_active', '=', 1)
        .as('course_count'),
    ])
    .orderBy('k.display_order')
    .orderBy('k.name')
    .execute();
}

/** A category by its code (any case: clients send "frontend" for "FrontEnd") or slug. */
export async function findCategory(db: Kysely<Database>, ref: string) {
  const value = ref.trim().toLowerCase();
  return db
    .selectFrom('course_categories')
    .select(['id', 'code', 'name', 'slug'])
    .where((eb) => eb.or([eb(eb.fn('lower', ['code']), '=', value), eb('slug', '=', value)]))
    .executeTakeFirst();
}
