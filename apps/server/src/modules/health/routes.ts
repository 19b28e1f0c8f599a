import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import { AppError, ok } from '../../lib/http';

// Their answers are always far under the compression threshold (COMPRESS_THRESHOLD, lib/http.ts), so
// @fastify/compress's two hooks are not put on them: ~6 % of the CPU of each probe a load balancer
// sends every few seconds (paired A/B, issue 11).
const health: FastifyPluginAsync = async (app) => {
  app.get('/health', { compress: false, schema: { tags: ['system'], summary: 'The process is alive' } }, async () =>
    ok({ status: 'ok', uptime: Math.round(process.uptime()) }),
  );

  app.get(
    '/ready',
    { compress: false, schema: { tags: ['system'], summary: 'The database (and Redis when configured) answer' } },
    async () => {
      try {
        await sql`select 1`.execute(app.db);
        if (app.redis) await app.redis.ping();
      } catch (err) {
        app.log.warn({ err }, 'readiness check failed');
        throw new AppError(503, 'SERVICE_UNAVAILABLE');
      }
      return ok({ status: 'ready', database: app.dialect, redis: app.redis ? 'ok' : 'off' });
    },
  );
};

export default health;
