import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestDb } from '../../test/helpers';
import { MIGRATIONS } from './migrate';

const dir = path.join(import.meta.dirname, 'migrations');

describe('the migrations', () => {
  // They are imported by name when they run (decision 0388): a migration left out of the list would
  // never run.
  it('lists every module of ./migrations that migrates (exports `up`), by its file name', async () => {
    const migrating: string[] = [];
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      const name = file.replace(/\.ts$/, '');
      const mod = (await import(`./migrations/${name}.ts`)) as { up?: unknown };
      if (typeof mod.up === 'function') migrating.push(name);
    }
    expect([...MIGRATIONS].sort()).toEqual(migrating.sort());
  });
});

const pgUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!pgUrl)('migrating on a PostgreSQL database where other schemas come and go', () => {
  // Test files on parallel workers each migrate a schema of their own and drop it when done; Kysely
  // reads every schema's tables before it migrates, so a drop during that read used to fail the
  // migration with `schema "<the other one>" does not exist`.
  it('migrates while another client keeps creating and dropping a schema', async () => {
    const churn = new pg.Client({ connectionString: pgUrl });
    await churn.connect();
    let stop = false;
    let drops = 0;
    const churning = (async () => {
      while (!stop) {
        const name = `churn_${process.pid}_${drops}`;
        await churn.query(`create schema ${name}`);
        await churn.query(
          `create table ${name}.a (id serial primary key, v text); create table ${name}.b (id serial primary key, v text)`,
        );
        await churn.query(`drop schema ${name} cascade`);
        drops++;
      }
    })();
    try {
      for (let i = 0; i < 4; i++) {
        const testDb = await createTestDb('postgres');
        await testDb.destroy();
      }
    } finally {
      stop = true;
      await churning;
      await churn.end();
    }
    expect(drops).toBeGreaterThan(10);
  });
});
