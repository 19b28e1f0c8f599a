import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApp, startApp } from './support/app';

/**
 * Every path of spec 1's route table, against the built app (`npm run build` first) on a fresh
 * demo database, read as a browser without script reads it (the admin area in chromium): each answers 200, a permanent redirect to a page that answers
 * 200, or a deliberate 401/403/404 with a page. Then the pages that serve the spec's remaining
 * storefront paths are used as a shopper would: help centre search, policies from the real
 * methods, comparison, my reviews, the installable app offline.
 */

const PASSWORD = 'Sen@12345';

let app: RunningApp;
let base = '';
let browser: Browser;

beforeAll(async () => {
  app = await startApp('sen-routes-test');
  ({ base, browser } = app);
});
afterAll(() => app?.stop());

async function api<T>(url: string, token?: string): Promise<T> {
  const res = await fetch(`${base}/api/v1${url}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  expect(res.status, url).toBeLessThan(400);
  return ((await res.json()) as { metadata: T }).metadata;
}

async function login(email: string): Promise<string> {
  const res = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { metadata: { access_token: string } }).metadata.access_token;
}

async function open(context: BrowserContext, pathname: string) {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy|hydrat|Minified React error/i.test(m.text())) problems.push(m.text());
  });
  const response = await page.goto(`${base}${pathname}`, { waitUntil: 'load' });
  return { page, problems, response };
}

interface Answer {
  status: number;
  /** The status of each redirect followed on the way. */
  redirects: number[];
  finalPath: string;
  /** Whether the page holds an element of a selector list like `h1, form, [data-testid="x"]`. */
  has(selector: string): Promise<boolean>;
}

/** A path as a browser without script gets it: each redirect followed, then the last answer's HTML. */
async function withoutScript(path: string): Promise<Answer> {
  const redirects: number[] = [];
  let url = `${base}${path}`;
  for (let hop = 0; ; hop++) {
    const res = await fetch(url, { redirect: 'manual', headers: { accept: 'text/html,application/xhtml+xml' } });
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location && hop < 10) {
      redirects.push(res.status);
      url = new URL(location, url).href;
      continue;
    }
    const html = await res.text();
    const holds = (one: string) => {
      const id = /^\[data-testid="([^"]+)"\]$/.exec(one);
      return id ? html.includes(`data-testid="${id[1]}"`) : new RegExp(`<${one}[\\s>]`).test(html);
    };
    return {
      status: res.status,
      redirects,
      finalPath: new URL(url).pathname,
      has: async (selector) => selector.split(',').some((one) => holds(one.trim())),
    };
  }
}

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]', { timeout: 20_000 });

async function signIn(context: BrowserContext, email: string, to: string): Promise<Page> {
  const { page } = await open(context, `/login?redirectTo=${encodeURIComponent(to)}`);
  await hydrated(page);
  await page.getByLabel('Tên đăng nhập hoặc email').fill(email);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(PASSWORD);
  await page.getByTestId('login-form').getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await page.waitForURL(`${base}${to}`);
  await hydrated(page);
  return page;
}

describe('the route table', () => {
  it('answers every path with a page, a permanent redirect to one, or a deliberate error page', async () => {
    const [{ items: products }, { items: posts }, { items: courses }, courseCategories, { items: categories }] =
      await Promise.all([
        api<{ items: Array<{ slug: string }> }>('/products?limit=1'),
        api<{ items: Array<{ slug: string }> }>('/blog?limit=1'),
        api<{ items: Array<{ code: string }> }>('/courses?limit=1'),
        api<Array<{ slug: string }>>('/course-categories'),
        api<{ items: Array<{ slug: string }> }>('/categories'),
      ]);
    const product = products[0]!.slug;
    const post = posts[0]!.slug;
    const course = courses[0]!;
    const category = categories[0]!.slug;

    /* Spec 1 §2 route table, parameters filled with demo data. */
    const table = [
      ...['/login', '/register', '/forgot-password', '/reset-password', '/verify-email', '/logout'],
      ...['/', '/2', '/about', '/contact', '/faq', '/terms', '/privacy', '/sitemap'],
      ...['/products', `/products/${product}`, '/categories', '/brands', '/new-arrivals', '/best-sellers', '/sale', '/deals'],
      ...['/flash-sale', '/clearance', '/compare', '/catalogue', '/search', '/filter'],
      ...['/cart', '/wishlist', '/check-out', '/shipping', '/payment', '/order-confirmation', '/order-tracking'],
      ...['/order-success', '/checkout/information', '/checkout/shipping', '/checkout/payment', '/checkout/review'],
      ...['/profile', '/account', '/dashboard', '/orders', '/orders/DH000000', '/addresses', '/payment-methods'],
      ...['/notifications', '/reviews', '/returns'],
      ...['/blog', `/blog/${post}`, '/blog/category/cong-nghe', '/event', '/news', '/promotions'],
      ...['/course', '/course-details', `/course-details?id=${course.code}`, '/my-courses', `/course/${course.code}/learn`],
      `/course/category/${courseCategories[0]!.slug}`,
      ...['/info', '/infor', '/help', '/support', '/chat', '/help/no-such-article'],
      ...['/admin', '/admin/products', '/admin/orders', '/admin/customers', '/admin/marketing', '/admin/reports'],
      ...['/admin/settings', '/admin/settings/users', '/admin/marketing/menu', '/admin/marketing/help'],
      ...['/seller', '/seller/dashboard', '/seller/products', '/seller/orders', '/seller/analytics'],
      ...['/test', '/app', '/download-app', '/gift-cards', '/loyalty', '/rewards', '/subscription', '/membership'],
      ...['/stores', '/stores/1', '/click-and-collect', '/no-such-page'],
      // Links of spec 1.
      ...['/summer-collection', '/special-offers', `/category/${category}`, '/popular', '/collections/summer'],
      ...['/tags/ai', `/categories/${category}`, '/bestsellers', '/new-products'],
    ];

    /* The spec's remaining storefront paths (issue 10): each must be a real page, maybe behind a permanent redirect. */
    const served: Record<string, string> = {
      '/news': '/blog',
      '/event': '/blog/category/marketing',
      '/info': '/help',
      '/infor': '/help',
      '/help': '/help',
      '/support': '/help',
      '/shipping': '/shipping',
      '/payment': '/payment',
      '/payment-methods': '/payment',
      '/order-confirmation': '/order-success',
      '/catalogue': '/products',
      '/filter': '/products',
      '/dashboard': '/account',
      '/app': '/app',
      '/download-app': '/app',
      '/compare': '/compare',
      '/clearance': '/clearance',
      // Issue 18: the store locator and click-and-collect (an unknown store id stays a 404).
      '/stores': '/stores',
      '/click-and-collect': '/click-and-collect',
    };
    // Issue 15: the flash sale; issue 13: returns; issue 16: the chat page.
    served['/flash-sale'] = '/flash-sale';
    served['/returns'] = '/returns';
    served['/chat'] = '/chat';
    /* Other issues' features, not built yet: a deliberate 404 page until they come. */
    const later = ['/test', '/gift-cards', '/loyalty', '/rewards', '/subscription'];
    later.push('/membership', '/stores/1', '/no-such-page');
    // A help article that does not exist (decision 0355).
    later.push('/help/no-such-article');
    // Issue 18 built the seller area: a signed-out visitor is sent to sign in.
    const signIn = ['/seller', '/seller/dashboard', '/seller/products', '/seller/orders', '/seller/analytics'];
    // Issue 15 built these: real pages now.
    for (const path of ['/gift-cards', '/loyalty', '/rewards', '/subscription', '/membership']) {
      if (later.includes(path)) later.splice(later.indexOf(path), 1);
      served[path] = path;
    }

    // Each path's answer is the server's, read as a browser without script reads it: the hops it
    // follows, the last status, the HTML. Only the admin area needs chromium: its shell checks the
    // session in the browser, then sends a signed-out visitor to sign in. (~110 chromium loads
    // took ~55 s of a 2-core machine.)
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const failures: string[] = [];
    for (const path of table) {
      let answer: Answer;
      if (path.startsWith('/admin')) {
        const redirects: number[] = [];
        const onResponse = (r: Response) => {
          if (r.request().isNavigationRequest() && r.status() >= 300 && r.status() < 400) redirects.push(r.status());
        };
        page.on('response', onResponse);
        const response = await page.goto(`${base}${path}`, { waitUntil: 'domcontentloaded' });
        page.off('response', onResponse);
        await page.waitForURL(/\/login\?redirectTo=%2Fadmin/, { timeout: 20_000 }).catch(() => null);
        answer = {
          status: response?.status() ?? 0,
          redirects,
          finalPath: new URL(page.url()).pathname,
          has: (selector) =>
            page
              .locator(selector)
              .first()
              .waitFor({ timeout: 10_000 })
              .then(
                () => true,
                () => false,
              ),
        };
      } else {
        answer = await withoutScript(path);
      }
      const { status, redirects, finalPath } = answer;
      const hasPage = await answer.has('h1, [data-testid="not-found"], form');
      const line = `${path} → ${redirects.join('→')}${redirects.length ? '→' : ''}${status} ${finalPath}`;

      if (![200, 401, 403, 404].includes(status) || !hasPage) failures.push(`${line}: not a page`);
      if ((path.startsWith('/admin') || signIn.includes(path)) && finalPath !== '/login')
        failures.push(`${line}: expected the sign-in page`);
      const target = served[path];
      if (target && target !== path) {
        // The first hop is permanent and leads to the page that serves the path (which may itself ask to sign in).
        const first = await fetch(`${base}${path}`, { redirect: 'manual' });
        const location = new URL(first.headers.get('location') ?? '/', base).pathname;
        if (first.status !== 301 || location !== target) failures.push(`${line}: expected a 301 to ${target}`);
        if (status !== 200) failures.push(`${line}: expected a page`);
      } else if (target && status !== 200) failures.push(`${line}: expected 200`);
      if (later.includes(path) && (status !== 404 || !(await answer.has('[data-testid="not-found"]')))) {
        failures.push(`${line}: expected the 404 page`);
      }
      if (path === '/course-details' && (status !== 404 || !(await answer.has('[data-testid="courses-link"]')))) {
        failures.push(`${line}: expected a 404 with the courses link`);
      }
    }
    expect(failures).toEqual([]);
    await context.close();
  }, 300_000);
});

describe('the help centre and the policies', () => {
  it('searches the FAQ and policies accent-free, without script, and says when nothing matches', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const { page, problems } = await open(context, '/help');
    await hydrated(page);
    await page.getByRole('searchbox', { name: 'Tìm trong trung tâm trợ giúp' }).fill('phi giao hang');
    await page.getByTestId('help-search').getByRole('button', { name: 'Tìm kiếm' }).click();
    await page.waitForURL(/\/help\?q=phi\+giao\+hang/);
    const results = page.getByTestId('help-result');
    await results.first().waitFor();
    expect(await results.count()).toBeGreaterThan(0);
    // Accent-free words found the Vietnamese answer about the shipping fee.
    expect(await page.getByTestId('help-results').textContent()).toContain('Phí giao hàng');
    // The form keeps what was typed.
    expect(await page.getByRole('searchbox').inputValue()).toBe('phi giao hang');

    const none = await fetch(`${base}/help?q=zzqxv`);
    expect(none.status).toBe(200);
    expect(await none.text()).toContain('Không tìm thấy nội dung nào cho “zzqxv”');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('generates the shipping and payment policies from the active methods in the database', async () => {
    const shipping = await api<Array<{ code: string; name: string; isActive: boolean }>>('/shipping-methods');
    const payment = await api<Array<{ code: string; name: string; isActive: boolean }>>('/payment-methods');
    expect(shipping.some((m) => !m.isActive)).toBe(true);
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });

    const { page } = await open(context, '/shipping');
    await hydrated(page);
    const shown = await page.getByTestId('shipping-method').evaluateAll((els) => els.map((e) => e.getAttribute('data-code')));
    expect(shown).toEqual(shipping.filter((m) => m.isActive).map((m) => m.code));
    // Region rates of the standard method, from its stored rates.
    expect(await page.locator('[data-code="STANDARD"]').textContent()).toContain('Hà Nội');

    await page.goto(`${base}/payment-methods`);
    await hydrated(page);
    expect(new URL(page.url()).pathname).toBe('/payment');
    const methods = await page.getByTestId('payment-method').evaluateAll((els) => els.map((e) => e.getAttribute('data-code')));
    expect(methods).toEqual(payment.filter((m) => m.isActive).map((m) => m.code));
    await context.close();
  });
});

describe('comparing products', () => {
  it('adds from cards and the product page, aligns specifications, keeps the list on the device', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const { page, problems } = await open(context, '/products');
    await hydrated(page);
    const cards = page.getByTestId('product-card');
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const card = cards.nth(i);
      ids.push((await card.getAttribute('data-product-id')) ?? '');
      await card.hover();
      await card.getByTestId('compare-button').click();
      await page.getByText(`Đã thêm vào so sánh (${i + 1}/4)`).waitFor();
    }
    // Pressing it again does not add a second copy.
    await cards.nth(0).getByTestId('compare-button').click();
    await page.getByText('Sản phẩm đã có trong danh sách so sánh').waitFor();

    // The fourth from a product page, then a fifth is refused.
    await cards.nth(3).getByRole('link').first().click();
    await page.waitForURL(/\/products\/.+/);
    await hydrated(page);
    await page.getByTestId('product-page').getByTestId('compare-button').first().click();
    await page.getByText('Đã thêm vào so sánh (4/4)').waitFor();
    // The listing shows four a page: a fifth product is on the next one.
    await page.goto(`${base}/products?page=2`);
    await hydrated(page);
    const sixth = page.getByTestId('product-card').first();
    await sixth.hover();
    await sixth.getByTestId('compare-button').click();
    await page.getByText('Chỉ so sánh được tối đa 4 sản phẩm', { exact: false }).waitFor();

    await page.goto(`${base}/compare`);
    await page.waitForURL(/\/compare\?ids=/);
    await hydrated(page);
    await expect.poll(() => page.getByTestId('compare-product').count()).toBe(4);
    expect(new URL(page.url()).searchParams.get('ids')?.split(',').slice(0, 3)).toEqual(ids);
    // Every row has one cell per product: the specifications line up.
    const widths = await page.getByTestId('compare-row').evaluateAll((rows) => rows.map((r) => r.querySelectorAll('td').length));
    expect(widths.length).toBeGreaterThan(7);
    expect(new Set(widths)).toEqual(new Set([4]));

    await page.getByTestId('compare-remove').first().click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="compare-product"]').length === 3);
    // Kept per device: a new visit to /compare shows the same three.
    await page.goto(`${base}/compare`);
    await page.waitForURL(/\/compare\?ids=/);
    await expect.poll(() => page.getByTestId('compare-product').count()).toBe(3);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('compare') ?? '[]').length)).toBe(3);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('my reviews', () => {
  it('lists the signed-in customer’s reviews and lets them edit and delete one', async () => {
    const email = 'hung.nguyen@sen.local';
    const token = await login(email);
    const before = await api<{ items: Array<{ _id: string; body: string }>; pagination: { totalCount: number } }>(
      '/me/reviews?limit=50',
      token,
    );
    expect(before.items.length).toBeGreaterThan(1);

    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const page = await signIn(context, email, '/reviews');
    const rows = page.getByTestId('my-review');
    // The list comes with the page's data after the sign-in's navigation: counted once it is there
    // (counted at once, a loaded CI machine read 0).
    await rows.first().waitFor();
    expect(await rows.count()).toBe(Math.min(10, before.pagination.totalCount));

    // Edit: a refused text keeps what was typed, then a good one is saved.
    const first = rows.first();
    const id = await first.getAttribute('data-review-id');
    await first.getByTestId('my-review-edit').click();
    const body = first.getByRole('textbox', { name: /Nội dung/ });
    await body.fill('ngắn');
    await first.getByTestId('review-submit').click();
    await first.getByTestId('review-error-body').waitFor();
    expect(await body.inputValue()).toBe('ngắn');
    await body.fill('Dùng ba tháng rồi, vẫn rất hài lòng với sản phẩm này.');
    await first.getByTestId('review-submit').click();
    await first.getByText('Dùng ba tháng rồi, vẫn rất hài lòng với sản phẩm này.').waitFor();

    // Delete the second one, after confirming.
    const second = rows.nth(1);
    const deleted = await second.getAttribute('data-review-id');
    await second.getByTestId('my-review-delete').click();
    await second.getByTestId('my-review-confirm-delete').click();
    await page.waitForFunction((rid) => !document.querySelector(`[data-review-id="${rid}"]`), deleted);

    const after = await api<{ items: Array<{ _id: string; body: string }>; pagination: { totalCount: number } }>(
      '/me/reviews?limit=50',
      token,
    );
    expect(after.items.find((r) => r._id === id)?.body).toBe('Dùng ba tháng rồi, vẫn rất hài lòng với sản phẩm này.');
    expect(after.items.some((r) => r._id === deleted)).toBe(false);
    expect(after.pagination.totalCount).toBe(before.pagination.totalCount - 1);
    await context.close();
  });
});

describe('the installable app', () => {
  it('has a manifest with its icons, and shows the offline page when the network is gone', async () => {
    const manifest = (await (await fetch(`${base}/manifest.webmanifest`)).json()) as {
      start_url: string;
      display: string;
      icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
    };
    expect(manifest.display).toBe('standalone');
    expect(manifest.icons.some((i) => i.sizes === '512x512' && i.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const res = await fetch(`${base}${icon.src}`);
      expect(res.status, icon.src).toBe(200);
      expect(res.headers.get('content-type')).toContain(icon.type);
    }

    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const { page, problems } = await open(context, '/download-app');
    await hydrated(page);
    expect(new URL(page.url()).pathname).toBe('/app');
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
    // The /app page registers the worker, which keeps the offline page.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.waitForFunction(() => caches.has('sen-offline-v1'));

    await context.setOffline(true);
    await page.goto(`${base}/about`).catch(() => null);
    await page.getByRole('heading', { name: 'Bạn đang ngoại tuyến' }).waitFor();
    await context.setOffline(false);
    await page.getByTestId('offline-retry').click();
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(new URL(page.url()).pathname).toBe('/about');
    expect(problems).toEqual([]);
    await context.close();
  });
});
