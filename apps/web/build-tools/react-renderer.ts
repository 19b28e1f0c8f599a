import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * React's Node renderer in the server build, bundled and changed in two ways:
 *
 * 1. Its `require('async_hooks')` gets a synchronous store (app/sync-request-storage.server.ts): its
 *    AsyncLocalStorage would switch on async hooks for the whole process at the first render and make
 *    every later request dearer (decision 0390). `react-dom/server` resolves to the package's Node
 *    entry, which picks the production or development files by NODE_ENV at run time, and is bundled.
 * 2. It hands a whole page over as strings (below, decision 0391).
 */

/**
 * React's Node renderer encodes every piece of HTML into 4 KB Uint8Array views with a TextEncoder as
 * it goes (`writeChunk`), several thousand small `encodeInto` calls per page, and keeps its fixed
 * pieces (`<script`, ` nonce="`…) encoded too (`stringToPrecomputedChunk`). A page rendered whole
 * (apps/web/app/entry.server.tsx `WholeBody`) is joined and encoded once at the end anyway. These
 * edits make the server build's copy hand a destination that says `takesStrings` the HTML as
 * strings, as React's own Bun build does, and keep the fixed pieces as strings; a streamed page
 * (a Node stream, without `takesStrings`) is encoded as before. ~10 % of a product or home page's
 * render CPU (decision 0391).
 *
 * Server build only; a React whose code no longer has these exact lines fails the build here.
 */
export const REACT_STRINGS_EDITS: ReadonlyArray<{ name: string; find: string; replace: string }> = [
  {
    name: 'write-strings',
    find: 'function writeChunk(destination, chunk) {\n  if ("string" === typeof chunk) {',
    replace:
      'function writeChunk(destination, chunk) {\n  if (true === destination.takesStrings) {\n    destination.write(chunk);\n    return;\n  }\n  if ("string" === typeof chunk) {',
  },
  {
    name: 'fixed-pieces-as-strings',
    find: 'function stringToPrecomputedChunk(content) {\n  return textEncoder.encode(content);\n}',
    replace: 'function stringToPrecomputedChunk(content) {\n  return content;\n}',
  },
];

/** React's Node renderer, either build; the edits apply to the production one. */
const RENDERER = /[\\/]react-dom[\\/]cjs[\\/]react-dom-server\.node\.(production|development)\.js$/;

export function applyReactStrings(code: string): { code: string; applied: string[] } {
  const applied: string[] = [];
  let out = code;
  for (const edit of REACT_STRINGS_EDITS) {
    if (!out.includes(edit.find)) continue;
    out = out.replace(edit.find, edit.replace);
    applied.push(edit.name);
  }
  return { code: out, applied };
}

export function reactRenderer(): Plugin {
  const dir = path.dirname(createRequire(import.meta.url).resolve('react-dom/package.json'));
  const entry = path.join(dir, 'server.node.js');
  const storage = fileURLToPath(new URL('../app/sync-request-storage.server.ts', import.meta.url));
  let seen = false;
  return {
    name: 'sen-react-renderer',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'react-dom/server') return entry;
      if ((source === 'async_hooks' || source === 'node:async_hooks') && importer && RENDERER.test(importer)) return storage;
      return null;
    },
    transform(code, id) {
      if (RENDERER.exec(id)?.[1] !== 'production') return null;
      seen = true;
      const result = applyReactStrings(code);
      const missing = REACT_STRINGS_EDITS.filter((e) => !result.applied.includes(e.name)).map((e) => e.name);
      if (missing.length > 0) {
        throw new Error(
          `react-dom's Node renderer changed (${missing.join(', ')}): update apps/web/build-tools/react-renderer.ts`,
        );
      }
      return { code: result.code, map: null };
    },
    buildEnd(error) {
      if (!error && !seen)
        throw new Error("the server build did not bundle react-dom's Node renderer: see apps/web/build-tools/react-renderer.ts");
    },
  };
}
