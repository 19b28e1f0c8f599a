import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApp, startApp } from './support/app';
import { choosePlace } from './support/place';

/**
 * Issue 10, items 10, 11, 14 and 15, against the built app (`npm run build` first) on a fresh
 * database, at a phone's 390 px and a laptop's 1366 px.
 */

const PASSWORD = 'Sen@12345';
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 900 };

let app: RunningApp;
let base = '';
let browser: Browser;

beforeAll(async () => {
  app = await startApp('sen-shop-defects-test');
  ({ base, browser } = app);
});
afterAll(() => app?.stop());

async function api<T>(url: string): Promise<T> {
  const res = await fetch(`${base}/api/v1${url}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { metadata: T }).metadata;
}

function newContext(viewport: { width: number; height: number }): Promise<BrowserContext> {
  const phone = viewport.width < 768;
  return browser.newContext({ viewport, locale: 'vi-VN', isMobile: phone, hasTouch: phone });
}

async function open(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${base}${path}`, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 20_000 });
  return page;
}

async function signIn(context: BrowserContext, email: string) {
  const res = await context.request.post(`${base}/api/v1/auth/login`, { data: { email, password: PASSWORD } });
  expect(res.status()).toBe(200);
}

async function productWithStock(): Promise<{ slug: string; name: string }> {
  const home = await api<{ products: { bestSellers: Array<{ slug: string; name: string; quantity: number }> } }>('/home');
  const pick = home.products.bestSellers.find((p) => p.quantity >= 5);
  if (!pick) throw new Error('no bestseller with stock in the demo data');
  return pick;
}

/**
 * Texts matching `selector` that a floating button covers: each is scrolled to the height of the
 * contact bubbles, then points across its text are asked which element is on top there.
 */
function coveredTexts(page: Page, selector: string): Promise<string[]> {
  return page.evaluate(async (sel) => {
    const bubble = document.querySelector('[data-testid="contact-call"]');
    if (!bubble) throw new Error('no contact bubble');
    const covered: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(sel))) {
      if (!el.offsetParent || !el.textContent?.trim()) continue;
      const band = bubble.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(el);
      const first = range.getBoundingClientRect();
      window.scrollBy(0, first.top + first.height / 2 - (band.top + band.height / 2));
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      for (const rect of Array.from(range.getClientRects())) {
        if (rect.width === 0) continue;
        const y = rect.top + rect.height / 2;
        for (let x = rect.left + 2; x < rect.right; x += 6) {
          const top = document.elementFromPoint(x, y);
          if (top && !el.contains(top) && top.closest('[data-testid^="contact-"], [data-testid="scroll-to-top"]')) {
            covered.push(el.textContent.trim());
            break;
          }
        }
      }
    }
    return covered;
  }, selector);
}

