import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDb, dialects, type TestDb } from '../../../test/helpers';
import { bearer, createUser, type Harness, harness, login } from '../auth/testing';
import { bannerInput } from './testing';

type Role = 'admin' | 'manager' | 'editor' | 'staff' | 'support' | 'customer';

const post = (over: Record<string, unknown> = {}) => ({
  title: 'Cách chọn tai nghe',
  slug: '',
  excerpt: 'Tóm tắt tiếng Việt',
  content: '<p>Nội dung <strong>đậm</strong></p>',
  coverImage: '',
  categoryId: null,
  author: 'Biên tập Sen',
  tags: ['tai nghe'],
  status: 'published',
  publishedAt: null,
  isFeatured: false,
  metaTitle: '',
  metaDescription: '',
  translations: {},
  ...over,
});

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(dialects)('content admin on %s', (dialect) => {
  let h: Harness;
  const as: Partial<Record<Role, Record<string, string>>> = {};
  beforeAll(async () => {
    h = await harness(dialect);
    for (const role of ['admin', 'manager', 'editor', 'staff', 'support', 'customer'] as const)
      as[role] = bearer((await login(h.app, (await createUser(h.app, { role })).email)).token);
  });
  afterAll(async () => h.close());

  const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, headers: Record<string, string> = {}, payload?: object) =>
    h.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });
  const editor = () => as.editor!;

  it('lets admins, managers and editors write content; staff, support, customers and visitors cannot', async () => {
    for (const role of ['admin', 'manager', 'editor'] as const) {
      expect((await call('GET', '/admin/blog/posts', as[role])).statusCode, role).toBe(200);
      expect((await call('GET', '/admin/banners', as[role])).statusCode, role).toBe(200);
    }
    for (const role of ['staff', 'support', 'customer'] as const) {
      expect((await call('GET', '/admin/blog/posts', as[role])).statusCode, role).toBe(403);
      expect((await call('POST', '/admin/banners', as[role], bannerInput())).statusCode, role).toBe(403);
      expect((await call('POST', '/admin/blog/posts', as[role], post())).statusCode, role).toBe(403);
    }
    expect((await call('GET', '/admin/testimonials')).statusCode).toBe(401);
    // Subscribers' addresses: admins and managers only.
    expect((await call('GET', '/admin/newsletter/subscribers', as.manager)).statusCode).toBe(200);
    expect((await call('GET', '/admin/newsletter/subscribers', as.admin)).statusCode).toBe(200);
    expect((await call('GET', '/admin/newsletter/subscribers', editor())).statusCode).toBe(403);
    expect((await call('GET', '/admin/newsletter/subscribers/export.csv', as.staff)).statusCode).toBe(403);
  });

  it('stores a post sanitized, audits it, and the storefront serves the clean HTML', async () => {
    const res = await call(
      'POST',
      '/admin/blog/posts',
      editor(),
      post({
        title: 'Bài an toàn',
        content:
          '<p onclick="x()">Chào <a href="javascript:alert(1)">bạn</a></p><script>alert(1)</script><img src="data:image/png;base64,AAAA" onerror="x()"><p style="color:red">Hết</p>',
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const saved = res.json().metadata;
    expect(saved.slug).toBe('bai-an-toan');
    expect(saved.content).toBe('<p>Chào <a>bạn</a></p><img /><p>Hết</p>'.replace('<img />', '<img loading="lazy" />'));
    const page = (await call('GET', `/blog/${saved.slug}`)).json().metadata;
    expect(page.post.content).not.toMatch(/script|onclick|onerror|javascript:|data:|style=/);
    const audit = await h.testDb.db.selectFrom('audit_log').selectAll().where('entity_id', '=', saved._id).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'create', entity: 'blog_post' });
  });

  it('finds a post by a tag with an underscore or a percent sign, and only by that tag', async () => {
    const made = await call('POST', '/admin/blog/posts', editor(), post({ title: 'Tai nghe có dây', tags: ['tai_nghe', '50%'] }));
    expect(made.statusCode, made.body).toBe(201);
    const slugs = async (tag: string) =>
      (await call('GET', `/blog?tag=${encodeURIComponent(tag)}`)).json().metadata.items.map((p: { slug: string }) => p.slug);
    expect(await slugs('tai_nghe')).toContain(made.json().metadata.slug);
    expect(await slugs('50%')).toContain(made.json().metadata.slug);
    // `_` and `%` are not wildcards: another tag of the same shape finds nothing.
    expect(await slugs('taiXnghe')).toEqual([]);
    expect(await slugs('5%')).toEqual([]);
  });

  it('refuses bad input with field messages, never a 500', async () => {
    const bad = await call(
      'POST',
      '/admin/blog/posts',
      editor(),
      post({ title: '', status: 'scheduled', coverImage: 'javascript:x' }),
    );
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().metadata.errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['title', 'coverImage', 'publishedAt']));
    const link = await call('POST', '/admin/banners', editor(), bannerInput({ link: 'javascript:alert(1)' }));
    expect(link.statusCode).toBe(400);
    expect(link.json().metadata.errors[0].field).toBe('link');
    await call('POST', '/admin/blog/posts', editor(), post({ title: 'Trùng', slug: 'trung' }));
    const dup = await call('POST', '/admin/blog/posts', editor(), post({ title: 'Trùng 2', slug: 'trung' }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().metadata.errors[0].field).toBe('slug');
  });

  it('hides drafts, shows published posts, and publishes a scheduled post at its time without another write', async () => {
    const draft = (await call('POST', '/admin/blog/posts', editor(), post({ title: 'Bản nháp', status: 'draft' }))).json()
      .metadata;
    expect(draft.status).toBe('draft');
    expect((await call('GET', `/blog/${draft.slug}`)).statusCode).toBe(404);

    const at = new Date(Date.now() + 1500).toISOString();
    const res = await call(
      'POST',
      '/admin/blog/posts',
      editor(),
      post({ title: 'Hẹn giờ', status: 'scheduled', publishedAt: at }),
    );
    const scheduled = res.json().metadata;
    expect(scheduled.status).toBe('scheduled');
    // Read (and kept) before its time: not there.
    expect((await call('GET', `/blog/${scheduled.slug}`)).statusCode).toBe(404);
    const before = (await call('GET', '/blog?limit=50')).json().metadata.items.map((p: { slug: string }) => p.slug);
    expect(before).not.toContain(scheduled.slug);
    await wait(2000);
    expect((await call('GET', `/blog/${scheduled.slug}`)).statusCode).toBe(200);
    const after = (await call('GET', '/blog?limit=50')).json().metadata.items.map((p: { slug: string }) => p.slug);
    expect(after).toContain(scheduled.slug);
    const listed = (await call('GET', '/admin/blog/posts?status=published', editor())).json().metadata.items;
    expect(listed.map((p: { slug: string }) => p.slug)).toContain(scheduled.slug);

    // Back to draft: gone from the storefront at once.
    await call(
      'PUT',
      `/admin/blog/posts/${scheduled._id}`,
      editor(),
      post({ title: 'Hẹn giờ', slug: scheduled.slug, status: 'draft' }),
    );
    expect((await call('GET', `/blog/${scheduled.slug}`)).statusCode).toBe(404);
  });

  it('serves translations and falls back to Vietnamese field by field', async () => {
    const created = (
      await call(
        'POST',
        '/admin/blog/posts',
        editor(),
        post({
          title: 'Bài đa ngôn ngữ',
          translations: {
            en: { title: 'Multilingual post', content: '<p>English <script>x</script>body</p>' },
            ja: { title: '  ' },
          },
        }),
      )
    ).json().metadata;
    expect(created.translations).toEqual({ en: { title: 'Multilingual post', content: '<p>English body</p>' } });
    const en = (await call('GET', `/blog/${created.slug}?lang=en`)).json().metadata.post;
    expect(en).toMatchObject({ title: 'Multilingual post', content: '<p>English body</p>', excerpt: 'Tóm tắt tiếng Việt' });
    const fr = (await call('GET', `/blog/${created.slug}?lang=fr`)).json().metadata.post;
    expect(fr).toMatchObject({ title: 'Bài đa ngôn ngữ', content: '<p>Nội dung <strong>đậm</strong></p>' });
    const ja = (await call('GET', `/blog/${created.slug}?lang=ja`)).json().metadata.post;
    expect(ja.title).toBe('Bài đa ngôn ngữ');

    const t = await call('POST', '/admin/testimonials', editor(), {
      name: 'Lan',
      role: 'Khách hàng',
      avatar: '',
      content: 'Rất hài lòng',
      rating: 5,
      displayOrder: 0,
      isActive: true,
      translations: { de: { content: 'Sehr zufrieden' } },
    });
    expect(t.statusCode, t.body).toBe(201);
    const de = (await call('GET', '/testimonials?lang=de')).json().metadata;
    expect(de).toEqual([expect.objectContaining({ name: 'Lan', role: 'Khách hàng', content: 'Sehr zufrieden' })]);
  });

  it('drops the kept home page answer when a banner is edited, and keeps slides to their window', async () => {
    const created = (await call('POST', '/admin/banners', editor(), bannerInput())).json().metadata;
    expect((await call('GET', '/home')).json().metadata.banners.map((b: { title: string }) => b.title)).toEqual([
      'Siêu sale tháng 11',
    ]);
    const res = await call(
      'PUT',
      `/admin/banners/${created._id}`,
      editor(),
      bannerInput({ title: 'Sale Black Friday', translations: { en: { title: 'Black Friday sale' } } }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await call('GET', '/home')).json().metadata.banners[0].title).toBe('Sale Black Friday');
    expect((await call('GET', '/home?lang=en')).json().metadata.banners[0].title).toBe('Black Friday sale');
    expect((await call('GET', '/home?lang=fr')).json().metadata.banners[0].title).toBe('Sale Black Friday');

    const past = new Date(Date.now() - 60_000).toISOString();
    await call('POST', '/admin/banners', editor(), bannerInput({ title: 'Đã hết', endsAt: past }));
    const soon = new Date(Date.now() + 1200).toISOString();
    await call('POST', '/admin/banners', editor(), bannerInput({ title: 'Sắp chạy', startsAt: soon, displayOrder: 1 }));
    const titles = async () => (await call('GET', '/home')).json().metadata.banners.map((b: { title: string }) => b.title);
    expect(await titles()).toEqual(['Sale Black Friday']);
    await wait(1700);
    expect(await titles()).toEqual(['Sale Black Friday', 'Sắp chạy']);

    const bad = await call('POST', '/admin/banners', editor(), bannerInput({ startsAt: soon, endsAt: past }));
    expect(bad.statusCode).toBe(400);
    await call('DELETE', `/admin/banners/${created._id}`, editor());
    expect(await titles()).toEqual(['Sắp chạy']);
  });

  it('serves the seeded terms and privacy pages, and an edit shows at once, sanitized, with vi fallback', async () => {
    const terms = (await call('GET', '/pages/terms')).json().metadata;
    expect(terms.title).toBe('Điều khoản sử dụng');
    expect(terms.sections[0]).toEqual({ id: 'section-1', title: 'Tài khoản và thông tin khách hàng' });
    expect(terms.content).toContain('<h2 id="section-1">');
    expect((await call('GET', '/pages/privacy?lang=de')).json().metadata.title).toBe('Privacy policy');
    expect((await call('GET', '/pages/nope')).statusCode).toBe(400);

    const body = {
      title: 'Điều khoản mới',
      lead: 'Tóm tắt',
      content: '<h2>Mục &amp; một</h2><p onmouseover="x()">Nội dung</p><script>x()</script>',
      metaTitle: '',
      metaDescription: '',
      translations: { en: { title: 'New terms' } },
    };
    expect((await call('PUT', '/admin/pages/terms', as.staff, body)).statusCode).toBe(403);
    const res = await call('PUT', '/admin/pages/terms', editor(), body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().metadata.content).toBe('<h2>Mục &amp; một</h2><p>Nội dung</p>');
    const vi = (await call('GET', '/pages/terms')).json().metadata;
    expect(vi).toMatchObject({ title: 'Điều khoản mới', sections: [{ id: 'section-1', title: 'Mục & một' }] });
    const en = (await call('GET', '/pages/terms?lang=en')).json().metadata;
    // English title given; the rest falls back to the Vietnamese text.
    expect(en).toMatchObject({
      title: 'New terms',
      lead: 'Tóm tắt',
      content: '<h2 id="section-1">Mục &amp; một</h2><p>Nội dung</p>',
    });
    const audit = await h.testDb.db.selectFrom('audit_log').selectAll().where('entity', '=', 'page').execute();
    expect(audit).toHaveLength(1);
  });

  it('lists and exports subscribers as CSV, formulas neutralised', async () => {
    expect((await call('POST', '/newsletter', {}, { email: 'an@example.com', source: 'footer' })).statusCode).toBe(201);
    // An address a spreadsheet would read as a formula (stored by an older sign-up form).
    await h.testDb.db
      .insertInto('newsletter_subscribers')
      .values({
        id: 'formula',
        email: '=cmd|calc@example.com',
        language: 'vi',
        source: 'import',
        created_at: new Date().toISOString(),
      })
      .execute();
    const list = (await call('GET', '/admin/newsletter/subscribers?search=EXAMPLE', as.manager)).json().metadata;
    expect(list.items.map((s: { email: string }) => s.email).sort()).toEqual(['=cmd|calc@example.com', 'an@example.com']);
    expect(list.pagination.totalCount).toBe(2);
    const csv = await call('GET', '/admin/newsletter/subscribers/export.csv', as.manager);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('email,language,source,subscribedAt');
    expect(lines).toHaveLength(3);
    expect(csv.body).toContain("'=cmd|calc@example.com");
    expect((await call('DELETE', '/admin/newsletter/subscribers/formula', as.manager)).statusCode).toBe(200);
    expect((await call('GET', '/admin/newsletter/subscribers', as.manager)).json().metadata.items).toHaveLength(1);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

/** Two instances, one database and one Redis: a banner edit on one shows on the other at once. */
describe.each(redisUrl ? dialects : [])('a banner edit across instances on %s', (dialect) => {
  let testDb: TestDb;
  let a: FastifyInstance;
  let b: FastifyInstance;
  const clients: Redis[] = [];
  beforeAll(async () => {
    testDb = await createTestDb(dialect);
    for (let i = 0; i < 2; i++) clients.push(new Redis(redisUrl!, { maxRetriesPerRequest: 2 }));
    a = await createTestApp(testDb, { redis: clients[0] });
    b = await createTestApp(testDb, { redis: clients[1] });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    for (const c of clients) await c.quit();
    await testDb.destroy();
  });

  it('the second instance serves the new banner', async () => {
    const token = bearer((await login(a, (await createUser(a, { role: 'editor' })).email)).token);
    const created = await a.inject({ method: 'POST', url: '/api/v1/admin/banners', headers: token, payload: bannerInput() });
    expect(created.statusCode, created.body).toBe(201);
    expect((await b.inject({ method: 'GET', url: '/api/v1/home' })).json().metadata.banners[0].title).toBe('Siêu sale tháng 11');
    await a.inject({
      method: 'PUT',
      url: `/api/v1/admin/banners/${created.json().metadata._id}`,
      headers: token,
      payload: bannerInput({ title: 'Đổi trên A' }),
    });
    expect((await b.inject({ method: 'GET', url: '/api/v1/home' })).json().metadata.banners[0].title).toBe('Đổi trên A');
  });
});
