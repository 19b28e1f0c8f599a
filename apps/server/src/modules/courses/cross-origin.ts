import { errorMessage, type Language } from '@sen/core';
import type { FastifyInstance, FastifyReply } from 'fastify';

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

/** What one side of the API allows other sites (the CORS answer headers, ready to send). */
export interface CorsPolicy {
  /** `*`, the listed origins (reflected when the request's matches), or false: no CORS at all. */
  origin: '*' | readonly string[] | false;
  credentials: boolean;
  methods: string;
  allowedHeaders: string;
  /** Seconds a browser may keep the preflight (browsers cap it; Chrome at 2 h): a preflight less per call. */
  maxAge: string;
}

export const ELEARNING_CORS: CorsPolicy = {
  origin: '*',
  credentials: false,
  methods: 'GET, HEAD, POST, PUT, DELETE',
  allowedHeaders: 'Authorization, TokenCybersoft, Content-Type, Accept, Accept-Language, X-Language',
  maxAge: '7200',
};

export function ownCorsPolicy(origins: readonly string[]): CorsPolicy {
  return {
    origin: origins.includes('*') ? '*' : origins.length ? origins : false,
    credentials: true,
    methods: 'GET, HEAD, POST, PUT, PATCH, DELETE',
    allowedHeaders: 'Authorization, Content-Type, Accept, Accept-Language, X-Language, Idempotency-Key',
    maxAge: '7200',
  };
}

/** Adds Origin to the reply's Vary (the answer depends on it for a shared cache). */
function varyOnOrigin(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('vary', 'Origin');
  else if (!/(^|,)\s*(origin|\*)\s*(,|$)/i.test(String(vary))) reply.header('vary', `${vary}, Origin`);
}

/**
 * CORS for the API only (registered in the /api/v1 scope, so pages, assets and /uploads carry
 * no Vary: Origin and keep their own Vary): the e-learning routes for every origin, ours for
 * CORS_ORIGINS. The headers @fastify/cors sent, from one synchronous hook with the two policies
 * fixed at start: its per-request delegator rebuilt the options each time, ~10 % of a small
 * cached answer (decision 0375).
 */
export async function registerApiCors(api: FastifyInstance): Promise<void> {
  const own = ownCorsPolicy(api.config.corsOrigins);
  api.addHook('onRequest', (req, reply, done) => {
    varyOnOrigin(reply);
    const policy = isElearningUrl(req.url) ? ELEARNING_CORS : own;
    if (policy.origin === false) return done();
    const origin = req.headers.origin;
    const allowed = policy.origin === '*' ? '*' : origin !== undefined && policy.origin.includes(origin) ? origin : null;
    if (allowed) reply.header('access-control-allow-origin', allowed);
    if (policy.credentials) reply.header('access-control-allow-credentials', 'true');
    if (req.method !== 'OPTIONS') return done();
    // A preflight is answered here, before any guard (the browser sends no credentials with it).
    if (!origin || !req.headers['access-control-request-method']) {
      reply.code(400).type('text/plain').send('Invalid Preflight Request');
      return;
    }
    reply
      .headers({
        'access-control-allow-methods': policy.methods,
        'access-control-allow-headers': policy.allowedHeaders,
        'access-control-max-age': policy.maxAge,
      })
      .code(204)
      .header('content-length', '0')
      .send();
  });
  // Lets Fastify route a preflight to the hook above; reached only where CORS is off (404).
  api.options('*', { schema: { hide: true } }, (_req, reply) => reply.callNotFound());
}

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
