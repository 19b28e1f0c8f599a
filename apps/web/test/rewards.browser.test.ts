import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from './support/admin';
import { type RunningApp, startApp } from './support/app';
import { choosePlace } from './support/place';
import { shot } from './support/shots';

/*
 * Gift cards (issue 15): one customer buys a card for another in the shop (bank transfer), staff
 * record the payment, the card is mailed to the recipient, who pays part of an order with it at
 * checkout. Built app, fresh database, Debian's chromium.
 */

const PASSWORD = 'Sen@12345';

let app: RunningApp;
beforeAll(async () => {
  app = await startApp('rewards');
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

describe('gift cards', () => {
  it('a card bought by one customer is redeemed by another at checkout', async () => {
    const { base, browser } = app;
    const recipient = 'hung.nguyen@sen.local';

    // The buyer orders a card for the recipient on /gift-cards.
    const buyer = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'vi-VN' });
    const page = await buyer.newPage();
    await signIn(page, 'customer@sen.local');
    await page.goto(`${base}/gift-cards`, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByRole('heading', { level: 1, name: 'Thẻ quà tặng' }).waitFor();
    await page.getByRole('button', { name: '1.000.000 ₫' }).click();
    await page.getByLabel('Email người nhận').fill(recipient);
    await page.getByLabel('Tên người nhận').fill('Hùng');
    await page.getByLabel('Lời nhắn').fill('Chúc mừng sinh nhật!');
    await page.getByLabel('Họ và tên').fill('Trương Thị Thu Hằng');
    await page.getByLabel('Email', { exact: true }).fill('customer@sen.local');
    await page.getByLabel('Số điện thoại').fill('0912345678');
    await page.getByLabel('Thanh toán trước bằng').selectOption('BANK_TRANSFER');
    await shot(page, 'gift-cards-1280');
    await page.getByTestId('gc-submit').click();
    const placed = page.getByTestId('gc-placed');
    await placed.waitFor();
    const href = (await placed.getByRole('link').getAttribute('href')) ?? '';
    const orderCode = new URLSearchParams(href.split('?')[1]).get('code') ?? '';
    expect(orderCode).not.toBe('');
    await buyer.close();

    // Nothing is issued before the money arrives; staff record the transfer.
    const admin = await token('admin@sen.local');
    const auth = { authorization: `Bearer ${admin}` };
    const before = await api<{ metadata: { items: unknown[] } }>(
      'GET',
      `/admin/mail-outbox?to=${recipient}&limit=20`,
      undefined,
      auth,
    );
    expect(JSON.stringify(before.json)).not.toContain('gift-card');
    const paid = await api('POST', `/admin/orders/${orderCode}/mark-paid`, { amount: 1_000_000, reference: 'FT123' }, auth);
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    const outbox = await api<{ metadata: { items: { template: string; text: string }[] } }>(
      'GET',
      `/admin/mail-outbox?to=${recipient}&limit=20`,
      undefined,
      auth,
    );
    const mail = outbox.json.metadata.items.find((m) => m.template === 'gift-card');
    expect(mail).toBeDefined();
    expect(mail!.text).toContain('Chúc mừng sinh nhật!');
    const cardCode = /[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/.exec(mail!.text)![0];

    // The recipient buys something and pays part of it with the card.
    const home = await api<{ metadata: { products: { bestSellers: { slug: string; quantity: number; price: number }[] } } }>(
      'GET',
      '/home',
    );
    const pick = home.json.metadata.products.bestSellers.find((p) => p.quantity >= 2 && p.price > 1_000_000);
    expect(pick).toBeDefined();
    const shopper = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'vi-VN' });
    const shop = await shopper.newPage();
    await signIn(shop, recipient);
    await shop.goto(`${base}/products/${pick!.slug}`, { waitUntil: 'load' });
    await shop.waitForSelector('html[data-hydrated="true"]');
    await shop.getByTestId('add-to-cart').first().click();
    await shop.getByText('Thêm sản phẩm thành công').first().waitFor();
    await shop.goto(`${base}/check-out`, { waitUntil: 'load' });
    await shop.waitForSelector('html[data-hydrated="true"]');
    const form = shop.getByTestId('checkout-information');
    await form.getByLabel('Họ và tên').fill('Nguyễn Văn Hùng');
    await form.getByLabel('Email').fill(recipient);
    await form.getByLabel('Số điện thoại').fill('0987 654 321');
    await form.getByLabel('Địa chỉ (số nhà, tên đường)').fill('12 Điện Biên Phủ');
    await choosePlace(form, 'Tỉnh/Thành phố', 'ha noi');
    const ward = form.getByRole('combobox', { name: 'Phường/Xã' });
    await expect.poll(() => ward.isDisabled()).toBe(false);
    await choosePlace(form, 'Phường/Xã', 'ba dinh');
    await shop.getByTestId('to-shipping').click();
    await shop.getByTestId('checkout-shipping').waitFor();
    await shop.getByTestId('to-payment').click();
    await shop.getByTestId('checkout-payment').waitFor();
    const box = shop.getByTestId('checkout-rewards');
    await box.getByPlaceholder('Mã thẻ quà tặng').fill(cardCode.toLowerCase());
    await box.getByRole('button', { name: 'Áp dụng' }).click();
    await box.getByTestId('applied-gift-card').waitFor();
    expect(await box.getByTestId('applied-gift-card').textContent()).toContain('1.000.000');
    await box.getByTestId('rewards-due').waitFor();
    await shop.getByTestId('payment-BANK_TRANSFER').click();
    // The summary is the server's quote with the card taken as the order will take it.
    const summary = shop.getByTestId('checkout-summary');
    await expect.poll(() => summary.getByTestId('summary-row-gift-card').textContent()).toContain('1.000.000');
    // The box says what the quote says is left to pay (both follow each new quote).
    const amountOf = (s: string | null) => (s ?? '').replace(/[^\d.]/g, '');
    await expect
      .poll(async () =>
        amountOf(await box.getByTestId('rewards-due').textContent()).endsWith(
          amountOf(await shop.getByTestId('checkout-total').textContent()),
        ),
      )
      .toBe(true);
    await shop.waitForTimeout(500);
    const quotedTotal = (await shop.getByTestId('checkout-total').textContent())?.trim() ?? '';
    await shot(shop, 'checkout-gift-card-1280');
    await shop.getByTestId('place-order').click();
    await shop.getByTestId('order-success').waitFor();
    const code = (await shop.getByTestId('order-code').textContent())?.trim() ?? '';
    expect(await shop.getByTestId('success-row-gift-card').textContent()).toContain('1.000.000');
    await shot(shop, 'order-success-gift-card-1280');
    // The order page (the account's order detail) shows the card's line and what is left to pay.
    await shop.goto(`${base}/orders/${encodeURIComponent(code)}`, { waitUntil: 'load' });
    await shop.getByTestId('order-page').waitFor();
    expect(await shop.getByTestId('order-row-gift-card').textContent()).toContain('1.000.000');
    expect(((await shop.getByTestId('order-page').textContent()) ?? '').includes(quotedTotal)).toBe(true);
    await shopper.close();

    const order = await api<{ metadata: { giftCardAmount: number; total: number } }>(
      'GET',
      `/admin/orders/${code}`,
      undefined,
      auth,
    );
    expect(order.status).toBe(200);
    expect(order.json.metadata.giftCardAmount).toBe(1_000_000);
    expect(order.json.metadata.total).toBeGreaterThan(0);
    const balance = await api<{ metadata: { balance: number } }>('POST', '/gift-cards/check', { code: cardCode });
    expect(balance.json.metadata.balance).toBe(0);
  });

  it("staff issue a card on the admin screen, read its ledger, and adjust a customer's points", async () => {
    const { base, browser } = app;
    const ctx = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'vi-VN' });
    const page = await ctx.newPage();
    await signIn(page, 'manager@sen.local');
    await page.goto(`${base}/admin/marketing/gift-cards`, { waitUntil: 'load' });
    await page.getByRole('heading', { level: 1, name: 'Thẻ quà tặng' }).waitFor();
    await page.getByTestId('issue-gift-card').click();
    const dialog = page.getByTestId('issue-dialog');
    await dialog.getByLabel('Giá trị (₫)').fill('300000');
    await dialog.getByLabel('Ghi chú nội bộ').fill('Quà tri ân');
    await dialog.getByRole('button', { name: 'Lưu' }).click();
    const code = (await page.getByTestId('issued-code-value').textContent())?.trim() ?? '';
    expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    await page.getByTestId('issued-code').getByRole('button', { name: 'Đóng' }).first().click();
    await page
      .getByText(`…${code.slice(-4)}`)
      .first()
      .waitFor();
    await page
      .getByRole('row', { name: new RegExp(code.slice(-4)) })
      .getByRole('button', { name: 'Chi tiết' })
      .click();
    const detail = page.getByTestId('gift-card-detail');
    await detail.getByText('Phát hành').first().waitFor();
    await shot(page, 'admin-gift-card-1366');
    await detail.getByRole('button', { name: 'Khóa thẻ' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Khóa thẻ' }).click();
    await detail.getByRole('button', { name: 'Mở khóa' }).waitFor();
    const check = await api<{ errorCode: string }>('POST', '/gift-cards/check', { code });
    expect(check.json.errorCode).toBe('GIFT_CARD_INVALID');
    await page.keyboard.press('Escape');

    await page.goto(`${base}/admin/customers/loyalty`, { waitUntil: 'load' });
    await page.getByTestId('loyalty-settings').waitFor();
    await page.getByTestId('loyalty-customer@sen.local').click();
    const customer = page.getByTestId('loyalty-customer');
    await customer.getByTestId('loyalty-summary').waitFor();
    await customer.getByRole('button', { name: 'Điều chỉnh điểm' }).click();
    const adjust = page.getByTestId('adjust-dialog');
    await adjust.getByLabel('Số điểm (dương: cộng, âm: trừ)').fill('250');
    await adjust.getByLabel('Lý do (được ghi vào nhật ký)').fill('Bồi thường giao chậm');
    await adjust.getByRole('button', { name: 'Lưu' }).click();
    await expect.poll(() => customer.getByTestId('loyalty-summary').textContent()).toContain('250 điểm');
    await shot(page, 'admin-loyalty-1366');
    await ctx.close();

    // The customer sees the points on /loyalty.
    const mine = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'vi-VN' });
    const own = await mine.newPage();
    await signIn(own, 'customer@sen.local');
    await own.goto(`${base}/loyalty`, { waitUntil: 'load' });
    await expect.poll(() => own.getByTestId('points-balance').textContent(), { timeout: 10_000 }).toBe('250');
    await shot(own, 'loyalty-390');
    await mine.close();
  });
});
