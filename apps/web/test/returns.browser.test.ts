import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from './support/admin';
import { type RunningApp, startApp } from './support/app';
import { shot } from './support/shots';

/*
 * Returns and refunds (issue 13): a customer asks for a return from the order page (with a
 * photo), staff approve and receive it, a manager refunds it; the stock goes back and the order
 * is refunded. Built app, fresh database, Debian's chromium.
 */

const PASSWORD = 'Sen@12345';
// A 4×4 PNG: the server recognises it by its bytes and re-encodes it.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWM4w8AARwgWXg4AWIMMwVLWc8oAAAAASUVORK5CYII=',
  'base64',
);

let app: RunningApp;
beforeAll(async () => {
  app = await startApp('returns');
}, 90_000);
afterAll(async () => app?.stop());

async function api<T>(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${app.base}/api/v1${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as T };
}

async function token(email: string): Promise<string> {
  const res = await api<{ metadata: { access_token: string } }>('POST', '/auth/login', { email, password: PASSWORD });
  expect(res.status).toBe(200);
  return res.json.metadata.access_token;
}

async function signIn(page: Page, email: string) {
  await signInAs(page, app.base, email, PASSWORD);
}

interface Product {
  _id: string;
  slug: string;
  quantity: number;
}
const stockOf = async (slug: string) =>
  (await api<{ metadata: Product }>('GET', `/products/${encodeURIComponent(slug)}`)).json.metadata.quantity;

