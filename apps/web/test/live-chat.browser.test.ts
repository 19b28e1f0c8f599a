import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from './support/admin';
import { ROOT, type RunningApp, startApp } from './support/app';

/*
 * Live chat across instances (issue 16, decision 0230): the built server runs twice on one
 * database and one Redis; the shopper talks to instance A, the support agent to instance B, and
 * each sees the other's messages without reloading.
 */

const REDIS = process.env.TEST_REDIS_URL;
const PASSWORD = 'Sen@12345';
const SHOTS = process.env.SCREENSHOT_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

let a: RunningApp;
let second: ChildProcess | null = null;
let baseB = '';
let logB = '';

beforeAll(async () => {
  if (!REDIS) return;
  a = await startApp('live-chat', { REDIS_URL: REDIS });
  const port = await freePort();
  baseB = `http://127.0.0.1:${port}`;
  second = spawn(process.execPath, [path.join(ROOT, 'apps/server/dist/main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: a.dataDir,
      DATABASE_URL: '',
      REDIS_URL: REDIS,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseB,
      COOKIE_SECURE: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  second.stdout?.on('data', (c: Buffer) => {
    logB += c.toString();
  });
  second.stderr?.on('data', (c: Buffer) => {
    logB += c.toString();
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${baseB}/api/v1/ready`)).status === 200) break;
    } catch {
      // not yet
    }
    if (Date.now() > deadline || second.exitCode !== null) throw new Error(`second instance not ready:\n${logB}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}, 120_000);

afterAll(async () => {
  if (second && second.exitCode === null) {
    const exited = new Promise((r) => second?.once('exit', r));
    second.kill('SIGTERM');
    await exited;
  }
  await a?.stop();
});

async function signIn(page: Page, base: string, email: string) {
  await signInAs(page, base, email, PASSWORD);
}

describe.skipIf(!REDIS)('live chat on two instances behind one Redis', () => {
  it('a shopper (instance A) and a support agent (instance B) exchange messages live', async () => {
    const shopperCtx = await a.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'vi-VN' });
    const shopper = await shopperCtx.newPage();
    await shopper.goto(`${a.base}/`, { waitUntil: 'load' });
    await shopper.waitForSelector('html[data-hydrated="true"]');
    await shopper.getByTestId('chat-bubble').click();
    await shopper.getByTestId('chat-panel').waitFor();
    await expect.poll(() => shopper.getByTestId('chat-send').isEnabled()).toBe(true);
    await shopper.getByPlaceholder('Tên của bạn').fill('Chị Mai');
    await shopper.getByTestId('chat-input').fill('Chào Sen, áo dài còn size M không?');
    await shopper.getByTestId('chat-send').click();
    await shopper.getByTestId('chat-mine').filter({ hasText: 'áo dài còn size M' }).waitFor();

    const agentCtx = await a.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'vi-VN' });
    const agent = await agentCtx.newPage();
    await signIn(agent, baseB, 'support@sen.local');
    await agent.goto(`${baseB}/admin/support/chat`, { waitUntil: 'load' });
    await agent.waitForSelector('html[data-hydrated="true"]');
    const row = agent.getByTestId('chat-conversation').filter({ hasText: 'Chị Mai' });
    await row.waitFor();
    await expect.poll(() => row.getByTestId('chat-unread').textContent()).toBe('1');
    await row.click();
    await agent.getByTestId('chat-thread').getByText('Chào Sen, áo dài còn size M không?').waitFor();

    await agent.getByTestId('chat-reply').fill('Dạ còn size M ạ, chị đặt ngay nhé!');
    await agent.getByTestId('chat-reply-send').click();
    // Pushed from B to the shopper's page on A, no reload.
    await shopper.getByTestId('chat-theirs').filter({ hasText: 'Dạ còn size M ạ' }).waitFor({ timeout: 10_000 });
    await shot(shopper, 'live-chat-widget');

    // And back: the shopper's next message appears in the agent's open thread on B.
    await shopper.getByTestId('chat-input').fill('Cảm ơn shop!');
    await shopper.getByTestId('chat-send').click();
    await agent.getByTestId('chat-thread').getByText('Cảm ơn shop!').waitFor({ timeout: 10_000 });
    await shot(agent, 'live-chat-inbox');

    // A contact message sent through A reaches the agent's bell on B at once (issue 13): the badge
    // counts it and the dropdown lists it, without a reload.
    const badge = agent.getByTestId('unread-badge');
    const before = (await badge.count()) > 0 ? Number(await badge.textContent()) : 0;
    const contact = await fetch(`${a.base}/api/v1/contact-messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Ông Tư',
        email: 'tu@example.vn',
        phone: '',
        subject: 'Hỏi giờ mở cửa',
        message: 'Cửa hàng mở cửa mấy giờ ạ?',
      }),
    });
    expect(contact.status).toBe(201);
    await expect.poll(() => badge.textContent(), { timeout: 10_000 }).toBe(String(before + 1));
    await agent.getByTestId('admin-notifications').click();
    await agent.getByText('Tin nhắn liên hệ mới từ Ông Tư').waitFor();
    await shot(agent, 'live-notifications');

    // History is kept: the /chat page shows the whole conversation to the same shopper.
    await shopper.goto(`${a.base}/chat`, { waitUntil: 'load' });
    await shopper.getByTestId('chat-theirs').filter({ hasText: 'Dạ còn size M ạ' }).waitFor();
    expect(await shopper.getByTestId('chat-mine').count()).toBe(2);
    await shopperCtx.close();
    await agentCtx.close();
  }, 120_000);
});
