import { type Kysely, sql } from 'kysely';

/**
 * Buyer summaries for the customers report and order-creation dimensions for the dashboard
 * (issue 16, decision 0332):
 * - `report_buyer`: each buyer's first paid shop day (new vs returning is a range count);
 * - `report_buyer_month`: the months each buyer paid in; `report_cohort_month` their counts by
 *   first-paid month × month (the cohorts view reads a few dozen cells);
 * - `report_rollup_seen`: the order changes applied in the last minutes (id, updated_at), so the
 *   job's margin re-read recomputes only a late commit, not every day touched in those minutes;
 * - `report_daily` gains the dimensions `status` (orders by creation day and status) and `refund`
 *   (orders refunded by the day of the refund): no new columns.
 * The roll-ups are emptied so the job builds them again with the new tables (decision 0330's sync).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('report_buyer')
    .addColumn('email', 'text', (c) => c.primaryKey())
    .addColumn('first_day', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('report_buyer_first_day').on('report_buyer').columns(['first_day', 'email']).execute();
  await db.schema
    .createTable('report_buyer_month')
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('month', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('report_buyer_month_pk', ['email', 'month'])
    .execute();
  await db.schema
    .createTable('report_cohort_month')
    .addColumn('cohort', 'text', (c) => c.notNull())
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('buyers', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('report_cohort_month_pk', ['cohort', 'month'])
    .execute();
  await db.schema
    .createTable('report_rollup_seen')
    .addColumn('order_id', 'text', (c) => c.primaryKey())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('report_rollup_seen_updated').on('report_rollup_seen').column('updated_at').execute();
  await sql`delete from report_rollup_state`.execute(db);
  await sql`delete from report_daily`.execute(db);
  await sql`delete from report_customer_daily`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('report_rollup_seen').execute();
  await db.schema.dropTable('report_cohort_month').execute();
  await db.schema.dropTable('report_buyer_month').execute();
  await db.schema.dropTable('report_buyer').execute();
  await sql`delete from report_rollup_state`.execute(db);
}
