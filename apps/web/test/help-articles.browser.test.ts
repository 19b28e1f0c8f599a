import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from './support/admin';
import { type RunningApp, startApp } from './support/app';
import { shot } from './support/shots';

/*
 * Help articles (decision 0355): the help centre lists the seeded articles; an editor writes a new
 * one in the content admin (rich text) and publishes it; the shop's help centre (rendered and kept
 * before) finds it accent-free and shows it at its own address. Built app, Debian's chromium.
 */

let app: RunningApp;
beforeAll(async () => {
  app = await startApp('help-articles');
}, 90_000);
afterAll(async () => app?.stop());

async function open(page: Page, path: string) {
  await page.goto(`${app.base}${path}`, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated="true"]');
}

describe('help articles', () => {
  it('an editor publishes an article; the help centre lists, finds and shows it', async () => {
    const visitor = await app.browser.newContext({ viewport: { width: 390, height: 844 } });
    const shop = await visitor.newPage();
    await open(shop, '/help');
    await shop.getByTestId('help-articles').getByRole('link', { name: 'Theo dõi đơn hàng' }).waitFor();

    const staff = await app.browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await staff.newPage();
    await signInAs(page, app.base, 'editor@sen.local');
    await open(page, '/admin/marketing/help');
    await page.getByRole('link', { name: 'Đổi trả sản phẩm' }).waitFor();
    await page.getByTestId('new-help-article').click();
    const form = page.getByTestId('help-article-form');
    await form.waitFor();
    await form.getByLabel('Chủ đề').selectOption('payment');
    await form.getByLabel('Tiêu đề', { exact: true }).fill('Xuất hóa đơn đỏ cho công ty');
    await form.getByLabel('Đã đăng').check();
    const editor = page.getByTestId('help-body-vi');
    await editor.click();
    await page.keyboard.type('Nhập mã số thuế ở bước thanh toán để nhận hóa đơn VAT.');
    await expect.poll(() => editor.innerText()).toContain('hóa đơn VAT');
    await shot(page, 'admin-help-article-1366');
    await form.getByTestId('save-help-article').click();
    await page.waitForURL(/\/admin\/marketing\/help\/[0-9a-f-]{36}$/);
    await staff.close();

    await open(shop, `/help?q=${encodeURIComponent('hoa don vat')}`);
    const hit = shop.getByTestId('help-result').first();
    await expect.poll(() => hit.innerText()).toContain('Xuất hóa đơn đỏ cho công ty');
    await hit.click();
    await shop.waitForURL(/\/help\/xuat-hoa-don-do-cho-cong-ty$/);
    await shop.getByTestId('help-article').getByText('hóa đơn VAT').waitFor();
    await shot(shop, 'help-article-390');
    // English has no text of its own: the Vietnamese article.
    await open(shop, '/help/xuat-hoa-don-do-cho-cong-ty?lang=en');
    await shop.getByRole('heading', { level: 1, name: 'Xuất hóa đơn đỏ cho công ty' }).waitFor();
    await visitor.close();
  }, 150_000);
});
