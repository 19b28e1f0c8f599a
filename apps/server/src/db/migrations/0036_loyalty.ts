import type { Kysely } from 'kysely';

/*
 * Loyalty points (issue 15, decision 0262): one account row per customer holding the balance
 * (the conditional update that keeps it from going below zero), and a ledger. Earn rows keep the
 * points still unspent (`remaining`) and when they expire; spending takes the oldest first.
 * Orders gain the points redeemed on them and the discount they gave.
 */
const ts = 'text' as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('loyalty_accounts')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('balance', 'integer', (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('loyalty_ledger')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('order_id', 'text', (c) => c.references('orders.id').onDelete('set null'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('remaining', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', ts)
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('loyalty_ledger_user').on('loyalty_ledger').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('loyalty_ledger_order').on('loyalty_ledger').columns(['order_id', 'kind']).execute();
  await db.schema.createIndex('loyalty_ledger_expiry').on('loyalty_ledger').columns(['kind', 'expires_at']).execute();

  await db.schema
    .alterTable('orders')
    .addColumn('points_redeemed', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('points_discount', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('points_discount').execute();
  await db.schema.alterTable('orders').dropColumn('points_redeemed').execute();
  await db.schema.dropTable('loyalty_ledger').execute();
  await db.schema.dropTable('loyalty_accounts').execute();
}
