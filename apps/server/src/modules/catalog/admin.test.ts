import fs from 'node:fs';
import path from 'node:path';
import type { Role } from '@sen/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/helpers';
import { fields, formData, type Part, pngClaiming, pngImage, variantsMade } from '../../lib/images/testing';
import { bearer, createUser, type Harness, harness, login } from '../auth/testing';
import { addProduct } from '../orders/testing';

describe.each(dialects)('category and brand writes on %s', (dialect) => {
  let h: Harness;
  const tokens: Partial<Record<Role, string>> = {};
  beforeAll(async () => {
    h = await harness(dialect);
    for (const role of ['admin', 'manager', 'editor', 'staff', 'support', 'customer'] as Role[]) {
      tokens[role] = (await login(h.app, (await createUser(h.app, { role })).email)).token;
    }
  });
  afterAll(async () => h.close());

  const upload = (method: 'POST' | 'PUT', url: string, parts: Part[], role: Role | null = 'editor') => {
    const body = formData(parts);
    return h.app.inject({
      method,
      url: `/api/v1${url}`,
      payload: body.payload,
      headers: { ...body.headers, ...(role ? bearer(tokens[role]!) : {}) },
    });
  };
  const del = (url: string, role: Role = 'editor') =>
    h.app.inject({ method: 'DELETE', url: `/api/v1${url}`, headers: bearer(tokens[role]!) });
  const audit = async (entityId: string) =>
    (
      await h.app.inject({ method: 'GET', url: `/api/v1/admin/audit-log?entityId=${entityId}`, headers: bearer(tokens.admin!) })
    ).json().metadata.items;

  it('creates a category from the spec form fields, splitting and trimming metaKeywords', async () => {
    const res = await upload(
      'POST',
      '/categories',
      fields({
        name: 'Phụ kiện gaming',
        description: 'Chuột, bàn phím',
        isActive: 'true',
        metaTitle: 'Gaming',
        metaDescription: 'Phụ kiện',
        metaKeywords: ' chuột ,bàn phím,, tai nghe ',
        displayOrder: '7',
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const c = res.json().metadata;
    expect(c).toMatchObject({
      name: 'Phụ kiện gaming',
      slug: 'phu-kien-gaming',
      isActive: true,
      displayOrder: 7,
      metaKeywords: ['chuột', 'bàn phím', 'tai nghe'],
      parent: null,
      image: '',
    });
    const entries = await audit(c._id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'create', entity: 'category', before: null, after: { name: 'Phụ kiện gaming' } });
    // Shoppers see it at once (the category list cache was dropped).
    const list = (await h.app.inject({ method: 'GET', url: '/api/v1/categories?limit=100' })).json().metadata.items;
    expect(list.map((x: { slug: string }) => x.slug)).toContain('phu-kien-gaming');
  });

  it("keeps a shopper's category and brand by slug, and shows a write at once (a rename, then hidden)", async () => {
    const shopper = (url: string) => h.app.inject({ method: 'GET', url: `/api/v1${url}` });
    for (const [path, code] of [
      ['categories', 'CATEGORY_NOT_FOUND'],
      ['brands', 'BRAND_NOT_FOUND'],
    ] as const) {
      const created = (await upload('POST', `/${path}`, fields({ name: `Kho ${path}`, isActive: 'true' }))).json().metadata;
      const first = await shopper(`/${path}/${created.slug}`);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().metadata).toMatchObject({ name: `Kho ${path}`, isActive: true });
      // Kept: a change behind the API's back (no catalogue write) is not seen until the next write.
      await h.app.db.updateTable(path).set({ description: 'sửa thẳng' }).where('id', '=', created._id).execute();
      const kept = await shopper(`/${path}/${created.slug}`);
      expect(kept.body).toBe(first.body);

      expect((await upload('PUT', `/${path}/${created._id}`, fields({ name: `Kho mới ${path}` }))).statusCode).toBe(200);
      expect((await shopper(`/${path}/${created.slug}`)).json().metadata.name).toBe(`Kho mới ${path}`);

      expect((await upload('PUT', `/${path}/${created._id}`, fields({ isActive: 'false' }))).statusCode).toBe(200);
      const hidden = await shopper(`/${path}/${created.slug}`);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json()).toMatchObject({ errorCode: code });
      // Catalogue staff still open it; a shopper after them still gets the 404.
      const staff = await h.app.inject({
        method: 'GET',
        url: `/api/v1/${path}/${created.slug}`,
        headers: bearer(tokens.editor!),
      });
      expect(staff.json().metadata).toMatchObject({ slug: created.slug, isActive: false });
      expect((await shopper(`/${path}/${created.slug}`)).statusCode).toBe(404);
    }
    expect((await shopper('/categories/khong-co-nhom-nay')).statusCode).toBe(404);
  });

  it('stores an uploaded image in responsive widths, keeps it when absent and removes it when sent empty', async () => {
    const created = await upload('POST', '/categories', [
      ...fields({ name: 'Máy ảnh' }),
      { field: 'image', bytes: pngImage(800, 600), filename: 'x.png' },
    ]);
    expect(created.statusCode, created.body).toBe(201);
    const c = created.json().metadata;
    expect(c.image).toMatch(/^\/uploads\/images\/categories\/[0-9a-f]{24}\/original\.png$/);
    const dir = path.join(h.testDb.dataDir, path.dirname(c.image));
    await variantsMade(h.app.storage, c.image);
    expect(fs.readdirSync(dir).sort()).toEqual([
      '320.avif',
      '320.webp',
      '640.avif',
      '640.webp',
      '800.avif',
      '800.webp',
      'original.png',
    ]);
    const served = await h.app.inject({ method: 'GET', url: c.image.replace('original.png', '640.webp') });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toContain('immutable');

    const kept = await upload('PUT', `/categories/${c._id}`, fields({ description: 'Mới' }));
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().metadata).toMatchObject({ image: c.image, description: 'Mới', name: 'Máy ảnh' });

    const removed = await upload('PUT', `/categories/${c._id}`, fields({ image: '' }));
    expect(removed.json().metadata.image).toBe('');
    expect(fs.existsSync(dir)).toBe(false);
    const entries = await audit(c._id);
    expect(entries[0]).toMatchObject({ action: 'update', before: { image: c.image }, after: { image: '' } });
  });

  it('refuses bad uploads with a message on the field and stores nothing', async () => {
    const root = path.join(h.testDb.dataDir, 'uploads', 'images', 'categories');
    const before = fs.existsSync(root) ? fs.readdirSync(root).length : 0;
    const svg = await upload('POST', '/categories', [
      ...fields({ name: 'SVG' }),
      {
        field: 'image',
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        filename: 'a.png',
      },
    ]);
    expect(svg.statusCode).toBe(400);
    expect(svg.json().metadata.errors).toEqual([{ field: 'image', message: 'Chỉ nhận ảnh JPEG, PNG, WebP, AVIF hoặc GIF' }]);
    const bomb = await upload('POST', '/categories?lang=en', [
      ...fields({ name: 'Bomb' }),
      { field: 'image', bytes: pngClaiming(pngImage(16, 16), 100_000, 100_000) },
    ]);
    expect(bomb.statusCode).toBe(400);
    expect(bomb.json().metadata.errors[0]).toEqual({
      field: 'image',
      message: 'The picture is too large: 50 megapixels at most',
    });
    const script = await upload('POST', '/categories', fields({ name: 'X', image: 'javascript:alert(1)' }));
    expect(script.statusCode).toBe(400);
    expect(script.json().metadata.errors[0].field).toBe('image');
    expect(fs.existsSync(root) ? fs.readdirSync(root).length : 0).toBe(before);
    const names = await h.app.db.selectFrom('categories').select('name').where('name', 'in', ['SVG', 'Bomb', 'X']).execute();
    expect(names).toEqual([]);
  });

  it('requires a name and answers 409 on a slug in use', async () => {
    const res = await upload('POST', '/categories?lang=en', fields({ description: 'x' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().metadata.errors).toEqual([{ field: 'name', message: 'Name is required' }]);
    await upload('POST', '/categories', fields({ name: 'Loa', slug: 'loa' }));
    const again = await upload('POST', '/categories', fields({ name: 'Loa 2', slug: 'loa' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errorCode: 'SLUG_TAKEN', metadata: { errors: [{ field: 'slug' }] } });
  });

  it('keeps the category tree free of cycles', async () => {
    const a = (await upload('POST', '/categories', fields({ name: 'Cây A' }))).json().metadata;
    const b = (await upload('POST', '/categories', fields({ name: 'Cây B', parent: a._id }))).json().metadata;
    const c = (await upload('POST', '/categories', fields({ name: 'Cây C', parent: b._id }))).json().metadata;
    expect(c.parent).toBe(b._id);
    const self = await upload('PUT', `/categories/${a._id}`, fields({ parent: a._id }));
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ errorCode: 'CATEGORY_CYCLE', metadata: { errors: [{ field: 'parent' }] } });
    const loop = await upload('PUT', `/categories/${a._id}?lang=en`, fields({ parent: c._id }));
    expect(loop.statusCode).toBe(400);
    expect(loop.json().metadata.errors[0].message).toBe('A category cannot be its own parent or the parent of its ancestor');
    const unknown = await upload('PUT', `/categories/${a._id}`, fields({ parent: 'nope' }));
    expect(unknown.statusCode).toBe(400);
    // Moving a leaf elsewhere, and back to the root with an empty parent, is fine.
    expect((await upload('PUT', `/categories/${c._id}`, fields({ parent: a._id }))).json().metadata.parent).toBe(a._id);
    expect((await upload('PUT', `/categories/${c._id}`, fields({ parent: '' }))).json().metadata.parent).toBeNull();
  });

  it('refuses to delete a category with children or products (409, spec text), deletes an empty one', async () => {
    const parent = (await upload('POST', '/categories', fields({ name: 'Cha' }))).json().metadata;
    const child = (await upload('POST', '/categories', fields({ name: 'Con', parent: parent._id }))).json().metadata;
    const blocked = await del(`/categories/${parent._id}?lang=en`);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toMatchObject({
      errorCode: 'DELETE_HAS_CHILDREN',
      message: 'Cannot delete because of children or related items',
    });
    const product = await addProduct(h.app, {});
    await h.app.db.updateTable('products').set({ category_id: child._id }).where('id', '=', product.id).execute();
    expect((await del(`/categories/${child._id}`)).statusCode).toBe(409);
    await h.app.db.updateTable('products').set({ category_id: null }).where('id', '=', product.id).execute();
    expect((await del(`/categories/${child._id}`)).statusCode).toBe(200);
    expect((await del(`/categories/${parent._id}`)).statusCode).toBe(200);
    expect((await del(`/categories/${parent._id}`)).statusCode).toBe(404);
    expect((await audit(parent._id))[0]).toMatchObject({ action: 'delete', after: null, before: { name: 'Cha' } });
  });

  it('creates and updates a brand with origin fields, logo and cover; 409 when it has products', async () => {
    const res = await upload('POST', '/brands', [
      ...fields({
        name: 'Sen Audio',
        website: 'https://sen.example.vn',
        isFeatured: 'true',
        metaKeywords: 'loa, tai nghe',
        'origin.country': 'Việt Nam',
        'origin.year': '2015',
      }),
      { field: 'logo', bytes: pngImage(200, 200) },
      { field: 'coverImage', bytes: pngImage(700, 200) },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const b = res.json().metadata;
    expect(b).toMatchObject({
      slug: 'sen-audio',
      isFeatured: true,
      isActive: true,
      metaKeywords: ['loa', 'tai nghe'],
      origin: { country: 'Việt Nam', year: 2015 },
    });
    expect(b.logo).toMatch(/^\/uploads\/images\/brands\//);
    expect(b.coverImage).toMatch(/^\/uploads\/images\/brands\//);
    const updated = await upload('PUT', `/brands/${b._id}`, fields({ logo: '', 'origin.year': '', website: 'ftp://x' }));
    expect(updated.statusCode).toBe(400);
    expect(updated.json().metadata.errors[0].field).toBe('website');
    const ok = (await upload('PUT', `/brands/${b._id}`, fields({ logo: '', 'origin.year': '' }))).json().metadata;
    expect(ok).toMatchObject({ logo: '', coverImage: b.coverImage, origin: { country: 'Việt Nam', year: null } });
    const product = await addProduct(h.app, {});
    await h.app.db.updateTable('products').set({ brand_id: b._id }).where('id', '=', product.id).execute();
    expect((await del(`/brands/${b._id}`)).statusCode).toBe(409);
  });

  it('lets editor, manager and admin write the catalogue; others get 403, strangers 401', async () => {
    for (const role of ['admin', 'manager', 'editor'] as Role[]) {
      expect((await upload('POST', '/brands', fields({ name: `Hãng ${role}` }), role)).statusCode).toBe(201);
    }
    for (const role of ['staff', 'support', 'customer'] as Role[]) {
      expect((await upload('POST', '/brands', fields({ name: `Hãng ${role}` }), role)).statusCode).toBe(403);
      expect((await upload('POST', '/categories', fields({ name: `DM ${role}` }), role)).statusCode).toBe(403);
      expect((await del('/brands/x', role)).statusCode).toBe(403);
    }
    expect((await upload('POST', '/categories', fields({ name: 'Ẩn danh' }), null)).statusCode).toBe(401);
    // The audit log is for admins (settings.write / users.manage), not editors.
    const log = await h.app.inject({ method: 'GET', url: '/api/v1/admin/audit-log', headers: bearer(tokens.editor!) });
    expect(log.statusCode).toBe(403);
    const mine = await h.app.inject({
      method: 'GET',
      url: '/api/v1/admin/audit-log?entity=brand&limit=50',
      headers: bearer(tokens.admin!),
    });
    expect(mine.json().metadata.items.length).toBeGreaterThanOrEqual(3);
  });
});
