import { type Kysely, sql } from 'kysely';

/* Product reviews (decision 0070). Portable types only (decision 0001). */
const ts = 'text' as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reviews')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('title', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('published'))
    .addColumn('verified_purchase', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addCheckConstraint('reviews_rating_check', sql`rating between 1 and 5`)
    .execute();
  // One review per user and product: what makes a second POST from two tabs answer 409.
  await db.schema.createIndex('reviews_product_user_idx').on('reviews').columns(['product_id', 'user_id']).unique().execute();
  // The product page's list, newest first, and the counts per star.
  await db.schema
    .createIndex('reviews_product_status_idx')
    .on('reviews')
    .columns(['product_id', 'status', 'created_at'])
    .execute();
  await db.schema.createIndex('reviews_user_idx').on('reviews').column('user_id').execute();
  await db.schema.createIndex('reviews_status_created_idx').on('reviews').columns(['status', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reviews').ifExists().execute();
}
