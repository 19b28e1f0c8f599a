import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from './support/admin';
import { type RunningApp, startApp } from './support/app';
import { shot } from './support/shots';

/*
 * Back office IV, dashboard and reports (issue 16): the dashboard shows an order paid while it is
 * open (it refreshes itself within a minute); a manager downloads the sales CSV for a date range
 * and it holds the table's figures. Built server, fresh database, Debian's chromium.
 */

const PASSWORD = 'Sen@12345';
let app: RunningApp;
beforeAll(async () => {
  app = await startApp('reports');
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

const digits = (s: string | null) => Number((s ?? '').replace(/\D/g, '')) || 0;
/** Today in Vietnam (the shop's days). */
const today = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);

async function placeAndPay(admin: string): Promise<{ code: string; total: number }> {
  const home = await api<{ metadata: { products: { bestSellers: { _id: string; quantity: number; price: number }[] } } }>(
    'GET',
    '/home',
  );
  const product = home.json.metadata.products.bestSellers.find((p) => p.quantity >= 2 && p.price < 10_000_000);
  expect(product).toBeDefined();
  const placed = await api<{ metadata: { code: string; total: number } }>(
    'POST',
    '/orders',
    {
      information: {
        fullName: 'Đỗ Thị Lan',
        email: 'lan.do@example.vn',
        phone: '0912345670',
        address: '5 Tràng Tiền',
        city: '01',
        ward: '00004',
      },
      shipping: { method: 'STANDARD' },
      payment: { method: 'BANK_TRANSFER' },
      items: [{ productId: product!._id, quantity: 1 }],
    },
    { 'idempotency-key': randomUUID() },
  );
  expect(placed.status, JSON.stringify(placed.json)).toBe(201);
  const { code, total } = placed.json.metadata;
  const paid = await api(
    'POST',
    `/admin/orders/${code}/mark-paid`,
    { amount: total, reference: 'VCB 123456' },
    { authorization: `Bearer ${admin}` },
  );
  expect(paid.status, JSON.stringify(paid.json)).toBe(200);
  return { code, total };
}

describe('dashboard and reports', () => {
  it('the open dashboard shows an order paid a moment ago', async () => {
    const context = await app.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'vi-VN' });
    // The page's timers run on Playwright's clock (real time, until the test moves it on): the
    // dashboard's 30-second refresh is then a jump, not half a minute of waiting.
    await context.clock.install();
    const page = await context.newPage();
    await signIn(page, 'admin@sen.local');
    await page.goto(`${app.base}/admin?period=today`, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByTestId('dashboard-range').waitFor();
    const revenue = page.getByTestId('kpi-revenue-value');
    const before = digits(await revenue.textContent());
    await expect.poll(() => page.getByTestId('report-chart').locator('svg').count(), { timeout: 15_000 }).toBeGreaterThan(0);

    const { code, total } = await placeAndPay(await token('admin@sen.local'));
    // No reload: the dashboard asks again by itself, once its 30 seconds have passed.
    expect(digits(await revenue.textContent())).toBe(before);
    await page.clock.fastForward('00:31');
    await expect.poll(async () => digits(await revenue.textContent()), { timeout: 60_000, interval: 1_000 }).toBe(before + total);
    await expect.poll(() => page.getByTestId('latest-orders').getByRole('link', { name: code }).count()).toBe(1);
    // The orders-by-status links keep the dashboard's range.
    const statusHref = await page.getByTestId('orders-by-status').getByRole('link').first().getAttribute('href');
    const statusUrl = new URL(statusHref!, app.base);
    expect(statusUrl.searchParams.get('status')).toBeTruthy();
    expect([statusUrl.searchParams.get('from'), statusUrl.searchParams.get('to')]).toEqual([today(), today()]);
    await shot(page, 'dashboard-1366');
    await page.getByTestId('latest-orders').getByRole('link', { name: code }).click();
    await page.waitForURL(new RegExp(`/admin/orders/${code}$`));
    await context.close();
  }, 120_000);

  it('a manager downloads the sales CSV of a date range, holding the table’s rows', async () => {
    const context = await app.browser.newContext({
      viewport: { width: 1366, height: 900 },
      locale: 'vi-VN',
      acceptDownloads: true,
    });
    const page = await context.newPage();
    await signIn(page, 'manager@sen.local');
    await page.goto(`${app.base}/admin/reports/sales`, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]');
    const day = today();
    const from = new Date(Date.parse(`${day}T00:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10);
    await page.getByTestId('range-from').fill(from);
    await page.getByTestId('range-to').fill(day);
    await page.waitForURL((url) => url.searchParams.get('from') === from && url.searchParams.get('to') === day);
    await expect.poll(() => page.getByTestId('report-range').textContent()).toContain(`${from}`);
    await expect.poll(() => page.getByRole('row').count()).toBe(8); // header + 7 days
    const net = digits(await page.getByTestId('total-net').textContent());
    expect(net).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('report-chart').locator('svg').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await shot(page, 'sales-report-1366');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-csv').click()]);
    expect(download.suggestedFilename()).toBe(`sales-day-${from}-${day}.csv`);
    const bytes = readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trim().split(/\r?\n/);
    expect(lines[0]).toBe('key,label,orders,quantity,gross,discounts,shipping,tax,refunds,net');
    expect(lines).toHaveLength(8);
    const csvNet = lines.slice(1).reduce((s, l) => s + Number(l.split(',').at(-1)), 0);
    expect(csvNet).toBe(net);
    const todayRow = lines.find((l) => l.startsWith(`${day},`))!.split(',');
    const tableRow = page.getByRole('row').filter({ hasText: day });
    expect(digits(await tableRow.locator('td').last().textContent())).toBe(Number(todayRow.at(-1)));

    // Staff may not open the reports: the screen answers in the shell, the CSV is refused.
    const staff = await token('staff@sen.local');
    const refused = await fetch(`${app.base}/api/v1/admin/reports/sales.csv?from=${from}&to=${day}`, {
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(refused.status).toBe(403);
    await context.close();
  }, 120_000);
});
