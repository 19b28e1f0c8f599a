import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { type Envelope, type ErrorCode, type FieldError, type Language, SUCCESS_MESSAGE } from '@sen/core';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Wraps a result in the API's envelope. */
export function ok<T>(metadata: T, statusCode = 200): Envelope<T> {
  return { statusCode, message: SUCCESS_MESSAGE, metadata };
}

/**
 * An error a person should read. Thrown anywhere in a request; the error handler
 * turns it into the envelope in the request's language.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly params?: Record<string, string | number>,
    readonly fieldErrors?: FieldError[],
  ) {
    super(code);
    this.name = 'AppError';
  }
}

export const notFound = (code: ErrorCode = 'NOT_FOUND', params?: Record<string, string | number>) =>
  new AppError(404, code, params);

declare module 'fastify' {
  interface FastifyRequest {
    lang: Language;
  }
}

/**
 * Answers from a cache of the finished JSON as UTF-8 bytes, so a hit costs neither the database,
 * JSON.stringify (which dominated large cached answers such as /home) nor measuring and encoding
 * the text for the socket (decision 0375).
 */
export async function sendCached<T>(
  app: FastifyInstance,
  reply: FastifyReply,
  key: string,
  ttlMs: number,
  load: () => Promise<T>,
): Promise<FastifyReply> {
  return sendJson(reply, await app.cache.wrapBytes(`${key}:bytes`, ttlMs, async () => JSON.stringify(ok(await load()))));
}

/** Answers smaller than this go uncompressed (@fastify/compress's threshold, app.ts). */
export const COMPRESS_THRESHOLD = 2048;

/** Once per kept answer: brotli a notch above @fastify/compress's per-request 4 (~1 ms for the 58 KB /home). */
const BROTLI = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
};

/** What is worked out once per kept answer (in-process cache): its ETag and its compressed forms, made when first asked for. */
interface Prepared {
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
}
/** Beside the cached bytes themselves: dropped with them when the cache lets them go. */
const prepared = new WeakMap<Buffer, Prepared>();

/** The encoding to send: br when the client takes it, else gzip (x-gzip and `*` count as gzip), as @fastify/compress negotiates. */
export function preferredEncoding(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  let gzip = false;
  for (const part of header.toLowerCase().split(',')) {
    const [token = '', ...params] = part.split(';');
    const name = token.trim();
    if (params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p))) continue;
    if (name === 'br') return 'br';
    if (name === 'gzip' || name === 'x-gzip' || name === '*') gzip = true;
  }
  return gzip ? 'gzip' : null;
}

function etagMatches(header: string, etag: string): boolean {
  return header.split(',').some((t) => {
    const tag = t.trim();
    return tag === etag || tag === `W/${etag}` || tag === '*';
  });
}

/**
 * Sends text or bytes that are already JSON (a cached answer) as is. Bytes kept in this process
 * (cache.wrapBytes on the in-process cache) also carry an ETag (a matching If-None-Match gets a
 * 304) and go compressed from a copy made once per kept answer, not per request (decision 0375).
 * Text, and bytes read from Redis, are compressed per request by @fastify/compress as before.
 */
export function sendJson(reply: FastifyReply, body: string | Buffer): FastifyReply {
  reply.type('application/json; charset=utf-8');
  if (typeof body === 'string' || !reply.server.cache.inProcess || reply.statusCode !== 200) return reply.send(body);
  let p = prepared.get(body);
  if (!p) {
    p = { etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    prepared.set(body, p);
  }
  reply.header('etag', p.etag);
  const headers = reply.request.headers;
  const inm = headers['if-none-match'];
  if (inm !== undefined && etagMatches(inm, p.etag)) return reply.code(304).send();
  if (body.length < COMPRESS_THRESHOLD || headers['x-no-compression'] !== undefined) return reply.send(body);
  const encoding = preferredEncoding(headers['accept-encoding']);
  if (!encoding) return reply.send(body);
  if (encoding === 'br') p.br ??= brotliCompressSync(body, BROTLI);
  else p.gzip ??= gzipSync(body);
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
  reply.header('content-encoding', encoding);
  return reply.send(p[encoding]);
}
