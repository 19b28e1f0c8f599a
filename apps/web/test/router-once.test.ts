import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { transformSync } from 'esbuild';
import { createStaticHandler, matchPath, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { applyRouterOnce, branchCandidates, branchIndex, ROUTER_ONCE_EDITS } from '../build-tools/router-once';

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
    // The route matching is also in the React Server Components entry (not used here): edited alike.
    expect([...new Set(applied)].sort()).toEqual(ROUTER_ONCE_EDITS.map((e) => e.name).sort());
  });

  const serverDir = path.join(webDir, 'build/server');
  it.skipIf(!fs.existsSync(path.join(serverDir, 'index.js')))(
    "matches every path of the app's routes as over all branches, taking only those of its first segment",
    async () => {
      // The app's route tree from the build, turned into React Router's ranked branches.
      const build = (await import(pathToFileURL(path.join(serverDir, 'index.js')).href)) as {
        routes: Record<string, { id: string; parentId?: string; path?: string; index?: boolean; caseSensitive?: boolean }>;
      };
      const byParent = new Map<string | undefined, RouteObject[]>();
      const objects = new Map<string, RouteObject>();
      for (const r of Object.values(build.routes)) {
        const route = (
          r.index ? { id: r.id, index: true, path: r.path } : { id: r.id, path: r.path, children: [] }
        ) as RouteObject;
        if (r.caseSensitive) route.caseSensitive = true;
        objects.set(r.id, route);
        byParent.set(r.parentId, [...(byParent.get(r.parentId) ?? []), route]);
      }
      for (const [parent, children] of byParent) if (parent) objects.get(parent)?.children?.push(...children);
      type B = { path: string; routesMeta: Array<{ caseSensitive: boolean }> };
      const branches = (createStaticHandler(byParent.get(undefined) ?? []) as unknown as { _internalRouteBranches: B[] })
        ._internalRouteBranches;
      expect(branches.length).toBeGreaterThan(100);
      const index = branchIndex(branches);

      // Each candidate list keeps the ranked order.
      const position = new Map(branches.map((b, i) => [b, i]));
      for (const list of [...index.by.values(), index.any]) {
        const at = list.map((b) => position.get(b) ?? -1);
        expect(at).toEqual([...at].sort((x, y) => x - y));
      }

      // Pathnames from every branch (parameters and splats filled in, letters in other cases, a
      // trailing slash) and some that match nothing.
      const paths = new Set(['/', '/x', '/Products', '/PRODUCTS/a', '/%C4%90i%E1%BB%87n', '/Điện/thoại', '/a//b', '//products']);
      for (const b of branches) {
        for (const value of ['x', 'Dien-thoai', '123']) {
          const p = `/${b.path.replace(/^\/+/, '')}`.replace(/:[\w-]+\??/g, value).replace(/\*$/, 'a/b');
          paths.add(p);
          paths.add(p.toUpperCase());
          paths.add(`${p}/`);
        }
      }
      const matches = (b: B, pathname: string) =>
        matchPath({ path: b.path, caseSensitive: b.routesMeta.some((m) => m.caseSensitive), end: true }, pathname) !== null;
      let matched = 0;
      for (const pathname of paths) {
        const candidates = branchCandidates(index, branches, pathname);
        const all = branches.filter((b) => matches(b, pathname));
        // No branch that matches is left out, so the first match is the same.
        expect(all.filter((b) => !candidates.includes(b)).map((b) => `${pathname} → ${b.path}`)).toEqual([]);
        expect(candidates.find((b) => matches(b, pathname))).toBe(all[0]);
        if (all.length > 0) matched++;
      }
      expect(matched).toBeGreaterThan(branches.length);
      // And it pays: a product page is tried against a few branches, not all of them.
      expect(branchCandidates(index, branches, '/products/dien-thoai-x').length).toBeLessThan(branches.length / 5);
    },
  );

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
    expect(all).toMatch(/let routePathnames\d* = senRoutePathnames\(matches\d*\)/);
    expect(all).toMatch(/routeModules: senEntryRouteModules\(build\d*\.routes\)/);
    expect(all).toMatch(/let candidates\d* = precomputedBranches && !allowPartial && decoded\d* != null \? senBranchesFor\(/);
  });
});
