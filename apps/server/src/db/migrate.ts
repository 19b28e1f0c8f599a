import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import * as m0001 from './migrations/0001_init';
import * as m0002auth from './migrations/0002_auth';
import * as m0003storefront from './migrations/0003_storefront';
import * as m0004commerce from './migrations/0004_commerce';
import * as m0005courses from './migrations/0005_courses';
import * as m0006reviews from './migrations/0006_reviews';
import * as m0008i18n from './migrations/0008_translations_legacy_addresses';
import * as m0009catalogue from './migrations/0009_catalogue_admin';
import * as m0010reviewReplies from './migrations/0010_review_replies';
import * as m0011cartVariants from './migrations/0011_cart_variants';
import * as m0013importJobRuns from './migrations/0013_import_job_runs';
import * as m0014adminProductList from './migrations/0014_admin_product_list';
import * as m0015orderOperations from './migrations/0015_order_operations';
import * as m0016mailOutboxWorker from './migrations/0016_mail_outbox_worker';
import * as m0017orderStatusCounts from './migrations/0017_order_status_counts';
import * as m0018payments from './migrations/0018_payments';
import * as m0020returns from './migrations/0020_returns';
import * as m0023customers from './migrations/0023_customers';
import * as m0024moderationInbox from './migrations/0024_moderation_inbox';
import * as m0025orderInvoices from './migrations/0025_order_invoices';
import * as m0026liveChat from './migrations/0026_live_chat';
import * as m0029reportIndexes from './migrations/0029_report_indexes';
import * as m0032promotions from './migrations/0032_promotions';
import * as m0033flashSales from './migrations/0033_flash_sales';
import * as m0035giftCards from './migrations/0035_gift_cards';
import * as m0036loyalty from './migrations/0036_loyalty';
import * as m0038contentAdmin from './migrations/0038_content_admin';
import * as m0039pages from './migrations/0039_pages';
import * as m0041stores from './migrations/0041_stores';
import * as m0042sellers from './migrations/0042_sellers';
import * as m0043courseContent from './migrations/0043_course_content';
import * as m0045paymentReview from './migrations/0045_payment_review';
import * as m0046gatewayCredentials from './migrations/0046_gateway_credentials';
import * as m0047shipments from './migrations/0047_shipments';
import * as m0049reportRollups from './migrations/0049_report_rollups';
import * as m0050stockMovements from './migrations/0050_stock_movements';
import * as m0051orderListKeys from './migrations/0051_order_list_keys';
import * as m0053blockpages from './migrations/0053_block_pages';
import * as m0055productDailyStats from './migrations/0055_product_daily_stats';
import * as m0057sellerShipments from './migrations/0057_seller_shipments';
import * as m0058shipmentDeclaredValue from './migrations/0058_shipment_declared_value';
import * as m0059pickupWait from './migrations/0059_pickup_wait';
import * as m0060policyBlockPages from './migrations/0060_policy_block_pages';
import * as m0061adminProductCoverPg from './migrations/0061_admin_product_cover_pg';
import * as m0062menuAndHelp from './migrations/0062_menu_and_help_articles';
import * as m0063reportBuyers from './migrations/0063_report_buyers';
import type { Database } from './schema';

/** Migrations are imported statically so the bundled server carries them. */
const migrations: Record<string, Migration> = {
  '0001_init': m0001,
  '0002_auth': m0002auth,
  '0003_storefront': m0003storefront,
  '0004_commerce': m0004commerce,
  '0005_courses': m0005courses,
  '0006_reviews': m0006reviews,
  '0008_translations_legacy_addresses': m0008i18n,
  '0009_catalogue_admin': m0009catalogue,
  '0010_review_replies': m0010reviewReplies,
  '0011_cart_variants': m0011cartVariants,
  '0013_import_job_runs': m0013importJobRuns,
  '0014_admin_product_list': m0014adminProductList,
  '0015_order_operations': m0015orderOperations,
  '0016_mail_outbox_worker': m0016mailOutboxWorker,
  '0017_order_status_counts': m0017orderStatusCounts,
  '0018_payments': m0018payments,
  '0020_returns': m0020returns,
  '0041_stores': m0041stores,
  '0042_sellers': m0042sellers,
  '0047_shipments': m0047shipments,
  '0053_block_pages': m0053blockpages,
  '0055_product_daily_stats': m0055productDailyStats,
  '0057_seller_shipments': m0057sellerShipments,
  '0058_shipment_declared_value': m0058shipmentDeclaredValue,
  '0059_pickup_wait': m0059pickupWait,
  '0060_policy_block_pages': m0060policyBlockPages,
  '0063_report_buyers': m0063reportBuyers,
  '0061_admin_product_cover_pg': m0061adminProductCoverPg,
  '0062_menu_and_help_articles': m0062menuAndHelp,
  '0029_report_indexes': m0029reportIndexes,
  '0038_content_admin': m0038contentAdmin,
  '0039_pages': m0039pages,
  '0023_customers': m0023customers,
  '0024_moderation_inbox': m0024moderationInbox,
  '0025_order_invoices': m0025orderInvoices,
  '0026_live_chat': m0026liveChat,
  '0035_gift_cards': m0035giftCards,
  '0036_loyalty': m0036loyalty,
  '0032_promotions': m0032promotions,
  '0033_flash_sales': m0033flashSales,
  '0045_payment_review': m0045paymentReview,
  '0046_gateway_credentials': m0046gatewayCredentials,
  '0043_course_content': m0043courseContent,
  '0051_order_list_keys': m0051orderListKeys,
  '0049_report_rollups': m0049reportRollups,
  '0050_stock_movements': m0050stockMovements,
};

class StaticProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

/**
 * `schema` names the PostgreSQL schema that holds Kysely's own migration tables: without it
 * Kysely looks for them in every schema and can mistake another schema's for its own.
 */
export async function migrateToLatest(db: Kysely<Database>, schema?: string): Promise<string[]> {
  // Unordered: migrations written in parallel branches may land in any order on a dev database.
  const migrator = new Migrator({
    db,
    provider: new StaticProvider(),
    allowUnorderedMigrations: true,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
