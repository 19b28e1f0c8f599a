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

  it('refuses renders once the loop has been saturated by them for maxWaitMs, and admits them again when it idles', async () => {
    const queue = new RenderQueue({ concurrency: 1, maxWaiting: 0, maxWaitMs: 150 });
    const stop = queue.watchLoop();
    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
    // The loop kept busy, as by renders one after another: turns of 10 ms of work, no idle time.
    const busyFor = async (ms: number) => {
      const end = performance.now() + ms;
      while (performance.now() < end) {
        const turn = performance.now() + 10;
        while (performance.now() < turn) {}
        await new Promise((r) => setImmediate(r));
      }
    };
    try {
      await sleep(120);
      // Busy, but with no render in the stretch (start-up work, API calls): pages are not refused.
      await busyFor(300);
      const first = queue.acquire();
      expect(typeof first).toBe('function');
      (first as () => void)();
      // Still saturated, now by a render, for longer than a page may wait.
      await busyFor(300);
      expect(queue.acquire()).toBeNull();
      // An idle moment and pages render again.
      await sleep(150);
      const again = queue.acquire();
      expect(typeof again).toBe('function');
      (again as () => void)();
    } finally {
      stop();
    }
  });
});
