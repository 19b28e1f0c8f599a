import { type Kysely, SqliteAdapter, sql } from 'kysely';

/*
 * The admin product table at 100k products (issue 12, decision 0147). Portable (decision 0001):
 * - a category's products straight from product_categories (category, product) without touching rows;
 * - SQLite: one narrow index holding every column the table filters and sorts on, in the default
 *   order (recent edits first), so a filtered page walks it and stops after 20 matches, and a
 *   count or a search reads it instead of the wide rows (300 MB at 100k products). The quantity
 *   index (the planner took it for "low stock", then read 35k wide rows) and (updated_at, id)
 *   (a prefix of the new one) are dropped.
 * - PostgreSQL: trigram index on the accent-free name for `%word%` search (pg_trgm, a trusted
 *   extension); where the extension cannot be created the search stays a scan.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('product_categories_category_product_idx')
    .on('product_categories')
    .columns(['category_id', 'product_id'])
    .execute();
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await db.schema
      .createIndex('products_admin_idx')
      .on('products')
      .columns([
        'updated_at',
        'id',
        'status',
        'category_id',
        'brand_id',
        'quantity',
        'price',
        'is_on_sale',
        'sale_start',
        'sale_end',
        'created_at',
        'sold',
        'sku',
        'name_folded',
      ])
      .execute();
    // Both lured the planner into reading wide rows; products_admin_idx starts with (updated_at, id).
    await db.schema.dropIndex('products_quantity_idx').ifExists().execute();
    await db.schema.dropIndex('products_updated_id_idx').ifExists().execute();
    await sql`analyze`.execute(db);
    return;
  }
  // Migrations run in one transaction on PostgreSQL: a refused extension must not abort it.
  const inTransaction = await sql`savepoint trigram`.execute(db).then(
    () => true,
    () => false,
  );
  try {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index products_name_trgm_idx on products using gin (name_folded gin_trgm_ops)`.execute(db);
    if (inTransaction) await sql`release savepoint trigram`.execute(db);
  } catch {
    if (inTransaction) await sql`rollback to savepoint trigram`.execute(db);
  }
  await sql`analyze products`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('products_name_trgm_idx').ifExists().execute();
  await db.schema.dropIndex('products_admin_idx').ifExists().execute();
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await db.schema.createIndex('products_quantity_idx').ifNotExists().on('products').column('quantity').execute();
    await db.schema.createIndex('products_updated_id_idx').ifNotExists().on('products').columns(['updated_at', 'id']).execute();
  }
  await db.schema.dropIndex('product_categories_category_product_idx').ifExists().execute();
}
