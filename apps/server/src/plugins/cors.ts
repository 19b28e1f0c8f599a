import type { FastifyInstance, FastifyReply } from 'fastify';

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
 * no Vary: Origin and keep their own Vary): `other` (the e-learning routes, modules/courses/
 * cross-origin.ts) for every origin, ours for CORS_ORIGINS. The headers @fastify/cors sent, from one synchronous hook with the two policies
 * fixed at start: its per-request delegator rebuilt the options each time, ~10 % of a small
 * cached answer (decision 0375).
 */
export async function registerApiCors(
  api: FastifyInstance,
  other: { matches: (url: string) => boolean; policy: CorsPolicy },
): Promise<void> {
  const own = ownCorsPolicy(api.config.corsOrigins);
  api.addHook('onRequest', (req, reply, done) => {
    varyOnOrigin(reply);
    const policy = other.matches(req.url) ? other.policy : own;
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
