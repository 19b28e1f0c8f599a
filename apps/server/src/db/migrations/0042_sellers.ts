import { type Kysely, sql } from 'kysely';

/*
 * The seller area (issue 18, decision 0290): sellers who apply and are approved by the shop,
 * which seller a product belongs to (null: the shop's own), whether a seller's product waits for
 * the shop's approval, which seller an order line belongs to, and commission rates per category.
 * Shipments per seller, the balance ledger and payouts come in their own migrations.
 * Portable types only (decision 0001).
 */
const ts = 'text' as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sellers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    /** The account that applied; one seller per account. */
    .addColumn('user_id', 'text', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('shop_name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    /** Mã số thuế (10 digits, or 10-3), validated with the MST checksum in core. */
    .addColumn('tax_code', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('province_code', 'text', (c) => c.notNull())
    .addColumn('province_name', 'text', (c) => c.notNull())
    .addColumn('ward_code', 'text', (c) => c.notNull())
    .addColumn('ward_name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('bank_name', 'text', (c) => c.notNull())
    .addColumn('bank_account_number', 'text', (c) => c.notNull())
    .addColumn('bank_account_name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('logo', 'text', (c) => c.notNull().defaultTo(''))
    /** pending | approved | rejected | suspended */
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    /** The shop's message with an approval, rejection or suspension. */
    .addColumn('review_note', 'text', (c) => c.notNull().defaultTo(''))
    /** Commission in basis points (1250 = 12.5 %); null: the category's rate, else the shop default. */
    .addColumn('commission_bp', 'integer')
    .addColumn('rating_average', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('rating_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('approved_at', ts)
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addCheckConstraint('sellers_commission_range', sql`commission_bp is null or (commission_bp >= 0 and commission_bp <= 10000)`)
    .execute();
  await db.schema.createIndex('sellers_status').on('sellers').columns(['status', 'created_at']).execute();

  await db.schema
    .createTable('category_commissions')
    .addColumn('category_id', 'text', (c) => c.primaryKey().references('categories.id').onDelete('cascade'))
    .addColumn('commission_bp', 'integer', (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addCheckConstraint('category_commissions_range', sql`commission_bp >= 0 and commission_bp <= 10000`)
    .execute();

  /** null: the shop's own product. */
  await db.schema.alterTable('products').addColumn('seller_id', 'text').execute();
  /** null for the shop's products; pending | approved | rejected for a seller's (moderation). */
  await db.schema.alterTable('products').addColumn('seller_review', 'text').execute();
  await db.schema
    .alterTable('products')
    .addColumn('seller_review_note', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('products_seller').on('products').columns(['seller_id', 'created_at']).execute();

  /** The seller of the line when ordered (null: the shop), kept even if the product moves. */
  await db.schema.alterTable('order_items').addColumn('seller_id', 'text').execute();
  await db.schema.createIndex('order_items_seller').on('order_items').columns(['seller_id', 'order_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('order_items_seller').execute();
  await db.schema.alterTable('order_items').dropColumn('seller_id').execute();
  await db.schema.dropIndex('products_seller').execute();
  await db.schema.alterTable('products').dropColumn('seller_review_note').execute();
  await db.schema.alterTable('products').dropColumn('seller_review').execute();
  await db.schema.alterTable('products').dropColumn('seller_id').execute();
  await db.schema.dropTable('category_commissions').execute();
  await db.schema.dropTable('sellers').execute();
}
