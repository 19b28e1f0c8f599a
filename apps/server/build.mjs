// Bundles the server into dist/main.js. npm dependencies stay external;
// the workspace package @sen/core (TypeScript source) is bundled in, its own npm dependencies not.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const core = JSON.parse(readFileSync(new URL('../../packages/core/package.json', import.meta.url), 'utf8'));
// Core's npm dependencies (zod) stay external too (decision 0376): bundled, main.js carried a second
// zod (735 KB of source kept in memory, with its compiled functions) beside the one that
// fastify-type-provider-zod and the web build's server bundle import from node_modules.
const external = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(core.dependencies ?? {})];

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20.19',
  format: 'esm',
  sourcemap: true,
  external,
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  logLevel: 'warning',
};

await build({
  ...common,
  entryPoints: {
    main: 'src/main.ts',
    migrate: 'src/cli/migrate.ts',
    seed: 'src/cli/seed.ts',
    'storage-migrate': 'src/cli/storage-migrate.ts',
    backup: 'src/cli/backup.ts',
    restore: 'src/cli/restore.ts',
    'create-admin': 'src/cli/create-admin.ts',
  },
  outdir: 'dist',
});

// Decision 0377: V8 keeps each script's source for the life of the process, and one character above
// U+00FF anywhere in a file makes it a two-byte string: main.js took 6.6 MB of heap instead of 3.3.
// esbuild writes string literals as ASCII already; comments are rewritten here, and code (a regular
// expression or a tagged template, which esbuild leaves as written) must use \u escapes.
const wide = /[\u0100-\uffff]/g;
const escapeWide = (text) => text.replace(wide, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
const inCode = [];
for (const file of readdirSync(new URL('./dist/', import.meta.url))) {
  if (!file.endsWith('.js')) continue;
  const url = new URL(`./dist/${file}`, import.meta.url);
  const lines = readFileSync(url, 'utf8').split('\n');
  let changed = false;
  lines.forEach((line, i) => {
    if (!wide.test(line)) return;
    const code = line.trimStart();
    if (code.startsWith('//') || code.startsWith('/*') || code.startsWith('*')) {
      lines[i] = escapeWide(line);
      changed = true;
    } else inCode.push(`dist/${file}:${i + 1}: ${code.slice(0, 120)}`);
  });
  if (changed) writeFileSync(url, lines.join('\n'));
}
if (inCode.length) {
  console.error(
    `Characters above U+00FF in the server bundle's code double its memory (decision 0377); write them as \\u escapes:\n${inCode.join('\n')}`,
  );
  process.exit(1);
}
