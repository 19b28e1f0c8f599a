import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { transformSync } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { WHOLE_BODY_FLUSH_CHARS, WholeBody } from '../app/whole-body.server';
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
  const rows = Array.from({ length: 800 }, (_, i) =>
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
    // The shop's own destination (decision 0410: it encodes every WHOLE_BODY_FLUSH_CHARS), counted.
    class CountedWholeBody extends WholeBody {
      override write(chunk: Uint8Array | string): boolean {
        if (typeof chunk === 'string') strings++;
        else views++;
        return super.write(chunk);
      }
    }
    const target =
      destination === 'strings'
        ? new CountedWholeBody((html) => resolve({ html, strings, views }), reject)
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
    // Long enough that WholeBody encodes it in several parts, one of them cut mid-page.
    expect(expected.html.toString('utf8').length).toBeGreaterThan(2 * WHOLE_BODY_FLUSH_CHARS);

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

describe('WholeBody (app/whole-body.server.ts, decision 0410)', () => {
  const collect = (chunks: Array<string | Uint8Array>): Buffer => {
    let out: Buffer | null = null;
    const body = new WholeBody(
      (html) => {
        out = html;
      },
      (error) => {
        throw error;
      },
    );
    for (const chunk of chunks) body.write(chunk);
    body.end();
    if (!out) throw new Error('no body');
    return out;
  };

  it('gives the bytes of every piece in order, across encodes and views', () => {
    const piece = (i: number) => `<li data-i="${i}">Giá tốt ✓ 日本語 🌸 ${i}</li>`;
    const pieces = Array.from({ length: 3000 }, (_, i) => piece(i));
    const text = pieces.join('');
    expect(text.length).toBeGreaterThan(4 * WHOLE_BODY_FLUSH_CHARS);
    expect(collect(pieces).toString('utf8')).toBe(text);

    // A view (React's development build) in the middle, cutting "✓" (3 bytes) in two.
    const check = Buffer.from('✓');
    const mixed = collect([...pieces.slice(0, 1500), check.subarray(0, 1), check.subarray(1), ...pieces.slice(1500)]);
    expect(mixed.toString('utf8')).toBe(`${pieces.slice(0, 1500).join('')}✓${pieces.slice(1500).join('')}`);
  });

  it('gives an empty body for no HTML, and a short page in one encode', () => {
    expect(collect([]).length).toBe(0);
    expect(collect(['<p>', 'xin chào', '</p>']).toString('utf8')).toBe('<p>xin chào</p>');
  });
});
