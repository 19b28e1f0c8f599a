import type { FastifyInstance } from 'fastify';
import { AppError } from './http';
import { isInProcess } from './in-process';

/**
 * While the app closes, a visitor's request that still reaches it (pipelined, or on a keep-alive
 * connection with a request in flight) gets 503 with `Connection: close`, as Fastify's own
 * `return503OnClosing` answered, so a load balancer sends it elsewhere. Fastify's check is off
 * (app.ts) because it also refused the in-process API calls of pages still rendering: those are
 * served, so a page in flight at a deploy finishes instead of failing with a 502. Connections
 * whose last request finished are closed as they go idle.
 */
export function registerDrain(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    // A keep-alive connection whose request was still running becomes idle only afterwards:
    // closed as it goes idle, or close() waits for its timeout.
    const timer = setInterval(() => app.server.closeIdleConnections(), 100);
    timer.unref();
    app.server.once('close', () => clearInterval(timer));
    done();
  });
  app.addHook('onRequest', (req, reply, done) => {
    if (!closing || isInProcess(req.raw)) return done();
    reply.header('connection', 'close').header('retry-after', '5');
    done(new AppError(503, 'SERVICE_UNAVAILABLE'));
  });
}

/**
 * Shuts the server down in the order that loses nothing: `app.close()` stops accepting, waits for
 * the requests in flight (closing keep-alive connections as they go idle), then its onClose hooks
 * drain the background tasks; only then are the database and Redis closed. Closing them from an
 * onClose hook instead ran before the requests were done on PostgreSQL ("driver has already been
 * destroyed"), and the stuck requests held the process until close-with-grace gave up (exit 1).
 */
export async function closeInOrder(app: FastifyInstance, closeResources: () => Promise<void>): Promise<void> {
  try {
    await app.close();
  } finally {
    await closeResources();
  }
}
