import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/helpers';
import { bearer, createUser, type Harness, harness, login } from '../auth/testing';

describe.each(dialects)('mega-menu on %s', (dialect) => {
  let h: Harness;
  let editor: string;
  let staff: string;
  const ids = { phones: randomUUID(), apple: randomUUID(), samsung: randomUUID(), laptops: randomUUID(), hidden: randomUUID() };

  beforeAll(async () => {
    h = await harness(dialect);
    editor = (await login(h.app, (await createUser(h.app, { role: 'editor' })).email)).token;
    staff = (await login(h.app, (await createUser(h.app, { role: 'staff' })).email)).token;
    const now = new Date().toISOString();
    const category = (id: string, name: string, slug: string, order: number, parent: string | null = null, active = 1) => ({
      id,
      name,
      name_folded: slug,
      slug,
      description: '',
      image: '',
      parent_id: parent,
      is_active: active,
      display_order: order,
      meta_title: '',
      meta_description: '',
      meta_keywords: '[]',
      created_at: now,
      updated_at: now,
    });
    await h.app.db
      .insertInto('categories')
      .values([
        category(ids.phones, 'Điện thoại', 'menu-dien-thoai', 1),
        category(ids.apple, 'iPhone', 'menu-iphone', 1, ids.phones),
        category(ids.samsung, 'Samsung', 'menu-samsung', 2, ids.phones),
        category(ids.laptops, 'Laptop', 'menu-laptop', 2),
        category(ids.hidden, 'Ẩn', 'menu-an', 3, null, 0),
      ] as never)
      .execute();
  });
  afterAll(async () => h.close());

  const menu = async (lang = 'vi') => {
    const res = await h.app.inject({ method: 'GET', url: `/api/v1/menu?lang=${lang}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().metadata as Array<{
      id: string;
      label: string;
      href: string | null;
      image: string;
      count: number | null;
      links: Array<{ label: string; href: string; image: string; isNew?: boolean }>;
    }>;
  };
  const put = (body: object, token = editor) =>
    h.app.inject({ method: 'PUT', url: '/api/v1/admin/menu', headers: bearer(token), payload: body });
  const ours = (m: Awaited<ReturnType<typeof menu>>) => m.filter((c) => c.href?.includes('menu-'));

  it('is the active category tree until staff edit it, in the staff form too', async () => {
    const tree = ours(await menu());
    expect(tree.map((c) => c.label)).toEqual(['Điện thoại', 'Laptop']);
    expect(tree[0]).toMatchObject({ id: ids.phones, href: '/products?category=menu-dien-thoai', count: 0 });
    expect(tree[0]!.links).toEqual([
      { label: 'iPhone', href: '/products?category=menu-iphone', image: '' },
      { label: 'Samsung', href: '/products?category=menu-samsung', image: '' },
    ]);
    const admin = await h.app.inject({ method: 'GET', url: '/api/v1/admin/menu', headers: bearer(editor) });
    expect(admin.statusCode).toBe(200);
    expect(admin.json().metadata.custom).toBe(false);
    expect(admin.json().metadata.columns.find((c: { categoryId: string }) => c.categoryId === ids.phones).links).toHaveLength(2);
  });

  it('lets only content staff read and write it', async () => {
    expect((await h.app.inject({ method: 'GET', url: '/api/v1/admin/menu' })).statusCode).toBe(401);
    expect((await h.app.inject({ method: 'GET', url: '/api/v1/admin/menu', headers: bearer(staff) })).statusCode).toBe(403);
    expect((await put({ columns: [] }, staff)).statusCode).toBe(403);
  });

  it('refuses what a column or link of its kind lacks, unsafe addresses and unknown categories, naming the field', async () => {
    const cases: Array<[object, string]> = [
      [{ columns: [{ kind: 'link', label: 'Khuyến mãi', href: '' }] }, 'columns.0.href'],
      [{ columns: [{ kind: 'link', label: 'X', href: 'javascript:alert(1)' }] }, 'columns.0.href'],
      [{ columns: [{ kind: 'label', label: '' }] }, 'columns.0.label'],
      [{ columns: [{ kind: 'category', categoryId: '' }] }, 'columns.0.categoryId'],
      [
        { columns: [{ kind: 'label', label: 'Nhóm', links: [{ kind: 'link', label: 'A', href: '/a', image: 'javascript:x' }] }] },
        'columns.0.links.0.image',
      ],
      [
        { columns: [{ kind: 'category', categoryId: ids.phones, links: [{ kind: 'category', categoryId: randomUUID() }] }] },
        'columns.0.links.0.categoryId',
      ],
    ];
    for (const [body, field] of cases) {
      const res = await put(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.json()), field).toContain(field);
    }
    const admin = await h.app.inject({ method: 'GET', url: '/api/v1/admin/menu', headers: bearer(editor) });
    expect(admin.json().metadata.custom).toBe(false);
  });

  it('serves staff columns in order, per language with Vietnamese fallback, dropping kept answers on write', async () => {
    // Kept before the write.
    expect(ours(await menu('en'))[0]!.label).toBe('Điện thoại');
    const res = await put({
      columns: [
        {
          kind: 'link',
          label: 'Khuyến mãi',
          translations: { en: 'Deals' },
          href: '/promotions',
          links: [
            { kind: 'link', label: 'Flash sale', href: '/flash-sale', image: '/uploads/content/flash.webp', isNew: true },
            { kind: 'category', categoryId: ids.apple, label: '', translations: { ja: 'アイフォン' } },
          ],
        },
        { kind: 'category', categoryId: ids.laptops, label: 'Máy tính xách tay', href: '/ignored' },
        { kind: 'label', label: 'Thương hiệu', links: [{ kind: 'link', label: 'Apple', href: 'https://apple.com' }] },
        { kind: 'category', categoryId: ids.phones, visible: false },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().metadata.custom).toBe(true);
    expect(res.json().metadata.columns[1].href).toBe('');

    const vi = await menu();
    expect(vi.map((c) => c.label)).toEqual(['Khuyến mãi', 'Máy tính xách tay', 'Thương hiệu']);
    expect(vi[0]).toMatchObject({ href: '/promotions', count: null });
    expect(vi[0]!.links).toEqual([
      { label: 'Flash sale', href: '/flash-sale', image: '/uploads/content/flash.webp', isNew: true },
      { label: 'iPhone', href: '/products?category=menu-iphone', image: '' },
    ]);
    expect(vi[1]).toMatchObject({ href: '/products?category=menu-laptop', count: 0 });
    expect(vi[2]).toMatchObject({ href: null, links: [{ label: 'Apple', href: 'https://apple.com' }] });
    expect((await menu('en'))[0]!.label).toBe('Deals');
    expect((await menu('fr'))[0]!.label).toBe('Khuyến mãi');
    expect((await menu('ja'))[0]!.links[1]!.label).toBe('アイフォン');

    const audit = await h.app.db.selectFrom('audit_log').selectAll().where('entity', '=', 'menu').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.action).toBe('update');
  });

  it('follows catalogue writes: a deleted category leaves the menu at once', async () => {
    expect((await menu()).map((c) => c.label)).toContain('Máy tính xách tay');
    const admin = (await login(h.app, (await createUser(h.app, { role: 'admin' })).email)).token;
    const del = await h.app.inject({ method: 'DELETE', url: `/api/v1/categories/${ids.laptops}`, headers: bearer(admin) });
    expect(del.statusCode, del.body).toBe(200);
    expect((await menu()).map((c) => c.label)).toEqual(['Khuyến mãi', 'Thương hiệu']);
  });

  it('goes back to the category tree when staff save an empty menu', async () => {
    expect((await put({ columns: [] })).statusCode).toBe(200);
    expect(ours(await menu()).map((c) => c.label)).toEqual(['Điện thoại']);
  });
});
