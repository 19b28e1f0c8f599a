import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';

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

interface Running {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

async function start(dataDir: string): Promise<Running> {
  if (!fs.existsSync(main)) throw new Error('apps/server/dist/main.js is missing: run `npm run build` first');
  const port = await freePort();
  const child = spawn(process.execPath, [main], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => {
    out += d;
  });
  child.stderr?.on('data', (d) => {
    out += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      const r = await fetch(`http://127.0.0.1:${port}/api/v1/ready`);
      if (r.ok) return { child, port, output: () => out, exited };
    } catch {}
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become ready:\n${out}`);
}

describe('the production server process', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sen-e2e-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('seeds an empty database once, shuts down gracefully and keeps everything on restart', async () => {
    const first = await start(dataDir);
    expect(first.output()).toContain('seeding demo data');
    const home = await (await fetch(`http://127.0.0.1:${first.port}/api/v1/home`)).json();
    const productNames = home.metadata.products.bestSellers.map((p: { name: string }) => p.name);
    expect(productNames.length).toBeGreaterThan(0);
    const signup = await fetch(`http://127.0.0.1:${first.port}/api/v1/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'restart@example.vn' }),
    });
    expect(signup.status).toBe(201);

    // A request in flight when SIGTERM arrives still gets its answer.
    const inFlight = fetch(`http://127.0.0.1:${first.port}/api/v1/address/wards/province/79`);
    await new Promise((r) => setTimeout(r, 5));
    first.child.kill('SIGTERM');
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect((await res.json()).metadata.length).toBeGreaterThan(50);
    expect(await first.exited, first.output()).toBe(0);
    // SQLite closed cleanly: the write-ahead log was checkpointed and removed.
    expect(fs.existsSync(path.join(dataDir, 'sen.sqlite-wal'))).toBe(false);

    const second = await start(dataDir);
    try {
      expect(second.output()).not.toContain('seeding demo data');
      const again = await (await fetch(`http://127.0.0.1:${second.port}/api/v1/home`)).json();
      expect(again.metadata.products.bestSellers.map((p: { name: string }) => p.name)).toEqual(productNames);
      const dup = await fetch(`http://127.0.0.1:${second.port}/api/v1/newsletter`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'restart@example.vn' }),
      });
      expect(dup.status).toBe(201);
    } finally {
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    }
    const db = new Database(path.join(dataDir, 'sen.sqlite'), { readonly: true });
    try {
      const subscribers = db.prepare('select email from newsletter_subscribers').all();
      expect(subscribers).toEqual([{ email: 'restart@example.vn' }]);
      const { n } = db.prepare('select count(*) as n from products').get() as { n: number };
      expect(n).toBeGreaterThanOrEqual(80);
    } finally {
      db.close();
    }
  });
});
