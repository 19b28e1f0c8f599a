import { randomUUID } from 'node:crypto';
import { can, ROLES, type Role } from '@sen/core';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/helpers';
import { isElearningUrl } from '../courses/cross-origin';
import { createSeller } from '../payouts/testing';
import { authOf, type GuardedRoute } from './plugin';
import { bearer, createUser, type Harness, harness, login, randomIp } from './testing';

/**
 * Every route that declares `auth` or `permission` (collected as the app registers them,
 * so routes added later by any module are walked too) × every role of the permission table.
 */
describe.each(dialects)('authorization matrix on %s', (dialect) => {
  let h: Harness;
  let routes: GuardedRoute[];
  const tokens = new Map<Role, string>();
  const ips = new Map<Role | 'anonymous', string>();

  beforeAll(async () => {
    h = await harness(dialect);
    routes = authOf(h.app.db).guardedRoutes;
    for (const role of ROLES) {
      ips.set(role, randomIp());
      // A seller account has its approved shop: the seller routes scope every answer to it.
      const user = role === 'seller' ? await createSeller(h.app) : await createUser(h.app, { role });
      tokens.set(role, (await login(h.app, user.email, { ip: ips.get(role) })).token);
    }
    ips.set('anonymous', randomIp());
  });
  afterAll(async () => h.close());

  /** A minimal request: unknown ids for path parameters, an empty object for a body. */
  function probe(route: GuardedRoute, headers: Record<string, string>, ip: string): Promise<LightMyRequestResponse> {
    const url = `${route.url.replace(/:(\w+)/g, () => randomUUID())}?lang=en`;
    const hasBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
    return h.app.inject({
      method: route.method as 'GET',
      url,
      headers: { ...headers, 'x-forwarded-for': ip },
      ...(hasBody ? { payload: {} } : {}),
    });
  }

  /** Passed the guard: a success, or an answer only a handler gives (validation, not found). */
  function expectAuthorized(route: GuardedRoute, res: LightMyRequestResponse) {
    const where = `${route.method} ${route.url}`;
    // The e-learning API answers errors as a bare string (decision 0050): a missing parameter or an unknown one.
    if (isElearningUrl(route.url)) {
      expect([200, 400, 404], `${where}: ${res.body}`).toContain(res.statusCode);
      if (res.statusCode >= 400) expect(typeof res.json(), where).toBe('string');
      return;
    }
    const simpleRead = route.method === 'GET' && !route.url.includes(':');
    if (simpleRead) {
      expect(res.statusCode, where).toBe(200);
      return;
    }
    expect(res.statusCode, `${where}: ${res.body}`).toBeLessThan(500);
    if (res.statusCode >= 400) {
      const code = res.json().errorCode as string;
      expect(code === 'VALIDATION_ERROR' || code.endsWith('NOT_FOUND'), `${where} answered ${code}`).toBe(true);
    }
  }

  it('collects the staff and account routes from the modules', () => {
    const keys = routes.map((r) => `${r.method} ${r.url} ${r.permission ?? r.auth}`);
    expect(keys).toContain('GET /api/v1/admin/mail-outbox mail.read');
    expect(keys).toContain('GET /api/v1/admin/users users.manage');
    expect(keys).toContain('PATCH /api/v1/admin/users/:id users.manage');
    expect(keys).toContain('GET /api/v1/me required');
    expect(routes.filter((r) => r.permission).length).toBeGreaterThanOrEqual(3);
  });

  it('answers 401 "Unauthorized" to anyone not signed in, or with a bad token', async () => {
    for (const route of routes.filter((r) => r.auth === 'required')) {
      for (const headers of [{}, bearer('not-a-token')]) {
        const res = await probe(route, headers, ips.get('anonymous')!);
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
        if (isElearningUrl(route.url)) expect(res.json()).toBe('You are not signed in or your session has expired');
        else expect(res.json()).toMatchObject({ statusCode: 401, message: 'Unauthorized', errorCode: 'UNAUTHORIZED' });
      }
    }
  });

  it.each([...ROLES])('gives %s exactly what the permission table grants', async (role) => {
    for (const route of routes.filter((r) => r.auth === 'required')) {
      const res = await probe(route, bearer(tokens.get(role)!), ips.get(role)!);
      if (!route.permission || can(role, route.permission)) expectAuthorized(route, res);
      else {
        expect(res.statusCode, `${role} ${route.method} ${route.url}`).toBe(403);
        const message = 'You do not have permission to access this resource';
        if (isElearningUrl(route.url)) expect(res.json()).toBe(message);
        else expect(res.json()).toMatchObject({ statusCode: 403, message });
      }
    }
  });

  it('lets anyone call the routes where signing in is optional', async () => {
    for (const route of routes.filter((r) => r.auth === 'optional' && !r.stream)) {
      const res = await probe(route, {}, ips.get('anonymous')!);
      expect(res.statusCode, `${route.method} ${route.url}`).toBeLessThan(400);
    }
  });

  it('opens the streams where signing in is optional to anyone, and to a bad token as anonymous', async () => {
    const streams = routes.filter((r) => r.stream);
    expect(streams.map((r) => `${r.method} ${r.url} ${r.auth}`)).toContain('GET /api/v1/events optional');
    const base = await h.app.listen({ port: 0, host: '127.0.0.1' });
    for (const route of streams) {
      for (const headers of [{}, bearer('not-a-token')]) {
        const ctrl = new AbortController();
        const res = await fetch(`${base}${route.url}`, { headers, signal: ctrl.signal });
        const first = await res.body!.getReader().read();
        ctrl.abort();
        expect(res.status, route.url).toBe(200);
        expect(res.headers.get('content-type'), route.url).toContain('text/event-stream');
        expect(new TextDecoder().decode(first.value), route.url).toContain('"signedIn":false');
      }
    }
  });
});
