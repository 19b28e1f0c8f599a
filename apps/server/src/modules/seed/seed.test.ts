import fs from 'node:fs';
import path from 'node:path';
import { verify } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, dialects, type TestDb } from '../../../test/helpers';
import type { Database } from '../../db/schema';
import { DEMO_PASSWORD, isDatabaseEmpty, seedDemo, seedLargeCatalogue } from './index';

const TABLES: (keyof Database)[] = [
  'categories',
  'brands',
  'products',
  'product_images',
  'product_tags',
  'provinces',
  'wards',
  'shipping_methods',
  'payment_methods',
  'users',
  'course_categories',
  'courses',
  'banners',
  'testimonials',
  'blog_categories',
  'blog_posts',
  'settings',
  'reviews',
];

async function countAll(t: TestDb): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await t.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    out[table] = Number(row.n);
  }
  return out;
}

describe.each(dialects)('demo seed on %s', (dialect) => {
  let t: TestDb;
  let first: Record<string, number>;

  beforeAll(async () => {
    t = await createTestDb(dialect);
    expect(await isDatabaseEmpty(t.db)).toBe(true);
    first = await seedDemo(t.db, { dataDir: t.dataDir, images: false });
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it('fills every table with the expected amounts', async () => {
    const counts = await countAll(t);
    expect(counts).toMatchObject({ categories: 8, brands: 10, provinces: 34, wards: 3321, banners: 3 });
    expect(counts.products).toBeGreaterThanOrEqual(80);
    expect(counts.courses).toBeGreaterThanOrEqual(20);
    expect(counts.course_categories).toBeGreaterThanOrEqual(5);
    expect(counts.testimonials).toBeGreaterThanOrEqual(3);
    expect(counts.blog_posts).toBeGreaterThanOrEqual(6);
    expect(first.products).toBe(counts.products);
    expect(await isDatabaseEmpty(t.db)).toBe(false);
  });

  it('uses the fixed category and brand slugs', async () => {
    const cats = await t.db.selectFrom('categories').select('slug').orderBy('display_order').execute();
    expect(cats.map((c) => c.slug)).toEqual([
      'smartphones',
      'laptops',
      'tablets',
      'accessories',
      'smartwatches',
      'cameras',
      'audio',
      'gaming',
    ]);
    const brands = await t.db.selectFrom('brands').select('slug').orderBy('display_order').execute();
    expect(brands.map((b) => b.slug)).toEqual([
      'apple',
      'samsung',
      'xiaomi',
      'sony',
      'lg',
      'dell',
      'hp',
      'lenovo',
      'asus',
      'acer',
    ]);
  });

  it('creates one verified account per role with the demo password', async () => {
    const users = await t.db.selectFrom('users').selectAll().execute();
    const roles = users.filter((u) => u.username === u.role);
    expect(roles.map((u) => u.role).sort()).toEqual(['admin', 'customer', 'editor', 'manager', 'staff', 'support']);
    // The other demo accounts are the shoppers who wrote the demo reviews, and the two demo sellers (issue 18).
    const others = users.filter((u) => u.username !== u.role);
    expect(
      others
        .filter((u) => u.role === 'seller')
        .map((u) => u.email)
        .sort(),
    ).toEqual(['seller1@sen.local', 'seller2@sen.local']);
    expect(others.every((u) => u.role === 'customer' || u.role === 'seller')).toBe(true);
    const shops = await t.db.selectFrom('sellers').select(['slug', 'status']).orderBy('slug').execute();
    expect(shops).toEqual([
      { slug: 'minh-phat', status: 'approved' },
      { slug: 'thao-tech', status: 'approved' },
    ]);
    const sold = await t.db
      .selectFrom('products')
      .select('id')
      .where('seller_id', 'is not', null)
      .where('status', '=', 'published')
      .execute();
    expect(sold.length).toBe(6);
    for (const u of users) {
      expect(u.email).toBe(`${u.username}@sen.local`);
      expect(u.is_verified).toBe(1);
    }
    const admin = users.find((u) => u.role === 'admin');
    expect(await verify(admin?.password_hash ?? '', DEMO_PASSWORD)).toBe(true);
  });

  it('gives every demo product a few reviews that its rating and count agree with', async () => {
    const products = await t.db
      .selectFrom('products')
      .select(['id', 'rating_average', 'rating_count', 'is_bestseller'])
      .execute();
    const reviews = await t.db.selectFrom('reviews').selectAll().execute();
    const customer = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'customer@sen.local')
      .executeTakeFirstOrThrow();
    for (const p of products) {
      const own = reviews.filter((r) => r.product_id === p.id);
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(own.length).toBeLessThanOrEqual(8);
      expect(new Set(own.map((r) => r.user_id)).size).toBe(own.length);
      expect(p.rating_count).toBe(own.length);
      const average = own.reduce((sum, r) => sum + r.rating, 0) / own.length;
      expect(Number(p.rating_average)).toBe(Math.round(average * 10) / 10);
      if (p.is_bestseller === 1) expect(Number(p.rating_average)).toBeGreaterThanOrEqual(4.4);
    }
    for (const r of reviews) {
      expect(r.body.length).toBeGreaterThanOrEqual(10);
      expect(r.status).toBe('published');
    }
    // The demo customer wrote some, and can still review most products.
    const mine = reviews.filter((r) => r.user_id === customer.id).length;
    expect(mine).toBeGreaterThan(0);
    expect(mine).toBeLessThan(products.length / 2);
  });

  it('has a default COD payment method and a default shipping method', async () => {
    const cod = await t.db.selectFrom('payment_methods').selectAll().where('code', '=', 'COD').executeTakeFirstOrThrow();
    expect(cod).toMatchObject({ is_default: 1, is_active: 1 });
    const codes = (await t.db.selectFrom('payment_methods').select('code').execute()).map((p) => p.code);
    for (const code of ['BANK_TRANSFER', 'MOMO', 'VNPAY', 'ZALOPAY', 'CREDIT_CARD', 'PAYPAL', 'SHOPEE_PAY', 'GRAB_PAY', 'CASH']) {
      expect(codes).toContain(code);
    }
    const bank = await t.db
      .selectFrom('payment_methods')
      .select('configuration')
      .where('code', '=', 'BANK_TRANSFER')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(bank.configuration)).toMatchObject({ bankName: expect.any(String), accountNumber: expect.any(String) });
    const shipping = await t.db.selectFrom('shipping_methods').selectAll().execute();
    expect(shipping.filter((s) => s.is_default === 1).map((s) => s.code)).toEqual(['STANDARD']);
    expect(shipping.map((s) => s.code)).toEqual(expect.arrayContaining(['STANDARD', 'EXPRESS', 'PICKUP']));
  });

  it('has active and ended sales, bestsellers, new products and varied stock', async () => {
    const products = await t.db.selectFrom('products').selectAll().execute();
    const now = new Date().toISOString();
    const sales = products.filter((p) => p.is_on_sale === 1);
    const active = sales.filter((p) => (p.sale_start ?? '') <= now && (p.sale_end ?? '') > now);
    const ended = sales.filter((p) => (p.sale_end ?? '') < now);
    expect(active.length).toBeGreaterThanOrEqual(8);
    expect(ended.length).toBeGreaterThan(0);
    for (const p of sales) expect(p.sale_percentage).toBeGreaterThan(0);
    // Stored as currentPrice() charges it: discounted while the sale runs, the regular price once over.
    for (const p of active) expect(p.compare_price).toBeGreaterThan(p.price);
    for (const p of ended) expect(p.price).toBe(p.compare_price);
    expect(products.filter((p) => p.is_bestseller === 1).length).toBeGreaterThanOrEqual(8);
    expect(products.filter((p) => p.is_new === 1).length).toBeGreaterThanOrEqual(8);
    expect(products.some((p) => p.quantity === 0 && p.is_available === 0)).toBe(true);
    expect(products.some((p) => p.quantity > 0 && p.quantity < 300)).toBe(true);
    expect(products.some((p) => p.quantity > 1000)).toBe(true);
    expect(products.every((p) => p.quantity > 0 === (p.is_available === 1))).toBe(true);
    expect(new Set(products.map((p) => p.sku)).size).toBe(products.length);
  });

  it('sells a share of phones, tablets, laptops and watches in variants, the listing columns derived', async () => {
    const products = await t.db.selectFrom('products').selectAll().execute();
    const options = await t.db.selectFrom('product_options').selectAll().execute();
    const variants = await t.db.selectFrom('product_variants').selectAll().execute();
    const withOptions = new Set(options.map((o) => o.product_id));
    expect(withOptions.size).toBeGreaterThanOrEqual(15);
    expect(options.some((o) => o.name === 'Màu sắc')).toBe(true);
    expect(options.some((o) => o.name === 'Kích thước mặt')).toBe(true);
    expect(options.some((o) => o.name.startsWith('Cấu hình'))).toBe(true);
    expect(new Set(variants.map((v) => v.sku)).size).toBe(variants.length);
    for (const p of products) {
      const own = variants.filter((v) => v.product_id === p.id);
      if (withOptions.has(p.id)) expect(own.length).toBeGreaterThanOrEqual(2);
      else expect(own.length).toBe(1);
      expect(own.reduce((sum, v) => sum + v.quantity, 0)).toBe(p.quantity);
      expect(Math.min(...own.map((v) => Number(v.price)))).toBe(Number(p.price));
      expect(own.some((v) => v.sku === p.sku)).toBe(true);
    }
    // The bigger storage, memory or case costs more than the product's "from" price.
    const from = new Map(products.map((p) => [p.id, Number(p.price)]));
    expect(variants.some((v) => Number(v.price) > from.get(v.product_id)!)).toBe(true);
    expect(variants.some((v) => withOptions.has(v.product_id) && v.quantity === 0)).toBe(true);
  });

  it('gives every product a main image with its size, tags and folded name', async () => {
    const images = await t.db.selectFrom('product_images').selectAll().execute();
    const products = await t.db.selectFrom('products').selectAll().execute();
    for (const p of products) {
      const own = images.filter((i) => i.product_id === p.id);
      expect(own.length).toBeGreaterThanOrEqual(3);
      expect(own.filter((i) => i.is_main === 1)).toHaveLength(1);
      expect(own.find((i) => i.is_main === 1)?.url).toBe(p.thumbnail);
      expect(p.name_folded).not.toMatch(/[đàáảãạăâèéêìíòóôơùúưỳý]/);
    }
    expect(images.every((i) => i.width === 800 && i.height === 800)).toBe(true);
    const tags = await t.db.selectFrom('product_tags').select('tag').execute();
    expect(tags.length).toBeGreaterThan(products.length);
  });

  it('changes nothing when run a second time', async () => {
    const before = await countAll(t);
    const second = await seedDemo(t.db, { dataDir: t.dataDir, images: false });
    expect(Object.values(second).every((n) => n === 0)).toBe(true);
    expect(await countAll(t)).toEqual(before);
  });

  it('adds a large generated catalogue and tops it up idempotently', async () => {
    const before = await countAll(t);
    expect(await seedLargeCatalogue(t.db, { dataDir: t.dataDir, images: false, products: 500 })).toBe(500);
    expect(await seedLargeCatalogue(t.db, { dataDir: t.dataDir, images: false, products: 500 })).toBe(0);
    expect(await seedLargeCatalogue(t.db, { dataDir: t.dataDir, images: false, products: 600 })).toBe(100);
    const after = await countAll(t);
    expect(after.products).toBe((before.products ?? 0) + 600);
    expect(after.product_images).toBeGreaterThan((before.product_images ?? 0) + 600);
    expect(after.categories).toBe(8);
  });
});

