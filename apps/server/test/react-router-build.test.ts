import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
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

  async function renderMissingPage() {
    const build = (await import(pathToFileURL(path.join(serverDir, 'index.js')).href)) as ServerBuild;
    const handle = routerHandler(build)(build, 'production');
    return handle(new Request('http://localhost/no-such-page-for-this-test'), {
      apiFetch: async () => new Response('{}', { status: 503, headers: { 'content-type': 'application/json' } }),
      lang: 'en',
      nonce: '',
      requestId: 't',
    } as never);
  }

  it("takes the request handler from the build, the routes' own copy of the router", async () => {
    const res = await renderMissingPage();
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  });

  // Decision 0390: React's Node renderer keeps its render in an AsyncLocalStorage, whose first `run`
  // switches on async hooks for the whole process (every later promise and request pays for them).
  it("renders without Node's AsyncLocalStorage (React's render store is a synchronous one)", async () => {
    const all = serverBundle()
      .map(({ text }) => text)
      .join('\n');
    expect(all).not.toMatch(/\bfrom\s*["'](?:node:)?async_hooks["']|require\(\s*["'](?:node:)?async_hooks["']\s*\)/);
    // The renderer is bundled, not imported from node_modules at run time (where it would take Node's).
    expect(all).not.toMatch(/\bfrom\s*["']react-dom\/server(?:\.node)?["']/);
    const run = vi.spyOn(AsyncLocalStorage.prototype, 'run');
    try {
      const res = await renderMissingPage();
      expect(await res.text()).toContain('</html>');
      // React's render (its store has the tasks it pings) never went through Node's storage.
      const reactRuns = run.mock.calls.filter(([store]) => typeof store === 'object' && store !== null && 'pingedTasks' in store);
      expect(reactRuns).toEqual([]);
    } finally {
      run.mockRestore();
    }
  });
});
