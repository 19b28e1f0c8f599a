import type { Kysely } from 'kysely';

/*
 * The goods' value a parcel declared to its carrier for insurance (issue 14, decision 0322):
 * what GHN (`insurance_value`) or GHTK (`value`) compensates, within each carrier's limit, shown
 * to staff with the booked parcel. Parcels booked before it declared nothing recorded: 0.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('shipments')
    .addColumn('declared_value', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('shipments').dropColumn('declared_value').execute();
}
