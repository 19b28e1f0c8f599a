import { errorMessage, type Language } from '@sen/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { CorsPolicy } from '../../plugins/cors';

/**
 * The public e-learning API (QuanLyKhoaHoc, QuanLyNguoiDung under /api/v1) is called by
 * front-ends on other sites with a bearer token, never a cookie (decision 0050):
 * - CORS (plugins/cors.ts): any origin, no credentials, the `Authorization` and `TokenCybersoft`
 *   headers; the shop's own API answers only the origins listed in CORS_ORIGINS (with credentials);
 * - `Cross-Origin-Resource-Policy: cross-origin` on these answers (and on /uploads, see
 *   plugins/security-headers.ts) so course pictures show on those sites;
 * - errors are the message as a bare JSON string, as that API sent them.
 */
// Its paths in any case (as the old API answered them), tested in place: three hooks ask this of
// every request, and a lower-cased copy of each URL's start cost more than the test.
const COMPAT_PATH = /^\/api\/v1\/quanly(?:khoahoc|nguoidung)\//i;

export function isElearningUrl(url: string): boolean {
  return COMPAT_PATH.test(url);
}

export const ELEARNING_CORS: CorsPolicy = {
  origin: '*',
  credentials: false,
  methods: 'GET, HEAD, POST, PUT, DELETE',
  allowedHeaders: 'Authorization, TokenCybersoft, Content-Type, Accept, Accept-Language, X-Language',
  maxAge: '7200',
};

/** The resource policy and string errors of the e-learning routes (root hooks: unknown paths too). */
export function registerElearningAnswers(app: FastifyInstance): void {
  app.addHook('onRequest', (req, reply, done) => {
    if (isElearningUrl(req.url)) reply.header('cross-origin-resource-policy', 'cross-origin');
    done();
  });

  // The error envelope (plugins/errors.ts, the auth guard, validation, rate limits, 404) becomes
  // its message as a JSON string; the status stays.
  app.addHook('onSend', (req, reply, payload, done) => {
    if (reply.statusCode < 400 || typeof payload !== 'string' || !isElearningUrl(req.url)) return done(null, payload);
    done(null, elearningError(req.lang ?? 'vi', reply, payload));
  });
}

/** An error envelope as the e-learning API's bare message string (other answers as they were). */
function elearningError(lang: Language, reply: FastifyReply, payload: string): string {
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
    errorCode === 'UNAUTHORIZED' ? errorMessage('ELEARNING_UNAUTHORIZED', lang) : fields.length ? fields.join('; ') : message;
  return JSON.stringify(text);
}
