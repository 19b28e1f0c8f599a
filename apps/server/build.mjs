// Bundles the server into dist/main.js. npm dependencies stay external, and so does the workspace
// package @sen/core: imported from its own build (packages/core/build.mjs, run before this one),
// the copy the web app's server build imports too (decision 0388).
import { readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { oneByteBundles } from '../../scripts/one-byte.mjs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const core = JSON.parse(readFileSync(new URL('../../packages/core/package.json', import.meta.url), 'utf8'));
// Core's npm dependencies (zod) stay external too (decision 0376): bundled, main.js carried a second
// zod (735 KB of source kept in memory, with its compiled functions) beside the one that
// fastify-type-provider-zod and the web build's server bundle import from node_modules.
const external = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(core.dependencies ?? {})];

/** `@sen/core` and `@sen/core/<module>` → `@sen/core/dist/<module>.js`, left to Node to load. */
const coreBuild = {
  name: 'sen-core-build',
  setup(b) {
    b.onResolve({ filter: /^@sen\/core(\/.*)?$/ }, ({ path }) => ({
      path: `@sen/core/dist/${path.slice('@sen/core/'.length) || 'index'}.js`,
      external: true,
    }));
  },
};

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20.19',
  format: 'esm',
  sourcemap: true,
  external,
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  plugins: [coreBuild],
  logLevel: 'warning',
};

// Chunks are named by their content: those of an earlier build would pile up.
rmSync(new URL('./dist/', import.meta.url), { recursive: true, force: true });

// The server: what only runs on a fresh or outdated database (the demo seed, each migration) in
// chunks of their own, imported when needed (decision 0388): a module, once imported, holds its
// source and functions for the life of the process.
await build({
  ...common,
  entryPoints: { main: 'src/main.ts' },
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  outdir: 'dist',
});

await build({
  ...common,
  entryPoints: {
    migrate: 'src/cli/migrate.ts',
    seed: 'src/cli/seed.ts',
    'storage-migrate': 'src/cli/storage-migrate.ts',
    backup: 'src/cli/backup.ts',
    restore: 'src/cli/restore.ts',
    'create-admin': 'src/cli/create-admin.ts',
  },
  outdir: 'dist',
});

oneByteBundles(fileURLToPath(new URL('./dist/', import.meta.url)), 'dist');
