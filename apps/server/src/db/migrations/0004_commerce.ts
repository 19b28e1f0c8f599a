import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';

/*
 * Cart, coupons, orders, their history, idempotency keys and course grants (issue 5).
 * Portable types only (decision 0001); money is bigint VND.
 */
const ts = 'text' as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cart_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('product'))
    /** The product's or course's id (no foreign key: a line whose item vanished is dropped on read). */
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addUniqueConstraint('cart_items_user_item_uq', ['user_id', 'kind', 'item_id'])
    .execute();

  await db.schema
    .createTable('coupons')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('value', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('minimum_purchase', 'bigint')
    .addColumn('maximum_discount', 'bigint')
    .addColumn('starts_at', ts)
    .addColumn('ends_at', ts)
    .addColumn('max_uses', 'integer')
    .addColumn('uses_per_customer', 'integer')
    .addColumn('used_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('payment_status', 'text', (c) => c.notNull())
    .addColumn('shipping_status', 'text', (c) => c.notNull())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('province_code', 'text')
    .addColumn('province_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ward_code', 'text')
    .addColumn('ward_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('shipping_method_code', 'text')
    .addColumn('shipping_method_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('shipping_carrier', 'text', (c) => c.notNull().defaultTo(''))
    /** {min, max, unit, text} at the time of the order. */
    .addColumn('shipping_estimate', 'text')
    .addColumn('payment_method_code', 'text', (c) => c.notNull())
    .addColumn('payment_method_name', 'text', (c) => c.notNull())
    /** {instructions, processingTime, bankTransfer} at the time of the order. */
    .addColumn('payment_details', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('subtotal', 'bigint', (c) => c.notNull())
    .addColumn('tax', 'bigint', (c) => c.notNull())
    .addColumn('shipping_fee', 'bigint', (c) => c.notNull())
    .addColumn('shipping_discount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('discount', 'bigint', (c) => c.notNull())
    .addColumn('handling_fee', 'bigint', (c) => c.notNull())
    .addColumn('total', 'bigint', (c) => c.notNull())
    .addColumn('item_count', 'integer', (c) => c.notNull())
    .addColumn('coupon_code', 'text')
    .addColumn('requires_shipping', 'integer', (c) => c.notNull())
    /** 1 once cancelling or refunding an unshipped order put its stock back (it happens once). */
    .addColumn('stock_released', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tracking_number', 'text')
    .addColumn('tracking_url', 'text')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('vi'))
    .addColumn('paid_at', ts)
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('orders_user_idx').on('orders').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('orders_status_idx').on('orders').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('orders_created_idx').on('orders').column('created_at').execute();
  await db.schema.createIndex('orders_email_idx').on('orders').column('email').execute();

  await db.schema
    .createTable('order_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('product_id', 'text', (c) => c.references('products.id').onDelete('set null'))
    .addColumn('course_id', 'text', (c) => c.references('courses.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sku', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('unit_price', 'bigint', (c) => c.notNull())
    .addColumn('compare_price', 'bigint')
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('line_total', 'bigint', (c) => c.notNull())
    .addColumn('attributes', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema.createIndex('order_items_order_idx').on('order_items').column('order_id').execute();
  await db.schema.createIndex('order_items_product_idx').on('order_items').column('product_id').execute();

  await db.schema
    .createTable('order_status_history')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    /** 'customer', 'system' or 'staff:{userId}'. */
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('order_status_history_order_idx')
    .on('order_status_history')
    .columns(['order_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('coupon_redemptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('coupon_id', 'text', (c) => c.notNull().references('coupons.id').onDelete('cascade'))
    .addColumn('order_id', 'text', (c) => c.notNull().unique().references('orders.id').onDelete('cascade'))
    .addColumn('user_id', 'text')
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('coupon_redemptions_user_idx').on('coupon_redemptions').columns(['coupon_id', 'user_id']).execute();
  await db.schema.createIndex('coupon_redemptions_email_idx').on('coupon_redemptions').columns(['coupon_id', 'email']).execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('key', 'text', (c) => c.primaryKey())
    /** SHA-256 of the caller and the parsed body: the same key with another body is refused. */
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.references('orders.id').onDelete('cascade'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('idempotency_keys_created_idx').on('idempotency_keys').column('created_at').execute();

  await db.schema
    .createTable('course_grants')
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('course_id', 'text', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('granted_at', ts, (c) => c.notNull())
    .addColumn('revoked_at', ts)
    .addPrimaryKeyConstraint('course_grants_pk', ['order_id', 'course_id'])
    .execute();
  await db.schema.createIndex('course_grants_user_idx').on('course_grants').columns(['user_id', 'course_id']).execute();

  // Spec 1 §5: SALE10 is 10 % off. A row like any coupon, so staff can change or stop it.
  const now = new Date().toISOString();
  await sql`insert into coupons (id, code, name, description, type, value, used_count, is_active, created_at, updated_at)
    values (${randomUUID()}, 'SALE10', ${'Giảm 10%'}, ${'Giảm 10% giá trị đơn hàng'}, 'percentage', 10, 0, 1, ${now}, ${now})`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'course_grants',
    'idempotency_keys',
    'coupon_redemptions',
    'order_status_history',
    'order_items',
    'orders',
    'coupons',
    'cart_items',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
