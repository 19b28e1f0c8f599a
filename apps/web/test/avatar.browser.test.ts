import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngImage } from '../../server/src/modules/me/test-images';
import { type RunningApp, startApp } from './support/app';

/**
 * The profile picture as a person changes it, against the built app (`npm run build` first):
 * wrong files are refused next to the control (by the browser, then by the server), a real PNG
 * is previewed, saved and shown in the header at once, then removed.
 */

const PASSWORD = 'Sen@12345';

let app: RunningApp;
let base = '';
let browser: Browser;

beforeAll(async () => {
  app = await startApp('sen-avatar-test');
  ({ base, browser } = app);
});
afterAll(() => app?.stop());

/** A 64×64 BMP: a picture the browser shows, in a format the server does not take. */
function bmp(size: number): Buffer {
  const rowBytes = Math.ceil((size * 3) / 4) * 4;
  const b = Buffer.alloc(54 + rowBytes * size, 0x80);
  b.write('BM', 0, 'latin1');
  b.writeUInt32LE(b.length, 2);
  b.writeUInt32LE(0, 6);
  b.writeUInt32LE(54, 10);
  b.writeUInt32LE(40, 14);
  b.writeInt32LE(size, 18);
  b.writeInt32LE(size, 22);
  b.writeUInt16LE(1, 26);
  b.writeUInt16LE(24, 28);
  b.writeUInt32LE(0, 30);
  b.writeUInt32LE(rowBytes * size, 34);
  b.fill(0, 38, 54);
  return b;
}

async function signIn(page: Page, email: string) {
  await page.goto(`${base}/login?redirectTo=%2Fprofile`, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 20_000 });
  await page.getByLabel('Tên đăng nhập hoặc email').fill(email);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(PASSWORD);
  await page.keyboard.press('Enter');
  await page.waitForURL(`${base}/profile`);
  await page.waitForSelector('html[data-hydrated="true"]');
}

describe('profile picture in the browser', () => {
  it('refuses wrong files next to the control, uploads a PNG that the header shows at once, removes it', async () => {
    if (!browser) throw new Error('no browser');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, 'customer@sen.local');

    const form = page.getByTestId('avatar-form');
    const input = page.getByLabel('Đổi ảnh');
    const headerPicture = page.getByTestId('user-menu').locator('img');
    const status = page.getByTestId('avatar-status');
    /** What a screen reader reads with the control: the hint and, when there is one, the error. */
    const description = () =>
      input.evaluate((el) =>
        (el.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent)
          .join(' | '),
      );
    // The demo customer starts with the seeded drawing.
    const demo = (await headerPicture.getAttribute('src')) ?? '';
    expect(demo).toMatch(/^\/uploads\/demo\/avatars\//);
    expect(await input.getAttribute('accept')).toBe('image/jpeg,image/png,image/webp');

    // The browser's own checks, with the server's messages.
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await expect.poll(description).toBe('JPEG, PNG hoặc WebP, tối đa 2 MB | Chỉ nhận ảnh JPEG, PNG hoặc WebP');
    expect(await status.textContent()).toBe('Chỉ nhận ảnh JPEG, PNG hoặc WebP');
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    await input.setInputFiles({ name: 'tiny.png', mimeType: 'image/png', buffer: pngImage(16, 16) });
    await expect.poll(description).toContain('| Ảnh phải rộng và cao từ 32 đến 4096 điểm ảnh');
    expect(await page.getByTestId('avatar-save').count()).toBe(0);

    // A picture the browser can show but that is no JPEG, PNG or WebP: the server says no.
    await input.setInputFiles({ name: 'cat.png', mimeType: 'image/png', buffer: bmp(64) });
    await page.getByTestId('avatar-preview').waitFor();
    expect(await description()).toBe('JPEG, PNG hoặc WebP, tối đa 2 MB');
    await page.getByTestId('avatar-save').click();
    await expect.poll(description).toContain('| Chỉ nhận ảnh JPEG, PNG hoặc WebP');
    expect(await headerPicture.getAttribute('src')).toBe(demo);
    await form.getByRole('button', { name: 'Hủy' }).click();

    // A real PNG: previewed, saved, and in the header without a reload.
    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: pngImage(96, 96) });
    await page.getByTestId('avatar-preview').waitFor();
    expect(await status.textContent()).toContain('Đã chọn me.png');
    expect(await description()).toBe('JPEG, PNG hoặc WebP, tối đa 2 MB');
    await page.getByTestId('avatar-save').click();
    await expect.poll(() => headerPicture.getAttribute('src')).toMatch(/^\/uploads\/avatars\/[\w-]+\.png$/);
    await expect.poll(() => status.textContent()).toBe('Đã cập nhật ảnh đại diện');
    await expect.poll(() => headerPicture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(96);
    const src = (await headerPicture.getAttribute('src')) ?? '';
    const served = await fetch(`${base}${src}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    // Keyboard users stay on the control.
    expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);

    // Still there after a reload (rendered by the server), then removed.
    await page.reload({ waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(await headerPicture.getAttribute('src')).toBe(src);
    await form.getByRole('button', { name: 'Xóa ảnh' }).click();
    await expect.poll(() => headerPicture.count()).toBe(0);
    await expect.poll(() => status.textContent()).toBe('Đã xóa ảnh đại diện');
    expect((await fetch(`${base}${src}`)).status).toBe(404);
    await context.close();
  });
});
