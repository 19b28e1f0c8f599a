import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { RenderQueue } from './render-queue';

describe('the render queue', () => {
  it('runs a few renders, lines up a few more, and refuses the rest at once', async () => {
    const queue = new RenderQueue({ concurrency: 2, maxWaiting: 1, maxWaitMs: 1_000 });
    const a = queue.acquire();
    const b = queue.acquire();
    expect(typeof a).toBe('function');
    expect(typeof b).toBe('function');
    const c = queue.acquire();
    expect(c).toBeInstanceOf(Promise);
    expect(queue.acquire()).toBeNull();
    expect([queue.running, queue.queued]).toEqual([2, 1]);
    (a as () => void)();
    (a as () => void)(); // a second call releases nothing more
    const granted = await c;
    expect(typeof granted).toBe('function');
    expect([queue.running, queue.queued]).toEqual([2, 0]);
    (b as () => void)();
    (granted as () => void)();
    expect(queue.running).toBe(0);
  });

  it('gives up on a wait longer than maxWaitMs', async () => {
    const queue = new RenderQueue({ concurrency: 1, maxWaiting: 5, maxWaitMs: 30 });
    const held = queue.acquire() as () => void;
    const started = Date.now();
    expect(await queue.acquire()).toBeNull();
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
    expect(queue.queued).toBe(0);
    held();
    expect(typeof queue.acquire()).toBe('function');
  });

  it('refuses a render that waited longer than shedAfterMs behind the renders of its turn, and admits the next turn', async () => {
    const queue = new RenderQueue({ concurrency: 1, maxWaiting: 5, maxWaitMs: 1_000, shedAfterMs: 60 });
    // Work of this process, counted as the queue counts it (CPU time, not the clock: decision 0378).
    const cpuMs = () => {
      const u = process.cpuUsage();
      return (u.user + u.system) / 1000;
    };
    const spin = (ms: number) => {
      const end = cpuMs() + ms;
      while (cpuMs() < end) {}
    };
    // Three requests that arrived together, served one after another in one turn of the loop.
    const first = queue.acquire() as () => void;
    expect(typeof first).toBe('function');
    spin(10);
    first();
    const second = queue.acquire();
    expect(typeof second).toBe('function');
    (second as () => void)();
    spin(60);
    // 70 ms of work into the turn: this visitor has waited longer than a page may.
    expect(queue.acquire()).toBeNull();
    // The next turn starts the count again.
    await new Promise((r) => setImmediate(r));
    const next = queue.acquire();
    expect(typeof next).toBe('function');
    (next as () => void)();
  });

  it('refuses renders while new connections keep coming to a loop saturated for maxWaitMs, not for a busy loop alone', async () => {
    const queue = new RenderQueue({ concurrency: 1, maxWaiting: 2, maxWaitMs: 150, shedAfterMs: 1_000 });
    const server = new EventEmitter();
    const stop = queue.watchLoop(server);
    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
    // The loop kept busy as by renders one after another: turns of 10 ms of work, no idle time;
    // `connect` new connections accepted along the way (one per turn, as Node does).
    const busyFor = async (ms: number, connect: number) => {
      const end = performance.now() + ms;
      while (performance.now() < end) {
        const turn = performance.now() + 10;
        while (performance.now() < turn) {}
        if (connect-- > 0) server.emit('connection');
        await new Promise((r) => setImmediate(r));
      }
    };
    const renders = async () => {
      const slot = queue.acquire();
      if (typeof slot === 'function') slot();
      return slot;
    };
    try {
      await sleep(120);
      // Saturated for 300 ms by keep-alive visitors (no new connection): every render admitted.
      await busyFor(300, 0);
      expect(typeof (await renders())).toBe('function');
      // Saturated for longer than a page may wait while new connections kept coming: refused.
      await busyFor(300, 30);
      expect(await renders()).toBeNull();
      // An idle moment and pages render again.
      await sleep(150);
      expect(typeof (await renders())).toBe('function');
    } finally {
      stop();
    }
    expect(server.listenerCount('connection')).toBe(0);
  });
});
