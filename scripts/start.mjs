// `npm start`: build when the sources are newer than the build, then run the
// production server (which migrates and seeds an empty database itself).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outputs = ['apps/server/dist/main.js', 'apps/web/build/server/index.js'].map((p) => path.join(root, p));
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

// Run the server in this process so SIGTERM reaches its graceful shutdown directly.
process.env.NODE_ENV ??= 'production';
process.chdir(root);
await import(pathToFileURL(outputs[0]).href);
