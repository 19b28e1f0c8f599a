import { type Kysely, sql } from 'kysely';

/*
 * Catalogue management (issue 12, decision 0110): several categories per product, options and
 * variants (every product gets its default variant), image renditions, the audit log and CSV
 * import jobs. Portable types only (decision 0001).
 */
const ts = 'text' as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('track_inventory', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('products')
    .addColumn('digital', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // The admin table filters by status and sorts by recent edits.
  await db.schema.createIndex('products_status_updated_idx').on('products').columns(['status', 'updated_at']).execute();
  await db.schema.createIndex('products_quantity_idx').on('products').column('quantity').execute();
  // The admin table's default order (recent edits first), ties by id so pages never overlap.
  await db.schema.createIndex('products_updated_id_idx').on('products').columns(['updated_at', 'id']).execute();

  // Categories of a product in order; position 0 is the primary one (mirrored in products.category_id).
  await db.schema
    .createTable('product_categories')
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('category_id', 'text', (c) => c.notNull().references('categories.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('product_categories_pk', ['product_id', 'category_id'])
    .execute();
  await db.schema.createIndex('product_categories_category_idx').on('product_categories').column('category_id').execute();
  await sql`insert into product_categories (product_id, category_id, position)
            select id, category_id, 0 from products where category_id is not null`.execute(db);

  await db.schema
    .createTable('product_options')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('option_values', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema.createIndex('product_options_product_idx').on('product_options').column('product_id').execute();

  await db.schema
    .createTable('product_variants')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sku', 'text', (c) => c.notNull().unique())
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('compare_price', 'bigint')
    .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('option_values', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addCheckConstraint('product_variants_quantity_check', sql`quantity >= 0`)
    .addCheckConstraint('product_variants_price_check', sql`price >= 0`)
    .execute();
  await db.schema
    .createIndex('product_variants_product_idx')
    .on('product_variants')
    .columns(['product_id', 'position'])
    .execute();
  // One default variant per existing product, carrying its SKU, price and stock.
  await sql`insert into product_variants
              (id, product_id, name, sku, price, compare_price, quantity, image, option_values, position, is_default, created_at, updated_at)
            select 'v-' || id, id, '', sku, price, compare_price, quantity, '', '[]', 0, 1, created_at, updated_at
            from products`.execute(db);

  // Renditions of an uploaded image: {"base": "/uploads/…/id", "widths": [320, …], "formats": ["avif","webp"], "original": "jpg"}.
  await db.schema
    .alterTable('product_images')
    .addColumn('sources', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();

  // Order and cart lines name the variant next to the product.
  await db.schema.alterTable('order_items').addColumn('variant_id', 'text').execute();
  await db.schema.alterTable('cart_items').addColumn('variant_id', 'text').execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('actor_id', 'text')
    .addColumn('actor_email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_created_idx').on('audit_log').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('audit_log_entity_idx').on('audit_log').columns(['entity', 'entity_id']).execute();
  await db.schema.createIndex('audit_log_actor_idx').on('audit_log').columns(['actor_id', 'created_at']).execute();

  await db.schema
    .createTable('import_jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('processed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rejected_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('report', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('error', 'text')
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['import_jobs', 'audit_log', 'product_variants', 'product_options', 'product_categories']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
