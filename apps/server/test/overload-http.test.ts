import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDemoDb, type TestDb, testConfig } from './helpers';

const webBuilt = fs.existsSync(path.join(loadConfig().webBuildDir, 'server', 'index.js'));
// From this session's port range (42000-42099).
const PORT = 42017;

// The same as overload.test.ts, but over real sockets: a flood of connections, not inject().
describe.skipIf(!webBuilt)('pages past capacity, over HTTP', () => {
  let testDb: TestDb;
  let app: FastifyInstance;
  const base = `http://127.0.0.1:${PORT}`;

  beforeAll(async () => {
    testDb = await createDemoDb('sqlite');
    const config = { ...testConfig(testDb), renderQueue: { concurrency: 1, maxWaiting: 2, maxWaitMs: 5_000 } };
    app = await buildApp({ config, db: testDb.db, dialect: testDb.dialect, web: true });
    await app.listen({ host: '127.0.0.1', port: PORT });
    await fetch(`${base}/products?warm=1`).then((r) => r.text());
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.destroy();
  });

  // KNOWN GAP (decision 0360): over real sockets this fails today. All 30 pages answer 200 after
  // ~0.7 s and health waits as long: a render's CPU runs within one turn of the event loop, so the
  // server reads the next request only after the previous render is done and its slot freed; the
  // flood waits in the kernel's socket queues, where the render queue cannot see it. `it.fails`
  // keeps the gap visible: once pages are shed over HTTP, this turns red and becomes `it`.
  it.fails('refuses the excess pages with 503 and Retry-After while health and the API answer at once', async () => {
    const t0 = performance.now();
    const done = (label: string) => async (res: Response) => {
      const body = await res.text();
      return { label, status: res.status, headers: res.headers, body, at: performance.now() - t0 };
    };
    // Thirty visitors at once, each on a page no cache holds.
    const pages = Array.from({ length: 30 }, (_, i) => fetch(`${base}/products?flood=${i}`).then(done('page')));
    // Health and an API read sent while the renders are queued.
    await new Promise((r) => setTimeout(r, 20));
    const health = fetch(`${base}/api/v1/health`).then(done('health'));
    const api = fetch(`${base}/api/v1/categories?limit=20`).then(done('api'));
    const answers = await Promise.all(pages);
    const [h, a] = await Promise.all([health, api]);
    expect(h.status).toBe(200);
    expect(a.status).toBe(200);

    const ok = answers.filter((r) => r.status === 200);
    const busy = answers.filter((r) => r.status === 503);
    // One rendering and two waiting: three pages; the other 27 refused without rendering.
    expect(ok).toHaveLength(3);
    expect(busy).toHaveLength(27);
    for (const res of busy) {
      expect(res.headers.get('retry-after')).toBe('1');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.body).toContain('Dịch vụ tạm thời không khả dụng');
    }
    // Refusals go out before the last admitted render, and so do health and the API.
    const lastRender = Math.max(...ok.map((r) => r.at));
    expect(Math.max(...busy.map((r) => r.at))).toBeLessThan(lastRender);
    expect(h.at).toBeLessThan(lastRender);
    expect(a.at).toBeLessThan(lastRender);

    // Capacity back: pages render again.
    expect((await fetch(`${base}/products?flood=after`)).status).toBe(200);
  });
});
