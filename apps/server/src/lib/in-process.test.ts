import { ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchange, isInProcess } from './in-process';

describe('in-process calls (decision 0402)', () => {
  let app: FastifyInstance;
  const seen: Array<{ url: string; inProcess: boolean; ip: string; aborted: boolean }> = [];
  const responded: string[] = [];

  beforeAll(async () => {
    app = Fastify({ bodyLimit: 64 });
    app.addHook('onRequest', async (req) => {
      seen.push({ url: req.url, inProcess: isInProcess(req.raw), ip: req.ip, aborted: req.signal.aborted });
    });
    app.addHook('onResponse', async (req) => {
      responded.push(req.url);
    });
    app.get('/json', async (req, reply) => {
      reply.header('set-cookie', ['a=1; Path=/', 'b=2; Path=/']).header('x-lang', req.headers['x-language'] ?? '');
      return { hello: 'xin chào', query: (req.query as { q?: string }).q };
    });
    app.post('/echo', async (req, reply) => reply.code(201).send({ got: req.body, signalAborted: req.signal.aborted }));
    app.get('/empty', async (_req, reply) => reply.code(204).send());
    app.get('/stream', async (_req, reply) => reply.type('text/plain').send(Readable.from(['một ', 'hai ', 'ba'])));
    app.get('/broken-stream', async (_req, reply) => {
      const body = new Readable({ read() {} });
      body.push('begun');
      setTimeout(() => body.destroy(new Error('disk gone')), 5);
      return reply.type('text/plain').send(body);
    });
    app.get('/throws', async () => {
      throw Object.assign(new Error('nope'), { statusCode: 409 });
    });
    app.get('/raw', (_req, reply) => {
      reply.raw.setHeader('x-raw', '1');
      reply.raw.writeHead(202, { 'content-type': 'text/plain' });
      reply.raw.write('part 1, ');
      reply.raw.end('part 2');
      reply.hijack();
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  const call = (url: string, init: Partial<Parameters<typeof exchange>[1]> = {}) =>
    exchange(app, { method: 'GET', url, headers: {}, ...init });
  const header = (pairs: Array<[string, string]>, name: string) => pairs.filter(([n]) => n === name).map(([, v]) => v);

  it('answers a JSON route with its status, every header (set-cookie twice) and the bytes as written', async () => {
    const res = await call('/json?q=tai%20nghe', { headers: { 'x-language': 'vi' } });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body.toString('utf8'))).toEqual({ hello: 'xin chào', query: 'tai nghe' });
    expect(header(res.headers, 'set-cookie')).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(header(res.headers, 'x-lang')).toEqual(['vi']);
    expect(header(res.headers, 'content-type')[0]).toMatch(/^application\/json/);
    expect(header(res.headers, 'content-length')).toEqual([String(res.body.length)]);
    // The request is known as in-process, from the loopback address, its signal still open.
    expect(seen.at(-1)).toEqual({ url: '/json?q=tai%20nghe', inProcess: true, ip: '127.0.0.1', aborted: false });
  });

  it('reads a posted body through the route’s parser, and refuses one over the body limit with 413', async () => {
    const res = await call('/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Sen' }),
    });
    expect(res.status).toBe(201);
    expect(JSON.parse(res.body.toString())).toEqual({ got: { name: 'Sen' }, signalAborted: false });

    const big = await call('/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x'.repeat(100) }),
    });
    expect(big.status).toBe(413);
    const bad = await call('/echo', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name":' });
    expect(bad.status).toBe(400);
  });

  it('answers 204 with no body, a stream piped whole, and a route’s error through the error handler', async () => {
    const empty = await call('/empty');
    expect(empty.status).toBe(204);
    expect(empty.body.length).toBe(0);

    const streamed = await call('/stream');
    expect(streamed.status).toBe(200);
    expect(streamed.body.toString('utf8')).toBe('một hai ba');

    const thrown = await call('/throws');
    expect(thrown.status).toBe(409);
    expect(JSON.parse(thrown.body.toString()).message).toBe('nope');
  });

  it('takes what a route writes on the raw response itself', async () => {
    const res = await call('/raw');
    expect(res.status).toBe(202);
    expect(res.body.toString()).toBe('part 1, part 2');
    expect(header(res.headers, 'x-raw')).toEqual(['1']);
  });

  it('fails the call like a broken connection when the route’s stream breaks after it began', async () => {
    await expect(call('/broken-stream')).rejects.toThrow();
  });

  it('runs the onResponse hooks of every call, and is not Node’s http response', async () => {
    const before = responded.length;
    await call('/json');
    await call('/empty');
    await new Promise((r) => setImmediate(r));
    expect(responded.slice(before)).toEqual(['/json', '/empty']);
    const inject = await app.inject({ url: '/json' });
    expect(inject.statusCode).toBe(200);
    // app.inject's requests are not the renders' calls.
    expect(seen.at(-1)?.inProcess).toBe(false);
    let raw: unknown;
    const spy = Fastify();
    spy.get('/', async (_req, reply) => {
      raw = reply.raw;
      return 'ok';
    });
    await spy.ready();
    await exchange(spy, { method: 'GET', url: '/', headers: {} });
    expect(raw).not.toBeInstanceOf(ServerResponse);
    await spy.close();
  });
});
