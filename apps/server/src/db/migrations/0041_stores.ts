import { type Kysely, sql } from 'kysely';

/*
 * Store locations and click-and-collect (issue 18, decision 0280): the shop's stores (spec 2 §3
 * store location), each pickup store's own stock (the delivery stock stays the product rows),
 * the transfers that move stock between the shop and its stores, and an order's pickup.
 * Portable types only (decision 0001).
 */
const ts = 'text' as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stores')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('province_code', 'text', (c) => c.notNull())
    .addColumn('province_name', 'text', (c) => c.notNull())
    .addColumn('ward_code', 'text', (c) => c.notNull())
    .addColumn('ward_name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    /** JSON: seven entries, Monday first, each { open: "08:00", close: "21:00" } or null (closed). */
    .addColumn('hours', 'text', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_pickup_location', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_shipping_origin', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('stores_province').on('stores').column('province_code').execute();

  await db.schema
    .createTable('store_stock')
    .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    /** '' for a product without variants. */
    .addColumn('variant_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addPrimaryKeyConstraint('store_stock_pk', ['store_id', 'product_id', 'variant_id'])
    .addCheckConstraint('store_stock_not_negative', sql`quantity >= 0`)
    .execute();
  await db.schema.createIndex('store_stock_product').on('store_stock').columns(['product_id', 'variant_id']).execute();

  await db.schema
    .createTable('store_stock_transfers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    /** null: the shop's delivery stock. */
    .addColumn('from_store_id', 'text')
    .addColumn('to_store_id', 'text')
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('variant_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('product_name', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('actor_id', 'text')
    .addColumn('actor_email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('store_stock_transfers_created').on('store_stock_transfers').column('created_at').execute();

  await db.schema
    .createTable('order_pickups')
    .addColumn('order_id', 'text', (c) => c.primaryKey().references('orders.id').onDelete('cascade'))
    .addColumn('store_id', 'text', (c) => c.notNull())
    .addColumn('store_name', 'text', (c) => c.notNull())
    .addColumn('store_address', 'text', (c) => c.notNull())
    /** The code the customer shows at the store (text and QR), set when staff mark the order ready. */
    .addColumn('pickup_code', 'text')
    /** 1 while the order holds the store's stock (0 once given back on cancel). */
    .addColumn('holds_stock', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('ready_at', ts)
    .addColumn('picked_up_at', ts)
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_pickups_store').on('order_pickups').column('store_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_pickups').execute();
  await db.schema.dropTable('store_stock_transfers').execute();
  await db.schema.dropTable('store_stock').execute();
  await db.schema.dropTable('stores').execute();
}
