import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApp, startApp } from './support/app';

/*
 * Sellers on the storefront (issue 18): the listing's seller filter with its counts, in the
 * address as ?seller=slug, and "Sold by <shop>" on a seller's cart line in the drawer, the cart
 * page and the checkout summary, linking to the shop. Built app, fresh demo database (two demo
 * sellers, minh-phat and thao-tech), Debian's chromium.
 */

let app: RunningApp;
beforeAll(async () => {
  app = await startApp('seller-storefront');
}, 90_000);
afterAll(async () => app?.stop());

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]');

describe('sellers on the storefront', () => {
  it('filters the listing by seller, then shows "sold by" on the cart line in the drawer, the cart and the checkout', async () => {
    const { base, browser } = app;
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'vi-VN' });
    const page = await context.newPage();
    await page.goto(`${base}/products`, { waitUntil: 'load' });
    await hydrated(page);
    const panel = page.getByTestId('filters-sidebar');
    const facet = panel.getByTestId('filter-seller-minh-phat');
    await facet.waitFor();
    expect(await panel.getByText('Người bán', { exact: true }).count()).toBe(1);
    expect(await facet.textContent()).toContain('Gian hàng Minh Phát');
    const count = Number((await facet.locator('span').last().textContent())?.trim());
    expect(count).toBeGreaterThan(0);

    await facet.click();
    await page.waitForURL((url) => url.searchParams.getAll('seller').join() === 'minh-phat');
    // Four products per page (spec 2).
    await expect.poll(() => page.getByTestId('product-card').count()).toBe(Math.min(count, 4));
    expect(await panel.getByTestId('filter-seller-minh-phat').locator('input').isChecked()).toBe(true);
    const listed = (await (await fetch(`${base}/api/v1/products?seller=minh-phat&limit=50`)).json()) as {
      metadata: {
        items: { slug: string; quantity: number; hasVariants?: boolean; soldBy?: { slug: string } }[];
        pagination: { totalCount: number };
      };
    };
    expect(listed.metadata.pagination.totalCount).toBe(count);
    expect(listed.metadata.items.every((p) => p.soldBy?.slug === 'minh-phat')).toBe(true);
    const items = listed.metadata.items.filter((p) => p.quantity > 0);
    const slug = (items.find((p) => !p.hasVariants) ?? items[0]!).slug;

    await page.goto(`${base}/products/${slug}`, { waitUntil: 'load' });
    await hydrated(page);
    await page.getByTestId('add-to-cart').first().click();
    await page.getByText('Thêm sản phẩm thành công').first().waitFor();

    // The drawer (a lazy chunk) fetches the shops texts only now.
    await page.getByTestId('cart-button').first().click();
    const drawer = page.getByTestId('cart-drawer');
    const soldBy = drawer.getByTestId('cart-sold-by');
    await soldBy.waitFor();
    expect((await soldBy.textContent())?.replace(/\s+/g, ' ')).toBe('Bán bởi Gian hàng Minh Phát');
    expect(await soldBy.getByRole('link').getAttribute('href')).toBe('/shops/minh-phat');

    await page.goto(`${base}/cart`, { waitUntil: 'load' });
    await hydrated(page);
    await page.getByTestId('cart-sold-by').first().waitFor();
    expect(await page.getByTestId('cart-sold-by').first().textContent()).toContain('Gian hàng Minh Phát');

    await page.goto(`${base}/check-out`, { waitUntil: 'load' });
    await hydrated(page);
    const summary = page.getByTestId('checkout-summary');
    await summary.getByTestId('cart-sold-by').waitFor();
    await summary.getByTestId('cart-sold-by').getByRole('link', { name: 'Gian hàng Minh Phát' }).click();
    await page.waitForURL('**/shops/minh-phat');
    await context.close();
  });
});
