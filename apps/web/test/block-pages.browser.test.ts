import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from './support/admin';
import { type RunningApp, startApp } from './support/app';
import { shot } from './support/shots';

/*
 * Pages built from blocks (decision 0352): the about, FAQ and landing pages render the seeded
 * blocks; an editor adds a question to the FAQ in the content admin and the shop (a page that was
 * rendered and kept before) shows it, and the help centre finds it. The shipping and payment
 * policies' prose is blocks too (decision 0356), around the live methods. Built app, Debian's chromium.
 */

let app: RunningApp;
beforeAll(async () => {
  app = await startApp('block-pages');
}, 90_000);
afterAll(async () => app?.stop());

async function open(page: Page, path: string) {
  await page.goto(`${app.base}${path}`, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated="true"]');
}

describe('block pages', () => {
  it('the shop renders the stored blocks; an edited FAQ shows at once and is searched by the help centre', async () => {
    const visitor = await app.browser.newContext({ viewport: { width: 390, height: 844 } });
    const shop = await visitor.newPage();
    await open(shop, '/about');
    await shop.getByRole('heading', { level: 1, name: 'Về Sen' }).waitFor();
    await shop.getByRole('heading', { name: 'Câu chuyện của chúng tôi' }).waitFor();
    expect(await shop.getByTestId('about-stats').count()).toBe(1);
    await open(shop, '/2');
    expect(await shop.getByTestId('landing-feature').count()).toBe(4);
    await open(shop, '/faq');
    await shop.getByText('Tôi có cần tài khoản để mua hàng không?').waitFor();
    await shot(shop, 'faq-blocks-390');

    const staff = await app.browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await staff.newPage();
    await signInAs(page, app.base, 'editor@sen.local');
    await open(page, '/admin/marketing/pages');
    await page.getByTestId('edit-block-page-faq').click();
    const form = page.getByTestId('block-page-form');
    await form.waitFor();
    const first = form.getByTestId('block-editor').first();
    await first.getByRole('button', { name: 'Thêm câu hỏi' }).click();
    await first.getByLabel('Câu hỏi').last().fill('Sen có bán thẻ quà tặng không?');
    await first.getByLabel('Trả lời').last().fill('Có, thẻ quà tặng điện tử gửi qua email.');
    // A block of another type, added and moved up one place.
    await form.getByTestId('block-type-vi').selectOption('heading');
    await form.getByTestId('add-block-vi').click();
    await form.getByTestId('block-editor').last().getByLabel('Nội dung').fill('Hỏi nhanh');
    await form.getByTestId('block-editor').last().getByRole('button', { name: 'Lên trên' }).click();
    await shot(page, 'admin-block-page-1366');
    await form.getByTestId('save-block-page').click();
    await expect.poll(() => page.getByText('Đã lưu').count()).toBeGreaterThan(0);
    await staff.close();

    await open(shop, '/faq');
    await shop.getByText('Sen có bán thẻ quà tặng không?').waitFor();
    await shop.getByRole('heading', { name: 'Hỏi nhanh' }).waitFor();
    await open(shop, `/help?q=${encodeURIComponent('the qua tang')}`);
    await shop.getByText('Sen có bán thẻ quà tặng không?').first().waitFor();
    // English has its own (seeded) blocks: unchanged.
    await open(shop, '/faq?lang=en');
    expect(await shop.getByText('Sen có bán thẻ quà tặng không?').count()).toBe(0);
    await visitor.close();
  }, 120_000);

  it('an editor rewrites the shipping policy: /shipping shows it with the live methods, the help centre finds it', async () => {
    const visitor = await app.browser.newContext({ viewport: { width: 390, height: 844 } });
    const shop = await visitor.newPage();
    await open(shop, '/shipping');
    await shop.getByRole('heading', { level: 1, name: 'Chính sách giao hàng' }).waitFor();
    await shop.getByRole('heading', { name: 'Cách tính phí' }).waitFor();
    const methods = await shop.getByTestId('shipping-method').count();
    expect(methods).toBeGreaterThan(0);
    await open(shop, '/payment');
    await shop.getByRole('heading', { name: 'Lưu ý khi thanh toán' }).waitFor();
    expect(await shop.getByTestId('payment-method').count()).toBeGreaterThan(0);

    const staff = await app.browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await staff.newPage();
    await signInAs(page, app.base, 'editor@sen.local');
    await open(page, '/admin/marketing/pages');
    await page.getByTestId('edit-block-page-payment').waitFor();
    await page.getByTestId('edit-block-page-shipping').click();
    const form = page.getByTestId('block-page-form');
    await form.waitFor();
    await form.getByTestId('block-editor').first().getByLabel('Nội dung').fill('Giao hàng minh bạch từng đồng');
    await form.getByTestId('save-block-page').click();
    await expect.poll(() => page.getByText('Đã lưu').count()).toBeGreaterThan(0);
    await staff.close();

    await open(shop, '/shipping');
    await shop.getByRole('heading', { name: 'Giao hàng minh bạch từng đồng' }).waitFor();
    expect(await shop.getByRole('heading', { name: 'Cách tính phí' }).count()).toBe(0);
    // The fee table is still the live one.
    expect(await shop.getByTestId('shipping-method').count()).toBe(methods);
    await open(shop, `/help?q=${encodeURIComponent('minh bach tung dong')}`);
    await shop.locator('a[href="/shipping"]', { hasText: 'Chính sách giao hàng' }).first().waitFor();
    await visitor.close();
  }, 120_000);
});
