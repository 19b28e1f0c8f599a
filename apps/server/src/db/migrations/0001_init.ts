import type { Kysely } from 'kysely';

/* Portable types only: text, integer, bigint (money), double precision. */
const ts = 'text' as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('categories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_folded', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('parent_id', 'text', (c) => c.references('categories.id').onDelete('set null'))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('meta_title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('meta_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('meta_keywords', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('brands')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_folded', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('logo', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('cover_image', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('website', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('meta_title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('meta_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('meta_keywords', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('origin_country', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('origin_year', 'integer')
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('products')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_folded', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('sku', 'text', (c) => c.notNull().unique())
    .addColumn('barcode', 'text')
    .addColumn('short_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('compare_price', 'bigint')
    .addColumn('cost_price', 'bigint')
    .addColumn('tax_class', 'text', (c) => c.notNull().defaultTo('standard'))
    .addColumn('sale_percentage', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_on_sale', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sale_start', ts)
    .addColumn('sale_end', ts)
    .addColumn('is_new', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_bestseller', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_available', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('published'))
    .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sold', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('thumbnail', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('category_id', 'text', (c) => c.references('categories.id').onDelete('set null'))
    .addColumn('brand_id', 'text', (c) => c.references('brands.id').onDelete('set null'))
    .addColumn('rating_average', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('rating_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('attributes', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('specifications', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('dimensions', 'text')
    .addColumn('weight_value', 'double precision')
    .addColumn('weight_unit', 'text')
    .addColumn('warranty_months', 'integer', (c) => c.notNull().defaultTo(12))
    .addColumn('warranty_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('meta_title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('meta_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('meta_keywords', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  for (const col of ['category_id', 'brand_id', 'price', 'sold', 'created_at', 'rating_average']) {
    await db.schema.createIndex(`products_${col}_idx`).on('products').column(col).execute();
  }
  await db.schema.createIndex('products_bestseller_sold_idx').on('products').columns(['is_bestseller', 'sold']).execute();

  await db.schema
    .createTable('product_images')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('alt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_main', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('product_images_product_idx').on('product_images').column('product_id').execute();

  await db.schema
    .createTable('product_tags')
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('tag', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_tags_pk', ['product_id', 'tag'])
    .execute();
  await db.schema.createIndex('product_tags_tag_idx').on('product_tags').column('tag').execute();

  await db.schema
    .createTable('provinces')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_folded', 'text', (c) => c.notNull())
    .addColumn('short_name', 'text', (c) => c.notNull())
    .addColumn('place_type', 'text', (c) => c.notNull())
    .addColumn('alpha_code', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('wards')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('province_code', 'text', (c) => c.notNull().references('provinces.code').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_folded', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('wards_province_idx').on('wards').column('province_code').execute();

  await db.schema
    .createTable('shipping_methods')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('icon', 'text', (c) => c.notNull().defaultTo('truck'))
    .addColumn('carrier', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('display_order', 'integer')
    .addColumn('base_rate', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('free_shipping_threshold', 'bigint')
    .addColumn('rates', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('estimated_min', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('estimated_max', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('estimated_unit', 'text', (c) => c.notNull().defaultTo('days'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('payment_methods')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('icon', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('minimum_order_amount', 'bigint')
    .addColumn('maximum_order_amount', 'bigint')
    .addColumn('handling_fee', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('handling_fee_type', 'text', (c) => c.notNull().defaultTo('fixed'))
    .addColumn('instructions', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('processing_time', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('configuration', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('customer'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('avatar', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('gender', 'text')
    .addColumn('date_of_birth', 'text')
    .addColumn('preferences', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('last_login', ts)
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('course_categories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('courses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('title_folded', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('group_code', 'text', (c) => c.notNull().defaultTo('GP01'))
    .addColumn('short_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('instructor_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('category_id', 'text', (c) => c.notNull().references('course_categories.id'))
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('discount_price', 'bigint')
    .addColumn('rating_average', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('rating_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('student_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('level', 'text', (c) => c.notNull().defaultTo('Beginner'))
    .addColumn('duration_minutes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_bestseller', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_new', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('curriculum', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('courses_category_idx').on('courses').column('category_id').execute();

  await db.schema
    .createTable('banners')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image_mobile', 'text', (c) => c.notNull())
    .addColumn('image_desktop', 'text', (c) => c.notNull())
    .addColumn('link', 'text', (c) => c.notNull().defaultTo('/'))
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('testimonials')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('avatar', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull().defaultTo(5))
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('blog_categories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .execute();

  await db.schema
    .createTable('blog_posts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('excerpt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('cover_image', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('category_id', 'text', (c) => c.references('blog_categories.id').onDelete('set null'))
    .addColumn('author_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('published'))
    .addColumn('is_featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published_at', ts)
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('newsletter_subscribers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('vi'))
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('footer'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  // Keeps the folded-name lookups cheap on both databases.
  await db.schema.createIndex('products_name_folded_idx').on('products').column('name_folded').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'settings',
    'newsletter_subscribers',
    'blog_posts',
    'blog_categories',
    'testimonials',
    'banners',
    'courses',
    'course_categories',
    'users',
    'payment_methods',
    'shipping_methods',
    'wards',
    'provinces',
    'product_tags',
    'product_images',
    'products',
    'brands',
    'categories',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
