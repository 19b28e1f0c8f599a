import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

const repo = path.resolve(import.meta.dirname, '../../..');
const coreDist = path.join(repo, 'packages/core/dist');
const serverMain = path.join(repo, 'apps/server/dist/main.js');
const webServer = path.join(loadConfig().webBuildDir, 'server');
const built = [coreDist, serverMain, path.join(webServer, 'index.js')].every((p) => fs.existsSync(p));

/** The .js files under a directory (or the file itself), as text. */
function scripts(at: string): Array<{ file: string; text: string }> {
  if (at.endsWith('.js')) return [{ file: at, text: fs.readFileSync(at, 'utf8') }];
  return (fs.readdirSync(at, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.js'))
    .map((f) => ({ file: path.join(at, f), text: fs.readFileSync(path.join(at, f), 'utf8') }));
}

// A text of core's English catalogue: string literals survive bundling as written.
const CORE_TEXT = 'Buy genuine phones, laptops and accessories and take online courses at Sen. Nationwide delivery.';

// Decision 0388: the server bundle and the web app's server build import core's one build, so a
// server process holds one copy of its catalogues and zod schemas instead of two.
describe.skipIf(!built)('one @sen/core in a production server', () => {
  it('is built once, in packages/core/dist', () => {
    expect(scripts(coreDist).some(({ text }) => text.includes(CORE_TEXT))).toBe(true);
  });

  it.each([
    ['the server bundle', serverMain],
    ["the web app's server build", webServer],
  ])('%s imports it instead of bundling a copy', (_name, at) => {
    const files = scripts(at);
    expect(files.filter(({ text }) => text.includes(CORE_TEXT)).map(({ file }) => path.relative(repo, file))).toEqual([]);
    const all = files.map(({ text }) => text).join('\n');
    expect(all).toMatch(/from\s*["']@sen\/core\/dist\/index\.js["']/);
    // Never core's TypeScript sources, which Node cannot load.
    expect(all).not.toMatch(/["']@sen\/core(?!\/dist\/)(\/[\w./-]+)?["']/);
  });
});
