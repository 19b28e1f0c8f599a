import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../lib/http';
import { pendingRendition } from '../lib/images';
import { contentTypeOf, isValidKey } from '../lib/storage';

/**
 * An uploaded SVG opened directly is a document: no script, no requests, sandboxed. Inline
 * styles stay allowed because SVG images commonly carry them.
 */
export const UPLOAD_SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** Files the web build precompresses (apps/web/scripts/precompress.mjs), or their .br/.gz copies. */
const PRECOMPRESSED = /\.(?:js|css|svg|json|html)(?:\.br|\.gz)?$/;

/** The .br/.gz copies are found by `preCompressed`, never served at their own address. */
const COMPRESSED_COPIES = ['**/*.br', '**/*.gz'];
const COMPRESSED_COPY = /\.(?:br|gz)$/;

/**
 * Built web assets and uploaded or generated images under /uploads (data/uploads, or the bucket: lib/storage):
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

    if (app.storage.kind === 'local') await serveUploadFolder(scope, path.join(app.config.dataDir, 'uploads'));
    else serveUploadsFromStorage(scope);

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
        // One route for the folder, not one per file (GET and HEAD for each of ~370 files: 1.5k
        // routes, ~3 MB of the idle heap); a file's existence is checked when it is asked for.
        allowedPath: (file) => !COMPRESSED_COPY.test(file),
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

/** Cache lifetimes of uploads: the image pipeline's folders are never reused (decision 0111). */
const IMAGES_CACHE = 'public, max-age=31536000, immutable';
const UPLOADS_CACHE = 'public, max-age=604800';

/**
 * A rendition the variants job has not written yet: a redirect to the original, never cached (the
 * rendition itself is, for a year, once it exists). Decision 0371.
 */
function sendOriginalMeanwhile(reply: FastifyReply, original: string) {
  return reply.code(302).header('cache-control', 'no-store').header('location', original).send();
}

/** /uploads from `<dataDir>/uploads` (the local storage backend). */
async function serveUploadFolder(scope: FastifyInstance, uploads: string): Promise<void> {
  fs.mkdirSync(uploads, { recursive: true });
  // Pictures of the image pipeline (lib/images) sit in folders named by a random id that is never
  // reused: they can be cached for good (decision 0111).
  const images = path.join(uploads, 'images');
  fs.mkdirSync(images, { recursive: true });
  await scope.register(
    async (folder) => {
      await folder.register(fastifyStatic, {
        root: images,
        prefix: '/',
        decorateReply: false,
        index: false,
        maxAge: '365d',
        immutable: true,
        dotfiles: 'ignore',
      });
      folder.setNotFoundHandler(async (req, reply) => {
        const key = req.url.slice('/uploads/'.length).split('?')[0]!;
        const original = isValidKey(key) ? await pendingRendition(scope, key) : null;
        if (!original) throw new AppError(404, 'NOT_FOUND');
        return sendOriginalMeanwhile(reply, original);
      });
    },
    { prefix: '/uploads/images' },
  );
  await scope.register(fastifyStatic, {
    root: uploads,
    prefix: '/uploads/',
    decorateReply: false,
    maxAge: '7d',
    // A file being written is a hidden `.name.….tmp` (lib/storage/local.ts): never served half-written.
    dotfiles: 'ignore',
    setHeaders(res, filePath) {
      if (filePath.endsWith('.svg')) {
        res.setHeader('content-security-policy', UPLOAD_SVG_CSP);
        res.setHeader('vary', 'accept-encoding');
      }
    },
  });
}

/**
 * /uploads streamed from the bucket (S3 backend, decision 0190): every instance answers for every
 * file, whichever instance stored it. The same headers as the local folder: content-type from the
 * extension, a year and immutable for the image pipeline's folders, seven days otherwise, the
 * sandbox for SVG, ETag/Last-Modified with 304 answers.
 */
function serveUploadsFromStorage(scope: FastifyInstance): void {
  const storage = scope.storage;
  scope.get('/uploads/*', { schema: { hide: true } }, async (req, reply) => {
    const key = (req.params as { '*': string })['*'];
    const object = isValidKey(key) ? await storage.get(key) : null;
    if (!object) {
      const original = isValidKey(key) ? await pendingRendition(scope, key) : null;
      if (!original) throw new AppError(404, 'NOT_FOUND');
      return sendOriginalMeanwhile(reply, original);
    }
    const etag = object.etag;
    const lastModified = object.lastModified?.toUTCString();
    reply.header('cache-control', key.startsWith('images/') ? IMAGES_CACHE : UPLOADS_CACHE);
    if (etag) reply.header('etag', etag);
    if (lastModified) reply.header('last-modified', lastModified);
    if (key.endsWith('.svg')) {
      reply.header('content-security-policy', UPLOAD_SVG_CSP);
      reply.header('vary', 'accept-encoding');
    }
    const inm = req.headers['if-none-match'];
    if (etag && inm?.split(',').some((t) => t.trim() === etag || t.trim() === `W/${etag}`)) {
      object.body.destroy();
      return reply.code(304).send();
    }
    reply.header('content-type', contentTypeOf(key));
    reply.header('content-length', object.size);
    return reply.send(object.body);
  });
}
