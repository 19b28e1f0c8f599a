import type { FastifyInstance } from 'fastify';

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
