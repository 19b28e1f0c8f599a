import type { Kysely } from 'kysely';

/**
 * Staff customer screens (issue 13, decision 0220): internal notes on a customer, and an
 * accent-free copy of each account's name, e-mail and phone for the staff search, kept in step
 * with the account's `updated_at` (modules/customers/search.ts). Portable (decision 0001).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('customer_notes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('author_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('author_email', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('customer_notes_user_idx').on('customer_notes').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('customer_search')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('folded', 'text', (c) => c.notNull())
    /** The account's `updated_at` when `folded` was made: a different one means it is stale. */
    .addColumn('source_updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('customer_search').ifExists().execute();
  await db.schema.dropTable('customer_notes').ifExists().execute();
}
