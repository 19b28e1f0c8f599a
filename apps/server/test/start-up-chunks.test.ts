import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../src/db/migrate';

const dist = path.resolve(import.meta.dirname, '../dist');
const built = fs.existsSync(path.join(dist, 'main.js'));

/** The files of dist that `node dist/main.js` loads as it starts: main.js and what it imports statically. */
function loadedAtStart(): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = fs.readFileSync(path.join(dist, file), 'utf8');
    // Static imports only (`from "./…"`, `import "./…"`); `import("./…")` is loaded when called.
    for (const [, spec = ''] of text.matchAll(/(?:\bfrom|\bimport)\s*["'](\.\.?\/[^"']+)["']/g)) {
      visit(path.posix.join(path.posix.dirname(file), spec));
    }
  };
  visit('main.js');
  return seen;
}

// Decision 0388: a server starting on a migrated, seeded database (every start but the first) loads
// neither the migrations nor the demo seed; they are chunks of their own, imported when needed.
describe.skipIf(!built)('the server bundle', () => {
  it('keeps each migration and the demo seed in a chunk it loads only when needed', () => {
    const chunks = fs.readdirSync(path.join(dist, 'chunks')).filter((f) => f.endsWith('.js'));
    const migrations = chunks.filter((f) => MIGRATIONS.some((name) => f.startsWith(`${name}-`)));
    const seed = chunks.filter((f) => f.startsWith('seed-'));
    expect(migrations).toHaveLength(MIGRATIONS.length);
    expect(seed.length).toBeGreaterThan(0);
    const atStart = loadedAtStart();
    expect(atStart.size).toBeGreaterThan(1);
    expect([...migrations, ...seed].map((f) => `chunks/${f}`).filter((f) => atStart.has(f))).toEqual([]);
  });
});
