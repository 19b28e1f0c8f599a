import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDemoDb, type TestDb, testConfig } from './helpers';

const webBuilt = fs.existsSync(path.join(loadConfig().webBuildDir, 'server', 'index.js'));

// The built web app renders the pages: `npm run build` (npm test builds first).
describe.skipIf(!webBuilt)('pages past capacity', () => {
  let testDb: TestDb;
  let app: FastifyInstance;

  beforeAll(async () => {
    testDb = await createDemoDb('sqlite');
    const config = {
      ...testConfig(testDb),
      renderQueue: { concurrency: 1, maxWaiting: 2, maxWaitMs: 5_000, shedAfterMs: 5_000, turnMs: 1_000 },
    };
    app = await buildApp({ config, db: testDb.db, dialect: testDb.dialect, web: true });
    await app.ready();
    await app.inject({ url: '/products?warm=1' });
  });
  afterAll(async () => {
    await app.close();
    await testDb.destroy();
  });

  it('are refused at once with 503 and Retry-After, while health and the API answer', async () => {
    const finished: string[] = [];
    // Twelve visitors at once, each on a page no cache holds.
    const pages = Array.from({ length: 12 }, (_, i) =>
      app.inject({ url: `/products?visit=${i}` }).then((res) => {
        finished.push(`page ${res.statusCode}`);
        return res;
      }),
    );
    const health = app.inject({ url: '/api/v1/health' }).then((res) => {
      finished.push('health');
      return res;
    });
    const api = app.inject({ url: '/api/v1/categories?limit=20' }).then((res) => {
      finished.push('api');
      return res;
    });
    const answers = await Promise.all(pages);
    expect((await health).statusCode).toBe(200);
    expect((await api).statusCode).toBe(200);

    const ok = answers.filter((r) => r.statusCode === 200);
    const busy = answers.filter((r) => r.statusCode === 503);
    // One rendering and two waiting: three pages; the other nine refused without rendering.
    expect(ok).toHaveLength(3);
    expect(busy).toHaveLength(9);
    for (const res of busy) {
      expect(res.headers['retry-after']).toBe('1');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('Dịch vụ tạm thời không khả dụng');
    }
    // Refusals go out before the renders, and health and the API do not wait for the renders.
    const lastPage = finished.lastIndexOf('page 200');
    expect(finished.indexOf('health')).toBeLessThan(lastPage);
    expect(finished.indexOf('api')).toBeLessThan(lastPage);
    // (Health may answer before them: only the pages' order matters here.)
    const pageOrder = finished.filter((s) => s.startsWith('page'));
    expect(pageOrder.slice(0, 9).every((s) => s === 'page 503')).toBe(true);

    // Capacity back: pages render again.
    expect((await app.inject({ url: '/products?visit=after' })).statusCode).toBe(200);
  });
});
