// `npm start`: build when the sources are newer than the build, then run the
// production server (which migrates and seeds an empty database itself).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { runtimeEnv } from './runtime.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// main.js first: it is what runs. Core's build is imported by both others (decision 0388).
const outputs = ['apps/server/dist/main.js', 'apps/web/build/server/index.js', 'packages/core/dist/index.js'].map((p) =>
  path.join(root, p),
);
const sources = ['packages/core/src', 'apps/server/src', 'apps/web/app', 'package-lock.json'].map((p) => path.join(root, p));

function newest(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const entry of readdirSync(p)) max = Math.max(max, newest(path.join(p, entry)));
  return max;
}

const builtAt = Math.min(...outputs.map((o) => (existsSync(o) ? statSync(o).mtimeMs : 0)));
if (builtAt === 0 || Math.max(...sources.map(newest)) > builtAt) {
  console.log('Building Sen…');
  const r = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

process.env.NODE_ENV ??= 'production';
process.chdir(root);
if (process.env.SEN_RUNTIME === '1') {
  // The runtime settings are in place: run the server in this process, so SIGTERM reaches its
  // graceful shutdown directly.
  await import(pathToFileURL(outputs[0]).href);
} else {
  // Allocator settings are read when a process starts: start again with them (scripts/runtime.mjs),
  // passing signals on and ending with the server's exit code.
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...runtimeEnv(), SEN_RUNTIME: '1' },
  });
  for (const sig of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(sig, () => child.kill(sig));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
