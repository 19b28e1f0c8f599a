import type { Kysely } from 'kysely';

/*
 * Payment gateway credentials set by staff in the admin (issue 14, decision 0312): one row per
 * variable (PAYPAL_CLIENT_SECRET…), the value encrypted with AES-256-GCM under
 * SETTINGS_ENCRYPTION_KEY, and the last characters a person may see. Portable types (0001).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('gateway_credentials')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('hint', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_by', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('gateway_credentials').execute();
}
