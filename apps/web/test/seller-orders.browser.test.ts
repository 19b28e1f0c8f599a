import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from './support/admin';
import { type RunningApp, startApp } from './support/app';

/*
 * Split shipments (issue 18 part B): a shopper buys a seller's product together with a shop
 * product; the seller ships and delivers their parcel in /seller/orders, staff ship and deliver
 * the shop's parcel on the admin order, the order is delivered and the seller's balance shows
 * the sale; on a second order the seller cancels their shipment; a third, click-and-collect, the
 * seller hands to the store and it is delivered at pick-up (decision 0301). The seller and its product are written straight into the demo database (the
 * application screens are part A's). Built app, fresh demo database, Debian's chromium.
 */

const PASSWORD = 'Sen@12345';
const SELLER_EMAIL = 'customer@sen.local';

let app: RunningApp;
beforeAll(async () => {
  app = await startApp('sellerops');
}, 90_000);
afterAll(async () => app?.stop());

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]');

async function signIn(page: Page, email: string) {
  await signInAs(page, app.base, email, PASSWORD);
}

async function token(email: string): Promise<string> {
  const res = await fetch(`${app.base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  return ((await res.json()) as { metadata: { access_token: string } }).metadata.access_token;
}

describe('seller orders and split shipments', () => {
  it('each side fulfils its own shipment; the order is delivered and the seller is credited; a seller cancels their shipment', async () => {
    const { base, browser } = app;
    // The demo customer becomes an approved seller with one of the demo products.
    const db = new Database(path.join(app.dataDir, 'sen.sqlite'));
    db.pragma('busy_timeout = 5000');
    const user = db.prepare('select id from users where email = ?').get(SELLER_EMAIL) as { id: string };
    const products = db
      .prepare(
        `select p.id, p.name, (select v.id from product_variants v where v.product_id = p.id order by v.is_default desc limit 1) as variant
         from products p where p.status = 'published' and p.quantity >= 5
           and (select count(*) from product_variants v where v.product_id = p.id) <= 1
         order by p.created_at limit 2`,
      )
      .all() as { id: string; name: string; variant: string | null }[];
    expect(products).toHaveLength(2);
    const [shopProduct, sellerProduct] = products as [(typeof products)[0], (typeof products)[0]];
    const sellerId = randomUUID();
    const now = new Date().toISOString();
    db.prepare(
      `insert into sellers (id, user_id, shop_name, slug, tax_code, address, province_code, province_name, ward_code, ward_name,
        bank_name, bank_account_number, bank_account_name, status, commission_bp, approved_at, created_at, updated_at)
       values (?, ?, 'Gốm Bát Tràng', 'gom-bat-trang', '0101243150', '1 Bát Tràng', '01', 'Hà Nội', '00004', 'Ba Đình',
        'Vietcombank', '0011001234567', 'DANG THI LAN', 'approved', 1000, ?, ?, ?)`,
    ).run(sellerId, user.id, now, now, now);
    db.prepare(`update users set role = 'seller' where id = ?`).run(user.id);
    db.prepare(`update products set seller_id = ?, seller_review = 'approved' where id = ?`).run(sellerId, sellerProduct.id);
    const place = db.prepare('select code, province_code as province from wards order by code limit 1').get() as {
      code: string;
      province: string;
    };
    db.close();

    // The shopper (a guest) orders both.
    const item = (p: typeof shopProduct) => ({ productId: p.id, quantity: 1, ...(p.variant ? { variantId: p.variant } : {}) });
    const placeBoth = () =>
      fetch(`${base}/api/v1/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: JSON.stringify({
          information: {
            fullName: 'Lê Thị Mua',
            email: 'mua.le@example.com',
            phone: '0987 654 321',
            address: '3 Hàng Bài',
            city: place.province,
            ward: place.code,
            notes: '',
          },
          shipping: { method: 'standard' },
          payment: { method: 'cod' },
          items: [item(shopProduct), item(sellerProduct)],
        }),
      });
    const placed = await placeBoth();
    const order = (await placed.json()) as { metadata: { code: string } };
    expect(placed.status, JSON.stringify(order)).toBe(201);
    const code = order.metadata.code;
    const staffAuth = { authorization: `Bearer ${await token('staff@sen.local')}`, 'content-type': 'application/json' };
    const confirm = await fetch(`${base}/api/v1/admin/orders/${code}/status`, {
      method: 'PATCH',
      headers: staffAuth,
      body: JSON.stringify({ status: 'processing', note: '' }),
    });
    expect(confirm.status).toBe(200);

    // The seller ships and delivers their parcel.
    const sellerCtx = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'vi-VN' });
    const seller = await sellerCtx.newPage();
    await signIn(seller, SELLER_EMAIL);
    await seller.goto(`${base}/seller/orders`, { waitUntil: 'load' });
    await hydrated(seller);
    const row = seller.getByRole('row').filter({ hasText: code });
    await row.waitFor();
    expect(await row.textContent()).toContain(sellerProduct.name);
    expect(await row.textContent()).not.toContain(shopProduct.name);
    expect(await row.textContent()).not.toContain('mua.le@example.com');
    await row.getByTestId('seller-ship').click();
    const dialog = seller.getByTestId('ship-dialog');
    await dialog.getByLabel('Đơn vị vận chuyển').fill('GHN');
    await dialog.getByLabel('Mã vận đơn').fill('GHN-778899');
    await dialog.getByRole('button', { name: 'Giao cho vận chuyển' }).click();
    await row.getByTestId('seller-deliver').waitFor();
    expect(await row.getByTestId('shipment-status').textContent()).toBe('Đang giao');
    await row.getByTestId('seller-deliver').click();
    await seller.getByTestId('confirm-ok').click();
    await expect.poll(() => row.getByTestId('shipment-status').textContent()).toBe('Đã giao');
    // The filter lives in the URL.
    await seller.getByTestId('seller-order-status').selectOption('processing');
    await expect.poll(() => new URL(seller.url()).searchParams.get('status')).toBe('processing');
    await expect.poll(() => seller.getByRole('row').filter({ hasText: code }).count()).toBe(0);

    // Staff ship and deliver the shop's parcel on the order.
    const staffCtx = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'vi-VN' });
    const desk = await staffCtx.newPage();
    await signIn(desk, 'staff@sen.local');
    await desk.goto(`${base}/admin/orders/${code}`, { waitUntil: 'load' });
    const panel = desk.getByTestId('order-shipments-panel');
    await panel.waitFor();
    expect(await panel.getByTestId('order-shipment').count()).toBe(2);
    expect(await panel.textContent()).toContain('Gốm Bát Tràng');
    await panel.getByTestId('shipment-ship').click();
    const shipDialog = desk.getByTestId('ship-dialog');
    await shipDialog.getByLabel('Mã vận đơn').fill('VTP-1234');
    await shipDialog.getByRole('button', { name: 'Giao cho vận chuyển' }).click();
    await panel.getByTestId('shipment-deliver').click();
    await desk.getByTestId('confirm-ok').click();
    await expect.poll(() => panel.getByText('Đã giao').count()).toBe(2);

    const after = (await (await fetch(`${base}/api/v1/admin/orders/${code}`, { headers: staffAuth })).json()) as {
      metadata: { status: string };
    };
    expect(after.metadata.status).toBe('delivered');

    // The seller's balance shows the sale (10 % commission), pending the return window.
    await seller.goto(`${base}/seller/payouts`, { waitUntil: 'load' });
    await hydrated(seller);
    await seller.getByTestId('balance-pending').waitFor();
    const pending = (await seller.getByTestId('balance-pending').textContent()) ?? '';
    expect(pending.replace(/\D/g, '')).not.toBe('0');
    expect(await seller.getByRole('row').filter({ hasText: code }).count()).toBe(1);

    // The return window passes; the admin pays the seller out on the payouts screen.
    const ledger = new Database(path.join(app.dataDir, 'sen.sqlite'));
    ledger.pragma('busy_timeout = 5000');
    ledger.prepare(`update seller_ledger set available_at = '2020-01-01T00:00:00.000Z' where seller_id = ?`).run(sellerId);
    ledger.close();
    const adminCtx = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'vi-VN' });
    const office = await adminCtx.newPage();
    await signIn(office, 'admin@sen.local');
    await office.goto(`${base}/admin/sellers/payouts`, { waitUntil: 'load' });
    await hydrated(office);
    const sellerRow = office.getByRole('row').filter({ hasText: 'Gốm Bát Tràng' });
    await sellerRow.getByTestId('payout-record').click();
    const payDialog = office.getByTestId('payout-dialog');
    await payDialog.getByLabel('Mã giao dịch ngân hàng').fill('VCB-20261124-01');
    await payDialog.getByRole('button', { name: 'Ghi nhận thanh toán' }).click();
    await expect.poll(() => sellerRow.getByTestId('payout-available').textContent()).toMatch(/^0\s?₫$/);
    await seller.reload({ waitUntil: 'load' });
    await hydrated(seller);
    await expect.poll(() => seller.getByTestId('balance-available').textContent()).toMatch(/^0\s?₫$/);
    expect(await seller.getByRole('row').filter({ hasText: 'VCB-20261124-01' }).count()).toBe(1);

    // A second order: the seller cannot fulfil it and cancels their shipment (decision 0299); the order keeps the shop's line.
    const second = (await (await placeBoth()).json()) as { metadata: { code: string } };
    const code2 = second.metadata.code;
    await fetch(`${base}/api/v1/admin/orders/${code2}/status`, {
      method: 'PATCH',
      headers: staffAuth,
      body: JSON.stringify({ status: 'processing', note: '' }),
    });
    await seller.goto(`${base}/seller/orders`, { waitUntil: 'load' });
    await hydrated(seller);
    const row2 = seller.getByRole('row').filter({ hasText: code2 });
    await row2.getByTestId('seller-cancel-shipment').click();
    const cancelDialog = seller.getByTestId('cancel-shipment-dialog');
    await cancelDialog.getByLabel('Lý do').fill('Hết hàng tại xưởng');
    await cancelDialog.getByRole('button', { name: 'Huỷ kiện hàng' }).click();
    await expect.poll(() => row2.getByTestId('shipment-status').textContent()).toBe('Đã hủy');
    const kept = await (await fetch(`${base}/api/v1/admin/orders/${code2}`, { headers: staffAuth })).json();
    expect(kept.metadata.status).toBe('processing');
    expect(JSON.stringify(kept.metadata)).toContain(shopProduct.name);
    expect(JSON.stringify(kept.metadata)).not.toContain(sellerProduct.name);

    // A click-and-collect order of the seller's product (decision 0301): the seller sees the store,
    // hands the parcel to it without tracking, and it is delivered when the customer picks it up.
    const storeDb = new Database(path.join(app.dataDir, 'sen.sqlite'));
    const store = storeDb.prepare('select id, name from stores where is_pickup_location = 1 and is_active = 1 limit 1').get() as {
      id: string;
      name: string;
    };
    storeDb.close();
    const pickupRes = await fetch(`${base}/api/v1/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify({
        information: {
          fullName: 'Lê Thị Mua',
          email: 'mua.le@example.com',
          phone: '0987 654 321',
          address: '3 Hàng Bài',
          city: place.province,
          ward: place.code,
          notes: '',
        },
        shipping: { method: 'pickup', storeId: store.id },
        payment: { method: 'cod' },
        items: [item(sellerProduct)],
      }),
    });
    const pickupOrder = (await pickupRes.json()) as { metadata: { code: string } };
    expect(pickupRes.status, JSON.stringify(pickupOrder)).toBe(201);
    const code3 = pickupOrder.metadata.code;
    await fetch(`${base}/api/v1/admin/orders/${code3}/status`, {
      method: 'PATCH',
      headers: staffAuth,
      body: JSON.stringify({ status: 'processing', note: '' }),
    });
    await seller.goto(`${base}/seller/orders`, { waitUntil: 'load' });
    await hydrated(seller);
    const row3 = seller.getByRole('row').filter({ hasText: code3 });
    await row3.getByTestId('seller-pickup-store').waitFor();
    expect(await row3.getByTestId('seller-pickup-store').textContent()).toContain(store.name);
    expect(await row3.textContent()).not.toContain('0987 654 321');
    expect(await row3.getByTestId('seller-ship').count()).toBe(0);
    await row3.getByTestId('seller-to-store').click();
    await seller.getByTestId('confirm-ok').click();
    await expect.poll(() => row3.getByTestId('shipment-status').textContent()).toBe('Đang giao');
    expect(await row3.getByTestId('seller-deliver').count()).toBe(0);
    const ready = await fetch(`${base}/api/v1/admin/orders/${code3}/pickup/ready`, {
      method: 'POST',
      headers: { authorization: staffAuth.authorization },
    });
    const readyBody = (await ready.json()) as { metadata: { pickup: { pickupCode: string } } };
    expect(ready.status, JSON.stringify(readyBody)).toBe(200);
    const collected = await fetch(`${base}/api/v1/admin/orders/${code3}/pickup/collect`, {
      method: 'POST',
      headers: staffAuth,
      body: JSON.stringify({ pickupCode: readyBody.metadata.pickup.pickupCode }),
    });
    expect(collected.status).toBe(200);
    await seller.reload({ waitUntil: 'load' });
    await hydrated(seller);
    await expect
      .poll(() => seller.getByRole('row').filter({ hasText: code3 }).getByTestId('shipment-status').textContent())
      .toBe('Đã giao');
    await adminCtx.close();
    await sellerCtx.close();
    await staffCtx.close();
  });
});
