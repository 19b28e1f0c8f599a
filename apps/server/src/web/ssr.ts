import fs from 'node:fs';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import { errorMessage, LANGUAGE_COOKIE, type Language, loadLanguage, type SsrContext } from '@sen/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { createRequestHandler, ServerBuild } from 'react-router';
import { changeBus } from '../lib/change-bus';
import { AppError } from '../lib/http';
import { LISTING_TOPIC } from '../modules/products/listing-index';
import { requestLanguage } from '../modules/settings/store';
import { newNonce, pageCsp, paypalOrigins, publicFilesOrigin } from '../plugins/csp';
import { forgetSharedAnswers, injectFetch } from './inject-fetch';
import { type CachedPage, PageCache, pageCacheKey, SHARED_RENDER_COOKIES } from './page-cache';
import { RenderQueue } from './render-queue';

/**
 * Serves every non-API page through React Router's server build.
 * Loaders reach the API through `context.apiFetch`, which calls this same
 * Fastify instance in-process (no network hop, same validation and envelope).
 *
 * Requests for public storefront pages, from guests and signed-in visitors alike, are answered
 * from a 5-second micro-cache (web/page-cache.ts, decisions 0061 and 0105): the first render streams as usual and is kept; later
 * requests get the same HTML with their own CSP nonce, and concurrent misses share one render.
 * `x-page-cache: hit|miss` tells which.
 */
