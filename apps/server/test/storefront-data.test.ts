import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoDb, createTestApp, dialects, type TestDb } from './helpers';

describe.each(dialects)('storefront data on %s', (dialect) => {
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

  it('lists the 34 provinces', async () => {
    const { status, body } = await get('/api/v1/address/provinces');
    expect(status).toBe(200);
    expect(body.message).toBe('Success');
    expect(body.metadata).toHaveLength(34);
    expect(body.metadata).toContainEqual(expect.objectContaining({ code: '01', name: 'Thành phố Hà Nội' }));
  });

  it("lists Hà Nội's wards", async () => {
    const { status, body } = await get('/api/v1/address/wards/province/01');
    expect(status).toBe(200);
    expect(body.metadata.length).toBeGreaterThan(100);
    expect(body.metadata.every((w: { provinceCode: string }) => w.provinceCode === '01')).toBe(true);
    expect(body.metadata.map((w: { name: string }) => w.name)).toContain('Phường Hoàn Kiếm');
  });

  it('answers an unknown province with a clear 404', async () => {
    const { status, body } = await get('/api/v1/address/wards/province/99');
    expect(status).toBe(404);
    expect(body).toMatchObject({ errorCode: 'PROVINCE_NOT_FOUND', message: 'Không tìm thấy tỉnh/thành phố với mã 99' });
    const bad = await get('/api/v1/address/wards/province/abc');
    expect(bad.status).toBe(400);
    expect(bad.body.metadata.errors[0]).toEqual({ field: 'params.provinceCode', message: 'Mã tỉnh/thành phố gồm 2 chữ số' });
  });

  it('serves the home data with bestsellers, sales, new arrivals and categories', async () => {
    const { status, body } = await get('/api/v1/home');
    expect(status).toBe(200);
    const { products, categories, banners, testimonials } = body.metadata;
    expect(categories).toHaveLength(8);
    expect(banners).toHaveLength(3);
    expect(testimonials.length).toBeGreaterThanOrEqual(3);
    expect(products.bestSellers.length).toBeGreaterThan(0);
    expect(products.bestSellers.every((p: { isBestseller: boolean }) => p.isBestseller)).toBe(true);
    const sold = products.bestSellers.map((p: { sold: number }) => p.sold);
    expect(sold).toEqual([...sold].sort((a, b) => b - a));
    const now = Date.now();
    for (const p of products.onSale) {
      expect(p.isOnSale).toBe(true);
      expect(Date.parse(p.saleEnd)).toBeGreaterThan(now);
    }
    expect(products.newArrivals.every((p: { isNew: boolean }) => p.isNew)).toBe(true);
    const first = products.bestSellers[0];
    expect(first).toMatchObject({ _id: expect.any(String), slug: expect.any(String), price: expect.any(Number) });
    expect(first.category).toMatchObject({ name: expect.any(String), slug: expect.any(String) });
    expect(first.images.length).toBeGreaterThan(1);
    expect(Number.isInteger(first.price)).toBe(true);
  });

  it('pages, sorts and searches categories accent-insensitively', async () => {
    const page = await get('/api/v1/categories?limit=10&sort=displayOrder&order=asc');
    expect(page.body.metadata.pagination).toEqual({ totalCount: 8, page: 1, limit: 10, totalPages: 1 });
    const orders = page.body.metadata.items.map((c: { displayOrder: number }) => c.displayOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    const byName = await get('/api/v1/categories?search=DIEN%20THOAI');
    expect(byName.body.metadata.items.map((c: { slug: string }) => c.slug)).toEqual(['smartphones']);
    const accented = await get(`/api/v1/categories?search=${encodeURIComponent('điện thoại')}`);
    expect(accented.body.metadata.items).toHaveLength(1);
    expect(accented.body.metadata.items[0].productCount).toBeGreaterThan(0);
    const bad = await get('/api/v1/categories?limit=15');
    expect(bad.status).toBe(400);
  });

  it('lists brands and finds one by slug', async () => {
    const list = await get('/api/v1/brands?limit=20');
    expect(list.body.metadata.pagination.totalCount).toBe(10);
    const names = list.body.metadata.items.map((b: { name: string }) => b.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const apple = await get('/api/v1/brands/apple');
    expect(apple.body.metadata).toMatchObject({ slug: 'apple', isActive: true });
    const missing = await get('/api/v1/brands/nope');
    expect(missing.status).toBe(404);
    expect(missing.body.errorCode).toBe('BRAND_NOT_FOUND');
  });

  it('serves public store settings', async () => {
    const { body } = await get('/api/v1/settings/store');
    expect(body.metadata).toMatchObject({ storeName: 'Sen', freeShippingThreshold: 500000 });
    expect(body.metadata.hotline).not.toBe('');
    const contact = await get('/api/v1/settings/contact');
    expect(contact.body.metadata.branches.map((b: { city: string }) => b.city)).toEqual(['Hà Nội', 'Đà Nẵng', 'Cần Thơ']);
    const secret = await get('/api/v1/settings/jwt');
    expect(secret.status).toBe(400);
  });
});
