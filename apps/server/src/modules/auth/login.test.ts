import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/helpers';
import { bearer, cookie, createUser, type Harness, harness, login, PASSWORD, randomIp } from './testing';

describe.each(dialects)('register and login on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness(dialect);
  });
  afterAll(async () => h.close());

  const register = (payload: Record<string, unknown>, lang = 'en') =>
    h.app.inject({
      method: 'POST',
      url: `/api/v1/auth/register?lang=${lang}`,
      headers: { 'x-forwarded-for': randomIp() },
      payload,
    });

  it('registers a customer, signs them in and mails a verification link', async () => {
    const res = await register({
      name: 'Trần Thị Bình',
      email: ' Binh@Example.VN ',
      password: 'secret6',
      confirmPassword: 'secret6',
      acceptTerms: true,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ statusCode: 201, message: 'Success' });
    expect(body.metadata.user).toMatchObject({
      email: 'binh@example.vn',
      username: 'binh@example.vn',
      lastName: 'Trần',
      firstName: 'Thị Bình',
      name: 'Trần Thị Bình',
      role: 'customer',
      isVerified: false,
      permissions: [],
    });
    expect(JSON.stringify(body)).not.toContain('password');
    expect(body.metadata.access_token).toMatch(/^ey/);
    expect(cookie(res, 'sen_rt')).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/v1/auth' });
    const row = await h.app.db.selectFrom('users').selectAll().where('email', '=', 'binh@example.vn').executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    const mail = await h.app.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', 'binh@example.vn').execute();
    expect(mail.map((m) => m.template)).toEqual(['verify-email']);
    expect(mail[0]!.text_body).toContain('/verify-email?token=');
  });

  it('answers a used e-mail or username with its catalogue message (409)', async () => {
    const base = { name: 'An', password: 'secret6', confirmPassword: 'secret6', acceptTerms: true };
    const first = await register({ ...base, email: 'dup@example.vn', username: 'dupuser' });
    expect(first.statusCode).toBe(201);
    const email = await register({ ...base, email: 'DUP@example.vn', username: 'other' });
    expect(email.statusCode).toBe(409);
    expect(email.json()).toMatchObject({ errorCode: 'EMAIL_IN_USE', message: 'This email is already in use' });
    expect(email.json().metadata.errors).toEqual([{ field: 'email', message: 'This email is already in use' }]);
    const noUsername = await register({ ...base, email: 'dup@example.vn' });
    expect(noUsername.json().metadata.errors).toEqual([{ field: 'email', message: 'This email is already in use' }]);
    const username = await register({ ...base, email: 'new@example.vn', username: 'DupUser' }, 'vi');
    expect(username.statusCode).toBe(409);
    expect(username.json()).toMatchObject({ errorCode: 'USERNAME_EXISTS', message: 'Tên người dùng đã tồn tại' });
  });

  it('validates registration with the catalogue messages, every field at once', async () => {
    const res = await register({ email: 'bad', password: '123', confirmPassword: '1234' }, 'vi');
    expect(res.statusCode).toBe(400);
    const errors = Object.fromEntries(
      res.json().metadata.errors.map((e: { field: string; message: string }) => [e.field, e.message]),
    );
    expect(errors).toEqual({
      email: 'Email không hợp lệ',
      password: 'Mật khẩu phải có ít nhất 6 ký tự',
      acceptTerms: 'Bạn cần đồng ý với điều khoản sử dụng',
      confirmPassword: 'Mật khẩu xác nhận không khớp',
      name: 'Vui lòng nhập họ tên',
    });
  });

  it('accepts the compatible DangKy registration as the same kind of account', async () => {
    const payload = {
      taiKhoan: 'hocvien01',
      matKhau: 'matkhau1',
      hoTen: 'Lê Văn Cường',
      soDT: '0901 234 567',
      maNhom: 'GP01',
      email: 'cuong@example.vn',
    };
    const res = await h.app.inject({ method: 'POST', url: '/api/v1/QuanLyNguoiDung/DangKy', payload });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      taiKhoan: 'hocvien01',
      hoTen: 'Lê Văn Cường',
      soDT: '0901234567',
      maNhom: 'GP01',
      email: 'cuong@example.vn',
    });
    const again = await h.app.inject({
      method: 'POST',
      url: '/api/v1/QuanLyNguoiDung/DangKy?lang=en',
      payload: { ...payload, email: 'x@example.vn' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toBe('This username already exists');
    // The username signs in as well as the e-mail.
    const byUsername = await login(h.app, 'HocVien01', { password: 'matkhau1' });
    expect(byUsername.res.json().metadata.user.role).toBe('customer');
  });

  it('signs in with the e-mail, returns the user and a short-lived token, and remembers on request', async () => {
    const user = await createUser(h.app, { role: 'manager' });
    const { res, token } = await login(h.app, user.email.toUpperCase(), { rememberMe: true });
    const body = res.json();
    expect(body).toMatchObject({ statusCode: 200, message: 'Success', metadata: { token_type: 'Bearer', expires_in: 900 } });
    expect(body.metadata.user).toMatchObject({ id: user.id, role: 'manager' });
    expect(body.metadata.user.permissions).toContain('orders.write');
    expect(body.metadata.user.permissions).not.toContain('users.manage');
    expect(cookie(res, 'sen_rt')?.maxAge).toBe(30 * 24 * 60 * 60);
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(payload).toMatchObject({ sub: user.id, role: 'manager' });
    expect(payload.exp - payload.iat).toBe(900);
    const me = await h.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(token) });
    expect(me.json().metadata.lastLogin).not.toBeNull();
    // Without rememberMe the refresh cookie lasts for the browser session only.
    const session = await login(h.app, user.email);
    expect(cookie(session.res, 'sen_rt')?.maxAge).toBeUndefined();
  });

  it('refuses wrong credentials with 401 "Incorrect username or password", in both languages', async () => {
    const user = await createUser(h.app);
    for (const email of [user.email, 'nobody@example.vn']) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login?lang=en',
        headers: { 'x-forwarded-for': randomIp() },
        payload: { email, password: 'wrong-password' },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        statusCode: 401,
        errorCode: 'INVALID_CREDENTIALS',
        message: 'Incorrect username or password',
      });
    }
    const vi = await h.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: user.email, password: 'nope' },
    });
    expect(vi.json().message).toBe('Tên đăng nhập hoặc mật khẩu không đúng');
    const empty = await h.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: '  ', password: '' } });
    expect(empty.json().metadata.errors).toEqual([
      { field: 'email', message: 'Vui lòng nhập tên người dùng' },
      { field: 'password', message: 'Vui lòng nhập mật khẩu' },
    ]);
  });

  it('answers locked and disabled accounts with their messages (403), only with the right password', async () => {
    const banned = await createUser(h.app, { status: 'banned' });
    const inactive = await createUser(h.app, { status: 'inactive' });
    const attempt = (email: string, password = PASSWORD) =>
      h.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login?lang=en',
        headers: { 'x-forwarded-for': randomIp() },
        payload: { email, password },
      });
    const locked = await attempt(banned.email);
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toMatchObject({
      errorCode: 'ACCOUNT_LOCKED',
      message: 'Your account has been locked. Please contact support.',
    });
    expect(cookie(locked, 'sen_rt')).toBeUndefined();
    const disabled = await attempt(inactive.email);
    expect(disabled.statusCode).toBe(403);
    expect(disabled.json()).toMatchObject({ errorCode: 'ACCOUNT_DISABLED', message: 'Your account has been disabled' });
    expect((await attempt(banned.email, 'wrong-one')).statusCode).toBe(401);
  });
});
