import type { Kysely } from 'kysely';
import { SEEDED_BLOCK_PAGES } from './0053_block_pages_data';

/*
 * Pages built from blocks (decision 0352): about, FAQ and landing, seeded once with the texts that
 * shipped in the code (their English also filling French, German and Japanese, as the pages
 * showed before). `blocks` and each translation's blocks are JSON. Portable types (decision 0001).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('block_pages')
    .addColumn('slug', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('lead', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('blocks', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('translations', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  const at = '2026-11-24T00:00:00.000Z';
  const rows = Object.entries(SEEDED_BLOCK_PAGES).map(([slug, p]) => ({
    slug,
    title: p.vi.title,
    lead: p.vi.lead,
    blocks: JSON.stringify(p.vi.blocks),
    translations: JSON.stringify({ en: p.en, fr: p.en, de: p.en, ja: p.en }),
    updated_at: at,
  }));
  await (db as Kysely<{ block_pages: (typeof rows)[number] }>).insertInto('block_pages').values(rows).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('block_pages').ifExists().execute();
}
