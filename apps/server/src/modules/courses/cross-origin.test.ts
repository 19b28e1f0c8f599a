import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, testConfig } from '../../../test/helpers';
import { buildApp } from '../../app';
import type { Harness } from '../auth/testing';
import { coursesHarness } from './testing';

const SITE = 'http://client.example:5173';

describe.each(dialects)('the e-learning API from other origins on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await coursesHarness(dialect);
  });
  afterAll(async () => h.close());

  it('answers a preflight for any origin with the bearer headers and no credentials', async () => {
    for (const url of ['/api/v1/QuanLyNguoiDung/ThongTinTaiKhoan', '/api/v1/QuanLyKhoaHoc/CapNhatKhoaHoc']) {
      const res = await h.app.inject({
        method: 'OPTIONS',
        url,
        headers: {
          origin: SITE,
          'access-control-request-method': 'PUT',
          'access-control-request-headers': 'authorization,tokencybersoft,content-type',
        },
      });
      expect(res.statusCode).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
      expect(String(res.headers['access-control-allow-methods'])).toContain('PUT');
      expect(String(res.headers['access-control-allow-methods'])).toContain('DELETE');
      const allowed = String(res.headers['access-control-allow-headers']).toLowerCase();
      for (const name of ['authorization', 'tokencybersoft', 'content-type']) expect(allowed).toContain(name);
    }
  });

  it('answers the calls themselves with an open origin and a cross-origin resource policy', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/v1/QuanLyKhoaHoc/LayDanhMucKhoaHoc', headers: { origin: SITE } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    // Course pictures are absolute and shown by other sites.
    const list = (await h.app.inject({ method: 'GET', url: '/api/v1/QuanLyKhoaHoc/LayDanhSachKhoaHoc' })).json();
    expect(list[0].hinhAnh.startsWith(`${h.app.config.publicUrl}/uploads/`)).toBe(true);
    const dir = path.join(h.app.config.dataDir, 'uploads', 'demo', 'courses');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'cors-probe.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const image = await h.app.inject({ method: 'GET', url: '/uploads/demo/courses/cors-probe.svg', headers: { origin: SITE } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('keeps the shop’s own API same-origin', async () => {
    const pre = await h.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/auth/login',
      headers: { origin: SITE, 'access-control-request-method': 'POST' },
    });
    expect(pre.statusCode).toBe(404);
    expect(pre.headers['access-control-allow-origin']).toBeUndefined();
    const res = await h.app.inject({ method: 'GET', url: '/api/v1/courses', headers: { origin: SITE } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('answers errors as a bare Vietnamese string with a 4xx', async () => {
    const unauth = await h.app.inject({
      method: 'POST',
      url: '/api/v1/QuanLyKhoaHoc/DangKyKhoaHoc',
      headers: { origin: SITE },
      payload: { maKhoaHoc: 'REACT-01' },
    });
    expect(unauth.statusCode).toBe(401);
    expect(unauth.json()).toBe('Bạn chưa đăng nhập hoặc phiên đăng nhập đã hết hạn');
    expect(unauth.headers['access-control-allow-origin']).toBe('*');
    const missing = await h.app.inject({ method: 'GET', url: '/api/v1/QuanLyKhoaHoc/LayThongTinKhoaHoc?maKhoaHoc=NOPE' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toBe('Không tìm thấy khóa học');
    const invalid = await h.app.inject({ method: 'POST', url: '/api/v1/QuanLyNguoiDung/DangNhap', payload: {} });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toBe('Vui lòng nhập tên người dùng; Vui lòng nhập mật khẩu');
    const unknown = await h.app.inject({ method: 'GET', url: '/api/v1/QuanLyKhoaHoc/KhongCo' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toBe('Đường dẫn API không tồn tại');
    // A JSON content type without a body is "nothing sent", as the API's clients post it.
    const empty = await h.app.inject({
      method: 'POST',
      url: '/api/v1/QuanLyNguoiDung/ThongTinTaiKhoan',
      headers: { 'content-type': 'application/json' },
    });
    expect(empty.statusCode).toBe(401);
    // Our own API keeps its envelope.
    const own = await h.app.inject({ method: 'GET', url: '/api/v1/me' });
    expect(own.json()).toMatchObject({ statusCode: 401, errorCode: 'UNAUTHORIZED' });
  });
});

describe('CORS_ORIGINS opens the shop’s own API to the listed origins', () => {
  it('allows a listed origin with credentials and nobody else', async () => {
    const h = await coursesHarness('sqlite');
    const app = await buildApp({
      config: { ...testConfig(h.testDb), corsOrigins: [SITE] },
      db: h.testDb.db,
      dialect: h.testDb.dialect,
      web: false,
    });
    try {
      const pre = await app.inject({
        method: 'OPTIONS',
        url: '/api/v1/auth/login',
        headers: { origin: SITE, 'access-control-request-method': 'POST' },
      });
      expect(pre.statusCode).toBe(204);
      expect(pre.headers['access-control-allow-origin']).toBe(SITE);
      expect(pre.headers['access-control-allow-credentials']).toBe('true');
      const other = await app.inject({ method: 'GET', url: '/api/v1/courses', headers: { origin: 'http://evil.example' } });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await app.close();
      await h.close();
    }
  });
});
