import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../src/db/migrate';

const dist = path.resolve(import.meta.dirname, '../dist');
const built = fs.existsSync(path.join(dist, 'main.js'));

const repo = path.resolve(import.meta.dirname, '../../..');
const coreDist = path.join(repo, 'packages/core/dist');
const webServerBuild = path.join(repo, 'apps/web/build/server/index.js');

/**
 * The files a production server loads as it starts from these entries (main.js, and the web app's
 * server build it imports), following static imports only — relative ones and `@sen/core/dist/…`
 * into core's build; `import("./…")` is loaded when called, and shared packages are left out.
 */
function loadedAtStart(entries = [path.join(dist, 'main.js'), webServerBuild]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !fs.existsSync(file)) return;
    seen.add(file);
    const text = fs.readFileSync(file, 'utf8');
    for (const [, spec = ''] of text.matchAll(/(?:\bfrom|\bimport)\s*["']((?:\.\.?\/|@sen\/core\/dist\/)[^"']+)["']/g)) {
      visit(
        spec.startsWith('@sen/')
          ? path.join(coreDist, spec.slice('@sen/core/dist/'.length))
          : path.join(path.dirname(file), spec),
      );
    }
  };
  for (const entry of entries) visit(entry);
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
    const atStart = loadedAtStart([path.join(dist, 'main.js')]);
    expect(atStart.size).toBeGreaterThan(1);
    expect([...migrations, ...seed].map((f) => path.join(dist, 'chunks', f)).filter((f) => atStart.has(f))).toEqual([]);
  });
});

// Decision 0389: a language's texts are imported when a request first asks for it, the back office's
// when one of its pages is first drawn; at start the process holds Vietnamese and the API's errors.
describe.skipIf(!built || !fs.existsSync(webServerBuild))('what a starting server holds of the texts', () => {
  const holding = (text: string) =>
    [...loadedAtStart()].filter((f) => fs.readFileSync(f, 'utf8').includes(text)).map((f) => path.relative(repo, f));

  it('holds no catalogue but Vietnamese', () => {
    // French: the storefront description; English: a text of the account area.
    expect(holding('ordinateurs portables et accessoires authentiques')).toEqual([]);
    expect(holding('Buy genuine phones, laptops and accessories')).toEqual([]);
  });

  it('holds no text of the back office', () => {
    // English, as Vietnamese is written escaped in the build.
    expect(holding('Closing time must be after opening time')).toEqual([]);
    // No back-office area in any language, but the word a product copy's name takes (admin-catimport),
    // by the source paths core's build notes above each module.
    const areas = [...loadedAtStart()].flatMap(
      (f) => fs.readFileSync(f, 'utf8').match(/src\/i18n\/areas\/admin[\w-]*\/\w+\.ts/g) ?? [],
    );
    expect(areas.length).toBeGreaterThan(0);
    expect(areas.filter((a) => !a.includes('/admin-catimport/'))).toEqual([]);
  });

  it('still finds those texts in the files it imports when asked', () => {
    const all = (fs.readdirSync(coreDist, { recursive: true }) as string[]).filter((f) => f.endsWith('.js'));
    const found = (text: string) => all.some((f) => fs.readFileSync(path.join(coreDist, f), 'utf8').includes(text));
    expect(found('ordinateurs portables et accessoires authentiques')).toBe(true);
    expect(found('Buy genuine phones, laptops and accessories')).toBe(true);
    expect(found('Closing time must be after opening time')).toBe(true);
  });
});
