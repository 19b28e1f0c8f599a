import { foldText, isSaleActive, PRICE_BUCKETS } from '@sen/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoDb, createTestApp, dialects, type TestDb } from '../../../test/helpers';

/** A product as the tests reason about it, read straight from the tables. */
interface P {
  id: string;
  slug: string;
  name: string;
  category: string;
  brand: string;
  price: number;
  rating: number;
  ratingCount: number;
  quantity: number;
  sold: number;
  createdAt: string;
  isOnSale: boolean;
  saleStart: string | null;
  saleEnd: string | null;
  isNew: boolean;
  isBestseller: boolean;
  tags: string[];
}

const byId = (a: P, b: P) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const SORTS: Record<string, (a: P, b: P) => number> = {
  popularity: (a, b) => b.sold - a.sold || byId(a, b),
  newest: (a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0) || byId(a, b),
  rating: (a, b) => b.rating - a.rating || b.ratingCount - a.ratingCount || byId(a, b),
  'price-asc': (a, b) => a.price - b.price || byId(a, b),
  'price-desc': (a, b) => b.price - a.price || byId(a, b),
};

describe.each(dialects)('product listing on %s', (dialect) => {
  let testDb: TestDb;
  let app: FastifyInstance;
  let all: P[];

  beforeAll(async () => {
    testDb = await createDemoDb(dialect);
    app = await createTestApp(testDb);
    const rows = await testDb.db
      .selectFrom('products as p')
      .innerJoin('categories as c', 'c.id', 'p.category_id')
      .innerJoin('brands as b', 'b.id', 'p.brand_id')
      .selectAll('p')
      .select(['c.slug as category_slug', 'b.slug as brand_slug'])
      .where('p.status', '=', 'published')
      .execute();
    const tags = await testDb.db.selectFrom('product_tags').selectAll().execute();
    all = rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      name: r.name,
      category: r.category_slug,
      brand: r.brand_slug,
      price: Number(r.price),
      rating: Number(r.rating_average),
      ratingCount: r.rating_count,
      quantity: r.quantity,
      sold: r.sold,
      createdAt: r.created_at,
      isOnSale: r.is_on_sale === 1,
      saleStart: r.sale_start,
      saleEnd: r.sale_end,
      isNew: r.is_new === 1,
      isBestseller: r.is_bestseller === 1,
      tags: tags.filter((t) => t.product_id === r.id).map((t) => t.tag),
    }));
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.destroy();
  });

  const get = async (url: string) => {
    const res = await app.inject({ method: 'GET', url });
    return { status: res.statusCode, body: res.json() };
  };
  /** Every product the listing returns for a query, across pages of 100. */
  const slugsOf = async (query: string) => {
    const out: string[] = [];
    for (let page = 1; ; page++) {
      const { status, body } = await get(`/api/v1/products?${query}&limit=100&page=${page}`);
      expect(status).toBe(200);
      out.push(...body.metadata.items.map((p: { slug: string }) => p.slug));
      if (page >= body.metadata.pagination.totalPages) return out;
    }
  };
  const expected = (keep: (p: P) => boolean, sort = 'popularity') =>
    all
      .filter(keep)
      .sort(SORTS[sort])
      .map((p) => p.slug);

  it('answers 4 products per page by popularity, with the pagination', async () => {
    expect(all.length).toBeGreaterThan(50);
    const { status, body } = await get('/api/v1/products');
    expect(status).toBe(200);
    expect(body.message).toBe('Success');
    expect(body.metadata.pagination).toEqual({
      totalCount: all.length,
      page: 1,
      limit: 4,
      totalPages: Math.ceil(all.length / 4),
    });
    expect(body.metadata.items.map((p: { slug: string }) => p.slug)).toEqual(expected(() => true).slice(0, 4));
  });

  it.each(Object.keys(SORTS))('sorts by %s with a stable tiebreak', async (sort) => {
    expect(await slugsOf(`sort=${sort}`)).toEqual(expected(() => true, sort));
  });

  it('filters by one or several categories and brands', async () => {
    expect(await slugsOf('category=laptops')).toEqual(expected((p) => p.category === 'laptops'));
    expect(await slugsOf('category=laptops&category=tablets')).toEqual(
      expected((p) => p.category === 'laptops' || p.category === 'tablets'),
    );
    expect(await slugsOf('brand=apple&brand=samsung&category=smartphones')).toEqual(
      expected((p) => p.category === 'smartphones' && (p.brand === 'apple' || p.brand === 'samsung')),
    );
  });

  it('filters by price and swaps a reversed range', async () => {
    const inRange = expected((p) => p.price >= 1_000_000 && p.price <= 10_000_000);
    expect(inRange.length).toBeGreaterThan(0);
    expect(await slugsOf('min_price=1000000&max_price=10000000')).toEqual(inRange);
    expect(await slugsOf('min_price=10000000&max_price=1000000')).toEqual(inRange);
    expect(await slugsOf('min_price=20000000')).toEqual(expected((p) => p.price >= 20_000_000));
    expect(await slugsOf('max_price=499999')).toEqual(expected((p) => p.price <= 499_999));
  });

  it('filters by average rating, not by the number of ratings', async () => {
    for (const r of [4, 5]) expect(await slugsOf(`rating=${r}`)).toEqual(expected((p) => p.rating >= r));
    const fourPlus = expected((p) => p.rating >= 4);
    expect(fourPlus.length).toBeGreaterThan(0);
    expect(fourPlus.length).toBeLessThan(all.length);
  });

  it('filters by stock', async () => {
    const out = expected((p) => p.quantity <= 0);
    expect(out.length).toBeGreaterThan(0);
    expect(await slugsOf('in_stock=false')).toEqual(out);
    expect(await slugsOf('in_stock=true')).toEqual(expected((p) => p.quantity > 0));
  });

  it('searches accent- and case-insensitively, every word matching', async () => {
    const phones = expected((p) => foldText(p.name).includes('dien thoai') && foldText(p.name).includes('samsung'));
    expect(phones.length).toBeGreaterThan(0);
    expect(await slugsOf('q=DIEN%20THOAI%20samsung')).toEqual(phones);
    expect(await slugsOf(`q=${encodeURIComponent('điện thoại Samsung')}`)).toEqual(phones);
    expect(await slugsOf(`q=${encodeURIComponent('samsung điện')}`)).toEqual(phones);
    expect(await slugsOf('q=samsung%20zzzz')).toEqual([]);
    // Short words still match (SQLite's trigram index needs 3 characters and falls back to a scan).
    expect(await slugsOf('q=5g')).toEqual(expected((p) => foldText(p.name).includes('5g')));
  });

  it('filters by tag, running sale, new and bestseller', async () => {
    const tag = all.flatMap((p) => p.tags).find((t) => t === '5g') ?? all[0]!.tags[0]!;
    expect(await slugsOf(`tag=${encodeURIComponent(tag)}`)).toEqual(expected((p) => p.tags.includes(tag)));
    const now = Date.now();
    const running = expected((p) => isSaleActive(p, now));
    const ended = all.filter((p) => p.isOnSale && !isSaleActive(p, now));
    expect(running.length).toBeGreaterThan(0);
    expect(ended.length).toBeGreaterThan(0);
    expect(await slugsOf('on_sale=true')).toEqual(running);
    expect(await slugsOf('on_sale=false')).toEqual(expected((p) => !isSaleActive(p, now)));
    expect(await slugsOf('is_new=true')).toEqual(expected((p) => p.isNew));
    expect(await slugsOf('bestseller=true')).toEqual(expected((p) => p.isBestseller));
    expect(await slugsOf('bestseller=false&is_new=false')).toEqual(expected((p) => !p.isBestseller && !p.isNew));
  });

  it('counts each facet with every other filter applied but its own', async () => {
    const f = { category: 'smartphones', brand: 'apple', min: 5_000_000, max: 40_000_000, rating: 4, inStock: true };
    const ok = {
      category: (p: P) => p.category === f.category,
      brand: (p: P) => p.brand === f.brand,
      price: (p: P) => p.price >= f.min && p.price <= f.max,
      rating: (p: P) => p.rating >= f.rating,
      stock: (p: P) => p.quantity > 0,
    };
    const except = (skip: keyof typeof ok) => all.filter((p) => Object.entries(ok).every(([k, test]) => k === skip || test(p)));
    const { body } = await get(
      '/api/v1/products?category=smartphones&brand=apple&min_price=5000000&max_price=40000000&rating=4&in_stock=true',
    );
    const { facets, pagination } = body.metadata;
    expect(pagination.totalCount).toBe(except('category').filter(ok.category).length);
    const count = (list: P[], keep: (p: P) => boolean) => list.filter(keep).length;
    for (const c of facets.categories) expect(c.count, c.slug).toBe(count(except('category'), (p) => p.category === c.slug));
    for (const b of facets.brands) expect(b.count, b.slug).toBe(count(except('brand'), (p) => p.brand === b.slug));
    expect(facets.categories).toHaveLength(8);
    expect(facets.brands.map((b: { slug: string }) => b.slug)).toContain('apple');
    const prices = except('price');
    expect(facets.priceRanges[0]).toEqual({ key: 'all', min: null, max: null, count: prices.length });
    PRICE_BUCKETS.forEach((r, i) => {
      const n = count(prices, (p) => (r.min === null || p.price >= r.min) && (r.max === null || p.price <= r.max));
      expect(facets.priceRanges[i + 1]).toEqual({ ...r, count: n });
    });
    expect(facets.ratings).toEqual(
      [4, 3, 2, 1].map((rating) => ({ rating, count: count(except('rating'), (p) => p.rating >= rating) })),
    );
    expect(facets.stock).toEqual({
      inStock: count(except('stock'), (p) => p.quantity > 0),
      outOfStock: count(except('stock'), (p) => p.quantity <= 0),
    });
  });

  it('answers a page past the end with no items and the real pagination', async () => {
    const total = all.filter((p) => p.category === 'laptops').length;
    const { status, body } = await get('/api/v1/products?category=laptops&page=999');
    expect(status).toBe(200);
    expect(body.metadata.items).toEqual([]);
    expect(body.metadata.pagination).toEqual({ totalCount: total, page: 999, limit: 4, totalPages: Math.ceil(total / 4) });
  });

  it('answers an unknown category with an empty result, not an error', async () => {
    const { status, body } = await get('/api/v1/products?category=does-not-exist');
    expect(status).toBe(200);
    expect(body.metadata.items).toEqual([]);
    expect(body.metadata.pagination).toEqual({ totalCount: 0, page: 1, limit: 4, totalPages: 1 });
    expect(body.metadata.facets.categories.find((c: { slug: string }) => c.slug === 'laptops').count).toBeGreaterThan(0);
  });

  it.each([
    ['sort=cheap', 'query.sort'],
    ['min_price=abc', 'query.min_price'],
    ['max_price=-5', 'query.max_price'],
    ['rating=0', 'query.rating'],
    ['rating=4.5', 'query.rating'],
    ['in_stock=maybe', 'query.in_stock'],
    ['on_sale=1', 'query.on_sale'],
    ['page=0', 'query.page'],
    ['limit=101', 'query.limit'],
    ['limit=abc', 'query.limit'],
    ['category=Laptop%20X', 'query.category'],
  ])('rejects %s with a 400 naming %s', async (query, field) => {
    const { status, body } = await get(`/api/v1/products?${query}`);
    expect(status).toBe(400);
    expect(body.errorCode).toBe('VALIDATION_ERROR');
    expect(body.metadata.errors[0].field).toBe(field);
  });

  it('treats empty parameters as not set', async () => {
    const { status, body } = await get('/api/v1/products?min_price=&max_price=&brand=&category=laptops&category=&q=&sort=');
    expect(status).toBe(200);
    expect(body.metadata.items.map((p: { slug: string }) => p.slug)).toEqual(
      expected((p) => p.category === 'laptops').slice(0, 4),
    );
  });

  it('takes up to 100 per page', async () => {
    const { body } = await get('/api/v1/products?limit=100');
    expect(body.metadata.items).toHaveLength(Math.min(100, all.length));
  });
});
