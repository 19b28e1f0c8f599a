import type { Kysely } from 'kysely';

/*
 * The mega-menu staff edit (decision 0354): one row per column, in order; no row means the menu
 * is the category tree. The help centre's articles (decision 0355). Translations and lists are
 * JSON. Portable types only (decision 0001).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('menu_columns')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('position', 'integer', (c) => c.notNull())
    /** category | link | label */
    .addColumn('kind', 'text', (c) => c.notNull())
    /** No foreign key: a removed category hides its column instead of blocking the removal. */
    .addColumn('category_id', 'text')
    .addColumn('href', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('label', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('translations', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('visible', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('links', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('help_articles')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    /** core HELP_TOPICS */
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    /** Sanitized HTML (the blog's allow-list). */
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('translations', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // Three articles to start from, saying what the shop already does (their English fills fr/de/ja).
  const at = '2026-11-24T00:00:00.000Z';
  const en = (title: string, body: string) =>
    JSON.stringify({ en: { title, body }, fr: { title, body }, de: { title, body }, ja: { title, body } });
  const rows = [
    {
      id: 'help-order-as-guest',
      slug: 'dat-hang-khong-can-tai-khoan',
      topic: 'orders',
      title: 'Đặt hàng không cần tài khoản',
      body: '<p>Thêm sản phẩm vào giỏ, mở giỏ hàng và chọn <strong>Thanh toán</strong>: bạn chỉ cần nhập họ tên, số điện thoại và địa chỉ giao hàng.</p><p>Tài khoản giúp theo dõi mọi đơn hàng, lưu địa chỉ và tích điểm thưởng cho lần sau.</p>',
      position: 1,
      translations: en(
        'Ordering without an account',
        '<p>Add products to the cart, open the cart and choose <strong>Checkout</strong>: your name, phone number and delivery address are all it takes.</p><p>An account keeps track of your orders, saves your addresses and collects reward points.</p>',
      ),
    },
    {
      id: 'help-track-order',
      slug: 'theo-doi-don-hang',
      topic: 'shipping',
      title: 'Theo dõi đơn hàng',
      body: '<p>Mở trang <a href="/order-tracking">Tra cứu đơn hàng</a> và nhập mã đơn (ví dụ DH000123) cùng số điện thoại hoặc email đã dùng khi đặt hàng để xem trạng thái và hành trình của đơn.</p>',
      position: 1,
      translations: en(
        'Tracking your order',
        '<p>Open <a href="/order-tracking">Order tracking</a> and enter the order code (e.g. DH000123) with the phone number or e-mail used to order, to see its status and journey.</p>',
      ),
    },
    {
      id: 'help-return',
      slug: 'doi-tra-san-pham',
      topic: 'returns',
      title: 'Đổi trả sản phẩm',
      body: '<p>Bạn có thể yêu cầu đổi trả trong vòng 30 ngày kể từ ngày nhận, khi sản phẩm còn nguyên tem, hộp và phụ kiện. Gửi yêu cầu tại trang <a href="/returns">Đổi trả</a>.</p>',
      position: 1,
      translations: en(
        'Returning a product',
        '<p>You can ask for a return within 30 days of delivery, with the product’s seals, box and accessories. Send your request from the <a href="/returns">Returns</a> page.</p>',
      ),
    },
  ].map((r) => ({ ...r, published: 1, created_at: at, updated_at: at }));
  await (db as Kysely<{ help_articles: (typeof rows)[number] }>).insertInto('help_articles').values(rows).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('help_articles').ifExists().execute();
  await db.schema.dropTable('menu_columns').ifExists().execute();
}
