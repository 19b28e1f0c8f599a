import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/helpers';
import { bearer, createUser, type Harness, harness, login, PASSWORD } from '../auth/testing';
import { mailerOf } from '../mail/plugin';

describe.each(dialects)('staff user management on %s', (dialect) => {
  let h: Harness;
  let admin: Record<string, string>;
  let adminId: string;
  beforeAll(async () => {
    h = await harness(dialect);
    const user = await createUser(h.app, { role: 'admin' });
    adminId = user.id;
    admin = bearer((await login(h.app, user.email)).token);
  });
  afterAll(async () => h.close());

  it('lists and searches users', async () => {
    const target = await createUser(h.app, { email: 'tim-kiem@example.vn' });
    const res = await h.app.inject({ method: 'GET', url: '/api/v1/admin/users?search=tim-kiem&limit=10', headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().metadata.items.map((u: { id: string }) => u.id)).toEqual([target.id]);
    const admins = await h.app.inject({ method: 'GET', url: '/api/v1/admin/users?role=admin', headers: admin });
    expect(admins.json().metadata.items.map((u: { id: string }) => u.id)).toEqual([adminId]);
  });

  it('changes a role with effect on the next request, and a ban signs the user out', async () => {
    const target = await createUser(h.app);
    const session = await login(h.app, target.email);
    const outbox = () => h.app.inject({ method: 'GET', url: '/api/v1/admin/users', headers: bearer(session.token) });
    expect((await outbox()).statusCode).toBe(403);
    const promote = await h.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/users/${target.id}`,
      headers: admin,
      payload: { role: 'admin' },
    });
    expect(promote.json().metadata).toMatchObject({ role: 'admin', permissions: expect.arrayContaining(['users.manage']) });
    expect((await outbox()).statusCode).toBe(200);
    const ban = await h.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/users/${target.id}`,
      headers: admin,
      payload: { status: 'banned' },
    });
    expect(ban.statusCode).toBe(200);
    expect((await outbox()).statusCode).toBe(401);
  });

  it('refuses to change your own role or status', async () => {
    const res = await h.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/users/${adminId}?lang=en`,
      headers: admin,
      payload: { role: 'customer' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ errorCode: 'CANNOT_MODIFY_SELF' });
  });

  it('lets only admins change roles; a manager gets 403 and nothing changes', async () => {
    const manager = await createUser(h.app, { role: 'manager' });
    const managerAuth = bearer((await login(h.app, manager.email)).token);
    const target = await createUser(h.app);
    const res = await h.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/users/${target.id}`,
      headers: managerAuth,
      payload: { role: 'admin' },
    });
    expect(res.statusCode).toBe(403);
    const stored = await h.app.db.selectFrom('users').select('role').where('id', '=', target.id).executeTakeFirstOrThrow();
    expect(stored.role).toBe('customer');
    // The admin's change is audited with the role before and after.
    await h.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/users/${target.id}`,
      headers: admin,
      payload: { role: 'support' },
    });
    const audit = await h.app.inject({
      method: 'GET',
      url: `/api/v1/admin/audit-log?entity=user&entityId=${target.id}`,
      headers: admin,
    });
    expect(audit.json().metadata.items[0]).toMatchObject({
      action: 'update',
      before: { role: 'customer', status: 'active' },
      after: { role: 'support', status: 'active' },
    });
  });

  it('signs a user out everywhere on request', async () => {
    const target = await createUser(h.app, { role: 'staff' });
    const a = await login(h.app, target.email);
    const b = await login(h.app, target.email);
    const me = (token: string) => h.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(token) });
    expect((await me(a.token)).statusCode).toBe(200);
    const res = await h.app.inject({ method: 'POST', url: `/api/v1/admin/users/${target.id}/sign-out`, headers: admin });
    expect(res.json().metadata).toEqual({ _id: target.id, sessionsRevoked: 2 });
    expect((await me(a.token)).statusCode).toBe(401);
    expect((await me(b.token)).statusCode).toBe(401);
    const self = await h.app.inject({ method: 'POST', url: `/api/v1/admin/users/${adminId}/sign-out`, headers: admin });
    expect(self.statusCode).toBe(409);
  });

  it('invites staff by e-mail; the invitee sets a password from the link and signs in with the role', async () => {
    const invite = (payload: object, headers = admin) =>
      h.app.inject({ method: 'POST', url: '/api/v1/admin/users/invite', headers, payload });
    const res = await invite({ email: 'Moi.Vao@Sen.vn', name: 'Trần Thị Mới', role: 'editor' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().metadata).toMatchObject({
      email: 'moi.vao@sen.vn',
      role: 'editor',
      lastName: 'Trần',
      firstName: 'Thị Mới',
    });
    // Nobody can sign in before the password is chosen.
    const early = await h.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'moi.vao@sen.vn', password: PASSWORD },
    });
    expect(early.statusCode).not.toBe(200);

    const mailedToken = async () => {
      await mailerOf(h.app.db).idle();
      const mails = await h.app.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('to_address', '=', 'moi.vao@sen.vn')
        .where('template', '=', 'staff-invite')
        .execute();
      return /token=([A-Za-z0-9_-]+)/.exec(mails.at(-1)!.text_body)![1]!;
    };
    const first = await mailedToken();
    // A resent invitation replaces the first link.
    const invitee = res.json().metadata._id as string;
    const resend = () => h.app.inject({ method: 'POST', url: `/api/v1/admin/users/${invitee}/resend-invite`, headers: admin });
    expect((await resend()).json().metadata).toEqual({ _id: invitee, sent: true });
    const token = await mailedToken();
    expect(token).not.toBe(first);
    const stale = await h.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { token: first, password: 'Moi@2026pass', confirmPassword: 'Moi@2026pass' },
    });
    expect(stale.statusCode).toBe(400);
    const set = await h.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { token, password: 'Moi@2026pass', confirmPassword: 'Moi@2026pass' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const session = await login(h.app, 'moi.vao@sen.vn', { password: 'Moi@2026pass' });
    const me = await h.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(session.token) });
    expect(me.json().metadata).toMatchObject({
      role: 'editor',
      isVerified: true,
      permissions: expect.arrayContaining(['admin.access']),
    });

    // Accepted: nothing to resend.
    expect((await resend()).statusCode).toBe(409);
    // The same address twice: 409 on the e-mail field; only admins invite; bad input names its fields.
    const again = await invite({ email: 'moi.vao@sen.vn', name: 'X', role: 'staff' });
    expect(again.statusCode).toBe(409);
    expect(again.json().metadata.errors[0].field).toBe('email');
    const manager = await createUser(h.app, { role: 'manager' });
    expect(
      (await invite({ email: 'b@sen.vn', name: 'B', role: 'staff' }, bearer((await login(h.app, manager.email)).token)))
        .statusCode,
    ).toBe(403);
    const bad = await invite({ email: 'nope', name: '', role: 'customer' });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .metadata.errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['email', 'name', 'role']);
    const audit = await h.app.inject({ method: 'GET', url: '/api/v1/admin/audit-log?action=invite', headers: admin });
    expect(audit.json().metadata.items[0]).toMatchObject({ entity: 'user', after: { email: 'moi.vao@sen.vn', role: 'editor' } });
  });
});
