import { LANGUAGES } from '@sen/core';
import type { FastifyInstance } from 'fastify';
import { exchange } from '../../lib/in-process';
import { listingIndex } from '../products/listing-index';

/** The job kind that fills the shared answer cache after a start (decision 0372). */
export const CACHE_WARM_UP_JOB = 'cache warm-up';
/** Instances starting within this window (a rolling deploy, a scale-out) ask for one warm-up between them. */
export const WARM_UP_WINDOW_MS = 60_000;

/**
 * The answers every storefront page reads first: the home page in each language, the category and
 * brand trees, checkout's shipping and payment methods and provinces. Kept in app.cache: in Redis,
 * shared by every instance, so one instance warming is enough. (Listing answers are keyed by the
 * instance's snapshot, warmed below; the 5-second page cache is not worth warming.)
 */
export const WARM_ANSWERS: readonly string[] = [
  ...LANGUAGES.map((lang) => `/api/v1/home?lang=${lang}`),
  '/api/v1/categories',
  '/api/v1/brands',
  '/api/v1/shipping-methods',
  '/api/v1/payment-methods/available',
  '/api/v1/address/provinces',
];

/** The cache warm-up job: asks each answer once through the app's own routes (so through their caches). */
export async function warmAnswers(app: FastifyInstance): Promise<number> {
  let warmed = 0;
  for (const url of WARM_ANSWERS) {
    // In process as a render's calls are (decision 0402), not through app.inject.
    const res = await exchange(app, { method: 'GET', url, headers: {} });
    // A refusal (e.g. shed under load) fails the job: it is retried with backoff.
    if (res.status >= 500) throw new Error(`warm-up of ${url} answered ${res.status}`);
    if (res.status === 200) warmed++;
  }
  return warmed;
}

/**
 * Warm-up after a start, in two parts (decision 0372):
 * - what lives in this process's memory — its listing snapshot — is built by this instance, beside
 *   the requests (drained on close); every instance that serves needs its own;
 * - the shared answer cache is filled by one `cache warm-up` job: deduplicated for a minute, so N
 *   instances starting together warm it once, on whichever instance or worker takes the job.
 *   Without Redis the job runs in this process. Not in tests (`NODE_ENV=test`): suites count
 *   their own cache misses.
 */
export function registerWarmUp(app: FastifyInstance, opts: { serving: boolean }): void {
  app.jobs.define(CACHE_WARM_UP_JOB, () => warmAnswers(app));
  app.addHook('onReady', async () => {
    // `npm run worker` answers no listing: it holds no snapshot.
    if (opts.serving) void app.background.run('listing warm-up', () => listingIndex(app).get());
    if (app.config.env === 'test') return;
    await app.jobs
      .enqueue(CACHE_WARM_UP_JOB, {}, { key: 'start', windowMs: WARM_UP_WINDOW_MS })
      .catch((err: unknown) => app.log.warn({ err }, 'cache warm-up not queued'));
  });
}
