import type { Kysely } from 'kysely';

/**
 * Stock movements (issue 16, decision 0331): one row per change of a stock row — an order taking
 * goods, a cancellation or a return putting them back, a staff adjustment, a bulk change, a CSV
 * import, a store transfer — with who, why, the reference and the row's quantity before and after.
 * Written in the transaction of the change (one insert). Portable types only (decision 0001).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stock_movements')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) => c.notNull())
    /** The variant row changed; '' when the product's own row (a product without variant lines). */
    .addColumn('variant_id', 'text', (c) => c.notNull().defaultTo(''))
    /** The store whose stock changed; '' for the delivery stock. */
    .addColumn('store_id', 'text', (c) => c.notNull().defaultTo(''))
    /** order | cancel | return | adjust | bulk | import | transfer */
    .addColumn('reason', 'text', (c) => c.notNull())
    /** The order code, return code, import job id or transfer id ('' for a staff edit). */
    .addColumn('reference', 'text', (c) => c.notNull().defaultTo(''))
    /** staff:<user id>, customer, system. */
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('actor_email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('delta', 'integer', (c) => c.notNull())
    .addColumn('quantity_before', 'integer', (c) => c.notNull())
    .addColumn('quantity_after', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('stock_movements_created').on('stock_movements').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('stock_movements_product').on('stock_movements').columns(['product_id', 'created_at']).execute();
  await db.schema.createIndex('stock_movements_reason').on('stock_movements').columns(['reason', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stock_movements').execute();
}
