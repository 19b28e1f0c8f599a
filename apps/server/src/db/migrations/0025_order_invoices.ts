import type { Kysely } from 'kysely';

/**
 * Company (VAT) invoice details asked for at checkout (issue 13, decision 0222): one row per order
 * that asked, written in the order's transaction. Portable (decision 0001).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('order_invoices')
    .addColumn('order_id', 'text', (c) => c.primaryKey().references('orders.id').onDelete('cascade'))
    .addColumn('company_name', 'text', (c) => c.notNull())
    /** Written form: 10 digits, or 10-3 with a dash. */
    .addColumn('tax_code', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_invoices_created_idx').on('order_invoices').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_invoices').ifExists().execute();
}
