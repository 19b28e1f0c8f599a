import { type Kysely, SqliteAdapter } from 'kysely';

/*
 * Storefront browsing: contact messages, searched terms, and the indexes that keep the
 * product listing fast at 100k products (docs/decisions/0020-product-listing-index.md).
 */
const ts = 'text' as const;

/** Status and id first (the WHERE and the keyset order of the chunked read), then every column buildSnapshot reads. */
const SNAPSHOT_COLUMNS = [
  'status',
  'id',
  'category_id',
  'brand_id',
  'price',
  'rating_average',
  'rating_count',
  'quantity',
  'sold',
  'created_at',
  'is_on_sale',
  'sale_start',
  'sale_end',
  'is_new',
  'is_bestseller',
  'name_folded',
  'tags',
] as const;

function isSqlite(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('vi'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('contact_messages_created_idx').on('contact_messages').columns(['status', 'created_at']).execute();

  await db.schema
    .createTable('search_terms')
    .addColumn('term', 'text', (c) => c.primaryKey())
    .addColumn('display', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_searched_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('search_terms_count_idx').on('search_terms').column('count').execute();

  // The product listing reads these columns of every published product into memory
  // (modules/products/snapshot.ts); covering them lets SQLite read this narrow index instead of
  // the wide rows. PostgreSQL's sequential scan is as fast, so it is not given the index.
  if (isSqlite(db)) {
    await db.schema
      .createIndex('products_snapshot_idx')
      .on('products')
      .columns([...SNAPSHOT_COLUMNS])
      .execute();
  }
  await db.schema.createIndex('blog_posts_published_idx').on('blog_posts').columns(['status', 'published_at']).execute();
  await db.schema.createIndex('blog_posts_category_idx').on('blog_posts').column('category_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const i of ['products_snapshot_idx', 'blog_posts_published_idx', 'blog_posts_category_idx']) {
    await db.schema.dropIndex(i).ifExists().execute();
  }
  await db.schema.dropTable('search_terms').ifExists().execute();
  await db.schema.dropTable('contact_messages').ifExists().execute();
}
