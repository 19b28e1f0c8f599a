import type { Language } from '@sen/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PAGE_CACHE_TTL_MS } from './page-cache';

/** Headers of the page request that API calls made during rendering should carry. */
const FORWARDED = ['cookie', 'accept-language', 'x-fingerprint', 'user-agent', 'authorization'];
/** For a render shared with other visitors (web/page-cache.ts): nothing that identifies this one. */
const FORWARDED_ANONYMOUS = ['accept-language', 'user-agent'];

/**
 * API answers every storefront render asks for and that are the same for every visitor (store
 * settings, the mega-menu): kept per app for the page cache's few seconds (decision 0108), so
 * a render spends no in-process request on them. The same staleness a cached page already has.
 */
const SHARED_ANSWERS = /^\/api\/v1\/(?:settings\/store|categories|menu)(?:\?|$)/;
const SHARED_ANSWER_TTL_MS = PAGE_CACHE_TTL_MS;
const SHARED_ANSWER_MAX = 64;

interface KeptAnswer {
  expires: number;
  status: number;
  headers: Array<[string, string]>;
  body: Buffer;
}
const keptAnswers = new WeakMap<FastifyInstance, Map<string, KeptAnswer>>();

function answersOf(app: FastifyInstance): Map<string, KeptAnswer> {
  let kept = keptAnswers.get(app);
  if (!kept) {
    kept = new Map();
    keptAnswers.set(app, kept);
  }
  return kept;
}

/** After a write that may change them (app.ts): the next render asks the API again. */
export function forgetSharedAnswers(app: FastifyInstance): void {
  keptAnswers.get(app)?.clear();
}

/**
 * A fetch for server-side loaders that answers from this Fastify instance
 * through light-my-request, forwarding the visitor's cookies and language.
 */
export function injectFetch(
  app: FastifyInstance,
  pageReq: FastifyRequest,
  lang: Language,
  { anonymous = false }: { anonymous?: boolean } = {},
): typeof fetch {
  const forwarded = anonymous ? FORWARDED_ANONYMOUS : FORWARDED;
  return async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const headers: Record<string, string> = {};
    for (const name of forwarded) {
      const v = pageReq.headers[name];
      if (typeof v === 'string') headers[name] = v;
    }
    new Headers(init?.headers).forEach((value, key) => {
      headers[key] = value;
    });
    headers['x-request-id'] = `${pageReq.id}`;
    headers['x-language'] ??= lang;
    const path = url.pathname + url.search;
    const method = init?.method ?? 'GET';
    const shareable = method === 'GET' && SHARED_ANSWERS.test(path);
    const kept = shareable ? answersOf(app) : null;
    const keptKey = `${headers['x-language']}\n${path}`;
    const hit = kept?.get(keptKey);
    if (hit && hit.expires > Date.now()) return new Response(hit.body, { status: hit.status, headers: hit.headers });
    const res = await app.inject({
      method: method as 'GET',
      url: path,
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
    if (kept && res.statusCode === 200) {
      if (kept.size >= SHARED_ANSWER_MAX) kept.clear();
      kept.set(keptKey, {
        expires: Date.now() + SHARED_ANSWER_TTL_MS,
        status: 200,
        headers: [...out],
        body: res.rawPayload,
      });
    }
    return new Response(res.statusCode === 204 || res.statusCode === 304 ? null : res.rawPayload, {
      status: res.statusCode,
      headers: out,
    });
  };
}
