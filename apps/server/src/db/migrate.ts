import type { Kysely, Migration, MigrationProvider } from 'kysely';
import { Migrator } from 'kysely';
import type { Database } from './schema';

/**
 * Every migration, by the name of its file in ./migrations (the name Kysely records). Written in
 * parallel branches, they may land in any order on a dev database (unordered, below).
 */
export const MIGRATIONS = [
  '0001_init',
  '0002_auth',
  '0003_storefront',
  '0004_commerce',
  '0005_courses',
  '0006_reviews',
  '0008_translations_legacy_addresses',
  '0009_catalogue_admin',
  '0010_review_replies',
  '0011_cart_variants',
  '0013_import_job_runs',
  '0014_admin_product_list',
  '0015_order_operations',
  '0016_mail_outbox_worker',
  '0017_order_status_counts',
  '0018_payments',
  '0020_returns',
  '0023_customers',
  '0024_moderation_inbox',
  '0025_order_invoices',
  '0026_live_chat',
  '0029_report_indexes',
  '0032_promotions',
  '0033_flash_sales',
  '0035_gift_cards',
  '0036_loyalty',
  '0038_content_admin',
  '0039_pages',
  '0041_stores',
  '0042_sellers',
  '0043_course_content',
  '0045_payment_review',
  '0046_gateway_credentials',
  '0047_shipments',
  '0049_report_rollups',
  '0050_stock_movements',
  '0051_order_list_keys',
  '0053_block_pages',
  '0055_product_daily_stats',
  '0057_seller_shipments',
  '0058_shipment_declared_value',
  '0059_pickup_wait',
  '0060_policy_block_pages',
  '0061_admin_product_cover_pg',
  '0062_menu_and_help_articles',
  '0063_report_buyers',
  '0064_catalogue_read_indexes',
] as const;

/**
 * Each migration's module is imported when it runs (decision 0388): a database already migrated,
 * every start of a production server, needs none of them, and a module once imported holds its
 * source and functions for the life of the process. The bundler carries them all (./migrations/*.ts).
 */
async function load(name: string): Promise<Migration> {
  return import(`./migrations/${name}.ts`);
}

class LazyProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(
      MIGRATIONS.map((name) => [
        name,
        {
          up: async (db) => (await load(name)).up(db),
          down: async (db) => (await load(name)).down?.(db),
        } satisfies Migration,
      ]),
    );
  }
}

/**
 * `schema` names the PostgreSQL schema that holds Kysely's own migration tables: without it
 * Kysely looks for them in every schema and can mistake another schema's for its own. The
 * connection's introspection, which the migrator asks whether they exist, reads that schema alone
 * (./pg-dialect.ts): other schemas dropped meanwhile no longer fail it.
 */
export async function migrateToLatest(db: Kysely<Database>, schema?: string): Promise<string[]> {
  // Unordered: migrations written in parallel branches may land in any order on a dev database.
  const migrator = new Migrator({
    db,
    provider: new LazyProvider(),
    allowUnorderedMigrations: true,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
