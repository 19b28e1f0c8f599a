import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from './support/admin';
import { type RunningApp, startApp } from './support/app';
import { shot } from './support/shots';

/*
 * CSV import, bulk actions and duplicate in the back office (issue 12): a CSV with one bad row
 * shows that row's error in the dry run and imports nothing until confirmed; after confirming, the
 * good rows exist. Built server, fresh database, Debian's chromium.
 */

let app: RunningApp;
beforeAll(async () => {
  app = await startApp('admin-import');
}, 90_000);
afterAll(async () => app?.stop());

const CSV = [
  'sku;product_slug;name;status;variant_name;option1_name;option1_value;price;quantity;category',
  'NHAP-128;dien-thoai-nhap-thu;Điện thoại Nhập Thử;published;128GB;Dung lượng;128GB;9.990.000;5;smartphones',
  'NHAP-256;dien-thoai-nhap-thu;Điện thoại Nhập Thử;published;256GB;Dung lượng;256GB;11.990.000;2;smartphones',
  'NHAP-LOI;tai-nghe-loi;Tai nghe lỗi;published;;;;mười nghìn;1;smartphones',
].join('\r\n');

describe('admin CSV import', () => {
  it('shows the bad row in the dry run, writes nothing until confirmed, then imports the good rows; bulk and duplicate work', async () => {
    const { base, browser } = app;
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await signInAs(page, base, 'editor@sen.local');
    const shopperSees = (slug: string) =>
      page.evaluate(async (s) => (await fetch(`/api/v1/products/${s}`, { credentials: 'omit' })).status, slug);

    await page.goto(`${base}/admin/products`, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByTestId('import-csv').click();
    const dialog = page.getByTestId('csv-import');
    await dialog.waitFor();
    await page.getByTestId('csv-input').setInputFiles({
      name: 'san-pham.csv',
      mimeType: 'text/csv',
      buffer: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(CSV, 'utf8')]),
    });
    await page.getByTestId('csv-dry-run').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('csv-row-create').count()).toBe(2);
    const rejected = page.getByTestId('csv-row-reject');
    expect(await rejected.count()).toBe(1);
    const text = await rejected.textContent();
    expect(text).toContain('4');
    expect(text).toContain('NHAP-LOI');
    expect(text).toContain('price');
    expect(text).toContain('Phải là một số nguyên');
    await shot(page, 'sen-import-dry-run-1366', { fullPage: false });
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'sen-import-dry-run-390', { fullPage: false });
    await page.setViewportSize({ width: 1366, height: 900 });

    // The dry run wrote nothing.
    expect(await shopperSees('dien-thoai-nhap-thu')).toBe(404);

    await page.getByTestId('csv-confirm').click();
    await expect
      .poll(() => page.getByTestId('csv-progress').textContent(), { timeout: 30_000 })
      .toContain('Xong: 2 tạo mới, 0 cập nhật, 1 bỏ qua');
    expect(await shopperSees('dien-thoai-nhap-thu')).toBe(200);
    expect(await shopperSees('tai-nghe-loi')).toBe(404);
    const product = await page.evaluate(async () => {
      const res = await fetch('/api/v1/products/dien-thoai-nhap-thu', { credentials: 'omit' });
      return (await res.json()).metadata as { variants: { sku: string; price: number }[] };
    });
    expect(product.variants.map((v) => [v.sku, v.price])).toEqual([
      ['NHAP-128', 9_990_000],
      ['NHAP-256', 11_990_000],
    ]);
    await dialog.getByRole('button', { name: 'Đóng' }).last().click();

    // Bulk: select the imported product in the list and take it off sale.
    await page.getByTestId('product-search').fill('nhap thu');
    await expect.poll(() => page.getByRole('row').count(), { timeout: 10_000 }).toBe(2);
    await page.getByLabel('Chọn dòng').first().check();
    await page.getByTestId('bulk-actions').getByRole('button', { name: 'Chuyển về nháp' }).click();
    await expect.poll(() => shopperSees('dien-thoai-nhap-thu'), { timeout: 10_000 }).toBe(404);

    // Duplicate from the edit page: a draft copy with its own SKUs.
    await page.getByRole('link', { name: 'Điện thoại Nhập Thử' }).click();
    await page.getByTestId('duplicate').click();
    await expect
      .poll(() => page.getByTestId('admin-page-title').textContent(), { timeout: 10_000 })
      .toContain('Điện thoại Nhập Thử (bản sao)');
    expect(await page.getByTestId('admin-page-title').textContent()).toContain('Nháp');
    await context.close();
  }, 120_000);

  it('moves a category into another by dragging it, and back out with its keyboard button', async () => {
    const { base, browser } = app;
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await signInAs(page, base, 'editor@sen.local');
    type Cat = { _id: string; name: string; parent: string | null };
    const categories = () =>
      page.evaluate(
        async () => (await (await fetch('/api/v1/categories?limit=100', { credentials: 'omit' })).json()).metadata.items as Cat[],
      );
    const top = (await categories()).filter((c) => c.parent === null);
    const [target, moved] = [top[0]!, top[1]!];

    await page.goto(`${base}/admin/categories`, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]');
    const row = (name: string) => page.getByTestId('category-node').filter({ hasText: name }).first().locator('> div');
    await row(moved.name).dragTo(row(target.name));
    await expect
      .poll(async () => (await categories()).find((c) => c._id === moved._id)?.parent, { timeout: 10_000 })
      .toBe(target._id);
    await page.getByRole('button', { name: `Đưa “${moved.name}” ra khỏi danh mục cha` }).click();
    await expect.poll(async () => (await categories()).find((c) => c._id === moved._id)?.parent, { timeout: 10_000 }).toBe(null);
    await context.close();
  }, 60_000);
});
