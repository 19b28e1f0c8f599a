import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApp, startApp } from './support/app';

/**
 * Storefront browsing end to end (issue 4): the built server on a fresh database, Debian's chromium.
 * Assumes `npm run build` ran before.
 */

let app: RunningApp;
let base = '';
let browser: Browser;

beforeAll(async () => {
  app = await startApp('sen-catalog-test');
  ({ base, browser } = app);
});
afterAll(() => app?.stop());

interface ApiProduct {
  _id: string;
  name: string;
  slug: string;
  isOnSale: boolean;
  saleStart: string | null;
  saleEnd: string | null;
}

async function api<T>(pathname: string): Promise<T> {
  const res = await fetch(`${base}/api/v1${pathname}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { metadata: T }).metadata;
}

/** A page that records runtime errors (hydration mismatches, CSP refusals, crashes). */
async function open(context: BrowserContext, url: string): Promise<{ page: Page; problems: string[] }> {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy|hydrat|Minified React error/i.test(m.text())) problems.push(m.text());
  });
  await page.goto(`${base}${url}`, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 20_000 });
  return { page, problems };
}

const desktop = () => browser!.newContext({ viewport: { width: 1280, height: 900 } });
const cardNames = (page: Page) => page.getByTestId('product-grid').locator('h3').allTextContents();

describe('product listing', () => {
  it('renders any filter URL on the server, in the order the API sorts', async () => {
    const listing = await api<{ items: ApiProduct[]; pagination: { totalCount: number } }>(
      '/products?category=laptops&sort=price-asc',
    );
    const res = await fetch(`${base}/products?category=laptops&sort=price-asc`);
    expect(res.status).toBe(200);
    const html = (await res.text()).replace(/&amp;/g, '&');
    const positions = listing.items.map((p) => html.indexOf(`href="/products/${p.slug}"`));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(html).toContain(`${listing.pagination.totalCount} sản phẩm`);
    expect(html).toContain('<link rel="canonical" href="');
  });

  it('puts a filter chosen in the UI into the URL and the results; Back restores them', async () => {
    const context = await desktop();
    const { page, problems } = await open(context, '/products');
    const all = await cardNames(page);
    expect(all).toHaveLength(4);
    const total = await page.getByTestId('product-count').textContent();

    await page.getByTestId('filters-sidebar').getByTestId('filter-category-laptops').click();
    await expect.poll(() => new URL(page.url()).searchParams.getAll('category')).toEqual(['laptops']);
    await expect.poll(() => page.getByTestId('product-count').textContent()).toBe('12 sản phẩm');
    const laptops = await cardNames(page);
    expect(laptops).not.toEqual(all);
    expect(laptops.every((n) => /laptop|macbook/i.test(n))).toBe(true);

    // Custom range typed with dots and reversed: digits kept, bounds swapped.
    const form = page.getByTestId('filters-sidebar').getByTestId('price-range-form');
    await form.getByRole('textbox').nth(0).fill('40.000.000đ');
    await form.getByRole('textbox').nth(1).fill('20.000.000');
    await form.getByRole('button').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('min_price')).toBe('20000000');
    expect(new URL(page.url()).searchParams.get('max_price')).toBe('40000000');

    await page.getByTestId('sort-select').selectOption('price-desc');
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('price-desc');

    await page.goBack();
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBeNull();
    expect(new URL(page.url()).searchParams.get('min_price')).toBe('20000000');
    await page.goBack();
    await expect.poll(() => new URL(page.url()).search).toBe('?category=laptops');
    await expect.poll(() => cardNames(page)).toEqual(laptops);
    await page.goBack();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await expect.poll(() => page.getByTestId('product-count').textContent()).toBe(total);
    expect(await page.getByTestId('filters-sidebar').getByTestId('filter-category-laptops').locator('input').isChecked()).toBe(
      false,
    );
    expect(await cardNames(page)).toEqual(all);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('pages through with first/previous/next/last and says when nothing matches', async () => {
    const context = await desktop();
    const { page } = await open(context, '/products?page=3');
    const nav = page.getByTestId('pagination');
    await expect.poll(() => nav.locator('[aria-current="page"]').textContent()).toBe('3');
    await nav.getByRole('link', { name: 'Trang cuối' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('24');
    await expect.poll(() => nav.locator('[aria-current="page"]').textContent()).toBe('24');
    // 24 pages stay usable: first, previous and at most 7 page links ("1 … 20 21 22 23 24").
    expect(await nav.getByRole('link').count()).toBeLessThanOrEqual(9);
    expect(await nav.textContent()).toContain('…');

    await page.goto(`${base}/products?min_price=999999999999`, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]');
    await expect.poll(() => page.getByTestId('listing-empty').textContent()).toContain('Không tìm thấy sản phẩm nào');
    await page.getByTestId('listing-empty').getByRole('link', { name: 'Xóa bộ lọc' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await context.close();
  });

  it('filters from the drawer on a phone', async () => {
    const context = await browser!.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    const { page } = await open(context, '/products');
    await page.getByTestId('open-filters').click();
    const drawer = page.getByRole('dialog', { name: 'Lọc' });
    await expect.poll(() => drawer.isVisible()).toBe(true);
    await drawer.getByTestId('filter-stock-out').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('in_stock')).toBe('false');
    await drawer.getByTestId('filter-show-results').click();
    await expect.poll(() => page.getByTestId('filter-drawer').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    await context.close();
  });
});

describe('quick view', () => {
  it('opens from a card, locks the page, keeps focus inside and closes with Escape', async () => {
    const context = await desktop();
    const { page, problems } = await open(context, '/');
    const card = page.getByTestId('strip-home-bestsellers').getByTestId('product-card').first();
    const name = await card.locator('h3').textContent();
    await card.getByTestId('quick-view-trigger').click({ position: { x: 40, y: 40 } });
    const dialog = page.getByTestId('quick-view');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole('heading').first().textContent()).toBe(name);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await expect.poll(() => dialog.getByTestId('quick-view-description').textContent()).not.toBe('');
    await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    expect(await dialog.getByRole('link', { name: 'Xem chi tiết sản phẩm' }).getAttribute('href')).toMatch(/^\/products\//);

    // A guest's heart is kept on the device, where the account area merges it on sign-in.
    await dialog.getByTestId('wishlist-button').click();
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('wishlist') ?? '[]').length)).toBe(1);
    expect(await dialog.getByTestId('wishlist-button').getAttribute('aria-pressed')).toBe('true');

    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('product page', () => {
  it('shows the sale countdown only while the sale runs, and it ticks', async () => {
    const { items } = await api<{ items: ApiProduct[] }>('/products?limit=100');
    const now = Date.now();
    const active = items.find((p) => p.isOnSale && p.saleEnd && Date.parse(p.saleEnd) > now + 60_000);
    const ended = items.find((p) => p.isOnSale && p.saleEnd && Date.parse(p.saleEnd) < now);
    if (!active || !ended) throw new Error('the demo data needs an active and an ended sale');

    const context = await desktop();
    const { page, problems } = await open(context, `/products/${active.slug}`);
    const countdown = page.getByTestId('sale-countdown');
    await expect.poll(() => countdown.isVisible()).toBe(true);
    const first = await countdown.getAttribute('aria-label');
    await expect.poll(() => countdown.getAttribute('aria-label'), { timeout: 3000 }).not.toBe(first);

    await page.goto(`${base}/products/${ended.slug}`, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.waitForTimeout(1200);
    expect(await page.getByTestId('sale-countdown').count()).toBe(0);
    expect(await page.getByTestId('product-page').textContent()).toContain('Khuyến mãi đã hết hạn');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('answers a missing product with 404 and the spec card; an id leads to the slug as canonical', async () => {
    const missing = await fetch(`${base}/products/khong-co-san-pham-nay`);
    expect(missing.status).toBe(404);
    const missingHtml = await missing.text();
    expect(missingHtml).toContain('Không tìm thấy sản phẩm');
    // The card itself is server-rendered (its code loads lazily, not with every product page) and hydrates.
    expect(missingHtml).toContain('data-testid="product-error"');
    const context = await desktop();
    const { page, problems } = await open(context, '/products/khong-co-san-pham-nay');
    await page.getByTestId('product-error').getByRole('button').click();
    expect(problems).toEqual([]);
    await page.waitForURL((url) => url.pathname === '/products');
    await context.close();

    const { items } = await api<{ items: ApiProduct[] }>('/products?limit=1');
    const product = items[0]!;
    const res = await fetch(`${base}/products/${product._id}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]+/products/${product.slug}"`));
    expect(html).toMatch(/hrefLang="en"|hreflang="en"/i);
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
    const ld = [...html.matchAll(/<script type="application\/ld\+json"([^>]*)>(.*?)<\/script>/g)];
    expect(ld.length).toBeGreaterThanOrEqual(2);
    for (const [, attrs] of ld) expect(attrs).toContain(`nonce="${nonce}"`);
    type Offer = { priceCurrency: string };
    const data = ld.map(([, , json]) => JSON.parse(json ?? '{}') as { '@type': string; offers?: Offer | Offer[] });
    // One offer, or one per variant for a product with options (decision 0141).
    const offers = [data.find((d) => d['@type'] === 'Product')?.offers ?? []].flat();
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) expect(offer.priceCurrency).toBe('VND');
    expect(data.some((d) => d['@type'] === 'BreadcrumbList')).toBe(true);
  });
});

