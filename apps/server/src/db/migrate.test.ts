import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
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
