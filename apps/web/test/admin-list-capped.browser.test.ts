import { execFileSync } from 'node:child_process';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from './support/admin';
import { ROOT, type RunningApp, startApp } from './support/app';

/*
 * The admin kit's table footer when the server stops counting (decision 0381): a filtered product
 * list of more than 1,000 rows reads "1–20 trong 1000+", pages on past the count, and its last
 * page shows the exact total. Built server, fresh database plus 1,000 generated products.
 */

let app: RunningApp;
let published: number;
beforeAll(async () => {
  app = await startApp('admin-list-capped');
  execFileSync(process.execPath, ['--import', 'tsx', 'src/cli/seed.ts', '--products', '1000', '--no-images'], {
    cwd: path.join(ROOT, 'apps/server'),
    env: { ...process.env, DATA_DIR: app.dataDir, DATABASE_URL: '', REDIS_URL: '' },
    stdio: 'ignore',
  });
  const db = new Database(path.join(app.dataDir, 'sen.sqlite'), { readonly: true });
  published = (db.prepare("select count(*) as n from products where status = 'published'").get() as { n: number }).n;
  db.close();
}, 180_000);
afterAll(async () => app?.stop());

describe('admin table footer', () => {
  it('shows "1000+" for a long filtered list, pages past it, and the exact total on the last page', async () => {
    expect(published).toBeGreaterThan(1040);
    const { base, browser } = app;
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await signInAs(page, base, 'admin@sen.local');

    const count = page.getByTestId('table-count');
    const pages = page.getByTestId('table-page');
    const next = page.getByRole('button', { name: 'Trang sau' });
    const previous = page.getByRole('button', { name: 'Trang trước' });

    // The whole catalogue: an exact count.
    await page.goto(`${base}/admin/products`, { waitUntil: 'load' });
    await expect.poll(() => count.textContent()).toMatch(/^1–20 trong \d+$/);

    // Filtered: more than 1,000 published products, counted up to 1,000.
    await page.goto(`${base}/admin/products?status=published`, { waitUntil: 'load' });
    await expect.poll(() => count.textContent()).toBe('1–20 trong 1000+');
    expect(await pages.textContent()).toBe('Trang 1/51+');
    await next.click();
    await expect.poll(() => count.textContent()).toBe('21–40 trong 1000+');
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');

    // Page 50 holds rows 981–1000; Next goes past the count and the known pages grow.
    await page.goto(`${base}/admin/products?status=published&page=50`, { waitUntil: 'load' });
    await expect.poll(() => count.textContent()).toBe('981–1000 trong 1000+');
    expect(await next.isEnabled()).toBe(true);
    await next.click();
    await expect.poll(() => count.textContent()).toBe('1001–1020 trong 1020+');
    expect(await pages.textContent()).toBe('Trang 51/52+');
    expect(await page.getByTestId('table-row').count()).toBe(20);
    await previous.click();
    await expect.poll(() => count.textContent()).toBe('981–1000 trong 1000+');

    // The last page: the total is exact and Next is off.
    const last = Math.ceil(published / 20);
    await page.goto(`${base}/admin/products?status=published&page=${last}`, { waitUntil: 'load' });
    await expect.poll(() => count.textContent()).toBe(`${(last - 1) * 20 + 1}–${published} trong ${published}`);
    expect(await pages.textContent()).toBe(`Trang ${last}/${last}`);
    expect(await next.isDisabled()).toBe(true);
    await context.close();
  }, 120_000);
});
