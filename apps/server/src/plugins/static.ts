import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Built web assets (fingerprinted, cached for a year) and uploaded or generated images
 * under /uploads (data/uploads).
 */
export async function registerStatic(app: FastifyInstance): Promise<void> {
  const uploads = path.join(app.config.dataDir, 'uploads');
  fs.mkdirSync(uploads, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploads,
    prefix: '/uploads/',
    decorateReply: false,
    maxAge: '7d',
  });

  const client = path.join(app.config.webBuildDir, 'client');
  if (!fs.existsSync(client)) return;
  await app.register(fastifyStatic, {
    root: client,
    prefix: '/',
    wildcard: false,
    decorateReply: false,
    index: false,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      } else {
        res.setHeader('cache-control', 'public, max-age=3600');
      }
    },
  });
}
