import { type Kysely, sql } from 'kysely';

/*
 * Customer returns and refunds (issue 13, decision 0210). A request (`returns`) holds lines
 * (`return_items`, one per order line); `open` is 1 while the request is not rejected or refunded,
 * and a partial unique index lets one order line be in one open request only, whatever races.
 * `order_refunds` records money sent back against an order (through a gateway or by hand).
 * Portable types only (decision 0001); money is whole VND.
 */
const ts = 'text' as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('returns')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('user_id', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('photos', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('staff_message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('vi'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addColumn('decided_at', ts)
    .addColumn('received_at', ts)
    .addColumn('refunded_at', ts)
    .execute();
  await db.schema.createIndex('returns_order').on('returns').column('order_id').execute();
  await db.schema.createIndex('returns_user').on('returns').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('returns_status_created').on('returns').columns(['status', 'created_at']).execute();

  await db.schema
    .createTable('return_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('return_id', 'text', (c) => c.notNull().references('returns.id').onDelete('cascade'))
    .addColumn('order_item_id', 'text', (c) => c.notNull().references('order_items.id').onDelete('cascade'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('open', 'integer', (c) => c.notNull())
    .addColumn('damaged', 'integer')
    .addColumn('restocked', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('return_items_return').on('return_items').column('return_id').execute();
  await db.schema.createIndex('return_items_order_item').on('return_items').column('order_item_id').execute();
  await db.schema
    .createIndex('return_items_one_open')
    .on('return_items')
    .column('order_item_id')
    .unique()
    .where(sql.ref('open'), '=', 1)
    .execute();

  await db.schema
    .createTable('order_refunds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('return_id', 'text', (c) => c.references('returns.id').onDelete('set null'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('items_amount', 'bigint', (c) => c.notNull())
    .addColumn('shipping_amount', 'bigint', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('reference', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_refunds_order').on('order_refunds').column('order_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_refunds').execute();
  await db.schema.dropTable('return_items').execute();
  await db.schema.dropTable('returns').execute();
}
