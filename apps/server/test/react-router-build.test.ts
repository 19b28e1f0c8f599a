import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { routerHandler } from '../src/web/ssr';

const serverDir = path.join(loadConfig().webBuildDir, 'server');
const webBuilt = fs.existsSync(path.join(serverDir, 'index.js'));

/** Every file of the server build, as text. */
function serverBundle(): Array<{ file: string; text: string }> {
  const files = [path.join(serverDir, 'index.js')];
  for (const name of fs.readdirSync(path.join(serverDir, 'assets'))) {
    if (name.endsWith('.js')) files.push(path.join(serverDir, 'assets', name));
  }
  return files.map((file) => ({ file, text: fs.readFileSync(file, 'utf8') }));
}

describe.skipIf(!webBuilt)("the server renders with React Router's production build", () => {
  it('bundles the router instead of importing the development build Node would resolve', () => {
    const bundle = serverBundle();
    // A bare import would load node_modules/react-router through its `node` export: dist/development.
    const bare = bundle.filter(({ text }) => /\bfrom\s*["']react-router["']|import\(\s*["']react-router["']\s*\)/.test(text));
    expect(bare.map(({ file }) => path.basename(file))).toEqual([]);
    const all = bundle.map(({ text }) => text).join('\n');
    // The router is in the bundle…
    expect(all).toContain('createStaticHandler');
    // …without the development build's per-render warnings (compiled out when ENABLE_DEV_WARNINGS is false).
    expect(all).not.toContain('No routes matched location');
    expect(all).not.toContain('You rendered descendant <Routes>');
  });

  it("takes the request handler from the build, the routes' own copy of the router", async () => {
    const build = (await import(pathToFileURL(path.join(serverDir, 'index.js')).href)) as ServerBuild;
    const handle = routerHandler(build)(build, 'production');
    const res = await handle(new Request('http://localhost/no-such-page-for-this-test'), {
      apiFetch: async () => new Response('{}', { status: 503, headers: { 'content-type': 'application/json' } }),
      lang: 'en',
      nonce: '',
      requestId: 't',
    } as never);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  });
});
