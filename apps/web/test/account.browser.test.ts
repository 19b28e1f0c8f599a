import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApp, startApp } from './support/app';
import { choosePlace } from './support/place';

/**
 * Accounts and access as a person uses them, against the built app (`npm run build` first):
 * register in the modal, verify from the mailed link, sign out, sign in with remember-me,
 * reload, then the admin area as admin and as a customer. Debian's chromium, fresh database.
 */

const PASSWORD = 'Sen@12345';
const NEW_USER = { name: 'Trần Thị Lan', email: 'lan.tran@example.com', password: 'hoa-sen-2025' };

let app: RunningApp;
let base = '';
let browser: Browser;

beforeAll(async () => {
  app = await startApp('sen-account-test');
  ({ base, browser } = app);
});
afterAll(() => app?.stop());

async function api<T>(method: string, url: string, body?: unknown, token?: string): Promise<{ status: number; json: T }> {
  const res = await fetch(`${base}/api/v1${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as T };
}

/** The verification link mailed to `to`, read from the outbox as an admin would. */
async function verificationLink(to: string): Promise<string> {
  const login = await api<{ metadata: { access_token: string } }>('POST', '/auth/login', {
    email: 'admin@sen.local',
    password: PASSWORD,
  });
  const token = login.json.metadata.access_token;
  type Outbox = { metadata: { items: Array<{ template: string; text: string }> } };
  let text = '';
  await expect
    .poll(async () => {
      const res = await api<Outbox>('GET', `/admin/mail-outbox?to=${encodeURIComponent(to)}`, undefined, token);
      text = res.json.metadata.items.find((m) => /verif/i.test(m.template))?.text ?? '';
      return text;
    })
    .toMatch(/verify-email\?token=/);
  const link = /https?:\/\/\S+\/verify-email\?token=[^\s"<>]+/.exec(text)?.[0];
  if (!link) throw new Error(`no link in:\n${text}`);
  return link;
}

async function open(context: BrowserContext, pathname: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${base}${pathname}`, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 20_000 });
  return page;
}

