// Bundles the server into dist/main.js. npm dependencies stay external;
// the workspace package @sen/core (TypeScript source) is bundled in.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {});

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
