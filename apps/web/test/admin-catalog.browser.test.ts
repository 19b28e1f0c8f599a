import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOptions, signInAs } from './support/admin';
import { type RunningApp, startApp } from './support/app';

/*
 * Back office I (issue 12): an editor creates a product with two options (4 variants) and two
 * images in the admin and publishes it. Built server, fresh database, Debian's chromium.
 */

let app: RunningApp;
beforeAll(async () => {
  app = await startApp('admin-catalog');
}, 90_000);
afterAll(async () => app?.stop());

const png = (r: number, g: number, b: number) =>
  sharp({ create: { width: 400, height: 400, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

describe('admin catalogue', () => {
  it('an editor creates a product with 2 options × 2 values and 2 images, then publishes it', async () => {
    const { base, browser } = app;
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await signInAs(page, base, 'editor@sen.local');

    await page.goto(`${base}/admin/products/new`, { waitUntil: 'load' });
    const form = page.getByTestId('product-form');
    await form.waitFor();
    // Empty name: the schema's message under the field, nothing sent.
    await page.getByTestId('save-product').click();
    await expect.poll(() => page.getByTestId('error-name').textContent()).toBe('Vui lòng nhập tên sản phẩm');

    await form.getByLabel('Tên', { exact: true }).fill('iPhone 16 Pro Thử Nghiệm');
    await form.getByLabel('Giá bán (₫)').fill('28990000');
    await form.getByLabel('SKU', { exact: true }).fill('IP16T');
    await addOptions(page, [
      ['Dung lượng', ['256GB', '512GB']],
      ['Màu sắc', ['Titan Đen', 'Trắng']],
    ]);
    await expect.poll(() => page.getByTestId('variant-row').count()).toBe(4);
    expect(await page.getByTestId('variant-3-sku').inputValue()).toBe('IP16T-512GB-TRANG');
    await page.getByTestId('variant-3-price').fill('34990000');
    await page.getByTestId('variant-0-quantity').fill('5');

    await page.getByTestId('save-product').click();
    await page.waitForURL(/\/admin\/products\/(?!new)[^/]+$/);
    await expect.poll(() => page.getByTestId('variant-row').count()).toBe(4);

    await page.getByTestId('image-input').setInputFiles([
      { name: 'den.png', mimeType: 'image/png', buffer: await png(20, 20, 20) },
      { name: 'trang.png', mimeType: 'image/png', buffer: await png(240, 240, 240) },
    ]);
    await expect.poll(() => page.getByTestId('image-item').count(), { timeout: 20_000 }).toBe(2);

    await form.locator('select[name="status"]').selectOption('published');
    await page.getByTestId('save-product').click();
    await expect.poll(() => page.getByTestId('admin-page-title').textContent()).toContain('Đang bán');

    const id = page.url().split('/').pop() ?? '';
    const product = await page.evaluate(async (pid) => {
      const res = await fetch(`/api/v1/products/${pid}`);
      return (await res.json()) as {
        metadata: { variants: { sku: string; price: number; quantity: number }[]; images: unknown[] };
      };
    }, id);
    expect(product.metadata.variants.map((v) => v.sku).sort()).toEqual([
      'IP16T-256GB-TITANDEN',
      'IP16T-256GB-TRANG',
      'IP16T-512GB-TITANDEN',
      'IP16T-512GB-TRANG',
    ]);
    expect(product.metadata.images).toHaveLength(2);
    await context.close();
  }, 120_000);

  it('an editor adds a category and a brand through their dialogs; an empty name keeps the dialog open', async () => {
    const { base, browser } = app;
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await signInAs(page, base, 'editor@sen.local');

    for (const { path, button, dialog, name, api } of [
      {
        path: '/admin/categories',
        button: 'new-category',
        dialog: 'category-dialog',
        name: 'Phụ kiện thử nghiệm',
        api: '/api/v1/categories',
      },
      { path: '/admin/brands/all', button: 'new-brand', dialog: 'brand-dialog', name: 'Hãng Thử Nghiệm', api: '/api/v1/brands' },
    ]) {
      await page.goto(`${base}${path}`, { waitUntil: 'load' });
      await page.getByTestId(button).click();
      const box = page.getByTestId(dialog);
      await box.waitFor();
      await box.getByRole('button', { name: 'Lưu' }).click();
      await expect.poll(() => box.getByTestId('error-name').textContent()).toBeTruthy();
      await box.getByLabel('Tên', { exact: true }).fill(name);
      await box.getByRole('button', { name: 'Lưu' }).click();
      await expect.poll(() => page.getByTestId(dialog).count()).toBe(0);
      const listed = await page.evaluate(async (url) => {
        const res = await fetch(url);
        const body = (await res.json()) as { metadata: unknown };
        return JSON.stringify(body.metadata);
      }, api);
      expect(listed).toContain(name);
    }

    // The brand has no products: deleting it asks first (focus on Cancel), then removes it.
    await page.getByRole('button', { name: 'Xóa “Hãng Thử Nghiệm”' }).click();
    const confirm = page.getByTestId('confirm-dialog');
    await confirm.waitFor();
    expect(await confirm.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.getByTestId('confirm-ok').click();
    await expect.poll(() => page.getByTestId('confirm-dialog').count()).toBe(0);
    await expect
      .poll(() => page.evaluate(async () => JSON.stringify((await (await fetch('/api/v1/brands')).json()).metadata)))
      .not.toContain('Hãng Thử Nghiệm');

    // A category that still has products: the same dialog, the server's refusal shown, nothing removed.
    await page.goto(`${base}/admin/categories`, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]');
    const refusedButton = page.getByRole('button', { name: 'Xóa “Laptop”', exact: true });
    await refusedButton.click();
    await page.getByTestId('confirm-ok').click();
    await expect.poll(() => page.getByText('Không thể xóa vì còn mục con hoặc dữ liệu liên quan').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('confirm-dialog').count()).toBe(0);
    expect(
      await page.evaluate(async () => JSON.stringify((await (await fetch('/api/v1/categories')).json()).metadata)),
    ).toContain('"Laptop"');
    await context.close();
  }, 120_000);
});
