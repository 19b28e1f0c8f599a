import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApp, startApp } from './support/app';

/**
 * End to end against the built app: `node apps/server/dist/main.js` on a fresh database
 * (the server migrates and seeds demo data on first start), then raw HTTP and Debian's chromium.
 * Assumes `npm run build` ran before.
 */

let app: RunningApp;
let base = '';
let browser: Browser;

beforeAll(async () => {
  app = await startApp('sen-web-test');
  ({ base, browser } = app);
});
afterAll(() => app?.stop());

/** React escapes text; undo the entities it uses so names compare as written. */
function decodeHtml(html: string): string {
  return html
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

describe('storefront home', () => {
  it('renders real bestsellers on the server, in Vietnamese, with nonce-carrying scripts', async () => {
    const api = await fetch(`${base}/api/v1/home`);
    expect(api.status).toBe(200);
    const envelope = (await api.json()) as {
      message: string;
      metadata: { products: { bestSellers: Array<{ name: string }> } };
    };
    expect(envelope.message).toBe('Success');
    const names = envelope.metadata.products.bestSellers.map((p) => p.name);
    expect(names.length).toBeGreaterThan(0);

    const res = await fetch(`${base}/`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const text = decodeHtml(html);
    for (const name of names) expect(text).toContain(name);
    expect(html).toMatch(/<html[^>]*lang="vi"/);
    expect(html).toMatch(/<html[^>]*class="dark"/);
    expect(text).toContain('Sản phẩm bán chạy');

    // Every inline script must pass the CSP: it carries this response's nonce.
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    for (const attrs of scripts) {
      if (/\bsrc=/.test(attrs)) continue;
      expect(attrs).toContain(`nonce="${nonce}"`);
    }
  });

  it('renders in the language of the language cookie', async () => {
    const res = await fetch(`${base}/`, { headers: { cookie: 'language=en' } });
    const html = await res.text();
    expect(html).toMatch(/<html[^>]*lang="en"/);
    expect(html).toContain('Best sellers');
  });

  it('hydrates: the theme switcher toggles the dark class, without CSP violations or outside calls', async () => {
    if (!browser) throw new Error('no browser');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems: string[] = [];
    const outside: string[] = [];
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy|hydrat|Minified React error/i.test(message.text())) {
        problems.push(message.text());
      }
    });
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(base) && !url.startsWith('data:') && !url.startsWith('blob:')) outside.push(url);
    });

    await page.goto(`${base}/`, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]', { timeout: 20_000 });
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    expect(await isDark()).toBe(true);

    await page.getByTestId('theme-switcher').click();
    await page.getByRole('menuitemradio', { name: 'Sáng' }).click();
    await expect.poll(isDark).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');

    await page.getByTestId('theme-switcher').click();
    await page.getByRole('menuitemradio', { name: 'Tối' }).click();
    await expect.poll(isDark).toBe(true);

    // The choice survives a reload and is painted before hydration (no flash).
    await page.getByTestId('theme-switcher').click();
    await page.getByRole('menuitemradio', { name: 'Sáng' }).click();
    await page.reload({ waitUntil: 'domcontentloaded' });
    expect(await isDark()).toBe(false);

    // The fingerprint is computed locally when the first API call needs it, sent with it and remembered.
    expect(await page.evaluate(() => localStorage.getItem('fingerprint'))).toBeNull();
    const suggestions = page.waitForRequest((r) => r.url().includes('/api/v1/search/suggestions'), { timeout: 10_000 });
    await page.getByRole('combobox').first().fill('iphone');
    const sent = (await suggestions).headers()['x-fingerprint'];
    expect(sent).toMatch(/^[0-9a-f]{16,}$/);
    expect(await page.evaluate(() => localStorage.getItem('fingerprint'))).toBe(sent);
    expect(problems).toEqual([]);
    expect(outside).toEqual([]);
    await context.close();
  });

  it('downloads only the page language’s texts and switches language without a reload', async () => {
    if (!browser) throw new Error('no browser');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const catalogues: string[] = [];
    page.on('request', (request) => {
      const name = new URL(request.url()).pathname.match(/^\/assets\/(vi|en|fr|de|ja)-[\w-]+\.js$/)?.[1];
      if (name) catalogues.push(name);
    });
    await page.goto(`${base}/`, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]', { timeout: 20_000 });
    expect(catalogues).toEqual(['vi']);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    await page.getByTestId('language-switcher').click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect.poll(() => page.locator('#home-bestsellers').textContent()).toContain('Best sellers');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

    // French translates the shell; untranslated texts fall back to English, so English comes along.
    await page.getByTestId('language-switcher').click();
    await page.getByRole('menuitemradio', { name: 'Français' }).click();
    await expect.poll(() => page.locator('#home-bestsellers').textContent()).toContain('Meilleures ventes');
    expect(catalogues).toEqual(['vi', 'en', 'fr']);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await context.close();
  });

  it('fits a 375 px phone and its menu drawer closes with Escape', async () => {
    if (!browser) throw new Error('no browser');
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${base}/`, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]', { timeout: 20_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);

    await page.getByRole('button', { name: 'Mở menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect.poll(() => drawer.isVisible()).toBe(true);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await expect.poll(() => drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('mobile-menu').count()).toBe(0);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    await context.close();
  });

  it('answers unknown paths with a 404 page', async () => {
    const res = await fetch(`${base}/this-page-does-not-exist`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('Không tìm thấy trang');
    expect(html).toContain('href="/"');
  });
});
