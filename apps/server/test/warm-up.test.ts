import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WARM_ANSWERS, warmAnswers } from '../src/modules/health/warm-up';
import { listingIndex } from '../src/modules/products/listing-index';
import { createDemoDb, createTestApp, dialects, type TestDb } from './helpers';

/** Decision 0372: the start-up warm-up. */
describe.each(dialects)('warm-up after a start on %s', (dialect) => {
  let testDb: TestDb;
  let app: FastifyInstance;
  beforeAll(async () => {
    testDb = await createDemoDb(dialect);
    app = await createTestApp(testDb);
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.destroy();
  });

  it('builds this instance’s listing snapshot beside the start, and the warm-up job answers every shared answer', async () => {
    await app.background.drain();
    // Built by the warm-up, not by a first request: ready() answers with it at once.
    const snapshot = await listingIndex(app).ready();
    expect(snapshot?.n).toBeGreaterThan(0);
    // Every address the job warms answers (a renamed route would leave the warm-up asking 404s).
    expect(await warmAnswers(app)).toBe(WARM_ANSWERS.length);
  });
});
