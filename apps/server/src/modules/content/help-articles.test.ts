import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/helpers';
import { bearer, createUser, type Harness, harness, login } from '../auth/testing';

const EMPTY = { title: '', body: '' };
const NO_TRANSLATIONS = { en: EMPTY, fr: EMPTY, de: EMPTY, ja: EMPTY };

describe.each(dialects)('help articles on %s', (dialect) => {
  let h: Harness;
  let editor: string;
  let staff: string;
  beforeAll(async () => {
    h = await harness(dialect);
    editor = (await login(h.app, (await createUser(h.app, { role: 'editor' })).email)).token;
    staff = (await login(h.app, (await createUser(h.app, { role: 'staff' })).email)).token;
  });
  afterAll(async () => h.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
    h.app.inject({ method, url: `/api/v1${url}`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const article = (over: object = {}) => ({
    title: 'Đổi địa chỉ giao hàng',
    slug: '',
    topic: 'shipping',
    body: '<p>Liên hệ trước khi đơn được giao.</p>',
    position: 1,
    published: true,
    translations: NO_TRANSLATIONS,
    ...over,
  });

  it('lets only content staff write', async () => {
    expect((await call('GET', '/admin/help-articles')).statusCode).toBe(401);
    expect((await call('GET', '/admin/help-articles', staff)).statusCode).toBe(403);
    expect((await call('POST', '/admin/help-articles', staff, article())).statusCode).toBe(403);
    expect((await call('GET', '/admin/help-articles', editor)).statusCode).toBe(200);
  });

  it('refuses a missing title, an unknown topic, a body the sanitizer empties and a taken slug, naming the field', async () => {
    const cases: Array<[object, string]> = [
      [article({ title: '' }), 'title'],
      [article({ topic: 'weather' }), 'topic'],
      [article({ slug: 'Có dấu' }), 'slug'],
      [article({ body: '<script>alert(1)</script>' }), 'body'],
    ];
    for (const [body, field] of cases) {
      const res = await call('POST', '/admin/help-articles', editor, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(JSON.stringify(res.json())).toContain(`"${field}`);
    }
    expect((await call('POST', '/admin/help-articles', editor, article({ slug: 'trung-lap' }))).statusCode).toBe(201);
    const again = await call('POST', '/admin/help-articles', editor, article({ slug: 'trung-lap', title: 'Khác' }));
    expect(again.statusCode).toBe(409);
    expect(JSON.stringify(again.json())).toContain('"slug"');
  });

  it('sanitizes, falls back to Vietnamese per language, hides drafts and drops kept answers on every write', async () => {
    // Kept before the write.
    const before = (await call('GET', '/help-articles?lang=en')).json().metadata as Array<{ slug: string }>;
    const created = await call(
      'POST',
      '/admin/help-articles',
      editor,
      article({
        title: 'Hoàn tiền mất bao lâu?',
        topic: 'returns',
        body: '<h2>Thời gian</h2><p>3–5 ngày <a href="javascript:alert(1)">xem</a><img src=x onerror=alert(1)></p><script>x</script>',
        translations: {
          ...NO_TRANSLATIONS,
          en: { title: 'How long does a refund take?', body: '<p>3–5 days.</p>' },
          fr: { title: 'Remboursement', body: '' },
        },
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const saved = created.json().metadata;
    expect(saved.slug).toBe('hoan-tien-mat-bao-lau');
    expect(saved.body).not.toMatch(/script|onerror|javascript:/);
    expect(saved.body).toContain('<h2>Thời gian</h2>');

    const en = (await call('GET', '/help-articles?lang=en')).json().metadata as Array<{
      slug: string;
      title: string;
      text: string;
    }>;
    expect(en.length).toBe(before.length + 1);
    expect(en.find((a) => a.slug === saved.slug)).toMatchObject({ title: 'How long does a refund take?', text: '3–5 days.' });
    // French has a title but no body: the Vietnamese article, title included.
    const fr = await call('GET', `/help-articles/${saved.slug}?lang=fr`);
    expect(fr.json().metadata).toMatchObject({ title: 'Hoàn tiền mất bao lâu?', topic: 'returns' });
    expect(fr.json().metadata.body).toContain('3–5 ngày');

    // Unpublished: gone from the shop at once, still in the admin.
    const put = await call('PUT', `/admin/help-articles/${saved.id}`, editor, { ...article(), ...saved, published: false });
    expect(put.statusCode, put.body).toBe(200);
    expect((await call('GET', `/help-articles/${saved.slug}`)).statusCode).toBe(404);
    expect(((await call('GET', '/help-articles?lang=en')).json().metadata as unknown[]).length).toBe(before.length);

    const audit = await h.app.db.selectFrom('audit_log').selectAll().where('entity_id', '=', saved.id).execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['create', 'update']);
    expect((await call('DELETE', `/admin/help-articles/${saved.id}`, editor)).statusCode).toBe(200);
    expect((await call('GET', `/admin/help-articles/${saved.id}`, editor)).statusCode).toBe(404);
  });
});
