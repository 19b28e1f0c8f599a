import { formatVnd } from '@sen/core/money';
import { foldText as fold } from '@sen/core/text';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from './support/admin';
import { type RunningApp, startApp } from './support/app';
import { choosePlace } from './support/place';
import { shot } from './support/shots';

/*
 * Flash sales (issue 15): a manager creates a flash sale in the back office; a shopper sees it on
 * /flash-sale with a ticking countdown and the sold/left bar, adds it to the cart and places an
 * order charged at the flash price. Built server, fresh database, Debian's chromium.
 */

let app: RunningApp;
beforeAll(async () => {
  app = await startApp('flash-sale');
}, 90_000);
afterAll(async () => app?.stop());

async function open(page: Page, path: string) {
  await page.goto(`${app.base}${path}`, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated="true"]');
}

describe('flash sale', () => {
  it('staff create a flash sale; a shopper sees the countdown and buys at the flash price', async () => {
    const list = (await (await fetch(`${app.base}/api/v1/products?limit=50`)).json()) as {
      metadata: { items: { _id: string; slug: string; name: string; price: number; quantity: number; hasVariants?: boolean }[] };
    };
    const product = list.metadata.items.find((p) => !p.hasVariants && p.quantity > 5 && p.price > 100_000)!;
    expect(product).toBeTruthy();
    const flashPrice = Math.floor(product.price / 2000) * 1000;
    // The amount without its currency sign (pages format the sign with different spaces).
    const amount = formatVnd(flashPrice).replace(/\s*₫$/, '');

    const staff = await app.browser.newContext({ viewport: { width: 1366, height: 900 } });
    const admin = await staff.newPage();
    await signInAs(admin, app.base, 'manager@sen.local');
    await open(admin, '/admin/marketing/flash-sales');
    await admin.getByTestId('new-flash-sale').click();
    const dialog = admin.getByTestId('flash-sale-dialog');
    await dialog.getByLabel('Tên chương trình').fill('Giờ vàng 12h');
    // The kit's product picker: search the name without its accents, pick the result.
    await dialog.getByTestId('picker-search-items.0.productId').fill(fold(product.name).slice(0, 14));
    await dialog.getByTestId('picker-result').filter({ hasText: product.name }).first().click();
    await dialog.getByTestId('picked-product').filter({ hasText: product.name }).waitFor();
    await dialog.getByLabel('Kiểu giá').selectOption('fixed');
    await dialog.getByLabel('Giá / %').fill(String(flashPrice));
    await dialog.getByLabel('Giới hạn số lượng').fill('5');
    await dialog.getByRole('button', { name: 'Lưu' }).click();
    await expect.poll(() => admin.getByText('Đã lưu').count()).toBeGreaterThan(0);
    await admin.getByText('Giờ vàng 12h').first().waitFor();
    await shot(admin, 'admin-flash-sales-1366');
    await staff.close();

    // The product page (kept answers and rendered pages) shows the flash price, the regular one struck.
    const visitor = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const productPage = await visitor.newPage();
    await open(productPage, `/products/${product.slug}`);
    await expect.poll(() => productPage.getByTestId('product-price').first().textContent()).toContain(amount);
    await visitor.close();

    const shopper = await app.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await shopper.newPage();
    await open(page, '/flash-sale');
    const sale = page.getByTestId('flash-sale').filter({ hasText: 'Giờ vàng 12h' });
    await sale.waitFor();
    const countdown = sale.getByTestId('countdown');
    const first = (await countdown.textContent()) ?? '';
    expect(first).toMatch(/^\d\d:\d\d:\d\d$/);
    await expect.poll(() => countdown.textContent(), { timeout: 5_000 }).not.toBe(first);
    const item = sale.getByTestId('flash-item').filter({ hasText: product.name });
    expect(await item.getByTestId('flash-price').textContent()).toBe(formatVnd(flashPrice));
    expect(await item.getByTestId('flash-bar').textContent()).toContain('Còn 5');
    await shot(page, 'flash-sale-390');
    await item.getByTestId('flash-buy').click();
    await expect.poll(() => page.getByText('Đã thêm vào giỏ hàng').count()).toBeGreaterThan(0);

    await open(page, '/cart');
    const line = page.getByTestId('cart-page').getByTestId('cart-line');
    await expect.poll(() => line.textContent()).toContain(amount);
    await page.getByTestId('cart-checkout').click();
    await page.waitForURL('**/check-out');
    const form = page.getByTestId('checkout-information');
    await form.getByLabel('Họ và tên').fill('Trần Thị Bình');
    await form.getByLabel('Email').fill('binh.flash@example.com');
    await form.getByLabel('Số điện thoại').fill('0912 345 679');
    await form.getByLabel('Địa chỉ (số nhà, tên đường)').fill('5 Lý Thường Kiệt');
    const ward = form.getByRole('combobox', { name: 'Phường/Xã' });
    await choosePlace(form, 'Tỉnh/Thành phố', 'ha noi');
    await expect.poll(() => ward.isDisabled()).toBe(false);
    await choosePlace(form, 'Phường/Xã', 'ba dinh');
    await page.getByTestId('to-shipping').click();
    await page.getByTestId('checkout-shipping').waitFor();
    await page.getByTestId('to-payment').click();
    await page.getByTestId('checkout-payment').waitFor();
    await page.getByTestId('payment-COD').click();
    await page.getByTestId('place-order').click();
    await page.getByTestId('order-success').waitFor();
    const code = (await page.getByTestId('order-code').textContent())?.trim() ?? '';
    expect(code).not.toBe('');
    await page.getByTestId('view-order').click();
    await page.getByTestId('order-page').waitFor();
    expect(await page.getByTestId('order-page').textContent()).toContain(amount);

    // The sale counts the unit: the bar shows one sold.
    await open(page, '/flash-sale');
    await expect
      .poll(() => page.getByTestId('flash-item').filter({ hasText: product.name }).getByTestId('flash-bar').textContent())
      .toContain('Còn 4');
    await shopper.close();
  }, 150_000);

  it('staff pick several products for a promotion’s targets with the kit’s picker (no ids typed)', async () => {
    const list = (await (await fetch(`${app.base}/api/v1/products?limit=50`)).json()) as {
      metadata: { items: { _id: string; name: string }[] };
    };
    const [a, b] = list.metadata.items.filter((p) => p.name.length > 10);
    const staff = await app.browser.newContext({ viewport: { width: 1366, height: 900 } });
    const admin = await staff.newPage();
    await signInAs(admin, app.base, 'manager@sen.local');
    await open(admin, '/admin/marketing');
    await admin.getByTestId('new-promotion').click();
    const dialog = admin.getByTestId('promotion-dialog');
    await dialog.getByLabel('Tên chương trình').fill('Mua 2 tặng 1 (picker)');
    await dialog.getByLabel('Loại').selectOption('buyXGetY');
    await dialog.getByLabel('Tự động áp dụng (không cần mã)').check();
    for (const p of [a!, b!]) {
      await dialog.getByTestId('picker-search-buyProducts').fill(fold(p.name).slice(0, 14));
      await dialog.getByTestId('picker-buyProducts').getByTestId('picker-result').filter({ hasText: p.name }).first().click();
    }
    await expect.poll(() => dialog.getByTestId('picker-buyProducts').getByTestId('picked-product').count()).toBe(2);
    // Categories are ticked from the tree, not typed either.
    await dialog.getByTestId('categories-getCategories').getByRole('checkbox').first().check();
    await dialog.getByLabel('Mua (X)').fill('2');
    await dialog.getByLabel('Tặng (Y)').fill('1');
    await shot(admin, 'admin-promotion-picker-1366');
    await dialog.getByRole('button', { name: 'Lưu' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await staff.close();

    const login = (await (
      await fetch(`${app.base}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'manager@sen.local', password: 'Sen@12345' }),
      })
    ).json()) as { metadata: { access_token: string } };
    const coupons = (await (
      await fetch(`${app.base}/api/v1/admin/coupons?limit=50`, {
        headers: { authorization: `Bearer ${login.metadata.access_token}` },
      })
    ).json()) as {
      metadata: { items: { name: string; buy: { productIds: string[] } | null; get: { categoryIds: string[] } | null }[] };
    };
    const saved = coupons.metadata.items.find((c) => c.name === 'Mua 2 tặng 1 (picker)');
    expect(saved?.buy?.productIds.sort()).toEqual([a!._id, b!._id].sort());
    expect(saved?.get?.categoryIds).toHaveLength(1);
  }, 90_000);
});
