import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApp, startApp } from './support/app';

/**
 * Product reviews as a person uses them, against the built app (`npm run build` first) on a
 * fresh demo database: a guest reads them and is asked to sign in; a signed-in customer writes
 * one, is told what to fix without losing what they typed, and sees it published.
 */

const PASSWORD = 'Sen@12345';

let app: RunningApp;
let base = '';
let browser: Browser;

beforeAll(async () => {
  app = await startApp('sen-reviews-test');
  ({ base, browser } = app);
});
afterAll(() => app?.stop());

interface Summary {
  average: number;
  count: number;
  histogram: Record<string, number>;
}

async function api<T>(method: string, url: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(`${base}/api/v1${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status, `${method} ${url}`).toBeLessThan(400);
  return ((await res.json()) as { metadata: T }).metadata;
}

async function open(context: BrowserContext, pathname: string): Promise<{ page: Page; problems: string[] }> {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy|hydrat|Minified React error/i.test(m.text())) problems.push(m.text());
  });
  await page.goto(`${base}${pathname}`, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 20_000 });
  return { page, problems };
}

const reviewsTab = (page: Page) => page.getByRole('tab', { name: /^Đánh giá/ });

describe('product reviews', () => {
  it('shows a guest the summary, the list a page at a time, the star filter, and a sign-in prompt', async () => {
    // A bestseller: 5 to 8 demo reviews, so usually more than one page.
    const { items: top } = await api<{ items: Array<{ slug: string }> }>('GET', '/products?bestseller=true&sort=rating&limit=1');
    const slug = top[0]!.slug;
    const listing = await api<{ summary: Summary; pagination: { totalCount: number } }>('GET', `/products/${slug}/reviews`);
    expect(listing.summary.count).toBeGreaterThan(0);

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page, problems } = await open(context, `/products/${slug}`);
    await expect.poll(() => reviewsTab(page).textContent()).toContain(`(${listing.summary.count})`);
    await reviewsTab(page).click();
    const panel = page.getByTestId('reviews-panel');
    await panel.getByTestId('review-summary').waitFor();
    expect(await panel.getByTestId('review-average').textContent()).toBe(listing.summary.average.toFixed(1));
    expect(await panel.getByTestId('review-count').textContent()).toBe(`${listing.summary.count} đánh giá`);
    const items = panel.getByTestId('review-item');
    await expect.poll(() => items.count()).toBe(Math.min(5, listing.summary.count));
    if (listing.summary.count > 5) {
      await panel.getByTestId('reviews-more').click();
      await expect.poll(() => items.count()).toBe(Math.min(10, listing.summary.count));
    }

    // The busiest star filters the list; pressed again, every review is back.
    const [star, n] = Object.entries(listing.summary.histogram).sort((a, b) => b[1] - a[1])[0]!;
    const filter = panel.getByTestId(`review-filter-${star}`);
    await filter.click();
    expect(await filter.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => items.count()).toBe(Math.min(5, n));
    await filter.click();
    await expect.poll(() => items.count()).toBe(Math.min(5, listing.summary.count));

    // Guests are asked to sign in; the button opens the login modal.
    const prompt = panel.getByTestId('review-sign-in');
    await prompt.waitFor();
    expect(await panel.getByTestId('review-form').count()).toBe(0);
    await prompt.getByRole('button', { name: 'Đăng nhập để đánh giá' }).click();
    await page.getByRole('dialog', { name: 'Đăng nhập' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('lets a signed-in customer post a review, keeping what they typed when a field is refused', async () => {
    // A product the demo customer has not reviewed yet.
    const { access_token: token } = await api<{ access_token: string }>('POST', '/auth/login', {
      email: 'customer@sen.local',
      password: PASSWORD,
    });
    const { items } = await api<{ items: Array<{ slug: string }> }>('GET', '/products?limit=24');
    let slug = '';
    for (const p of items) {
      if ((await api<unknown>('GET', `/products/${p.slug}/reviews/mine`, undefined, token)) === null) {
        slug = p.slug;
        break;
      }
    }
    expect(slug).not.toBe('');
    const before = (await api<{ summary: Summary }>('GET', `/products/${slug}/reviews`)).summary.count;

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page, problems } = await open(context, `/login?redirectTo=${encodeURIComponent(`/products/${slug}`)}`);
    await page.getByLabel('Tên đăng nhập hoặc email').fill('customer@sen.local');
    await page.getByLabel('Mật khẩu', { exact: true }).fill(PASSWORD);
    await page.getByTestId('login-form').getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await page.waitForURL(`${base}/products/${slug}`);
    await page.waitForSelector('html[data-hydrated="true"]');

    await reviewsTab(page).click();
    const form = page.getByTestId('review-form');
    await form.waitFor();
    expect(await page.getByTestId('review-sign-in').count()).toBe(0);

    // Stars by keyboard: the radio group moves with the arrow keys.
    await form.getByRole('radio', { name: /^1 sao/ }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await form.getByRole('radio', { name: /^4 sao/ }).isChecked()).toBe(true);

    // Too short: the server's message appears under the field, focus goes there, nothing typed is lost.
    await form.getByLabel('Tiêu đề').fill('Đáng tiền');
    await form.getByLabel('Nội dung đánh giá').fill('Ngắn quá');
    await form.getByTestId('review-submit').click();
    await expect.poll(() => form.getByTestId('review-error-body').textContent()).toBe('Nội dung đánh giá cần ít nhất 10 ký tự');
    const body = form.getByLabel('Nội dung đánh giá');
    expect(await body.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await body.getAttribute('aria-invalid')).toBe('true');
    expect(await body.inputValue()).toBe('Ngắn quá');
    expect(await form.getByLabel('Tiêu đề').inputValue()).toBe('Đáng tiền');
    expect(await form.getByRole('radio', { name: /^4 sao/ }).isChecked()).toBe(true);

    // Plain text, shown as typed (never as HTML).
    const text = 'Pin dùng cả ngày, giá <5 triệu là hợp lý <3\nGiao hàng nhanh.';
    await body.fill(text);
    expect(await form.getByTestId('review-error-body').count()).toBe(0);
    await form.getByTestId('review-submit').click();

    const mine = page.getByTestId('review-mine');
    await mine.waitFor();
    expect(await mine.textContent()).toContain('Đáng tiền');
    const panel = page.getByTestId('reviews-panel');
    await expect.poll(() => panel.getByTestId('review-count').textContent()).toBe(`${before + 1} đánh giá`);
    await expect.poll(() => reviewsTab(page).textContent()).toContain(`(${before + 1})`);
    const first = panel.getByTestId('review-list').getByTestId('review-item').first();
    await expect.poll(() => first.locator('p').last().innerText()).toBe(text);
    expect(await first.textContent()).toContain('Đặng Thị Lan');

    // Reloaded, the review is there for everyone and the form is not offered again.
    await page.reload({ waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]');
    await reviewsTab(page).click();
    await page.getByTestId('review-mine').waitFor();
    expect(await page.getByTestId('review-form').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
