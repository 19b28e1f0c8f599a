import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/helpers';
import type { UsersTable } from '../../db/schema';
import { bearer, createUser, type Harness, harness, PASSWORD, randomIp } from '../auth/testing';

describe.each(dialects)('compatible sign-in (QuanLyNguoiDung/DangNhap) on %s', (dialect) => {
  let h: Harness;
  let learner: UsersTable;
  let editor: UsersTable;
  beforeAll(async () => {
    h = await harness(dialect);
    learner = await createUser(h.app);
    editor = await createUser(h.app, { role: 'editor' });
  });
  afterAll(async () => h.close());

  const signIn = (payload: object, ip = randomIp(), lang = 'vi') =>
    h.app.inject({
      method: 'POST',
      url: `/api/v1/QuanLyNguoiDung/DangNhap?lang=${lang}`,
      headers: { 'x-forwarded-for': ip },
      payload,
    });

  it('answers the user with an access token, in the original bare shape', async () => {
    const res = await signIn({ taiKhoan: learner.username, matKhau: PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['accessToken', 'email', 'hoTen', 'maLoaiNguoiDung', 'maNhom', 'soDT', 'taiKhoan']);
    expect(body).toEqual({
      taiKhoan: learner.username,
      email: learner.email,
      soDT: '0912345678',
      maNhom: 'GP01',
      maLoaiNguoiDung: 'HV',
      hoTen: 'Nguyễn An',
      accessToken: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
    });
    expect(res.headers['cache-control']).toBe('no-store');
    // The token works on our own API.
    const me = await h.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(body.accessToken) });
    expect(me.statusCode).toBe(200);
    expect(me.json().metadata.email).toBe(learner.email);
  });

  it('calls staff GV and accepts the e-mail and the original capitalised keys', async () => {
    const res = await signIn({ TaiKhoan: editor.email.toUpperCase(), MatKhau: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ taiKhoan: editor.username, maLoaiNguoiDung: 'GV' });
  });

  it('refuses a wrong password with a clear 401, then locks like /auth/login', async () => {
    const ip = randomIp();
    const wrong = await signIn({ taiKhoan: learner.username, matKhau: 'sai-mat-khau' }, ip);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toBe('Tên đăng nhập hoặc mật khẩu không đúng');
    const en = await signIn({ taiKhoan: 'khong-ai-ca', matKhau: 'x' }, ip, 'en');
    expect(en.json()).toBe('Incorrect username or password');

    const victim = await createUser(h.app);
    const guesser = randomIp();
    for (let i = 0; i < 5; i++) await signIn({ taiKhoan: victim.username, matKhau: `sai-${i}` }, guesser);
    const locked = await signIn({ taiKhoan: victim.username, matKhau: PASSWORD }, guesser);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatch(/^Bạn đã thử đăng nhập quá nhiều lần/);
    expect(locked.headers['retry-after']).toBeDefined();
  });

  it('names the missing fields', async () => {
    const res = await signIn({});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toBe('Vui lòng nhập tên người dùng; Vui lòng nhập mật khẩu');
  });
});
