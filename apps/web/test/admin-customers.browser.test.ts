import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from './support/admin';
import { type RunningApp, startApp } from './support/app';
import { choosePlace } from './support/place';

/*
 * Customers and moderation (issue 13): a manager finds a customer without accents, notes and bans
 * them (the customer can no longer sign in) and lets them back; answers a review as the shop (the
 * reply shows on the product page) and a contact message by e-mail. Built app, fresh database,
 * Debian's chromium.
 */

const PASSWORD = 'Sen@12345';
let app: RunningApp;
beforeAll(async () => {
  app = await startApp('admin-customers');
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
const login = (email: string) =>
  api<{ metadata: { access_token: string } }>('POST', '/auth/login', { email, password: PASSWORD });

describe('admin customers and moderation', () => {
  it('a manager finds, notes, bans and restores a customer, replies to a review and answers a contact message', async () => {
    const { base, browser } = app;
    const customerLogin = await login('customer@sen.local');
    expect(customerLogin.status).toBe(200);
    const auth = { authorization: `Bearer ${customerLogin.json.metadata.access_token}` };

    // A fresh review by the demo customer, on a product they have not reviewed yet.
    const home = await api<{ metadata: { products: Record<string, { slug: string }[]> } }>('GET', '/home');
    let slug = '';
    for (const p of Object.values(home.json.metadata.products).flat()) {
      const mine = await api<{ metadata: unknown }>('GET', `/products/${p.slug}/reviews/mine`, undefined, auth);
      if (mine.json.metadata === null) {
        slug = p.slug;
        break;
      }
    }
    expect(slug).not.toBe('');
    const reviewText = `Đóng gói cẩn thận, giao nhanh ${Date.now()}`;
    const posted = await api('POST', `/products/${slug}/reviews`, { rating: 5, title: 'Rất hài lòng', body: reviewText }, auth);
    expect(posted.status).toBe(201);
    const subject = `Hỏi về hóa đơn ${Date.now()}`;
    const sent = await api('POST', '/contact-messages', {
      name: 'Bùi Quang Huy',
      email: 'huy.bui@example.vn',
      phone: '0903333444',
      subject,
      message: 'Cửa hàng có xuất hóa đơn VAT không?',
    });
    expect(sent.status).toBe(201);

    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'vi-VN' });
    const page = await context.newPage();
    await signInAs(page, base, 'manager@sen.local');

    // Customers: search without accents, open the detail.
    await page.goto(`${base}/admin/customers`, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByTestId('customer-search').fill('dang thi lan');
    await expect.poll(() => page.getByTestId('customer-link').count()).toBe(1);
    expect(new URL(page.url()).searchParams.get('search')).toBe('dang thi lan');
    await page.getByTestId('customer-link').click();
    await page.waitForURL(/\/admin\/customers\/[^/]+$/);
    await expect.poll(() => page.getByTestId('customer-name').textContent()).toContain('Đặng Thị Lan');
    expect(await page.getByTestId('customer-access').textContent()).toContain('Thay đổi vai trò hoặc trạng thái');
    // Roles are the admins': a manager sees the role but cannot change it.
    expect(await page.getByTestId('role-select').isDisabled()).toBe(true);
    expect(await page.getByTestId('apply-role').count()).toBe(0);

    await page.getByTestId('customer-notes').getByRole('textbox').fill('Khách hay đổi địa chỉ, gọi xác nhận trước');
    await page.getByTestId('add-customer-note').click();
    await expect.poll(() => page.getByTestId('customer-notes').textContent()).toContain('gọi xác nhận trước');

    await page.getByTestId('status-select').selectOption('banned');
    await page.getByTestId('apply-status').click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Áp dụng' }).click();
    await expect.poll(() => page.getByTestId('user-status').first().textContent()).toBe('Bị khóa');
    expect((await api('GET', '/me', undefined, auth)).status).toBe(401);
    const refused = await login('customer@sen.local');
    expect(refused.status).toBe(403);

    await page.getByTestId('status-select').selectOption('active');
    await page.getByTestId('apply-status').click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Áp dụng' }).click();
    await expect.poll(() => page.getByTestId('user-status').first().textContent()).toBe('Hoạt động');
    expect((await login('customer@sen.local')).status).toBe(200);

    // Reviews: the new one waits in the queue; reply as the shop, approve.
    await page.goto(`${base}/admin/customers/reviews`, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]');
    const pending = page.getByRole('row').filter({ hasText: reviewText });
    await expect.poll(() => pending.count()).toBe(1);
    await pending.getByTestId('approve-review').click();
    // Approved: it leaves the pending queue and is among the approved ones.
    await expect.poll(() => pending.count()).toBe(0);
    await page.getByTestId('reviews-tab-published').click();
    const row = page.getByRole('row').filter({ hasText: reviewText });
    await expect.poll(() => row.count()).toBe(1);
    await row.getByTestId('reply-review').click();
    const dialog = page.getByTestId('reply-dialog');
    await dialog.getByRole('textbox').fill('Cảm ơn chị đã tin tưởng Sen!');
    await dialog.getByRole('button', { name: 'Lưu' }).click();
    await expect.poll(() => row.getByTestId('admin-review-reply').count()).toBe(1);
    expect(await row.getByTestId('admin-review-reply').textContent()).toContain('Cảm ơn chị đã tin tưởng Sen!');

    // The reply shows under the review on the product page.
    const shopper = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'vi-VN' });
    const product = await shopper.newPage();
    await product.goto(`${base}/products/${slug}`, { waitUntil: 'load' });
    await product.waitForSelector('html[data-hydrated="true"]');
    await product.getByRole('tab', { name: /Đánh giá/ }).click();
    await product.getByText(reviewText).waitFor();
    const shown = product.getByTestId('review-reply').filter({ hasText: 'Cảm ơn chị đã tin tưởng Sen!' });
    await expect.poll(() => shown.count()).toBe(1);
    await shopper.close();

    // Contact inbox: open, reply by e-mail.
    await page.goto(`${base}/admin/support/contact`, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByRole('button', { name: new RegExp(subject) }).click();
    const message = page.getByTestId('message-dialog');
    await expect.poll(() => message.getByTestId('message-body').textContent()).toContain('hóa đơn VAT');
    await message.getByLabel('Nội dung trả lời').fill('Chào anh, Sen xuất hóa đơn VAT khi đặt hàng.');
    await message.getByRole('button', { name: 'Gửi trả lời' }).click();
    await expect.poll(() => message.getByTestId('message-reply').count()).toBe(1);
    const adminToken = (await login('admin@sen.local')).json.metadata.access_token;
    await expect
      .poll(async () => {
        const box = await api<{ metadata: { items: { subject: string; text: string }[] } }>(
          'GET',
          '/admin/mail-outbox?to=huy.bui@example.vn',
          undefined,
          { authorization: `Bearer ${adminToken}` },
        );
        return box.json.metadata.items[0]?.text ?? '';
      })
      .toContain('Sen xuất hóa đơn VAT khi đặt hàng');
    await context.close();
  }, 120_000);

  it('a buyer asks for a VAT invoice at checkout (the MST is checked); staff see it on the order', async () => {
    const { base, browser } = app;
    const home = await api<{ metadata: { products: { bestSellers: { slug: string; quantity: number }[] } } }>('GET', '/home');
    const pick = home.json.metadata.products.bestSellers.find((p) => p.quantity >= 2);
    expect(pick).toBeDefined();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'vi-VN' });
    const page = await context.newPage();
    await page.goto(`${base}/products/${pick!.slug}`, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByTestId('add-to-cart').first().click();
    await expect.poll(() => page.getByTestId('cart-button').textContent()).toBe('1');
    await page.goto(`${base}/check-out`, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]');
    const form = page.getByTestId('checkout-information');
    await form.getByLabel('Họ và tên').fill('Lý Thu Trang');
    await form.getByLabel('Email').first().fill('trang.ly@example.vn');
    await form.getByLabel('Số điện thoại').fill('0912 000 111');
    await form.getByLabel('Địa chỉ (số nhà, tên đường)').fill('8 Lý Thái Tổ');
    const ward = form.getByRole('combobox', { name: 'Phường/Xã' });
    await choosePlace(form, 'Tỉnh/Thành phố', 'ha noi');
    await expect.poll(() => ward.isDisabled()).toBe(false);
    await choosePlace(form, 'Phường/Xã', 'ba dinh');

    await form.getByLabel('Xuất hóa đơn VAT (hóa đơn công ty)').check();
    const invoice = page.getByTestId('invoice-fields');
    await invoice.getByLabel('Tên công ty').fill('Công ty TNHH Hoa Sen');
    await invoice.getByLabel('Mã số thuế').fill('0101248142');
    await invoice.getByLabel('Địa chỉ công ty').fill('1 Tràng Tiền, Hà Nội');
    await invoice.getByLabel('Email nhận hóa đơn').fill('ketoan@hoasen.vn');
    await page.getByTestId('to-shipping').click();
    await invoice.getByText('Mã số thuế gồm 10 chữ số').waitFor();
    expect(await page.getByTestId('checkout-shipping').count()).toBe(0);
    await invoice.getByLabel('Mã số thuế').fill('0101248141-001');
    await page.getByTestId('to-shipping').click();
    await page.getByTestId('checkout-shipping').waitFor();
    await page.getByTestId('to-payment').click();
    await page.getByTestId('payment-COD').click();
    await page.getByTestId('place-order').click();
    await page.waitForURL('**/order-success?**', { timeout: 20_000 });
    const code = (await page.getByTestId('order-code').textContent())?.trim() ?? '';
    expect(code).not.toBe('');
    await context.close();

    const staff = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'vi-VN' });
    const admin = await staff.newPage();
    await signInAs(admin, base, 'staff@sen.local');
    await admin.goto(`${base}/admin/orders/${code}`, { waitUntil: 'load' });
    const shown = admin.getByTestId('order-invoice');
    await shown.waitFor();
    const text = await shown.textContent();
    expect(text).toContain('Công ty TNHH Hoa Sen');
    expect(text).toContain('0101248141-001');
    expect(text).toContain('ketoan@hoasen.vn');
    await staff.close();
  }, 120_000);
});
