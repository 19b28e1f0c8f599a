import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { ChangeBus } from './change-bus';

const redisUrl = process.env.TEST_REDIS_URL;

describe('change bus', () => {
  it('tells its own instance before publish returns, once', async () => {
    const bus = new ChangeBus(null);
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
      const a = new ChangeBus(clients[0]!);
      const b = new ChangeBus(clients[1]!);
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
  });
});
