import type { Kysely } from 'kysely';

/*
 * Click-and-collect with a wait (issue 18, decision 0294): a pickup order at a store that lacks
 * some lines takes them from the shop's delivery stock at the shipping origin instead, and records
 * the days it was told to wait. 0: the goods came from the store's own stock (every older order).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('order_pickups')
    .addColumn('wait_days', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_pickups').dropColumn('wait_days').execute();
}
