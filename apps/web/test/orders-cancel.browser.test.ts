import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApp, startApp } from './support/app';

/**
 * The buyer cancels their own order from its page, against the built app (`npm run build`
 * first) on a fresh database: a guest through the link the order gave them, a signed-in
 * customer from their account, and a refusal once staff have confirmed the order.
 */

const PASSWORD = 'Sen@12345';

let app: RunningApp;
let base = '';
let browser: Browser;

beforeAll(async () => {
  app = await startApp('sen-orders-cancel-test');
  ({ base, browser } = app);
});
afterAll(() => app?.stop());

async function api<T>(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}/api/v1${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as T };
}

async function signIn(email: string): Promise<string> {
  const res = await api<{ metadata: { access_token: string } }>('POST', '/auth/login', { email, password: PASSWORD });
  expect(res.status).toBe(200);
  return res.json.metadata.access_token;
}

interface Product {
  _id: string;
  slug: string;
  name: string;
  quantity: number;
}

async function productWithStock(): Promise<Product> {
  const home = await api<{ metadata: { products: { bestSellers: Product[] } } }>('GET', '/home');
  const pick = home.json.metadata.products.bestSellers.find((p) => p.quantity >= 5);
  if (!pick) throw new Error('no bestseller with stock in the demo data');
  return stockOf(pick.slug);
}

async function stockOf(slug: string): Promise<Product> {
  const res = await api<{ metadata: Product }>('GET', `/products/${encodeURIComponent(slug)}`);
  expect(res.status).toBe(200);
  return res.json.metadata;
}

