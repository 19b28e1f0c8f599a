import { LANGUAGE_COOKIE, type Language } from '@sen/core';
import type { FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../modules/auth/cookies';

/**
 * A few seconds of micro-cache for anonymous storefront pages (docs/decisions/0061-page-micro-cache.md).
 *
 * 5 s: long enough that a burst of visitors to the same page (a shared link, a campaign, a
 * crawler) costs one render per page and language instead of one each (~14 ms of CPU per
 * render), short enough that a price, stock or content change shows within a few seconds
 * without any invalidation. The prices on a cached page are re-checked anyway: the cart and
 * the order re-price every line from the database (decision 0006).
 */
export const PAGE_CACHE_TTL_MS = 5_000;

/** The theme cookie (apps/web/app/features/theme/theme.ts `THEME_KEY`): the server renders its class on <html>. */
const THEME_COOKIE = 'theme';

/**
 * Storefront pages that render the same for every anonymous visitor (route table:
 * apps/web/app/route-groups/*.ts). An allow-list: a new page is not cached until it is added here,
 * so nothing personal (account, cart, checkout, orders, my courses, admin) can leak by default.
 */
const PUBLIC_PAGES: RegExp[] = [
  /^\/$/,
  // Listings, fixed-filter listings and their aliases, content pages, the course catalogue.
  /^\/(?:products|categories|brands|search|sale|promotions|special-offers|deals|new-arrivals|new-products|collections\/summer|summer-collection|best-sellers|bestsellers|popular|2|about|contact|faq|terms|privacy|blog|sitemap|course|course-details)\/?$/,
  // One product, tag, category, brand, article, blog category or course category.
  /^\/(?:products|tags|category|categories|brands|blog|blog\/category|course\/category)\/[^/]+\/?$/,
];

/**
 * Public pages that still show something of a signed-in visitor's own in the server's HTML (the
 * course details show their enrolment): shared with guests only.
 */
const PERSONAL_WHEN_SIGNED_IN: RegExp[] = [/^\/course-details\/?$/];

/** Longer addresses are not worth a cache slot (and make keys expensive). */
const MAX_URL_LENGTH = 1024;

export function isPublicPage(pathname: string): boolean {
  // `.data`: React Router's client navigation data, not a page.
  if (pathname.endsWith('.data')) return false;
  return PUBLIC_PAGES.some((re) => re.test(pathname));
}

/**
 * The cache key of a page request, or null when its answer must not be shared: only GET/HEAD of a
 * public page. Signed-in visitors share it too (decision 0105): a shared page is rendered as for a
 * guest (web/ssr.ts calls the API without the visitor's credentials and passes `shared` to the
 * loaders), and the browser fills in the user menu, cart, wishlist and own review after hydration.
 * The key holds everything the rendered HTML depends on: origin (canonical URLs use the request's
 * protocol and host unless PUBLIC_URL is set), path and query, language (?lang or cookie), theme
 * cookie, and whether the visitor is a crawler (crawlers get the whole document at once, not
 * streamed: apps/web/app/entry.server.tsx).
 */
export function pageCacheKey(req: FastifyRequest, lang: Language): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  // Not a browser's page request (those carry cookies): an API client, answered as itself.
  if (req.headers.authorization !== undefined) return null;
  if (req.url.length > MAX_URL_LENGTH) return null;
  const q = req.url.indexOf('?');
  const pathname = q < 0 ? req.url : req.url.slice(0, q);
  if (!isPublicPage(pathname)) return null;
  const cookies = req.cookies;
  const credentials = cookies[ACCESS_COOKIE] !== undefined || cookies[REFRESH_COOKIE] !== undefined;
  if (credentials && PERSONAL_WHEN_SIGNED_IN.some((re) => re.test(pathname))) return null;
  const theme = cookies[THEME_COOKIE] ?? '';
  if (theme.length > 32) return null;
  const bot = isbot(req.headers['user-agent'] ?? '') ? 'bot' : 'browser';
  return `${req.protocol}://${req.host}${req.url}\n${lang}\n${theme}\n${bot}`;
}