describe('returns', () => {
  it('a customer asks for a return, staff approve and receive it, a manager refunds it; the stock goes back', async () => {
    const { base, browser } = app;
    const customer = await token('customer@sen.local');
    const admin = await token('admin@sen.local');
    const home = await api<{ metadata: { products: { bestSellers: Product[] } } }>('GET', '/home');
    const product = home.json.metadata.products.bestSellers.find((p) => p.quantity >= 3);
    expect(product).toBeDefined();
    const placed = await api<{ metadata: { code: string } }>(
      'POST',
      '/orders',
      {
        information: {
          fullName: 'Đặng Thị Lan',
          email: 'customer@sen.local',
          phone: '0976 789 012',
          address: '5 Tràng Tiền',
          city: '01',
          ward: '00004',
          notes: '',
        },
        shipping: { method: 'STANDARD' },
        payment: { method: 'COD' },
        items: [{ productId: product!._id, quantity: 2 }],
      },
      { 'idempotency-key': randomUUID(), authorization: `Bearer ${customer}` },
    );
    expect(placed.status, JSON.stringify(placed.json)).toBe(201);
    const { code } = placed.json.metadata;
    // Delivered and paid (COD is paid when the order completes).
    for (const status of ['processing', 'shipped', 'delivered', 'completed']) {
      const moved = await api('PATCH', `/admin/orders/${code}/status`, { status }, { authorization: `Bearer ${admin}` });
      expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    }
    const sold = await stockOf(product!.slug);
    expect(sold).toBe(product!.quantity - 2);

    // The customer: the order page's returns section, the form with a photo.
    const buyer = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'vi-VN' });
    const mine = await buyer.newPage();
    await signIn(mine, 'customer@sen.local');
    await mine.goto(`${base}/orders/${code}`, { waitUntil: 'load' });
    await mine.waitForSelector('html[data-hydrated="true"]');
    await mine.getByTestId('start-return').click();
    const form = mine.getByTestId('return-dialog');
    await form.getByTestId('return-qty').first().fill('1');
    await form.getByTestId('return-reason').selectOption('defective');
    await form.getByTestId('return-comment').fill('Máy không lên nguồn');
    await form.getByTestId('return-photos').setInputFiles({ name: 'loi.png', mimeType: 'image/png', buffer: PNG });
    await shot(mine, 'return-form-390');
    await form.getByTestId('return-submit').click();
    await expect.poll(() => mine.getByTestId('return-status').first().textContent()).toBe('Chờ duyệt');
    await mine.goto(`${base}/returns`, { waitUntil: 'load' });
    await expect.poll(() => mine.getByTestId('return-card').count()).toBe(1);
    await shot(mine, 'returns-page-390');

    // Staff: the returns screen, approve, receive (not damaged: back to stock).
    const staffContext = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'vi-VN' });
    const page = await staffContext.newPage();
    await signIn(page, 'staff@sen.local');
    await page.goto(`${base}/admin/orders/returns`, { waitUntil: 'load' });
    await page.getByTestId('return-tab-requested').click();
    await page.waitForURL(/status=requested/);
    await page.getByTestId('return-search').fill(code);
    await page.waitForURL(/search=/);
    await expect.poll(() => page.getByTestId('return-link').count()).toBe(1);
    await shot(page, 'returns-list-1366');
    await page.getByTestId('return-link').click();
    await page.getByTestId('return-approve').click();
    const decision = page.getByTestId('return-decision-dialog');
    await decision.getByLabel('Lời nhắn (gửi kèm email cho khách)').fill('Vui lòng gửi máy về cửa hàng Tràng Tiền');
    await decision.getByRole('button', { name: 'Lưu' }).click();
    await expect.poll(() => page.getByTestId('admin-return-status').first().textContent()).toBe('Đã duyệt');
    // Staff may not refund: no button.
    expect(await page.getByTestId('return-refund').count()).toBe(0);
    await page.getByTestId('return-receive').click();
    await page.getByTestId('return-receive-dialog').getByRole('button', { name: 'Lưu' }).click();
    await expect.poll(() => page.getByTestId('admin-return-status').first().textContent()).toBe('Đã nhận hàng');
    expect(await page.getByTestId('return-refund').count()).toBe(0);
    expect(await stockOf(product!.slug)).toBe(sold + 1);
    const url = page.url();
    await staffContext.close();

    // A manager refunds the whole order by hand, with the bank transfer's reference.
    const managerContext = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'vi-VN' });
    const manager = await managerContext.newPage();
    await signIn(manager, 'manager@sen.local');
    await manager.goto(url, { waitUntil: 'load' });
    await manager.getByTestId('return-refund').click();
    const refund = manager.getByTestId('return-refund-dialog');
    // A manual refund needs its reference: the dialog stays open with the message under the field.
    await refund.getByRole('button', { name: 'Lưu' }).click();
    await expect.poll(() => refund.getByTestId('error-reference').textContent()).toBe('Trường này là bắt buộc');
    await refund.getByLabel('Hoàn toàn bộ đơn hàng (phần chưa hoàn)').check();
    await refund.getByLabel('Mã tham chiếu').fill('UNC-2026-0001');
    await refund.getByRole('button', { name: 'Lưu' }).click();
    await expect.poll(() => manager.getByTestId('admin-return-status').first().textContent()).toBe('Đã hoàn tiền');
    expect(await manager.getByTestId('return-refund-done').textContent()).toContain('UNC-2026-0001');
    await shot(manager, 'return-detail-1366');
    // The order shows its return and is refunded.
    await manager.getByRole('link', { name: code }).first().click();
    await manager.getByTestId('order-returns-panel').waitFor();
    await expect.poll(() => manager.getByTestId('admin-order-status').first().textContent()).toBe('Đã hoàn tiền');
    await managerContext.close();

    const order = await api<{ metadata: { status: string; paymentStatus: string } }>('GET', `/admin/orders/${code}`, undefined, {
      authorization: `Bearer ${admin}`,
    });
    expect(order.json.metadata).toMatchObject({ status: 'refunded', paymentStatus: 'refunded' });
    expect(await stockOf(product!.slug)).toBe(sold + 1);

    // The customer sees the refund on the order page.
    await mine.goto(`${base}/orders/${code}`, { waitUntil: 'load' });
    await mine.getByTestId('return-refunded').waitFor();
    expect(await mine.getByTestId('return-status').first().textContent()).toBe('Đã hoàn tiền');
    await buyer.close();
  }, 120_000);
});
