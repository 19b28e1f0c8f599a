import type { Kysely } from 'kysely';

/* Course lessons, enrolments and progress. Portable types only (decision 0001). */
const ts = 'text' as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('course_lessons')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('course_id', 'text', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('section_index', 'integer', (c) => c.notNull())
    .addColumn('section_title', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('article'))
    .addColumn('duration_minutes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  // Also what makes filling a course's lessons from two requests at once insert them once.
  await db.schema
    .createIndex('course_lessons_place_idx')
    .on('course_lessons')
    .columns(['course_id', 'section_index', 'position'])
    .unique()
    .execute();

  await db.schema
    .createTable('course_enrollments')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('course_id', 'text', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.references('orders.id').onDelete('set null'))
    .addColumn('enrolled_at', ts, (c) => c.notNull())
    .addColumn('cancelled_at', ts)
    .addColumn('last_lesson_id', 'text', (c) => c.references('course_lessons.id').onDelete('set null'))
    .addColumn('last_activity_at', ts)
    .addPrimaryKeyConstraint('course_enrollments_pk', ['user_id', 'course_id'])
    .execute();
  await db.schema
    .createIndex('course_enrollments_course_idx')
    .on('course_enrollments')
    .columns(['course_id', 'status'])
    .execute();

  await db.schema
    .createTable('lesson_progress')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('course_id', 'text', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('lesson_id', 'text', (c) => c.notNull().references('course_lessons.id').onDelete('cascade'))
    .addColumn('completed_at', ts, (c) => c.notNull())
    .addPrimaryKeyConstraint('lesson_progress_pk', ['user_id', 'lesson_id'])
    .execute();
  await db.schema.createIndex('lesson_progress_course_idx').on('lesson_progress').columns(['user_id', 'course_id']).execute();

  // Lists and pages filter on these.
  await db.schema.createIndex('courses_group_idx').on('courses').columns(['group_code', 'is_active']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('courses_group_idx').ifExists().execute();
  for (const t of ['lesson_progress', 'course_enrollments', 'course_lessons']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
