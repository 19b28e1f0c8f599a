import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from './support/admin';
import { type RunningApp, startApp } from './support/app';
import { shot } from './support/shots';

/*
 * Issue 13 / decision 0340: staff edit a pending order from its page — one more unit, a line added
 * by SKU — preview the new total, save; the page, the timeline and the stock follow.
 */

const PASSWORD = 'Sen@12345';

let app: RunningApp;
beforeAll(async () => {
  app = await startApp('admin-order-edit');
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

async function signIn(page: Page, email: string) {
  await signInAs(page, app.base, email, PASSWORD);
}

type Product = { _id: string; quantity: number; slug: string; price: number };
const productOf = async (id: string) =>
  (
    await api<{
      metadata: { _id: string; sku: string; quantity: number; variants?: { _id: string; sku: string; quantity: number }[] };
    }>('GET', `/products/${id}`)
  ).json.metadata;

describe('admin order edit', () => {
  it('staff raise a quantity and add a line by SKU, preview the new total and save it', async () => {
    const { base, browser } = app;
    const home = await api<{ metadata: { products: { bestSellers: Product[] } } }>('GET', '/home');
    // The two cheapest with stock: the edited total stays within cash on delivery's limit.
    const [first, second] = home.json.metadata.products.bestSellers
      .filter((p) => p.quantity >= 5)
      .sort((x, y) => x.price - y.price);
    expect(second).toBeDefined();
    const a = await productOf(first!._id);
    const b = await productOf(second!._id);
    const aVariant = a.variants?.[0];
    const bSku = b.variants?.[0]?.sku ?? b.sku;
    const placed = await api<{ metadata: { code: string; total: number } }>(
      'POST',
      '/orders',
      {
        information: {
          fullName: 'Đỗ Minh Tâm',
          email: 'tam@example.vn',
          phone: '0903111222',
          address: '5 Tràng Tiền',
          city: '01',
          ward: '00004',
        },
        shipping: { method: 'STANDARD' },
        payment: { method: 'COD' },
        items: [{ productId: a._id, ...(aVariant ? { variantId: aVariant._id } : {}), quantity: 1 }],
      },
      { 'idempotency-key': randomUUID() },
    );
    expect(placed.status, JSON.stringify(placed.json)).toBe(201);
    const { code, total } = placed.json.metadata;

    const staff = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'vi-VN' });
    const page = await staff.newPage();
    await signIn(page, 'staff@sen.local');
    await page.goto(`${base}/admin/orders/${code}`, { waitUntil: 'load' });
    await page.getByTestId('edit-order').click();
    const dialog = page.getByTestId('edit-dialog');
    await dialog
      .getByLabel(/^Số lượng /)
      .first()
      .fill('2');
    await dialog.getByTestId('edit-add-line').click();
    await dialog.getByLabel('Thêm sản phẩm theo SKU').fill('KHONG-CO-SKU');
    await dialog.getByTestId('edit-preview').click();
    // An unknown SKU: the server's message under the field, nothing lost.
    await expect.poll(() => dialog.getByTestId('error-lines.1.sku').textContent()).toBe('Không tìm thấy sản phẩm có SKU này');
    await dialog.getByLabel('Thêm sản phẩm theo SKU').fill(bSku);
    await dialog.getByLabel('Lý do sửa (gửi kèm thông báo cho khách)').fill('Khách gọi thêm hàng');
    await dialog.getByTestId('edit-preview').click();
    await dialog
      .getByTestId('edit-preview-box')
      .waitFor({ timeout: 10_000 })
      .catch(async (e) => {
        await shot(page, 'order-edit-failure');
        throw e;
      });
    expect(await dialog.getByTestId('edit-difference').textContent()).toMatch(/^\+/);
    await shot(page, 'order-edit-1366');
    await dialog.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(async () => Number((await page.getByTestId('order-total').textContent())?.replace(/\D/g, '')))
      .toBeGreaterThan(total);
    expect(await page.getByTestId('order-timeline').textContent()).toContain('Khách gọi thêm hàng');
    await staff.close();

    const after = await productOf(a._id);
    const left = aVariant ? after.variants!.find((v) => v._id === aVariant._id)!.quantity : after.quantity;
    expect(left).toBe((aVariant ? aVariant.quantity : a.quantity) - 2);
  }, 90_000);
});
