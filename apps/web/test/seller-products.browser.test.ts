import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from './support/admin';
import { type RunningApp, startApp } from './support/app';

/*
 * Issue 18: a seller adds a product in /seller/products, it waits for the shop's moderation, an
 * admin approves it in /admin/sellers (products to review), and shoppers then see it on the
 * storefront. The demo seller and the demo admin, built app, fresh demo database.
 */

let app: RunningApp;
beforeAll(async () => {
  app = await startApp('seller-products');
}, 90_000);
afterAll(async () => app?.stop());

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]');
const signIn = (page: Page, email: string) => signInAs(page, app.base, email);

describe('seller products and moderation', () => {
  it('a seller’s new product waits for moderation, the admin approves it, the storefront shows it; the shop logo shows', async () => {
    const { base, browser } = app;
    const name = `Bình gốm men lam ${Date.now().toString(36)}`;

    const sellerCtx = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'vi-VN' });
    const seller = await sellerCtx.newPage();
    await signIn(seller, 'seller1@sen.local');
    await seller.goto(`${base}/seller/products`, { waitUntil: 'load' });
    await hydrated(seller);
    await seller.getByTestId('new-product').click();
    await seller.waitForURL(/\/seller\/products\/new$/);
    const form = seller.getByTestId('product-form');
    await form.waitFor();
    await form.getByLabel('Tên', { exact: true }).fill(name);
    await form.getByLabel('Giá bán (₫)').fill('450000');
    await seller.getByTestId('save-product').click();
    await seller.waitForURL(/\/seller\/products\/(?!new)[^/]+$/);
    const id = seller.url().split('/').pop() ?? '';

    // Waiting for the shop: a draft, not on the storefront.
    const before = await fetch(`${base}/api/v1/products/${id}`);
    expect(before.status).toBe(404);
    await seller.goto(`${base}/seller/products`, { waitUntil: 'load' });
    const mine = seller.getByRole('row').filter({ hasText: name });
    await mine.waitFor();
    expect(await mine.getByTestId('review-badge').textContent()).toBeTruthy();

    // The admin approves it among the sellers' products to review.
    const adminCtx = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'vi-VN' });
    const admin = await adminCtx.newPage();
    await signIn(admin, 'admin@sen.local');
    await admin.goto(`${base}/admin/sellers`, { waitUntil: 'load' });
    await hydrated(admin);
    await admin.getByTestId('sellers-tab-products').click();
    const row = admin.getByRole('row').filter({ hasText: name });
    await row.waitFor();
    await row.getByTestId('product-approve').click();
    await expect.poll(() => admin.getByRole('row').filter({ hasText: name }).count()).toBe(0);

    // Published: the storefront shows it, sold by the seller's shop.
    await expect.poll(async () => (await fetch(`${base}/api/v1/products/${id}`)).status, { timeout: 15_000 }).toBe(200);
    const shopper = await (await browser.newContext({ locale: 'vi-VN' })).newPage();
    await shopper.goto(`${base}/products/${id}`, { waitUntil: 'load' });
    await expect.poll(() => shopper.getByRole('heading', { level: 1 }).textContent()).toContain(name);

    // The seller's shop settings: a logo, shown on the shop page and in the admin's sellers list.
    await seller.goto(`${base}/seller`, { waitUntil: 'load' });
    await hydrated(seller);
    const logo = await sharp({ create: { width: 300, height: 300, channels: 3, background: { r: 30, g: 90, b: 160 } } })
      .png()
      .toBuffer();
    await seller.getByTestId('seller-logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
    await seller.getByTestId('seller-logo-save').click();
    const slug = await seller.getByRole('link', { name: 'Xem trang gian hàng' }).getAttribute('href');
    await expect
      .poll(() => seller.getByTestId('seller-shop-settings').locator('img').getAttribute('src'), { timeout: 20_000 })
      .toMatch(/\/images\/sellers\/[0-9a-f]+\/original\.png$/);
    const src = await seller.getByTestId('seller-shop-settings').locator('img').getAttribute('src');
    await shopper.goto(`${base}${slug}`, { waitUntil: 'load' });
    expect(await shopper.locator(`img[src="${src}"]`).count()).toBe(1);
    await admin.goto(`${base}/admin/sellers`, { waitUntil: 'load' });
    await expect.poll(() => admin.locator(`[data-testid="seller-logo-thumb"][src="${src}"]`).count()).toBe(1);
    await sellerCtx.close();
    await adminCtx.close();
  });
});
