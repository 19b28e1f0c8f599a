import type { Kysely } from 'kysely';

/**
 * Daily report roll-ups (issue 16, decision 0330): the closed shop days' sales by dimension and
 * by customer, the watermark that keeps them exact, and the index that finds the orders changed
 * since it. Today is never rolled up: reports add it live. Portable types only (decision 0001).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('report_daily')
    .addColumn('day', 'text', (c) => c.notNull())
    /** day | payment | shipping | province | category | brand | product */
    .addColumn('dim', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('orders', 'bigint', (c) => c.notNull())
    .addColumn('quantity', 'bigint', (c) => c.notNull())
    .addColumn('gross', 'bigint', (c) => c.notNull())
    .addColumn('discounts', 'bigint', (c) => c.notNull())
    .addColumn('shipping', 'bigint', (c) => c.notNull())
    .addColumn('tax', 'bigint', (c) => c.notNull())
    .addColumn('refunds', 'bigint', (c) => c.notNull())
    /** Orders still paid (not refunded) and their totals: the dashboard's revenue. */
    .addColumn('paid_orders', 'bigint', (c) => c.notNull())
    .addColumn('paid_total', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('report_daily_pk', ['dim', 'day', 'key'])
    .execute();
  await db.schema
    .createTable('report_customer_daily')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('province_code', 'text', (c) => c.notNull())
    .addColumn('province_name', 'text', (c) => c.notNull())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('orders', 'bigint', (c) => c.notNull())
    .addColumn('revenue', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('report_customer_daily_pk', ['day', 'email', 'province_code'])
    .execute();
  /** "Had this buyer paid before the range?" is one probe. */
  await db.schema.createIndex('report_customer_daily_email').on('report_customer_daily').columns(['email', 'day']).execute();
  await db.schema
    .createTable('report_rollup_state')
    .addColumn('name', 'text', (c) => c.primaryKey())
    /** Last shop day rolled up (every day up to it is in the tables); null: never built. */
    .addColumn('closed_through', 'text')
    /** The greatest orders.updated_at already applied. */
    .addColumn('watermark', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('orders_updated_paid_idx').on('orders').columns(['updated_at', 'paid_at', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_updated_paid_idx').execute();
  await db.schema.dropTable('report_rollup_state').execute();
  await db.schema.dropTable('report_customer_daily').execute();
  await db.schema.dropTable('report_daily').execute();
}
