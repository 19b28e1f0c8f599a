import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { BackgroundTasks } from '../src/lib/background';
import { PENDING_VARIANTS_AFTER_MS, storeImage, sweepPendingVariants } from '../src/lib/images';
import { formData, pngImage, variantsMade } from '../src/lib/images/testing';
import { processJobs } from '../src/lib/jobs';
import type { Storage } from '../src/lib/storage';
import { bearer, createUser, login } from '../src/modules/auth/testing';
import { createTestDb, dialects, type TestDb, testConfig } from './helpers';

/**
 * Issue 19, decision 0371: an upload stores the checked original and queues its renditions as a
 * job; until a rendition exists its address answers with the original, and a lost job is queued
 * again by the first request for a missing rendition.
 */
const redisUrl = process.env.TEST_REDIS_URL;
const silent = { warn: () => {} } as never;

/** A storage that freezes on the rendition `stuckOn` until `release()`: its instance "dies" mid-job. */
function freezing(storage: Storage, stuckOn: RegExp) {
  let release!: () => void;
  const gate = new Promise<void>((r) => {
    release = r;
  });
  const started: string[] = [];
  const frozen: Storage = {
    kind: storage.kind,
    put: async (key, body, opts) => {
      if (stuckOn.test(key)) {
        started.push(key);
        await gate;
      }
      return storage.put(key, body, opts);
    },
    get: (k, r) => storage.get(k, r),
    head: (k) => storage.head(k),
    delete: (k) => storage.delete(k),
    deletePrefix: (p) => storage.deletePrefix(p),
    list: (p) => storage.list(p),
    url: (k) => storage.url(k),
    keyOf: (u) => storage.keyOf(u),
    close: () => storage.close(),
  };
  return { storage: frozen, started, release };
}

