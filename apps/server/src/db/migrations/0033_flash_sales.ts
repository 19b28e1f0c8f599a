import type { Kysely } from 'kysely';

/*
 * Flash sales (issue 15, decision 0251): a window with a flash price per product or variant, an
 * optional cap per item and per customer. `sold` is taken in the order's transaction with a
 * conditional update, like stock; each order's take is a purchase row, given back on cancel.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('flash_sales')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('flash_sales_window').on('flash_sales').columns(['starts_at', 'ends_at']).execute();

  await db.schema
    .createTable('flash_sale_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('flash_sale_id', 'text', (c) => c.notNull().references('flash_sales.id').onDelete('cascade'))
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('variant_id', 'text')
    .addColumn('price_type', 'text', (c) => c.notNull())
    .addColumn('value', 'bigint', (c) => c.notNull())
    .addColumn('cap', 'integer')
    .addColumn('per_customer', 'integer')
    .addColumn('sold', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('flash_sale_items_sale').on('flash_sale_items').column('flash_sale_id').execute();
  await db.schema.createIndex('flash_sale_items_product').on('flash_sale_items').column('product_id').execute();

  await db.schema
    .createTable('flash_sale_purchases')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('item_id', 'text', (c) => c.notNull().references('flash_sale_items.id').onDelete('cascade'))
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('user_id', 'text')
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('flash_sale_purchases_item').on('flash_sale_purchases').column('item_id').execute();
  await db.schema.createIndex('flash_sale_purchases_order').on('flash_sale_purchases').column('order_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('flash_sale_purchases').execute();
  await db.schema.dropTable('flash_sale_items').execute();
  await db.schema.dropTable('flash_sales').execute();
}
