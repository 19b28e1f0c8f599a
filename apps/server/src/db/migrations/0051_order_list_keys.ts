import type { Kysely } from 'kysely';

/**
 * The admin order list's page under a status tab (decision 0342): (status, created_at, id) holds
 * everything the page's ordering and its offset need, so the ids of a deep page (page 50 skips
 * 980 orders) are read from the index alone; only the 20 rows shown are then fetched.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('orders_status_created_id_idx').on('orders').columns(['status', 'created_at', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_status_created_id_idx').execute();
}
