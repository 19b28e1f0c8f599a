import type { Kysely } from 'kysely';

/*
 * The mega-menu staff edit (decision 0354): one row per column, in order. No row means the
 * menu is the category tree. Labels' translations and the column's links are JSON. Portable
 * types only (decision 0001).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('menu_columns')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('position', 'integer', (c) => c.notNull())
    /** category | link | label */
    .addColumn('kind', 'text', (c) => c.notNull())
    /** No foreign key: a removed category hides its column instead of blocking the removal. */
    .addColumn('category_id', 'text')
    .addColumn('href', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('label', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('translations', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('visible', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('links', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('menu_columns').ifExists().execute();
}
