import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/http';

/**
 * GET /metrics in the Prometheus text format (decision 0191), for a scraper holding
 * `Authorization: Bearer <METRICS_TOKEN>`; without METRICS_TOKEN the route does not exist (404).
 * Every answer is counted by route pattern (never the raw URL, so labels stay few) with its
 * latency; a 201 to POST /api/v1/orders counts an order placed.
 */
export function registerMetrics(app: FastifyInstance): void {
  const { metrics } = app;
  const token = app.config.metricsToken;
  if (!metrics.enabled || !token) return;
  const expected = Buffer.from(`Bearer ${token}`);

  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    metrics.request(req.method, route, status, reply.elapsedTime / 1000);
    if (status === 201 && req.method === 'POST' && route === '/api/v1/orders') metrics.orderPlaced();
  });

  app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
    const given = Buffer.from(req.headers.authorization ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new AppError(401, 'UNAUTHORIZED');
    }
    const { contentType, body } = await metrics.render();
    reply.header('cache-control', 'no-store');
    return reply.type(contentType).send(body);
  });
}