/** A COD order to Hà Nội, placed through the API as the checkout does. */
async function placeOrder(productId: string, token?: string) {
  const res = await api<{ metadata: { code: string; viewToken: string } }>(
    'POST',
    '/orders',
    {
      information: {
        fullName: 'Nguyễn Văn An',
        email: 'an.nguyen@example.com',
        phone: '0912 345 678',
        address: '12 Điện Biên Phủ',
        city: '01',
        ward: '00004',
        notes: '',
      },
      shipping: { method: 'STANDARD' },
      payment: { method: 'COD' },
      items: [{ productId, quantity: 2 }],
    },
    { 'idempotency-key': randomUUID(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  );
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.metadata;
}

async function open(context: BrowserContext, pathname: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${base}${pathname}`, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 20_000 });
  await page.getByTestId('order-page').waitFor();
  return page;
}

const focusedInside = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((el) => el.contains(document.activeElement));

describe('cancelling an order from its page', () => {
  it('lets a guest cancel from the order link: confirm dialog, cancelled status, stock back', async () => {
    const product = await productWithStock();
    const order = await placeOrder(product._id);
    expect((await stockOf(product.slug)).quantity).toBe(product.quantity - 2);

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'vi-VN' });
    const page = await open(context, `/orders/${order.code}?token=${order.viewToken}`);
    expect(await page.getByTestId('order-status').textContent()).toBe('Chờ xác nhận');
    const button = page.getByRole('button', { name: 'Hủy đơn hàng' });

    // The dialog is labelled, takes focus, keeps Tab inside, and Escape closes it without cancelling.
    await button.click();
    const dialog = page.getByRole('dialog', { name: `Hủy đơn hàng ${order.code}?` });
    await dialog.waitFor();
    expect(await dialog.getAttribute('aria-describedby')).toBeTruthy();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('reason');
    for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
    expect(await focusedInside(page, 'cancel-order-dialog')).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => button.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.getByTestId('order-status').textContent()).toBe('Chờ xác nhận');

    // Confirmed with a reason: a toast, the cancelled status, no button any more.
    await button.click();
    await dialog.getByLabel('Lý do hủy (không bắt buộc)').fill('Đặt nhầm số lượng');
    await dialog.getByRole('button', { name: 'Xác nhận hủy' }).click();
    await page.getByText(`Đã hủy đơn hàng ${order.code}`).first().waitFor();
    await expect.poll(() => page.getByTestId('order-status').textContent()).toBe('Đã hủy');
    await dialog.waitFor({ state: 'detached' });
    expect(await button.count()).toBe(0);

    // The goods are back on sale, and the timeline says who cancelled and why.
    expect((await stockOf(product.slug)).quantity).toBe(product.quantity);
    await page.getByRole('link', { name: 'Theo dõi đơn hàng' }).click();
    await page.getByTestId('track-page').waitFor();
    await page.getByTestId('track-timeline').getByText('Khách hàng hủy đơn: Đặt nhầm số lượng').waitFor();
    await context.close();
  });

  it('looks an order up by phone without the phone in the address, and offers no cancel for it', async () => {
    const product = await productWithStock();
    const order = await placeOrder(product._id);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'vi-VN' });
    const page = await context.newPage();
    await page.goto(`${base}/order-tracking`, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]', { timeout: 20_000 });
    await page.getByLabel('Mã đơn hàng').fill(order.code);
    await page.getByLabel('Email hoặc số điện thoại').fill('0900 000 000');
    await page.getByRole('button', { name: 'Tra cứu' }).click();
    await page.getByTestId('order-lookup-error').getByText('Không tìm thấy đơn hàng').waitFor();
    await page.getByLabel('Email hoặc số điện thoại').fill('0912 345 678');
    await page.getByRole('button', { name: 'Tra cứu' }).click();
    await page.getByTestId('track-page').waitFor();
    const url = new URL(page.url());
    expect(url.pathname).toBe(`/orders/${order.code}/track`);
    expect(url.search).toMatch(/^\?lookup=[\w-]+$/);
    expect(page.url()).not.toContain('0912');
    // The order itself opens with that read-only token, without a cancel button.
    await page.goto(`${base}/orders/${order.code}${url.search}`, { waitUntil: 'load' });
    await page.getByTestId('order-page').waitFor();
    await page.waitForSelector('html[data-hydrated="true"]', { timeout: 20_000 });
    expect(await page.getByTestId('cancel-order').count()).toBe(0);
    await context.close();
  });

  it('lets a signed-in customer cancel their own order, and keeps the reason when the shop has confirmed it meanwhile', async () => {
    const product = await productWithStock();
    const token = await signIn('customer@sen.local');
    const mine = await placeOrder(product._id, token);
    const confirmed = await placeOrder(product._id, token);

    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'vi-VN' });
    // Signed in as the customer in this browser (the session cookies), no proof in the address.
    const login = await context.request.post(`${base}/api/v1/auth/login`, {
      data: { email: 'customer@sen.local', password: PASSWORD },
    });
    expect(login.status()).toBe(200);
    const page = await open(context, `/orders/${mine.code}`);
    await page.getByRole('button', { name: 'Hủy đơn hàng' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Xác nhận hủy' }).click();
    await expect.poll(() => page.getByTestId('order-status').textContent()).toBe('Đã hủy');

    // Staff confirm the other order while its page is open: the buyer reads why it cannot be cancelled.
    const other = await open(context, `/orders/${confirmed.code}`);
    const staff = await signIn('staff@sen.local');
    const moved = await api(
      'PATCH',
      `/admin/orders/${confirmed.code}/status`,
      { status: 'processing' },
      {
        authorization: `Bearer ${staff}`,
      },
    );
    expect(moved.status).toBe(200);
    await other.getByRole('button', { name: 'Hủy đơn hàng' }).click();
    const dialog = other.getByRole('dialog');
    await dialog.getByLabel('Lý do hủy (không bắt buộc)').fill('Muốn đổi màu khác');
    await dialog.getByRole('button', { name: 'Xác nhận hủy' }).click();
    await dialog
      .getByText(
        'Đơn hàng không thể hủy nữa vì Sen đã xác nhận, đã giao hoặc đã nhận thanh toán. Vui lòng liên hệ Sen nếu bạn cần hỗ trợ.',
      )
      .waitFor();
    expect(await dialog.getByLabel('Lý do hủy (không bắt buộc)').inputValue()).toBe('Muốn đổi màu khác');
    await other.keyboard.press('Escape');
    await other.reload({ waitUntil: 'load' });
    await other.getByTestId('order-page').waitFor();
    expect(await other.getByTestId('order-status').textContent()).toBe('Đang xử lý');
    expect(await other.getByRole('button', { name: 'Hủy đơn hàng' }).count()).toBe(0);

    // One order back on the shelf, the confirmed one still sold.
    expect((await stockOf(product.slug)).quantity).toBe(product.quantity - 2);
    await context.close();
  });
});