describe('demo seed with images', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb('sqlite');
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it('writes sized SVG files for the URLs it stores', async () => {
    await seedDemo(t.db, { dataDir: t.dataDir });
    const product = await t.db
      .selectFrom('products')
      .selectAll()
      .where('slug', '=', 'dien-thoai-iphone-17-pro-max-256gb')
      .executeTakeFirstOrThrow();
    const file = path.join(t.dataDir, product.thumbnail.replace(/^\/uploads\//, 'uploads/'));
    const svg = fs.readFileSync(file, 'utf8');
    expect(svg).toMatch(/^<svg [^>]*width="800" height="800" viewBox="0 0 800 800"/);
    const banner = await t.db
      .selectFrom('banners')
      .selectAll()
      .where('link', '=', '/summer-collection')
      .executeTakeFirstOrThrow();
    expect(fs.readFileSync(path.join(t.dataDir, banner.image_desktop.replace(/^\/uploads\//, 'uploads/')), 'utf8')).toContain(
      'width="1600" height="600"',
    );
    const urls = [
      ...(await t.db.selectFrom('product_images').select('url').execute()).map((r) => r.url),
      ...(await t.db.selectFrom('brands').select(['logo', 'cover_image']).execute()).flatMap((b) => [b.logo, b.cover_image]),
      ...(await t.db.selectFrom('courses').select('image_url').execute()).map((c) => c.image_url),
      ...(await t.db.selectFrom('blog_posts').select('cover_image').execute()).map((b) => b.cover_image),
      ...(await t.db.selectFrom('users').select('avatar').execute()).map((u) => u.avatar),
    ];
    for (const url of urls) expect(fs.existsSync(path.join(t.dataDir, url.replace(/^\/uploads\//, 'uploads/'))), url).toBe(true);
  });
});
