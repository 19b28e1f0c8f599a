import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApp, startApp } from './support/app';
import { choosePlace } from './support/place';

/**
 * The whole purchase as a new visitor makes it, against the built app on a fresh database:
 * home → product → cart drawer → cart page → checkout (Hà Nội, a real ward, COD) → success → tracking.
 */

let app: RunningApp;
let base = '';
let browser: Browser;

beforeAll(async () => {
  app = await startApp('sen-checkout-test');
  ({ base, browser } = app);
});
afterAll(() => app?.stop());

interface ProductInfo {
  _id: string;
  slug: string;
  name: string;
  quantity: number;
}

async function product(slug: string): Promise<ProductInfo> {
  const res = await fetch(`${base}/api/v1/products/${encodeURIComponent(slug)}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { metadata: ProductInfo }).metadata;
}

async function hydrated(page: Page) {
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 20_000 });
}

describe('checkout journey', () => {
  it('buys a product with COD and finds the order on its tracking page', async () => {
    const home = (await (await fetch(`${base}/api/v1/home`)).json()) as {
      metadata: { products: { bestSellers: Array<{ slug: string; quantity: number }> } };
    };
    const pick = home.metadata.products.bestSellers.find((p) => p.quantity >= 5);
    if (!pick) throw new Error('no bestseller with stock in the demo data');
    const before = await product(pick.slug);

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'vi-VN' });
    const page = await context.newPage();
    await page.goto(`${base}/`, { waitUntil: 'load' });
    await hydrated(page);

    // Home → product page.
    await page.locator(`a[href="/products/${before.slug}"]`).first().click();
    await page.waitForURL(`**/products/${before.slug}`);
    await page.getByRole('heading', { level: 1, name: before.name }).waitFor();
    await page.getByTestId('add-to-cart').first().click();
    await page.getByText('Thêm sản phẩm thành công').first().waitFor();
    const badge = page.getByTestId('cart-button');
    await expect.poll(() => badge.textContent()).toBe('1');

    // The drawer: opens from the header, lists the line, Escape closes it.
    await badge.click();
    const drawer = page.getByRole('dialog', { name: 'Giỏ hàng' });
    await drawer.waitFor();
    expect(await drawer.getByRole('heading', { name: 'Giỏ hàng (1)' }).count()).toBe(1);
    expect(await drawer.getByTestId('cart-line').count()).toBe(1);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await badge.click();
    await drawer.getByTestId('drawer-view-cart').click();
    await page.waitForURL('**/cart');
    await drawer.waitFor({ state: 'detached' });

    // The cart page: plus raises the quantity (server-priced), a bad code is refused, SALE10 applies.
    const line = page.getByTestId('cart-page').getByTestId('cart-line');
    await line.getByRole('button', { name: 'Tăng số lượng' }).click();
    await page.getByText('Cập nhật số lượng thành công').first().waitFor();
    await expect.poll(() => line.getByTestId('cart-line-quantity').textContent()).toBe('2');
    expect(await line.getByRole('button', { name: 'Giảm số lượng' }).isDisabled()).toBe(false);
    await page.getByLabel('Mã giảm giá').fill('KHONGCO');
    await page.getByRole('button', { name: 'Áp dụng' }).click();
    await page.getByText('Mã giảm giá không hợp lệ').waitFor();
    await page.getByLabel('Mã giảm giá').fill('SALE10');
    await page.getByRole('button', { name: 'Áp dụng' }).click();
    await page.getByTestId('promo-applied').waitFor();
    await page.getByTestId('cart-totals').getByText('Giảm giá').waitFor();
    await page.getByTestId('cart-checkout').click();

    // Checkout: the information step refuses an empty form with the spec's messages, first field focused.
    await page.waitForURL('**/check-out');
    await page.getByRole('heading', { level: 1, name: 'Đặt hàng' }).waitFor();
    await page.getByTestId('to-shipping').click();
    await page.getByText('Vui lòng nhập họ tên').waitFor();
    for (const text of [
      'Vui lòng nhập email',
      'Vui lòng nhập số điện thoại',
      'Vui lòng nhập địa chỉ',
      'Vui lòng chọn tỉnh/thành phố',
    ]) {
      expect(await page.getByText(text).count()).toBe(1);
    }
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('fullName');
    const form = page.getByTestId('checkout-information');
    await form.getByLabel('Họ và tên').fill('Nguyễn Văn An');
    await form.getByLabel('Email').fill('an.nguyen@example.com');
    await form.getByLabel('Số điện thoại').fill('0912 345 678');
    await form.getByLabel('Địa chỉ (số nhà, tên đường)').fill('12 Điện Biên Phủ');
    const ward = form.getByRole('combobox', { name: 'Phường/Xã' });
    expect(await ward.isDisabled()).toBe(true);
    await choosePlace(form, 'Tỉnh/Thành phố', 'ha noi');
    await expect.poll(() => ward.isDisabled()).toBe(false);
    await choosePlace(form, 'Phường/Xã', 'ba dinh');
    expect(await ward.inputValue()).toBe('Phường Ba Đình');
    await page.getByTestId('to-shipping').click();

    // Shipping: real methods for Hà Nội, the default one chosen.
    await page.getByTestId('checkout-shipping').waitFor();
    await page.getByTestId('shipping-fee-note').waitFor();
    expect(await page.getByTestId('shipping-STANDARD').getByRole('radio').isChecked()).toBe(true);
    await page.getByTestId('to-payment').click();

    // Payment: COD, then the order is placed for real.
    await page.getByTestId('checkout-payment').waitFor();
    await page.getByTestId('payment-COD').click();
    const total = await page.getByTestId('checkout-total').textContent();
    await page.getByTestId('place-order').click();
    await page.waitForURL('**/order-success?**', { timeout: 20_000 });
    await page.getByText('Đặt hàng thành công!').first().waitFor();
    const code = (await page.getByTestId('order-code').textContent())?.trim() ?? '';
    expect(code).toMatch(/\S{6,}/);
    expect(await page.getByTestId('order-success').textContent()).toContain('Nguyễn Văn An');
    await expect.poll(() => badge.textContent()).toBe('');

    // The order is found on its tracking page, and its details match what was shown.
    await page.getByTestId('track-order').click();
    await page.waitForURL(`**/orders/${code}/track**`);
    await page.getByRole('heading', { name: `Theo dõi đơn hàng ${code}` }).waitFor();
    await page.getByTestId('track-page').getByText('Chờ xác nhận').first().waitFor();
    await page.getByRole('link', { name: 'Xem đơn hàng' }).click();
    await page.getByTestId('order-page').waitFor();
    expect(await page.getByTestId('order-page').textContent()).toContain(total ?? '-');

    // Stock went down by the two units bought.
    expect((await product(before.slug)).quantity).toBe(before.quantity - 2);
    await context.close();
  });

  it('serves the checkout page rendered, and it hydrates without a mismatch', async () => {
    // A route with a clientLoader and no loader came as an empty body and failed to hydrate (React 418).
    const html = await (await fetch(`${base}/check-out`)).text();
    expect(html).toContain('data-testid="checkout-page"');
    expect(html).toContain('data-testid="site-header"');
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(`${base}/check-out`, { waitUntil: 'load' });
    await page.waitForURL('**/cart');
    expect(errors.filter((e) => /418|hydrat/i.test(e))).toEqual([]);
    await page.close();
  });

  it('sends an empty cart from /check-out back to /cart', async () => {
    const page = await browser.newPage();
    await page.goto(`${base}/check-out`, { waitUntil: 'load' });
    await page.waitForURL('**/cart');
    await page.getByTestId('cart-empty').waitFor();
    await page.close();
  });
});
