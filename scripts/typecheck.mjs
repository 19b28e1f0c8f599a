// `npm run typecheck`: each workspace's own typecheck, all at once. tsc uses one core, and one after
// the other the three took 69 s on a 2-core machine (decision 0411). Each one's output is printed
// whole when it ends, so interleaved lines never hide which workspace an error belongs to.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const readPackage = (dir) => JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
// The root package's workspaces that have a typecheck script, as `npm run typecheck --workspaces --if-present`.
const workspaces = readPackage('.').workspaces.filter((w) => readPackage(w).scripts?.typecheck);

const results = await Promise.all(
  workspaces.map(
    (w) =>
      new Promise((resolve) => {
        const child = spawn('npm', ['run', 'typecheck', '-w', w], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
        let out = '';
        child.stdout.on('data', (c) => (out += c));
        child.stderr.on('data', (c) => (out += c));
        child.on('close', (code) => {
          process.stdout.write(out);
          resolve({ w, code });
        });
      }),
  ),
);
const failed = results.filter((r) => r.code !== 0);
for (const r of failed) console.error(`typecheck failed in ${r.w} (exit ${r.code})`);
process.exit(failed.length ? 1 : 0);
