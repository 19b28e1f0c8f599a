import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { RenderQueue, turnBudget } from './render-queue';

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
    // No budget per turn here: only the refusal is under test.
    const queue = new RenderQueue({ concurrency: 1, maxWaiting: 5, maxWaitMs: 1_000, shedAfterMs: 60, turnMs: 1_000 });
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

  it('renders up to turnMs of work in a turn, then lets the loop back to its sockets; first come, first served', async () => {
    const queue = new RenderQueue({ concurrency: 4, maxWaiting: 10, maxWaitMs: 5_000, shedAfterMs: 5_000, turnMs: 20 });
    const granted: string[] = [];
    const take = (name: string) => {
      const slot = queue.acquire();
      if (typeof slot === 'function') {
        granted.push(name);
        return Promise.resolve(slot);
      }
      if (slot === null) throw new Error(`${name} refused`);
      return slot.then((release) => {
        granted.push(name);
        return release as () => void;
      });
    };
    await new Promise((r) => setImmediate(r));
    // A render of 25 ms: the turn's budget is spent, so the next requests of this turn line up.
    const a = await take('a');
    spinCpu(25);
    a();
    const b = take('b');
    const c = take('c');
    expect(queue.queued).toBe(2);
    expect(granted).toEqual(['a']);
    // Not granted before the loop has had its turn at the sockets (the poll phase, a timer here).
    let polled = false;
    setTimeout(() => {
      polled = true;
    }, 0);
    const releaseB = await b;
    expect(granted).toEqual(['a', 'b']);
    // In the next turn a newcomer lines up behind the one already waiting.
    const d = take('d');
    expect(queue.queued).toBe(2);
    spinCpu(25);
    releaseB();
    expect(queue.queued).toBe(2);
    (await c)();
    (await d)();
    expect(granted).toEqual(['a', 'b', 'c', 'd']);
    expect(polled).toBe(true);
    expect([queue.running, queue.queued]).toEqual([0, 0]);
  });

  it("turnBudget: a route's requests start within the turn's budget, the rest in later turns in order, none refused", async () => {
    const gate = turnBudget(10);
    await new Promise((r) => setImmediate(r));
    const started: number[] = [];
    let turns = 0;
    const countTurns = setInterval(() => turns++, 0);
    // Five requests read in one turn; each, once started, does 15 ms of work and answers.
    const requests = Array.from({ length: 5 }, (_, i) => {
      const req = {};
      return new Promise<void>((resolve) => {
        gate.onRequest(req, null, () => {
          started.push(i);
          const at = turns;
          spinCpu(15);
          gate.onResponse(req, null, () => resolve());
          expect(turns).toBe(at);
        });
      });
    });
    // Only the first started in the turn they were read in.
    expect(started).toEqual([0]);
    const turnOf: number[] = [];
    await Promise.all(requests.map((p) => p.then(() => turnOf.push(turns))));
    clearInterval(countTurns);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    // Each later one in a turn of its own: the loop polled (a timer ran) in between.
    expect(new Set(turnOf).size).toBeGreaterThanOrEqual(4);
  });

  it('lets at least one waiter through every turn, however long the rest of the turn was', async () => {
    const queue = new RenderQueue({ concurrency: 4, maxWaiting: 10, maxWaitMs: 5_000, shedAfterMs: 5_000, turnMs: 10 });
    await new Promise((r) => setImmediate(r));
    const first = queue.acquire() as () => void;
    spinCpu(15);
    first();
    const waiting = queue.acquire() as Promise<(() => void) | null>;
    // Every later turn spends its budget before the line is served: a page asked for (it lines
    // up) and 12 ms of other requests' work, in the timers phase, before the check phase.
    let busy = true;
    const later: Promise<(() => void) | null>[] = [];
    const otherWork = () => {
      if (!busy) return;
      later.push(queue.acquire() as Promise<(() => void) | null>);
      spinCpu(12);
      setTimeout(otherWork, 0);
    };
    setTimeout(otherWork, 0);
    const release = await waiting;
    busy = false;
    expect(typeof release).toBe('function');
    (release as () => void)();
    for (const next of later) ((await next) as () => void)();
    expect([queue.running, queue.queued]).toEqual([0, 0]);
  });

  it('refuses a newcomer once the first in line has waited longer than shedAfterMs', async () => {
    const queue = new RenderQueue({ concurrency: 1, maxWaiting: 50, maxWaitMs: 5_000, shedAfterMs: 60, turnMs: 1 });
    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
    const held = queue.acquire() as () => void;
    const first = queue.acquire();
    await sleep(30);
    // 30 ms in line: a newcomer still lines up.
    const second = queue.acquire();
    expect(second).toBeInstanceOf(Promise);
    await sleep(40);
    // The first has waited 70 ms: a newcomer would wait about as long, more than a page may.
    expect(queue.acquire()).toBeNull();
    held();
    ((await first) as () => void)();
    // The line moved: the one first now has waited 40 ms.
    const third = queue.acquire();
    expect(third).toBeInstanceOf(Promise);
    ((await second) as () => void)();
    ((await third) as () => void)();
    expect([queue.running, queue.queued]).toEqual([0, 0]);
  });

  it("refuses a new connection's first page while new connections keep coming to a loop saturated for maxWaitMs, not for a busy loop alone", async () => {
    const queue = new RenderQueue({ concurrency: 1, maxWaiting: 2, maxWaitMs: 150, shedAfterMs: 1_000 });
    const server = new EventEmitter();
    const stop = queue.watchLoop(server);
    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
    const accept = () => {
      const socket = {};
      server.emit('connection', socket);
      return socket;
    };
    // The loop kept busy as by renders one after another: turns of 10 ms of work, no idle time;
    // `connect` new connections accepted along the way (one per turn, as Node does).
    const busyFor = async (ms: number, connect: number) => {
      const end = performance.now() + ms;
      while (performance.now() < end) {
        const turn = performance.now() + 10;
        while (performance.now() < turn) {}
        if (connect-- > 0) accept();
        await new Promise((r) => setImmediate(r));
      }
    };
    const renders = async (socket?: object) => {
      const slot = queue.acquire(socket);
      if (typeof slot === 'function') slot();
      return slot;
    };
    try {
      await sleep(120);
      const keptOpen = accept();
      expect(typeof (await renders(keptOpen))).toBe('function');
      // Saturated for 300 ms by keep-alive visitors (no new connection): every render admitted.
      await busyFor(300, 0);
      expect(typeof (await renders(accept()))).toBe('function');
      // Saturated for longer than a page may wait while new connections kept coming: a new
      // connection's first page is refused, a visitor on an open connection is not.
      await busyFor(300, 30);
      const newcomer = accept();
      expect(await renders(newcomer)).toBeNull();
      expect(typeof (await renders(keptOpen))).toBe('function');
      // Its second page is judged as any open connection's.
      expect(typeof (await renders(newcomer))).toBe('function');
      // Still saturated, but the connections stopped coming (a burst, then keep-alive): after
      // maxWaitMs the burst is forgotten and new visitors are admitted without an idle moment.
      await busyFor(250, 0);
      expect(typeof (await renders(accept()))).toBe('function');
      // An idle moment and pages render again.
      await busyFor(300, 30);
      expect(await renders(accept())).toBeNull();
      await sleep(150);
      expect(typeof (await renders(accept()))).toBe('function');
    } finally {
      stop();
    }
    expect(server.listenerCount('connection')).toBe(0);
  });
});

/** CPU work of this process (the queue counts CPU time, not the clock: decision 0378). */
function spinCpu(ms: number) {
  const cpuMs = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  const end = cpuMs() + ms;
  while (cpuMs() < end) {}
}
