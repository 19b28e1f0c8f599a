import type { Kysely } from 'kysely';

/*
 * Promotions (issue 15, decision 0250): coupons become promotions — automatic ones (no code typed),
 * buyXGetY with the products/categories bought and got, which ones combine, batches of generated
 * single-use codes; the order keeps what each promotion gave; products staff mark for clearance.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const add = (name: string, type: 'integer' | 'text', def?: number | string) =>
    db.schema
      .alterTable('coupons')
      .addColumn(name, type, (c) => (def === undefined ? c : c.notNull().defaultTo(def)))
      .execute();
  await add('is_automatic', 'integer', 0);
  await add('combinable', 'integer', 0);
  await add('buy_quantity', 'integer');
  await add('get_quantity', 'integer');
  await add('buy_target', 'text', '{"productIds":[],"categoryIds":[]}');
  await add('get_target', 'text', '{"productIds":[],"categoryIds":[]}');
  await add('batch_id', 'text');
  await db.schema.createIndex('coupons_batch').on('coupons').column('batch_id').execute();
  await db.schema.createIndex('coupons_automatic').on('coupons').columns(['is_automatic', 'is_active']).execute();

  await db.schema
    .createTable('order_promotions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('promotion_id', 'text', (c) => c.notNull())
    .addColumn('code', 'text')
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('discount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('shipping_discount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_promotions_order').on('order_promotions').column('order_id').execute();
  await db.schema.createIndex('order_promotions_promotion').on('order_promotions').column('promotion_id').execute();

  await db.schema
    .alterTable('products')
    .addColumn('is_clearance', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_promotions').execute();
}
