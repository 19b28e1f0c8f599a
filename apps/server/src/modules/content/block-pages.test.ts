import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/helpers';
import { up as seedPolicyPages } from '../../db/migrations/0060_policy_block_pages';
import { bearer, createUser, type Harness, harness, login } from '../auth/testing';

describe.each(dialects)('block pages on %s', (dialect) => {
  let h: Harness;
  let editor: string;
  let staff: string;
  beforeAll(async () => {
    h = await harness(dialect);
    editor = (await login(h.app, (await createUser(h.app, { role: 'editor' })).email)).token;
    staff = (await login(h.app, (await createUser(h.app, { role: 'staff' })).email)).token;
  });
  afterAll(async () => h.close());

  const get = async (url: string) => {
    const res = await h.app.inject({ method: 'GET', url: `/api/v1${url}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().metadata;
  };
  const put = (slug: string, body: object, token = editor) =>
    h.app.inject({ method: 'PUT', url: `/api/v1/admin/block-pages/${slug}`, headers: bearer(token), payload: body });

  it('serves the seeded about, FAQ and landing pages in each language (English filling fr/de/ja)', async () => {
    const about = await get('/block-pages/about');
    expect(about.title).toBe('Về Sen');
    expect(about.blocks.map((b: { type: string }) => b.type)).toEqual([
      'heading',
      'paragraph',
      'cards',
      'cards',
      'paragraph',
      'cta',
    ]);
    expect((await get('/block-pages/about?lang=en')).title).toBe('About Sen');
    expect((await get('/block-pages/about?lang=ja')).title).toBe('About Sen');
    const faq = await get('/block-pages/faq');
    expect(faq.blocks[0]).toMatchObject({ type: 'faq', title: 'Đặt hàng và thanh toán' });
    expect(faq.blocks[0].items[0].q).toBe('Tôi có cần tài khoản để mua hàng không?');
    const landing = await get('/block-pages/landing?lang=fr');
    expect(landing.blocks[1].items).toHaveLength(4);
    expect((await h.app.inject({ method: 'GET', url: '/api/v1/block-pages/contact' })).statusCode).toBe(400);
  });

  it('staff edit blocks: rich text sanitized, Vietnamese fallback per language, kept answers dropped', async () => {
    // Kept before the edit.
    expect((await get('/block-pages/faq?lang=de')).title).toBe('Frequently asked questions');
    const res = await put('faq', {
      title: 'Hỏi đáp',
      lead: 'Mọi điều bạn cần biết',
      blocks: [
        { type: 'heading', text: 'Đơn hàng' },
        {
          type: 'paragraph',
          html: '<p>Xem <a href="javascript:alert(1)">đây</a><script>alert(1)</script><img src=x onerror=alert(1)></p>',
        },
        { type: 'image', url: '/uploads/content/faq.webp', alt: 'Hộp hàng', caption: '' },
        { type: 'faq', title: 'Giao hàng', items: [{ q: 'Bao lâu?', a: '2–3 ngày.' }] },
        {
          type: 'cta',
          title: 'Còn thắc mắc?',
          text: '',
          primary: { label: 'Liên hệ', href: '/contact' },
          secondary: { label: '', href: '' },
        },
      ],
      translations: {
        en: { title: 'Q&A', lead: '', blocks: [{ type: 'faq', title: 'Delivery', items: [{ q: 'How long?', a: '2–3 days.' }] }] },
        fr: { title: '', lead: '', blocks: [] },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const html = res.json().metadata.blocks[1].html as string;
    expect(html).toContain('đây');
    expect(html).not.toMatch(/script|onerror|javascript:/);

    const vi = await get('/block-pages/faq');
    expect(vi.title).toBe('Hỏi đáp');
    expect(vi.blocks).toHaveLength(5);
    const en = await get('/block-pages/faq?lang=en');
    expect(en).toMatchObject({ title: 'Q&A', blocks: [{ type: 'faq', title: 'Delivery' }] });
    // No German or French blocks any more: the Vietnamese page, at once (the kept answer was dropped).
    expect((await get('/block-pages/faq?lang=de')).title).toBe('Hỏi đáp');
    expect((await get('/block-pages/faq?lang=fr')).blocks).toHaveLength(5);

    const audit = await h.app.db
      .selectFrom('audit_log')
      .select(['action', 'entity'])
      .where('entity', '=', 'block-page')
      .where('entity_id', '=', 'faq')
      .execute();
    expect(audit).toEqual([{ action: 'update', entity: 'block-page' }]);
  });

  it('serves the shipping and payment policies seeded in all five languages, and staff edit them', async () => {
    const shipping = await get('/block-pages/shipping');
    expect(shipping.title).toBe('Chính sách giao hàng');
    expect(shipping.blocks[0]).toEqual({ type: 'heading', text: 'Cách tính phí' });
    expect(shipping.blocks[1].html).toContain('<li>Khi đơn đạt ngưỡng miễn phí');
    expect((await get('/block-pages/shipping?lang=fr')).title).toBe('Politique de livraison');
    const payment = await get('/block-pages/payment?lang=ja');
    expect(payment.title).toBe('お支払いポリシー');
    expect(payment.blocks.map((b: { type: string }) => b.type)).toEqual(['heading', 'paragraph', 'heading', 'paragraph']);
    expect((await get('/block-pages/payment?lang=en')).blocks[2].text).toBe('Good to know');

    const admin = await h.app.inject({ method: 'GET', url: '/api/v1/admin/block-pages', headers: bearer(editor) });
    expect(admin.json().metadata.items.map((p: { slug: string }) => p.slug)).toEqual([
      'about',
      'faq',
      'landing',
      'payment',
      'shipping',
    ]);

    const res = await put('shipping', {
      title: 'Giao hàng',
      lead: 'Nhanh và rõ ràng',
      blocks: [{ type: 'paragraph', html: '<p>Đổi trả miễn phí trong 7 ngày.</p>' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await get('/block-pages/shipping?lang=vi');
    expect(after).toMatchObject({
      title: 'Giao hàng',
      blocks: [{ type: 'paragraph', html: '<p>Đổi trả miễn phí trong 7 ngày.</p>' }],
    });
    // No translations sent: every language now shows the Vietnamese page.
    expect((await get('/block-pages/shipping?lang=de')).title).toBe('Giao hàng');
    expect((await get('/block-pages/payment?lang=de')).title).not.toBe('Giao hàng');
    // The seeding migration inserts only what is missing: run again, staff's page stays.
    await seedPolicyPages(h.app.db as never);
    const row = await h.app.db.selectFrom('block_pages').select('title').where('slug', '=', 'shipping').executeTakeFirstOrThrow();
    expect(row.title).toBe('Giao hàng');
  });

  it('refuses bad blocks with the field, and staff without content.write', async () => {
    const bad = await put('about', {
      title: 'Về Sen',
      lead: '',
      blocks: [
        {
          type: 'cta',
          title: 'Mua',
          text: '',
          primary: { label: 'Đi', href: 'javascript:alert(1)' },
          secondary: { label: '', href: '' },
        },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().metadata.errors[0].field).toBe('blocks.0.primary.href');
    const empty = await put('about', { title: 'Về Sen', lead: '', blocks: [] });
    expect(empty.statusCode).toBe(400);
    const denied = await put('about', { title: 'X', lead: '', blocks: [{ type: 'heading', text: 'X' }] }, staff);
    expect(denied.statusCode).toBe(403);
    expect((await get('/block-pages/about')).title).toBe('Về Sen');
  });
});
