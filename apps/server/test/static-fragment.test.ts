import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_GENERAL_SETTINGS } from '@sen/core';
import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { bearer, createUser, login } from '../src/modules/auth/testing';
import { routerHandler } from '../src/web/ssr';
import { createDemoDb, type TestDb, testConfig } from './helpers';

const serverDir = path.join(loadConfig().webBuildDir, 'server');
const webBuilt = fs.existsSync(path.join(serverDir, 'index.js'));

interface Fragments {
  html(key: string, lang: string, element: unknown): string;
  clear(): void;
}

/**
 * Decision 0384: the parts of a page that are the same for every visitor (the footer) are rendered
 * once per key and language and their HTML reused. A page built from the kept HTML must be the very
 * bytes React renders without it, in every language, the first time and after.
 */
describe.skipIf(!webBuilt)('static fragments (apps/web/app/features/shell/static-fragment.tsx)', () => {
  let testDb: TestDb;
  let app: FastifyInstance;
  let handle: ReturnType<ReturnType<typeof routerHandler>>;
  let fragments: Fragments;

  beforeAll(async () => {
    testDb = await createDemoDb('sqlite');
    app = await buildApp({ config: testConfig(testDb), db: testDb.db, dialect: testDb.dialect, web: true });
    await app.ready();
    const build = (await import(pathToFileURL(path.join(serverDir, 'index.js')).href)) as ServerBuild;
    handle = routerHandler(build)(build, 'production');
    fragments = (build.entry.module as unknown as { staticFragments: Fragments }).staticFragments;
    // The page handler loads a language's texts before it renders (decision 0389); this test calls
    // the build directly, so it loads English in the core the build imports.
    const i18n = (await import('@sen/core/dist/i18n/index.js' as string)) as { loadLanguage(lang: 'en'): Promise<void> | null };
    await i18n.loadLanguage('en');
  });
  afterAll(async () => {
    await app.close();
    await testDb.destroy();
  });

  /** A render through the build with the real API in process, as a guest. */
  const render = async (url: string, lang: 'vi' | 'en', staticFragments?: boolean) => {
    const res = await handle(new Request(`http://localhost${url}`), {
      apiFetch: async (input: string | URL | Request, init?: RequestInit) => {
        const u = new URL(String(input), 'http://localhost');
        const answer = await app.inject({
          method: (init?.method ?? 'GET') as 'GET',
          url: u.pathname + u.search,
          headers: { 'x-language': lang },
        });
        return new Response(answer.rawPayload, { status: answer.statusCode, headers: { 'content-type': 'application/json' } });
      },
      lang,
      nonce: 'fixed-nonce',
      requestId: 'static-fragment-test',
      ...(staticFragments === undefined ? {} : { staticFragments }),
    } as never);
    expect(res.status).toBe(200);
    return res.text();
  };

  it('keeps the footer per language and puts the same bytes in the page as a fresh render', async () => {
    fragments.clear();
    const made: string[] = [];
    const html = fragments.html.bind(fragments);
    fragments.html = (key, lang, element) => {
      const out = html(key, lang, element);
      made.push(out);
      return out;
    };
    try {
      for (const lang of ['vi', 'en'] as const) {
        const fresh = await render('/faq', lang, false);
        const first = await render('/faq', lang);
        const again = await render('/faq', lang);
        expect(first).toBe(fresh);
        expect(again).toBe(fresh);
        const footer = fresh.slice(fresh.indexOf('<footer'), fresh.indexOf('</footer>'));
        expect(footer.length).toBeGreaterThan(3000);
        // The kept HTML is the footer's inside, and what the page carries.
        expect(made.at(-1)).toBe(footer.slice(footer.indexOf('>') + 1));
      }
      expect(made).toHaveLength(4);
      // One render each for vi and en; the others were the kept HTML.
      expect(new Set(made).size).toBe(2);
    } finally {
      fragments.html = html;
    }
  });

  it('renders the footer again when the settings it shows change', async () => {
    const before = await render('/faq', 'vi');
    expect(before).toContain('Sen');
    // The store name is in the footer's copyright line.
    const admin = bearer((await login(app, (await createUser(app, { role: 'admin' })).email)).token);
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/v1/admin/settings/general',
      headers: admin,
      payload: { ...DEFAULT_GENERAL_SETTINGS, storeName: 'Sen Fragment Test', freeShippingThreshold: 750_000 },
    });
    expect(saved.statusCode).toBeLessThan(300);
    const after = await render('/faq', 'vi');
    expect(after).toBe(await render('/faq', 'vi', false));
    const footer = after.slice(after.indexOf('<footer'), after.indexOf('</footer>'));
    expect(footer).toContain('Sen Fragment Test');
    expect(footer).toContain('750.000');
    expect(before.slice(before.indexOf('<footer'), before.indexOf('</footer>'))).not.toContain('750.000');
  });
});
