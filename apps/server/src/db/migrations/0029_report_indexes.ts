import type { Kysely } from 'kysely';

/**
 * Indexes the dashboard and reports read (issue 16, decision 0241):
 * - orders by payment time, carrying the money columns, so a range's sales by day are summed from
 *   the index alone (SQLite; PostgreSQL after vacuum) instead of a million table rows;
 * - orders by buyer e-mail and payment time: "had this customer paid before the range?" is one probe;
 * - status history by status and time: refunds made in a period;
 * - cart lines by time: carts touched in a period (conversion);
 * - users by role and sign-up time: new customers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('orders_paid_sales_idx')
    .on('orders')
    .columns([
      'paid_at',
      'payment_status',
      'subtotal',
      'discount',
      'shipping_discount',
      'shipping_fee',
      'handling_fee',
      'tax',
      'total',
      'item_count',
    ])
    .execute();
  await db.schema.createIndex('orders_email_paid_idx').on('orders').columns(['email', 'paid_at', 'payment_status']).execute();
  await db.schema
    .createIndex('order_status_history_status_idx')
    .on('order_status_history')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema.createIndex('cart_items_updated_idx').on('cart_items').columns(['updated_at', 'user_id']).execute();
  await db.schema.createIndex('users_role_created_idx').on('users').columns(['role', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    'orders_paid_sales_idx',
    'orders_email_paid_idx',
    'order_status_history_status_idx',
    'cart_items_updated_idx',
    'users_role_created_idx',
  ])
    await db.schema.dropIndex(name).execute();
}