describe('accounts and access in the browser', () => {
  it('registers, verifies by mail, signs out, signs in remembered, stays signed in after a reload', async () => {
    if (!browser) throw new Error('no browser');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await open(context, '/');

    // The login modal: Escape closes it and focus goes back to the header button.
    const loginButton = page.getByTestId('login-button');
    await loginButton.click();
    const loginDialog = page.getByRole('dialog', { name: 'Đăng nhập' });
    await loginDialog.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('username');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('login-modal').count()).toBe(0);
    await expect.poll(() => loginButton.evaluate((el) => el === document.activeElement)).toBe(true);

    // Empty login: the spec's messages, focus on the first invalid field; typing clears its error.
    await loginButton.click();
    await loginDialog.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await expect.poll(() => loginDialog.getByText('Vui lòng nhập tên người dùng').count()).toBe(1);
    expect(await loginDialog.getByText('Vui lòng nhập mật khẩu').count()).toBe(1);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('username');
    await page.keyboard.type('x');
    await expect.poll(() => loginDialog.getByText('Vui lòng nhập tên người dùng').count()).toBe(0);

    // Tab stays inside the dialog.
    for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
    expect(await loginDialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    // Register from the login modal.
    await loginDialog.getByRole('button', { name: 'Đăng ký ngay' }).click();
    const registerDialog = page.getByRole('dialog', { name: 'Tạo tài khoản' });
    await registerDialog.waitFor();
    await registerDialog.getByLabel('Họ và tên').fill(NEW_USER.name);
    await registerDialog.getByLabel('Email').fill(NEW_USER.email);
    await registerDialog.getByLabel('Mật khẩu', { exact: true }).fill(NEW_USER.password);
    await registerDialog.getByLabel('Xác nhận mật khẩu').fill('something-else');
    await registerDialog.getByRole('button', { name: 'Đăng ký', exact: true }).click();
    await expect.poll(() => registerDialog.getByText('Mật khẩu xác nhận không khớp').count()).toBe(1);
    expect(await registerDialog.getByText('Bạn cần đồng ý với điều khoản sử dụng').count()).toBe(1);
    await registerDialog.getByLabel('Xác nhận mật khẩu').fill(NEW_USER.password);
    await registerDialog.getByRole('checkbox').check();
    await registerDialog.getByRole('button', { name: 'Đăng ký', exact: true }).click();
    await expect.poll(() => page.getByTestId('user-name').textContent(), { timeout: 10_000 }).toBe('Thị Lan');
    await expect.poll(() => page.getByText(`liên kết xác minh đến ${NEW_USER.email}`).count()).toBe(1);
    // The access token lives in memory only.
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
    expect(stored).not.toMatch(/eyJ/);

    // The verification link from the outbox verifies the address.
    const link = await verificationLink(NEW_USER.email);
    expect(link.startsWith(`${base}/verify-email?token=`)).toBe(true);
    await page.goto(link, { waitUntil: 'load' });
    await expect.poll(() => page.getByTestId('verify-outcome').getAttribute('data-state'), { timeout: 10_000 }).toBe('verified');
    expect(await page.getByText('Email của bạn đã được xác minh. Cảm ơn bạn!').count()).toBe(1);
    // Used once: the same link now says so.
    await page.reload({ waitUntil: 'load' });
    await expect.poll(() => page.getByTestId('verify-outcome').getAttribute('data-state')).toBe('already');

    // Sign out from the user menu: the server session ends, the page goes to /login.
    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout-link').click();
    await page.waitForURL(`${base}/login`);
    await expect.poll(() => page.getByTestId('login-button').count()).toBe(1);
    expect((await context.cookies()).map((c) => c.name)).not.toContain('sen_rt');

    // Sign in with remember-me (on by default) in the modal; Enter submits; home shows the user.
    await page.goto(`${base}/verify-email`, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByTestId('login-button').click();
    await loginDialog.waitFor();
    expect(await loginDialog.getByRole('checkbox', { name: 'Ghi nhớ đăng nhập' }).isChecked()).toBe(true);
    await loginDialog.getByLabel('Tên đăng nhập hoặc email').fill(NEW_USER.email);
    await loginDialog.getByLabel('Mật khẩu', { exact: true }).fill(NEW_USER.password);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${base}/`);
    await expect.poll(() => page.getByTestId('user-name').textContent()).toBe('Thị Lan');
    expect(await page.evaluate(() => [localStorage.getItem('rememberMe'), localStorage.getItem('username')])).toEqual([
      'true',
      NEW_USER.email,
    ]);
    const refresh = (await context.cookies()).find((c) => c.name === 'sen_rt');
    expect(refresh?.httpOnly).toBe(true);
    // Remembered: a lasting cookie (30 days), not a browser-session one.
    expect(refresh?.expires ?? -1).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600);

    // A reload of a storefront page is the page shared with guests (decision 0105): nothing of theirs
    // in the HTML, their name back after hydration.
    const response = await page.reload({ waitUntil: 'load' });
    expect(await response?.text()).not.toContain('data-testid="user-name"');
    await page.waitForSelector('html[data-hydrated="true"]');
    await expect.poll(() => page.getByTestId('user-name').textContent()).toBe('Thị Lan');

    // No token in memory after the reload: saving needs one, and the refresh cookie provides it.
    await page.goto(`${base}/profile`, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByTestId('profile-form').getByLabel('Số điện thoại').fill('0901 234 567');
    await page.getByTestId('profile-form').getByRole('button', { name: 'Lưu thay đổi' }).click();
    await expect.poll(() => page.getByText('Đã lưu thông tin cá nhân').count()).toBe(1);
    expect(await page.getByTestId('profile-form').getByLabel('Số điện thoại').inputValue()).toBe('0901234567');

    // An address with the searchable pickers: ward locked until a province is chosen, cleared when it changes.
    await page.goto(`${base}/addresses`, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByTestId('add-address').click();
    const dialog = page.getByRole('dialog', { name: 'Thêm địa chỉ' });
    const province = dialog.getByRole('combobox', { name: 'Tỉnh/Thành phố' });
    const ward = dialog.getByRole('combobox', { name: 'Phường/Xã' });
    await province.waitFor();
    expect(await ward.isDisabled()).toBe(true);
    await province.fill('ha noi');
    await page.keyboard.press('Enter');
    await expect.poll(() => ward.isDisabled()).toBe(false);
    await choosePlace(dialog, 'Phường/Xã', 'ba dinh');
    expect(await ward.inputValue()).toBe('Phường Ba Đình');
    await province.fill('HO CHI');
    expect(await dialog.getByRole('option').allTextContents()).toEqual(['Thành phố Hồ Chí Minh79']);
    await dialog.getByRole('option').click();
    expect(await ward.inputValue()).toBe('');
    await expect.poll(() => ward.isDisabled()).toBe(false);
    await ward.fill('an khanh');
    await dialog.getByRole('option', { name: /Phường An Khánh/ }).click();
    await dialog.getByLabel('Địa chỉ cụ thể').fill('12 Trần Não');
    await dialog.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await expect
      .poll(() => page.getByTestId('address-list').textContent())
      .toContain('12 Trần Não, Phường An Khánh, Thành phố Hồ Chí Minh');
    expect(await page.getByTestId('address-list').textContent()).toContain('0901234567');

    // The account page knows the address is verified now.
    await page.goto(`${base}/account`, { waitUntil: 'load' });
    expect(await page.getByRole('heading', { name: 'Xin chào, Thị Lan' }).count()).toBe(1);
    expect(await page.getByTestId('verify-banner').count()).toBe(0);

    // A customer is refused by the admin area with the access-denied page and HTTP 403.
    const denied = await page.goto(`${base}/admin`, { waitUntil: 'load' });
    expect(denied?.status()).toBe(403);
    expect(await page.getByText('Bạn không có quyền truy cập trang này.').count()).toBe(1);
    await context.addCookies([{ name: 'language', value: 'en', url: base }]);
    await page.reload({ waitUntil: 'load' });
    expect(await page.getByTestId('access-denied').textContent()).toContain('You do not have permission to access this page.');

    // Signed out later, the remembered username comes back in the modal.
    await context.clearCookies();
    await page.goto(`${base}/`, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByTestId('login-button').click();
    await expect.poll(() => page.getByLabel('Tên đăng nhập hoặc email').inputValue()).toBe(NEW_USER.email);
    await context.close();
  });

  it('sends guests to /login for the admin area, and shows the admin shell to an admin', async () => {
    if (!browser) throw new Error('no browser');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await open(context, '/admin/products');
    await page.waitForURL(`${base}/login?redirectTo=%2Fadmin%2Fproducts`);

    await page.getByLabel('Tên đăng nhập hoặc email').fill('admin@sen.local');
    await page.getByLabel('Mật khẩu', { exact: true }).fill(PASSWORD);
    await page.getByTestId('login-form').getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await page.waitForURL(`${base}/admin/products`);
    const sidebar = page.getByTestId('admin-sidebar');
    await sidebar.waitFor();
    expect(await page.getByTestId('admin-page-title').textContent()).toBe('Sản phẩm');
    // The active group is open and its item marked; sections without a screen are not offered.
    expect(await sidebar.getByRole('link', { name: 'Sản phẩm', exact: true }).getAttribute('aria-current')).toBe('page');
    expect(await sidebar.getByRole('button', { name: 'Báo cáo' }).count()).toBe(1);
    expect(await sidebar.getByRole('link', { name: 'Trợ giúp', exact: true }).count()).toBe(0);

    // Collapse to 64 px and back to 256 px.
    expect(Math.round((await sidebar.boundingBox())?.width ?? 0)).toBe(256);
    await page.getByTestId('sidebar-toggle').click();
    await expect.poll(async () => Math.round((await sidebar.boundingBox())?.width ?? 0)).toBe(64);
    await page.getByTestId('sidebar-toggle').click();
    await expect.poll(async () => Math.round((await sidebar.boundingBox())?.width ?? 0)).toBe(256);

    // The dashboard greets the real user with their role; logout calls the server.
    await sidebar.getByRole('link', { name: 'Bảng điều khiển' }).click();
    await expect.poll(() => page.getByTestId('admin-role').textContent()).toContain('Quản trị viên');
    await page.getByTestId('sidebar-logout').click();
    await page.waitForURL(`${base}/login`);
    expect((await context.cookies()).map((c) => c.name)).not.toContain('sen_rt');
    await context.close();
  });

  it('opens the admin sidebar as an overlay on a phone and closes it on navigation', async () => {
    if (!browser) throw new Error('no browser');
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    const page = await open(context, '/login?redirectTo=%2Fadmin');
    await page.getByLabel('Tên đăng nhập hoặc email').fill('manager@sen.local');
    await page.getByLabel('Mật khẩu', { exact: true }).fill(PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${base}/admin`);
    expect(await page.getByTestId('admin-sidebar').isVisible()).toBe(false);
    await page.getByTestId('sidebar-toggle').click();
    const overlay = page.getByTestId('admin-mobile-sidebar');
    await overlay.waitFor();
    // A manager edits the shop's general settings (decision 0170) but not users, payment
    // methods or shipping: those items are hidden.
    await overlay.getByRole('button', { name: 'Cài đặt hệ thống' }).click();
    await overlay.getByRole('link', { name: 'Cài đặt chung' }).waitFor();
    for (const name of ['Quản lý người dùng', 'Phương thức thanh toán', 'Vận chuyển'])
      expect(await overlay.getByRole('link', { name, exact: true }).count()).toBe(0);
    await overlay.getByRole('button', { name: 'Quản lý sản phẩm' }).click();
    await overlay.getByRole('link', { name: 'Danh mục' }).click();
    await page.waitForURL(`${base}/admin/categories`);
    await expect.poll(() => overlay.count()).toBe(0);
    // The page that opened fits the phone once it has loaded (its loading state may differ a moment).
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    await context.close();
  });
  it('tells a wrong password and a locked account apart, each with its own message', async () => {
    if (!browser) throw new Error('no browser');
    const admin = await api<{ metadata: { access_token: string } }>('POST', '/auth/login', {
      email: 'admin@sen.local',
      password: PASSWORD,
    });
    const token = admin.json.metadata.access_token;
    const found = await api<{ metadata: { items: Array<{ _id: string }> } }>(
      'GET',
      '/admin/users?search=support%40sen.local',
      undefined,
      token,
    );
    const supportId = found.json.metadata.items[0]?._id;
    expect(supportId).toBeTruthy();
    expect((await api('PATCH', `/admin/users/${supportId}`, { status: 'banned' }, token)).status).toBe(200);

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await open(context, '/login');
    const form = page.getByTestId('login-form');
    await form.getByLabel('Tên đăng nhập hoặc email').fill('staff@sen.local');
    await form.getByLabel('Mật khẩu', { exact: true }).fill('not-the-password');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByText('Tên đăng nhập hoặc mật khẩu không đúng').count()).toBe(1);
    // What was typed stays.
    expect(await form.getByLabel('Tên đăng nhập hoặc email').inputValue()).toBe('staff@sen.local');

    await form.getByLabel('Tên đăng nhập hoặc email').fill('support@sen.local');
    await form.getByLabel('Mật khẩu', { exact: true }).fill(PASSWORD);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByText('Tài khoản của bạn đã bị khóa').count()).toBe(1);
    expect(await page.getByText('Bạn không có quyền truy cập tài nguyên này').count()).toBe(0);
    expect(page.url()).toBe(`${base}/login`);
    await context.close();
  });
});
