import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { fields, formData } from '../src/lib/images/testing';
import { bearer, createUser, login } from '../src/modules/auth/testing';
import { createDemoDb, type TestDb, testConfig } from './helpers';

const webBuilt = fs.existsSync(path.join(loadConfig().webBuildDir, 'server', 'index.js'));

// The built web app renders the pages: `npm run build` (npm test builds first).
describe.skipIf(!webBuilt)('in-process API calls of a page render', () => {
  let testDb: TestDb;
  let app: FastifyInstance;
  const calls: string[] = [];

  beforeAll(async () => {
    testDb = await createDemoDb('sqlite');
    app = await buildApp({ config: testConfig(testDb), db: testDb.db, dialect: testDb.dialect, web: true });
    app.addHook('onRequest', async (req) => {
      // The reads renders make; the test's own writes are not counted.
      if (req.method === 'GET' && req.url.startsWith('/api/')) calls.push(req.url.split('?')[0] ?? '');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await testDb.destroy();
  });

  const count = (url: string) => calls.filter((c) => c === url).length;

  it('asks for the settings and the mega-menu once for several renders, and again after a write', async () => {
    // Different pages and queries: each one a render (no page-cache hit).
    for (const url of ['/products?visit=1', '/faq?visit=2', '/products?visit=3', '/brands?visit=4']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-page-cache']).toBe('miss');
    }
    expect(count('/api/v1/settings/store')).toBe(1);
    expect(count('/api/v1/menu')).toBe(1);
    // Signed-in renders of shared pages do not ask who the visitor is (decision 0105).
    expect(count('/api/v1/me')).toBe(0);

    // Another language is another answer.
    await app.inject({ url: '/faq?lang=en' });
    expect(count('/api/v1/settings/store')).toBe(2);

    // A refused write changes nothing: the kept answers stay.
    const refused = await app.inject({ method: 'POST', url: '/api/v1/categories', payload: {} });
    expect(refused.statusCode).toBe(401);
    await app.inject({ url: '/faq?visit=5' });
    expect(count('/api/v1/settings/store')).toBe(2);

    // A catalogue write drops them (decision 0112), on this instance before the write answers.
    const { token } = await login(app, (await createUser(app, { role: 'editor' })).email);
    const body = formData(fields({ name: 'Phụ kiện mới', isActive: 'true' }));
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/categories',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token) },
    });
    expect(created.statusCode, created.body).toBe(201);
    await app.inject({ url: '/faq?visit=6' });
    expect(count('/api/v1/settings/store')).toBe(3);
    expect(count('/api/v1/menu')).toBe(3);
  });
});
