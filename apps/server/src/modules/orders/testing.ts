/* Helpers for the commerce tests (imported by *.test.ts only). */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import { createTestApp, createTestDb, type TestDialect } from '../../../test/helpers';
import { authOf } from '../auth/plugin';
import { type Harness, seedPlaces } from '../auth/testing';
import { mailerOf } from '../mail/plugin';
import { writeVariants } from '../products/write';
import { seedCommerce } from '../seed/commerce';
import type { OrderRateLimit } from './limits';
import type { OrdersApp } from './status';

export interface ProductSpec {
  name?: string;
  price?: number;
  quantity?: number;
  comparePrice?: number | null;
  salePercentage?: number;
  saleStart?: string | null;
  saleEnd?: string | null;
  status?: string;
}

/**
 * The orders-per-client limit of commerce suites: they place dozens of orders from one address
 * (inject's 127.0.0.1). The real limit (ORDER_RATE_LIMIT) has its own test (limits.test.ts).
 */
export const SUITE_ORDER_LIMIT: OrderRateLimit = { max: 100_000, windowMs: 60_000 };

/**
 * A migrated database with two provinces (01 Hà Nội, 79 Hồ Chí Minh), the demo shipping and payment methods,
 * and an app on it (its limits in Redis with `redisUrl`).
 */
export async function commerceHarness(
  dialect: TestDialect,
  opts: { orderRateLimit?: OrderRateLimit; redisUrl?: string } = {},
): Promise<Harness> {
  const testDb = await createTestDb(dialect);
  const redis = opts.redisUrl ? new Redis(opts.redisUrl, { maxRetriesPerRequest: 2 }) : null;
  const app = await createTestApp(testDb, { redis, orderRateLimit: opts.orderRateLimit ?? SUITE_ORDER_LIMIT });
  const h: Harness = {
    testDb,
    app,
    redis,
    async close() {
      await app.close();
      await redis?.quit();
      await testDb.destroy();
    },
  };
  await seedPlaces(h.app);
  await seedCommerce(h.app.db, new Date().toISOString());
  return h;
}

/** What the orders functions need, for calling them directly (the mailer and keys live on the API scope). */
export function ordersApp(app: FastifyInstance): OrdersApp {
  return {
    db: app.db,
    dialect: app.dialect,
    cache: app.cache,
    log: app.log,
    config: app.config,
    mail: mailerOf(app.db),
    auth: authOf(app.db),
  };
}

export async function addProduct(
  app: FastifyInstance,
  spec: ProductSpec = {},
): Promise<{ id: string; slug: string; name: string }> {
  const id = randomUUID();
  const now = new Date().toISOString();
  const name = spec.name ?? `Sản phẩm ${id.slice(0, 6)}`;
  const slug = `p-${id.slice(0, 8)}`;
  const onSale = spec.salePercentage !== undefined;
  await app.db
    .insertInto('products')
    .values({
      id,
      name,
      name_folded: name.toLowerCase(),
      slug,
      sku: `SKU-${id.slice(0, 8)}`,
      price: spec.price ?? 1_000_000,
      compare_price: spec.comparePrice ?? null,
      sale_percentage: spec.salePercentage ?? 0,
      is_on_sale: onSale ? 1 : 0,
      sale_start: spec.saleStart ?? null,
      sale_end: spec.saleEnd ?? null,
      quantity: spec.quantity ?? 10,
      status: spec.status ?? 'published',
      thumbnail: `/uploads/${slug}.webp`,
      attributes: JSON.stringify([
        { name: 'Màu sắc', value: 'Đen' },
        { name: 'Màu sắc', value: 'Trắng' },
        { name: 'Dung lượng', value: '256GB' },
      ]),
      created_at: now,
      updated_at: now,
    } as never)
    .execute();
  return { id, slug, name };
}

