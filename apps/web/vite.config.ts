import { createRequire } from 'node:module';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { reactRenderer } from './build-tools/react-renderer';
import { routerOnce } from './build-tools/router-once';
import { staticClosure } from './build-tools/static-closure';

const route = (file: string) => new RegExp(`[\\\\/]app[\\\\/]${file.replaceAll('.', '\\.').replaceAll('/', '[\\\\/]')}$`);
// What every page needs: the document, providers, header and footer.
const shell = staticClosure('shell', [route('root.tsx'), route('routes/storefront.tsx')]);
// What the catalogue pages share (cards, breadcrumbs, pagination), fetched once for all of them.
const catalog = staticClosure(
  'catalog',
  [route('routes/home.tsx'), route('routes/catalog.products.tsx'), route('routes/catalog.product.tsx')],
  2,
);
// One chunk for what only the product page needs besides its route module (its stepper, prose
// styles…): split by the bundler, each was a file of its own on a first visit.
const productRoute = route('routes/catalog.product.tsx');
const product = staticClosure('product', [productRoute]);

/**
 * React Router's production build. Its package exports only the development build to Node (the `node`
 * condition), whose dev-only warnings run on every render; the server bundle takes this file instead
 * (bundled in, so the server's createRequestHandler comes from the same copy: entry.server.tsx).
 */
const reactRouterProduction = (() => {
  const entry = createRequire(import.meta.url).resolve('react-router');
  const production = entry.replace(/[\\/]development[\\/]index\.m?js$/, '/production/index.mjs');
  if (production === entry) throw new Error(`react-router's layout changed (${entry}): update vite.config.ts`);
  return production;
})();

/**
 * The server build imports @sen/core from core's own build (`@sen/core/dist/…`, packages/core/build.mjs)
 * instead of bundling a copy: the Fastify server imports the same files, so the process holds core's
 * catalogues and zod schemas once (decision 0388).
 */
const sharedCore: Plugin = {
  name: 'sen-shared-core',
  enforce: 'pre',
  resolveId(id) {
    const m = /^@sen\/core(?:\/(.+))?$/.exec(id);
    return m ? { id: `@sen/core/dist/${m[1] ?? 'index'}.js`, external: true } : null;
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  // routerOnce: React Router's per-render work that a build fixes, done once (decision 0374).
  plugins: [
    tailwindcss(),
    reactRouter(),
    shell.plugin,
    catalog.plugin,
    product.plugin,
    ...(isSsrBuild ? [routerOnce(), reactRenderer(), sharedCore] : []),
  ],
  resolve: {
    // The repo root holds another react-router copy (for @react-router/dev); two copies break router context.
    dedupe: ['react', 'react-dom', 'react-router'],
    alias: isSsrBuild ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  ssr: {
    // @react-router/node is bundled (decision 0377): imported at runtime it loaded react-router's
    // development build beside the bundled production one, ~1.4 MB of heap for one stream helper.
    // @sen/core is imported from its own build (sharedCore above).
    noExternal: ['@react-router/node'],
  },
  build: {
    sourcemap: !!process.env.SOURCEMAP,
    rolldownOptions: isSsrBuild
      ? undefined
      : {
          output: {
            // A first visit used to fetch ~45 tiny chunks; fewer, larger ones cost fewer round trips.
            codeSplitting: {
              groups: [
                { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 20 },
                { name: 'shell', test: shell.test, priority: 10 },
                { name: 'catalog', test: catalog.test, priority: 5 },
                { name: 'product', test: (id: string) => product.test(id) && !productRoute.test(id), priority: 1 },
              ],
            },
          },
        },
  },
}));