/** The cookies a shared render may see: the ones its key holds (theme) or that set its language. */
export const SHARED_RENDER_COOKIES = [THEME_COOKIE, LANGUAGE_COOKIE];

export interface CachedPage {
  status: number;
  /** The render's headers, without Set-Cookie, the CSP and per-response framing headers. */
  headers: Array<[string, string]>;
  /** The body (UTF-8) cut at each occurrence of the render's CSP nonce: join them with a fresh one. */
  parts: Buffer[];
  bytes: number;
  expires: number;
  /**
   * Bodies of this page's finished answers, ready to be written over by the next hit (decision
   * 0393); null once the page has left the cache.
   */
  spare: Buffer[] | null;
}

export interface PageCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  maxBytes?: number;
  /** A larger page is not stored. */
  maxEntryBytes?: number;
  now?: () => number;
}

/** What a finished render hands to `PageCache.store`. */
export interface RenderedPage {
  status: number;
  headers: Headers;
  /** The HTML, UTF-8 (a string is encoded first). */
  body: Buffer | string;
  nonce: string;
}

/** Response headers that belong to one answer, not to the page. */
const PER_RESPONSE = new Set([
  'set-cookie',
  'content-security-policy',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'date',
  'connection',
  'keep-alive',
]);

/**
 * Signs that React hit an error inside a Suspense boundary and left it to the browser to render
 * (`<!--$!-->` before the shell was sent, `$RX("…")` after): a page to render again, not to share.
 */
const CLIENT_RENDERED = ['<!--$!-->', '$RX("'];

/** The most bytes of finished bodies kept for reuse, all pages together (decision 0393). */
const SPARE_BYTES_MAX = 8 * 1024 * 1024;

/**
 * An in-process LRU of rendered pages, bounded by entries and bytes, each kept `ttlMs`; plus
 * single-flight: concurrent misses for one key wait for the render already running.
 */
