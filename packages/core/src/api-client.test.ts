import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from './api-client';

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  credentials: RequestInit['credentials'];
  body: unknown;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const ok = (metadata: unknown) => json(200, { statusCode: 200, message: 'Success', metadata });
const unauthorized = () => json(401, { statusCode: 401, message: 'Unauthorized', errorCode: 'UNAUTHORIZED', metadata: null });

/**
 * A fake server: protected paths answer 401 unless the bearer token is the current one;
 * the refresh endpoint hands out `fresh` after `refreshDelay` ms (or fails).
 */
function fakeServer(opts: { refreshOk?: boolean; refreshDelay?: number } = {}) {
  const calls: Call[] = [];
  let validToken = 'fresh';
  let refreshes = 0;
  const fakeFetch = vi.fn(async (input: Parameters<typeof globalThis.fetch>[0], init?: RequestInit) => {
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const url = String(input);
    calls.push({ url, method: init?.method ?? 'GET', headers, credentials: init?.credentials, body: init?.body });
    if (url.endsWith('/auth/refresh-token')) {
      refreshes++;
      await new Promise((r) => setTimeout(r, opts.refreshDelay ?? 10));
      if (opts.refreshOk === false) return unauthorized();
      return ok({ access_token: validToken });
    }
    if (url.includes('/private')) {
      if (headers.authorization !== `Bearer ${validToken}`) return unauthorized();
      return ok({ path: url });
    }
    if (url.includes('/forbidden')) {
      return json(403, { statusCode: 403, message: 'Forbidden', errorCode: 'FORBIDDEN', metadata: null });
    }
    if (url.includes('/invalid')) {
      return json(422, {
        statusCode: 422,
        message: 'Some fields are invalid',
        errorCode: 'VALIDATION_ERROR',
        metadata: { errors: [{ field: 'email', message: 'Email không hợp lệ' }] },
      });
    }
    return ok({ path: url });
  });
  return {
    fetch: fakeFetch as unknown as typeof globalThis.fetch,
    calls,
    get refreshes() {
      return refreshes;
    },
    rotate(token: string) {
      validToken = token;
    },
  };
}

function tokenStore(initial: string | null) {
  let token = initial;
  return {
    get: () => token,
    set: vi.fn((next: string | null) => {
      token = next;
    }),
  };
}

