import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { checkPrerequisites, startServer } from './server';

/**
 * Once per run of the browser project: a data folder the built server migrated and seeded on its
 * first start, for every app to start on a copy of (support/app.ts). A first start's seed costs
 * ~2 s of CPU; ~45 files paid it each, on a machine the browser tests keep ~90 % busy.
 */
export default async function setup(project: TestProject) {
  checkPrerequisites();
  const seeded = mkdtempSync(path.join(tmpdir(), 'sen-seeded-'));
  const first = await startServer(seeded);
  await first.stop();
  project.provide('seededDataDir', seeded);
  return () => rmSync(seeded, { recursive: true, force: true });
}
