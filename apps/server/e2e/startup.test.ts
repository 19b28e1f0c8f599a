import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const main = path.join(root, 'apps/server/dist/main.js');
const pgUrl = process.env.TEST_DATABASE_URL;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Starts dist/main.js; resolves once it is ready (then stops it) or has exited, with its output and exit code. */
async function startOnce(env: Record<string, string>): Promise<{ ready: boolean; code: number | null; output: string }> {
  if (!fs.existsSync(main)) throw new Error('apps/server/dist/main.js is missing: run `npm run build` first');
  const port = await freePort();
  const child = spawn(process.execPath, [main], {
    cwd: root,
    env: { ...process.env, PORT: String(port), NODE_ENV: 'production', REDIS_URL: '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const host = env.HOST && env.HOST !== '0.0.0.0' ? env.HOST : '127.0.0.1';
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`http://${host}:${port}/api/v1/ready`)).ok) {
        child.kill('SIGTERM');
        return { ready: true, code: await exited, output };
      }
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  if (child.exitCode === null) child.kill('SIGKILL');
  return { ready: false, code: await exited, output };
}

async function pgSchemaUrl(): Promise<{ url: string; drop: () => Promise<void> }> {
  const schema = `e2e_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  await client.query(`create schema ${schema}`);
  await client.end();
  const url = new URL(pgUrl!);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: pgUrl });
      await c.connect();
      await c.query(`drop schema ${schema} cascade`);
      await c.end();
    },
  };
}

describe('server processes starting together', () => {
  it('two instances on one empty SQLite database both come up, the demo data seeded once', { timeout: 240_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sen-e2e-two-'));
    try {
      const env = { DATA_DIR: dataDir, DATABASE_URL: '', HOST: '127.0.0.1' };
      const runs = await Promise.all([startOnce(env), startOnce(env)]);
      for (const run of runs) expect(run.ready, run.output).toBe(true);
      expect(runs.filter((r) => r.output.includes('seeding demo data'))).toHaveLength(1);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it.skipIf(!pgUrl)('two instances on one empty PostgreSQL schema both come up', { timeout: 240_000 }, async () => {
    const { url, drop } = await pgSchemaUrl();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sen-e2e-two-pg-'));
    try {
      const env = { DATA_DIR: dataDir, DATABASE_URL: url, HOST: '127.0.0.1' };
      const runs = await Promise.all([startOnce(env), startOnce(env)]);
      for (const run of runs) expect(run.ready, run.output).toBe(true);
      expect(runs.filter((r) => r.output.includes('seeding demo data'))).toHaveLength(1);
    } finally {
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses to seed the demo shop in production on a public address', { timeout: 120_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sen-e2e-public-'));
    try {
      const run = await startOnce({ DATA_DIR: dataDir, DATABASE_URL: '', HOST: '0.0.0.0' });
      expect(run.ready).toBe(false);
      expect(run.code).toBe(1);
      expect(run.output).toContain('Refusing to seed the demo shop');
      // Loopback (the default) seeds and serves.
      const local = await startOnce({ DATA_DIR: dataDir, DATABASE_URL: '', HOST: '' });
      expect(local.ready, local.output).toBe(true);
      // Now seeded with the published passwords: a public start is refused, naming the accounts.
      const again = await startOnce({ DATA_DIR: dataDir, DATABASE_URL: '', HOST: '0.0.0.0' });
      expect(again.code).toBe(1);
      expect(again.output).toContain('admin@sen.local');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
