import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fields, formData } from '../src/lib/images/testing';
import { bearer, createUser, login } from '../src/modules/auth/testing';
import { createDemoDb, createTestApp, dialects, type TestDb } from './helpers';

/**
 * The public reads kept as their finished bytes (cache.wrapBytes, decision 0375): each one is read
 * (so it is kept), the catalogue is edited through the staff API, and the same read must show the
 * edit at once; each language keeps its own answer. On the in-process cache and, with
 * TEST_REDIS_URL, on Redis.
 */
const SLUG = 'dien-thoai-samsung-galaxy-a56-5g-8gb-128gb';
const redisUrl = process.env.TEST_REDIS_URL;
const setups = dialects.flatMap((d) => [[d, 'memory'] as const, ...(redisUrl ? [[d, 'redis'] as const] : [])]);

describe.each(setups)('answers kept as bytes on %s with the %s cache', (dialect, cacheKind) => {
  let testDb: TestDb;
  let app: FastifyInstance;
  let redis: Redis | null = null;
  let token: string;

  beforeAll(async () => {
    testDb = await createDemoDb(dialect);
    if (cacheKind === 'redis') redis = new Redis(redisUrl!, { maxRetriesPerRequest: 2 });
    app = await createTestApp(testDb, { redis });
    // Redis is shared with other suites on the demo catalogue (same slugs): start from none of their answers.
    for (const prefix of ['products:', 'home:', 'catalog:', 'address:']) await app.cache.invalidate(prefix);
    token = (await login(app, (await createUser(app, { role: 'admin' })).email)).token;
  });
  afterAll(async () => {
    await app.close();
    await redis?.quit();
    await testDb.destroy();
  });

  const get = async (url: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/v1${url}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    return res.json().metadata;
  };
  /** Reads twice (the second from the cache) and checks both are the same bytes. */
  const kept = async (url: string) => {
    const first = await app.inject({ method: 'GET', url: `/api/v1${url}` });
    const second = await app.inject({ method: 'GET', url: `/api/v1${url}` });
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    return get(url);
  };
  const renameProduct = async (id: string, name: string) => {
    const res = await app.inject({ method: 'PATCH', url: `/api/v1/products/${id}`, headers: bearer(token), payload: { name } });
    expect(res.statusCode, res.body).toBe(200);
  };
  const renameTaxonomy = async (kind: 'brands' | 'categories', id: string, name: string) => {
    const body = formData(fields({ name }));
    const res = await app.inject({
      method: 'PUT',
      url: `/api/v1/${kind}/${id}`,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token) },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('product by slug: an edit shows at once, each language keeps its own answer', async () => {
    const vi = await kept(`/products/${SLUG}`);
    const en = await kept(`/products/${SLUG}?lang=en`);
    // The category name is translated: the two answers are kept apart.
    expect(vi.category.name).not.toBe(en.category.name);
    await renameProduct(vi._id, 'Điện thoại Sen Bytes A56');
    expect((await get(`/products/${SLUG}`)).name).toBe('Điện thoại Sen Bytes A56');
    const enAfter = await get(`/products/${SLUG}?lang=en`);
    expect(enAfter.name).toBe('Điện thoại Sen Bytes A56');
    expect(enAfter.category.name).toBe(en.category.name);
  });

  it('listing (filters and search): an edit shows at once', async () => {
    const filtered = '/products?category=smartphones&brand=samsung';
    const searched = '/products?q=dien%20thoai&in_stock=true&sort=price-asc';
    const inFilter = (await kept(filtered)).items[0];
    const inSearch = (await kept(searched)).items[0];
    await renameProduct(inFilter._id, 'Điện thoại Sen Bộ Lọc');
    expect((await get(filtered)).items.find((p: { _id: string }) => p._id === inFilter._id).name).toBe('Điện thoại Sen Bộ Lọc');
    // Still "điện thoại", same price: still first in the search, under its new name.
    await renameProduct(inSearch._id, 'Điện thoại Sen Tìm Kiếm');
    expect((await get(searched)).items[0]).toMatchObject({ _id: inSearch._id, name: 'Điện thoại Sen Tìm Kiếm' });
  });

  it('home: an edit to a product on a strip shows at once', async () => {
    const home = await kept('/home');
    const target = home.products.bestSellers[0];
    await renameProduct(target._id, 'Sản phẩm Sen Trang Chủ');
    const after = await get('/home');
    expect(after.products.bestSellers.find((p: { _id: string }) => p._id === target._id).name).toBe('Sản phẩm Sen Trang Chủ');
  });

  it('suggestions: an edit shows at once', async () => {
    const before = await kept('/search/suggestions?q=samsung');
    const target = before.products[0];
    await renameProduct(target._id, 'Samsung Sen Gợi Ý');
    const after = await get('/search/suggestions?q=samsung');
    expect(after.products.map((p: { name: string }) => p.name)).toContain('Samsung Sen Gợi Ý');
  });

  it('categories and brands: an edit shows at once, in its language only', async () => {
    const brands = await kept('/brands?limit=20');
    const brandsEn = await kept('/brands?limit=20&lang=en');
    const brand = brands.items.find((b: { slug: string }) => b.slug === 'samsung');
    await renameTaxonomy('brands', brand._id, 'Samsung Sen');
    expect((await get('/brands?limit=20')).items.find((b: { _id: string }) => b._id === brand._id).name).toBe('Samsung Sen');
    expect((await get('/brands?limit=20&lang=en')).items).toHaveLength(brandsEn.items.length);

    const categories = await kept('/categories?limit=20');
    const categoriesEn = await kept('/categories?limit=20&lang=en');
    const category = categories.items.find((c: { slug: string }) => c.slug === 'smartphones');
    await renameTaxonomy('categories', category._id, 'Điện thoại Sen');
    expect((await get('/categories?limit=20')).items.find((c: { _id: string }) => c._id === category._id).name).toBe(
      'Điện thoại Sen',
    );
    // The English answer keeps its translation (a Vietnamese edit does not leak into it).
    const en = categoriesEn.items.find((c: { _id: string }) => c._id === category._id).name;
    expect((await get('/categories?limit=20&lang=en')).items.find((c: { _id: string }) => c._id === category._id).name).toBe(en);
  });

  it('compressed once per kept answer, with an ETag that a write changes', async () => {
    const identity = await app.inject({ method: 'GET', url: '/api/v1/home' });
    const br = await app.inject({ method: 'GET', url: '/api/v1/home', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const gzip = await app.inject({ method: 'GET', url: '/api/v1/home', headers: { 'accept-encoding': 'gzip;q=1, br;q=0' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.rawPayload).equals(identity.rawPayload)).toBe(true);
    expect(gunzipSync(gzip.rawPayload).equals(identity.rawPayload)).toBe(true);
    for (const res of [br, gzip]) expect(String(res.headers.vary)).toBe('Origin, accept-encoding');
    if (cacheKind === 'redis') {
      // Bytes read from Redis are new objects each time: no ETag kept beside them.
      expect(identity.headers.etag).toBeUndefined();
      return;
    }
    const etag = String(identity.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(br.headers.etag).toBe(etag);
    // The copies are made once and sent whole (@fastify/compress streams large answers without a length).
    for (const res of [br, gzip]) expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    const unchanged = await app.inject({ method: 'GET', url: '/api/v1/home', headers: { 'if-none-match': etag } });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.rawPayload).toHaveLength(0);
    await renameProduct(identity.json().metadata.products.bestSellers[0]._id, 'Sản phẩm Sen ETag');
    const changed = await app.inject({
      method: 'GET',
      url: '/api/v1/home',
      headers: { 'if-none-match': etag, 'accept-encoding': 'br' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(brotliDecompressSync(changed.rawPayload).toString()).toContain('Sản phẩm Sen ETag');
  });

  it('provinces and wards: the same bytes each time, an unknown province is a 404 envelope', async () => {
    const provinces = await kept('/address/provinces');
    const wards = await kept(`/address/wards/province/${provinces[0].code}`);
    expect(wards.length).toBeGreaterThan(0);
    const unknown = await app.inject({ method: 'GET', url: '/api/v1/address/wards/province/99?lang=en' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorCode).toBe('PROVINCE_NOT_FOUND');
  });
});
