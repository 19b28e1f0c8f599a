import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { LANGUAGE_COOKIE, pickLanguage, type SsrContext } from '@sen/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { AppError } from '../lib/http';
import { newNonce, pageCsp } from '../plugins/csp';
import { injectFetch } from './inject-fetch';

/**
 * Serves every non-API page through React Router's server build.
 * Loaders reach the API through `context.apiFetch`, which calls this same
 * Fastify instance in-process (no network hop, same validation and envelope).
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

  await app.register(async (scope) => {
    // Form posts to route actions are passed through to React Router untouched.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, payload, done) => done(null, payload));

    const handler = async (req: FastifyRequest, reply: FastifyReply) => {
      if (req.url.startsWith('/api/')) throw new AppError(404, 'ROUTE_NOT_FOUND');
      const request = toWebRequest(req, reply);
      const nonce = newNonce();
      reply.header('content-security-policy', pageCsp(nonce, upgradeInsecure));
      // ?lang= (hreflang alternates) wins over the cookie, so each URL renders one language.
      const query = req.query as Record<string, unknown> | undefined;
      const lang = pickLanguage(typeof query?.lang === 'string' ? query.lang : undefined, req.cookies[LANGUAGE_COOKIE]);
      const context: SsrContext = {
        apiFetch: injectFetch(app, req, lang),
        lang,
        nonce,
        requestId: String(req.id),
      };
      const response = await handle(request, context as never);
      reply.status(response.status);
      for (const [key, value] of response.headers) {
        if (key === 'set-cookie') continue;
        reply.header(key, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
      if (!response.body) return reply.send();
      return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream));
    };
    scope.route({ method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'], url: '/*', handler });
    scope.route({ method: ['GET', 'HEAD'], url: '/', handler });
  });
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
