import net, { type AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { bearer, createUser, login } from '../src/modules/auth/testing';
import { isElearningUrl } from '../src/modules/courses/cross-origin';
import { createTestApp, createTestDb, dialects, type TestDb, testConfig } from './helpers';

interface Operation {
  method: string;
  url: string;
}

/** Every operation of the OpenAPI document that takes a JSON body, its path parameters filled in. */
async function jsonOperations(app: FastifyInstance): Promise<Operation[]> {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, { requestBody?: { content?: Record<string, unknown> } }>>;
  };
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!op.requestBody?.content?.['application/json']) continue;
      ops.push({ method: method.toUpperCase(), url: path.replace(/\{[^}]+\}/g, '1') });
    }
  }
  return ops;
}

describe.each(dialects)('fuzzer classes on %s', (dialect) => {
  let testDb: TestDb;
  let app: FastifyInstance;
  let adminToken: string;

  beforeAll(async () => {
    testDb = await createTestDb(dialect);
    app = await createTestApp(testDb);
    const admin = await createUser(app, { role: 'admin', verified: true });
    adminToken = (await login(app, admin.email)).token;
  });
  afterAll(async () => {
    await app.close();
    await testDb.destroy();
  });

  it('answers a JSON body of `null` with a 4xx envelope on every JSON operation', async () => {
    const ops = await jsonOperations(app);
    expect(ops.length).toBeGreaterThan(30);
    expect(ops).toContainEqual({ method: 'POST', url: '/api/v1/orders' });
    const failures: string[] = [];
    for (const op of ops) {
      for (const body of ['null', '[]', '"text"', '42']) {
        const res = await app.inject({
          method: op.method as 'POST',
          url: op.url,
          headers: { ...bearer(adminToken), 'content-type': 'application/json' },
          payload: body,
        });
        // The e-learning API answers its errors as a bare string (decision 0050).
        const answer = res.json();
        const shaped = isElearningUrl(op.url) ? typeof answer === 'string' : answer.statusCode === res.statusCode;
        if (res.statusCode >= 500 || !shaped) failures.push(`${op.method} ${op.url} ${body} → ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('names the whole body when it is not an object', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { 'content-type': 'application/json', 'accept-language': 'en', 'x-language': 'en' },
      payload: 'null',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', metadata: { errors: [{ field: '' }] } });
    expect(res.json().metadata.errors[0].message).toBe('The request body must be a JSON object');
  });

  it('refuses free-form JSON nested too deeply or too big, without a crash', async () => {
    const deep = `${'{"a":'.repeat(4500)}1${'}'.repeat(4500)}`;
    const base = { name: 'Chuyển khoản thử', code: 'fuzz_bank' };
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/payment-methods',
      headers: { ...bearer(adminToken), 'content-type': 'application/json', 'x-language': 'en' },
      payload: `{"name":"${base.name}","code":"${base.code}","configuration":${deep}}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().metadata.errors).toContainEqual({
      field: 'configuration',
      message: 'Nested too deeply (at most 8 levels)',
    });

    const big = await app.inject({
      method: 'POST',
      url: '/api/v1/payment-methods',
      headers: { ...bearer(adminToken), 'x-language': 'en' },
      payload: { ...base, configuration: { note: 'x'.repeat(20_000) } },
    });
    expect(big.statusCode).toBe(400);
    expect(big.json().metadata.errors).toContainEqual({
      field: 'configuration',
      message: 'Too large (at most 16000 characters)',
    });

    const fine = await app.inject({
      method: 'POST',
      url: '/api/v1/payment-methods',
      headers: bearer(adminToken),
      payload: { ...base, configuration: { bankName: 'Vietcombank', accountNumber: '0123456789', extra: { a: { b: [1, 2] } } } },
    });
    expect(fine.statusCode, fine.body).toBe(201);
  });
});

describe('a client resetting the connection after its headers', () => {
  it('is no error in the log of a rate-limited route', async () => {
    const testDb = await createTestDb('sqlite');
    const log: string[] = [];
    const logStream = new Writable({
      write(chunk, _enc, done) {
        log.push(String(chunk));
        done();
      },
    });
    const app = await buildApp({
      config: { ...testConfig(testDb), logLevel: 'info' },
      db: testDb.db,
      dialect: testDb.dialect,
      web: false,
      logStream,
    });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      for (const url of ['/api/v1/auth/login', '/api/v1/auth/forgot-password', '/api/v1/orders']) {
        const socket = net.connect(port, '127.0.0.1');
        await new Promise((resolve) => socket.once('connect', resolve));
        socket.write(`POST ${url} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n`);
        socket.resetAndDestroy();
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
      const health = await app.inject({ url: '/api/v1/health' });
      expect(health.statusCode).toBe(200);
      const errors = log.map((line) => JSON.parse(line) as { level: number; msg: string }).filter((l) => l.level >= 50);
      expect(errors).toEqual([]);
    } finally {
      await app.close();
      await testDb.destroy();
    }
  });
});
