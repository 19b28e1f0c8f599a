import type { Kysely } from 'kysely';

/*
 * Online payments (issue 14, decision 0160): one row per payment started at a gateway, one per
 * amount of money received (gateway or bank transfer), and a log of every notification.
 * Portable types only (decision 0001); money is bigint in the currency of the row.
 */
const ts = 'text' as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_attempts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('txn_ref', 'text', (c) => c.notNull().unique())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('redirect_url', 'text')
    .addColumn('provider_ref', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payment_attempts_order').on('payment_attempts').column('order_id').execute();

  await db.schema
    .createTable('payment_receipts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('transaction_id', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.references('orders.id').onDelete('set null'))
    .addColumn('attempt_id', 'text')
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text')
    .addColumn('needs_review', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('details', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('refund_status', 'text')
    .addColumn('refund_ref', 'text')
    .addColumn('received_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addUniqueConstraint('payment_receipts_provider_transaction', ['provider', 'transaction_id'])
    .execute();
  await db.schema.createIndex('payment_receipts_order').on('payment_receipts').column('order_id').execute();

  await db.schema
    .createTable('payment_notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('verified', 'integer', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('remote_ip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('payment_notifications_reference')
    .on('payment_notifications')
    .columns(['provider', 'reference'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payment_notifications').execute();
  await db.schema.dropTable('payment_receipts').execute();
  await db.schema.dropTable('payment_attempts').execute();
}
