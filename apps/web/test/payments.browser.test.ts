import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewaySimulator, gatewayEnv } from '../../../apps/server/src/modules/payments/simulator';
import { type RunningApp, startApp } from './support/app';
import { shot } from './support/shots';

/**
 * A VNPay order paid end to end against the built app (`npm run build` first): the buyer opens
 * the order, presses "pay now", pays on the simulated VNPay page (which checks the URL's
 * signature), VNPay's IPN reaches the server, and the browser comes back to the order, paid.
 */

let app: RunningApp;
let base = '';
let browser: Browser;
const sim = new GatewaySimulator();

beforeAll(async () => {
  await sim.start();
  app = await startApp('sen-payments-test', gatewayEnv(sim.base));
  ({ base, browser } = app);
  sim.vnpayIpnUrl = `${base}/api/v1/payments/vnpay/ipn`;
});
afterAll(async () => {
  await app?.stop();
  await sim.stop();
});

async function api<T>(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}/api/v1${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as T };
}

describe('paying a VNPay order', () => {
  it('goes to the gateway, and the IPN marks the order paid when the buyer comes back', async () => {
    const home = await api<{ metadata: { products: { bestSellers: { _id: string; quantity: number }[] } } }>('GET', '/home');
    const product = home.json.metadata.products.bestSellers.find((p) => p.quantity >= 2);
    expect(product).toBeDefined();
    const methods = await api<{ metadata: { code: string }[] }>('GET', '/payment-methods');
    expect(methods.json.metadata.map((m) => m.code)).toContain('VNPAY');

    const placed = await api<{ metadata: { code: string; viewToken: string; total: number; payment: { redirectUrl: string } } }>(
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
        payment: { method: 'VNPAY' },
        items: [{ productId: product?._id, quantity: 1 }],
      },
      { 'idempotency-key': randomUUID() },
    );
    expect(placed.status, JSON.stringify(placed.json)).toBe(201);
    const order = placed.json.metadata;
    expect(order.payment.redirectUrl.startsWith(`${sim.base}/paymentv2/vpcpay.html?`)).toBe(true);

    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${base}/order-success?${new URLSearchParams({ code: order.code, token: order.viewToken })}`);
    await page.getByTestId('pay-now').click();
    await page.waitForURL(`${sim.base}/paymentv2/vpcpay.html?**`);
    expect(await page.getByTestId('amount').textContent()).toBe(String(order.total));
    await page.locator('#pay').click();

    await page.waitForURL('**/order-success?**payment=success**', { timeout: 20_000 });
    await page.getByTestId('payment-notice').getByText('Đã nhận thanh toán cho đơn hàng này.').waitFor();
    expect(await page.getByTestId('pay-now').count()).toBe(0);
    await shot(page, 'sen-payments-paid-390');
    const read = await api<{ metadata: { paymentStatus: string; status: string } }>(
      'GET',
      `/orders/${order.code}?token=${encodeURIComponent(order.viewToken)}`,
    );
    expect(read.json.metadata).toMatchObject({ paymentStatus: 'paid', status: 'paymentReceived' });
    expect(sim.rejected).toEqual([]);
    await page.close();
  });
});
