import type { Kysely } from 'kysely';

/*
 * Content written by staff (issue 15, spec decision 14): blog posts, blog categories and
 * testimonials gain their other languages (the vi columns stay the stored, required text; decision
 * 0100), blog posts their SEO fields, banners their display window. Portable types only (decision 0001).
 */
const TRANSLATED = ['blog_posts', 'blog_categories', 'testimonials'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TRANSLATED) {
    await db.schema
      .alterTable(table)
      .addColumn('translations', 'text', (c) => c.notNull().defaultTo('{}'))
      .execute();
  }
  await db.schema
    .alterTable('blog_posts')
    .addColumn('meta_title', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('blog_posts')
    .addColumn('meta_description', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  // ISO instants; null = no bound. A slide shows while starts_at <= now < ends_at.
  await db.schema.alterTable('banners').addColumn('starts_at', 'text').execute();
  await db.schema.alterTable('banners').addColumn('ends_at', 'text').execute();
  await db.schema.createIndex('blog_posts_status_published_idx').on('blog_posts').columns(['status', 'published_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('blog_posts_status_published_idx').ifExists().execute();
  await db.schema.alterTable('banners').dropColumn('ends_at').execute();
  await db.schema.alterTable('banners').dropColumn('starts_at').execute();
  await db.schema.alterTable('blog_posts').dropColumn('meta_description').execute();
  await db.schema.alterTable('blog_posts').dropColumn('meta_title').execute();
  for (const table of TRANSLATED) await db.schema.alterTable(table).dropColumn('translations').execute();
}
