import fastifyCors, { type FastifyCorsOptions } from '@fastify/cors';
import { errorMessage } from '@sen/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The public e-learning API (QuanLyKhoaHoc, QuanLyNguoiDung under /api/v1) is called by
 * front-ends on other sites with a bearer token, never a cookie (decision 0050):
 * - CORS: any origin, no credentials, the `Authorization` and `TokenCybersoft` headers; the
 *   shop's own API answers only the origins listed in CORS_ORIGINS (with credentials);
 * - `Cross-Origin-Resource-Policy: cross-origin` on these answers (and on /uploads, see
 *   plugins/security-headers.ts) so course pictures show on those sites;
 * - errors are the message as a bare JSON string, as that API sent them.
 */
const COMPAT_PREFIXES = ['/api/v1/quanlykhoahoc/', '/api/v1/quanlynguoidung/'];

export function isElearningUrl(url: string): boolean {
  const lower = url.slice(0, 30).toLowerCase();
  return COMPAT_PREFIXES.some((p) => lower.startsWith(p));
}

export const ELEARNING_CORS: FastifyCorsOptions = {
  origin: '*',
  credentials: false,
  methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
  allowedHeaders: ['Authorization', 'TokenCybersoft', 'Content-Type', 'Accept', 'Accept-Language', 'X-Language'],
  // Browsers cap this (Chrome at 2 h); it saves a preflight per call.
  maxAge: 7200,
};

/**
 * CORS for the API only (registered in the /api/v1 scope, so pages, assets and /uploads carry
 * no Vary: Origin and keep their own Vary): the e-learning routes for every origin, ours for
 * CORS_ORIGINS.
 */
export async function registerApiCors(api: FastifyInstance): Promise<void> {
  const own = api.config.corsOrigins;
  const ownCors: FastifyCorsOptions = {
    origin: own.length ? own : false,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'Accept-Language', 'X-Language', 'Idempotency-Key'],
    maxAge: 7200,
  };
  await api.register(fastifyCors, {
    delegator: (req: FastifyRequest, cb: (err: Error | null, options: FastifyCorsOptions) => void) =>
      cb(null, isElearningUrl(req.url) ? ELEARNING_CORS : ownCors),
  });
}

/** The resource policy and string errors of the e-learning routes (root hooks: unknown paths too). */
export function registerElearningAnswers(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    if (isElearningUrl(req.url)) reply.header('cross-origin-resource-policy', 'cross-origin');
  });

  // The error envelope (plugins/errors.ts, the auth guard, validation, rate limits, 404) becomes
  // its message as a JSON string; the status stays.
  app.addHook('onSend', async (req, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== 'string' || !isElearningUrl(req.url)) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    let body: unknown;
    try {
      body = JSON.parse(payload);
    } catch {
      return payload;
    }
    if (!body || typeof body !== 'object' || typeof (body as { message?: unknown }).message !== 'string') return payload;
    const { message, errorCode, metadata } = body as {
      message: string;
      errorCode?: string;
      metadata?: { errors?: Array<{ message?: unknown }> } | null;
    };
    // Invalid fields: what a person reads is each field's message.
    const fields = (metadata?.errors ?? []).map((e) => e.message).filter((m): m is string => typeof m === 'string');
    // Our own "Unauthorized" is kept in English for the web client; this API says it in the caller's language.
    const text =
      errorCode === 'UNAUTHORIZED'
        ? errorMessage('ELEARNING_UNAUTHORIZED', req.lang ?? 'vi')
        : fields.length
          ? fields.join('; ')
          : message;
    return JSON.stringify(text);
  });
}
