// Writes a brotli (quality 11) and a gzip (level 9) copy next to every text file of the client
// build, so the server sends them as they are (@fastify/static `preCompressed`) instead of
// compressing each answer again. Run by `npm run build` after `react-router build`;
// `node scripts/precompress.mjs <dir>` compresses another folder (the server's tests use it).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const root = process.argv[2]
  ? path.resolve(process.argv[2])
  : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'build', 'client');
const EXTENSIONS = new Set(['.js', '.css', '.svg', '.json', '.html']);

async function* textFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(full);
    else if (entry.isFile() && EXTENSIONS.has(path.extname(entry.name))) yield full;
  }
}

async function compress(file) {
  const data = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzip(data, { level: 9 }),
  ]);
  // Written even when not smaller (tiny files): a missing copy would be compressed on the fly.
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  return { raw: data.length, br: br.length, gz: gz.length };
}

const started = Date.now();
const files = [];
for await (const file of textFiles(root)) files.push(file);
// zlib's async calls run on libuv's thread pool (4 threads): a few at a time keeps it busy.
const totals = { raw: 0, br: 0, gz: 0 };
let next = 0;
await Promise.all(
  Array.from({ length: 4 }, async () => {
    while (next < files.length) {
      const sizes = await compress(files[next++]);
      totals.raw += sizes.raw;
      totals.br += sizes.br;
      totals.gz += sizes.gz;
    }
  }),
);
const kb = (n) => `${(n / 1024).toFixed(0)} kB`;
console.log(
  `precompressed ${files.length} files in ${Date.now() - started} ms: ${kb(totals.raw)} → br ${kb(totals.br)}, gzip ${kb(totals.gz)}`,
);
