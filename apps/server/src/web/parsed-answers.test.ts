import { createApiClient, type HomeData, PARSED_BODY } from '@sen/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoDb, createTestApp, type TestDb } from '../../test/helpers';
import { bearer, createUser, login } from '../modules/auth/testing';
import { bannerInput } from '../modules/content/testing';
import { injectFetch } from './inject-fetch';
import { ParsedAnswers } from './parsed-answers';

const big = (n: number) =>
  Buffer.from(JSON.stringify({ statusCode: 200, message: 'Success', metadata: { n, items: [{ name: 'x'.repeat(2000) }] } }));

describe('parsed answers (decision 0398)', () => {
  it('keeps an answer from its second sighting on, frozen all through', () => {
    const answers = new ParsedAnswers();
    const bytes = big(1);
    const first = answers.parse('"a"', bytes) as { metadata: { items: Array<{ name: string }> } };
    expect(Object.isFrozen(first)).toBe(false);
    const second = answers.parse('"a"', bytes) as typeof first;
    expect(second).not.toBe(first);
    const third = answers.parse('"a"', bytes);
    expect(third).toBe(second);
    expect(Object.isFrozen(second.metadata.items[0])).toBe(true);
    expect(() => {
      second.metadata.items.push({ name: 'y' });
    }).toThrow(TypeError);
    // Another ETag is another answer.
    expect(answers.parse('"b"', big(2))).toMatchObject({ metadata: { n: 2 } });
  });

  it('parses small answers every time, and reports what is not JSON as undefined', () => {
    const answers = new ParsedAnswers();
    const small = Buffer.from('{"statusCode":200,"message":"Success","metadata":1}');
    const parsed = [1, 2, 3].map(() => answers.parse('"s"', small));
    expect(parsed[2]).not.toBe(parsed[1]);
    expect(parsed[2]).toEqual({ statusCode: 200, message: 'Success', metadata: 1 });
    const broken = Buffer.from(`{${'x'.repeat(2000)}`);
    expect([1, 2, 3].map(() => answers.parse('"c"', broken))).toEqual([undefined, undefined, undefined]);
  });
});

describe('in-process calls share the parsed answer', () => {
  let testDb: TestDb;
  let app: FastifyInstance;
  beforeAll(async () => {
    testDb = await createDemoDb('sqlite');
    app = await createTestApp(testDb);
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.destroy();
  });

  it('hands renders the same home answer until it changes, and the new one after a write', async () => {
    const pageReq = { id: 'req-1', headers: {} } as unknown as FastifyRequest;
    const api = createApiClient({
      baseUrl: 'http://localhost/api/v1',
      fetch: injectFetch(app, pageReq, 'vi', { anonymous: true }),
    });
    const homes: Array<HomeData | null> = [];
    for (let i = 0; i < 3; i++) homes.push(await api.home());
    expect(homes[1]?.banners.length).toBeGreaterThan(0);
    expect(homes[2]).toBe(homes[1]);
    expect(Object.isFrozen(homes[2]?.banners)).toBe(true);

    // A new banner changes the answer (its ETag): the next render reads the new one.
    const { token } = await login(app, (await createUser(app, { role: 'admin' })).email);
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/banners',
      payload: bannerInput({ title: 'Tuần lễ công nghệ' }),
      headers: bearer(token),
    });
    expect(created.statusCode, created.body).toBe(201);
    const after = await api.home();
    expect(after).not.toBe(homes[2]);
    expect(after?.banners.map((b) => b.title)).toContain('Tuần lễ công nghệ');
    expect(homes[2]?.banners.map((b) => b.title)).not.toContain('Tuần lễ công nghệ');
  });

  it('offers the parsed body only for the API client: a 404 parses afresh', async () => {
    const pageReq = { id: 'req-2', headers: {} } as unknown as FastifyRequest;
    const fetchIn = injectFetch(app, pageReq, 'vi', { anonymous: true });
    const res = (await fetchIn('http://localhost/api/v1/products/no-such-product')) as Response & {
      [PARSED_BODY]: () => unknown;
    };
    expect(res.status).toBe(404);
    expect(res[PARSED_BODY]()).toMatchObject({ errorCode: expect.any(String) });
  });
});
