import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../src/db/connection';
import { redisCache } from '../src/lib/cache';
import { formData, pngImage } from '../src/lib/images/testing';
import { shopKey, shopNamespace } from '../src/lib/redis';
import { createUser, PASSWORD, randomIp, seedPlaces } from '../src/modules/auth/testing';
import { addProduct, checkoutBody } from '../src/modules/orders/testing';
import { seedCommerce } from '../src/modules/seed/commerce';
import { type S3Simulator, s3Env, startS3Simulator } from '../test/s3-simulator';

/**
 * Issue 19: the multi-node path without Docker. Two production server processes share one
 * PostgreSQL database, one Redis and one S3-compatible bucket (a local simulator), behind an
 * imagined proxy (TRUST_PROXY). Skipped unless TEST_DATABASE_URL and TEST_REDIS_URL are set.
 */
const pgUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const root = path.resolve(import.meta.dirname, '../../..');
const main = path.join(root, 'apps/server/dist/main.js');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

interface Node {
  child: ChildProcess;
  url: string;
  output: () => string;
}

async function startNode(env: Record<string, string>): Promise<Node> {
  if (!fs.existsSync(main)) throw new Error('apps/server/dist/main.js is missing: run `npm run build` first');
  const port = await freePort();
  const child = spawn(process.execPath, [main], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => {
    out += d;
  });
  child.stderr?.on('data', (d) => {
    out += d;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/api/v1/ready`)).ok) return { child, url, output: () => out };
    } catch {}
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become ready:\n${out}`);
}

async function stopNode(node: Node | undefined): Promise<void> {
  if (!node || node.child.exitCode !== null) return;
  const exited = new Promise((r) => node.child.on('exit', r));
  node.child.kill('SIGTERM');
  await exited;
}

describe.skipIf(!pgUrl || !redisUrl)('two server processes on one PostgreSQL, Redis and bucket', () => {
  const dbName = `sen_nodes_${process.pid}_${randomBytes(3).toString('hex')}`;
  const databaseUrl = (() => {
    const u = new URL(pgUrl ?? 'postgres://localhost/x');
    u.pathname = `/${dbName}`;
    return u.toString();
  })();
  const dirs: string[] = [];
  let sim: S3Simulator;
  let a: Node;
  let b: Node;
  let conn: ReturnType<typeof createDb>;
  let adminToken = '';

  const call = (node: Node, method: string, url: string, body?: unknown, headers: Record<string, string> = {}) =>
    fetch(`${node.url}/api/v1${url}`, {
      method,
      headers: {
        'x-forwarded-for': randomIp(),
        authorization: `Bearer ${adminToken}`,
        ...(body !== undefined && !(body instanceof Buffer) ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body !== undefined ? { body: body instanceof Buffer ? new Uint8Array(body) : JSON.stringify(body) } : {}),
    });

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    sim = await startS3Simulator();
    const env = (): Record<string, string> => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sen-node-'));
      dirs.push(dir);
      return {
        ...s3Env(sim),
        NODE_ENV: 'production',
        DATA_DIR: dir,
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl!,
        JWT_SECRET: 'multi-node-test-secret-0123456789abcdef',
        SEED_ON_EMPTY: 'false',
        TRUST_PROXY: '127.0.0.1',
        COOKIE_SECURE: 'false',
        LOG_LEVEL: 'warn',
      };
    };
    // The first migrates the empty database; the second finds it ready.
    a = await startNode(env());
    b = await startNode(env());
    conn = createDb({ databaseUrl });
    const app = { db: conn.db } as never;
    await seedPlaces(app);
    await seedCommerce(conn.db, new Date().toISOString());
    // Written straight into the database, behind the instances' backs: drop what the start-up
    // warm-up (decision 0372) cached before it, e.g. the empty shipping and payment methods.
    const redis = new Redis(redisUrl!);
    await redisCache(redis, shopKey('cache', await shopNamespace(conn.db))).invalidate('');
    await redis.quit();
    const user = await createUser(app, { role: 'admin' });
    const login = await call(a, 'POST', '/auth/login', { email: user.email, password: PASSWORD });
    expect(login.status).toBe(200);
    adminToken = (await login.json()).metadata.access_token;
  }, 180_000);

  afterAll(async () => {
    await Promise.all([stopNode(a), stopNode(b)]);
    await conn?.close();
    await sim?.close();
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });

  it('an image uploaded on one is served by the other', async () => {
    const created = await call(a, 'POST', '/products', { name: 'Nón lá Huế', price: 150_000, status: 'published' });
    expect(created.status).toBe(201);
    const id = (await created.json()).metadata._id;
    const body = formData([{ field: 'images', bytes: pngImage(800, 500) }]);
    const up = await call(a, 'POST', `/products/${id}/images`, body.payload, body.headers);
    expect(up.status).toBe(200);
    const image = (await up.json()).metadata.images[0];
    const folder = image.url.slice('/uploads/'.length, -'original.png'.length);
    // The renditions are a job (decision 0371): meanwhile the address redirects to the original.
    let served = await fetch(`${b.url}/uploads/${folder}640.webp`, { redirect: 'manual' });
    for (const end = Date.now() + 15_000; served.status === 302 && Date.now() < end; ) {
      expect(served.headers.get('location')).toBe(image.url);
      await new Promise((r) => setTimeout(r, 100));
      served = await fetch(`${b.url}/uploads/${folder}640.webp`, { redirect: 'manual' });
    }
    expect(served.status).toBe(200);
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 640 });
  });

  it('a product edit on one shows on the other within a second', async () => {
    const p = await addProduct({ db: conn.db } as never, { price: 500_000, quantity: 3 });
    const read = async () =>
      (await (await call(b, 'GET', `/products/${p.slug}`, undefined, { authorization: '' })).json()).metadata.price;
    expect(await read()).toBe(500_000); // B has it cached now
    const edit = await call(a, 'PATCH', `/products/${p.id}`, { price: 450_000 });
    expect(edit.status).toBe(200);
    const edited = Date.now();
    let price = await read();
    while (price !== 450_000 && Date.now() - edited < 1000) {
      await new Promise((r) => setTimeout(r, 25));
      price = await read();
    }
    expect(price).toBe(450_000);
    expect(Date.now() - edited).toBeLessThan(1000);
  });

  it('an order storm split over both never oversells', async () => {
    const p = await addProduct({ db: conn.db } as never, { price: 200_000, quantity: 5 });
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        call(
          i % 2 ? a : b,
          'POST',
          '/orders',
          checkoutBody([{ productId: p.id, quantity: 1 }], {
            information: { ...checkoutBody([]).information, email: `storm${i}@example.vn` },
          }),
          {
            authorization: '',
            'idempotency-key': randomUUID(),
          },
        ),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s >= 500)).toHaveLength(0);
    const row = await conn.db.selectFrom('products').select('quantity').where('id', '=', p.id).executeTakeFirstOrThrow();
    expect(row.quantity).toBe(0);
  });

  it('a job enqueued on one runs once, on either', async () => {
    const cat = await call(a, 'POST', '/categories', { name: 'Phụ kiện', slug: 'phu-kien' });
    expect(cat.status).toBe(201);
    const header =
      'sku,product_slug,name,status,variant_name,option1_name,option1_value,option2_name,option2_value,option3_name,option3_value,price,compare_price,quantity,cost_price,barcode,tax_class,category,brand,short_description,tags';
    const csv = [
      header,
      'MN-1,op-mn-1,Ốp lưng 1,published,,,,,,,,150000,,4,,,,phu-kien,,,',
      'MN-2,op-mn-2,Ốp lưng 2,published,,,,,,,,160000,,6,,,,phu-kien,,,',
    ].join('\n');
    const body = formData([{ field: 'file', bytes: Buffer.from(csv, 'utf8'), filename: 'p.csv', type: 'text/csv' }]);
    const queued = await call(a, 'POST', '/admin/products/import', body.payload, body.headers);
    expect(queued.status).toBe(202);
    const id = (await queued.json()).metadata._id;
    let job: { status: string; processed: number } = { status: 'queued', processed: 0 };
    for (let i = 0; i < 200 && job.status !== 'done' && job.status !== 'failed'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      job = (await (await call(b, 'GET', `/admin/products/import/${id}`)).json()).metadata;
    }
    expect(job.status).toBe('done');
    const rows = await conn.db.selectFrom('products').select('sku').where('sku', 'in', ['MN-1', 'MN-2']).execute();
    expect(rows.map((r) => r.sku).sort()).toEqual(['MN-1', 'MN-2']);
  });
});
