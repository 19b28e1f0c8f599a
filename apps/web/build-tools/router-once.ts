import type { Plugin } from 'vite';

/**
 * Work React Router's server render repeats on every request although its result never changes
 * within a build (issue 11: "no per-render work that could be done once at start"; decision 0374):
 *
 * - `ServerRouter` turns the build's route manifest into route objects (`createServerRoutes`, ~300
 *   routes) for every page; they depend only on the manifest and the route modules, so they are
 *   made once per manifest and reused (createStaticRouter copies them, it does not change them).
 * - `getPartialManifest` (the route list inlined for lazy route discovery) matches each parent path
 *   of the URL ("/", "/products") against every route branch on every page; which routes a path
 *   matches is fixed by the build, so the ids are kept per path (a bounded map).
 *
 * Together ~1 ms of CPU per page on the demo build. Server build only; a React Router whose code
 * no longer has these exact calls fails the build here instead of silently losing the change.
 */
/** A ranked branch of React Router's route tree (flattenRoutes): its full path and its routes. */
interface Branch {
  path: string;
  routesMeta: Array<{ caseSensitive: boolean }>;
}

/** The branches of one list by their first segment (lower case); `any`: those that may match whatever it is. */
export interface BranchIndex<B> {
  by: Map<string, B[]>;
  any: B[];
}

/**
 * React Router matches a pathname against its ranked branches one after the other until one
 * matches (~300 here, each attempt allocating its matches). A branch whose first segment is static
 * can only match a pathname with that first segment (its matcher compares ASCII letters without
 * case, as `toLowerCase` does), so the index keeps, per first segment, the branches with that first
 * segment and those whose first segment is dynamic, optional, a splat or case-sensitive, in their
 * ranked order. Made once per branch list (once per build). Also written into the server build with
 * `toString`: plain JavaScript inside.
 */
export function branchIndex<B extends Branch>(branches: B[]): BranchIndex<B> {
  const by = new Map<string, B[]>();
  const any: B[] = [];
  const firsts: Array<[B, string | null]> = branches.map((branch) => {
    const path = branch.path.replace(/^\/+/, '');
    const end = path.indexOf('/');
    const first = end < 0 ? path : path.slice(0, end);
    const dynamic = /[:*?]/.test(first) || branch.routesMeta.some((meta) => meta.caseSensitive);
    return [branch, dynamic ? null : first.toLowerCase()];
  });
  for (const [, first] of firsts) if (first !== null && !by.has(first)) by.set(first, []);
  for (const [branch, first] of firsts) {
    if (first === null) {
      any.push(branch);
      for (const list of by.values()) list.push(branch);
    } else by.get(first)?.push(branch);
  }
  return { by, any };
}

/** The branches `pathname` (decoded, basename stripped) can match, in ranked order; anything unusual gets them all. */
export function branchCandidates<B>(index: BranchIndex<B>, branches: B[], pathname: string): B[] {
  if (pathname.charCodeAt(0) !== 47 || pathname.includes('//')) return branches;
  const end = pathname.indexOf('/', 1);
  const first = (end < 0 ? pathname.slice(1) : pathname.slice(1, end)).toLowerCase();
  return index.by.get(first) ?? index.any;
}

