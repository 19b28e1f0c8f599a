import type { FastifyInstance } from 'fastify';
import { API_CSP } from './csp';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A static file route (build/client, /uploads): it gets the slim header set (decision 0060). */
    staticFile?: boolean;
  }
}

/**
 * helmet's default headers (v8), precomputed once and set in one call per response:
 * helmet's middleware chain cost ~10 % of a small API answer (docs/decisions/0007-security-headers.md).
 * Pages replace the CSP with their nonce'd policy (web/ssr.ts).
 *
 * Static files (routes marked `config.staticFile`, see plugins/static.ts) get only the headers that
 * matter for a non-document: nosniff, the resource policy and HSTS. The rest (CSP, frame options…)
 * only act on documents and cost ~700 bytes on each of the ~45 assets of a first visit
 * (docs/decisions/0060-static-file-headers.md).
 *
 * API answers (`/api/…`, JSON) get OWASP's set for REST answers: a CSP that allows nothing, frame
 * options, nosniff, the resource policy, no referrer and HSTS; helmet's document-only headers (opener
 * policy, origin cluster, DNS prefetch, download options, cross-domain policies, XSS auditor) act on
 * nothing a JSON answer does and cost ~250 bytes and a sixth of the header work on every call
 * (docs/decisions/0386-api-security-headers.md).
 */
export function registerSecurityHeaders(app: FastifyInstance, opts: { hsts: boolean }): void {
  const hsts: Record<string, string> = opts.hsts ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {};
  const headers: Record<string, string> = {
    'content-security-policy': API_CSP,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    ...hsts,
  };
  const apiHeaders: Record<string, string> = {
    'content-security-policy': API_CSP,
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    ...hsts,
  };
  const staticHeaders: Record<string, string> = {
    'cross-origin-resource-policy': 'same-origin',
    'x-content-type-options': 'nosniff',
    ...hsts,
  };
  // Uploaded pictures (course and product images) may be shown by other sites (decision 0050).
  const uploadHeaders: Record<string, string> = { ...staticHeaders, 'cross-origin-resource-policy': 'cross-origin' };
  // Synchronous (a callback hook): no promise and microtask per request (decision 0375).
  app.addHook('onRequest', (req, reply, done) => {
    if (req.routeOptions.config?.staticFile) {
      reply.headers(req.url.startsWith('/uploads/') ? uploadHeaders : staticHeaders);
      return done();
    }
    reply.headers(isApiAnswer(req.url) ? apiHeaders : headers);
    reply.header('x-request-id', req.id);
    done();
  });
}

/** A JSON answer of the API: under /api/ but not the browsable API docs (an HTML page). */
function isApiAnswer(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}