describe('createApiClient', () => {
  it('fetches a token before a call open to guests when the visitor is signed in but has none in memory', async () => {
    const server = fakeServer();
    const store = tokenStore(null);
    let signedIn = true;
    const api = createApiClient({
      fetch: server.fetch,
      getAccessToken: store.get,
      setAccessToken: store.set,
      hasSession: () => signedIn,
    });
    await api.post('/orders', { items: [] });
    expect(server.refreshes).toBe(1);
    expect(server.calls.at(-1)?.headers.authorization).toBe('Bearer fresh');
    // A token in memory: no refresh; a guest: none either.
    await api.post('/orders', { items: [] });
    store.set(null);
    signedIn = false;
    await api.post('/orders', { items: [] });
    expect(server.refreshes).toBe(1);
    expect(server.calls.at(-1)?.headers.authorization).toBeUndefined();
  });

  it('sends the call without a token when the session turns out to be over', async () => {
    const server = fakeServer({ refreshOk: false });
    const store = tokenStore(null);
    const onAuthFailure = vi.fn();
    const api = createApiClient({
      fetch: server.fetch,
      getAccessToken: store.get,
      setAccessToken: store.set,
      hasSession: () => true,
      onAuthFailure,
    });
    await expect(api.post('/orders', {})).resolves.toMatchObject({ path: expect.stringContaining('/orders') });
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
    expect(server.calls.at(-1)?.headers.authorization).toBeUndefined();
  });

  it('returns the metadata and sends fingerprint, credentials and bearer token', async () => {
    const server = fakeServer();
    const api = createApiClient({
      fetch: server.fetch,
      getFingerprint: async () => 'fp-123',
      getAccessToken: () => 'fresh',
    });
    const result = await api.get<{ path: string }>('/home', { query: { a: 1, skip: undefined, tag: ['x', 'y'] } });
    expect(result.path).toBe('/api/v1/home?a=1&tag=x&tag=y');
    const call = server.calls[0];
    expect(call?.headers['x-fingerprint']).toBe('fp-123');
    expect(call?.headers.authorization).toBe('Bearer fresh');
    expect(call?.credentials).toBe('include');
  });

  it('omits the fingerprint and the token when there are none (server side)', async () => {
    const server = fakeServer();
    const api = createApiClient({ fetch: server.fetch });
    await api.home();
    expect(server.calls[0]?.headers['x-fingerprint']).toBeUndefined();
    expect(server.calls[0]?.headers.authorization).toBeUndefined();
  });

  it('throws an ApiError with field errors from an error envelope', async () => {
    const server = fakeServer();
    const api = createApiClient({ fetch: server.fetch });
    const error = await api.post('/invalid', { email: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      errorCode: 'VALIDATION_ERROR',
      message: 'Some fields are invalid',
      fieldErrors: [{ field: 'email', message: 'Email không hợp lệ' }],
    });
    expect(server.calls[0]?.body).toBe('{"email":"x"}');
    expect(server.calls[0]?.headers['content-type']).toBe('application/json');
  });

  it('refreshes once on "Unauthorized", stores the token and retries', async () => {
    const server = fakeServer();
    const tokens = tokenStore('stale');
    const api = createApiClient({ fetch: server.fetch, getAccessToken: tokens.get, setAccessToken: tokens.set });
    const result = await api.get<{ path: string }>('/private/me');
    expect(result.path).toBe('/api/v1/private/me');
    expect(server.refreshes).toBe(1);
    expect(tokens.set).toHaveBeenCalledWith('fresh');
    const refresh = server.calls.find((c) => c.url.endsWith('/auth/refresh-token'));
    expect(refresh).toMatchObject({ method: 'POST', credentials: 'include', body: undefined });
    expect(refresh?.headers.authorization).toBeUndefined();
    expect(server.calls.at(-1)?.headers.authorization).toBe('Bearer fresh');
  });

  it('sends FormData as is (multipart, no JSON content-type), also on the retry after a refresh', async () => {
    const server = fakeServer();
    const tokens = tokenStore('stale');
    const api = createApiClient({ fetch: server.fetch, getAccessToken: tokens.get, setAccessToken: tokens.set });
    const form = new FormData();
    form.append('avatar', new Blob(['picture'], { type: 'image/png' }), 'me.png');
    await api.post('/private/avatar', form);
    const sent = server.calls.filter((c) => c.url.endsWith('/private/avatar'));
    expect(sent).toHaveLength(2);
    for (const call of sent) {
      expect(call.body).toBe(form);
      expect(call.headers['content-type']).toBeUndefined();
    }
    expect(sent[1]?.headers.authorization).toBe('Bearer fresh');
  });

  it('lets one call wait longer than the default timeout', async () => {
    vi.useFakeTimers();
    try {
      const hanging: typeof fetch = (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        });
      const api = createApiClient({ fetch: hanging, timeoutMs: 20 });
      let settled = false;
      const pending = api
        .post('/me/avatar', new FormData(), { timeoutMs: 1_000 })
        .catch((e: unknown) => e)
        .finally(() => {
          settled = true;
        });
      await vi.advanceTimersByTimeAsync(999);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await pending).toMatchObject({ errorCode: 'TIMEOUT' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('queues parallel 401 failures behind a single refresh and retries them all', async () => {
    const server = fakeServer({ refreshDelay: 30 });
    const tokens = tokenStore('stale');
    const api = createApiClient({ fetch: server.fetch, getAccessToken: tokens.get, setAccessToken: tokens.set });
    const results = await Promise.all([
      api.get<{ path: string }>('/private/a'),
      api.get<{ path: string }>('/private/b'),
      api.get<{ path: string }>('/private/c'),
    ]);
    expect(results.map((r) => r.path)).toEqual(['/api/v1/private/a', '/api/v1/private/b', '/api/v1/private/c']);
    expect(server.refreshes).toBe(1);
    expect(tokens.set).toHaveBeenCalledTimes(1);
  });

  it('retries without a new refresh when another request already refreshed the token', async () => {
    const server = fakeServer();
    const tokens = tokenStore('stale');
    const api = createApiClient({ fetch: server.fetch, getAccessToken: tokens.get, setAccessToken: tokens.set });
    await api.get('/private/a');
    expect(server.refreshes).toBe(1);
    server.rotate('newer');
    tokens.set('stale-again');
    // Simulate a refresh that completed elsewhere between sending and the 401.
    const slowFetch: typeof fetch = async (input, init) => {
      const res = await server.fetch(input, init);
      if (String(input).includes('/private/late')) tokens.set('newer');
      return res;
    };
    const api2 = createApiClient({ fetch: slowFetch, getAccessToken: tokens.get, setAccessToken: tokens.set });
    await api2.get('/private/late');
    expect(server.refreshes).toBe(1);
  });

  it('rejects every queued request and calls onAuthFailure once when the refresh fails', async () => {
    const server = fakeServer({ refreshOk: false, refreshDelay: 20 });
    const tokens = tokenStore('stale');
    const onAuthFailure = vi.fn();
    const api = createApiClient({
      fetch: server.fetch,
      getAccessToken: tokens.get,
      setAccessToken: tokens.set,
      onAuthFailure,
    });
    const outcomes = await Promise.allSettled([api.get('/private/a'), api.get('/private/b')]);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected']);
    for (const o of outcomes) {
      if (o.status === 'rejected') expect(o.reason).toMatchObject({ status: 401, message: 'Unauthorized' });
    }
    expect(server.refreshes).toBe(1);
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
    expect(tokens.get()).toBeNull();
  });

  it('does not refresh on a 401 with another message', async () => {
    const fetch = vi.fn(async () =>
      json(401, { statusCode: 401, message: 'Sai tên đăng nhập', errorCode: 'INVALID_CREDENTIALS', metadata: null }),
    );
    const api = createApiClient({ fetch: fetch as unknown as typeof globalThis.fetch });
    await expect(api.post('/auth/login', {})).rejects.toMatchObject({ status: 401, errorCode: 'INVALID_CREDENTIALS' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('calls onForbidden on a 403', async () => {
    const server = fakeServer();
    const onForbidden = vi.fn();
    const api = createApiClient({ fetch: server.fetch, onForbidden });
    await expect(api.get('/forbidden')).rejects.toMatchObject({ status: 403, errorCode: 'FORBIDDEN' });
    expect(onForbidden).toHaveBeenCalledTimes(1);
  });

  it('gives up after the timeout with a TIMEOUT error', async () => {
    const hanging: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    const api = createApiClient({ fetch: hanging, timeoutMs: 20 });
    await expect(api.health()).rejects.toMatchObject({ status: 0, errorCode: 'TIMEOUT' });
  });

  it('uses 10 seconds as the default timeout', async () => {
    vi.useFakeTimers();
    try {
      let aborted = false;
      const hanging: typeof fetch = (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => {
            aborted = true;
            reject(new DOMException('aborted', 'AbortError'));
          });
        });
      const api = createApiClient({ fetch: hanging });
      const pending = api.health().catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(9_999);
      expect(aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await pending).toMatchObject({ errorCode: 'TIMEOUT' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('reports a network failure as NETWORK_ERROR', async () => {
    const failing: typeof fetch = async () => {
      throw new TypeError('fetch failed');
    };
    const api = createApiClient({ fetch: failing });
    await expect(api.storeSettings()).rejects.toMatchObject({ status: 0, errorCode: 'NETWORK_ERROR' });
  });
});
