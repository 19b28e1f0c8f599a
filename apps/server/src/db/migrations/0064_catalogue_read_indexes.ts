import { type Kysely, sql } from 'kysely';

/**
 * Indexes for the catalogue reads that scanned the products table (issue 11, decision 0404). At
 * 100,000 products on SQLite each blocked the event loop, and each pulled the table's pages
 * through the connection's 16 MB page cache, which the process then kept:
 * - the category and brand lists count each one's visible products (179 and 194 ms): by
 *   (category_id, status, seller_id) and (brand_id, …) the counts read the index alone, where the
 *   listing snapshot does not answer them (while it is first built, in a worker). They replace the
 *   single-column indexes, which they serve as well;
 * - the home page's "on sale" strip (54 ms) and the sale-price sweep every minute (85–140 ms):
 *   one partial index of the products on sale, in the strip's order, holding the sweep's columns;
 * - the home page's "new arrivals" strip (30 ms): (is_new, created_at), as best sellers already are.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('products_category_status_idx')
    .on('products')
    .columns(['category_id', 'status', 'seller_id'])
    .execute();
  await db.schema.dropIndex('products_category_id_idx').ifExists().execute();
  await db.schema.createIndex('products_brand_status_idx').on('products').columns(['brand_id', 'status', 'seller_id']).execute();
  await db.schema.dropIndex('products_brand_id_idx').ifExists().execute();
  await db.schema
    .createIndex('products_on_sale_idx')
    .on('products')
    .columns(['status', 'sale_percentage', 'id', 'price', 'compare_price', 'is_on_sale', 'sale_start', 'sale_end'])
    .where(sql.ref('is_on_sale'), '=', 1)
    .execute();
  await db.schema.createIndex('products_new_created_idx').on('products').columns(['is_new', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('products_new_created_idx').ifExists().execute();
  await db.schema.dropIndex('products_on_sale_idx').ifExists().execute();
  await db.schema.createIndex('products_brand_id_idx').on('products').column('brand_id').execute();
  await db.schema.dropIndex('products_brand_status_idx').ifExists().execute();
  await db.schema.createIndex('products_category_id_idx').on('products').column('category_id').execute();
  await db.schema.dropIndex('products_category_status_idx').ifExists().execute();
}
