import type { Kysely } from 'kysely';
import { SEEDED_PAGES } from './0039_pages_data';

/*
 * Pages staff edit (issue 15): the terms and the privacy policy, seeded with the texts that shipped
 * with the code (their English serves French, German and Japanese too, as before). Portable types
 * only (decision 0001).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pages')
    .addColumn('slug', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('lead', 'text', (c) => c.notNull().defaultTo(''))
    // Sanitized HTML (modules/content/sanitize.ts).
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('meta_title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('meta_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('translations', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  const at = '2026-11-01T00:00:00.000Z';
  const rows = Object.entries(SEEDED_PAGES).map(([slug, p]) => ({
    slug,
    title: p.vi.title,
    lead: p.vi.lead,
    content: p.vi.content,
    meta_title: '',
    meta_description: '',
    translations: JSON.stringify({ en: p.en, fr: p.en, de: p.en, ja: p.en }),
    updated_at: at,
  }));
  await (db as Kysely<{ pages: (typeof rows)[number] }>).insertInto('pages').values(rows).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pages').ifExists().execute();
}
