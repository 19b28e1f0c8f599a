// Builds @sen/core once for the production server (decision 0388): every source module an entry
// point under dist/, code shared between entries in chunks (esbuild's splitting, so each module
// exists once). The server bundle (apps/server/build.mjs) and the web app's server build
// (apps/web/vite.config.ts) both import `@sen/core/dist/…` at run time instead of bundling core,
// so the one process holds one copy of its catalogues and zod schemas, not two.
// Development (tsx, Vite, Vitest) keeps reading the TypeScript sources.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { oneByteBundles } from '../../scripts/one-byte.mjs';

const src = fileURLToPath(new URL('./src/', import.meta.url));
const dist = fileURLToPath(new URL('./dist/', import.meta.url));
const pkg = (await import('./package.json', { with: { type: 'json' } })).default;

// Entry points: the modules the apps import (`@sen/core` and `@sen/core/<module>`, found in their
// sources). Every module of core as an entry split the build into ~260 chunks, each one more ES
// module record in memory.
const apps = ['../../apps/server/src', '../../apps/web/app'].map((dir) => fileURLToPath(new URL(dir, import.meta.url)));
const specifier = /['"]@sen\/core(?:\/([\w./-]+))?['"]/g;
const imported = new Set(['index']);
for (const dir of apps) {
  for (const file of readdirSync(dir, { recursive: true })) {
    if (!/\.tsx?$/.test(file)) continue;
    for (const [, sub] of readFileSync(path.join(dir, file), 'utf8').matchAll(specifier)) imported.add(sub ?? 'index');
  }
}
const entryPoints = [...imported].sort().map((sub) => `src/${sub}.ts`);
for (const file of entryPoints)
  if (!existsSync(path.join(src, '..', file))) throw new Error(`${file}: imported as @sen/core/…, not a module of core`);

rmSync(dist, { recursive: true, force: true });
await build({
  absWorkingDir: fileURLToPath(new URL('.', import.meta.url)),
  entryPoints,
  outbase: 'src',
  outdir: 'dist',
  bundle: true,
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  platform: 'node',
  target: 'node20.19',
  format: 'esm',
  sourcemap: true,
  external: Object.keys(pkg.dependencies ?? {}),
  logLevel: 'warning',
});
oneByteBundles(dist, 'packages/core/dist');
