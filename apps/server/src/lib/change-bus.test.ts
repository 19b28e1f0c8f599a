import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { ChangeBus } from './change-bus';

const redisUrl = process.env.TEST_REDIS_URL;

describe('change bus', () => {
  it('tells its own instance before publish returns, once', async () => {
    const bus = new ChangeBus(null, 'local');
    const heard: string[] = [];
    bus.on((t) => heard.push(t));
    const done = bus.publish('catalogue');
    expect(heard).toEqual(['catalogue']);
    await done;
    expect(heard).toEqual(['catalogue']);
  });

  describe.skipIf(!redisUrl)('over Redis', () => {
    const clients: Redis[] = [];
    afterAll(async () => {
      for (const c of clients) await c.quit();
    });

    it('reaches the other instance, and the writer hears itself once, at once', async () => {
      for (let i = 0; i < 2; i++) clients.push(new Redis(redisUrl!, { maxRetriesPerRequest: 2 }));
      const shop = randomUUID().slice(0, 8);
      const a = new ChangeBus(clients[0]!, shop);
      const b = new ChangeBus(clients[1]!, shop);
      await a.start();
      await b.start();
      const heardA: string[] = [];
      const heardB: string[] = [];
      a.on((t) => heardA.push(t));
      const reachedB = new Promise<void>((resolve) =>
        b.on((t) => {
          heardB.push(t);
          resolve();
        }),
      );
      const done = a.publish('catalogue');
      expect(heardA).toEqual(['catalogue']);
      await done;
      await reachedB;
      // Give A's own echo time to arrive (and be dropped).
      await new Promise((r) => setTimeout(r, 100));
      expect(heardA).toEqual(['catalogue']);
      expect(heardB).toEqual(['catalogue']);
      await a.close();
      await b.close();
    });

    it("keeps one shop's changes and live messages from another shop on the same Redis", async () => {
      for (let i = 0; i < 3; i++) clients.push(new Redis(redisUrl!, { maxRetriesPerRequest: 2 }));
      const shop = randomUUID().slice(0, 8);
      const [writer, sameShop, otherShop] = [shop, shop, randomUUID().slice(0, 8)].map(
        (ns, i) => new ChangeBus(clients[clients.length - 3 + i]!, ns),
      ) as [ChangeBus, ChangeBus, ChangeBus];
      for (const bus of [writer, sameShop, otherShop]) await bus.start();
      const heardOther: string[] = [];
      otherShop.on((t) => heardOther.push(t));
      otherShop.onSignal((s) => heardOther.push(s.event));
      const reached = new Promise<void>((resolve) => sameShop.onSignal(() => resolve()));
      await writer.publish('catalogue');
      await writer.signal({ key: 'staff', event: 'notification', payload: {} });
      await reached;
      await new Promise((r) => setTimeout(r, 100));
      expect(heardOther).toEqual([]);
      for (const bus of [writer, sameShop, otherShop]) await bus.close();
    });
  });
});
