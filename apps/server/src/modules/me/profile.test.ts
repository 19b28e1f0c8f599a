import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/helpers';
import { bearer, createUser, type Harness, harness, login, PASSWORD } from '../auth/testing';

describe.each(dialects)('profile and password on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness(dialect);
  });
  afterAll(async () => h.close());

  it('returns the signed-in user without any secret', async () => {
    const user = await createUser(h.app, { role: 'editor' });
    const { token } = await login(h.app, user.email);
    const res = await h.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const me = res.json().metadata;
    expect(me).toMatchObject({ id: user.id, email: user.email, role: 'editor', name: 'Nguyễn An', phoneNumber: '0912345678' });
    expect(me.permissions).toEqual(expect.arrayContaining(['admin.access', 'content.write']));
    expect(me.preferences).toEqual({
      language: 'vi',
      currency: 'VND',
      notifications: { email: true, push: true, sms: false, marketing: false },
    });
    expect(res.body).not.toMatch(/argon2|password_hash|passwordHash/);
  });

  it('updates only the fields sent, merging preferences', async () => {
    const user = await createUser(h.app);
    const { token } = await login(h.app, user.email);
    const res = await h.app.inject({
      method: 'PATCH',
      url: '/api/v1/me',
      headers: bearer(token),
      payload: {
        firstName: 'Thu Hà',
        phoneNumber: '098-765-4321',
        gender: 'female',
        dateOfBirth: '1995-04-30',
        avatar: '/uploads/avatars/ha.webp',
        preferences: { language: 'en', notifications: { marketing: true } },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().metadata).toMatchObject({
      firstName: 'Thu Hà',
      lastName: 'Nguyễn',
      phoneNumber: '0987654321',
      gender: 'female',
      dateOfBirth: '1995-04-30',
      avatar: '/uploads/avatars/ha.webp',
      preferences: { language: 'en', currency: 'VND', notifications: { email: true, marketing: true } },
    });
    const again = await h.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(token) });
    expect(again.json().metadata.firstName).toBe('Thu Hà');
    const bad = await h.app.inject({
      method: 'PATCH',
      url: '/api/v1/me?lang=en',
      headers: bearer(token),
      payload: { phoneNumber: '12', gender: 'robot', dateOfBirth: '30/04/1995', avatar: 'javascript:alert(1)' },
    });
    expect(bad.statusCode).toBe(400);
    const fields = bad
      .json()
      .metadata.errors.map((e: { field: string }) => e.field)
      .sort();
    expect(fields).toEqual(['avatar', 'dateOfBirth', 'gender', 'phoneNumber']);
  });

  it('changes the password only with the current one, signing out the other devices', async () => {
    const user = await createUser(h.app);
    const here = await login(h.app, user.email);
    const elsewhere = await login(h.app, user.email);
    const change = (payload: object) =>
      h.app.inject({ method: 'PUT', url: '/api/v1/me/password?lang=en', headers: bearer(here.token), payload });
    const wrong = await change({ currentPassword: 'nope', newPassword: 'fresh-pass', confirmPassword: 'fresh-pass' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ errorCode: 'INCORRECT_CURRENT_PASSWORD', message: 'The current password is incorrect' });
    expect(wrong.json().metadata.errors).toEqual([{ field: 'currentPassword', message: 'The current password is incorrect' }]);
    const short = await change({ currentPassword: PASSWORD, newPassword: '123', confirmPassword: '123' });
    expect(short.json().metadata.errors).toEqual([{ field: 'newPassword', message: 'Password must be at least 6 characters' }]);
    const ok = await change({ currentPassword: PASSWORD, newPassword: 'fresh-pass', confirmPassword: 'fresh-pass' });
    expect(ok.statusCode).toBe(200);
    expect((await h.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(here.token) })).statusCode).toBe(200);
    expect((await h.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(elsewhere.token) })).statusCode).toBe(401);
    await login(h.app, user.email, { password: 'fresh-pass' });
    const notes = await h.app.inject({ method: 'GET', url: '/api/v1/me/notifications', headers: bearer(here.token) });
    expect(notes.json().metadata.items[0]).toMatchObject({ type: 'warning', title: 'Mật khẩu đã được thay đổi', read: false });
  });
});
