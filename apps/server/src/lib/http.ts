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

/** Sends text or bytes that are already JSON (a cached answer) as is. */
export function sendJson(reply: FastifyReply, body: string | Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}
