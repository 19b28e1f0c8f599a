// Decision 0377: V8 keeps each script's source for the life of the process, and one character above
// U+00FF anywhere in a file makes it a two-byte string: main.js took 6.6 MB of heap instead of 3.3.
// esbuild writes string literals as ASCII already; comments are rewritten here, and code (a regular
// expression or a tagged template, which esbuild leaves as written) must use \u escapes.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const wide = /[\u0100-\uffff]/g;
const escapeWide = (text) => text.replace(wide, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** Escapes wide characters in the comments of every .js file under `dir`; exits on any left in code. */
export function oneByteBundles(dir, label) {
  const inCode = [];
  for (const file of readdirSync(dir, { recursive: true })) {
    if (!file.endsWith('.js')) continue;
    const full = path.join(dir, file);
    const lines = readFileSync(full, 'utf8').split('\n');
    let changed = false;
    lines.forEach((line, i) => {
      if (!wide.test(line)) return;
      const code = line.trimStart();
      if (code.startsWith('//') || code.startsWith('/*') || code.startsWith('*')) {
        lines[i] = escapeWide(line);
        changed = true;
      } else inCode.push(`${label}/${file}:${i + 1}: ${code.slice(0, 120)}`);
    });
    if (changed) writeFileSync(full, lines.join('\n'));
  }
  if (inCode.length) {
    console.error(
      `Characters above U+00FF in a server bundle's code double its memory (decision 0377); write them as \\u escapes:\n${inCode.join('\n')}`,
    );
    process.exit(1);
  }
}
