import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOptions, signInAs } from './support/admin';
import { type RunningApp, startApp } from './support/app';
import { choosePlace } from './support/place';
import { shot } from './support/shots';

/*
 * Issue 12, done-when: an editor creates a product with two options (4 variants) and two images in
 * the admin and publishes it; a shopper finds it in search, picks a variant, adds it to the cart and
 * orders it (COD); the stock of that variant — and only that one — goes down. Decisions 0140, 0141.
 */

let app: RunningApp;
beforeAll(async () => {
  app = await startApp('sen-variants');
}, 90_000);
afterAll(async () => app?.stop());

const png = (r: number, g: number, b: number) =>
  sharp({ create: { width: 400, height: 400, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]', { timeout: 20_000 });

interface Variant {
  _id: string;
  sku: string;
  price: number;
  quantity: number;
  options: { name: string; value: string }[];
}

async function variantsOf(base: string, id: string): Promise<Variant[]> {
  const res = await fetch(`${base}/api/v1/products/${id}`);
  return ((await res.json()) as { metadata: { variants: Variant[] } }).metadata.variants;
}

describe('a product sold in variants', () => {
  it('is created in the admin, found in search, bought in one variant, and only that stock goes down', async () => {
    const { base, browser } = app;
    const NAME = 'Điện thoại Sen Biến Thể X1';

    // The editor: two options, four variants with their own price and stock, two pictures, published.
    const staff = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const admin = await staff.newPage();
    await signInAs(admin, base, 'editor@sen.local');
    await admin.goto(`${base}/admin/products/new`, { waitUntil: 'load' });
    const form = admin.getByTestId('product-form');
    await form.waitFor();
    await form.getByLabel('Tên', { exact: true }).fill(NAME);
    await form.getByLabel('Giá bán (₫)').fill('9990000');
    await form.getByLabel('SKU', { exact: true }).fill('SENX1');
    await addOptions(admin, [
      ['Dung lượng', ['128GB', '256GB']],
      ['Màu sắc', ['Đen', 'Xanh']],
    ]);
    await expect.poll(() => admin.getByTestId('variant-row').count()).toBe(4);
    // 128GB/Đen, 128GB/Xanh, 256GB/Đen, 256GB/Xanh.
    for (const [i, price, quantity] of [
      [0, '9990000', '4'],
      [1, '9990000', '3'],
      [2, '11990000', '0'],
      [3, '11990000', '2'],
    ] as const) {
      await admin.getByTestId(`variant-${i}-price`).fill(price);
      await admin.getByTestId(`variant-${i}-quantity`).fill(quantity);
    }
    await admin.getByTestId('save-product').click();
    await admin.waitForURL(/\/admin\/products\/(?!new)[^/]+$/);
    await admin.getByTestId('image-input').setInputFiles([
      { name: 'den.png', mimeType: 'image/png', buffer: await png(20, 20, 20) },
      { name: 'xanh.png', mimeType: 'image/png', buffer: await png(20, 90, 200) },
    ]);
    await expect.poll(() => admin.getByTestId('image-item').count(), { timeout: 20_000 }).toBe(2);
    await form.locator('select[name="status"]').selectOption('published');
    await admin.getByTestId('save-product').click();
    await expect.poll(() => admin.getByTestId('admin-page-title').textContent()).toContain('Đang bán');
    const id = admin.url().split('/').pop() ?? '';
    await staff.close();

    const before = await variantsOf(base, id);
    const pick = (size: string, colour: string) =>
      before.find((v) => v.options[0]?.value === size && v.options[1]?.value === colour)!;
    const blue = pick('128GB', 'Xanh');
    const soldOut = pick('256GB', 'Đen');
    const big = pick('256GB', 'Xanh');
    expect(blue.quantity).toBe(3);

    // The shopper (a phone): search, the product page, the picker.
    const shopper = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'vi-VN', hasTouch: true });
    const page = await shopper.newPage();
    await page.goto(`${base}/`, { waitUntil: 'load' });
    await hydrated(page);
    // On a phone the header field opens the full-screen search; accent-free words find the product.
    await page.locator('[data-testid="search-input"]:visible').first().tap();
    await page.getByTestId('mobile-search').waitFor();
    await page.keyboard.type('sen bien the x1');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/search?**');
    const card = page.getByTestId('search-page').locator('a[href^="/products/"]', { hasText: NAME }).first();
    await card.waitFor();
    await card.click();
    await page.waitForURL('**/products/**');
    await page.getByRole('heading', { level: 1, name: NAME }).waitFor();
    await hydrated(page);

    const picker = page.getByTestId('variant-picker');
    const button = (value: string) => picker.getByRole('link', { name: value, exact: true });
    // Opens on the first variant in stock; 256GB + Đen is sold out: struck through, picking it says so.
    expect(await button('128GB').getAttribute('aria-current')).toBe('true');
    await button('256GB').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('variant')).toBe(soldOut._id);
    await expect.poll(() => page.getByTestId('stock-status').textContent()).toContain('Hết hàng');
    expect(await page.getByTestId('add-to-cart').first().isDisabled()).toBe(true);
    await button('Xanh').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('variant')).toBe(big._id);
    await expect.poll(() => page.getByTestId('product-price').textContent()).toContain('11.990.000');
    expect(await page.getByText(big.sku).count()).toBeGreaterThan(0);
    await button('128GB').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('variant')).toBe(blue._id);
    await expect.poll(() => page.getByTestId('product-price').textContent()).toContain('9.990.000');
    await shot(page, 'variants-picker-390', { fullPage: false });

    // The server renders the same choice from ?variant= (no script).
    const html = await (
      await fetch(`${base}/products/${new URL(page.url()).pathname.split('/').pop()}?variant=${big._id}`)
    ).text();
    expect(html).toContain(big.sku);
    expect(html).toContain('11.990.000');
    expect(html).toContain(`?variant=${soldOut._id}`);

    // Into the cart, the cart names the variant; checkout with COD.
    await page.getByTestId('add-to-cart').first().click();
    await page.getByText('Thêm sản phẩm thành công').first().waitFor();
    await page.goto(`${base}/cart`, { waitUntil: 'load' });
    await hydrated(page);
    const line = page.getByTestId('cart-page').getByTestId('cart-line');
    await expect.poll(() => line.textContent()).toContain('128GB / Xanh');
    await page.getByTestId('cart-checkout').click();
    await page.waitForURL('**/check-out');
    const info = page.getByTestId('checkout-information');
    await info.getByLabel('Họ và tên').fill('Trần Thị Bình');
    await info.getByLabel('Email').fill('binh.tran@example.com');
    await info.getByLabel('Số điện thoại').fill('0987 654 321');
    await info.getByLabel('Địa chỉ (số nhà, tên đường)').fill('5 Lý Thường Kiệt');
    await choosePlace(info, 'Tỉnh/Thành phố', 'ha noi');
    const ward = info.getByRole('combobox', { name: 'Phường/Xã' });
    await expect.poll(() => ward.isDisabled()).toBe(false);
    await choosePlace(info, 'Phường/Xã', 'ba dinh');
    await page.getByTestId('to-shipping').click();
    await page.getByTestId('checkout-shipping').waitFor();
    await page.getByTestId('to-payment').click();
    await page.getByTestId('checkout-payment').waitFor();
    await page.getByTestId('payment-COD').click();
    await page.getByTestId('place-order').click();
    await page.waitForURL('**/order-success?**', { timeout: 20_000 });
    const code = (await page.getByTestId('order-code').textContent())?.trim() ?? '';
    expect(code).toMatch(/\S{6,}/);
    await shopper.close();

    // Only the variant bought lost a unit.
    const after = await variantsOf(base, id);
    const left = new Map(after.map((v) => [v._id, v.quantity]));
    expect(before.map((v) => left.get(v._id))).toEqual(before.map((v) => (v._id === blue._id ? v.quantity - 1 : v.quantity)));
  }, 180_000);
});
