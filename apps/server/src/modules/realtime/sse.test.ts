import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDb, dialects, type TestDb } from '../../../test/helpers';
import { createDb, type Db } from '../../db/connection';
import { bearer, createUser, login, seedPlaces } from '../auth/testing';
import { addProduct, checkoutBody, mailIdle, placeOrder } from '../orders/testing';
import { seedCommerce } from '../seed/commerce';
import { readGeneral, writeGeneral } from '../settings/store';

const redisUrl = process.env.TEST_REDIS_URL;

interface Heard {
  event: string;
  data: unknown;
}

/** An open /events stream: what it heard so far, and a wait for a matching event. */
async function listen(base: string, headers: Record<string, string>) {
  const ctrl = new AbortController();
  const res = await fetch(`${base}/api/v1/events`, { headers, signal: ctrl.signal });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const heard: Heard[] = [];
  const waiters: Array<() => void> = [];
  void (async () => {
    const reader = res.body!.getReader();
    const dec = new TextDecoder();
    let buf = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buf += dec.decode(value, { stream: true });
        let cut = buf.indexOf('\n\n');
        while (cut >= 0) {
          const frame = buf.slice(0, cut);
          buf = buf.slice(cut + 2);
          const event = /^event: (.*)$/m.exec(frame)?.[1];
          const data = /^data: (.*)$/m.exec(frame)?.[1];
          if (event && data) heard.push({ event, data: JSON.parse(data) });
          for (const w of waiters.splice(0)) w();
          cut = buf.indexOf('\n\n');
        }
      }
    } catch {
      // aborted
    }
  })();
  const until = async (match: (h: Heard) => boolean, ms = 5000): Promise<Heard> => {
    const end = Date.now() + ms;
    for (;;) {
      const found = heard.find(match);
      if (found) return found;
      if (Date.now() > end) throw new Error(`not heard; heard ${JSON.stringify(heard)}`);
      await new Promise<void>((r) => {
        waiters.push(r);
        setTimeout(r, 100);
      });
    }
  };
  await until((h) => h.event === 'ready');
  return { heard, until, close: () => ctrl.abort() };
}

/**
 * Decision 0230: two instances of the server on one database and one Redis; a page connected to
 * one hears what happens on the other — staff notifications, and chat both ways.
 */
describe.skipIf(!redisUrl).each(dialects)('live events across two instances on %s', (dialect) => {
  let testDb: TestDb;
  let second: Db;
  const redis: Redis[] = [];
  let a: FastifyInstance;
  let b: FastifyInstance;
  let baseA: string;
  let baseB: string;

  beforeAll(async () => {
    testDb = await createTestDb(dialect);
    // Its own handle on the same data, as a second process would have.
    second = createDb({
      databaseUrl: dialect === 'postgres' ? process.env.TEST_DATABASE_URL : undefined,
      dataDir: testDb.dataDir,
      pgSchema: testDb.schema,
    });
    for (let i = 0; i < 2; i++) redis.push(new Redis(redisUrl!, { maxRetriesPerRequest: 2 }));
    a = await createTestApp(testDb, { redis: redis[0] });
    b = await createTestApp({ ...testDb, ...second }, { redis: redis[1] });
    await seedPlaces(a);
    await seedCommerce(a.db, new Date().toISOString());
    const g = await readGeneral(a.db);
    const { logo: _l, taxPercent: _t, updatedAt: _u, ...fields } = g;
    await writeGeneral(
      a.db,
      {
        ...fields,
        hours: (['mon-fri', 'sat', 'sun'] as const).map((days) => ({ days, open: '00:00', close: '23:59', closed: false })),
      },
      undefined,
    );
    baseA = await a.listen({ port: 0, host: '127.0.0.1' });
    baseB = await b.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await mailIdle(a);
    await a.close();
    await b.close();
    for (const r of redis) await r.quit();
    await second.close();
    await testDb.destroy();
  });

  it('a new order placed on A reaches a staff page open on B; a customer page hears nothing of it', async () => {
    const staff = await createUser(a, { role: 'staff' });
    const staffPage = await listen(baseB, bearer((await login(b, staff.email)).token));
    const customer = await createUser(a);
    const customerPage = await listen(baseB, bearer((await login(b, customer.email)).token));
    const p = await addProduct(a, { quantity: 5 });
    const placed = await placeOrder(a, checkoutBody([{ productId: p.id, quantity: 1 }]));
    expect(placed.statusCode, placed.body).toBe(201);
    const { code } = placed.json().metadata;
    const n = await staffPage.until((h) => h.event === 'notification');
    expect(n.data).toMatchObject({ title: `Đơn hàng mới ${code}`, read: false, link: `/admin/orders/${code}` });
    await new Promise((r) => setTimeout(r, 200));
    expect(customerPage.heard.filter((h) => h.event === 'notification')).toEqual([]);
    staffPage.close();
    customerPage.close();
  });

  it('a guest on A and an agent on B exchange chat messages live; another guest hears none', async () => {
    const agent = await createUser(a, { role: 'support' });
    const agentHeaders = bearer((await login(b, agent.email)).token);
    const agentPage = await listen(baseB, agentHeaders);
    const g = await a.inject({ method: 'GET', url: '/api/v1/chat' });
    const cookie = `sen_chat=${g.cookies.find((c) => c.name === 'sen_chat')!.value}`;
    const guestPage = await listen(baseA, { cookie });
    const o = await a.inject({ method: 'GET', url: '/api/v1/chat' });
    const otherPage = await listen(baseB, { cookie: `sen_chat=${o.cookies.find((c) => c.name === 'sen_chat')!.value}` });

    const sent = await fetch(`${baseA}/api/v1/chat/messages`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ body: 'Shop ơi, còn hàng không?' }),
    });
    expect(sent.status).toBe(201);
    const atAgent = await agentPage.until((h) => h.event === 'chat.message');
    const { conversation, message } = atAgent.data as {
      conversation: { id: string; unreadStaff: number };
      message: { body: string };
    };
    expect(message.body).toBe('Shop ơi, còn hàng không?');
    expect(conversation.unreadStaff).toBe(1);

    const replied = await fetch(`${baseB}/api/v1/admin/chat/conversations/${conversation.id}/messages`, {
      method: 'POST',
      headers: { ...agentHeaders, 'content-type': 'application/json' },
      body: JSON.stringify({ body: 'Dạ còn ạ!' }),
    });
    expect(replied.status).toBe(201);
    const atGuest = await guestPage.until(
      (h) => h.event === 'chat.message' && (h.data as { message: { sender: string } }).message.sender === 'staff',
    );
    expect((atGuest.data as { message: { body: string } }).message.body).toBe('Dạ còn ạ!');
    await new Promise((r) => setTimeout(r, 200));
    expect(otherPage.heard.filter((h) => h.event.startsWith('chat'))).toEqual([]);
    for (const page of [agentPage, guestPage, otherPage]) page.close();
  });
});
