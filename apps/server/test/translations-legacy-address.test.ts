import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutBody, placeOrder } from '../src/modules/orders/testing';
import { catalogueChanged } from '../src/modules/products/invalidate';
import { createDemoDb, createTestApp, dialects, type TestDb } from './helpers';

describe.each(dialects)('names per language and old addresses on %s', (dialect) => {
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

  const get = async (url: string, lang?: string) => {
    const res = await app.inject({ method: 'GET', url, headers: lang ? { 'x-language': lang } : {} });
    return { status: res.statusCode, body: res.json() };
  };

  describe('category, brand and banner names', () => {
    it('answers the category list in the request language, and each language from its own cache entry', async () => {
      const name = async (lang?: string) =>
        (await get('/api/v1/categories?limit=20', lang)).body.metadata.items.find(
          (c: { slug: string }) => c.slug === 'smartphones',
        ).name;
      expect(await name()).toBe('Điện thoại');
      expect(await name('fr')).toBe('Téléphones');
      expect(await name('ja')).toBe('スマートフォン');
      expect(await name('de')).toBe('Smartphones');
      // Asked again after the others were cached: vi must not be served another language's answer.
      expect(await name('vi')).toBe('Điện thoại');
      expect((await get('/api/v1/categories/tablets?lang=fr')).body.metadata.description).toContain('tablettes');
    });

    it('falls back to vi for a language or field without a translation', async () => {
      await testDb.db
        .updateTable('categories')
        .set({ translations: JSON.stringify({ en: { name: 'Tablets only' } }) })
        .where('slug', '=', 'tablets')
        .execute();
      // Written behind the API's back: dropped from the caches as a catalogue write through it does.
      await catalogueChanged(app);
      const fr = (await get('/api/v1/categories/tablets', 'fr')).body.metadata;
      expect(fr.name).toBe('Máy tính bảng');
      const en = (await get('/api/v1/categories/tablets', 'en')).body.metadata;
      expect(en.name).toBe('Tablets only');
      expect(en.description).toMatch(/^iPad, Galaxy Tab/);
      expect(en.description).toContain('học tập');
    });

    it('translates brand descriptions and keeps the trade mark', async () => {
      const brand = (await get('/api/v1/brands/apple', 'de')).body.metadata;
      expect(brand.name).toBe('Apple');
      expect(brand.description).toContain('Ökosystem');
    });

    it('serves home banners and categories per language', async () => {
      const vi = (await get('/api/v1/home')).body.metadata;
      const ja = (await get('/api/v1/home', 'ja')).body.metadata;
      expect(vi.banners.map((b: { title: string }) => b.title)).toContain('Hàng mới về mỗi tuần');
      expect(ja.banners.map((b: { title: string }) => b.title)).toContain('毎週届く新着商品');
      expect(ja.categories.map((c: { name: string }) => c.name)).toContain('ノートパソコン');
      expect((await get('/api/v1/home')).body.metadata.banners[0].title).toBe(vi.banners[0].title);
    });

    it('names the listing facets and product categories in the request language', async () => {
      const fr = (await get('/api/v1/products?category=laptops', 'fr')).body.metadata;
      expect(fr.facets.categories.find((c: { slug: string }) => c.slug === 'laptops').name).toBe('Ordinateurs portables');
      expect(fr.items[0].category.name).toBe('Ordinateurs portables');
      const slug = fr.items[0].slug;
      expect((await get(`/api/v1/products/${slug}`, 'fr')).body.metadata.category.name).toBe('Ordinateurs portables');
      expect((await get(`/api/v1/products/${slug}`)).body.metadata.category.name).toBe('Laptop');
    });
  });

  describe('pre-July-2025 addresses', () => {
    it('finds an old ward without accents and gives the 2025 ward it became', async () => {
      const { status, body } = await get('/api/v1/address/legacy?q=ben%20nghe%20quan%201');
      expect(status).toBe(200);
      const match = body.metadata[0];
      expect(match).toMatchObject({
        oldWard: 'Phường Bến Nghé',
        oldDistrict: 'Quận 1',
        oldProvince: 'Thành phố Hồ Chí Minh',
        ward: { code: '26740', name: 'Phường Sài Gòn' },
        province: { code: '79' },
      });
      // The 2025 ward is one of the province's current wards.
      const wards = (await get('/api/v1/address/wards/province/79')).body.metadata;
      expect(wards.map((w: { code: string }) => w.code)).toContain('26740');
    });

    it('ranks whole typed words first (Phường 1 before Phường 10, 11, 12…)', async () => {
      const { body } = await get('/api/v1/address/legacy?q=phuong%201%20quan%2010');
      expect(body.metadata[0]).toMatchObject({ oldWard: 'Phường 1', oldDistrict: 'Quận 10', ward: { name: 'Phường Vườn Lài' } });
      const other = (await get('/api/v1/address/legacy?q=phuong%2012%20go%20vap')).body.metadata[0];
      expect(other).toMatchObject({ oldWard: 'Phường 12', oldDistrict: 'Quận Gò Vấp', ward: { code: '26882' } });
      // The source writes some names decomposed (NFD); compare the text, not the code points.
      expect(other.ward.name.normalize('NFC')).toBe('Phường An Hội Tây');
    });

    it('answers a too-short query with a 400 naming the field, in the request language', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/v1/address/legacy?q=a', headers: { 'x-language': 'de' } });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.errorCode).toBe('VALIDATION_ERROR');
      expect(JSON.stringify(body)).toContain('q');
      expect(JSON.stringify(body)).toContain('Geben Sie mindestens 2 Zeichen der alten Adresse ein');
      expect((await get('/api/v1/address/legacy?q=zzzzqqq')).body.metadata).toEqual([]);
    });

    it('keeps the old form on the order, next to the 2025 ward, for the courier', async () => {
      const [match] = (await get('/api/v1/address/legacy?q=ben%20nghe%20quan%201')).body.metadata;
      const product = (await get('/api/v1/products?limit=10&inStock=true')).body.metadata.items[0];
      const items = [{ productId: product._id, quantity: 1 }];
      const info = { ...checkoutBody([]).information, city: match.province.code, ward: match.ward.code, legacyWard: match.id };
      const res = await placeOrder(app, checkoutBody(items, { information: info }));
      expect(res.statusCode).toBe(201);
      const address = res.json().metadata.shippingAddress;
      expect(address.ward.name).toBe('Phường Sài Gòn');
      expect(address.legacyAddress).toBe('Phường Bến Nghé, Quận 1, Thành phố Hồ Chí Minh');

      // An old ward that did not become the chosen ward is refused under its field, and nothing is stored.
      const wards: { code: string }[] = (await get(`/api/v1/address/wards/province/${match.province.code}`)).body.metadata;
      const otherWard = wards.find((w) => w.code !== match.ward.code)!.code;
      const wrong = await placeOrder(app, checkoutBody(items, { information: { ...info, ward: otherWard } }));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().metadata.errors).toEqual(
        expect.arrayContaining([expect.objectContaining({ field: 'information.legacyWard' })]),
      );
      const unknown = await placeOrder(app, checkoutBody(items, { information: { ...info, legacyWard: 'nope' } }));
      expect(unknown.statusCode).toBe(400);
    });
  });
});
