import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { transformSync } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { applyReactStrings, REACT_STRINGS_EDITS } from '../build-tools/react-renderer';

/**
 * Decision 0391: the server build's copy of React's Node renderer hands a destination that says
 * `takesStrings` the HTML as strings instead of encoding it into views piece by piece.
 */
const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const requireHere = createRequire(path.join(webDir, 'package.json'));
const reactDir = path.dirname(requireHere.resolve('react/package.json'));
const reactDomDir = path.dirname(requireHere.resolve('react-dom/package.json'));
const rendererFile = path.join(reactDomDir, 'cjs', 'react-dom-server.node.production.js');

type Renderer = {
  renderToPipeableStream(element: unknown, options?: object): { pipe(destination: object): void };
};
type ReactLike = { createElement(type: unknown, props: object | null, ...children: unknown[]): unknown; Suspense: unknown };

/** React's production builds, loaded as a CommonJS module from `code` (the renderer, edited or not). */
function productionRenderer(code: string): { renderer: Renderer; React: ReactLike } {
  const React = requireHere(path.join(reactDir, 'cjs', 'react.production.js')) as ReactLike;
  const ReactDOM = requireHere(path.join(reactDomDir, 'cjs', 'react-dom.production.js'));
  const base = createRequire(rendererFile);
  const req = (id: string) => (id === 'react' ? React : id === 'react-dom' ? ReactDOM : base(id));
  const module = { exports: {} as Renderer };
  new Function('require', 'module', 'exports', code)(req, module, module.exports);
  return { renderer: module.exports, React };
}

function page(React: ReactLike): unknown {
  const h = React.createElement;
  const rows = Array.from({ length: 400 }, (_, i) =>
    h('li', { key: i, className: `row r${i}` }, `Điện thoại số ${i} — giá tốt ✓ 日本語`),
  );
  return h(
    'html',
    { lang: 'vi' },
    h('head', null, h('title', null, 'Sen'), h('script', { nonce: 'n0nce', src: '/a.js', async: true })),
    h(
      'body',
      null,
      h('main', null, h('h1', null, 'Khuyến mãi & "quà" <tặng>'), h('ul', null, rows)),
      h(React.Suspense, { fallback: 'chờ…' }, h('p', null, 'xong')),
    ),
  );
}

function renderToBuffer(
  renderer: Renderer,
  element: unknown,
  destination: 'strings' | 'stream',
): Promise<{ html: Buffer; strings: number; views: number }> {
  return new Promise((resolve, reject) => {
    let strings = 0;
    let views = 0;
    const parts: Buffer[] = [];
    const count = (chunk: unknown) => {
      if (typeof chunk === 'string') strings++;
      else views++;
      parts.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk as Uint8Array));
      return true;
    };
    const done = () => resolve({ html: Buffer.concat(parts), strings, views });
    const target =
      destination === 'strings'
        ? { takesStrings: true, write: count, end: done, destroy: reject, on: () => target }
        : new Writable({
            decodeStrings: false,
            write(chunk, _enc, next) {
              count(chunk);
              next();
            },
            final(next) {
              next();
              done();
            },
          });
    const stream = renderer.renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(target),
      onShellError: reject,
    });
  });
}

describe("React's Node renderer hands a whole page over as strings (build-tools/react-renderer.ts)", () => {
  const original = fs.readFileSync(rendererFile, 'utf8');

  it('applies every edit to the installed renderer, which stays valid JavaScript', () => {
    const result = applyReactStrings(original);
    expect(result.applied.sort()).toEqual(REACT_STRINGS_EDITS.map((e) => e.name).sort());
    for (const edit of REACT_STRINGS_EDITS) expect(result.code).toContain(edit.replace);
    expect(() => transformSync(result.code, { loader: 'js', format: 'cjs' })).not.toThrow();
  });

  it('writes the same HTML as strings to a destination that takes them, and as bytes to a stream', async () => {
    const before = productionRenderer(original);
    const after = productionRenderer(applyReactStrings(original).code);
    const expected = await renderToBuffer(before.renderer, page(before.React), 'stream');
    expect(expected.views).toBeGreaterThan(0);
    expect(expected.strings).toBe(0);

    const asStrings = await renderToBuffer(after.renderer, page(after.React), 'strings');
    expect(asStrings.views).toBe(0);
    expect(asStrings.strings).toBeGreaterThan(100);
    expect(asStrings.html.toString('utf8')).toBe(expected.html.toString('utf8'));

    // A Node stream (a page that streams) still gets encoded bytes, the same ones.
    const streamed = await renderToBuffer(after.renderer, page(after.React), 'stream');
    expect(streamed.strings).toBe(0);
    expect(streamed.html.equals(expected.html)).toBe(true);
  });

  const built = path.join(webDir, 'build/server/index.js');
  it.skipIf(!fs.existsSync(built))('is in the server build', () => {
    const code = fs.readFileSync(built, 'utf8');
    expect(code).toContain('true === destination.takesStrings');
  });
});
