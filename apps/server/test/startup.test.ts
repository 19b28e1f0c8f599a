import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../src/db/connection';
import { withStartupLock } from '../src/db/startup';
import { hashPassword } from '../src/modules/auth/passwords';
import {
  accountsWithDemoPassword,
  DemoPasswordExposedError,
  EXPOSED_SEED_MESSAGE,
  exposedInProduction,
  isLoopback,
} from '../src/modules/seed/exposure';
import { prepareDatabase } from '../src/modules/seed/prepare';
import { dialects, type TestDialect } from './helpers';

/** An empty database (nothing migrated) and two connections to it, as two instances would have. */
async function emptyDatabase(dialect: TestDialect) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sen-start-'));
  const url = process.env.TEST_DATABASE_URL;
  let schema: string | undefined;
  if (dialect === 'postgres') {
    schema = `s_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`create schema ${schema}`);
    await client.end();
  }
  const open = () => createDb({ databaseUrl: dialect === 'postgres' ? url : undefined, dataDir, pgSchema: schema });
  const conns: Db[] = [open(), open()];
  return {
    dataDir,
    conns,
    async destroy() {
      for (const c of conns) await c.close();
      if (schema) {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(`drop schema ${schema} cascade`);
        await client.end();
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe.each(dialects)('several instances starting together on %s', (dialect) => {
  let cleanup: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await cleanup?.();
    cleanup = undefined;
  });

  it('migrates and seeds an empty database once, without a duplicate key', { timeout: 120_000 }, async () => {
    const { dataDir, conns, destroy } = await emptyDatabase(dialect);
    cleanup = destroy;
    const results = await Promise.all(conns.map((conn) => prepareDatabase(conn, { dataDir, seedOnEmpty: true, images: false })));
    expect(results.map((r) => r.seeded).sort()).toEqual([false, true]);
    const [db] = conns.map((c) => c.db);
    const admins = await db!.selectFrom('users').select('id').where('email', '=', 'admin@sen.local').execute();
    expect(admins).toHaveLength(1);
    // The lock is free again: a third start goes through at once.
    expect(await prepareDatabase(conns[1]!, { dataDir, seedOnEmpty: true, images: false })).toEqual({ seeded: false });
  });

  it('lets one instance at a time through the startup lock', async () => {
    const { dataDir, conns, destroy } = await emptyDatabase(dialect);
    cleanup = destroy;
    const events: string[] = [];
    const run = (conn: Db, name: string) =>
      withStartupLock(conn, dataDir, async () => {
        events.push(`${name} in`);
        await new Promise((resolve) => setTimeout(resolve, 150));
        events.push(`${name} out`);
      });
    await Promise.all([run(conns[0]!, 'a'), run(conns[1]!, 'b')]);
    expect([events.slice(0, 2), events.slice(2)].map((pair) => pair[0]?.split(' ')[0] === pair[1]?.split(' ')[0])).toEqual([
      true,
      true,
    ]);
    // A failure inside releases it too.
    await expect(withStartupLock(conns[0]!, dataDir, async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await withStartupLock(conns[1]!, dataDir, async () => events.push('c'));
    expect(events.at(-1)).toBe('c');
  });

  if (dialect === 'sqlite') {
    it('takes over a lock file left by a process that died', async () => {
      const { dataDir, conns, destroy } = await emptyDatabase(dialect);
      cleanup = destroy;
      // A pid that is not running: far above any pid_max.
      fs.writeFileSync(path.join(dataDir, 'sen.startup.lock'), '999999999');
      expect(await withStartupLock(conns[0]!, dataDir, async () => 'ran')).toBe('ran');
      expect(fs.existsSync(path.join(dataDir, 'sen.startup.lock'))).toBe(false);
    });
  }

  it('refuses demo passwords on a public production address', { timeout: 60_000 }, async () => {
    expect(isLoopback('127.0.0.1')).toBe(true);
    expect(isLoopback('::1')).toBe(true);
    expect(isLoopback('localhost')).toBe(true);
    expect(isLoopback('0.0.0.0')).toBe(false);
    expect(exposedInProduction({ env: 'production', host: '0.0.0.0' })).toBe(true);
    expect(exposedInProduction({ env: 'production', host: '127.0.0.1' })).toBe(false);
    expect(exposedInProduction({ env: 'development', host: '0.0.0.0' })).toBe(false);

    const { dataDir, conns, destroy } = await emptyDatabase(dialect);
    cleanup = destroy;
    const [conn] = conns;
    await expect(
      prepareDatabase(conn!, {
        dataDir,
        seedOnEmpty: true,
        images: false,
        beforeSeed: () => {
          throw new DemoPasswordExposedError(EXPOSED_SEED_MESSAGE);
        },
      }),
    ).rejects.toThrow(DemoPasswordExposedError);
    expect(await conn!.db.selectFrom('users').select('id').execute()).toEqual([]);

    await prepareDatabase(conn!, { dataDir, seedOnEmpty: true, images: false });
    const demo = await accountsWithDemoPassword(conn!.db);
    expect(demo).toContain('admin@sen.local');
    const changed = await hashPassword('Another#Secret9');
    await conn!.db.updateTable('users').set({ password_hash: changed }).where('email', 'like', '%@sen.local').execute();
    expect(await accountsWithDemoPassword(conn!.db)).toEqual([]);
  });
});
