import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApp, startApp } from './support/app';

/**
 * Signed-in visitors get storefront pages from the same page cache as guests (decision 0105): the
 * server's HTML has nothing of theirs, and the browser fills in their name, cart badge and
 * wishlist hearts after hydration. Against the built app (`npm run build` first).
 */

const PASSWORD = 'Sen@12345';
const EMAIL = 'customer@sen.local';

let app: RunningApp;
let base = '';
let browser: Browser;

beforeAll(async () => {
  app = await startApp('sen-signed-in-cache-test');
  ({ base, browser } = app);
});
afterAll(() => app?.stop());

async function api<T>(method: string, url: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(`${base}/api/v1${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status, `${method} ${url}`).toBeLessThan(400);
  return ((await res.json()) as { metadata: T }).metadata;
}

async function hydrated(page: Page) {
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 20_000 });
}

describe('signed-in visitors and the page cache', () => {
  it("serves a signed-in customer's product page from the cache, then shows their name, cart and wishlist", async () => {
    const { access_token: token, user } = await api<{
      access_token: string;
      user: { name: string; firstName?: string; username: string };
    }>('POST', '/auth/login', { email: EMAIL, password: PASSWORD });
    const { items } = await api<{ items: Array<{ _id: string; slug: string }> }>('GET', '/products?limit=3&in_stock=true');
    const [product, other] = items;
    if (!product || !other) throw new Error('the demo catalogue has too few products');
    // The account's own state, set through the API: one saved product, two cart lines.
    const wishlist = await api<{ productIds: string[] }>('GET', '/me/wishlist', undefined, token);
    if (!wishlist.productIds.includes(product._id)) await api('POST', '/me/wishlist', { productId: product._id }, token);
    await api('DELETE', '/cart', undefined, token);
    await api('POST', '/cart/items', { productId: product._id, quantity: 1 }, token);
    await api('POST', '/cart/items', { productId: other._id, quantity: 2 }, token);

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('console', (m) => {
      if (m.type() === 'error' && /Content Security Policy|hydrat|Minified React error/i.test(m.text())) problems.push(m.text());
    });

    await page.goto(`${base}/login?redirectTo=${encodeURIComponent(`/products/${product.slug}`)}`);
    await hydrated(page);
    await page.getByLabel('Tên đăng nhập hoặc email').fill(EMAIL);
    await page.getByLabel('Mật khẩu', { exact: true }).fill(PASSWORD);
    await page.getByTestId('login-form').getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await page.waitForURL(`${base}/products/${product.slug}`);

    // A guest's visit fills the cache; the signed-in visitor's reload is answered from it.
    const guest = await fetch(`${base}/products/${product.slug}`);
    expect(guest.status).toBe(200);
    const [response] = await Promise.all([page.waitForResponse(`${base}/products/${product.slug}`), page.reload()]);
    expect(response.headers()['x-page-cache']).toBe('hit');
    await hydrated(page);

    const header = page.getByTestId('site-header');
    await expect
      .poll(() => header.getByTestId('user-name').textContent(), { timeout: 15_000 })
      .toBe(user.firstName || user.name || user.username);
    expect(await header.getByTestId('login-button').count()).toBe(0);
    await expect.poll(() => header.getByTestId('cart-button').textContent(), { timeout: 15_000 }).toBe('2');
    const heart = page.locator('main [data-testid="wishlist-button"]').first();
    await expect.poll(() => heart.getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('true');
    expect(problems).toEqual([]);
    await context.close();
  });
});
