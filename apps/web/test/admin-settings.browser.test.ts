import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from './support/admin';
import { type RunningApp, startApp } from './support/app';
import { shot } from './support/shots';

/*
 * Back office IV, settings (issue 16): a manager changes the hotline and the free-shipping threshold
 * and the storefront shows them; an admin invites a staff member, who chooses a password from the
 * mailed link and signs in to the back office. Built server, fresh database, Debian's chromium.
 */

const PASSWORD = 'Sen@12345';
let app: RunningApp;
beforeAll(async () => {
  app = await startApp('admin-settings');
}, 90_000);
afterAll(async () => app?.stop());

async function signIn(page: Page, email: string, password = PASSWORD) {
  await signInAs(page, app.base, email, password);
}

async function open(page: Page, path: string) {
  await page.goto(`${app.base}${path}`, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated="true"]');
}

describe('admin settings', () => {
  it('a manager changes the hotline and the free-shipping threshold; the storefront shows them', async () => {
    const context = await app.browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await signIn(page, 'manager@sen.local');
    await open(page, '/admin/settings/general');
    const form = page.getByTestId('general-settings');
    await form.waitFor();
    // Managers see the general settings in the menu, not users or payment methods.
    const sidebar = page.getByRole('navigation').first();
    await expect.poll(() => sidebar.getByRole('link', { name: 'Cài đặt chung' }).count()).toBeGreaterThan(0);
    expect(await sidebar.getByRole('link', { name: 'Quản lý người dùng' }).count()).toBe(0);

    // A bad value: the field's message, nothing saved, what was typed stays.
    await form.getByLabel('Hotline').fill('gọi ngay');
    await page.getByTestId('save-settings').click();
    await expect.poll(() => page.getByTestId('error-hotline').textContent()).toBe('Số điện thoại không hợp lệ');
    expect(await form.getByLabel('Hotline').inputValue()).toBe('gọi ngay');

    await form.getByLabel('Hotline').fill('1900 2468');
    await form.getByLabel('Miễn phí vận chuyển từ (₫)').fill('750000');
    await form.getByLabel('Thời hạn đổi trả (ngày)').fill('15');
    await form.getByLabel('Facebook').fill('https://facebook.com/sen.shop');
    await page.getByTestId('save-settings').click();
    await expect.poll(() => page.getByText('Đã lưu cài đặt').count()).toBeGreaterThan(0);
    await shot(page, 'settings-general-1366');

    // The storefront (a new visitor, so no page of theirs was cached) shows the new values at once.
    const shopper = await app.browser.newContext({ viewport: { width: 390, height: 844 } });
    const shop = await shopper.newPage();
    await open(shop, '/');
    const footer = shop.getByTestId('site-footer');
    await expect.poll(() => footer.textContent()).toContain('1900 2468');
    expect(await footer.textContent()).toContain('Cho đơn hàng từ 750.000');
    expect(await footer.textContent()).toContain('Đổi trả 15 ngày');
    await open(shop, '/contact');
    await expect
      .poll(() => shop.getByTestId('contact-social').getByRole('link', { name: 'Facebook' }).getAttribute('href'))
      .toBe('https://facebook.com/sen.shop');
    expect(await shop.getByText('1900 2468').count()).toBeGreaterThan(0);
    await shopper.close();

    const phone = await context.newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    await open(phone, '/admin/settings/general');
    await phone.getByTestId('general-settings').waitFor();
    await shot(phone, 'settings-general-390');
    await context.close();
  }, 120_000);

  it('an admin invites a staff member who sets a password from the link and signs in', async () => {
    const context = await app.browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await signIn(page, 'admin@sen.local');
    await open(page, '/admin/settings/users');
    await page.getByTestId('permission-table').waitFor();
    await page.getByTestId('invite-staff').click();
    const dialog = page.getByTestId('invite-dialog');
    await dialog.getByLabel('Họ và tên').fill('Phạm Minh Thư');
    await dialog.getByLabel('Email').fill('thu.pham@example.vn');
    await dialog.locator('select[name="role"]').selectOption('support');
    await dialog.getByRole('button', { name: 'Lưu' }).click();
    await expect.poll(() => page.getByText('Đã gửi lời mời tới thu.pham@example.vn').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('thu.pham@example.vn').count()).toBeGreaterThan(0);
    await shot(page, 'settings-users-1366');

    // The mail, read from the outbox as an admin can.
    const text = await page.evaluate(async () => {
      const refresh = await fetch('/api/v1/auth/refresh-token', { method: 'POST', credentials: 'include' });
      const token = ((await refresh.json()) as { metadata: { access_token: string } }).metadata.access_token;
      const res = await fetch('/api/v1/admin/mail-outbox?to=thu.pham%40example.vn', {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = (await res.json()) as { metadata: { items: { template: string; text: string }[] } };
      return body.metadata.items.find((m) => m.template === 'staff-invite')?.text ?? '';
    });
    const link = /https?:\/\/\S+\/reset-password\?token=[^\s"<>]+/.exec(text)?.[0];
    expect(link, text).toBeTruthy();

    // The invitee, in their own browser.
    const invitee = await app.browser.newContext({ viewport: { width: 390, height: 844 } });
    const them = await invitee.newPage();
    await them.goto(link!, { waitUntil: 'load' });
    await them.waitForSelector('html[data-hydrated="true"]');
    const reset = them.getByTestId('reset-form');
    await reset.getByLabel('Mật khẩu mới').fill('Thu@sen2026');
    await reset.getByLabel('Xác nhận mật khẩu').fill('Thu@sen2026');
    await reset.getByRole('button', { name: 'Đặt lại mật khẩu' }).click();
    await expect.poll(() => them.getByTestId('reset-outcome').textContent()).toContain('Mật khẩu đã được đặt lại');

    await signIn(them, 'thu.pham@example.vn', 'Thu@sen2026');
    await open(them, '/admin');
    await expect.poll(() => them.getByTestId('admin-shell').count()).toBeGreaterThan(0);
    expect(new URL(them.url()).pathname).toBe('/admin');
    // Support staff may not manage users: the server answers 403 inside the shell.
    const denied = await them.goto(`${app.base}/admin/settings/users`, { waitUntil: 'load' });
    expect(denied?.status()).toBe(403);
    await invitee.close();

    // The audit log shows the invitation with what was written.
    await open(page, '/admin/settings/audit-log?entity=user');
    await expect.poll(() => page.getByText('invite').count()).toBeGreaterThan(0);
    await page.getByTestId('audit-details').first().click();
    await expect.poll(() => page.getByTestId('audit-after').textContent()).toContain('thu.pham@example.vn');
    await shot(page, 'settings-audit-1366');
    await context.close();
  }, 120_000);

  it('an admin manages shipping defaults with the spec messages and edits bank transfer details', async () => {
    const context = await app.browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await signIn(page, 'admin@sen.local');
    await open(page, '/admin/settings/shipping');
    await page.getByTestId('toggle-STANDARD').waitFor();
    // An inactive method cannot become the default; the default cannot be switched off.
    await page.getByTestId('default-INTERNATIONAL').click();
    await expect.poll(() => page.getByText('Không thể đặt phương thức vận chuyển mặc định').count()).toBeGreaterThan(0);
    await page.getByTestId('toggle-STANDARD').click();
    await expect.poll(() => page.getByText('Không thể thay đổi trạng thái phương thức vận chuyển').count()).toBeGreaterThan(0);
    await page.getByTestId('default-EXPRESS').click();
    await expect.poll(() => page.getByTestId('default-STANDARD').count()).toBe(1);
    const defaults = await page.evaluate(async () => {
      const res = await fetch('/api/v1/shipping-methods?isActive=true');
      const body = (await res.json()) as { metadata: { code: string; isDefault: boolean }[] };
      return body.metadata.filter((m) => m.isDefault).map((m) => m.code);
    });
    expect(defaults).toEqual(['EXPRESS']);
    // A region rate added in the dialog reaches the checkout's fee.
    await page
      .getByRole('button', { name: /Giao hàng nhanh/ })
      .first()
      .click();
    const dialog = page.getByTestId('shipping-dialog');
    await dialog.getByRole('button', { name: '+ Thêm khu vực' }).click();
    const last = dialog.getByLabel('Khu vực', { exact: true }).last();
    await last.fill('Huế');
    await dialog.getByLabel('Phí cơ bản (₫)', { exact: true }).last().fill('15000');
    await shot(page, 'settings-shipping-dialog-1366', { fullPage: false });
    await dialog.getByRole('button', { name: 'Lưu' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    const fee = await page.evaluate(async () => {
      const res = await fetch('/api/v1/shipping-methods/calculate', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ method: 'express', address: 'Thành phố Huế', orderTotal: 100000 }),
      });
      return ((await res.json()) as { metadata: { fee: number } }).metadata.fee;
    });
    expect(fee).toBe(15000);
    await shot(page, 'settings-shipping-1366');

    await open(page, '/admin/settings/payment-methods');
    await page.getByRole('button', { name: /BANK_TRANSFER/ }).click();
    const pay = page.getByTestId('payment-dialog');
    await pay.getByLabel('Chủ tài khoản').fill('CONG TY TNHH SEN VIET');
    await pay.getByLabel('Đơn tối thiểu (₫)').fill('2000000');
    await pay.getByLabel('Đơn tối đa (₫)').fill('1000000');
    await pay.getByRole('button', { name: 'Lưu' }).click();
    await expect
      .poll(() => pay.getByTestId('error-maximumOrderAmount').textContent())
      .toBe('Số tiền tối đa phải lớn hơn hoặc bằng số tiền tối thiểu');
    await pay.getByLabel('Đơn tối thiểu (₫)').fill('');
    await pay.getByRole('button', { name: 'Lưu' }).click();
    await expect.poll(() => pay.count()).toBe(0);
    const bank = await page.evaluate(async () => {
      const res = await fetch('/api/v1/payment-methods/code/bank_transfer');
      return ((await res.json()) as { metadata: { configuration: Record<string, unknown>; maximumOrderAmount: number } })
        .metadata;
    });
    expect(bank).toMatchObject({ maximumOrderAmount: 1_000_000, configuration: { accountHolder: 'CONG TY TNHH SEN VIET' } });
    await shot(page, 'settings-payment-1366');
    await context.close();
  }, 120_000);
});
