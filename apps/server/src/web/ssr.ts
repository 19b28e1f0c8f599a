import fs from 'node:fs';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import { LANGUAGE_COOKIE, pickLanguage, type SsrContext } from '@sen/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { AppError } from '../lib/http';
import { newNonce, pageCsp } from '../plugins/csp';
import { injectFetch } from './inject-fetch';
import { type CachedPage, PageCache, pageBody, pageCacheKey } from './page-cache';

/**
 * Serves every non-API page through React Router's server build.
 * Loaders reach the API through `context.apiFetch`, which calls this same
 * Fastify instance in-process (no network hop, same validation and envelope).
 *
 * Anonymous requests for public storefront pages are answered from a 5-second micro-cache
 * (web/page-cache.ts, decision 0061): the first render streams as usual and is kept; later
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
  const handle = createRequestHandler(build, app.config.env === 'production' ? 'production' : 'development');
  const pageCache = new PageCache();

  await app.register(async (scope) => {
    // Form posts to route actions are passed through to React Router untouched.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, payload, done) => done(null, payload));

    const handler = async (req: FastifyRequest, reply: FastifyReply) => {
      if (req.url.startsWith('/api/')) throw new AppError(404, 'ROUTE_NOT_FOUND');
      const nonce = newNonce();
      reply.header('content-security-policy', pageCsp(nonce, upgradeInsecure));
      // ?lang= (hreflang alternates) wins over the cookie, so each URL renders one language.
      const query = req.query as Record<string, unknown> | undefined;
      const lang = pickLanguage(typeof query?.lang === 'string' ? query.lang : undefined, req.cookies[LANGUAGE_COOKIE]);

      const key = pageCacheKey(req, lang);
      let fill: ReturnType<PageCache['begin']>;
      if (key) {
        // No await between the lookups and `begin`: the first miss must claim the render.
        const pending = pageCache.get(key) ?? pageCache.pending(key);
        const cached = pending instanceof Promise ? await pending : pending;
        if (cached) return sendCached(req, reply, cached, nonce);
        reply.header('x-page-cache', 'miss');
        // HEAD renders no body: nothing to keep.
        if (req.method === 'GET') fill = pageCache.begin(key);
      }

      try {
        const request = toWebRequest(req, reply);
        const context: SsrContext = {
          apiFetch: injectFetch(app, req, lang),
          lang,
          nonce,
          requestId: String(req.id),
        };
        const response = await handle(request, context as never);
        reply.status(response.status);
        for (const [name, value] of response.headers) {
          if (name === 'set-cookie') continue;
          reply.header(name, value);
        }
        const cookies = response.headers.getSetCookie();
        if (cookies.length) reply.header('set-cookie', cookies);
        if (!response.body) return reply.send();
        const body = Readable.fromWeb(response.body as WebReadableStream);
        if (!fill) return reply.send(body);
        const finish = fill;
        fill = undefined;
        return reply.send(
          tee(body, (html) =>
            finish(
              html === null || request.signal.aborted
                ? null
                : { status: response.status, headers: response.headers, body: html, nonce },
            ),
          ),
        );
      } finally {
        // Not handed to tee (error, redirect without body…): release the waiting requests.
        fill?.(null);
      }
    };
    scope.route({ method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'], url: '/*', handler });
    scope.route({ method: ['GET', 'HEAD'], url: '/', handler });
  });
}

function sendCached(req: FastifyRequest, reply: FastifyReply, page: CachedPage, nonce: string) {
  reply.status(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  reply.header('x-page-cache', 'hit');
  // HEAD: the headers only, as a rendered HEAD answer has (apps/web/app/entry.server.tsx).
  return req.method === 'HEAD' ? reply.send() : reply.send(pageBody(page, nonce));
}

/**
 * Streams the render to the visitor and collects it for the cache. The visitor's pace does not
 * hold the render back (chunks wait in memory for a slow connection), so requests waiting for
 * this render get it as soon as React is done. `done` gets the whole HTML, or null on error
 * (it may be called again afterwards: the cache's finisher takes the first call only).
 */
function tee(source: Readable, done: (html: string | null) => void): PassThrough {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  source.on('data', (chunk: Buffer) => {
    chunks.push(chunk);
    if (!out.destroyed) out.write(chunk);
  });
  source.once('end', () => {
    if (!out.destroyed) out.end();
    done(Buffer.concat(chunks).toString('utf8'));
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

function toWebRequest(req: FastifyRequest, reply: FastifyReply): Request {
  const origin = `${req.protocol}://${req.host}`;
  const url = new URL(req.url, origin);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, value);
  }
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  const init: RequestInit & { duplex?: 'half' } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== 'GET' && req.method !== 'HEAD' && req.body) {
    init.body = Readable.toWeb(req.body as Readable) as unknown as ReadableStream;
    init.duplex = 'half';
  }
  return new Request(url, init);
}
