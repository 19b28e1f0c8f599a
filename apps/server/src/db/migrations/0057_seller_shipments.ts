import type { Kysely } from 'kysely';

/*
 * Seller operations (issue 18, part B; decisions 0296–0298): one shipment per seller of an
 * order with seller lines, the rate each line's commission was taken at, the sellers' balance
 * ledger and the payouts the shop records. Portable types only (decision 0001).
 */
const ts = 'text' as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('order_shipments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    /** '' for the shop's own lines (a unique key cannot hold null portably); else sellers.id. */
    .addColumn('seller_key', 'text', (c) => c.notNull())
    /** processing | shipped | delivered | cancelled */
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('processing'))
    .addColumn('carrier', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('tracking_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('tracking_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('shipped_at', ts)
    .addColumn('delivered_at', ts)
    .addColumn('cancelled_at', ts)
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addUniqueConstraint('order_shipments_order_seller', ['order_id', 'seller_key'])
    .execute();
  await db.schema
    .createIndex('order_shipments_seller')
    .on('order_shipments')
    .columns(['seller_key', 'status', 'created_at'])
    .execute();

  /** The shipment a line travels in (null: an order without seller lines keeps the order-level flow). */
  await db.schema.alterTable('order_items').addColumn('shipment_id', 'text').execute();
  /** The commission rate (basis points) fixed when the line was ordered; null for the shop's lines. */
  await db.schema.alterTable('order_items').addColumn('commission_bp', 'integer').execute();

  await db.schema
    .createTable('seller_payouts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('seller_id', 'text', (c) => c.notNull().references('sellers.id').onDelete('cascade'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('bank_reference', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('seller_payouts_seller').on('seller_payouts').columns(['seller_id', 'created_at']).execute();

  await db.schema
    .createTable('seller_ledger')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('seller_id', 'text', (c) => c.notNull().references('sellers.id').onDelete('cascade'))
    /** sale | refund | payout */
    .addColumn('kind', 'text', (c) => c.notNull())
    /** Signed integer VND: credits positive, debits negative. */
    .addColumn('amount', 'bigint', (c) => c.notNull())
    /** A sale's gross line total and commission, for the statement. */
    .addColumn('gross', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('commission', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('order_id', 'text')
    .addColumn('order_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('order_item_id', 'text')
    .addColumn('payout_id', 'text')
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    /** When the amount counts as available (a sale: delivery + the return window). */
    .addColumn('available_at', ts, (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('seller_ledger_seller').on('seller_ledger').columns(['seller_id', 'created_at']).execute();
  await db.schema.createIndex('seller_ledger_item').on('seller_ledger').columns(['order_item_id', 'kind']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('seller_ledger').execute();
  await db.schema.dropTable('seller_payouts').execute();
  await db.schema.alterTable('order_items').dropColumn('commission_bp').execute();
  await db.schema.alterTable('order_items').dropColumn('shipment_id').execute();
  await db.schema.dropTable('order_shipments').execute();
}
