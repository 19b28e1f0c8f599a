import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_LAUNCH, startServer } from './server';

export { ROOT } from './server';

/**
 * The built app for end-to-end tests: `node apps/server/dist/main.js` on a database of its own,
 * and Debian's chromium. The database starts as a copy of the one the browser project's global
 * setup had the server migrate and seed once (global-setup.ts): the same demo shop a first start
 * makes, without each file paying for the seed (~2 s of CPU).
 * Assumes `npm run build` ran before (`npm test` does it).
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder the built server migrated and seeded once; each app starts on a copy. */
    seededDataDir: string;
  }
}

export interface RunningApp {
  base: string;
  dataDir: string;
  browser: Browser;
  output(): string;
  stop(): Promise<void>;
}

/** `env` adds to the server's environment (a suite's gateways pointed at its simulator). */
export async function startApp(name: string, env: NodeJS.ProcessEnv = {}): Promise<RunningApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `${name}-`));
  cpSync(inject('seededDataDir'), dataDir, { recursive: true });
  // Side by side: each is a second or two of waiting the other can use.
  const [started, launched] = await Promise.allSettled([startServer(dataDir, env), chromium.launch(CHROMIUM_LAUNCH)]);
  if (started.status === 'rejected' || launched.status === 'rejected') {
    if (started.status === 'fulfilled') await started.value.stop();
    if (launched.status === 'fulfilled') await launched.value.close();
    rmSync(dataDir, { recursive: true, force: true });
    throw started.status === 'rejected' ? started.reason : (launched as PromiseRejectedResult).reason;
  }
  const server = started.value;
  const browser = launched.value;
  // Every page prefers reduced motion unless a test asks otherwise: the storefront's contact
  // button pings forever and app.css cuts transitions to 1 ms, so an open page stops drawing frames.
  // A storefront page left open drew ~4x the CPU without it (chromium, 10 s idle).
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options) => newContext({ reducedMotion: 'reduce', ...options });
  return {
    base: server.base,
    dataDir,
    browser,
    output: server.output,
    async stop() {
      await browser.close();
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
