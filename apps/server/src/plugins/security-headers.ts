import type { FastifyInstance } from 'fastify';
import { API_CSP } from './csp';

/**
 * helmet's default headers (v8), precomputed once and set in one call per response:
 * helmet's middleware chain cost ~10 % of a small API answer (docs/decisions/0007-security-headers.md).
 * Pages replace the CSP with their nonce'd policy (web/ssr.ts).
 */
export function registerSecurityHeaders(app: FastifyInstance, opts: { hsts: boolean }): void {
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
    ...(opts.hsts ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
  app.addHook('onRequest', async (req, reply) => {
    reply.headers(headers);
    reply.header('x-request-id', req.id);
  });
}
