// Rewrites the server build's modules with ASCII escapes where that makes them smaller in memory
// (decision 0377). V8 keeps each module's source for the life of the process, and a single
// character above U+00FF makes the whole file a two-byte string: the server build's index.js
// (1.6 MB, about a thousand such characters: arrows, dashes, "Đang tải…") took 3.1 MB of heap.
// esbuild prints string literals and JSX text with `\u` escapes (charset ascii); comment lines are
// escaped here. A file made mostly of such text (the Japanese and Vietnamese catalogues) is left
// as it is: escaped, it would be longer than it is wide. Run by `npm run build` after the build.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'build', 'server');
const WIDE = /[\u0100-\uffff]/g;
const HAS_WIDE = /[\u0100-\uffff]/;
const escapeWide = (text) => text.replace(WIDE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

async function* modules(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* modules(full);
    else if (entry.isFile() && entry.name.endsWith('.js')) yield full;
  }
}

let rewritten = 0;
let saved = 0;
for await (const file of modules(root)) {
  const source = await readFile(file, 'utf8');
  const wide = source.match(WIDE)?.length ?? 0;
  if (!wide) continue;
  const { code } = await transform(source, { loader: 'js', format: 'esm', charset: 'ascii', target: 'esnext' });
  const out = code
    .split('\n')
    .map((line) => {
      const start = line.trimStart();
      return start.startsWith('//') || start.startsWith('/*') || start.startsWith('*') ? escapeWide(line) : line;
    })
    .join('\n');
  // Still wide (a regular expression or a tagged template esbuild leaves as written), or longer
  // escaped than two bytes a character: keep the original.
  if (HAS_WIDE.test(out) || out.length >= source.length * 2) continue;
  await writeFile(file, out);
  rewritten++;
  saved += source.length * 2 - out.length;
}
console.log(`server build: ${rewritten} modules made one-byte (${(saved / 1048576).toFixed(1)} MB less heap)`);
