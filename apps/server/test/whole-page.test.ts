import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { routerHandler } from '../src/web/ssr';
import { createWebApp, webBuilt } from './helpers';

const serverDir = path.join(loadConfig().webBuildDir, 'server');
const WHOLE_BODY = Symbol.for('sen.wholeBody');
const NODE_BODY = Symbol.for('sen.nodeBody');

/**
 * Decision 0384: a page with nothing left to stream is rendered to its end and handed to the server
 * as one Buffer (sent with its length in one write); a page with deferred data still streams.
 */
describe.skipIf(!webBuilt)('a finished page is sent whole', () => {
  describe('from the build (apps/web/app/entry.server.tsx)', () => {
    let handle: ReturnType<ReturnType<typeof routerHandler>>;
    beforeAll(async () => {
      const build = (await import(pathToFileURL(path.join(serverDir, 'index.js')).href)) as ServerBuild;
      handle = routerHandler(build)(build, 'production');
    });

    /** An API in which every read fails, and /home answers (empty) after `homeMs`. */
    const context = (homeMs: number, wholeBody?: boolean) => ({
      apiFetch: async (input: string | URL | Request) => {
        const url = String(input);
        if (url.includes('/home')) {
          await new Promise((r) => setTimeout(r, homeMs));
          return Response.json({ statusCode: 200, message: 'ok', metadata: null });
        }
        return new Response('{}', { status: 503, headers: { 'content-type': 'application/json' } });
      },
      lang: 'en',
      nonce: 'n0nce',
      requestId: 't',
      ...(wholeBody === undefined ? {} : { wholeBody }),
    });
    const html = (bytes: Buffer | string) => String(bytes);

    it('hands the server the whole HTML as a Buffer when it asks, an empty body beside it', async () => {
      const res = await handle(new Request('http://localhost/'), context(0, true) as never);
      const whole = (res as unknown as Record<symbol, unknown>)[WHOLE_BODY];
      expect(Buffer.isBuffer(whole)).toBe(true);
      expect(res.body).toBeNull();
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const text = html(whole as Buffer);
      expect(text.startsWith('<!DOCTYPE html>')).toBe(true);
      expect(text.trimEnd().endsWith('</html>')).toBe(true);
      // The loader data's stream was written to its end inside the page.
      expect(text).toContain('streamController.close()');
    });

    it('gives any other caller the same page as an ordinary body', async () => {
      const res = await handle(new Request('http://localhost/'), context(0) as never);
      expect((res as unknown as Record<symbol, unknown>)[WHOLE_BODY]).toBeUndefined();
      const text = await res.text();
      expect(text.startsWith('<!DOCTYPE html>')).toBe(true);
      expect(text).toContain('streamController.close()');
    });

    it('still streams a page whose data is deferred (the home page after its 150 ms)', async () => {
      const res = await handle(new Request('http://localhost/'), context(400, true) as never);
      expect((res as unknown as Record<symbol, unknown>)[WHOLE_BODY]).toBeUndefined();
      expect(res.body).not.toBeNull();
      expect(typeof (res.body as unknown as Record<symbol, unknown>)[NODE_BODY]).toBe('function');
      const text = await res.text();
      // The placeholders first, the data streamed after them into the Suspense boundary.
      expect(text).toContain('<!--$?-->');
      expect(text).toContain('streamController.close()');
    });
  });

  describe('by the server', () => {
    let app: FastifyInstance;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ app, close } = await createWebApp());
    });
    afterAll(async () => {
      await close();
    });

    it('sends a rendered page with its length, not chunked, and keeps the same bytes for the cache', async () => {
      const first = await app.inject({ url: '/products?whole=1' });
      expect(first.statusCode).toBe(200);
      expect(first.headers['x-page-cache']).toBe('miss');
      expect(first.headers['transfer-encoding']).toBeUndefined();
      expect(Number(first.headers['content-length'])).toBe(first.rawPayload.length);
      expect(first.body.trimEnd().endsWith('</html>')).toBe(true);

      const second = await app.inject({ url: '/products?whole=1' });
      expect(second.headers['x-page-cache']).toBe('hit');
      const nonceOf = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))?.[1] ?? '';
      const a = nonceOf(first.headers['content-security-policy']);
      const b = nonceOf(second.headers['content-security-policy']);
      expect(a).not.toBe('');
      expect(b).not.toBe(a);
      expect(second.body).toBe(first.body.replaceAll(a, b));
    });

    it('renders a page that is not cached (signed in, personal) whole as well', async () => {
      const res = await app.inject({ url: '/cart' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-page-cache']).toBeUndefined();
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    });
  });
});
