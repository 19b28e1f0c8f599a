import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dialects } from '../../../test/helpers';
import { bearer, cookie, createUser, type Harness, harness, login } from './testing';

describe.each(dialects)('refresh tokens and logout on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness(dialect);
  });
  afterAll(async () => h.close());
  afterEach(() => vi.useRealTimers());

  const refresh = (token: string | undefined) =>
    h.app.inject({ method: 'POST', url: '/api/v1/auth/refresh-token?lang=en', cookies: token ? { sen_rt: token } : {} });
  const me = (token: string) => h.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(token) });

  it('rotates the refresh token on every use and answers a new access token', async () => {
    const user = await createUser(h.app);
    const first = await login(h.app, user.email, { rememberMe: true });
    const res = await refresh(first.refresh);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.metadata.access_token).toMatch(/^ey/);
    expect(body.metadata.user.id).toBe(user.id);
    const next = cookie(res, 'sen_rt')!;
    expect(next.value).not.toBe(first.refresh);
    expect(next).toMatchObject({ httpOnly: true, path: '/api/v1/auth', maxAge: 30 * 24 * 3600 });
    expect((await me(body.metadata.access_token)).statusCode).toBe(200);
    // The next refresh takes the new token.
    expect((await refresh(next.value)).statusCode).toBe(200);
    const stored = await h.app.db.selectFrom('auth_refresh_tokens').select('token_hash').execute();
    expect(stored.some((r) => r.token_hash === first.refresh)).toBe(false);
  });

  it('revokes the whole session when a used token comes back after the grace period', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T08:00:00Z'));
    const user = await createUser(h.app);
    const stolen = await login(h.app, user.email);
    const legit = await refresh(stolen.refresh);
    const legitToken = cookie(legit, 'sen_rt')!.value;
    const legitAccess = legit.json().metadata.access_token;

    // Two tabs refreshing at once: a second use within seconds gets its own successor.
    vi.setSystemTime(new Date('2030-01-01T08:00:05Z'));
    const twin = await refresh(stolen.refresh);
    expect(twin.statusCode).toBe(200);

    vi.setSystemTime(new Date('2030-01-01T08:01:00Z'));
    const reuse = await refresh(stolen.refresh);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toMatchObject({
      errorCode: 'SESSION_EXPIRED',
      message: 'Your session has expired, please log in again',
    });
    expect(cookie(reuse, 'sen_rt')?.value).toBe('');
    // Every token of the family is dead now, and so are its access tokens.
    expect((await refresh(legitToken)).statusCode).toBe(401);
    expect((await refresh(cookie(twin, 'sen_rt')!.value)).statusCode).toBe(401);
    const denied = await me(legitAccess);
    expect(denied.statusCode).toBe(401);
    expect(denied.json().message).toBe('Unauthorized');
    const session = await h.app.db
      .selectFrom('auth_sessions')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(session.revoked_reason).toBe('refresh token reused');
  });

  it('refuses a missing, unknown or expired refresh token', async () => {
    expect((await refresh(undefined)).statusCode).toBe(401);
    expect((await refresh('made-up-token')).json().errorCode).toBe('SESSION_EXPIRED');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-01-01T00:00:00Z'));
    const user = await createUser(h.app);
    const session = await login(h.app, user.email);
    vi.setSystemTime(new Date('2031-01-02T00:00:01Z'));
    expect((await refresh(session.refresh)).statusCode).toBe(401);
  });

  it('logs out: the session is revoked and the cookies cleared, even with an expired access token', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2032-01-01T00:00:00Z'));
    const user = await createUser(h.app);
    const session = await login(h.app, user.email, { rememberMe: true });
    vi.setSystemTime(new Date('2032-01-01T00:20:00Z'));
    expect((await me(session.token)).statusCode).toBe(401);
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: bearer(session.token),
      cookies: { sen_rt: session.refresh },
    });
    expect(res.statusCode).toBe(200);
    expect(cookie(res, 'sen_rt')).toMatchObject({ value: '', path: '/api/v1/auth' });
    expect(cookie(res, 'sen_at')).toMatchObject({ value: '' });
    expect((await refresh(session.refresh)).statusCode).toBe(401);
  });

  it('kills the access token of a logged-out session at once', async () => {
    const user = await createUser(h.app);
    const session = await login(h.app, user.email);
    expect((await me(session.token)).statusCode).toBe(200);
    await h.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(session.token) });
    expect((await me(session.token)).statusCode).toBe(401);
  });

  it('reads the access cookie for GET only (server rendering), never for a change', async () => {
    const user = await createUser(h.app);
    const { res } = await login(h.app, user.email);
    const at = cookie(res, 'sen_at')!;
    expect(at).toMatchObject({ path: '/', httpOnly: true, maxAge: 900 });
    expect((await h.app.inject({ method: 'GET', url: '/api/v1/me', cookies: { sen_at: at.value } })).statusCode).toBe(200);
    const patch = await h.app.inject({
      method: 'PATCH',
      url: '/api/v1/me',
      cookies: { sen_at: at.value },
      payload: { firstName: 'X' },
    });
    expect(patch.statusCode).toBe(401);
  });

  it('ends the sessions of an account that is disabled', async () => {
    const user = await createUser(h.app);
    const session = await login(h.app, user.email);
    await h.app.db.updateTable('users').set({ status: 'inactive' }).where('id', '=', user.id).execute();
    expect((await me(session.token)).statusCode).toBe(401);
    expect((await refresh(session.refresh)).statusCode).toBe(401);
  });
});
