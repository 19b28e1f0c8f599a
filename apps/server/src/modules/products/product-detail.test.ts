import { randomUUID } from 'node:crypto';
import { currentPrice, foldText } from '@sen/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDemoDb, createTestApp, dialects, type TestDb } from '../../../test/helpers';
import { catalogueChanged } from './invalidate';

describe.each(dialects)('product detail on %s', (dialect) => {
  let testDb: TestDb;
  let app: FastifyInstance;

  beforeAll(async () => {
    testDb = await createDemoDb(dialect);
    app = await createTestApp(testDb);
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.destroy();
  });

  const get = async (url: string) => {
    const res = await app.inject({ method: 'GET', url });
    return { status: res.statusCode, body: res.json() };
  };

  it('answers every field of "Product (as read)" by slug and by id', async () => {
    const row = await testDb.db
      .selectFrom('products')
      .selectAll()
      .where('compare_price', 'is not', null)
      .where('dimensions', 'is not', null)
      .orderBy('sold', 'desc')
      .executeTakeFirstOrThrow();
    const bySlug = await get(`/api/v1/products/${row.slug}`);
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.message).toBe('Success');
    const p = bySlug.body.metadata;
    expect(p).toMatchObject({
      _id: row.id,
      id: row.id,
      name: row.name,
      slug: row.slug,
      sku: row.sku,
      price: currentPrice({
        price: Number(row.price),
        comparePrice: Number(row.compare_price),
        salePercentage: row.sale_percentage,
        isOnSale: row.is_on_sale === 1,
        saleStart: row.sale_start,
        saleEnd: row.sale_end,
      }),
      comparePrice: Number(row.compare_price),
      originalPrice: Number(row.compare_price),
      salePercentage: row.sale_percentage,
      isOnSale: row.is_on_sale === 1,
      saleStart: row.sale_start,
      saleEnd: row.sale_end,
      isNew: row.is_new === 1,
      isBestseller: row.is_bestseller === 1,
      isAvailable: row.quantity > 0,
      quantity: row.quantity,
      thumbnail: expect.stringMatching(/^\/uploads\//),
      ratings: { average: Number(row.rating_average), count: row.rating_count },
      shortDescription: row.short_description,
      description: row.description,
      dimensions: { length: expect.any(Number), width: expect.any(Number), height: expect.any(Number), unit: 'cm' },
      weight: { value: Number(row.weight_value), unit: 'kg' },
      warranty: { description: expect.any(String), months: row.warranty_months },
      tags: JSON.parse(row.tags),
      category: { name: expect.any(String), slug: expect.any(String) },
      brand: { name: expect.any(String) },
    });
    expect(p.images.length).toBeGreaterThan(0);
    expect(p.images[0]).toEqual(
      expect.objectContaining({ _id: expect.any(String), url: expect.any(String), alt: expect.any(String), isMain: true }),
    );
    for (const list of [p.attributes, p.specifications]) {
      expect(list.length).toBeGreaterThan(0);
      for (const a of list) expect(a).toEqual({ _id: expect.any(String), name: expect.any(String), value: expect.any(String) });
    }
    const byId = await get(`/api/v1/products/${row.id}`);
    expect(byId.status).toBe(200);
    expect(byId.body.metadata).toEqual(p);
  });

  it('answers a missing product with the spec message, in Vietnamese and English', async () => {
    const vi = await get('/api/v1/products/khong-ton-tai');
    expect(vi.status).toBe(404);
    expect(vi.body).toMatchObject({
      statusCode: 404,
      errorCode: 'PRODUCT_NOT_FOUND',
      message: 'Không tìm thấy sản phẩm',
      metadata: null,
    });
    const en = await get(`/api/v1/products/${randomUUID()}?lang=en`);
    expect(en.status).toBe(404);
    expect(en.body.message).toBe('Product not found');
  });

  it('hides a draft product', async () => {
    const row = await testDb.db.selectFrom('products').select(['id', 'slug']).executeTakeFirstOrThrow();
    await testDb.db.updateTable('products').set({ status: 'draft' }).where('id', '=', row.id).execute();
    await app.cache.invalidate('products:');
    expect((await get(`/api/v1/products/${row.slug}`)).status).toBe(404);
    const listing = await get('/api/v1/products?limit=100');
    expect(listing.body.metadata.items.map((p: { id: string }) => p.id)).not.toContain(row.id);
    await testDb.db.updateTable('products').set({ status: 'published' }).where('id', '=', row.id).execute();
    await app.cache.invalidate('products:');
  });

  it('suggests best sellers of the same category as related products', async () => {
    const { body } = await get('/api/v1/products?category=laptops&limit=1');
    const laptop = body.metadata.items[0];
    const related = await get(`/api/v1/products/${laptop.slug}/related?limit=4`);
    expect(related.status).toBe(200);
    const items = related.body.metadata;
    expect(items).toHaveLength(4);
    expect(items.every((p: { category: { slug: string } }) => p.category.slug === 'laptops')).toBe(true);
    expect(items.map((p: { id: string }) => p.id)).not.toContain(laptop.id);
    // Cards, as the listing's: without the page's long fields.
    for (const p of items) for (const field of ['description', 'specifications', 'warranty']) expect(p).not.toHaveProperty(field);
    const sold = items.map((p: { sold: number }) => p.sold);
    expect(sold).toEqual([...sold].sort((a, b) => b - a));
    expect((await get('/api/v1/products/nope/related')).status).toBe(404);
  });

  it('shows a new product in the listing as soon as the catalogue is told of it', async () => {
    const before = await get('/api/v1/products?q=may%20pha%20ca%20phe');
    expect(before.body.metadata.pagination.totalCount).toBe(0);
    const template = await testDb.db.selectFrom('products').selectAll().executeTakeFirstOrThrow();
    const name = 'Máy pha cà phê Sen Barista';
    const id = randomUUID();
    await testDb.db
      .insertInto('products')
      .values({
        ...template,
        id,
        name,
        name_folded: foldText(name),
        slug: 'may-pha-ca-phe-sen-barista',
        sku: 'SEN-TEST-0001',
      })
      .execute();
    // What a product write in the admin module does (the listing snapshot takes this one row in).
    await catalogueChanged(app, [id]);
    const after = await get(`/api/v1/products?q=${encodeURIComponent('máy pha cà phê')}`);
    expect(after.body.metadata.items.map((p: { slug: string }) => p.slug)).toEqual(['may-pha-ca-phe-sen-barista']);
  });

  it('notices stock moved by orders within a minute, without any invalidation', async () => {
    const outOfStock = async () =>
      (await get(`/api/v1/products?in_stock=false&limit=${Math.floor(Math.random() * 90) + 10}`)).body;
    const before = (await outOfStock()).metadata.pagination.totalCount;
    const row = await testDb.db.selectFrom('products').select('id').where('quantity', '>', 0).executeTakeFirstOrThrow();
    await testDb.db.updateTable('products').set({ quantity: 0 }).where('id', '=', row.id).execute();
    expect((await outOfStock()).metadata.pagination.totalCount).toBe(before);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 61_000);
      let after = before;
      for (let i = 0; i < 50 && after === before; i++) {
        after = (await outOfStock()).metadata.pagination.totalCount;
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(after).toBe(before + 1);
    } finally {
      vi.useRealTimers();
    }
  });
});
