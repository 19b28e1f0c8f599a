import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDb, dialects, type TestDb } from './helpers';

describe.each(dialects)('API foundation on %s', (dialect) => {
  let testDb: TestDb;
  let app: FastifyInstance;

  beforeAll(async () => {
    testDb = await createTestDb(dialect);
    app = await createTestApp(testDb);
  });
  afterAll(async () => {
    await app.close();
    await testDb.destroy();
  });

  it('answers health and readiness in the envelope', async () => {
    const health = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ statusCode: 200, message: 'Success', metadata: { status: 'ok' } });
    const ready = await app.inject({ method: 'GET', url: '/api/v1/ready' });
    expect(ready.json()).toMatchObject({ statusCode: 200, message: 'Success', metadata: { status: 'ready', database: dialect } });
  });

  it('gives every response a request id', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/health', headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers['x-request-id']).toBe('abc-123');
    const other = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(other.headers['x-request-id']).toMatch(/[0-9a-f-]{36}/);
  });

  it('answers an unknown API path with a 404 envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      statusCode: 404,
      message: 'Đường dẫn API không tồn tại',
      errorCode: 'ROUTE_NOT_FOUND',
      metadata: null,
    });
  });

  it('speaks English when the request asks for it', async () => {
    const byQuery = await app.inject({ method: 'GET', url: '/api/v1/nothing-here?lang=en' });
    expect(byQuery.json().message).toBe('This API path does not exist');
    const byCookie = await app.inject({ method: 'GET', url: '/api/v1/nothing-here', cookies: { language: 'en' } });
    expect(byCookie.json().message).toBe('This API path does not exist');
  });

  it('rejects malformed JSON with a 400 envelope', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/newsletter',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.vn",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, errorCode: 'INVALID_JSON' });
  });

  it('rejects a JSON body over 1 MB with 413', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/newsletter',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.vn', source: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ statusCode: 413, errorCode: 'PAYLOAD_TOO_LARGE' });
  });

  it('names the field of a wrong type in a 400', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/newsletter', payload: { email: 42 } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.errorCode).toBe('VALIDATION_ERROR');
    expect(body.metadata.errors[0].field).toBe('email');

    const query = await app.inject({ method: 'GET', url: '/api/v1/categories?limit=abc&lang=en' });
    expect(query.statusCode).toBe(400);
    expect(query.json().metadata.errors).toEqual([{ field: 'query.limit', message: 'Must be number' }]);
  });

  it('stores a newsletter sign-up once, however often it is repeated', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await app.inject({ method: 'POST', url: '/api/v1/newsletter', payload: { email: ' Lan@Example.VN ' } });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ message: 'Success', metadata: { email: 'lan@example.vn' } });
    }
    const rows = await testDb.db.selectFrom('newsletter_subscribers').selectAll().execute();
    expect(rows.map((r) => r.email)).toEqual(['lan@example.vn']);
    const bad = await app.inject({ method: 'POST', url: '/api/v1/newsletter', payload: { email: 'not-an-email' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().metadata.errors).toEqual([{ field: 'email', message: 'Email không hợp lệ' }]);
  });

  it('takes a gzip-compressed body where a request has one; GET and HEAD routes run no decompression hook', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/newsletter',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ email: 'nen@example.vn' })),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().metadata.email).toBe('nen@example.vn');
    // Decision 0397: the per-request preParsing hook of @fastify/compress is left off bodiless routes.
    const routes = app.printRoutes({ includeHooks: true, commonPrefix: false }).split('\n');
    const at = routes.findIndex((l) => l.includes('/api/v1/health (GET)'));
    expect(routes.slice(at, at + 3).join('\n')).not.toContain('preParsing');
    const post = routes.findIndex((l) => l.includes('/api/v1/newsletter (POST)'));
    expect(routes.slice(post, post + 4).join('\n')).toContain('(preParsing)');
  });

  it('publishes an OpenAPI 3.1 document and the docs page', async () => {
    const json = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const doc = json.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toContain('/api/v1/address/wards/province/{provinceCode}');
    const page = await app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
    // swagger-ui's files are streams of the docs' own instance, forwarded whole (decision 0402).
    const html = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toMatch(/^text\/html/);
    expect(html.body).toContain('swagger');
    const css = await app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect(css.rawPayload.length).toBe(Number(css.headers['content-length']));
    expect(css.rawPayload.length).toBeGreaterThan(10_000);
  });

  it('sends security headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});
