import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LaunchOptions } from 'playwright-core';

/**
 * The built server and Debian's chromium as the browser tests run them: shared by each file's app
 * (app.ts) and the browser project's global setup (global-setup.ts), which has no vitest API.
 */

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const SERVER_ENTRY = path.join(ROOT, 'apps/server/dist/main.js');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/**
 * Playwright's own `--disable-features` list (playwright-core's chromiumSwitches.ts, 1.65). Chromium
 * honours only the last `--disable-features` switch, so ours carries this list too and Playwright's
 * is left out; chromium-switches.browser.test.ts fails when Playwright's list changes.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Headless chromium draws a whole browser window per page, and loads its omnibox popups as WebUI
 * pages in a renderer of their own (chrome://omnibox-popup.top-chrome), preloaded for every
 * window. No test types into an address bar. Measured on 6 contexts × 3 storefront pages: that
 * renderer was 10.2–10.7 of chromium's 44 CPU-s; without it chromium used ~29 (decision 0409).
 */
const OUR_DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'PreloadTopChromeWebUI'];

/** How every browser test launches chromium (`chromium.launch(CHROMIUM_LAUNCH)`). */
export const CHROMIUM_LAUNCH = {
  executablePath: CHROMIUM,
  args: [...CHROMIUM_ARGS, `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OUR_DISABLED_FEATURES].join(',')}`],
  ignoreDefaultArgs: [`--disable-features=${PLAYWRIGHT_DISABLED_FEATURES.join(',')}`],
} satisfies LaunchOptions;

/** Throws a readable error when the build or chromium is missing. */
export function checkPrerequisites(): void {
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run \`npm run build\` first`);
  if (!existsSync(CHROMIUM)) throw new Error(`chromium not found at ${CHROMIUM} (apt-get install -y chromium)`);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForReady(server: ChildProcess, url: string, output: () => string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}:\n${output()}`);
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server not ready after ${timeoutMs} ms:\n${output()}`);
}

export interface ServerProcess {
  base: string;
  output(): string;
  /** SIGTERM, then SIGKILL after 15 s; resolves when the process has exited. */
  stop(): Promise<void>;
}

/**
 * `node apps/server/dist/main.js` on SQLite in `dataDir` (it migrates, and seeds demo data into
 * an empty database), on a free port, answering /ready. `env` adds to its environment.
 */
export async function startServer(dataDir: string, env: NodeJS.ProcessEnv = {}): Promise<ServerProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let log = '';
  const server = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // Mailed links point at this server; plain http, so cookies cannot be Secure.
      PUBLIC_URL: base,
      COOKIE_SECURE: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = () => log;
  server.stdout?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  server.stderr?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  await waitForReady(server, `${base}/api/v1/ready`, output);
  return {
    base,
    output,
    async stop() {
      if (server.exitCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      const timer = setTimeout(() => server.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
