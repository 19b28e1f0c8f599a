import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaypalSimulator, paypalEnv } from '../../../apps/server/src/modules/payments/paypal/simulator';
import { signInAs } from './support/admin';
import { type RunningApp, startApp } from './support/app';
import { shot } from './support/shots';

/**
 * PayPal and the payments review against the built app (`npm run build` first): a buyer pays a
 * PayPal order with the PayPal button (the simulator's stand-in of PayPal's JS SDK, loaded from
 * PAYPAL_SDK_URL), the shop captures it server side and the order shows paid; an unmatched bank
 * transfer appears in the admin's "payments to review" and staff resolve it with a note.
 */

const BANK_KEY = 'bank-key-for-the-browser-test';
let app: RunningApp;
let base = '';
let browser: Browser;
const sim = new PaypalSimulator();

beforeAll(async () => {
  await sim.start();
  app = await startApp('sen-paypal-test', { ...paypalEnv(sim.base), BANK_WEBHOOK_KEY: BANK_KEY });
  ({ base, browser } = app);
}, 90_000);
afterAll(async () => {
  await app?.stop();
  await sim.stop();
});

async function api<T>(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}/api/v1${url}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as T };
}

async function adminToken(): Promise<string> {
  const res = await api<{ metadata: { access_token: string } }>('POST', '/auth/login', {
    email: 'admin@sen.local',
    password: 'Sen@12345',
  });
  expect(res.status).toBe(200);
  return res.json.metadata.access_token;
}

describe('PayPal and payments to review', () => {
  it('pays a PayPal order with the PayPal button; the server-side capture marks it paid', async () => {
    // PayPal is switched off in the demo data: the shop owner switches it on.
    const on = await api<{ metadata: { isActive: boolean } }>('PATCH', '/payment-methods/PAYPAL/toggle-active', undefined, {
      authorization: `Bearer ${await adminToken()}`,
    });
    expect(on.status, JSON.stringify(on.json)).toBe(200);
    expect(on.json.metadata.isActive).toBe(true);

    const home = await api<{ metadata: { products: { bestSellers: { _id: string; quantity: number }[] } } }>('GET', '/home');
    const product = home.json.metadata.products.bestSellers.find((p) => p.quantity >= 2);
    const placed = await api<{ metadata: { code: string; viewToken: string; total: number; payment: { providerRef: string } } }>(
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
        payment: { method: 'PAYPAL' },
        items: [{ productId: product?._id, quantity: 1 }],
      },
      { 'idempotency-key': randomUUID() },
    );
    expect(placed.status, JSON.stringify(placed.json)).toBe(201);
    const order = placed.json.metadata;

    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto(`${base}/order-success?${new URLSearchParams({ code: order.code, token: order.viewToken })}`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByTestId('paypal-sim-button').click();
    await page.getByTestId('payment-notice').getByText('Đã nhận thanh toán cho đơn hàng này.').waitFor({ timeout: 20_000 });
    expect(scripts.some((s) => s.startsWith(`${sim.base}/sdk/js?`))).toBe(true);
    await shot(page, 'sen-paypal-paid-390');
    const read = await api<{ metadata: { paymentStatus: string; status: string } }>(
      'GET',
      `/orders/${order.code}?token=${encodeURIComponent(order.viewToken)}`,
    );
    expect(read.json.metadata).toMatchObject({ paymentStatus: 'paid', status: 'paymentReceived' });
    // The same PayPal order the shop created at placing was approved and captured.
    expect(sim.orders.get(order.payment.providerRef)?.status).toBe('COMPLETED');
    expect(sim.rejected).toEqual([]);
    await page.close();
  });

  it('an unmatched bank transfer shows up for staff, who resolve it with a note', async () => {
    const content = `CK ${randomUUID().slice(0, 8)} tien hang`;
    const hook = await api<{ success: boolean }>(
      'POST',
      '/payments/bank-transfer/webhook',
      {
        id: 880_001,
        gateway: 'Vietcombank',
        transactionDate: '2026-07-21 14:02:37',
        accountNumber: '1023456789',
        code: null,
        content,
        transferType: 'in',
        transferAmount: 345_000,
        accumulated: 0,
        subAccount: null,
        referenceCode: 'FT880001',
        description: content,
      },
      { authorization: `Apikey ${BANK_KEY}` },
    );
    expect(hook.status).toBe(200);

    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInAs(page, base, 'staff@sen.local');
    await page.goto(`${base}/admin/orders/payments`);
    await page.waitForSelector('html[data-hydrated="true"]');
    const row = page.locator('tr', { hasText: content });
    await row.waitFor();
    expect(await row.textContent()).toContain('345.000');
    // Staff resolve; they may not refund (and a bank transfer has no gateway refund anyway).
    expect(await row.getByTestId('flagged-refund').count()).toBe(0);
    await row.getByTestId('flagged-resolve').click();
    const dialog = page.getByTestId('flagged-dialog');
    await dialog.getByRole('button', { name: 'Đánh dấu đã xử lý' }).click();
    // An empty note is refused in the form, and nothing is sent.
    await dialog.getByText('Trường này là bắt buộc').or(dialog.locator('[aria-invalid="true"]')).first().waitFor();
    await dialog.getByLabel('Ghi chú cách xử lý').fill('Khách chuyển nhầm, đã chuyển trả');
    await dialog.getByRole('button', { name: 'Đánh dấu đã xử lý' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.locator('tr', { hasText: content }).waitFor({ state: 'detached' });
    await shot(page, 'sen-flagged-resolved-1280');

    await page.getByTestId('flagged-tab-resolved').click();
    const resolved = page.locator('tr', { hasText: content });
    await resolved.waitFor();
    expect(await resolved.textContent()).toContain('Khách chuyển nhầm, đã chuyển trả');
    expect(await resolved.textContent()).toContain('staff@sen.local');
    await page.close();
  });

  it("the payment settings show each gateway's keys and why one is not offered, never a secret", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInAs(page, base, 'admin@sen.local');
    await page.goto(`${base}/admin/settings/payment-methods`);
    await page.waitForSelector('html[data-hydrated="true"]');
    const keys = page.getByTestId('gateway-keys');
    await keys.waitFor();
    // No SETTINGS_ENCRYPTION_KEY on this server: the screen says keys cannot be saved.
    await keys.getByText('SETTINGS_ENCRYPTION_KEY').first().waitFor();
    const paypal = page.getByTestId('gateway-PAYPAL');
    expect(await paypal.textContent()).toContain('Cấu hình bằng biến môi trường');
    const vnpay = page.getByTestId('gateway-VNPAY');
    expect(await vnpay.textContent()).toContain('VNPAY_TMN_CODE, VNPAY_HASH_SECRET');
    expect(await page.content()).not.toContain('EBsenSandboxSecret');
    await shot(page, 'sen-gateway-keys-1280');
    await page.close();
  });
});
