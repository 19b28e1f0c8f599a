import { foldText } from '@sen/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoDb, createTestApp, dialects, type TestDb } from '../../../test/helpers';

describe.each(dialects)('search on %s', (dialect) => {
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

  const get = async (url: string, remoteAddress = '127.0.0.1') => {
    const res = await app.inject({ method: 'GET', url, remoteAddress });
    return { status: res.statusCode, body: res.json() };
  };
  /** Published products whose folded name holds every word, best sellers first. */
  const matching = async (...words: string[]) => {
    const rows = await testDb.db
      .selectFrom('products')
      .select(['slug', 'name', 'sold', 'id'])
      .where('status', '=', 'published')
      .execute();
    return rows
      .filter((r) => words.every((w) => foldText(r.name).includes(w)))
      .sort((a, b) => b.sold - a.sold || (a.id < b.id ? -1 : 1))
      .map((r) => r.slug);
  };

  it('suggests products, categories and brands, ignoring accents and case', async () => {
    const plain = await get('/api/v1/search/suggestions?q=dien%20thoai%20SAMSUNG');
    expect(plain.status).toBe(200);
    const accented = await get(`/api/v1/search/suggestions?q=${encodeURIComponent('Điện thoại samsung')}`);
    const expected = (await matching('dien', 'thoai', 'samsung')).slice(0, 5);
    expect(expected.length).toBeGreaterThan(0);
    expect(plain.body.metadata.products.map((p: { slug: string }) => p.slug)).toEqual(expected);
    expect(accented.body.metadata.products).toEqual(plain.body.metadata.products);
    const first = plain.body.metadata.products[0];
    expect(Object.keys(first).sort()).toEqual(['_id', 'comparePrice', 'name', 'price', 'slug', 'thumbnail']);
    expect(first).toMatchObject({
      _id: expect.any(String),
      slug: expected[0],
      thumbnail: expect.any(String),
      price: expect.any(Number),
    });
    const compare = plain.body.metadata.products[0].comparePrice;
    expect(compare === null || typeof compare === 'number').toBe(true);
    const cat = await get('/api/v1/search/suggestions?q=dien%20thoai');
    expect(cat.body.metadata.categories).toEqual([{ name: 'Điện thoại', slug: 'smartphones' }]);
    const brand = await get('/api/v1/search/suggestions?q=sams');
    expect(brand.body.metadata.brands).toEqual([{ name: 'Samsung', slug: 'samsung' }]);
  });

  it('suggests courses by title', async () => {
    const course = await testDb.db
      .selectFrom('courses')
      .select(['title', 'title_folded'])
      .where('is_active', '=', 1)
      .executeTakeFirstOrThrow();
    const word = course.title_folded.split(' ').find((w) => w.length >= 4)!;
    const { body } = await get(`/api/v1/search/suggestions?q=${encodeURIComponent(word.toUpperCase())}`);
    const titles = body.metadata.courses.map((c: { title: string }) => c.title);
    expect(titles.length).toBeGreaterThan(0);
    for (const t of titles) expect(foldText(t)).toContain(word);
    expect(body.metadata.courses[0]).toEqual(
      expect.objectContaining({
        _id: expect.any(String),
        code: expect.any(String),
        slug: expect.any(String),
        price: expect.any(Number),
      }),
    );
  });

  it('needs two characters before suggesting products', async () => {
    const one = await get('/api/v1/search/suggestions?q=d');
    expect(one.status).toBe(200);
    expect(one.body.metadata.products).toEqual([]);
    expect(one.body.metadata.courses).toEqual([]);
    const empty = await get('/api/v1/search/suggestions?q=%20');
    expect(empty.status).toBe(400);
    expect(empty.body.metadata.errors[0]).toEqual({ field: 'query.q', message: 'Vui lòng nhập từ khóa tìm kiếm' });
  });

  it('searches products (paged) and courses', async () => {
    const expected = await matching('laptop');
    const page1 = await get('/api/v1/search?q=LAPTOP&limit=4');
    expect(page1.status).toBe(200);
    expect(page1.body.metadata.q).toBe('LAPTOP');
    expect(page1.body.metadata.products.pagination).toEqual({
      totalCount: expected.length,
      page: 1,
      limit: 4,
      totalPages: Math.ceil(expected.length / 4),
    });
    expect(page1.body.metadata.products.items.map((p: { slug: string }) => p.slug)).toEqual(expected.slice(0, 4));
    const page2 = await get('/api/v1/search?q=laptop&limit=4&page=2');
    expect(page2.body.metadata.products.items.map((p: { slug: string }) => p.slug)).toEqual(expected.slice(4, 8));
    const none = await get('/api/v1/search?q=khongcogi');
    expect(none.body.metadata.products.items).toEqual([]);
    expect(none.body.metadata.courses).toEqual([]);
  });

  it('records searched terms that found something and suggests the most popular', async () => {
    for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) await get(`/api/v1/search?q=${encodeURIComponent('Tai nghe')}`, ip);
    // The same visitor repeating a search counts once (127.0.0.1 searched "LAPTOP" above).
    for (let i = 0; i < 5; i++) await get('/api/v1/search?q=laptop', '10.0.0.9');
    await get('/api/v1/search?q=khongcogi', '10.0.0.1');
    // Terms are written in batches; closing the app flushes them.
    await app.close();
    const rows = await testDb.db.selectFrom('search_terms').selectAll().orderBy('count', 'desc').execute();
    expect(rows.map((r) => [r.term, r.display, r.count])).toEqual([
      ['tai nghe', 'Tai nghe', 3],
      ['laptop', 'laptop', 2],
    ]);
    app = await createTestApp(testDb);
    const popular = await get('/api/v1/search/popular?limit=5');
    expect(popular.body.metadata.slice(0, 2)).toEqual(['Tai nghe', 'laptop']);
    expect(popular.body.metadata).toHaveLength(5);
    const suggest = await get('/api/v1/search/suggestions?q=tai');
    expect(suggest.body.metadata.popularTerms).toEqual(['Tai nghe']);
  });
});
