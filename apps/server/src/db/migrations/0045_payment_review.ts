import type { Kysely } from 'kysely';

/*
 * Payments staff review (issue 14, decision 0311): how a receipt flagged for review (late,
 * surplus, partial, overpaid, unmatched) was resolved, by whom and when. Portable types (0001).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('payment_receipts')
    .addColumn('resolution', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('payment_receipts').addColumn('resolved_by', 'text').execute();
  await db.schema.alterTable('payment_receipts').addColumn('resolved_at', 'text').execute();
  await db.schema
    .createIndex('payment_receipts_review')
    .on('payment_receipts')
    .columns(['needs_review', 'received_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('payment_receipts_review').execute();
  await db.schema.alterTable('payment_receipts').dropColumn('resolved_at').execute();
  await db.schema.alterTable('payment_receipts').dropColumn('resolved_by').execute();
  await db.schema.alterTable('payment_receipts').dropColumn('resolution').execute();
}
