import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { formData, pngImage, variantsMade } from '../src/lib/images/testing';
import { bearer, createUser, login } from '../src/modules/auth/testing';
import { createTestDb, dialects, type TestDb, testConfig } from './helpers';
import { type S3Simulator, s3Env, startS3Simulator } from './s3-simulator';

/** Issue 19: two instances on one database and one bucket serve each other's uploads. */
describe.each(dialects)('files shared through S3 by two instances on %s', (dialect) => {
  let sim: S3Simulator;
  let testDb: TestDb;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let editor: string;

  const instance = async () => {
    const app = await buildApp({
      config: { ...testConfig(testDb), s3: loadConfig(s3Env(sim)).s3 },
      db: testDb.db,
      dialect: testDb.dialect,
      web: false,
    });
    await app.ready();
    return app;
  };

  beforeAll(async () => {
    sim = await startS3Simulator();
    testDb = await createTestDb(dialect);
    a = await instance();
    b = await instance();
    editor = (await login(a, (await createUser(a, { role: 'editor' })).email)).token;
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await testDb?.destroy();
    await sim?.close();
  });

  it('a product picture uploaded on one instance is served by the other, then deleted from the bucket', async () => {
    const product = await a.inject({
      method: 'POST',
      url: '/api/v1/products',
      headers: bearer(editor),
      payload: { name: 'Nón lá Huế', price: 150_000 },
    });
    expect(product.statusCode, product.body).toBe(201);
    const id = product.json().metadata._id;
    const body = formData([{ field: 'images', bytes: pngImage(900, 600) }]);
    const up = await a.inject({
      method: 'POST',
      url: `/api/v1/products/${id}/images`,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(editor) },
    });
    expect(up.statusCode, up.body).toBe(200);
    const image = up.json().metadata.images[0];
    expect(image.url).toMatch(/^\/uploads\/images\/products\/[0-9a-f]{24}\/original\.png$/);
    const folder = image.url.slice('/uploads/'.length, -'original.png'.length);
    await variantsMade(a.storage, image.url);
    // Every rendition is in the bucket, nothing on either instance's disk.
    expect([...sim.objects.keys()].filter((k) => k.startsWith(folder)).sort()).toEqual([
      `${folder}320.avif`,
      `${folder}320.webp`,
      `${folder}640.avif`,
      `${folder}640.webp`,
      `${folder}900.avif`,
      `${folder}900.webp`,
      `${folder}original.png`,
    ]);

    const served = await b.inject({ method: 'GET', url: `/uploads/${folder}640.webp` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 640 });
    const original = await b.inject({ method: 'GET', url: image.url });
    expect(original.headers['content-type']).toBe('image/png');
    expect(Number(original.headers['content-length'])).toBe(original.rawPayload.length);
    const again = await b.inject({ method: 'GET', url: image.url, headers: { 'if-none-match': String(original.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect((await b.inject({ method: 'GET', url: `/uploads/${folder}12345.webp` })).statusCode).toBe(404);
    expect((await b.inject({ method: 'GET', url: '/uploads/..%2Fsecret' })).statusCode).toBe(404);

    // Removed on the second instance: gone from the bucket, for both.
    const del = await b.inject({ method: 'DELETE', url: `/api/v1/products/${id}/images/${image._id}`, headers: bearer(editor) });
    expect(del.statusCode, del.body).toBe(200);
    expect([...sim.objects.keys()].filter((k) => k.startsWith(folder))).toEqual([]);
    expect((await a.inject({ method: 'GET', url: image.url })).statusCode).toBe(404);
  });

  it('an avatar goes to the bucket and the replaced one is deleted', async () => {
    const user = await createUser(a);
    const { token } = await login(a, user.email);
    const upload = async (app: FastifyInstance) => {
      const body = formData([{ field: 'avatar', bytes: pngImage(64, 64) }]);
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/me/avatar',
        payload: body.payload,
        headers: { ...body.headers, ...bearer(token) },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().metadata.avatar as string;
    };
    const first = await upload(a);
    expect(sim.objects.has(first.slice('/uploads/'.length))).toBe(true);
    expect((await b.inject({ method: 'GET', url: first })).headers['content-type']).toBe('image/png');
    const second = await upload(b);
    expect(sim.objects.has(first.slice('/uploads/'.length))).toBe(false);
    expect(sim.objects.has(second.slice('/uploads/'.length))).toBe(true);
  });
});
