import http from 'node:http';
import net from 'node:net';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { closeInOrder } from '../src/lib/shutdown';
import { injectFetch } from '../src/web/inject-fetch';
import { createTestDb, dialects, type TestDb, testConfig } from './helpers';

function get(port: number, path: string, agent?: http.Agent): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (res) => {
        let body = '';
        res.on('data', (c) => {
          body += c;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

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

describe('shutting down with a page rendering', () => {
  it('serves the page’s in-process API calls to the end, and tells a visitor arriving meanwhile 503 Connection: close', async () => {
    const testDb = await createTestDb('sqlite');
    const app = await buildApp({ config: testConfig(testDb), db: testDb.db, dialect: testDb.dialect, web: false });
    // A render in flight at the signal: its loaders call the API in process after close began.
    app.get('/slow-page', async (req) => {
      await new Promise((r) => setTimeout(r, 300));
      const res = await injectFetch(app, req, 'vi')('/api/v1/health');
      return { api: res.status, status: ((await res.json()) as { metadata: { status: string } }).metadata.status };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const socket = net.connect(port, '127.0.0.1');
    let raw = '';
    socket.on('data', (c) => {
      raw += c;
    });
    const ended = new Promise((r) => socket.on('close', r));
    socket.write('GET /slow-page HTTP/1.1\r\nHost: sen\r\n\r\n');
    await new Promise((r) => setTimeout(r, 100));
    const closed = closeInOrder(app, () => testDb.close());
    // The same connection (busy, so not closed as idle) asks again while the app drains.
    await new Promise((r) => setTimeout(r, 50));
    socket.write('GET /api/v1/health HTTP/1.1\r\nHost: sen\r\n\r\n');
    await closed;
    await ended;
    const answers = raw.split(/(?=HTTP\/1\.1 )/);
    expect(answers).toHaveLength(2);
    expect(answers[0]).toMatch(/^HTTP\/1\.1 200 /);
    expect(answers[0]).toContain('{"api":200,"status":"ok"}');
    expect(answers[1]).toMatch(/^HTTP\/1\.1 503 /);
    expect(answers[1]).toMatch(/\r\nconnection: close\r\n/i);
    expect(answers[1]).toMatch(/\r\nretry-after: 5\r\n/i);
    expect(answers[1]).toContain('"errorCode":"SERVICE_UNAVAILABLE"');
    await testDb.destroy();
  });
});

describe.each(dialects)('shutting down on %s with work in flight', (dialect) => {
  it('finishes the requests and background tasks on the database, then closes it', async () => {
    const testDb = await createTestDb(dialect);
    const app = await buildApp({ config: testConfig(testDb), db: testDb.db, dialect: testDb.dialect, web: false });
    const events: string[] = [];
    // A request still using the database after the signal, as an order placed at that moment does.
    app.get('/slow-db', async () => {
      await new Promise((r) => setTimeout(r, 300));
      const row = await sql<{ n: number }>`select 1 as n`.execute(app.db);
      events.push('request done');
      return { n: Number(row.rows[0]?.n) };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const agent = new http.Agent({ keepAlive: true });
    const answers = [get(port, '/slow-db', agent), get(port, '/slow-db')];
    // A background task (a sweep) mid-way through its queries.
    void app.background.run('test sweep', async () => {
      await new Promise((r) => setTimeout(r, 500));
      await sql`select 1`.execute(app.db);
      events.push('task done');
    });
    await new Promise((r) => setTimeout(r, 100));

    const started = Date.now();
    await closeInOrder(app, async () => {
      events.push('database closed');
      await testDb.close();
    });
    expect(await Promise.all(answers)).toEqual([
      { status: 200, body: '{"n":1}' },
      { status: 200, body: '{"n":1}' },
    ]);
    expect(events).toEqual(['request done', 'request done', 'task done', 'database closed']);
    expect(Date.now() - started).toBeLessThan(3_000);
    // Nothing starts once closing: a late task is not run on a closed database.
    let late = false;
    await app.background.run('late', async () => {
      late = true;
    });
    expect(late).toBe(false);
    agent.destroy();
    await testDb.destroy();
  });
});
