import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApp, startApp } from './support/app';

/**
 * The storefront's first-visit budget (decision 0021): every script a fresh browser fetches for a
 * catalogue page, each gzip -9 as a server would send it, is at most 150 KiB together. Admin and
 * seller code must not reach these pages; anything new on them has to load when first used.
 */
const BUDGET = 150 * 1024;

let app: RunningApp;

beforeAll(async () => {
  app = await startApp('sen-js-budget');
});
afterAll(() => app?.stop());

async function firstVisitScripts(path: string, width: number): Promise<{ total: number; files: string[] }> {
  const context = await app.browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  const bodies: Array<Promise<{ url: string; size: number }>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.push(response.body().then((b) => ({ url: response.url(), size: gzipSync(b, { level: 9 }).length })));
  });
  await page.goto(`${app.base}${path}`, { waitUntil: 'networkidle' });
  const scripts = await Promise.all(bodies);
  await context.close();
  return {
    total: scripts.reduce((sum, s) => sum + s.size, 0),
    files: scripts.map((s) => `${new URL(s.url).pathname} ${s.size}`),
  };
}

describe('first-visit JavaScript', () => {
  it('stays within 150 KiB of gzip on home, listing and product pages, phone and desktop', async () => {
    const home = (await (await fetch(`${app.base}/api/v1/home`)).json()) as {
      metadata: { products: { bestSellers: Array<{ slug: string }> } };
    };
    const slug = home.metadata.products.bestSellers[0]?.slug;
    expect(slug).toBeTruthy();
    for (const path of ['/', '/products', `/products/${slug}`]) {
      for (const width of [390, 1366]) {
        const { total, files } = await firstVisitScripts(path, width);
        expect(files.length).toBeGreaterThan(0);
        console.log(`first visit ${path} at ${width}px: ${total} B of ${BUDGET} (${files.length} scripts)`);
        expect(total, `${path} at ${width}px: ${total} B\n${files.join('\n')}`).toBeLessThanOrEqual(BUDGET);
      }
    }
  });
});
