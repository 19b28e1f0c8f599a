import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createTestDb, type TestDb, testConfig } from './helpers';

describe('graceful shutdown', () => {
  let testDb: TestDb;
  afterAll(async () => testDb?.destroy());

  it('lets a running request finish and then closes its keep-alive connection at once', async () => {
    testDb = await createTestDb('sqlite');
    const app = await buildApp({ config: testConfig(testDb), db: testDb.db, dialect: testDb.dialect, web: false });
    app.get('/slow', async () => {
      await new Promise((r) => setTimeout(r, 300));
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const agent = new http.Agent({ keepAlive: true });
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: '/slow', agent }, (res) => {
          let body = '';
          res.on('data', (c) => {
            body += c;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        })
        .on('error', reject);
    });
    await new Promise((r) => setTimeout(r, 100));
    const started = Date.now();
    await app.close();
    const res = await answer;
    expect(res).toEqual({ status: 200, body: '{"done":true}' });
    // Without closing connections as they go idle, close() waits for the keep-alive timeout.
    expect(Date.now() - started).toBeLessThan(2_000);
    agent.destroy();
  });
});
