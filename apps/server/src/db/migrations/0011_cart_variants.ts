import { type Kysely, sql } from 'kysely';

/*
 * A signed-in cart holds one line per product VARIANT (decision 0140): the unique key becomes
 * (user, kind, item, variant) with '' for a product's default variant and for courses. SQLite cannot
 * change a table constraint, so the table is rebuilt the same way on both databases (carts are small).
 */
async function rebuild(db: Kysely<unknown>, withVariant: boolean): Promise<void> {
  await db.schema
    .createTable('cart_items_next')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('product'))
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('variant_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint(
      withVariant ? 'cart_items_user_variant_uq' : 'cart_items_user_item_uq',
      withVariant ? ['user_id', 'kind', 'item_id', 'variant_id'] : ['user_id', 'kind', 'item_id'],
    )
    .execute();
  const variant = withVariant ? sql`coalesce(variant_id, '')` : sql`''`;
  // Going back keeps one line per product (the oldest), as the old key allows.
  const keep = withVariant ? sql`` : sql`where id in (select min(id) from cart_items group by user_id, kind, item_id)`;
  await sql`insert into cart_items_next (id, user_id, kind, item_id, variant_id, quantity, created_at, updated_at)
    select id, user_id, kind, item_id, ${variant}, quantity, created_at, updated_at from cart_items ${keep}`.execute(db);
  await db.schema.dropTable('cart_items').execute();
  await db.schema.alterTable('cart_items_next').renameTo('cart_items').execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await rebuild(db, true);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await rebuild(db, false);
}
