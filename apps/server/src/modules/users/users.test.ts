import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/helpers';
import { bearer, createUser, type Harness, harness, login } from '../auth/testing';

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
});
