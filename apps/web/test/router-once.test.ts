import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformSync } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { applyRouterOnce, ROUTER_ONCE_EDITS } from '../build-tools/router-once';

/**
 * Decisions 0374 and 0384: the server build edits React Router's production files so that the route
 * objects, the static router's data routes and the partial manifest's matches are made once, not per
 * page. This fails when the installed React Router no longer has the code the edits replace (the
 * build fails too), and checks the
 * built server carries them.
 */
const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const production = path.join(
  path.dirname(createRequire(path.join(webDir, 'package.json')).resolve('react-router/package.json')),
  'dist/production',
);

describe("React Router's per-render work done once (router-once)", () => {
  it('applies every edit to the installed production files, which stay valid JavaScript', () => {
    const applied: string[] = [];
    for (const name of fs.readdirSync(production).filter((n) => n.endsWith('.mjs'))) {
      const code = fs.readFileSync(path.join(production, name), 'utf8');
      const result = applyRouterOnce(code);
      if (result.applied.length === 0) {
        expect(result.code).toBe(code);
        continue;
      }
      applied.push(...result.applied);
      for (const edit of ROUTER_ONCE_EDITS.filter((e) => result.applied.includes(e.name))) {
        expect(result.code).not.toContain(edit.find);
        expect(result.code).toContain(edit.replace);
      }
      expect(() => transformSync(result.code, { loader: 'js', format: 'esm' })).not.toThrow();
    }
    expect(applied.sort()).toEqual(ROUTER_ONCE_EDITS.map((e) => e.name).sort());
  });

  const serverDir = path.join(webDir, 'build/server');
  it.skipIf(!fs.existsSync(path.join(serverDir, 'index.js')))('the built server calls the kept routes and ids', () => {
    const files = [
      path.join(serverDir, 'index.js'),
      ...fs.readdirSync(path.join(serverDir, 'assets')).map((n) => path.join(serverDir, 'assets', n)),
    ];
    const all = files
      .filter((f) => f.endsWith('.js'))
      .map((f) => fs.readFileSync(f, 'utf8'))
      .join('\n');
    // The bundler may rename the local (`routes2`): the call is what matters.
    expect(all).toMatch(/let routes\d* = senServerRoutes\(manifest, routeModules, context\)/);
    expect(all).toMatch(/let ids\d* = senPartialIds\(router, path\)/);
    expect(all).toMatch(/let \{ manifest\d*, dataRoutes\d* \} = senStaticDataRoutes\(routes\d*\)/);
  });
});
