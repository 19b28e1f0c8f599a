import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoDb, createTestApp, dialects, type TestDb } from '../../../test/helpers';

describe.each(dialects)('content on %s', (dialect) => {
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
  const post = async (payload: unknown, remoteAddress = '127.0.0.1', url = '/api/v1/contact-messages') => {
    const res = await app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });
    return { status: res.statusCode, body: res.json() };
  };
  const message = {
    name: 'Nguyễn Văn An',
    email: 'An@Example.com',
    phone: '0901 234 567',
    subject: 'Bảo hành',
    message: 'Máy của tôi cần bảo hành, shop hỗ trợ giúp.',
  };

  describe('contact messages', () => {
    it('stores a valid message', async () => {
      const { status, body } = await post(message, '10.1.0.1');
      expect(status).toBe(201);
      expect(body).toMatchObject({
        statusCode: 201,
        message: 'Success',
        metadata: { _id: expect.any(String), createdAt: expect.any(String) },
      });
      const row = await testDb.db
        .selectFrom('contact_messages')
        .selectAll()
        .where('id', '=', body.metadata._id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        name: 'Nguyễn Văn An',
        email: 'an@example.com',
        phone: '0901234567',
        subject: 'Bảo hành',
        message: message.message,
        language: 'vi',
        status: 'new',
      });
    });

    it('names every invalid field, in the request language, and stores nothing', async () => {
      const before = await testDb.db
        .selectFrom('contact_messages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const vi = await post({ email: 'sai', phone: '12', message: 'ngắn' }, '10.1.0.2');
      expect(vi.status).toBe(400);
      expect(vi.body.errorCode).toBe('VALIDATION_ERROR');
      expect(vi.body.metadata.errors).toEqual([
        { field: 'name', message: 'Vui lòng nhập họ tên' },
        { field: 'email', message: 'Email không hợp lệ' },
        { field: 'phone', message: 'Số điện thoại không hợp lệ (10-11 số)' },
        { field: 'subject', message: 'Vui lòng nhập chủ đề' },
        { field: 'message', message: 'Nội dung cần ít nhất 10 ký tự' },
      ]);
      const en = await post({ ...message, email: '' }, '10.1.0.2', '/api/v1/contact-messages?lang=en');
      expect(en.body.metadata.errors).toEqual([{ field: 'email', message: 'Please enter your email' }]);
      const after = await testDb.db
        .selectFrom('contact_messages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    });

    it('limits how often one visitor can send', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await post(message, '10.1.0.3')).status);
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    });
  });

  describe('blog', () => {
    it('lists published posts newest first with categories, featured posts and tags', async () => {
      const { status, body } = await get('/api/v1/blog?limit=2');
      expect(status).toBe(200);
      const total = await testDb.db.selectFrom('blog_posts').select('published_at').where('status', '=', 'published').execute();
      expect(body.metadata.pagination).toEqual({
        totalCount: total.length,
        page: 1,
        limit: 2,
        totalPages: Math.ceil(total.length / 2),
      });
      const dates = body.metadata.items.map((p: { publishedAt: string }) => p.publishedAt);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(body.metadata.items[0]).toEqual(
        expect.objectContaining({
          _id: expect.any(String),
          title: expect.any(String),
          slug: expect.any(String),
          excerpt: expect.any(String),
          coverImage: expect.any(String),
          author: expect.any(String),
          category: { name: expect.any(String), slug: expect.any(String) },
        }),
      );
      expect(body.metadata.items[0].content).toBeUndefined();
      expect(body.metadata.categories.map((c: { name: string }) => c.name).sort()).toEqual([
        'Công nghệ',
        'Lập trình',
        'Marketing',
        'Thiết kế',
      ]);
      const counted = body.metadata.categories.reduce((n: number, c: { postCount: number }) => n + c.postCount, 0);
      expect(counted).toBe(total.length);
      expect(body.metadata.featured).toHaveLength(3);
      expect(body.metadata.featured.every((p: { isFeatured: boolean }) => p.isFeatured)).toBe(true);
      expect(body.metadata.tags.length).toBeGreaterThan(0);
      const next = await get('/api/v1/blog?limit=2&page=2');
      expect(next.body.metadata.items[0].slug).not.toBe(body.metadata.items[0].slug);
      const tag = body.metadata.tags[0];
      const tagged = await get(`/api/v1/blog?tag=${encodeURIComponent(tag)}`);
      expect(tagged.body.metadata.items.length).toBeGreaterThan(0);
      expect(tagged.body.metadata.items.every((p: { tags: string[] }) => p.tags.includes(tag))).toBe(true);
    });

    it('lists one category, and answers an unknown one with 404', async () => {
      const { status, body } = await get('/api/v1/blog/category/lap-trinh');
      expect(status).toBe(200);
      expect(body.metadata.category).toMatchObject({ name: 'Lập trình', slug: 'lap-trinh' });
      expect(body.metadata.items.length).toBe(body.metadata.category.postCount);
      expect(body.metadata.items.every((p: { category: { slug: string } }) => p.category.slug === 'lap-trinh')).toBe(true);
      const missing = await get('/api/v1/blog/category/khong-co?lang=en');
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ errorCode: 'BLOG_CATEGORY_NOT_FOUND', message: 'Blog category not found' });
    });

    it('shows one post with its HTML and related posts, and 404s a missing or scheduled one', async () => {
      const { body: list } = await get('/api/v1/blog');
      const slug = list.metadata.items[0].slug;
      const { status, body } = await get(`/api/v1/blog/${slug}`);
      expect(status).toBe(200);
      expect(body.metadata.post.slug).toBe(slug);
      expect(body.metadata.post.content).toMatch(/<p>|<h2>|<h3>/);
      expect(body.metadata.post.content).not.toMatch(/<script/i);
      for (const r of body.metadata.related) {
        expect(r.slug).not.toBe(slug);
        expect(r.category.slug).toBe(body.metadata.post.category.slug);
      }
      const missing = await get('/api/v1/blog/khong-co-bai-nay');
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ errorCode: 'BLOG_POST_NOT_FOUND', message: 'Không tìm thấy bài viết' });

      const now = new Date();
      await testDb.db
        .insertInto('blog_posts')
        .values({
          id: randomUUID(),
          title: 'Sắp ra mắt',
          slug: 'sap-ra-mat',
          excerpt: '',
          content: '<p>Bí mật</p>',
          cover_image: '',
          category_id: null,
          author_name: 'Sen',
          tags: '[]',
          status: 'published',
          is_featured: 0,
          published_at: new Date(now.getTime() + 86_400_000).toISOString(),
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        })
        .execute();
      expect((await get('/api/v1/blog/sap-ra-mat')).status).toBe(404);
    });
  });

  it('serves testimonials, banners and the sitemap data', async () => {
    const t = await get('/api/v1/testimonials');
    expect(t.body.metadata.length).toBeGreaterThanOrEqual(3);
    expect(t.body.metadata[0]).toEqual(
      expect.objectContaining({ name: expect.any(String), content: expect.any(String), rating: expect.any(Number) }),
    );
    const b = await get('/api/v1/banners');
    expect(b.body.metadata).toHaveLength(3);
    expect(b.body.metadata[0]).toEqual(
      expect.objectContaining({ imageMobile: expect.any(String), imageDesktop: expect.any(String), link: expect.any(String) }),
    );
    const s = await get('/api/v1/sitemap-data');
    expect(s.status).toBe(200);
    expect(s.body.metadata.categories).toHaveLength(8);
    expect(s.body.metadata.blogPosts.length).toBeGreaterThan(0);
    expect(s.body.metadata.courses.length).toBeGreaterThan(0);
    expect(s.body.metadata.productPages).toBe(1);
    const p = await get('/api/v1/sitemap-data/products?page=1');
    expect(p.body.metadata).toHaveLength(s.body.metadata.productCount);
    expect(p.body.metadata[0]).toEqual({ slug: expect.any(String), updatedAt: expect.any(String) });
  });
});
