import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/helpers';
import { AdminInputError, createOrPromoteAdmin } from './first-admin';
import { createUser, type Harness, harness, login } from './testing';

describe.each(dialects)('npm run admin:create on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness(dialect);
  });
  afterAll(async () => h.close());

  it('creates an admin who can sign in and reach the admin API, with an audit entry', async () => {
    expect(
      await createOrPromoteAdmin(h.app.db, { email: 'Owner@Shop.vn', password: 'Hoa-sen-2026!', name: 'Trần Thị Mai' }),
    ).toBe('created');
    const { token } = await login(h.app, 'owner@shop.vn', { password: 'Hoa-sen-2026!' });
    const res = await h.app.inject({
      method: 'GET',
      url: '/api/v1/admin/settings/general',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await h.app.db
      .selectFrom('users')
      .select(['role', 'first_name', 'last_name'])
      .where('email', '=', 'owner@shop.vn')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ role: 'admin', first_name: 'Thị Mai', last_name: 'Trần' });
    const audit = await h.app.db.selectFrom('audit_log').select(['action', 'entity']).where('entity', '=', 'user').execute();
    expect(audit).toContainEqual({ action: 'create', entity: 'user' });
  });

  it('promotes an existing (even banned) account and gives it the new password', async () => {
    const user = await createUser(h.app, { role: 'customer', status: 'banned' });
    expect(await createOrPromoteAdmin(h.app.db, { email: user.email, password: 'Một-mật-khẩu-mới' })).toBe('promoted');
    await expect(login(h.app, user.email)).rejects.toThrow(/401/);
    await login(h.app, user.email, { password: 'Một-mật-khẩu-mới' });
    const row = await h.app.db.selectFrom('users').select(['role', 'status']).where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ role: 'admin', status: 'active' });
  });

  it('refuses a bad e-mail, a short password and the published demo password, writing nothing', async () => {
    const before = (await h.app.db.selectFrom('users').select('id').execute()).length;
    await expect(createOrPromoteAdmin(h.app.db, { email: 'not-an-email', password: 'Hoa-sen-2026!' })).rejects.toThrow(
      AdminInputError,
    );
    await expect(createOrPromoteAdmin(h.app.db, { email: 'a@shop.vn', password: '123' })).rejects.toThrow(/Password/);
    await expect(createOrPromoteAdmin(h.app.db, { email: 'a@shop.vn', password: 'Sen@12345' })).rejects.toThrow(/demo password/);
    expect((await h.app.db.selectFrom('users').select('id').execute()).length).toBe(before);
  });
});
