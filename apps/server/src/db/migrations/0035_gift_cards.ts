import type { Kysely } from 'kysely';

/*
 * Gift cards (issue 15, decision 0260): a card is known by the SHA-256 of its code (never the code
 * itself) and carries its balance; every change of the balance is a ledger row. Orders gain the
 * amount gift cards paid of them.
 */
const ts = 'text' as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('gift_cards')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code_hash', 'text', (c) => c.notNull().unique())
    .addColumn('last4', 'text', (c) => c.notNull())
    .addColumn('initial_amount', 'bigint', (c) => c.notNull())
    .addColumn('balance', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.references('orders.id').onDelete('set null'))
    .addColumn('order_item_id', 'text', (c) => c.unique())
    .addColumn('purchaser_email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('recipient_email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('recipient_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sender_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('send_at', ts)
    .addColumn('mail_id', 'text')
    .addColumn('created_by', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('gift_cards_created').on('gift_cards').column('created_at').execute();

  await db.schema
    .createTable('gift_card_ledger')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('card_id', 'text', (c) => c.notNull().references('gift_cards.id').onDelete('cascade'))
    .addColumn('order_id', 'text', (c) => c.references('orders.id').onDelete('set null'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('balance_after', 'bigint', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('gift_card_ledger_card').on('gift_card_ledger').columns(['card_id', 'created_at']).execute();
  await db.schema.createIndex('gift_card_ledger_order').on('gift_card_ledger').column('order_id').execute();

  await db.schema
    .alterTable('orders')
    .addColumn('gift_card_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('gift_card_amount').execute();
  await db.schema.dropTable('gift_card_ledger').execute();
  await db.schema.dropTable('gift_cards').execute();
}