describe('home banner', () => {
  it('advances by itself, and on a drag past 20 % of its width', async () => {
    const context = await desktop();
    const { page } = await open(context, '/');
    const banner = page.getByTestId('hero-banner');
    expect(await banner.getAttribute('data-index')).toBe('0');
    await expect.poll(() => banner.getAttribute('data-index'), { timeout: 8000 }).toBe('1');

    const box = (await banner.getByTestId('banner-track').boundingBox())!;
    const y = box.y + box.height / 2;
    const drag = async (from: number, to: number) => {
      await page.mouse.move(from, y);
      await page.mouse.down();
      for (let i = 1; i <= 8; i++) await page.mouse.move(from + ((to - from) * i) / 8, y);
      await page.mouse.up();
    };
    // A short drag (10 %) stays on the slide and does not follow its link.
    await drag(box.x + box.width * 0.6, box.x + box.width * 0.5);
    await page.waitForTimeout(600);
    expect(await banner.getAttribute('data-index')).toBe('1');
    expect(new URL(page.url()).pathname).toBe('/');
    // A long one (40 %) moves on.
    await drag(box.x + box.width * 0.8, box.x + box.width * 0.4);
    await expect.poll(() => banner.getAttribute('data-index')).toBe('2');
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('changes slide on a touch swipe', async () => {
    const context = await browser!.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    const { page } = await open(context, '/');
    const banner = page.getByTestId('hero-banner');
    const box = (await banner.getByTestId('banner-track').boundingBox())!;
    const cdp = await context.newCDPSession(page);
    const y = box.y + box.height / 2;
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
    await touch('touchStart', box.x + box.width * 0.9);
    for (let i = 1; i <= 8; i++) await touch('touchMove', box.x + box.width * (0.9 - (0.5 * i) / 8));
    await touch('touchEnd', 0);
    await expect.poll(() => banner.getAttribute('data-index')).toBe('1');
    await context.close();
  });
});

describe('search', () => {
  it('suggests as you type, accent-insensitively, and the keyboard picks a suggestion', async () => {
    const context = await desktop();
    const { page } = await open(context, '/');
    const input = page.getByRole('combobox', { name: 'Tìm kiếm' }).first();
    await input.fill('dien thoai');
    const list = page.getByRole('listbox', { name: 'Gợi ý tìm kiếm' });
    await expect.poll(() => list.getByRole('option').count()).toBeGreaterThan(2);
    await input.press('ArrowDown');
    await input.press('ArrowDown');
    expect(await input.getAttribute('aria-activedescendant')).toBeTruthy();
    await input.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/products\/dien-thoai-/);

    const res = await fetch(`${base}/search?q=${encodeURIComponent('điện thoại')}`);
    const html = await res.text();
    expect(html).toContain('Kết quả cho');
    expect(html).toContain('data-testid="product-card"');
    expect(html).toContain('noindex');
    await context.close();
  });
});

describe('mobile search overlay', () => {
  it('opens full screen from the header field, locks the page and closes with Escape', async () => {
    const context = await browser!.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    const { page } = await open(context, '/');
    await page.locator('[data-testid="search-input"]:visible').first().tap();
    const overlay = page.getByTestId('mobile-search');
    await expect.poll(() => overlay.isVisible()).toBe(true);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    const box = (await overlay.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(800);
    await page.keyboard.type('laptop');
    await expect.poll(() => overlay.getByRole('option').count()).toBeGreaterThan(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => overlay.count()).toBe(0);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    await context.close();
  });
});

describe('content and crawler files', () => {
  it('serves the content pages, a sitemap from the data and robots.txt', async () => {
    for (const url of [
      '/2',
      '/about',
      '/contact',
      '/faq',
      '/terms',
      '/privacy',
      '/blog',
      '/sitemap',
      '/categories',
      '/brands',
      '/sale',
    ]) {
      const res = await fetch(`${base}${url}`);
      expect(res.status, url).toBe(200);
    }
    const index = await (await fetch(`${base}/sitemap.xml`)).text();
    expect(index).toContain('/sitemaps/products-1.xml');
    const products = await (await fetch(`${base}/sitemaps/products-1.xml`)).text();
    const { items } = await api<{ items: ApiProduct[] }>('/products?limit=1');
    expect(products).toContain(`/products/${items[0]!.slug}</loc>`);
    const robots = await (await fetch(`${base}/robots.txt`)).text();
    expect(robots).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
  });

  it('shows the blog two articles at a time until all are shown', async () => {
    const context = await desktop();
    const { page } = await open(context, '/blog');
    const total = (await api<{ pagination: { totalCount: number } }>('/blog?limit=2')).pagination.totalCount;
    const cards = page.getByTestId('blog-list').getByTestId('blog-card');
    expect(await cards.count()).toBe(2);
    await page.getByTestId('blog-load-more').click();
    await expect.poll(() => cards.count()).toBe(Math.min(4, total));
    for (let shown = Math.min(4, total); shown < total; ) {
      await page.getByTestId('blog-load-more').click();
      shown = Math.min(shown + 2, total);
      await expect.poll(() => cards.count()).toBe(shown);
    }
    // Everything is shown: the button is gone.
    expect(await page.getByTestId('blog-load-more').count()).toBe(0);
    await context.close();
  });

  it('sends the contact form and shows the server’s field errors', async () => {
    const context = await desktop();
    const { page } = await open(context, '/contact');
    const form = page.getByTestId('contact-form');
    await form.getByLabel('Họ và tên').fill('Lan');
    await form.getByLabel('Email').fill('lan@example.com');
    await form.getByLabel('Chủ đề').fill('Hỏi hàng');
    await form.getByLabel('Nội dung').fill('ngắn');
    await form.getByRole('button', { name: 'Gửi tin nhắn' }).click();
    await expect.poll(() => form.getByTestId('contact-error-message').textContent()).toBe('Nội dung cần ít nhất 10 ký tự');
    expect(await form.getByLabel('Họ và tên').inputValue()).toBe('Lan');
    await form.getByLabel('Nội dung').fill('Cho mình hỏi về bảo hành laptop.');
    await form.getByRole('button', { name: 'Gửi tin nhắn' }).click();
    await expect.poll(() => form.getByLabel('Họ và tên').inputValue()).toBe('');
    await context.close();
  });
});