describe('the order-success page and the transfer details (items 10, 11)', () => {
  it('sends an unproven code to the lookup', async () => {
    const context = await newContext(LAPTOP);
    const page = await context.newPage();
    const res = await page.goto(`${base}/order-success?code=ANYTHING`, { waitUntil: 'load' });
    expect(res?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/order-tracking');
    await page.getByTestId('order-lookup').waitFor();
    expect(await page.getByLabel('Mã đơn hàng').inputValue()).toBe('ANYTHING');
    expect(await page.getByText('Đặt hàng thành công!').count()).toBe(0);
    await context.close();
  });

  it('shows VietQR only once the order exists, with its reference, its real status and the express estimate', async () => {
    const product = await productWithStock();
    const context = await newContext(PHONE);
    const page = await open(context, `/products/${product.slug}`);
    await page.getByTestId('add-to-cart').first().click();
    await page.getByText('Thêm sản phẩm thành công').first().waitFor();
    await page.goto(`${base}/check-out`, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]');

    const form = page.getByTestId('checkout-information');
    await form.getByLabel('Họ và tên').fill('Trần Thị Bình');
    await form.getByLabel('Email').fill('binh.tran@example.com');
    await form.getByLabel('Số điện thoại').fill('0987 654 321');
    await form.getByLabel('Địa chỉ (số nhà, tên đường)').fill('5 Hàng Bài');
    const ward = form.getByRole('combobox', { name: 'Phường/Xã' });
    await choosePlace(form, 'Tỉnh/Thành phố', 'ha noi');
    await expect.poll(() => ward.isDisabled()).toBe(false);
    await choosePlace(form, 'Phường/Xã', 'ba dinh');
    // Item 14: the province and ward labels are never under the floating buttons on a phone.
    expect(await coveredTexts(page, '[data-testid="checkout-information"] label')).toEqual([]);
    await page.getByTestId('to-shipping').click();

    await page.getByTestId('checkout-shipping').waitFor();
    await page.getByTestId('shipping-EXPRESS').click();
    await page.getByTestId('to-payment').click();
    await page.getByTestId('checkout-payment').waitFor();
    await page.getByTestId('payment-BANK_TRANSFER').click();
    await page.getByTestId('bank-later').waitFor();
    expect(await page.getByTestId('vietqr').count()).toBe(0);
    expect(await page.getByTestId('bank-transfer').count()).toBe(0);

    await page.getByTestId('place-order').click();
    await page.waitForURL('**/order-success?**', { timeout: 20_000 });
    const code = (await page.getByTestId('order-code').textContent())?.trim() ?? '';
    const token = new URL(page.url()).searchParams.get('token') ?? '';
    const order = await api<{
      status: string;
      shippingMethod: { estimatedDelivery: { text: string } };
      paymentMethod: { bankTransfer: { reference: string } };
    }>(`/orders/${code}?token=${token}`);
    expect(order.status).toBe('pending');

    const success = page.getByTestId('order-success');
    expect(await page.getByTestId('order-status').textContent()).toBe('Chờ xác nhận');
    expect(await page.getByTestId('delivery-estimate').textContent()).toBe(
      `Dự kiến: ${order.shippingMethod.estimatedDelivery.text}`,
    );
    const text = (await success.textContent()) ?? '';
    expect(text).not.toContain('2-3 ngày làm việc');
    expect(text).not.toContain('Đã xác nhận');
    // Only the first step of the path is ticked.
    expect(await page.getByTestId('success-steps').locator('li[data-reached="true"]').count()).toBe(1);

    const box = page.getByTestId('bank-transfer');
    await box.getByTestId('vietqr').waitFor();
    expect(await box.textContent()).toContain(order.paymentMethod.bankTransfer.reference);
    await context.close();
  });
});

describe('layout (item 14)', () => {
  for (const viewport of [PHONE, LAPTOP]) {
    it(`keeps headings clear of the floating buttons and badges off the pictures at ${viewport.width} px`, async () => {
      const context = await newContext(viewport);
      const home = await open(context, '/');
      expect(await home.locator('h1').count()).toBe(1);
      expect(await home.locator('h1').textContent()).toContain('Sen');
      expect(await coveredTexts(home, 'main h2')).toEqual([]);

      const listing = await open(context, '/products');
      if (viewport.width < 768) {
        await listing.getByTestId('open-filters').click();
        await listing.getByTestId('filter-show-results').waitFor();
      }
      expect(await coveredTexts(listing, 'legend')).toEqual([]);
      if (viewport.width < 768) await listing.keyboard.press('Escape');

      const overlaps = await listing.evaluate(
        () =>
          Array.from(document.querySelectorAll('[data-testid="product-grid"] article')).filter((card) => {
            const badge = card.querySelector('[data-testid="product-badge"]')?.getBoundingClientRect();
            const picture = card.querySelector('img')?.getBoundingClientRect();
            if (!badge || !picture) return false;
            return (
              badge.left < picture.right && badge.right > picture.left && badge.top < picture.bottom && badge.bottom > picture.top
            );
          }).length,
      );
      expect(await listing.getByTestId('product-badge').count()).toBeGreaterThan(0);
      expect(overlaps).toBe(0);
      await context.close();
    });
  }

  it('gives a phone a sticky buy bar on the product page, and a laptop none', async () => {
    const product = await productWithStock();
    for (const viewport of [PHONE, LAPTOP]) {
      const context = await newContext(viewport);
      const page = await open(context, `/products/${product.slug}`);
      await page.evaluate(() => window.scrollTo(0, 1800));
      const bar = page.getByTestId('sticky-buy-bar');
      if (viewport.width < 768) {
        await bar.waitFor();
        expect(await bar.getByTestId('add-to-cart').isVisible()).toBe(true);
        expect(await bar.textContent()).toMatch(/\d[\d.]*\s?₫/);
        // With the page's own buy button in view, the bar steps aside.
        await page
          .getByTestId('add-to-cart')
          .first()
          .evaluate((el) => el.scrollIntoView({ block: 'center' }));
        await bar.waitFor({ state: 'detached' });
      } else {
        await page.waitForTimeout(500);
        expect(await bar.count()).toBe(0);
      }
      await context.close();
    }
  });

  it('brings a visitor back to the product after signing in to review it; the account menu lists orders and courses', async () => {
    const product = await productWithStock();
    const context = await newContext(LAPTOP);
    const page = await open(context, `/products/${product.slug}#reviews`);
    await page.getByRole('tab', { name: /Đánh giá/ }).click();
    await page.getByTestId('review-sign-in').getByRole('button').click();
    const dialog = page.getByRole('dialog', { name: 'Đăng nhập' });
    await dialog.getByLabel('Tên đăng nhập hoặc email').fill('customer@sen.local');
    await dialog.getByLabel('Mật khẩu', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('user-menu').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/products/${product.slug}`);

    await page.getByTestId('user-menu').click();
    expect(await page.getByTestId('my-orders-link').getAttribute('href')).toBe('/orders');
    expect(await page.getByTestId('my-courses-link').getAttribute('href')).toBe('/my-courses');
    const profile = await open(context, '/profile');
    const nav = profile.locator('main nav').first();
    expect(await nav.getByRole('link', { name: 'Đơn hàng của tôi' }).getAttribute('href')).toBe('/orders');
    expect(await nav.getByRole('link', { name: 'Khóa học của tôi' }).getAttribute('href')).toBe('/my-courses');
    await context.close();
  });
});

describe('status codes (item 15)', () => {
  it('answers an unknown admin page 404 and a page the staff role may not use 403, inside the admin shell', async () => {
    const admin = await newContext(LAPTOP);
    await signIn(admin, 'admin@sen.local');
    const page = await admin.newPage();
    const missing = await page.goto(`${base}/admin/reports`, { waitUntil: 'load' });
    expect(missing?.status()).toBe(404);
    await page.getByTestId('admin-not-found').waitFor();
    await admin.close();

    const staff = await newContext(LAPTOP);
    await signIn(staff, 'staff@sen.local');
    const denied = await staff.newPage();
    const res = await denied.goto(`${base}/admin/categories`, { waitUntil: 'load' });
    expect(res?.status()).toBe(403);
    await denied.getByTestId('access-denied').waitFor();
    const allowed = await denied.goto(`${base}/admin/products`, { waitUntil: 'load' });
    expect(allowed?.status()).toBe(200);
    // The staff help centre (issue 16): searchable guides, accents optional.
    const help = await denied.goto(`${base}/admin/support/help`, { waitUntil: 'load' });
    expect(help?.status()).toBe(200);
    await denied.getByTestId('help-refund-order').waitFor();
    await denied.getByTestId('help-search').fill('hoan tien');
    await denied.getByTestId('help-csv-import').waitFor({ state: 'detached' });
    expect(await denied.getByTestId('help-refund-order').isVisible()).toBe(true);
    await staff.close();
  });

  it('answers an unknown category 404 with the not-found page; the mobile menu’s news link leads to a page', async () => {
    const context = await newContext(PHONE);
    const page = await context.newPage();
    const res = await page.goto(`${base}/products?category=nope`, { waitUntil: 'load' });
    expect(res?.status()).toBe(404);
    expect(await page.title()).not.toMatch(/^nope/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).not.toBe('nope');
    await page
      .getByRole('link', { name: /Trang chủ|Về trang chủ/ })
      .first()
      .waitFor();

    const home = await open(context, '/');
    await home.getByRole('button', { name: 'Mở menu' }).click();
    const news = home.getByRole('dialog').getByRole('link', { name: 'Tin tức' });
    const href = (await news.getAttribute('href')) ?? '';
    expect((await fetch(`${base}${href}`)).status).toBe(200);
    await context.close();
  });
});
