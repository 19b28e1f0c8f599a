import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApp, startApp } from './support/app';
import { shot } from './support/shots';

/**
 * A front-end written for the public e-learning API, served from another origin (a tiny node
 * http server on its own port), uses Sen as its API: it registers (DangKy), signs in (DangNhap),
 * lists the courses with their pictures, registers to the free GIT-01 (DangKyKhoaHoc, with the
 * bearer and TokenCybersoft headers, so the browser sends a CORS preflight) and reads
 * ThongTinTaiKhoan. Built app (`npm run build` first), Debian's chromium.
 */

const PAGE = (api: string) => `<!doctype html>
<html lang="vi"><head><meta charset="utf-8"><title>E-learning client</title></head>
<body>
<h1>Khóa học</h1>
<p id="status">…</p>
<ul id="courses"></ul>
<h2>Tài khoản</h2>
<ul id="mine"></ul>
<p id="error"></p>
<script>
const API = ${JSON.stringify(`${api}/api/v1`)};
const headers = (token) => ({ 'Content-Type': 'application/json', TokenCybersoft: 'client-token', ...(token ? { Authorization: 'Bearer ' + token } : {}) });
async function call(method, path, body, token) {
  const res = await fetch(API + path, { method, headers: headers(token), body: body ? JSON.stringify(body) : undefined });
  const data = await res.json();
  if (!res.ok) throw new Error(res.status + ' ' + (typeof data === 'string' ? data : JSON.stringify(data)));
  return data;
}
(async () => {
  const account = { taiKhoan: 'hocvien-ngoai', matKhau: 'mat-khau-2026', hoTen: 'Đỗ Thu Hà', soDT: '0912345678', maNhom: 'GP01', email: 'ha.do@example.vn' };
  await call('POST', '/QuanLyNguoiDung/DangKy', account);
  const wrong = await fetch(API + '/QuanLyNguoiDung/DangNhap', { method: 'POST', headers: headers(), body: JSON.stringify({ taiKhoan: account.taiKhoan, matKhau: 'sai' }) });
  document.getElementById('error').textContent = wrong.status + ' ' + (await wrong.json());
  const user = await call('POST', '/QuanLyNguoiDung/DangNhap', { taiKhoan: account.taiKhoan, matKhau: account.matKhau });
  const courses = await call('GET', '/QuanLyKhoaHoc/LayDanhSachKhoaHoc?MaNhom=GP01');
  const list = document.getElementById('courses');
  for (const c of courses.slice(0, 6)) {
    const li = document.createElement('li');
    li.dataset.code = c.maKhoaHoc;
    li.innerHTML = '<img width="120" height="68" alt=""> <span></span>';
    li.querySelector('img').src = c.hinhAnh;
    li.querySelector('span').textContent = c.tenKhoaHoc;
    list.append(li);
  }
  const enrolled = await call('POST', '/QuanLyKhoaHoc/DangKyKhoaHoc', { maKhoaHoc: 'GIT-01', taiKhoan: user.taiKhoan }, user.accessToken);
  const me = await call('POST', '/QuanLyNguoiDung/ThongTinTaiKhoan', null, user.accessToken);
  for (const c of me.chiTietKhoaHocGhiDanh) {
    const li = document.createElement('li');
    li.textContent = c.maKhoaHoc + ' — ' + c.tenKhoaHoc;
    document.getElementById('mine').append(li);
  }
  document.getElementById('status').textContent = enrolled + ' ' + me.hoTen + ' (' + user.maLoaiNguoiDung + ')';
})().catch((e) => { document.getElementById('status').textContent = 'LỖI: ' + e.message; });
</script>
</body></html>`;

let app: RunningApp;
let client: Server;
let clientBase = '';

beforeAll(async () => {
  app = await startApp('sen-elearning-cors');
  client = createServer((req, res) => {
    if (req.url === '/' || req.url === '/index.html') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(PAGE(app.base));
      return;
    }
    // No favicon: an empty answer, so the browser logs no failed request.
    res.writeHead(204).end();
  });
  await new Promise<void>((resolve) => client.listen(0, '127.0.0.1', resolve));
  // "localhost" vs the API's "127.0.0.1", on another port: another origin in every respect.
  clientBase = `http://localhost:${(client.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => client?.close(resolve));
  await app?.stop();
});

describe('the e-learning API used by a front-end on another origin', () => {
  it('signs in, lists courses with pictures, registers to a course and reads the account', async () => {
    const context = await app.browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto(`${clientBase}/`);
    await page.waitForFunction(() => document.getElementById('status')?.textContent !== '…', null, { timeout: 30_000 });
    const status = await page.textContent('#status');
    expect(status, problems.join('\n')).toBe('Ghi danh thành công! Đỗ Thu Hà (HV)');
    // The wrong password came back as the API's plain string, readable across origins.
    expect(await page.textContent('#error')).toBe('401 Tên đăng nhập hoặc mật khẩu không đúng');
    // Six courses, each picture loaded from the API's origin.
    expect(await page.locator('#courses li').count()).toBe(6);
    await page.waitForFunction(() =>
      [...document.querySelectorAll('#courses img')].every((i) => (i as HTMLImageElement).complete),
    );
    const widths = await page.$$eval('#courses img', (imgs) => imgs.map((i) => (i as HTMLImageElement).naturalWidth));
    expect(
      widths.every((w) => w > 0),
      JSON.stringify(widths),
    ).toBe(true);
    const sources = await page.$$eval('#courses img', (imgs) => imgs.map((i) => (i as HTMLImageElement).src));
    expect(sources.every((s) => s.startsWith(`${app.base}/uploads/`))).toBe(true);
    expect(await page.locator('#mine li').allTextContents()).toEqual(['GIT-01 — Git & GitHub cho người mới']);
    // Authorization and TokenCybersoft are not CORS-safelisted: the browser asked first, and the
    // enrolment above only went through because the preflight allowed them. The same preflight:
    const preflight = await fetch(`${app.base}/api/v1/QuanLyKhoaHoc/DangKyKhoaHoc`, {
      method: 'OPTIONS',
      headers: {
        origin: clientBase,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,tokencybersoft',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('tokencybersoft');
    // Only the deliberate wrong password failed (the browser logs the 401).
    expect(problems.filter((p) => !p.includes('401'))).toEqual([]);
    await shot(page, 'elearning-client', { fullPage: false });
    await context.close();
  });
});
