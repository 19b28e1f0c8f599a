import type { Language } from '@sen/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Headers of the page request that API calls made during rendering should carry. */
const FORWARDED = ['cookie', 'accept-language', 'x-fingerprint', 'user-agent', 'authorization'];

/**
 * A fetch for server-side loaders that answers from this Fastify instance
 * through light-my-request, forwarding the visitor's cookies and language.
 */
export function injectFetch(app: FastifyInstance, pageReq: FastifyRequest, lang: Language): typeof fetch {
  return async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const headers: Record<string, string> = {};
    for (const name of FORWARDED) {
      const v = pageReq.headers[name];
      if (typeof v === 'string') headers[name] = v;
    }
    new Headers(init?.headers).forEach((value, key) => {
      headers[key] = value;
    });
    headers['x-request-id'] = `${pageReq.id}`;
    headers['x-language'] ??= lang;
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers,
      payload: typeof init?.body === 'string' ? init.body : undefined,
    });
    const out = new Headers();
    for (const [k, v] of Object.entries(res.headers)) {
      if (v === undefined) continue;
      if (Array.isArray(v)) for (const x of v) out.append(k, String(x));
      else out.set(k, String(v));
    }
    out.delete('content-encoding');
    return new Response(res.statusCode === 204 || res.statusCode === 304 ? null : res.rawPayload, {
      status: res.statusCode,
      headers: out,
    });
  };
}
