import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { dialects } from './helpers';

const run = promisify(execFile);
const serverDir = path.resolve(import.meta.dirname, '..');

/** The packages in memory of an app started (in its own process) with only these settings. */
async function startedWith(
  env: Record<string, string>,
): Promise<{ idle: string[]; afterSanitising: string[]; afterDocs: string[] }> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'test/fixtures/idle-modules.ts'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      JWT_SECRET: 'idle-modules-0123456789abcdef0123456789',
      ...env,
    },
    timeout: 120_000,
  });
  return JSON.parse(stdout);
}

// Decision 0377: what is not configured is not offered, and its SDK is not in memory either.
const NEVER_UNLESS_CONFIGURED = ['@aws-sdk/client-s3', '@paypal/paypal-server-sdk', 'vnpay', 'nodemailer', 'sharp'];
// Decision 0376: the OpenAPI document and its pages are built on the first request to /api/docs.
const DOCS = ['@fastify/swagger', '@fastify/swagger-ui', 'yaml', 'json-schema-resolver'];

describe.each(dialects)('an idle server on %s loads only what is configured', (dialect) => {
  it('holds no S3, payment, queue, mail or image library, and loads the sanitiser and the API docs on first use', {
    timeout: 150_000,
  }, async () => {
    let env: Record<string, string> = {};
    let dropSchema = async () => {};
    if (dialect === 'postgres') {
      const url = process.env.TEST_DATABASE_URL as string;
      const schema = `s_idle_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      await admin.end();
      dropSchema = async () => {
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        await c.query(`drop schema ${schema} cascade`);
        await c.end();
      };
      env = {
        DATABASE_URL: url,
        PG_SCHEMA: schema,
        ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
      };
    }
    try {
      const { idle, afterSanitising, afterDocs } = await startedWith(env);
      // The module cache is really read: the app's own packages are there.
      expect(idle).toEqual(expect.arrayContaining(['fastify', 'better-sqlite3']));
      for (const name of [...NEVER_UNLESS_CONFIGURED, 'sanitize-html', ...DOCS]) expect(idle).not.toContain(name);
      // The database driver and Redis client only when their URL is set.
      if (dialect === 'postgres') expect(idle).toContain('pg');
      else expect(idle).not.toContain('pg');
      // Redis's client and the queue (jobs run on BullMQ with Redis, decision 0193) only with REDIS_URL.
      for (const name of ['ioredis', 'bullmq']) {
        if (env.REDIS_URL) expect(idle).toContain(name);
        else expect(idle).not.toContain(name);
      }
      // Loaded the first time a rich text is written.
      expect(afterSanitising).toContain('sanitize-html');
      // Loaded by the first request to the API docs.
      expect(afterDocs).toEqual(expect.arrayContaining(DOCS));
    } finally {
      await dropSchema();
    }
  });
});