export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  private readonly filling = new Map<string, Promise<CachedPage | null>>();
  private bytes = 0;
  private spareBytes = 0;
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly maxEntryBytes: number;
  private readonly now: () => number;

  constructor(opts: PageCacheOptions = {}) {
    this.ttlMs = opts.ttlMs ?? PAGE_CACHE_TTL_MS;
    this.maxEntries = opts.maxEntries ?? 200;
    this.maxBytes = opts.maxBytes ?? 32 * 1024 * 1024;
    this.maxEntryBytes = opts.maxEntryBytes ?? 2 * 1024 * 1024;
    this.now = opts.now ?? (() => Date.now());
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): CachedPage | undefined {
    const page = this.entries.get(key);
    if (!page) return undefined;
    this.entries.delete(key);
    if (page.expires <= this.now()) {
      this.forget(page);
      return undefined;
    }
    this.entries.set(key, page); // most recently used last
    return page;
  }

  /** The render running for `key`, if any: resolves to its page, or null when it was not cacheable. */
  pending(key: string): Promise<CachedPage | null> | undefined {
    return this.filling.get(key);
  }

  /**
   * Claims the render of `key`: the caller must call the returned function once with the finished
   * render (stored when cacheable) or null. Undefined when another render of `key` is running.
   */
  begin(key: string): ((rendered: RenderedPage | null) => CachedPage | null) | undefined {
    if (this.filling.has(key)) return undefined;
    let resolve!: (page: CachedPage | null) => void;
    this.filling.set(key, new Promise((r) => (resolve = r)));
    let done = false;
    return (rendered) => {
      if (done) return null;
      done = true;
      this.filling.delete(key);
      const page = rendered ? this.store(key, rendered) : null;
      resolve(page);
      return page;
    };
  }

  /** Stores a render when it may be shared; returns the entry, or null. */
  store(key: string, rendered: RenderedPage): CachedPage | null {
    const { status, headers, nonce } = rendered;
    if (status !== 200) return null;
    if (!headers.get('content-type')?.startsWith('text/html')) return null;
    if (headers.has('set-cookie')) return null;
    // Kept encoded: a hit copies bytes instead of encoding 200 kB of text again.
    const body = typeof rendered.body === 'string' ? Buffer.from(rendered.body) : rendered.body;
    if (CLIENT_RENDERED.some((marker) => body.includes(marker))) return null;
    const bytes = body.length;
    if (bytes > this.maxEntryBytes) return null;
    const page: CachedPage = {
      status,
      headers: [...headers].filter(([name]) => !PER_RESPONSE.has(name)),
      parts: splitAt(body, nonce),
      bytes,
      expires: this.now() + this.ttlMs,
      spare: [],
    };
    this.delete(key);
    this.entries.set(key, page);
    this.bytes += bytes;
    this.evict();
    return page;
  }

  /**
   * A hit's body with this response's nonce, written into a buffer an earlier answer of the page
   * has finished with when there is one (decision 0393): a fresh ~60 KB buffer per hit lives
   * outside V8's heap, and enough of them between two collections make V8 mark the whole old
   * generation. Give it back with `release` once the answer has been handed to the OS.
   */
  body(page: CachedPage, nonce: string): Buffer {
    const spare = page.spare?.pop();
    if (spare) this.spareBytes -= spare.length;
    return pageBody(page, nonce, spare);
  }

  /** `body` is no longer read (its answer finished): kept for the page's next hit, within bounds. */
  release(page: CachedPage, body: Buffer): void {
    if (!page.spare || this.spareBytes + body.length > SPARE_BYTES_MAX) return;
    page.spare.push(body);
    this.spareBytes += body.length;
  }

  clear(): void {
    for (const page of this.entries.values()) page.spare = null;
    this.entries.clear();
    this.bytes = 0;
    this.spareBytes = 0;
  }

  private delete(key: string): void {
    const old = this.entries.get(key);
    if (!old) return;
    this.entries.delete(key);
    this.forget(old);
  }

  /** A page out of the cache: its bytes and its spare bodies no longer count. */
  private forget(page: CachedPage): void {
    this.bytes -= page.bytes;
    for (const body of page.spare ?? []) this.spareBytes -= body.length;
    page.spare = null;
  }

  private evict(): void {
    const now = this.now();
    for (const [key, page] of this.entries) {
      if (page.expires <= now) this.delete(key);
    }
    // Least recently used first (Map keeps insertion order; `get` moves a hit to the end).
    for (const key of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.delete(key);
    }
  }
}

/** `body` cut at each occurrence of `nonce` (views of the same bytes, no copy). */
function splitAt(body: Buffer, nonce: string): Buffer[] {
  if (!nonce) return [body];
  const sep = Buffer.from(nonce);
  const parts: Buffer[] = [];
  let start = 0;
  for (let at = body.indexOf(sep); at >= 0; at = body.indexOf(sep, start)) {
    parts.push(body.subarray(start, at));
    start = at + sep.length;
  }
  parts.push(body.subarray(start));
  return parts;
}

/**
 * The body of a cached page with this response's nonce in place of the render's, written into
 * `into` when that is the right size (every byte of it is written), else into a new buffer.
 */
export function pageBody(page: CachedPage, nonce: string, into?: Buffer): Buffer {
  const fresh = Buffer.from(nonce);
  let length = (page.parts.length - 1) * fresh.length;
  for (const part of page.parts) length += part.length;
  const out = into?.length === length ? into : Buffer.allocUnsafe(length);
  let at = 0;
  page.parts.forEach((part, i) => {
    if (i > 0) at += fresh.copy(out, at);
    at += part.copy(out, at);
  });
  return out;
}
