import { type Kysely, sql } from 'kysely';

/*
 * Real lesson content (issue 17, decision 0300): a lesson's rich text (HTML, sanitized on write),
 * its video (a file in storage, or a YouTube/Vimeo id), the free-preview flag, attachments, and
 * where each learner stopped in each lesson's video. Portable types only (decision 0001).
 */
const ts = 'text' as const;

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('course_lessons')
    .addColumn('is_preview', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // '' (none) | 'upload' | 'youtube' | 'vimeo'
  await db.schema
    .alterTable('course_lessons')
    .addColumn('video_kind', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  // The storage key of an uploaded file, or the provider's video id.
  await db.schema
    .alterTable('course_lessons')
    .addColumn('video_ref', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('course_lessons')
    .addColumn('video_type', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('course_lessons')
    .addColumn('video_size', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('course_lesson_attachments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('lesson_id', 'text', (c) => c.notNull().references('course_lessons.id').onDelete('cascade'))
    .addColumn('course_id', 'text', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('course_lesson_attachments_lesson_idx')
    .on('course_lesson_attachments')
    .column('lesson_id')
    .execute();

  await db.schema
    .createTable('lesson_positions')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('lesson_id', 'text', (c) => c.notNull().references('course_lessons.id').onDelete('cascade'))
    .addColumn('course_id', 'text', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('seconds', 'double precision', (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addPrimaryKeyConstraint('lesson_positions_pk', ['user_id', 'lesson_id'])
    .execute();

  // Lesson text was plain paragraphs; it is HTML from now on.
  const rows = await sql<{ id: string; content: string }>`select id, content from course_lessons`.execute(db);
  for (const r of rows.rows) {
    if (r.content.trim().startsWith('<')) continue;
    const html = r.content
      .split(/\n{2,}/)
      .map((p) => p.trim())
      .filter(Boolean)
      .map((p) => `<p>${escapeHtml(p)}</p>`)
      .join('');
    await sql`update course_lessons set content = ${html} where id = ${r.id}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('lesson_positions').ifExists().execute();
  await db.schema.dropTable('course_lesson_attachments').ifExists().execute();
  for (const c of ['video_size', 'video_type', 'video_ref', 'video_kind', 'is_preview']) {
    await db.schema.alterTable('course_lessons').dropColumn(c).execute();
  }
}
