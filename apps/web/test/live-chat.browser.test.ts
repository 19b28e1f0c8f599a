import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from './support/admin';
import { type RunningApp, startApp } from './support/app';
import { type ServerProcess, startServer } from './support/server';
import { shot } from './support/shots';

/*
 * Live chat across instances (issue 16, decision 0230): the built server runs twice on one
 * database and one Redis; the shopper talks to instance A, the support agent to instance B, and
 * each sees the other's messages without reloading.
 */

const REDIS = process.env.TEST_REDIS_URL;
const PASSWORD = 'Sen@12345';

let a: RunningApp;
let second: ServerProcess | null = null;
let baseB = '';

beforeAll(async () => {
  if (!REDIS) return;
  a = await startApp('live-chat', { REDIS_URL: REDIS });
  // The second instance: the same database folder and Redis.
  second = await startServer(a.dataDir, { REDIS_URL: REDIS });
  baseB = second.base;
}, 120_000);

afterAll(async () => {
  await second?.stop();
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
