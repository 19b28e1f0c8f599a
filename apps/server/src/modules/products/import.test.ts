import type { Role } from '@sen/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/helpers';
import { formData } from '../../lib/images/testing';
import { bearer, createUser, type Harness, harness, login } from '../auth/testing';
import { claimImportJob, queueImport } from './import-jobs';

const HEADER =
  'sku,product_slug,name,status,variant_name,option1_name,option1_value,option2_name,option2_value,option3_name,option3_value,price,compare_price,quantity,cost_price,barcode,tax_class,category,brand,short_description,tags';

describe.each(dialects)('product CSV import, bulk actions and duplicate on %s', (dialect) => {
  let h: Harness;
  const tokens: Partial<Record<Role, string>> = {};
  let categoryId = '';
  let otherCategoryId = '';
  beforeAll(async () => {
    h = await harness(dialect);
    for (const role of ['admin', 'manager', 'editor', 'staff', 'customer'] as Role[]) {
      tokens[role] = (await login(h.app, (await createUser(h.app, { role })).email)).token;
    }
    categoryId = (await call('POST', '/categories', { name: 'Điện thoại', slug: 'dien-thoai' })).json().metadata._id;
    otherCategoryId = (await call('POST', '/categories', { name: 'Phụ kiện', slug: 'phu-kien' })).json().metadata._id;
    const brand = await call('POST', '/brands', { name: 'Sen Mobile', slug: 'sen-mobile' });
    expect(brand.statusCode, brand.body).toBe(201);
  });
  afterAll(async () => h.close());

  function call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, role: Role | null = 'editor') {
    return h.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: role ? bearer(tokens[role]!) : {},
      ...(payload ? { payload } : {}),
    });
  }

  function upload(csv: string | Buffer, query = '', role: Role = 'editor') {
    const body = formData([
      { field: 'file', bytes: typeof csv === 'string' ? Buffer.from(csv, 'utf8') : csv, filename: 'p.csv', type: 'text/csv' },
    ]);
    return h.app.inject({
      method: 'POST',
      url: `/api/v1/admin/products/import${query}`,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(tokens[role]!) },
    });
  }

  async function finished(id: string) {
    const seen: number[] = [];
    for (let i = 0; i < 200; i++) {
      const res = await call('GET', `/admin/products/import/${id}`);
      expect(res.statusCode, res.body).toBe(200);
      const job = res.json().metadata;
      seen.push(job.processed);
      if (job.status === 'done' || job.status === 'failed') return { job, seen };
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('the import did not finish');
  }

  async function productCount() {
    return (await call('GET', '/admin/products?limit=10', undefined, 'staff')).json().metadata.pagination.totalCount as number;
  }

  const good = [
    HEADER,
    'SEN-X1-128,sen-x1,"Điện thoại Sen X1, bản quốc tế",published,128GB,Dung lượng,128GB,,,,,"9.990.000",10990000,5,8000000,,standard,dien-thoai,sen-mobile,"Màn hình 6.1""","sen, điện thoại"',
    'SEN-X1-256,sen-x1,"Điện thoại Sen X1, bản quốc tế",published,256GB,Dung lượng,256GB,,,,,11990000,,3,,,standard,dien-thoai,sen-mobile,,',
    'SEN-CASE,op-lung-sen,Ốp lưng Sen,draft,,,,,,,,150000,,40,,,,phu-kien,,,',
    'SEN-BAD,hong,Sản phẩm hỏng,published,,,,,,,,abc,,2,,,,dien-thoai,,,',
  ].join('\n');

  it('dry run lists per row what would be created or rejected and why; nothing is written', async () => {
    const before = await productCount();
    const res = await upload(good, '?dryRun=true&lang=en');
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json().metadata;
    expect(report).toMatchObject({ total: 4, created: 3, updated: 0, rejected: 1, omitted: 0 });
    expect(report.rows).toEqual([
      { row: 2, sku: 'SEN-X1-128', action: 'create', errors: [] },
      { row: 3, sku: 'SEN-X1-256', action: 'create', errors: [] },
      { row: 4, sku: 'SEN-CASE', action: 'create', errors: [] },
      { row: 5, sku: 'SEN-BAD', action: 'reject', errors: [{ field: 'price', message: 'Must be a whole number' }] },
    ]);
    expect(await productCount()).toBe(before);
    const jobs = await h.app.db.selectFrom('import_jobs').select('id').execute();
    expect(jobs).toHaveLength(0);
  });

  it('refuses what it cannot read, and anyone without products.write', async () => {
    const noSku = await upload('name,price\nA,1\n', '?dryRun=true&lang=en');
    expect(noSku.statusCode).toBe(400);
    expect(noSku.json()).toMatchObject({
      errorCode: 'IMPORT_INVALID',
      metadata: { errors: [{ field: 'file', message: 'Column sku is missing' }] },
    });
    // "Điện" in Windows-1258 / Latin-1 bytes: not UTF-8.
    const latin = Buffer.concat([
      Buffer.from('sku,name,price\nA-1,'),
      Buffer.from([0xd0, 0x69, 0xea, 0x6e]),
      Buffer.from(',1\n'),
    ]);
    const encoded = await upload(latin, '?dryRun=true&lang=en');
    expect(encoded.statusCode).toBe(400);
    expect(encoded.json().metadata.errors[0]).toEqual({ field: 'file', message: 'The file must be saved as CSV UTF-8' });
    const empty = await upload(`${HEADER}\n`, '?dryRun=true&lang=en');
    expect(empty.json().metadata.errors[0].message).toBe('The file has no data rows');
    expect((await upload(good, '?dryRun=true', 'staff')).statusCode).toBe(403);
    expect((await upload(good, '', 'customer')).statusCode).toBe(403);
    expect((await call('GET', '/admin/products/import/nope')).statusCode).toBe(404);
  });

  it('imports as a background job with progress: products with variants, options, category and brand; bad rows skipped', async () => {
    const res = await upload(good);
    expect(res.statusCode, res.body).toBe(202);
    const queued = res.json().metadata;
    expect(queued).toMatchObject({ total: 4, processed: 0 });
    const { job } = await finished(queued._id);
    expect(job, job.error).toMatchObject({ status: 'done', total: 4, processed: 4, created: 3, updated: 0, rejected: 1 });
    expect(job.rejectedRows).toEqual([
      { row: 5, sku: 'SEN-BAD', action: 'reject', errors: [{ field: 'price', message: 'Phải là một số nguyên' }] },
    ]);
    const list = (await call('GET', '/admin/products?q=SEN-X1', undefined, 'staff')).json().metadata.items;
    expect(list).toHaveLength(1);
    const p = (await call('GET', `/admin/products/${list[0]._id}`)).json().metadata;
    expect(p).toMatchObject({
      name: 'Điện thoại Sen X1, bản quốc tế',
      slug: 'sen-x1',
      status: 'published',
      price: 9_990_000,
      quantity: 8,
      costPrice: 8_000_000,
      shortDescription: 'Màn hình 6.1"',
      tags: ['sen', 'điện thoại'],
      brand: { slug: 'sen-mobile' },
      categories: [{ _id: categoryId }],
    });
    expect(p.options).toEqual([expect.objectContaining({ name: 'Dung lượng', values: ['128GB', '256GB'] })]);
    expect(
      p.variants.map((v: { sku: string; basePrice: number; comparePrice: number | null }) => [
        v.sku,
        v.basePrice,
        v.comparePrice,
      ]),
    ).toEqual([
      ['SEN-X1-128', 9_990_000, 10_990_000],
      ['SEN-X1-256', 11_990_000, null],
    ]);
    expect((await call('GET', '/admin/products?q=hong', undefined, 'staff')).json().metadata.items).toHaveLength(0);
    const audit = (await call('GET', `/admin/audit-log?entity=product&entityId=${p._id}`, undefined, 'admin')).json().metadata
      .items;
    expect(audit.map((e: { action: string }) => e.action)).toEqual(['create']);
    const summary = (await call('GET', `/admin/audit-log?entity=import&entityId=${queued._id}`, undefined, 'admin')).json()
      .metadata.items;
    expect(summary[0]).toMatchObject({ action: 'import', after: { created: 3, rejected: 1 } });
  });

  it("reads Excel's UTF-8 BOM and ; separators, and updates by SKU keeping variant ids", async () => {
    const before = (await call('GET', '/admin/products?q=SEN-X1', undefined, 'staff')).json().metadata.items[0];
    const ids = (await call('GET', `/admin/products/${before._id}`)).json().metadata.variants.map((v: { _id: string }) => v._id);
    const excel = [
      'SKU;Name;Price;Quantity;Variant name;Option1 name;Option1 value',
      'SEN-X1-128;Điện thoại Sen X1 (2025);8 990 000 ₫;7;128GB;Dung lượng;128GB',
      'SEN-X1-512;Điện thoại Sen X1 (2025);13.990.000;1;512GB;Dung lượng;512GB',
    ].join('\r\n');
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(excel, 'utf8')]);
    const dry = (await upload(bytes, '?dryRun=true')).json().metadata;
    expect(dry.rows.map((r: { action: string }) => r.action)).toEqual(['update', 'create']);
    const res = await upload(bytes);
    expect(res.statusCode, res.body).toBe(202);
    const { job } = await finished(res.json().metadata._id);
    expect(job).toMatchObject({ status: 'done', created: 1, updated: 1, rejected: 0 });
    const p = (await call('GET', `/admin/products/${before._id}`)).json().metadata;
    expect(p.name).toBe('Điện thoại Sen X1 (2025)');
    expect(p.variants.map((v: { _id: string }) => v._id).slice(0, 2)).toEqual(ids);
    expect(p.variants.map((v: { sku: string; basePrice: number; quantity: number }) => [v.sku, v.basePrice, v.quantity])).toEqual(
      [
        ['SEN-X1-128', 8_990_000, 7],
        ['SEN-X1-256', 11_990_000, 3],
        ['SEN-X1-512', 13_990_000, 1],
      ],
    );
    expect(p.options[0].values).toEqual(['128GB', '256GB', '512GB']);
    // Columns absent from the file are left alone.
    expect(p).toMatchObject({ status: 'published', costPrice: 8_000_000, categories: [{ _id: categoryId }], quantity: 11 });
  });

  it('takes back exactly what export.csv wrote: every row an update, nothing rejected', async () => {
    const exported = await call('GET', '/admin/products/export.csv?q=sen', undefined, 'staff');
    expect(exported.statusCode).toBe(200);
    const dry = (await upload(exported.rawPayload, '?dryRun=true')).json().metadata;
    expect(dry.total).toBeGreaterThanOrEqual(4);
    expect(dry).toMatchObject({ created: 0, rejected: 0, updated: dry.total });
  });

  it('rejects rows that break the product rules: repeated SKU, SKU of another product, unknown category, option mismatch', async () => {
    const csv = [
      'sku,product_slug,name,price,option1_name,option1_value,category',
      'R-1,moi,Mới,100,Màu,Đỏ,dien-thoai',
      'R-1,moi,Mới,100,Màu,Xanh,dien-thoai',
      'SEN-CASE,moi,Mới,100,Màu,Vàng,dien-thoai',
      'R-2,moi,Mới,100,Cỡ,L,dien-thoai',
      'R-3,khac,Khác,100,,,khong-co',
      'R-4,moi,Mới,-5,Màu,Tím,dien-thoai',
    ].join('\n');
    const dry = (await upload(csv, '?dryRun=true&lang=en')).json().metadata;
    const byRow = Object.fromEntries(dry.rows.map((r: { row: number; errors: unknown[] }) => [r.row, r.errors]));
    expect(dry.rows.map((r: { action: string }) => r.action)).toEqual([
      'create',
      'reject',
      'reject',
      'reject',
      'reject',
      'reject',
    ]);
    expect(byRow[3]).toEqual([{ field: 'sku', message: 'This SKU already appears on row 2' }]);
    expect(byRow[4]).toEqual([{ field: 'sku', message: 'This SKU belongs to another product (op-lung-sen)' }]);
    expect(byRow[5]).toEqual([
      { field: 'option1_name', message: 'The option name must be the same on every row of the product' },
    ]);
    expect(byRow[6]).toEqual([{ field: 'category', message: 'This category does not exist' }]);
    expect(byRow[7]).toEqual([{ field: 'price', message: 'Sale price must be at least 0' }]);
  });

  it('lets exactly one of several instances claim a queued job', async () => {
    const job = await queueImport(h.app.db, { actor: null, fileName: 'x.csv', text: 'sku\nZ-1\n', total: 1, lang: 'vi' });
    const claims = await Promise.all(Array.from({ length: 8 }, (_, i) => claimImportJob(h.app.db, job._id, `owner-${i}`)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    // A running job whose lease has not run out is not taken over.
    expect(await claimImportJob(h.app.db, job._id, 'late')).toBe(false);
    await h.app.db
      .updateTable('import_jobs')
      .set({ lease_until: '2000-01-01T00:00:00.000Z' })
      .where('id', '=', job._id)
      .execute();
    expect(await claimImportJob(h.app.db, job._id, 'rescuer')).toBe(true);
    await h.app.db.deleteFrom('import_jobs').where('id', '=', job._id).execute();
  });

  describe('bulk actions', () => {
    const ids: string[] = [];
    beforeAll(async () => {
      for (const [i, price] of [100_000, 1_999_999].entries()) {
        const res = await call('POST', '/products', {
          name: `Bulk ${i}`,
          sku: `BULK-${i}`,
          price,
          comparePrice: 2_000_000,
          quantity: 3,
          categories: [otherCategoryId],
        });
        expect(res.statusCode, res.body).toBe(201);
        ids.push(res.json().metadata._id);
      }
    });
    const product = async (id: string) => (await call('GET', `/admin/products/${id}`)).json().metadata;

    it('answers 403 to staff and customers and works for editor, manager and admin', async () => {
      expect((await call('POST', '/admin/products/bulk', { ids, action: 'publish' }, 'staff')).statusCode).toBe(403);
      expect((await call('POST', '/admin/products/bulk', { ids, action: 'publish' }, 'customer')).statusCode).toBe(403);
      expect((await call('POST', '/admin/products/bulk', { ids, action: 'publish' }, null)).statusCode).toBe(401);
      const res = await call('POST', '/admin/products/bulk', { ids, action: 'publish' }, 'manager');
      expect(res.json().metadata).toEqual({ updated: 2 });
      expect((await call('POST', '/admin/products/bulk', { ids, action: 'unpublish' }, 'admin')).json().metadata).toEqual({
        updated: 2,
      });
      expect((await call('POST', '/admin/products/bulk', { ids, action: 'archive' }, 'editor')).json().metadata).toEqual({
        updated: 2,
      });
      expect((await product(ids[0]!)).status).toBe('archived');
      const audit = (await call('GET', `/admin/audit-log?entity=product&entityId=${ids[1]}`, undefined, 'admin')).json().metadata
        .items;
      expect(audit.map((e: { action: string }) => e.action).slice(0, 3)).toEqual([
        'bulk.archive',
        'bulk.unpublish',
        'bulk.publish',
      ]);
      expect(audit[0]).toMatchObject({ before: { status: 'draft' }, after: { status: 'archived' } });
    });

    it('changes prices by % and amount on every variant, rounded to whole VND and never below 0', async () => {
      const up = await call('POST', '/admin/products/bulk', { ids, action: 'changePrice', mode: 'percent', value: 7.5 });
      expect(up.json().metadata).toEqual({ updated: 2 });
      const [a, b] = [await product(ids[0]!), await product(ids[1]!)];
      expect(a.variants[0].basePrice).toBe(107_500);
      // 1,999,999 × 1.075 = 2,149,998.925 → 2,149,999; the compare price below it is dropped.
      expect(b).toMatchObject({ price: 2_149_999, comparePrice: null });
      expect(a.comparePrice).toBe(2_000_000);
      await call('POST', '/admin/products/bulk', { ids, action: 'changePrice', mode: 'amount', value: -200_000 });
      expect((await product(ids[0]!)).variants[0].basePrice).toBe(0);
      expect((await product(ids[1]!)).price).toBe(1_949_999);
      const audit = (await call('GET', `/admin/audit-log?entity=product&entityId=${ids[0]}`, undefined, 'admin')).json().metadata
        .items[0];
      expect(audit).toMatchObject({
        action: 'bulk.changePrice',
        before: { variants: [{ sku: 'BULK-0', price: 107_500 }] },
        after: { variants: [{ sku: 'BULK-0', price: 0 }] },
      });
      const bad = await call('POST', '/admin/products/bulk?lang=en', { ids, action: 'changePrice', mode: 'ratio', value: 1 });
      expect(bad.statusCode).toBe(400);
    });

    it('adjusts stock (never below 0) and sets the primary category, keeping the others', async () => {
      await call('POST', '/admin/products/bulk', { ids, action: 'adjustStock', delta: -5 });
      expect((await product(ids[0]!)).quantity).toBe(0);
      await call('POST', '/admin/products/bulk', { ids, action: 'adjustStock', delta: 12 });
      expect((await product(ids[0]!)).variants[0].quantity).toBe(12);
      const set = await call('POST', '/admin/products/bulk', { ids, action: 'setCategory', category: categoryId });
      expect(set.json().metadata).toEqual({ updated: 2 });
      expect((await product(ids[0]!)).categories.map((c: { _id: string }) => c._id)).toEqual([categoryId, otherCategoryId]);
      const unknown = await call('POST', '/admin/products/bulk?lang=en', { ids, action: 'setCategory', category: 'nope' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().metadata.errors).toEqual([{ field: 'category', message: 'This category does not exist' }]);
    });
  });

  it('duplicates a product as a draft with a new slug and new SKUs', async () => {
    const original = (await call('GET', '/admin/products?q=SEN-X1', undefined, 'staff')).json().metadata.items[0];
    expect((await call('POST', `/products/${original._id}/duplicate`, undefined, 'staff')).statusCode).toBe(403);
    const res = await call('POST', `/products/${original._id}/duplicate?lang=en`);
    expect(res.statusCode, res.body).toBe(201);
    const copy = res.json().metadata;
    expect(copy).toMatchObject({ name: 'Điện thoại Sen X1 (2025) (copy)', status: 'draft', slug: 'dien-thoai-sen-x1-2025-copy' });
    expect(copy._id).not.toBe(original._id);
    expect(copy.variants.map((v: { sku: string }) => v.sku)).toEqual(['SEN-X1-128-COPY', 'SEN-X1-256-COPY', 'SEN-X1-512-COPY']);
    expect(copy.options[0].values).toEqual(['128GB', '256GB', '512GB']);
    expect(copy.categories.map((c: { _id: string }) => c._id)).toEqual([categoryId]);
    const again = (await call('POST', `/products/${original._id}/duplicate`)).json().metadata;
    expect(again.variants[0].sku).toBe('SEN-X1-128-COPY2');
    expect(again.name).toBe('Điện thoại Sen X1 (2025) (bản sao)');
    expect((await call('GET', `/admin/products/${original._id}`)).json().metadata.variants[0].sku).toBe('SEN-X1-128');
  });
});
