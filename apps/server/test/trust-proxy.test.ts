import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createTestDb, type TestDb, testConfig } from './helpers';

describe('TRUST_PROXY', () => {
  it('reads unset/false as nobody, true, a hop count or a list of proxies', () => {
    const read = (TRUST_PROXY?: string) => loadConfig({ TRUST_PROXY }).trustProxy;
    expect(read()).toBe(false);
    expect(read('false')).toBe(false);
    expect(read('true')).toBe(true);
    expect(read('2')).toBe(2);
    expect(read('10.0.0.0/8, 127.0.0.1')).toBe('10.0.0.0/8, 127.0.0.1');
  });

  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb('sqlite');
  });
  afterAll(() => testDb?.destroy());

  it.each([
    [false, '127.0.0.1'],
    [true, '203.0.113.9'],
  ])('with trustProxy %s a client claiming X-Forwarded-For is counted as %s', async (trustProxy, expected) => {
    const app = await buildApp({
      config: { ...testConfig(testDb), trustProxy },
      db: testDb.db,
      dialect: testDb.dialect,
      web: false,
    });
    app.get('/who', async (req) => ({ ip: req.ip }));
    await app.ready();
    const res = await app.inject({ url: '/who', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(res.json().ip).toBe(expected);
    await app.close();
  });
});
