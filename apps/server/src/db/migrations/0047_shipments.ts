import type { Kysely } from 'kysely';

/*
 * Carrier shipments (issue 14, decision 0320): the parcel staff booked with GHN or GHTK for an
 * order, and every status notice the carriers sent (logged, and the key that makes a replayed
 * notice change nothing). Portable types only (decision 0001).
 */
const ts = 'text' as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('shipments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    /** GHN or GHTK. */
    .addColumn('carrier', 'text', (c) => c.notNull())
    /** The carrier's code of the parcel (GHN order_code, GHTK label). */
    .addColumn('tracking_code', 'text', (c) => c.notNull())
    .addColumn('label_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('fee', 'integer', (c) => c.notNull().defaultTo(0))
    /** creating (claimed while the carrier is asked) | active | cancelled. */
    .addColumn('state', 'text', (c) => c.notNull())
    /** The carrier's last status word (GHN "delivering", GHTK "5"). */
    .addColumn('carrier_status', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'text')
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('shipments_tracking').on('shipments').columns(['carrier', 'tracking_code']).unique().execute();
  await db.schema.createIndex('shipments_order').on('shipments').column('order_id').execute();

  await db.schema
    .createTable('carrier_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('carrier', 'text', (c) => c.notNull())
    /** carrier + parcel + status + time: a replayed notice hits the unique index and changes nothing. */
    .addColumn('event_key', 'text', (c) => c.notNull().unique())
    .addColumn('tracking_code', 'text', (c) => c.notNull())
    .addColumn('carrier_status', 'text', (c) => c.notNull())
    /** What the notice did: shipped, delivered, cancelled, none, unknown. */
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('carrier_events').execute();
  await db.schema.dropTable('shipments').execute();
}
