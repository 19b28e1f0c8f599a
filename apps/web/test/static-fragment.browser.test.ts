import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApp, startApp } from './support/app';

/**
 * Decision 0384: the server renders the footer's inside once per language and settings and reuses
 * the HTML (features/shell/static-fragment.tsx); the browser must hydrate it like any other part,
 * with the newsletter form and the client-side links working, and nothing reported.
 */
let app: RunningApp;
let base = '';
let browser: Browser;

beforeAll(async () => {
  app = await startApp('sen-static-fragment-test');
  ({ base, browser } = app);
});
afterAll(() => app?.stop());

const PRODUCT = '/products/dien-thoai-samsung-galaxy-a56-5g-8gb-128gb';

describe('the footer rendered once on the server', () => {
  it('is the same footer on every page and language it is kept for', async () => {
    const footer = async (url: string, cookie = '') => {
      const html = await (await fetch(`${base}${url}`, { headers: { cookie } })).text();
      return html.slice(html.indexOf('<footer'), html.indexOf('</footer>'));
    };
    const vi = await footer(`${PRODUCT}?fresh=1`);
    expect(vi).toContain('for="footer-newsletter"');
    expect(vi).toContain('Đăng ký nhận tin');
    expect(await footer('/faq?fresh=2')).toBe(vi);
    const en = await footer('/faq?fresh=3', 'language=en');
    expect(en).not.toBe(vi);
    expect(en).toContain('footer-newsletter');
    expect(await footer(`${PRODUCT}?fresh=4`, 'language=en')).toBe(en);
  });

  it('hydrates without errors: the newsletter form validates and sends, its links navigate in the page', async () => {
    if (!browser) throw new Error('no browser');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    try {
      await page.goto(`${base}${PRODUCT}?fresh=5`, { waitUntil: 'load' });
      await page.waitForSelector('html[data-hydrated="true"]');
      const footer = page.getByTestId('site-footer');
      const input = footer.getByLabel('Địa chỉ email');
      await expect.poll(() => input.getAttribute('id')).toBe('footer-newsletter');

      // React owns the server's input: its state follows typing, and its error is wired to the same id.
      await input.fill('not-an-email');
      await footer.getByRole('button', { name: 'Đăng ký' }).click();
      const alert = footer.getByRole('alert');
      await expect.poll(() => alert.textContent()).toBe('Email không hợp lệ');
      expect(await input.getAttribute('aria-describedby')).toBe(`${await input.getAttribute('id')}-error`);
      expect(await alert.getAttribute('id')).toBe('footer-newsletter-error');

      await input.fill(`fragment-${Date.now()}@example.com`);
      await footer.getByRole('button', { name: 'Đăng ký' }).click();
      await expect.poll(() => page.getByText('Cảm ơn bạn đã đăng ký nhận tin!').count()).toBeGreaterThan(0);
      await expect.poll(() => input.inputValue()).toBe('');

      // A footer link is the router's: the page changes without a reload.
      await page.evaluate(() => {
        (window as unknown as { stayed: boolean }).stayed = true;
      });
      await footer.getByRole('link', { name: 'Giới thiệu' }).click();
      await page.waitForURL(`${base}/about`);
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
