// `npm test`: build (the browser test runs the built server), then every test project. API tests
// also run on PostgreSQL when TEST_DATABASE_URL is set.
//
// With no arguments the browser files run beside the API and unit files, in a second vitest: each
// part alone left a 2-core machine idle 13-16 % of its time (waiting on PostgreSQL, timers, page
// loads), and vitest runs one part after the other. The browser part's output is held until the
// API part has finished, so the log reads as two whole reports. Arguments (a project, a file, a
// filter) go to one vitest run as before.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

run('npm', ['run', 'build']);
const args = process.argv.slice(2);
if (args.length > 0) run('npx', ['vitest', 'run', ...args]);
else process.exit(await sideBySide());

/** Resolves with the exit code: 0 only when both parts passed. */
async function sideBySide() {
  const exited = (child) =>
    new Promise((resolve) => {
      child.once('error', () => resolve(1));
      child.once('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
    });
  const browser = spawn('npx', ['vitest', 'run', '--project', 'browser'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') },
  });
  const held = [];
  let holding = true;
  for (const [from, to] of [
    [browser.stdout, process.stdout],
    [browser.stderr, process.stderr],
  ]) {
    from.on('data', (chunk) => (holding ? held.push([to, chunk]) : to.write(chunk)));
  }
  const browserDone = exited(browser);
  const api = spawn('npx', ['vitest', 'run', '--project', 'core', '--project', 'server'], { cwd: root, stdio: 'inherit' });
  const apiCode = await exited(api);
  process.stdout.write('\n— browser tests (they ran beside the API tests) —\n');
  for (const [to, chunk] of held) to.write(chunk);
  holding = false;
  const browserCode = await browserDone;
  return apiCode === 0 && browserCode === 0 ? 0 : 1;
}
