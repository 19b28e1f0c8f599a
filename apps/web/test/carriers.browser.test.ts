import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { formatVnd } from '@sen/core/money';
import SQLite from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CarrierSimulator, carrierEnv } from '../../../apps/server/src/modules/shipping/carriers/simulator';
import { signInAs } from './support/admin';
import { type RunningApp, startApp } from './support/app';
import { choosePlace } from './support/place';
import { shot } from './support/shots';

/*
 * Carriers (issue 14) against the built app and a local GHN/GHTK simulator: the checkout's
 * shipping step shows GHN's fee and the declared (insured) value for the chosen ward, the order is
 * charged that fee, and staff book the parcel from the order page, see its tracking number and
 * declared value, and print its label through the shop.
 */

const PASSWORD = 'Sen@12345';
let app: RunningApp;
const sim = new CarrierSimulator();

beforeAll(async () => {
  await sim.start();
  app = await startApp('sen-carriers-test', carrierEnv(sim.base));
  // Teach the simulated GHN the pre-2025 places of the demo shop's wards (the real GHN knows them all).
  const db = new SQLite(path.join(app.dataDir, 'sen.sqlite'), { readonly: true });
  const rows = db
    .prepare(
      `select old_province_name p, old_district_name d, old_ward_name w from ward_mappings m
       where m.id = (select id from ward_mappings x where x.new_ward_code = m.new_ward_code order by id limit 1)
       and m.new_ward_code in (select ward_code from stores where is_shipping_origin = 1 union select '00004')`,
    )
    .all() as { p: string; d: string; w: string }[];
  db.close();
  expect(rows.length).toBeGreaterThan(0);
  for (const r of rows) sim.learnGhn(r.p, r.d, r.w);
}, 90_000);
afterAll(async () => {
  await app?.stop();
  await sim.stop();
});

async function api<T>(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${app.base}/api/v1${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as T };
}

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]', { timeout: 20_000 });

describe('carriers', () => {
  it('checkout shows the GHN fee for the ward; staff create the shipment and see the tracking number', async () => {
    const { base, browser } = app;
    const home = await api<{ metadata: { products: { bestSellers: { slug: string; quantity: number }[] } } }>('GET', '/home');
    const pick = home.json.metadata.products.bestSellers.find((p) => p.quantity >= 2);
    if (!pick) throw new Error('no bestseller with stock in the demo data');

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'vi-VN' });
    const page = await context.newPage();
    await page.goto(`${base}/products/${pick.slug}`, { waitUntil: 'load' });
    await hydrated(page);
    await page.getByTestId('add-to-cart').first().click();
    await page.getByText('Thêm sản phẩm thành công').first().waitFor();
    await page.goto(`${base}/checkout`, { waitUntil: 'load' });
    await hydrated(page);

    const form = page.getByTestId('checkout-information');
    await form.getByLabel('Họ và tên').fill('Nguyễn Văn An');
    await form.getByLabel('Email').fill(`an.${randomUUID().slice(0, 6)}@example.com`);
    await form.getByLabel('Số điện thoại').fill('0912 345 678');
    await form.getByLabel('Địa chỉ (số nhà, tên đường)').fill('12 Điện Biên Phủ');
    const ward = form.getByRole('combobox', { name: 'Phường/Xã' });
    await choosePlace(form, 'Tỉnh/Thành phố', 'ha noi');
    await expect.poll(() => ward.isDisabled()).toBe(false);
    await choosePlace(form, 'Phường/Xã', 'ba dinh');
    expect(await ward.inputValue()).toBe('Phường Ba Đình');
    await page.getByTestId('to-shipping').click();

    const ghn = page.getByTestId('shipping-GHN');
    await ghn.waitFor({ timeout: 15_000 });
    expect(sim.lastGhnFee).toBeGreaterThan(0);
    const fee = sim.lastGhnFee;
    expect((await ghn.textContent())?.replace(/\s/g, ' ')).toContain(formatVnd(fee).replace(/\s/g, ' '));
    // The goods' value is declared to GHN (insurance) and shown with its quote (decision 0322).
    const declared = sim.declared.find((d) => d.carrier === 'GHN')?.value ?? 0;
    expect(declared).toBeGreaterThan(0);
    expect((await page.getByTestId('shipping-declared-GHN').textContent())?.replace(/\s/g, ' ')).toContain(
      formatVnd(declared).replace(/\s/g, ' '),
    );
    await ghn.click();
    await page.getByTestId('shipping-fee-note').waitFor();
    await shot(page, 'sen-carriers-checkout-1280');
    await page.getByTestId('to-payment').click();
    await page.getByTestId('checkout-payment').waitFor();
    await page.getByTestId('payment-COD').click();
    await page.getByTestId('place-order').click();
    await page.getByTestId('order-code').waitFor({ timeout: 20_000 });
    const code = (await page.getByTestId('order-code').textContent())?.trim() ?? '';
    expect(code).not.toBe('');

    // Staff: confirm the order, then book the parcel from its page.
    const login = await api<{ metadata: { access_token: string } }>('POST', '/auth/login', {
      email: 'admin@sen.local',
      password: PASSWORD,
    });
    const auth = { authorization: `Bearer ${login.json.metadata.access_token}` };
    const detail = await api<{ metadata: { shippingCost: number; shippingMethod: { code: string } } }>(
      'GET',
      `/admin/orders/${code}`,
      undefined,
      auth,
    );
    expect(detail.json.metadata).toMatchObject({ shippingCost: fee, shippingMethod: { code: 'GHN' } });
    const moved = await api('PATCH', `/admin/orders/${code}/status`, { status: 'processing', note: '' }, auth);
    expect(moved.status).toBe(200);

    await signInAs(page, base, 'admin@sen.local', PASSWORD);
    await page.goto(`${base}/admin/orders/${code}`, { waitUntil: 'load' });
    await page.getByTestId('create-shipment-GHN').click();
    const tracking = page.getByTestId('shipment-tracking');
    await tracking.waitFor({ timeout: 15_000 });
    const number = (await tracking.textContent())?.trim() ?? '';
    expect(sim.parcels.get(number)?.clientCode).toBe(code);
    await expect.poll(() => page.getByTestId('tracking-number').textContent()).toContain(number);
    expect((await page.getByTestId('shipment-declared').textContent())?.replace(/\s/g, ' ')).toContain(
      formatVnd(declared).replace(/\s/g, ' '),
    );
    // The label goes through the shop's route, which asks GHN for a fresh print token and sends the tab there.
    const label = page.getByTestId('shipment-label');
    expect(await label.getAttribute('href')).toBe(`/api/v1/admin/orders/${code}/carrier-shipments/label`);
    const [printed] = await Promise.all([context.waitForEvent('page'), label.click()]);
    await printed.getByTestId('ghn-label').waitFor({ timeout: 15_000 });
    expect(printed.url()).toBe(`${sim.base}/a5/public-api/printA5?token=print-${number}`);
    expect(await printed.getByTestId('ghn-label').textContent()).toContain(number);
    await printed.close();
    await shot(page, 'sen-carriers-admin-1280');
    expect(sim.rejected).toEqual([]);
    await context.close();
  });
});
