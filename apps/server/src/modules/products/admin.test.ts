import type { Role } from '@sen/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/helpers';
import { formData, jpegImage, pngImage } from '../../lib/images/testing';
import { bearer, createUser, type Harness, harness, login } from '../auth/testing';

describe.each(dialects)('product writes on %s', (dialect) => {
  let h: Harness;
  const tokens: Partial<Record<Role, string>> = {};
  beforeAll(async () => {
    h = await harness(dialect);
    for (const role of ['admin', 'editor', 'staff', 'customer'] as Role[]) {
      tokens[role] = (await login(h.app, (await createUser(h.app, { role })).email)).token;
    }
  });
  afterAll(async () => h.close());

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    role: Role | null = 'editor',
  ) =>
    h.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: role ? bearer(tokens[role]!) : {},
      ...(payload ? { payload } : {}),
    });

  const phone = {
    name: 'iPhone 16 Pro',
    shortDescription: 'Titan',
    brand: null,
    options: [
      { name: 'Dung lượng', values: ['256GB', '512GB'] },
      { name: 'Màu sắc', values: ['Titan Đen', 'Titan Trắng'] },
    ],
    variants: [
      {
        name: '256GB Đen',
        sku: 'ip16-256-den',
        price: 28_990_000,
        comparePrice: 30_990_000,
        quantity: 5,
        options: [
          { name: 'Dung lượng', value: '256GB' },
          { name: 'Màu sắc', value: 'Titan Đen' },
        ],
      },
      {
        name: '256GB Trắng',
        sku: 'IP16-256-TRANG',
        price: 28_990_000,
        quantity: 0,
        options: [
          { name: 'Dung lượng', value: '256GB' },
          { name: 'Màu sắc', value: 'Titan Trắng' },
        ],
      },
      {
        name: '512GB Đen',
        sku: 'IP16-512-DEN',
        price: 34_990_000,
        quantity: 2,
        options: [
          { name: 'Dung lượng', value: '512GB' },
          { name: 'Màu sắc', value: 'Titan Đen' },
        ],
      },
      {
        name: '512GB Trắng',
        sku: 'IP16-512-TRANG',
        price: 34_490_000,
        quantity: 1,
        options: [
          { name: 'Dung lượng', value: '512GB' },
          { name: 'Màu sắc', value: 'Titan Trắng' },
        ],
      },
    ],
    tags: ['apple', 'iphone'],
    specifications: [{ name: 'Chip', value: 'A18 Pro' }],
    weight: { value: 199, unit: 'g' },
    warranty: { months: 12, description: '12 tháng' },
    taxClass: 'standard',
    costPrice: 25_000_000,
    metaKeywords: 'iphone, apple ,',
  };

  it('creates a draft with options and 4 variants; price and stock derive from them; shoppers see it once published', async () => {
    const res = await call('POST', '/products', phone);
    expect(res.statusCode, res.body).toBe(201);
    const p = res.json().metadata;
    expect(p).toMatchObject({
      name: 'iPhone 16 Pro',
      slug: 'iphone-16-pro',
      status: 'draft',
      price: 28_990_000,
      quantity: 8,
      sku: 'IP16-256-DEN',
      hasVariants: true,
      costPrice: 25_000_000,
      metaKeywords: ['iphone', 'apple'],
      tags: ['apple', 'iphone'],
    });
    expect(p.options.map((o: { name: string }) => o.name)).toEqual(['Dung lượng', 'Màu sắc']);
    expect(p.variants).toHaveLength(4);
    expect(p.variants[1]).toMatchObject({ sku: 'IP16-256-TRANG', quantity: 0, isAvailable: false });
    expect(p.variants.every((v: { _id: string }) => typeof v._id === 'string' && v._id.length > 0)).toBe(true);

    expect((await call('GET', `/products/${p.slug}`, undefined, null)).statusCode).toBe(404);
    const preview = await call('GET', `/products/${p.slug}`, undefined, 'staff');
    expect(preview.statusCode).toBe(200);
    expect(preview.json().metadata.status).toBe('draft');

    const published = await call('PATCH', `/products/${p._id}`, { status: 'published' });
    expect(published.statusCode, published.body).toBe(200);
    const shown = (await call('GET', `/products/${p.slug}`, undefined, null)).json().metadata;
    expect(shown.variants.map((v: { _id: string }) => v._id)).toEqual(p.variants.map((v: { _id: string }) => v._id));
    expect(shown.options).toHaveLength(2);
    const listing = (await call('GET', '/products?q=iphone 16', undefined, null)).json().metadata;
    expect(listing.items.map((x: { _id: string }) => x._id)).toContain(p._id);

    const entries = (await call('GET', `/admin/audit-log?entity=product&entityId=${p._id}`, undefined, 'admin')).json().metadata
      .items;
    expect(entries.map((e: { action: string }) => e.action)).toEqual(['update', 'create']);
    expect(entries[0]).toMatchObject({ before: { status: 'draft' }, after: { status: 'published' } });
  });

  it('answers 409 on the field for a SKU another product has, and keeps variant ids on a partial update', async () => {
    const other = await call('POST', '/products', { name: 'Ốp lưng', price: 100_000, quantity: 3, sku: 'OP-1' });
    expect(other.statusCode, other.body).toBe(201);
    expect(other.json().metadata).toMatchObject({
      sku: 'OP-1',
      hasVariants: false,
      variants: [{ sku: 'OP-1', isDefault: true, quantity: 3 }],
    });
    const taken = await call('POST', '/products?lang=en', { name: 'Ốp 2', price: 1, sku: 'op-1' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      errorCode: 'SKU_TAKEN',
      metadata: { errors: [{ field: 'sku', message: 'This SKU already exists' }] },
    });
    const clash = await call('POST', '/products', {
      ...phone,
      name: 'iPhone copy',
      variants: phone.variants.map((v, i) => ({ ...v, sku: i === 2 ? 'OP-1' : `COPY-${i}` })),
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().metadata.errors).toEqual([{ field: 'variants.2.sku', message: 'Mã SKU đã tồn tại' }]);

    const id = other.json().metadata._id;
    const variantId = other.json().metadata.variants[0]._id;
    const patched = (await call('PATCH', `/products/${id}`, { price: 120_000, quantity: 7 })).json().metadata;
    expect(patched).toMatchObject({ price: 120_000, quantity: 7, name: 'Ốp lưng', variants: [{ _id: variantId, quantity: 7 }] });
  });

  it('validates with the spec messages', async () => {
    const res = await call('POST', '/products?lang=en', { price: -1, quantity: -2 });
    expect(res.statusCode).toBe(400);
    const errors = res.json().metadata.errors;
    expect(errors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'Product name is required' },
        { field: 'price', message: 'Sale price must be at least 0' },
        { field: 'quantity', message: 'Quantity must be at least 0' },
      ]),
    );
    const tooMany = await call('POST', '/products?lang=en', {
      name: 'X',
      options: [
        { name: 'Màu', values: ['Đỏ'] },
        { name: 'A', values: ['1'] },
        { name: 'B', values: ['1'] },
        { name: 'C', values: ['1'] },
      ],
      variants: [{ price: 1 }],
    });
    expect(tooMany.json().metadata.errors).toEqual([{ field: 'options', message: 'At most 3 options' }]);
    const bad = await call('POST', '/products?lang=en', {
      name: 'X',
      options: [{ name: 'Màu', values: ['Đỏ', 'Đỏ'] }],
      variants: [{ price: 1, options: [{ name: 'Màu', value: 'Xanh' }] }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().metadata.errors).toEqual([
      { field: 'options.0.values.1', message: 'This value appears twice' },
      { field: 'variants.0.options', message: 'This value is not one of the option’s values' },
    ]);
  });

  it('uploads several images through the pipeline, sets main, alt and order, and refuses bad files', async () => {
    const p = (await call('POST', '/products', { name: 'Tai nghe', price: 990_000 })).json().metadata;
    const body = formData([
      { field: 'images', bytes: pngImage(1200, 800) },
      { field: 'images', bytes: jpegImage(400, 300), filename: 'b.jpg', type: 'image/jpeg' },
      { field: 'alt', value: 'Tai nghe Sen' },
    ]);
    const up = await h.app.inject({
      method: 'POST',
      url: `/api/v1/products/${p._id}/images`,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(tokens.editor!) },
    });
    expect(up.statusCode, up.body).toBe(200);
    const images = up.json().metadata.images;
    expect(images).toHaveLength(2);
    expect(images[0]).toMatchObject({ isMain: true, alt: 'Tai nghe Sen', width: 1200, height: 800 });
    expect(up.json().metadata.thumbnail).toBe(images[0].url);
    // The stored WebP renditions as a srcset (decision 0111): widths below the picture's own, and its own.
    const base = images[0].url.slice(0, images[0].url.lastIndexOf('/'));
    expect(images[0].srcset).toBe([320, 640, 1024, 1200].map((w) => `${base}/${w}.webp ${w}w`).join(', '));
    expect(images[1].srcset).toContain('320.webp 320w');

    const main = await call('PATCH', `/products/${p._id}/images/${images[1]._id}`, { isMain: true, alt: 'Mặt bên' });
    expect(main.json().metadata.images[0]).toMatchObject({ _id: images[1]._id, isMain: true, alt: 'Mặt bên' });
    const order = await call('PUT', `/products/${p._id}/images/order`, { ids: [images[1]._id, images[0]._id] });
    expect(order.statusCode).toBe(200);

    const bad = formData([{ field: 'images', bytes: Buffer.from('GIF89a not really a gif at all') }]);
    const refused = await h.app.inject({
      method: 'POST',
      url: `/api/v1/products/${p._id}/images?lang=en`,
      payload: bad.payload,
      headers: { ...bad.headers, ...bearer(tokens.editor!) },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().metadata.errors[0].field).toBe('images.0');
    const del = await call('DELETE', `/products/${p._id}/images/${images[0]._id}`);
    expect(del.json().metadata.images).toHaveLength(1);
  });

  it('lets editors write and staff only read; deletes a product', async () => {
    expect((await call('POST', '/products', { name: 'Z', price: 1 }, 'staff')).statusCode).toBe(403);
    expect((await call('POST', '/products', { name: 'Z', price: 1 }, 'customer')).statusCode).toBe(403);
    expect((await call('POST', '/products', { name: 'Z', price: 1 }, null)).statusCode).toBe(401);
    const p = (await call('POST', '/products', { name: 'Xoá tôi', price: 1 }, 'admin')).json().metadata;
    expect((await call('GET', `/admin/products/${p._id}`, undefined, 'staff')).statusCode).toBe(200);
    expect((await call('DELETE', `/products/${p._id}`, undefined, 'staff')).statusCode).toBe(403);
    expect((await call('DELETE', `/products/${p._id}`)).statusCode).toBe(200);
    expect((await call('GET', `/admin/products/${p._id}`)).statusCode).toBe(404);
  });
  it('lists products for the admin table: accent-free search, filters, sort and pages', async () => {
    await call('POST', '/products', {
      name: 'Bàn phím cơ Sen',
      price: 1_500_000,
      quantity: 0,
      sku: 'BP-SEN',
      status: 'published',
    });
    await call('POST', '/products', {
      name: 'Bàn phím không dây',
      price: 900_000,
      quantity: 50,
      sku: 'BP-KD',
      status: 'archived',
    });
    const list = async (query: string, role: Role = 'staff') => {
      const res = await call('GET', `/admin/products?${query}`, undefined, role);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().metadata;
    };
    const found = await list('q=ban phim&sort=price&order=asc');
    expect(found.items.map((i: { sku: string }) => i.sku)).toEqual(['BP-KD', 'BP-SEN']);
    expect(found.items[0]).toMatchObject({ status: 'archived', variantCount: 1, quantity: 50, price: 900_000 });
    expect((await list('q=bp-s')).items.map((i: { sku: string }) => i.sku)).toEqual(['BP-SEN']);
    expect((await list('q=ip16-512')).items.map((i: { name: string }) => i.name)).toContain('iPhone 16 Pro');
    expect((await list('q=ban phim&status=archived')).items).toHaveLength(1);
    expect((await list('q=ban phim&stock=out')).items.map((i: { sku: string }) => i.sku)).toEqual(['BP-SEN']);
    expect((await list('q=ban phim&stock=low')).items.map((i: { sku: string }) => i.sku)).toEqual(['BP-KD']);
    const paged = await list('limit=10&page=1&sort=name&order=asc');
    expect(paged.pagination).toMatchObject({ page: 1, limit: 10 });
    expect(paged.pagination.totalCount).toBeGreaterThanOrEqual(4);
    expect((await call('GET', '/admin/products?limit=7')).statusCode).toBe(400);
    expect((await call('GET', '/admin/products', undefined, 'customer')).statusCode).toBe(403);
  });
  it('exports the filtered list as CSV, one row per variant, UTF-8 with a BOM', async () => {
    const res = await call('GET', '/admin/products/export.csv?q=iphone 16', undefined, 'staff');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.rawPayload.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(true);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toMatch(/^sku,product_slug,name,status,variant_name,option1_name,option1_value/);
    expect(lines.slice(1).map((l: string) => l.split(',')[0])).toEqual([
      'IP16-256-DEN',
      'IP16-256-TRANG',
      'IP16-512-DEN',
      'IP16-512-TRANG',
    ]);
    expect(lines[1]).toContain('Dung lượng,256GB,Màu sắc,Titan Đen,,,28990000,30990000,5');
    expect((await call('GET', '/admin/products/export.csv', undefined, 'customer')).statusCode).toBe(403);
  });
});
