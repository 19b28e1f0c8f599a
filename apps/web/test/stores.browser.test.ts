import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from './support/admin';
import { type RunningApp, startApp } from './support/app';
import { choosePlace } from './support/place';

/*
 * Stores and click-and-collect (issue 18): the store locator with its filters and map, a shopper
 * who chooses a pickup store at checkout, and staff who mark the order ready and hand it over
 * with the pickup code (a wrong code refused). The map's tiles point at a closed local port, so
 * nothing leaves the machine. Built app, fresh demo database, Debian's chromium.
 */

const PASSWORD = 'Sen@12345';
const STORE = 'store-ha-noi-hoan-kiem';

let app: RunningApp;
beforeAll(async () => {
  app = await startApp('stores', { MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png' });
}, 90_000);
afterAll(async () => app?.stop());

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]');

async function signIn(page: Page, email: string) {
  await signInAs(page, app.base, email, PASSWORD);
}

describe('stores and click-and-collect', () => {
  it('lists the stores by province with open-now badges and a map', async () => {
    const page = await app.browser.newPage({ locale: 'vi-VN' });
    await page.goto(`${app.base}/stores`, { waitUntil: 'load' });
    await hydrated(page);
    await page.getByRole('heading', { level: 1, name: 'Hệ thống cửa hàng' }).waitFor();
    expect(await page.getByTestId('store-card').count()).toBe(4);
    expect(await page.getByTestId('open-state').count()).toBe(4);
    await page.getByTestId('leaflet-map').waitFor();
    await page.getByTestId('stores-province').selectOption('48');
    await expect.poll(() => page.getByTestId('store-card').count()).toBe(1);
    expect(await page.getByTestId('store-card').textContent()).toContain('Sen Đà Nẵng');
    expect(new URL(page.url()).searchParams.get('province')).toBe('48');

    await page.goto(`${app.base}/stores/${STORE}`, { waitUntil: 'load' });
    await page.getByRole('heading', { level: 1, name: 'Sen Hoàn Kiếm' }).waitFor();
    expect(await page.getByTestId('store-hours').locator('tr').count()).toBe(7);
    expect(await page.getByTestId('store-directions').getAttribute('href')).toContain('21.0245');
    expect(await page.getByTestId('store-products').locator('li').count()).toBeGreaterThan(0);
    await page.close();
  });

  it('a shopper collects at a chosen store; staff mark it ready and hand it over with the code only', async () => {
    const { base, browser } = app;
    const store = (await (await fetch(`${base}/api/v1/stores/${STORE}`)).json()) as {
      metadata: { products: { slug: string; name: string }[] };
    };
    const product = store.metadata.products[0]!;

    const shopper = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'vi-VN' });
    const page = await shopper.newPage();
    await page.goto(`${base}/products/${product.slug}`, { waitUntil: 'load' });
    await hydrated(page);
    await page.getByTestId('add-to-cart').first().click();
    await page.getByText('Thêm sản phẩm thành công').first().waitFor();
    await page.goto(`${base}/check-out`, { waitUntil: 'load' });
    await hydrated(page);
    const form = page.getByTestId('checkout-information');
    await form.getByLabel('Họ và tên').fill('Lê Thị Nhận');
    await form.getByLabel('Email').fill('nhan.le@example.com');
    await form.getByLabel('Số điện thoại').fill('0987 654 321');
    await form.getByLabel('Địa chỉ (số nhà, tên đường)').fill('3 Hàng Bài');
    await choosePlace(form, 'Tỉnh/Thành phố', 'ha noi');
    const ward = form.getByRole('combobox', { name: 'Phường/Xã' });
    await expect.poll(() => ward.isDisabled()).toBe(false);
    await choosePlace(form, 'Phường/Xã', 'hoan kiem');
    await page.getByTestId('to-shipping').click();

    await page.getByTestId('shipping-PICKUP').click();
    const stores = page.getByTestId('pickup-stores');
    await stores.waitFor();
    // Without a store the step does not go on.
    await page.getByTestId('to-payment').click();
    await page.getByTestId('pickup-error').waitFor();
    // A store lacking the product is listed with the wait for it to come from the delivery stock (decision 0294).
    const waiting = stores.locator('[data-available="false"]:not([data-wait=""])');
    await expect.poll(() => waiting.count()).toBeGreaterThan(0);
    const wait = await waiting.first().getAttribute('data-wait');
    expect(await waiting.first().textContent()).toContain(`Có hàng sau ${wait} ngày`);
    expect(await waiting.first().locator('input').isDisabled()).toBe(false);
    await stores.locator(`[data-store="${STORE}"]`).click();
    expect(await stores.locator(`[data-store="${STORE}"]`).getAttribute('data-available')).toBe('true');
    await page.getByTestId('to-payment').click();
    await page.getByTestId('checkout-payment').waitFor();
    await page.getByTestId('payment-COD').click();
    await page.getByTestId('place-order').click();
    await page.waitForURL('**/order-success?**', { timeout: 20_000 });
    const code = (await page.getByTestId('order-code').textContent())?.trim() ?? '';
    expect(code).toMatch(/\S{6,}/);
    const orderUrl = page.url().replace(/\/order-success\?code=[^&]+&token=/, `/orders/${code}?token=`);

    // Staff: the order names the store; ready gives it a code; a wrong code is refused.
    const staff = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'vi-VN' });
    const desk = await staff.newPage();
    await signIn(desk, 'staff@sen.local');
    await desk.goto(`${base}/admin/orders/${code}`, { waitUntil: 'load' });
    const panel = desk.getByTestId('pickup-panel');
    await panel.waitFor();
    expect(await panel.textContent()).toContain('Sen Hoàn Kiếm');
    await desk.getByTestId('pickup-ready').click();
    await desk.getByTestId('pickup-code-input').waitFor();
    const pickupCode = (await panel.locator('.font-mono').textContent())?.trim() ?? '';
    expect(pickupCode).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);

    // The customer's order page shows the code as text and QR.
    await page.goto(orderUrl, { waitUntil: 'load' });
    await page.getByTestId('order-pickup').waitFor();
    expect(await page.getByTestId('pickup-code').textContent()).toBe(pickupCode);
    await page.getByTestId('pickup-qr').waitFor();

    await desk.getByTestId('pickup-code-input').fill(pickupCode.startsWith('A') ? 'BBBB-3333' : 'AAAA-2222');
    await desk.getByTestId('pickup-collect').click();
    await desk.getByTestId('pickup-code-error').waitFor();
    expect(await desk.getByTestId('pickup-code-error').textContent()).toContain('Mã nhận hàng không đúng');
    await desk.getByTestId('pickup-code-input').fill(pickupCode.toLowerCase());
    await desk.getByTestId('pickup-collect').click();
    await panel.getByText('Khách đã nhận hàng').waitFor();

    const order = (await (
      await fetch(`${base}/api/v1/orders/${code}?token=${new URL(orderUrl).searchParams.get('token')}`)
    ).json()) as {
      metadata: { status: string; pickup: { pickedUpAt: string | null } };
    };
    expect(order.metadata.status).toBe('pickedUp');
    expect(order.metadata.pickup.pickedUpAt).toBeTruthy();
    await shopper.close();
    await staff.close();
  });
  it('a manager moves stock from the delivery stock to a store; the transfer is recorded', async () => {
    const { base, browser } = app;
    const login = await fetch(`${base}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'manager@sen.local', password: PASSWORD }),
    });
    const token = ((await login.json()) as { metadata: { access_token: string } }).metadata.access_token;
    const auth = { authorization: `Bearer ${token}` };
    const home = (await (await fetch(`${base}/api/v1/home`)).json()) as {
      metadata: { products: { bestSellers: { _id: string; name: string; quantity: number }[] } };
    };
    const product = home.metadata.products.bestSellers.find((p) => p.quantity >= 5)!;
    const before = (await (
      await fetch(`${base}/api/v1/admin/stores/store-da-nang-hai-chau/stock`, { headers: auth })
    ).json()) as {
      metadata: { productId: string; quantity: number }[];
    };
    const had = before.metadata.filter((l) => l.productId === product._id).reduce((n, l) => n + l.quantity, 0);

    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'vi-VN' });
    const page = await context.newPage();
    await signIn(page, 'manager@sen.local');
    await page.goto(`${base}/admin/stores`, { waitUntil: 'load' });
    await page.getByRole('heading', { name: 'Hệ thống cửa hàng' }).first().waitFor();
    await page.getByText('Sen Đà Nẵng').first().waitFor();
    // The sidebar offers the store locator and the pickup desk.
    const sidebar = page.getByRole('navigation').first();
    await expect.poll(() => sidebar.getByRole('link', { name: 'Hệ thống cửa hàng' }).count()).toBeGreaterThan(0);
    expect(await sidebar.getByRole('link', { name: 'Đặt online, nhận tại cửa hàng' }).count()).toBeGreaterThan(0);
    await page.getByTestId('stock-store-da-nang-hai-chau').click();
    await page.getByTestId('store-stock').waitFor();
    await page.getByTestId('open-transfer').click();
    const dialog = page.getByTestId('transfer-dialog');
    await dialog.waitFor();
    await dialog.getByTestId('picker-search-productId').fill(product.name.slice(0, 12));
    await dialog.getByRole('button', { name: product.name }).first().click();
    const variant = dialog.getByLabel('Phiên bản');
    await page.waitForTimeout(800);
    if (await variant.count()) await variant.selectOption({ index: 1 });
    await dialog.getByLabel('Số lượng').fill('2');
    await dialog.getByLabel('Ghi chú').fill('Bổ sung hàng trưng bày');
    await dialog.getByRole('button', { name: 'Lưu' }).click();
    await page.getByText('Đã chuyển 2 sản phẩm').first().waitFor();
    await page.getByTestId('store-stock').getByText(product.name).first().waitFor();

    const after = (await (await fetch(`${base}/api/v1/admin/stores/store-da-nang-hai-chau/stock`, { headers: auth })).json()) as {
      metadata: { productId: string; quantity: number }[];
    };
    expect(after.metadata.filter((l) => l.productId === product._id).reduce((n, l) => n + l.quantity, 0)).toBe(had + 2);
    const log = (await (
      await fetch(`${base}/api/v1/admin/store-transfers?store=store-da-nang-hai-chau`, { headers: auth })
    ).json()) as {
      metadata: { productId: string; quantity: number; note: string; from: unknown; actorEmail: string }[];
    };
    expect(log.metadata[0]).toMatchObject({
      productId: product._id,
      quantity: 2,
      note: 'Bổ sung hàng trưng bày',
      from: null,
      actorEmail: 'manager@sen.local',
    });
    await context.close();
  });
  it('an order at a store lacking stock states the wait to the shopper and to the store desk', async () => {
    const { base, browser } = app;
    const store = (await (await fetch(`${base}/api/v1/stores/${STORE}`)).json()) as {
      metadata: { products: { id: string }[] };
    };
    // A product of one store that another store lacks: that store is offered with a wait.
    let choice: { productId: string; storeId: string; wait: number } | null = null;
    for (const p of store.metadata.products) {
      const res = await fetch(`${base}/api/v1/stores/pickup-options`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ items: [{ productId: p.id, quantity: 1 }] }),
      });
      const options = ((await res.json()) as { metadata: { store: { id: string }; waitDays: number | null }[] }).metadata;
      const waiting = options.find((o) => (o.waitDays ?? 0) > 0);
      if (waiting) {
        choice = { productId: p.id, storeId: waiting.store.id, wait: waiting.waitDays! };
        break;
      }
    }
    expect(choice).not.toBeNull();
    const placed = await fetch(`${base}/api/v1/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': `wait-${Date.now()}` },
      body: JSON.stringify({
        information: {
          fullName: 'Trần Văn Chờ',
          email: 'cho.tran@example.com',
          phone: '0912345678',
          address: '3 Hàng Bài',
          city: '01',
          ward: '00004',
          notes: '',
        },
        shipping: { method: 'PICKUP', storeId: choice!.storeId, pickupWaitDays: choice!.wait },
        payment: { method: 'COD' },
        items: [{ productId: choice!.productId, quantity: 1 }],
      }),
    });
    expect(placed.status).toBe(201);
    const order = ((await placed.json()) as { metadata: { code: string; viewToken: string } }).metadata;

    const shopper = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'vi-VN' });
    const page = await shopper.newPage();
    await page.goto(`${base}/orders/${order.code}?token=${order.viewToken}`, { waitUntil: 'load' });
    const wait = page.getByTestId('pickup-wait');
    await wait.waitFor();
    expect(await wait.textContent()).toContain(`dự kiến có sau ${choice!.wait} ngày`);

    const staff = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'vi-VN' });
    const desk = await staff.newPage();
    await signIn(desk, 'staff@sen.local');
    await desk.goto(`${base}/admin/orders/${order.code}`, { waitUntil: 'load' });
    await desk.getByTestId('pickup-waiting').waitFor();
    expect(await desk.getByTestId('pickup-waiting').textContent()).toContain('Chờ hàng từ kho của shop');
    await shopper.close();
    await staff.close();
  });
});
