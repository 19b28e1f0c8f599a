import { deflateSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A real RGB PNG of `size`×`size`. */
function png(size: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((size * 3 + 1) * size);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) rows.set([(x * 255) / size, 90, (y * 255) / size], y * (size * 3 + 1) + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

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
    await input.setInputFiles({ name: 'tiny.png', mimeType: 'image/png', buffer: png(16) });
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
    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png(96) });
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
