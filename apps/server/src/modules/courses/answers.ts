import type { FastifyInstance } from 'fastify';

/**
 * Course lists are cached as their final JSON text for a few seconds (in Redis when configured):
 * the same list serves many visitors and skips the database and JSON.stringify. Enrolments drop
 * the cache at once, so student counts follow them; views (luotXem) reach lists within the TTL,
 * while a course's own page is always read fresh. Code that edits courses must call
 * `app.cache.invalidate(COURSES_CACHE)`.
 */
export const COURSES_CACHE = 'courses:';
const LIST_TTL_MS = 10_000;

export function cachedJson(app: FastifyInstance, key: string, load: () => Promise<unknown>): Promise<string> {
  return app.cache.wrap(`${COURSES_CACHE}${key}`, LIST_TTL_MS, async () => JSON.stringify(await load()));
}