export const ROUTER_ONCE_EDITS = [
  {
    name: 'createServerRoutes once per manifest',
    find: `  let routes = createServerRoutes(
    manifest.routes,
    routeModules,
    context.future,
    context.isSpaMode
  );`,
    replace: '  let routes = senServerRoutes(manifest, routeModules, context);',
    append: `
/* Sen (apps/web/build-tools/router-once.ts): route objects made once per manifest. */
var senServerRoutesByManifest = new WeakMap();
function senServerRoutes(manifest, routeModules, context) {
  let kept = senServerRoutesByManifest.get(manifest.routes);
  if (kept === undefined || kept.isSpaMode !== context.isSpaMode) {
    kept = {
      isSpaMode: context.isSpaMode,
      routes: createServerRoutes(manifest.routes, routeModules, context.future, context.isSpaMode)
    };
    senServerRoutesByManifest.set(manifest.routes, kept);
  }
  return kept.routes;
}
`,
  },
  {
    name: 'partial manifest matches kept per path',
    find: `    let matches = matchRoutesImpl(
      router.routes,
      path,
      router.basename || "/",
      false,
      router.branches
    );
    if (matches) {
      matches.forEach((m) => routeIds.add(m.route.id));
    }`,
    replace: `    let ids = senPartialIds(router, path);
    if (ids) {
      ids.forEach((id) => routeIds.add(id));
    }`,
    append: `
/* Sen (apps/web/build-tools/router-once.ts): the route ids a path matches, kept per path. */
var senPartialIdsByPath = new Map();
function senPartialIds(router, path) {
  let key = (router.basename || "/") + "\\0" + path;
  let ids = senPartialIdsByPath.get(key);
  if (ids === undefined) {
    let matches = matchRoutesImpl(router.routes, path, router.basename || "/", false, router.branches);
    ids = matches ? matches.map((m) => m.route.id) : null;
    if (senPartialIdsByPath.size >= 1000) senPartialIdsByPath.clear();
    senPartialIdsByPath.set(key, ids);
  }
  return ids;
}
`,
  },
  {
    name: 'static router data routes once per route list',
    find: `function createStaticRouter(routes, context, opts = {}) {
  let manifest = {};
  let dataRoutes = convertRoutesToDataRoutes(
    routes,
    mapRouteProperties,
    void 0,
    manifest
  );`,
    replace: `function createStaticRouter(routes, context, opts = {}) {
  let { manifest, dataRoutes } = senStaticDataRoutes(routes);`,
    append: `
/* Sen (apps/web/build-tools/router-once.ts): the static router's data routes made once per route list. */
var senStaticDataRoutesByRoutes = new WeakMap();
function senStaticDataRoutes(routes) {
  let kept = senStaticDataRoutesByRoutes.get(routes);
  if (kept === undefined) {
    let manifest = {};
    let dataRoutes = convertRoutesToDataRoutes(routes, mapRouteProperties, void 0, manifest);
    kept = { manifest, dataRoutes };
    senStaticDataRoutesByRoutes.set(routes, kept);
  }
  return kept;
}
`,
  },
  {
    name: 'route matching by first segment',
    find: `  let matches = null;
  let decoded = decodePath(pathname);
  for (let i = 0; matches == null && i < branches.length; ++i) {
    matches = matchRouteBranch(
      branches[i],
      decoded,
      allowPartial
    );
  }
  return matches;`,
    replace: `  let matches = null;
  let decoded = decodePath(pathname);
  let candidates = precomputedBranches && !allowPartial && decoded != null ? senBranchesFor(precomputedBranches, decoded) : branches;
  for (let i = 0; matches == null && i < candidates.length; ++i) {
    matches = matchRouteBranch(
      candidates[i],
      decoded,
      allowPartial
    );
  }
  return matches;`,
    append: `
/* Sen (apps/web/build-tools/router-once.ts): the branches a pathname can match, by its first segment. */
var senBranchIndex = ${branchIndex.toString()};
var senBranchCandidates = ${branchCandidates.toString()};
var senBranchIndexes = new WeakMap();
function senBranchesFor(branches, pathname) {
  let index = senBranchIndexes.get(branches);
  if (index === undefined) {
    index = senBranchIndex(branches);
    senBranchIndexes.set(branches, index);
  }
  return senBranchCandidates(index, branches, pathname);
}
`,
  },
  {
    name: 'resolved paths from the route pathnames kept per match list',
    find: `function useResolvedPath(to, { relative } = {}) {
  let { matches } = React2.useContext(RouteContext);
  let { pathname: locationPathname } = useLocation();
  let routePathnamesJson = JSON.stringify(getResolveToMatches(matches));
  return React2.useMemo(
    () => resolveTo(
      to,
      JSON.parse(routePathnamesJson),`,
    replace: `function useResolvedPath(to, { relative } = {}) {
  let { matches } = React2.useContext(RouteContext);
  let { pathname: locationPathname } = useLocation();
  let routePathnames = senRoutePathnames(matches);
  let routePathnamesJson = routePathnames.json;
  return React2.useMemo(
    () => resolveTo(
      to,
      routePathnames.list,`,
    append: `
/* Sen (apps/web/build-tools/router-once.ts): a route's pathnames (and their JSON) once per match list, not per link. */
var senRoutePathnamesByMatches = new WeakMap();
function senRoutePathnames(matches) {
  let kept = senRoutePathnamesByMatches.get(matches);
  if (kept === undefined) {
    let list = getResolveToMatches(matches);
    kept = { list, json: JSON.stringify(list) };
    senRoutePathnamesByMatches.set(matches, kept);
  }
  return kept;
}
`,
  },
  {
    name: 'entry route modules once per build',
    find: `      routeModules: createEntryRouteModules(build.routes),`,
    replace: `      routeModules: senEntryRouteModules(build.routes),`,
    append: `
/* Sen (apps/web/build-tools/router-once.ts): the route modules by id, once per build. */
var senEntryRouteModulesByRoutes = new WeakMap();
function senEntryRouteModules(routes) {
  let kept = senEntryRouteModulesByRoutes.get(routes);
  if (kept === undefined) {
    kept = createEntryRouteModules(routes);
    senEntryRouteModulesByRoutes.set(routes, kept);
  }
  return kept;
}
`,
  },
] as const;

/** Applies the edits to React Router's production files; returns the code and the edits made. */
export function applyRouterOnce(code: string): { code: string; applied: string[] } {
  let out = code;
  const applied: string[] = [];
  for (const edit of ROUTER_ONCE_EDITS) {
    if (!out.includes(edit.find)) continue;
    out = out.replace(edit.find, edit.replace) + edit.append;
    applied.push(edit.name);
  }
  return { code: out, applied };
}

export function routerOnce(): Plugin {
  const applied = new Set<string>();
  return {
    name: 'sen-router-once',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/.test(id)) return null;
      const result = applyRouterOnce(code);
      if (result.applied.length === 0) return null;
      for (const name of result.applied) applied.add(name);
      return { code: result.code, map: null };
    },
    buildEnd(error) {
      if (error) return;
      const missing = ROUTER_ONCE_EDITS.filter((e) => !applied.has(e.name)).map((e) => e.name);
      if (missing.length > 0) {
        throw new Error(`react-router's server code changed (${missing.join(', ')}): update apps/web/build-tools/router-once.ts`);
      }
    },
  };
}
