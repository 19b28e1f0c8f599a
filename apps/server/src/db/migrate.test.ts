import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
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
  // migration with `schema "<the other one>" does not exist` or `relation "<its table>" does not
  // exist`. The connection's introspection now reads its own schema only (./pg-dialect.ts).
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
        // Both forms of a drop during the stock introspection's read: a table (42P01), a schema (3F000).
        await churn.query(`drop table ${name}.a`);
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

describe.skipIf(!pgUrl)("a PostgreSQL connection's introspection", () => {
  it('sees the tables of its own schema, with their columns, and nothing of another schema', async () => {
    const testDb = await createTestDb('postgres');
    const other = new pg.Client({ connectionString: pgUrl });
    await other.connect();
    const name = `other_${process.pid}_${Date.now()}`;
    try {
      await other.query(`create schema ${name}; create table ${name}.elsewhere (id serial primary key)`);
      const tables = await testDb.db.introspection.getTables();
      const names = tables.map((t) => t.name);
      expect(names).toContain('categories');
      expect(names).not.toContain('elsewhere');
      expect(names).not.toContain('kysely_migration');
      expect(new Set(tables.map((t) => t.schema))).toEqual(new Set([testDb.schema]));
      const categories = tables.find((t) => t.name === 'categories');
      expect(categories?.isView).toBe(false);
      expect(categories?.columns.slice(0, 2)).toEqual([
        {
          name: 'id',
          dataType: 'text',
          dataTypeSchema: 'pg_catalog',
          isNullable: false,
          isAutoIncrementing: false,
          hasDefaultValue: false,
        },
        {
          name: 'name',
          dataType: 'text',
          dataTypeSchema: 'pg_catalog',
          isNullable: false,
          isAutoIncrementing: false,
          hasDefaultValue: false,
        },
      ]);
      expect(categories?.columns.find((c) => c.name === 'description')?.hasDefaultValue).toBe(true);
      expect(categories?.columns.find((c) => c.name === 'parent_id')?.isNullable).toBe(true);
      const internal = await testDb.db.introspection.getTables({ withInternalKyselyTables: true });
      expect(internal.map((t) => t.name)).toEqual(expect.arrayContaining(['kysely_migration', 'kysely_migration_lock']));
      // A serial column is auto-incrementing (pg_get_serial_sequence), in a table of its own schema.
      await sql`create table serial_probe (id serial primary key)`.execute(testDb.db);
      const probe = (await testDb.db.introspection.getTables()).find((t) => t.name === 'serial_probe');
      expect(probe?.columns[0]?.isAutoIncrementing).toBe(true);
    } finally {
      await other.query(`drop schema if exists ${name} cascade`);
      await other.end();
      await testDb.destroy();
    }
  });
});
