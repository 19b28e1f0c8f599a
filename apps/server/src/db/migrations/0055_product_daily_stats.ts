import type { Kysely } from 'kysely';

/*
 * Views and add-to-cart per product per day (issue 18, seller analytics, decision 0293): one row
 * per product and shop-time day, incremented in place (an upsert), so the table grows by at most
 * one row per product viewed per day and a date range reads a few rows per product.
 * Portable types only (decision 0001).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('product_daily_stats')
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    /** YYYY-MM-DD in the shop's time zone (UTC+7). */
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('add_to_cart', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('product_daily_stats_pk', ['product_id', 'day'])
    .execute();
  await db.schema.createIndex('product_daily_stats_day').on('product_daily_stats').columns(['day']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('product_daily_stats').execute();
}
