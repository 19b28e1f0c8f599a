import { type Kysely, SqliteAdapter, sql } from 'kysely';

/*
 * The admin product table on PostgreSQL (issue 12, decision 0363): a narrow index in the default
 * order (recent edits first) carrying every column the table filters, sorts and searches on, so a
 * filtered or searched page walks it without the wide rows and stops after a page of matches —
 * PostgreSQL's counterpart of SQLite's products_admin_idx (migration 0014).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return;
  await sql`create index if not exists products_admin_cover_idx on products (updated_at, id) include (status, category_id, brand_id, seller_id, seller_review, quantity, price, is_on_sale, sale_start, sale_end, created_at, sold, sku, name_folded)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists products_admin_cover_idx`.execute(db);
}