export async function registerSsr(app: FastifyInstance): Promise<void> {
  const buildFile = path.join(app.config.webBuildDir, 'server', 'index.js');
  if (!fs.existsSync(buildFile)) {
    app.log.warn({ buildFile }, 'web build not found; run `npm run build` to serve pages');
    return;
  }
  const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;
  const upgradeInsecure = app.config.env === 'production' && app.config.publicUrl.startsWith('https');
  const handle = routerHandler(build)(build, app.config.env === 'production' ? 'production' : 'development');
  // One origin for the whole process (PUBLIC_URL, else http://localhost:PORT), never the Host
  // header: canonical and Open Graph URLs must not name whatever host a client claims.
  const origin = new URL(app.config.publicUrl).origin;
  const pageCache = new PageCache();
  const renderQueue = new RenderQueue(app.config.renderQueue);
  const stopWatching = renderQueue.watchLoop(app.server);
  app.addHook('onClose', async () => stopWatching());
  // A catalogue write on any instance drops the pages rendered from the old data and the menu and
  // settings answers renders keep (decision 0112).
  (await changeBus(app)).on((topic) => {
    // Stock moved by an order patches the listing only (catalogue writes publish their own topic).
    if (topic.startsWith(`${LISTING_TOPIC}:`)) return;
    pageCache.clear();
    forgetSharedAnswers(app);
  });

  await app.register(async (scope) => {
    // Form posts to route actions reach React Router as they came, but read in whole first (up to
    // the body limit, else 413 and the connection closed): a body left unread when the render
    // answers without it (405 for a page without an action) would wedge the keep-alive connection.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

    const filesOrigin = publicFilesOrigin(app.config.s3?.publicUrl);
    const handler = async (req: FastifyRequest, reply: FastifyReply) => {
      if (req.url.startsWith('/api/')) throw new AppError(404, 'ROUTE_NOT_FOUND');
      const nonce = newNonce();
      reply.header(
        'content-security-policy',
        pageCsp(nonce, upgradeInsecure, filesOrigin, paypalOrigins(app.config.payments.paypal?.sdkUrl)),
      );
      // ?lang= (hreflang alternates) wins over the cookie, so each URL renders one language.
      const query = req.query as Record<string, unknown> | undefined;
      const lang = await requestLanguage(
        app,
        typeof query?.lang === 'string' ? query.lang : undefined,
        req.cookies[LANGUAGE_COOKIE],
      );
      // The language's texts, imported on its first page (decision 0389); null once they are there.
      const texts = loadLanguage(lang);
      if (texts) await texts;

      const key = pageCacheKey(req, lang);
      let fill: ReturnType<PageCache['begin']>;
      if (key) {
        // No await between the lookups and `begin`: the first miss must claim the render.
        const pending = pageCache.get(key) ?? pageCache.pending(key);
        const cached = pending instanceof Promise ? await pending : pending;
        if (cached) return sendCached(req, reply, pageCache, cached, nonce);
        reply.header('x-page-cache', 'miss');
        // HEAD renders no body: nothing to keep.
        if (req.method === 'GET') fill = pageCache.begin(key);
      }

      let release: (() => void) | null = null;
      try {
        const slot = renderQueue.acquire(req.raw.socket);
        release = slot instanceof Promise ? await slot : slot;
        if (!release) return sendBusy(reply, lang);
        // A render to share (key) sees no credentials: it is what a guest would get (decision 0105).
        const shared = key !== null;
        const request = toWebRequest(req, reply, origin, shared);
        const context: SsrContext = {
          apiFetch: injectFetch(app, req, lang, { anonymous: shared }),
          lang,
          nonce,
          requestId: String(req.id),
          shared,
          wholeBody: true,
        };
        const response = await handle(request, context as never);
        reply.status(response.status);
        for (const [name, value] of response.headers) {
          if (name === 'set-cookie') continue;
          reply.header(name, value);
        }
        const cookies = response.headers.getSetCookie();
        if (cookies.length) reply.header('set-cookie', cookies);
        // The page cache's claim on this render, taken once: the finished HTML (or null) goes to it.
        const toCache = (finish: NonNullable<typeof fill>) => (html: Buffer | null) =>
          finish(
            html === null || request.signal.aborted
              ? null
              : { status: response.status, headers: response.headers, body: html, nonce },
          );
        const whole = wholeBody(response);
        if (whole) {
          release();
          release = null;
          if (fill) toCache(fill)(whole);
          fill = undefined;
          return reply.send(whole);
        }
        if (!response.body) return reply.send();
        const body = nodeBody(response.body) ?? Readable.fromWeb(response.body as WebReadableStream);
        // The render goes on while React streams: its slot is freed when the stream is done.
        body.once('close', release);
        release = null;
        if (!fill) return reply.send(body);
        const finish = toCache(fill);
        fill = undefined;
        return reply.send(tee(body, finish));
      } finally {
        release?.();
        // Not handed to tee (error, redirect without body…): release the waiting requests.
        fill?.(null);
      }
    };
    scope.route({ method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'], url: '/*', handler });
    scope.route({ method: ['GET', 'HEAD'], url: '/', handler });
  });
}

/**
 * React Router's request handler from the build itself (apps/web/app/entry.server.tsx): the build
 * bundles the router's production build, while `import 'react-router'` here would load its
 * development build, a second copy whose `data()`/context objects the routes would not recognise.
 */
export function routerHandler(build: ServerBuild): typeof createRequestHandler {
  const fromBuild = (build.entry.module as { createRequestHandler?: typeof createRequestHandler }).createRequestHandler;
  if (typeof fromBuild !== 'function') throw new Error('the web build has no createRequestHandler: rebuild it (npm run build)');
  return fromBuild;
}

/** apps/web/app/entry.server.tsx `WHOLE_BODY`: a finished page's HTML, in one Buffer. */
const WHOLE_BODY = Symbol.for('sen.wholeBody');

function wholeBody(response: Response): Buffer | null {
  const body = (response as unknown as Record<symbol, unknown>)[WHOLE_BODY];
  return Buffer.isBuffer(body) ? body : null;
}

/** apps/web/app/entry.server.tsx `NODE_BODY`: React's own Node stream behind the Response's Web stream. */
const NODE_BODY = Symbol.for('sen.nodeBody');

function nodeBody(body: ReadableStream<Uint8Array>): Readable | null {
  const take = (body as unknown as Record<symbol, unknown>)[NODE_BODY];
  return typeof take === 'function' ? (take as () => Readable | null)() : null;
}

/** Past the render queue's capacity: refused at once, with when to try again (decision 0107). */
function sendBusy(reply: FastifyReply, lang: Language) {
  reply.status(503).header('retry-after', '1').header('cache-control', 'no-store').type('text/html; charset=utf-8');
  // The browser tries again by itself a moment later.
  return reply.send(
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta http-equiv="refresh" content="2"><title>Sen</title></head><body><p>${errorMessage('SERVICE_UNAVAILABLE', lang)}</p></body></html>`,
  );
}

function sendCached(req: FastifyRequest, reply: FastifyReply, pageCache: PageCache, page: CachedPage, nonce: string) {
  reply.status(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  reply.header('x-page-cache', 'hit');
  // HEAD: the headers only, as a rendered HEAD answer has (apps/web/app/entry.server.tsx).
  if (req.method === 'HEAD') return reply.send();
  const body = pageCache.body(page, nonce);
  // 'finish': the last bytes were handed to the OS (an aborted answer keeps its buffer to itself).
  reply.raw.once('finish', () => pageCache.release(page, body));
  return reply.send(body);
}

/**
 * Streams the render to the visitor and collects it for the cache. The visitor's pace does not
 * hold the render back (chunks wait in memory for a slow connection), so requests waiting for
 * this render get it as soon as React is done. `done` gets the whole HTML, or null on error
 * (it may be called again afterwards: the cache's finisher takes the first call only).
 */
function tee(source: Readable, done: (html: Buffer | null) => void): PassThrough {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  source.on('data', (chunk: Buffer) => {
    chunks.push(chunk);
    if (!out.destroyed) out.write(chunk);
  });
  source.once('end', () => {
    if (!out.destroyed) out.end();
    done(Buffer.concat(chunks));
  });
  source.once('error', (err) => {
    out.destroy(err);
    done(null);
  });
  // Closed without an end (destroyed): nothing whole to keep. After an end, `done` was already called.
  source.once('close', () => {
    if (!out.writableEnded) out.destroy();
    done(null);
  });
  return out;
}

/** `shared`: only the cookies a shared render may depend on are passed on (page-cache.ts). */
function toWebRequest(req: FastifyRequest, reply: FastifyReply, origin: string, shared: boolean): Request {
  // Appended, not resolved: `//evil.example/x` is a path here, not another host.
  const url = new URL(`${origin}${req.url}`);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (shared && key === 'cookie') {
      const kept = sharedCookies(req);
      if (kept) headers.set('cookie', kept);
      continue;
    }
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, value);
  }
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  const init: RequestInit & { duplex?: 'half' } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== 'GET' && req.method !== 'HEAD' && Buffer.isBuffer(req.body) && req.body.length > 0) {
    init.body = new Uint8Array(req.body);
  }
  return new Request(url, init);
}

function sharedCookies(req: FastifyRequest): string {
  const parts: string[] = [];
  for (const name of SHARED_RENDER_COOKIES) {
    const value = req.cookies[name];
    if (value !== undefined) parts.push(`${name}=${encodeURIComponent(value)}`);
  }
  return parts.join('; ');
}
