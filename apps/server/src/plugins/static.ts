import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * An uploaded SVG opened directly is a document: no script, no requests, sandboxed. Inline
 * styles stay allowed because SVG images commonly carry them.
 */
export const UPLOAD_SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** Files the web build precompresses (apps/web/scripts/precompress.mjs), or their .br/.gz copies. */
const PRECOMPRESSED = /\.(?:js|css|svg|json|html)(?:\.br|\.gz)?$/;

/** The .br/.gz copies are found by `preCompressed`, never served at their own address. */
const COMPRESSED_COPIES = ['**/*.br', '**/*.gz'];

/**
 * Built web assets and uploaded or generated images under /uploads (data/uploads):
 * - /assets/* are fingerprinted: cached for a year, immutable;
 * - the other build/client files (favicon…) keep their name across builds: one hour;
 * - /uploads: seven days.
 * Build files are sent from the brotli/gzip copies written at build time (`preCompressed`); an
 * answer that already has a Content-Encoding is left alone by @fastify/compress.
 * Every route here is marked `staticFile`, so it gets the slim security headers (decision 0060).
 */
export async function registerStatic(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, staticFile: true };
    });

    const uploads = path.join(app.config.dataDir, 'uploads');
    fs.mkdirSync(uploads, { recursive: true });
    // Pictures of the image pipeline (lib/images) sit in folders named by a random id that is never
    // reused: they can be cached for good (decision 0111).
    const images = path.join(uploads, 'images');
    fs.mkdirSync(images, { recursive: true });
    await scope.register(fastifyStatic, {
      root: images,
      prefix: '/uploads/images/',
      decorateReply: false,
      index: false,
      maxAge: '365d',
      immutable: true,
      dotfiles: 'ignore',
    });
    await scope.register(fastifyStatic, {
      root: uploads,
      prefix: '/uploads/',
      decorateReply: false,
      maxAge: '7d',
      // A picture being written is a hidden `.name.tmp` (me/avatar.ts): never served half-written.
      dotfiles: 'ignore',
      setHeaders(res, filePath) {
        if (filePath.endsWith('.svg')) {
          res.setHeader('content-security-policy', UPLOAD_SVG_CSP);
          res.setHeader('vary', 'accept-encoding');
        }
      },
    });

    const client = path.join(app.config.webBuildDir, 'client');
    if (!fs.existsSync(client)) return;
    const varyByEncoding = (res: { setHeader(name: string, value: string): unknown }, filePath: string) => {
      if (PRECOMPRESSED.test(filePath)) res.setHeader('vary', 'accept-encoding');
    };
    // The cache lifetime comes from @fastify/send's own options: it writes Cache-Control after
    // `setHeaders` runs, so a header set there would be overwritten.
    const assets = path.join(client, 'assets');
    if (fs.existsSync(assets)) {
      await scope.register(fastifyStatic, {
        root: assets,
        prefix: '/assets/',
        wildcard: false,
        globIgnore: COMPRESSED_COPIES,
        decorateReply: false,
        index: false,
        preCompressed: true,
        maxAge: '365d',
        immutable: true,
        setHeaders: varyByEncoding,
      });
    }
    await scope.register(fastifyStatic, {
      root: client,
      prefix: '/',
      wildcard: false,
      globIgnore: ['assets/**', ...COMPRESSED_COPIES],
      decorateReply: false,
      index: false,
      preCompressed: true,
      maxAge: '1h',
      setHeaders: varyByEncoding,
    });
  });
}
