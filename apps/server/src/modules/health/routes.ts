import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import { AppError, ok } from '../../lib/http';

const health: FastifyPluginAsync = async (app) => {
  app.get('/health', { schema: { tags: ['system'], summary: 'The process is alive' } }, async () =>
    ok({ status: 'ok', uptime: Math.round(process.uptime()) }),
  );

  app.get('/ready', { schema: { tags: ['system'], summary: 'The database (and Redis when configured) answer' } }, async () => {
    try {
      await sql`select 1`.execute(app.db);
      if (app.redis) await app.redis.ping();
    } catch (err) {
      app.log.warn({ err }, 'readiness check failed');
      throw new AppError(503, 'SERVICE_UNAVAILABLE');
    }
    return ok({ status: 'ready', database: app.dialect, redis: app.redis ? 'ok' : 'off' });
  });
};

export default health;
