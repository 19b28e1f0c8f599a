import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium } from 'playwright-core';

/**
 * The built app for end-to-end tests: `node apps/server/dist/main.js` on a fresh database
 * (the server migrates and seeds demo data on first start) and Debian's chromium.
 * Assumes `npm run build` ran before (`npm test` does it).
 */

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const SERVER_ENTRY = path.join(ROOT, 'apps/server/dist/main.js');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

export interface RunningApp {
  base: string;
  dataDir: string;
  browser: Browser;
  output(): string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
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
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server not ready after ${timeoutMs} ms:\n${output()}`);
}

/** `env` adds to the server's environment (a suite's gateways pointed at its simulator). */
export async function startApp(name: string, env: NodeJS.ProcessEnv = {}): Promise<RunningApp> {
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run \`npm run build\` first`);
  if (!existsSync(CHROMIUM)) throw new Error(`chromium not found at ${CHROMIUM} (apt-get install -y chromium)`);
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), `${name}-`));
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
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  return {
    base,
    dataDir,
    browser,
    output,
    async stop() {
      await browser.close();
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        const timer = setTimeout(() => server.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
