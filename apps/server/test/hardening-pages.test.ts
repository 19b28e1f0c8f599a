import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createUser, login } from '../src/modules/auth/testing';
import { createDemoDb, type TestDb, testConfig } from './helpers';

const webBuilt = fs.existsSync(path.join(loadConfig().webBuildDir, 'server', 'index.js'));

/** Writes raw bytes on one socket and collects what comes back until `until` matches or the socket ends. */
function rawExchange(socket: net.Socket, data: string | Buffer, until: (text: string) => boolean, ms = 10_000) {
  return new Promise<string>((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`no complete answer within ${ms} ms; got ${JSON.stringify(text.slice(0, 300))}`));
    }, ms);
    const onData = (chunk: Buffer) => {
      text += chunk.toString('latin1');
      if (until(text)) {
        cleanup();
        resolve(text);
      }
    };
    const onEnd = () => {
      cleanup();
      resolve(text);
    };
    const cleanup = () => {
      clearTimeout(timer);
      socket.off('data', onData);
      socket.off('end', onEnd);
    };
    socket.on('data', onData);
    socket.on('end', onEnd);
    socket.write(data);
  });
}

/** A whole HTTP/1.1 answer: headers, then a chunked body's last chunk or the Content-Length's bytes. */
function complete(text: string): boolean {
  const end = text.indexOf('\r\n\r\n');
  if (end < 0) return false;
  const head = text.slice(0, end).toLowerCase();
  const body = text.slice(end + 4);
  if (head.includes('transfer-encoding: chunked')) return body.includes('0\r\n\r\n');
  const length = /content-length: (\d+)/.exec(head);
  return length ? body.length >= Number(length[1]) : false;
}

describe.skipIf(!webBuilt)('hardened pages (built web app)', () => {
  let testDb: TestDb;
  let app: FastifyInstance;
  let port: number;
  let token: string;

  beforeAll(async () => {
    testDb = await createDemoDb('sqlite');
    app = await buildApp({ config: testConfig(testDb), db: testDb.db, dialect: testDb.dialect, web: true });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as net.AddressInfo).port;
    const user = await createUser(app, { verified: true });
    token = (await login(app, user.email)).token;
  });
  afterAll(async () => {
    await app.close();
    await testDb.destroy();
  });

  it('sends a signed-in visitor of /login only to a path on this site', async () => {
    const cases: [string, string][] = [
      ['/%09/evil.example', '/'],
      ['/%0a/evil.example', '/'],
      ['/%0d%0a/evil.example', '/'],
      ['%2F%2Fevil.example', '/'],
      ['/%5Cevil.example', '/'],
      ['https://evil.example/', '/'],
      ['/cart%0d%0aSet-Cookie:%20a=1', '/cartSet-Cookie:%20a=1'],
      ['/products%3Fpage%3D2', '/products?page=2'],
    ];
    for (const [param, location] of cases) {
      const res = await app.inject({ url: `/login?redirectTo=${param}`, cookies: { sen_at: token } });
      expect(res.statusCode, param).toBe(302);
      expect(res.headers.location, param).toBe(location);
      expect(res.headers['set-cookie'], param).toBeUndefined();
    }
  });

  it('keeps a keep-alive connection usable after a page request with a large body', async () => {
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    try {
      const body = 'x'.repeat(200 * 1024);
      const first = await rawExchange(
        socket,
        `POST /products HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
        complete,
      );
      expect(first).toMatch(/^HTTP\/1\.1 4\d\d /);
      const second = await rawExchange(socket, 'GET /api/v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n', complete, 5_000);
      expect(second).toMatch(/^HTTP\/1\.1 200 /);
      expect(second).toContain('"status":"ok"');
    } finally {
      socket.destroy();
    }
  });

  it('refuses a page body over the limit and closes that connection', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/products`, { method: 'POST', body: 'x'.repeat(1024 * 1024 + 1) });
    expect(res.status).toBe(413);
    expect(res.headers.get('connection')).toBe('close');
  });

  it('answers an HTTP/1.0 page request without a Host header', async () => {
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    try {
      const res = await rawExchange(socket, 'GET /about HTTP/1.0\r\n\r\n', () => false);
      expect(res).toMatch(/^HTTP\/1\.[01] [234]\d\d /);
    } finally {
      socket.destroy();
    }
  });

  it('never takes canonical or Open Graph addresses from the request', async () => {
    const origin = testConfig(testDb).publicUrl;
    const viaPath = await app.inject({ url: '//evil.example/products' });
    expect(viaPath.statusCode).toBeLessThan(500);
    expect(viaPath.body).not.toContain('evil.example/');

    const viaHost = await app.inject({ url: '/products', headers: { host: 'evil.example' } });
    expect(viaHost.statusCode).toBe(200);
    expect(viaHost.body).not.toContain('evil.example');
    expect(viaHost.body).toContain(`<link rel="canonical" href="${origin}/products"`);
    expect(viaHost.body).toContain(`<meta property="og:url" content="${origin}/products"`);
  });
});
