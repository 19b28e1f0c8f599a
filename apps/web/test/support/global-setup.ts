import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM, CHROMIUM_ARGS, checkPrerequisites, startServer } from './server';

/**
 * Once per run of the browser project: one chromium for every file to connect to, and a data
 * folder the built server migrated and seeded on its first start, for every app to start on a
 * copy of (support/app.ts). A chromium start costs ~4 s of CPU and a first start's seed ~2 s;
 * ~45 files paid both each, on a machine the browser tests keep ~90 % busy.
 */
export default async function setup(project: TestProject) {
  checkPrerequisites();
  const seeded = mkdtempSync(path.join(tmpdir(), 'sen-seeded-'));
  const first = await startServer(seeded);
  await first.stop();
  const browser = await chromium.launchServer({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  project.provide('chromiumEndpoint', browser.wsEndpoint());
  project.provide('seededDataDir', seeded);
  return async () => {
    await browser.close();
    rmSync(seeded, { recursive: true, force: true });
  };
}