export async function addCourse(app: FastifyInstance, opts: { price?: number; discountPrice?: number | null } = {}) {
  const now = new Date().toISOString();
  let category = await app.db.selectFrom('course_categories').select('id').executeTakeFirst();
  if (!category) {
    category = { id: randomUUID() };
    await app.db
      .insertInto('course_categories')
      .values({ id: category.id, code: 'WEB', name: 'Lập trình web', slug: 'lap-trinh-web', display_order: 0 })
      .execute();
  }
  const id = randomUUID();
  const code = `C${id.slice(0, 6).toUpperCase()}`;
  await app.db
    .insertInto('courses')
    .values({
      id,
      code,
      title: `Khóa học ${code}`,
      title_folded: `khoa hoc ${code.toLowerCase()}`,
      slug: code.toLowerCase(),
      category_id: category.id,
      price: opts.price ?? 1_999_000,
      discount_price: opts.discountPrice === undefined ? 599_000 : opts.discountPrice,
      created_at: now,
      updated_at: now,
    } as never)
    .execute();
  return { id, code };
}

export const stockOf = async (app: FastifyInstance, id: string) =>
  Number((await app.db.selectFrom('products').select('quantity').where('id', '=', id).executeTakeFirstOrThrow()).quantity);

export const countRows = async (
  app: FastifyInstance,
  table: 'orders' | 'order_items' | 'coupon_redemptions' | 'idempotency_keys',
) =>
  Number(
    (
      await app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

export function checkoutBody(items: object[], over: Record<string, unknown> = {}) {
  return {
    information: {
      fullName: 'Nguyễn Văn An',
      email: 'an@example.vn',
      phone: '0912 345 678',
      address: '12 Lê Lợi',
      city: '79',
      ward: '26734',
      notes: '',
    },
    shipping: { method: 'standard' },
    payment: { method: 'cod' },
    items,
    ...over,
  };
}

let keys = 0;
export function placeOrder(
  app: FastifyInstance,
  body: object,
  opts: { key?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/v1/orders',
    headers: { 'idempotency-key': opts.key ?? `test-key-${process.pid}-${++keys}-${randomUUID()}`, ...(opts.headers ?? {}) },
    payload: body,
  });
}

/** Waits for the mails the app sends after answering. */
export const mailIdle = (app: FastifyInstance) => mailerOf(app.db).idle();

export interface VariantSpec {
  values: string[];
  price: number;
  quantity: number;
  sku?: string;
  image?: string;
}

/**
 * A published product with options and one variant per spec, written the way the catalogue API
 * writes it (writeVariants derives the product's lowest price and summed stock).
 */
export async function addVariantProduct(
  app: FastifyInstance,
  options: { name: string; values: string[] }[],
  variants: VariantSpec[],
): Promise<{ id: string; slug: string; name: string; variants: { id: string; sku: string }[] }> {
  const p = await addProduct(app, { name: `Điện thoại ${randomUUID().slice(0, 6)}` });
  const now = new Date().toISOString();
  await app.db.transaction().execute((trx) =>
    writeVariants(
      trx,
      p.id,
      {
        options,
        variants: variants.map((v, i) => ({
          name: v.values.join(' / '),
          sku: v.sku ?? `${p.slug}-${i + 1}`.toUpperCase(),
          price: v.price,
          comparePrice: null,
          quantity: v.quantity,
          image: v.image ?? '',
          options: v.values.map((value, k) => ({ name: options[k]!.name, value })),
        })),
        keepIds: variants.map(() => null),
      },
      now,
    ),
  );
  const rows = await app.db
    .selectFrom('product_variants')
    .select(['id', 'sku'])
    .where('product_id', '=', p.id)
    .orderBy('position')
    .execute();
  return { ...p, variants: rows };
}

export const variantStockOf = async (app: FastifyInstance, id: string) =>
  Number(
    (await app.db.selectFrom('product_variants').select('quantity').where('id', '=', id).executeTakeFirstOrThrow()).quantity,
  );
