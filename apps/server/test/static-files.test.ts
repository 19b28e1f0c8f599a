import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { UPLOAD_SVG_CSP } from '../src/plugins/static';
import { createTestDb, type TestDb, testConfig } from './helpers';

const precompress = path.resolve(import.meta.dirname, '../../web/scripts/precompress.mjs');

/** Headers that only act on documents: static files go without them (decision 0060). */
const DOCUMENT_ONLY = [
  'content-security-policy',
  'x-frame-options',
  'x-xss-protection',
  'x-download-options',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-permitted-cross-domain-policies',
  'cross-origin-opener-policy',
  'referrer-policy',
  'x-request-id',
];

const script = `export const greeting = ${JSON.stringify('xin chào '.repeat(400))};\n`;
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#f00"/>${'<!-- padding -->'.repeat(200)}</svg>`;

describe('static files', () => {
  let testDb: TestDb;
  let app: FastifyInstance;

  beforeAll(async () => {
    testDb = await createTestDb('sqlite');
    // A web build of our own: a fingerprinted asset, a root file, and the precompressed copies
    // the web build writes (by the same script).
    const webBuildDir = path.join(testDb.dataDir, 'web-build');
    fs.mkdirSync(path.join(webBuildDir, 'client', 'assets'), { recursive: true });
    fs.writeFileSync(path.join(webBuildDir, 'client', 'assets', 'app-Ab12Cd34.js'), script);
    fs.writeFileSync(path.join(webBuildDir, 'client', 'assets', 'photo-Ab12Cd34.png'), Buffer.alloc(64, 7));
    fs.writeFileSync(path.join(webBuildDir, 'client', 'favicon.svg'), svg);
    execFileSync(process.execPath, [precompress, path.join(webBuildDir, 'client')]);
    fs.mkdirSync(path.join(testDb.dataDir, 'uploads', 'demo'), { recursive: true });
    fs.writeFileSync(path.join(testDb.dataDir, 'uploads', 'demo', 'shirt.svg'), svg);
    fs.writeFileSync(path.join(testDb.dataDir, 'uploads', 'demo', 'shirt.png'), Buffer.alloc(64, 7));
    fs.writeFileSync(path.join(testDb.dataDir, 'uploads', 'demo', '.shirt.png.tmp'), Buffer.alloc(64, 7));

    app = await buildApp({
      config: { ...testConfig(testDb), webBuildDir },
      db: testDb.db,
      dialect: testDb.dialect,
      web: false,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await testDb.destroy();
  });

  it('writes brotli and gzip copies next to the text files of the build', () => {
    const asset = path.join(testDb.dataDir, 'web-build', 'client', 'assets', 'app-Ab12Cd34.js');
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${asset}.br`)).toString()).toBe(script);
    expect(zlib.gunzipSync(fs.readFileSync(`${asset}.gz`)).toString()).toBe(script);
    expect(fs.existsSync(path.join(testDb.dataDir, 'web-build', 'client', 'favicon.svg.br'))).toBe(true);
    expect(fs.existsSync(path.join(testDb.dataDir, 'web-build', 'client', 'assets', 'photo-Ab12Cd34.png.br'))).toBe(false);
  });

  it('caches fingerprinted assets for a year, immutable', async () => {
    const res = await app.inject({ url: '/assets/app-Ab12Cd34.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(res.headers.etag).toBeTruthy();
    expect(res.headers['last-modified']).toBeTruthy();
    const png = await app.inject({ url: '/assets/photo-Ab12Cd34.png', headers: { 'accept-encoding': 'br' } });
    expect(png.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.rawPayload.equals(Buffer.alloc(64, 7))).toBe(true);
  });

  it('caches the other build files for an hour and uploads for a week', async () => {
    const favicon = await app.inject({ url: '/favicon.svg' });
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['cache-control']).toBe('public, max-age=3600');
    const upload = await app.inject({ url: '/uploads/demo/shirt.png' });
    expect(upload.statusCode).toBe(200);
    expect(upload.headers['cache-control']).toBe('public, max-age=604800');
  });

  it('never serves a hidden upload (a picture still being written)', async () => {
    expect((await app.inject({ url: '/uploads/demo/.shirt.png.tmp' })).statusCode).toBe(404);
  });

  it('sends the brotli copy when accepted, then gzip, else the file itself', async () => {
    const br = await app.inject({ url: '/assets/app-Ab12Cd34.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(br.headers['content-type']).toBe('application/javascript; charset=utf-8');
    // Sent as written at build time (quality 11), not compressed a second time.
    const brFile = fs.readFileSync(path.join(testDb.dataDir, 'web-build', 'client', 'assets', 'app-Ab12Cd34.js.br'));
    expect(br.rawPayload.equals(brFile)).toBe(true);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gzip = await app.inject({ url: '/assets/app-Ab12Cd34.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toBe('accept-encoding');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(script);

    for (const headers of [{}, { 'accept-encoding': 'identity' }]) {
      const plain = await app.inject({ url: '/assets/app-Ab12Cd34.js', headers });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toBe('accept-encoding');
      expect(plain.body).toBe(script);
    }

    const svgBr = await app.inject({ url: '/favicon.svg', headers: { 'accept-encoding': 'br' } });
    expect(svgBr.headers['content-encoding']).toBe('br');
    expect(svgBr.headers['content-type']).toBe('image/svg+xml');
    expect(zlib.brotliDecompressSync(svgBr.rawPayload).toString()).toBe(svg);
  });

  it('answers a revalidation of an asset with 304', async () => {
    const first = await app.inject({ url: '/assets/app-Ab12Cd34.js', headers: { 'accept-encoding': 'br' } });
    const again = await app.inject({
      url: '/assets/app-Ab12Cd34.js',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('does not serve the compressed copies at their own address', async () => {
    for (const url of ['/assets/app-Ab12Cd34.js.br', '/assets/app-Ab12Cd34.js.gz']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(404);
    }
  });

  it('serves the assets folder from one route, not one per file (decision 0389)', async () => {
    expect(app.hasRoute({ method: 'GET', url: '/assets/*' })).toBe(true);
    expect(app.hasRoute({ method: 'GET', url: '/assets/app-Ab12Cd34.js' })).toBe(false);
    // An asset written after the start (there are none in production, but nothing is listed up front).
    const late = path.join(testDb.dataDir, 'web-build', 'client', 'assets', 'late-Ef56Gh78.js');
    fs.writeFileSync(late, script);
    const res = await app.inject({ url: '/assets/late-Ef56Gh78.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ url: '/assets/missing-Zz.js' })).statusCode).toBe(404);
  });

  it('sends static files only the headers that matter for a non-document', async () => {
    for (const url of ['/assets/app-Ab12Cd34.js', '/favicon.svg', '/uploads/demo/shirt.png']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      // Uploaded pictures may be shown by other sites (decision 0050); the app's own files may not.
      const policy = url.startsWith('/uploads/') ? 'cross-origin' : 'same-origin';
      expect(res.headers['cross-origin-resource-policy'], url).toBe(policy);
      expect(res.headers.vary ?? '', url).not.toMatch(/origin/i);
      for (const name of DOCUMENT_ONLY) expect(res.headers[name], `${url} ${name}`).toBeUndefined();
    }
  });

  it('keeps an uploaded SVG from running script when opened directly', async () => {
    const res = await app.inject({ url: '/uploads/demo/shirt.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-security-policy']).toBe(UPLOAD_SVG_CSP);
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'none'");
    expect(res.headers.vary).toBe('accept-encoding');
    expect(res.headers['x-frame-options']).toBeUndefined();
  });

  it("gives API answers OWASP's REST headers and documents helmet's full set", async () => {
    const res = await app.inject({ url: '/api/v1/health', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['x-request-id']).toMatch(/[0-9a-f-]{36}/);
    // Document-only headers are not on a JSON answer…
    for (const name of ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-dns-prefetch-control', 'x-download-options']) {
      expect(res.headers[name], name).toBeUndefined();
    }
    // …but are on a document outside the API (here a 404 page) and on the browsable API docs.
    for (const url of ['/no-such-page', '/api/docs/static/index.html']) {
      const doc = await app.inject({ url });
      expect(doc.headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(doc.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
    const missing = await app.inject({ url: '/uploads/demo/nothing.svg' });
    expect(missing.statusCode).toBe(404);
  });

  it('sends HSTS on static files too when the site is served over https', async () => {
    const hsts = await buildApp({
      config: { ...testConfig(testDb), webBuildDir: path.join(testDb.dataDir, 'web-build'), publicUrl: 'https://sen.example' },
      db: testDb.db,
      dialect: testDb.dialect,
      web: false,
    });
    try {
      const asset = await hsts.inject({ url: '/assets/app-Ab12Cd34.js' });
      expect(asset.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(asset.headers['x-frame-options']).toBeUndefined();
      const api = await hsts.inject({ url: '/api/v1/health' });
      expect(api.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await hsts.close();
    }
  });
});
