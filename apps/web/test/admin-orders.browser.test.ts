import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from './support/admin';
import { type RunningApp, startApp } from './support/app';
import { shot } from './support/shots';

/*
 * Back office II (issue 13): staff find a new order, confirm it, add a tracking number and ship
 * it; the customer sees the status, the notification and the mail. Built app, fresh database,
 * Debian's chromium.
 */

const PASSWORD = 'Sen@12345';

let app: RunningApp;
beforeAll(async () => {
  app = await startApp('admin-orders');
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

describe('admin orders', () => {
  it('staff find a new order, confirm it and ship it with a tracking number; the customer sees it', async () => {
    const { base, browser } = app;
    const customer = await token('customer@sen.local');
    const home = await api<{ metadata: { products: { bestSellers: { _id: string; quantity: number }[] } } }>('GET', '/home');
    const product = home.json.metadata.products.bestSellers.find((p) => p.quantity >= 2);
    expect(product).toBeDefined();
    const phone = `09${String(Date.now()).slice(-8)}`;
    const placed = await api<{ metadata: { code: string } }>(
      'POST',
      '/orders',
      {
        information: {
          fullName: 'Trương Thị Thu Hằng',
          email: 'customer@sen.local',
          phone,
          address: '5 Tràng Tiền',
          city: '01',
          ward: '00004',
          notes: 'Giao giờ hành chính',
        },
        shipping: { method: 'STANDARD' },
        payment: { method: 'COD' },
        items: [{ productId: product!._id, quantity: 1 }],
      },
      { 'idempotency-key': randomUUID(), authorization: `Bearer ${customer}` },
    );
    expect(placed.status, JSON.stringify(placed.json)).toBe(201);
    const { code } = placed.json.metadata;

    const staff = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'vi-VN' });
    const page = await staff.newPage();
    await signIn(page, 'staff@sen.local');
    await page.goto(`${base}/admin/orders`, { waitUntil: 'load' });
    await page.getByTestId('tab-pending').click();
    await page.waitForURL(/status=pending/);
    await page.getByTestId('order-search').fill(phone.replace(/(\d{4})(\d{3})(\d{3})/, '$1 $2 $3'));
    await page.waitForURL(/search=/);
    await expect.poll(() => page.getByTestId('order-link').allTextContents()).toEqual([code]);
    await shot(page, 'orders-list-1366');
    await page.getByTestId('order-link').click();
    await page.waitForURL(new RegExp(`/admin/orders/${code}$`));

    await page.getByTestId('move-processing').click();
    await page.getByTestId('move-dialog').getByLabel('Ghi chú (không bắt buộc)').fill('Đã gọi xác nhận');
    await page.getByTestId('move-dialog').getByRole('button', { name: 'Lưu' }).click();
    await expect.poll(() => page.getByTestId('admin-order-status').first().textContent()).toBe('Đang xử lý');

    await page.getByTestId('move-shipped').click();
    const ship = page.getByTestId('ship-dialog');
    // A tracking number is required: the dialog stays open with the message under the field.
    await ship.getByRole('button', { name: 'Lưu' }).click();
    await expect.poll(() => ship.getByTestId('error-trackingNumber').textContent()).toBe('Trường này là bắt buộc');
    await ship.getByLabel('Mã vận đơn').fill('GHN12345VN');
    await ship.getByLabel('Liên kết theo dõi').fill('https://donhang.ghn.vn/?order_code=GHN12345VN');
    await ship.getByRole('button', { name: 'Lưu' }).click();
    await expect.poll(() => page.getByTestId('admin-order-status').first().textContent()).toBe('Đang giao hàng');
    expect(await page.getByTestId('tracking-number').textContent()).toContain('GHN12345VN');
    const timeline = await page.getByTestId('order-timeline').textContent();
    expect(timeline).toContain('Đã gọi xác nhận');
    expect(timeline).toContain('Phạm Ngọc Anh');
    await shot(page, 'order-detail-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'order-detail-390');
    await page.goto(`${base}/admin/orders?status=shipped`, { waitUntil: 'load' });
    await page.getByTestId('order-link').first().waitFor();
    await shot(page, 'orders-list-390');
    await page.goto(`${base}/admin/orders/print?codes=${code}&doc=invoice&size=a4`, { waitUntil: 'load' });
    await expect.poll(() => page.getByTestId('print-doc').textContent()).toContain('HÓA ĐƠN BÁN HÀNG');
    await page.setViewportSize({ width: 1366, height: 900 });
    await shot(page, 'invoice-a4');
    await staff.close();

    // The customer: the order's status, the notification with the tracking number, the mail.
    const buyer = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'vi-VN' });
    const mine = await buyer.newPage();
    await signIn(mine, 'customer@sen.local');
    await mine.goto(`${base}/orders/${code}`, { waitUntil: 'load' });
    await expect.poll(() => mine.getByTestId('order-status').textContent()).toBe('Đang giao hàng');
    await mine.goto(`${base}/notifications`, { waitUntil: 'load' });
    await mine.getByText(`Đơn hàng ${code} đang được giao`).waitFor();
    expect(await mine.getByText('Mã vận đơn: GHN12345VN').count()).toBeGreaterThan(0);
    await mine.getByText(`Đơn hàng ${code} đã được xác nhận`).waitFor();
    await buyer.close();

    const admin = await token('admin@sen.local');
    const outbox = await api<{ metadata: { items: { subject: string; template: string; text: string }[] } }>(
      'GET',
      '/admin/mail-outbox?to=customer@sen.local&limit=20',
      undefined,
      { authorization: `Bearer ${admin}` },
    );
    const shippedMail = outbox.json.metadata.items.find((m) => m.template === 'order-shipped' && m.subject.includes(code));
    expect(shippedMail?.subject).toBe(`Đơn hàng ${code} đang được giao`);
    expect(shippedMail?.text).toContain('GHN12345VN');
  }, 150_000);
});
