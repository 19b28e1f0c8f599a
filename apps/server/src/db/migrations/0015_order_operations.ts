import { foldText } from '@sen/core/text';
import type { Kysely } from 'kysely';

/**
 * Staff order operations (issue 13, decision 0150): recorded payments, internal staff notes, an
 * accent-free copy of the buyer's name for the admin search, and the index of the search by phone.
 * Portable (decision 0001).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('order_payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    /** 'manual' when staff recorded it; a gateway's code otherwise. */
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    /** `staff:<id>`, 'system' or 'gateway'. */
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_payments_order_idx').on('order_payments').columns(['order_id', 'created_at']).execute();

  await db.schema
    .createTable('order_notes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('author_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('author_email', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_notes_order_idx').on('order_notes').columns(['order_id', 'created_at']).execute();

  await db.schema
    .alterTable('orders')
    .addColumn('search_name', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  // The rows as this migration knows them (the table's later shape may differ).
  const orders = db as unknown as Kysely<{ orders: { id: string; full_name: string; search_name: string } }>;
  for (;;) {
    const rows = await orders
      .selectFrom('orders')
      .select(['id', 'full_name'])
      .where('search_name', '=', '')
      .where('full_name', '!=', '')
      .limit(1000)
      .execute();
    if (!rows.length) break;
    for (const r of rows) {
      await orders
        .updateTable('orders')
        .set({ search_name: foldText(r.full_name) || ' ' })
        .where('id', '=', r.id)
        .execute();
    }
  }
  await db.schema.createIndex('orders_phone_idx').on('orders').columns(['phone', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_phone_idx').execute();
  await db.schema.alterTable('orders').dropColumn('search_name').execute();
  await db.schema.dropTable('order_notes').execute();
  await db.schema.dropTable('order_payments').execute();
}
