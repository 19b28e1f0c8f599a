import { type Language, PARSED_BODY } from '@sen/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { exchange } from '../lib/in-process';
import { PAGE_CACHE_TTL_MS } from './page-cache';
import { ParsedAnswers, parseJson } from './parsed-answers';

/** Shared by every app in the process: an ETag is a hash of the bytes (decision 0398). */
const parsedAnswers = new ParsedAnswers();

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

/**
 * What the in-process fetch answers: the part of a `Response` a caller reads (`status`, `ok`,
 * `headers`, `text()`, `json()`, `arrayBuffer()`; the API client reads `ok`, `status` and `text()`).
 * A Web `Response` around the same bytes cost ~55 µs per call — undici makes a ReadableStream for
 * its body, which Node 20 makes transferable — and a product page makes four calls.
 */
class InProcessAnswer {
  readonly ok: boolean;
  private headerList: Headers | null = null;

  constructor(
    readonly status: number,
    private readonly pairs: Array<[string, string]>,
    private readonly bytes: Buffer | null,
  ) {
    this.ok = status >= 200 && status < 300;
  }

  get headers(): Headers {
    this.headerList ??= new Headers(this.pairs);
    return this.headerList;
  }

  async text(): Promise<string> {
    return this.bytes ? this.bytes.toString('utf8') : '';
  }

  async json(): Promise<unknown> {
    return JSON.parse(await this.text());
  }

  /** The body parsed, for the API client: the same read-only value for every call given the same ETag (decision 0398). */
  [PARSED_BODY](): unknown {
    if (!this.bytes?.length) return undefined;
    const etag = this.ok ? this.pairs.find(([name]) => name === 'etag')?.[1] : undefined;
    return etag ? parsedAnswers.parse(etag, this.bytes) : parseJson(this.bytes);
  }

  async arrayBuffer(): Promise<ArrayBuffer> {
    const bytes = this.bytes ?? Buffer.alloc(0);
    return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  }
}

function answer(status: number, pairs: Array<[string, string]>, bytes: Buffer): Response {
  return new InProcessAnswer(status, pairs, status === 204 || status === 304 ? null : bytes) as unknown as Response;
}

/** A request's headers as given to fetch (a plain object, pairs or Headers), names in lower case. */
function forEachHeader(given: RequestInit['headers'], each: (name: string, value: string) => void): void {
  if (!given) return;
  if (given instanceof Headers) {
    for (const [name, value] of given) each(name, value);
    return;
  }
  const entries = Array.isArray(given) ? given : Object.entries(given as Record<string, string>);
  for (const [name, value] of entries) if (name !== undefined && value !== undefined) each(name.toLowerCase(), value);
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
 * A fetch for server-side loaders that answers from this Fastify instance through its routing
 * (lib/in-process.ts), forwarding the visitor's cookies and language.
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
    forEachHeader(init?.headers, (name, value) => {
      headers[name] = value;
    });
    headers['x-request-id'] = `${pageReq.id}`;
    headers['x-language'] ??= lang;
    const path = url.pathname + url.search;
    const method = init?.method ?? 'GET';
    const shareable = method === 'GET' && SHARED_ANSWERS.test(path);
    const kept = shareable ? answersOf(app) : null;
    const keptKey = `${headers['x-language']}\n${path}`;
    const hit = kept?.get(keptKey);
    if (hit && hit.expires > Date.now()) return answer(hit.status, hit.headers, hit.body);
    const res = await exchange(app, {
      method,
      url: path,
      headers,
      body: typeof init?.body === 'string' ? init.body : undefined,
    });
    const pairs = res.headers.filter(([name]) => name !== 'content-encoding');
    const bytes = res.body;
    if (kept && res.status === 200) {
      if (kept.size >= SHARED_ANSWER_MAX) kept.clear();
      kept.set(keptKey, { expires: Date.now() + SHARED_ANSWER_TTL_MS, status: 200, headers: pairs, body: bytes });
    }
    return answer(res.status, pairs, bytes);
  };
}