async function until(check: () => boolean, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe.each(dialects)('image variants as jobs on %s', (dialect) => {
  const cleanup: Array<() => Promise<unknown>> = [];
  afterEach(async () => {
    for (const c of cleanup.reverse()) await c().catch(() => {});
    cleanup.length = 0;
  });

  async function setup(opts: { redis?: boolean } = {}) {
    const testDb: TestDb = await createTestDb(dialect);
    cleanup.push(() => testDb.destroy());
    const namespace = `iv-${randomUUID().slice(0, 8)}`;
    const instance = async (o: { storage?: Storage; work?: boolean } = {}) => {
      const redis = opts.redis ? new Redis(redisUrl!, { maxRetriesPerRequest: 2 }) : null;
      const app = await buildApp({
        config: { ...testConfig(testDb), jobsWorker: o.work ?? true },
        db: testDb.db,
        dialect: testDb.dialect,
        redis,
        web: false,
        storage: o.storage,
        jobs: { namespace, lockMs: 500, backoffMs: 20 },
      });
      await app.ready();
      cleanup.push(async () => {
        await app.close();
        await redis?.quit();
      });
      return app;
    };
    return { testDb, instance };
  }

  async function uploadProductImage(app: FastifyInstance, token: string) {
    const product = await app.inject({
      method: 'POST',
      url: '/api/v1/products',
      headers: bearer(token),
      payload: { name: `Ấm trà ${randomUUID().slice(0, 4)}`, price: 120_000 },
    });
    expect(product.statusCode, product.body).toBe(201);
    const body = formData([{ field: 'images', bytes: pngImage(900, 600) }]);
    const up = await app.inject({
      method: 'POST',
      url: `/api/v1/products/${product.json().metadata._id}/images`,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token) },
    });
    expect(up.statusCode, up.body).toBe(200);
    return up.json().metadata.images[0] as { url: string; srcset: string };
  }

  const editorOf = async (app: FastifyInstance) => (await login(app, (await createUser(app, { role: 'editor' })).email)).token;

  it('in process: the upload answers with the original, a missing rendition redirects to it, the job writes them all', async () => {
    const { instance } = await setup();
    const app = await instance();
    // The image stored by an instance whose job engine has stopped: its variants job is dropped,
    // as when a process without Redis stops right after an upload.
    const stopped = new BackgroundTasks(silent);
    await stopped.drain();
    const image = await storeImage(
      { storage: app.storage, jobs: processJobs(stopped), log: silent },
      'products',
      pngImage(900, 600),
    );
    expect(image.sources.widths).toEqual([320, 640, 900]);
    const folder = image.url.slice(0, image.url.lastIndexOf('/'));
    expect((await app.storage.list(`${folder.slice('/uploads/'.length)}/`)).map((o) => o.key.split('/').pop())).toEqual([
      'original.png',
    ]);
    const meanwhile = await app.inject({ method: 'GET', url: `${folder}/640.webp` });
    expect(meanwhile.statusCode).toBe(302);
    expect(meanwhile.headers.location).toBe(image.url);
    expect(meanwhile.headers['cache-control']).toBe('no-store');
    expect((await app.inject({ method: 'GET', url: String(meanwhile.headers.location) })).headers['content-type']).toBe(
      'image/png',
    );
    // That request queued the lost job again.
    const keys = await variantsMade(app.storage, image.url);
    expect(keys.map((k) => k.split('/').pop()).sort()).toEqual([
      '320.avif',
      '320.webp',
      '640.avif',
      '640.webp',
      '900.avif',
      '900.webp',
      'original.png',
    ]);
    const served = await app.inject({ method: 'GET', url: `${folder}/640.webp` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toContain('immutable');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 640 });
    // Not a rendition address, or no such picture: still 404.
    expect((await app.inject({ method: 'GET', url: `${folder}/12345.webp` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/uploads/images/products/${'0'.repeat(24)}/640.webp` })).statusCode).toBe(
      404,
    );
  });

  it('a job lost with its process is queued again at the next start, with no request for a rendition (a CDN serves them)', async () => {
    const { instance } = await setup();
    const app = await instance();
    const stopped = new BackgroundTasks(silent);
    await stopped.drain();
    const store = { storage: app.storage, jobs: processJobs(stopped), log: silent };
    const image = await storeImage(store, 'products', pngImage(900, 600));
    const folder = app.storage.keyOf(image.url)!.replace(/\/original\.png$/, '');
    expect((await app.storage.list('pending/')).map((o) => o.key)).toEqual([`pending/${folder}`]);
    // A marker this young may belong to a job still running: the sweep leaves it.
    expect(await sweepPendingVariants(store)).toEqual([]);
    // As if stored before its process stopped: the next instance to start sweeps it.
    await app.storage.put(`pending/${folder}`, Buffer.from(String(Date.now() - PENDING_VARIANTS_AFTER_MS - 1)));
    const next = await instance();
    expect(await variantsMade(next.storage, image.url)).toHaveLength(7);
    await until(() => next.background.size === 0);
    expect(await next.storage.list('pending/')).toEqual([]);
  });

  it('in process: a job stopped mid-way on one instance is finished by another, writing only what is missing', async () => {
    const { instance } = await setup();
    const base = await instance();
    const frozen = freezing(base.storage, /\/640\.webp$/);
    const dying = await instance({ storage: frozen.storage });
    cleanup.push(async () => frozen.release());
    const image = await uploadProductImage(dying, await editorOf(dying));
    await until(() => frozen.started.length === 1);
    const folder = base.storage.keyOf(image.url)!.replace(/original\.png$/, '');
    const before = (await base.storage.list(folder)).map((o) => o.key.split('/').pop()).sort();
    expect(before).toEqual(['320.avif', '320.webp', 'original.png']);
    const firstBytes = (await base.storage.list(folder)).find((o) => o.key.endsWith('320.webp'))!.size;
    // Another instance asked for a rendition the frozen job never wrote: it finishes the job.
    expect((await base.inject({ method: 'GET', url: `/uploads/${folder}640.webp` })).statusCode).toBe(302);
    const keys = await variantsMade(base.storage, image.url);
    expect(keys).toHaveLength(7);
    expect((await base.storage.list(folder)).find((o) => o.key.endsWith('320.webp'))!.size).toBe(firstBytes);
  });

  it('a deleted picture leaves no renditions behind, even when its job was still running', async () => {
    const { instance } = await setup();
    const base = await instance();
    const frozen = freezing(base.storage, /\/320\.avif$/);
    const app = await instance({ storage: frozen.storage });
    const token = await editorOf(app);
    const image = await uploadProductImage(app, token);
    await until(() => frozen.started.length === 1);
    const folder = base.storage.keyOf(image.url)!.replace(/original\.png$/, '');
    await base.storage.deletePrefix(folder);
    frozen.release();
    await until(() => app.background.size === 0);
    expect(await base.storage.list(folder)).toEqual([]);
  });

  describe.skipIf(!redisUrl)('on BullMQ', () => {
    it('an instance that only queues leaves the renditions to a worker, and a job whose worker died is taken over', async () => {
      const { instance } = await setup({ redis: true });
      const queuing = await instance({ work: false });
      const base = await instance({ work: false });
      const frozen = freezing(base.storage, /\/640\.avif$/);
      const dying = await instance({ storage: frozen.storage });
      cleanup.push(async () => frozen.release());
      const image = await uploadProductImage(queuing, await editorOf(queuing));
      await until(() => frozen.started.length === 1);
      // The worker dies mid-job: it stops without finishing or renewing its lock.
      await dying.jobs.close({ force: true });
      const folder = base.storage.keyOf(image.url)!.replace(/original\.png$/, '');
      expect((await base.storage.list(folder)).length).toBe(4);
      const worker = await instance();
      expect(worker.jobs.engine).toBe('bullmq');
      const keys = await variantsMade(base.storage, image.url, 20_000);
      expect(keys).toHaveLength(7);
      const served = await queuing.inject({ method: 'GET', url: `/uploads/${folder}640.avif` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/avif');
    }, 30_000);
  });
});
