import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { BackgroundTasks } from './background';
import { bullJobs, type Jobs, processJobs } from './jobs';

const redisUrl = process.env.TEST_REDIS_URL;
const silent = { warn: () => {} } as never;
const tick = (ms = 0) => new Promise((r) => setTimeout(r, ms));

async function until(check: () => boolean, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await tick(20);
  }
}

describe('jobs in process', () => {
  it('retry a failing job with backoff until it succeeds, and drain waits for it', async () => {
    const bg = new BackgroundTasks(silent);
    const jobs = processJobs(bg, { backoffMs: 5 });
    let calls = 0;
    jobs.define<{ n: number }>('flaky', async ({ n }) => {
      calls++;
      if (calls < 3) throw new Error('not yet');
      return n;
    });
    await jobs.enqueue('flaky', { n: 1 });
    await until(() => calls === 3);
    await bg.drain();
    expect(calls).toBe(3);
  });

  it('skip a job whose key is still waiting or running, and refuse an unknown kind', async () => {
    const bg = new BackgroundTasks(silent);
    const jobs = processJobs(bg);
    let calls = 0;
    jobs.define('slow', async () => {
      calls++;
      await tick(50);
    });
    await jobs.enqueue('slow', {}, { key: 'a' });
    await jobs.enqueue('slow', {}, { key: 'a' });
    await jobs.enqueue('slow', {}, { key: 'b' });
    expect(await jobs.waiting()).toBe(2);
    await bg.drain();
    expect(calls).toBe(2);
    await expect(jobs.enqueue('nope', {})).rejects.toThrow(/unknown job kind/);
  });

  it('keep a job queued with a window deduplicated after it ran, until the window ends', async () => {
    const bg = new BackgroundTasks(silent);
    const jobs = processJobs(bg);
    let calls = 0;
    jobs.define('warm', async () => {
      calls++;
    });
    await jobs.enqueue('warm', {}, { key: 'start', windowMs: 300 });
    await until(() => calls === 1);
    await tick(20);
    await jobs.enqueue('warm', {}, { key: 'start', windowMs: 300 });
    await tick(50);
    expect(calls).toBe(1);
    await tick(300);
    await jobs.enqueue('warm', {}, { key: 'start', windowMs: 300 });
    await bg.drain();
    expect(calls).toBe(2);
  });
});

describe.skipIf(!redisUrl)('jobs on BullMQ', () => {
  const clients: Redis[] = [];
  const runners: Jobs[] = [];
  afterAll(async () => {
    for (const r of runners) await r.close().catch(() => {});
    for (const c of clients) await c.quit().catch(() => {});
  });
  /** Two "instances" on one queue namespace, as two servers on one database. */
  async function instances(opts: { lockMs?: number } = {}): Promise<[Jobs, Jobs]> {
    const namespace = `test-${randomUUID().slice(0, 8)}`;
    const make = async () => {
      const redis = new Redis(redisUrl!, { maxRetriesPerRequest: 2 });
      clients.push(redis);
      const jobs = await bullJobs({ redis, namespace, log: silent, backoffMs: 20, ...opts });
      runners.push(jobs);
      return jobs;
    };
    return [await make(), await make()];
  }

  it('run each queued job once across two instances, retried after a failure', async () => {
    const [a, b] = await instances();
    const runs = new Map<number, number>();
    let failedOnce = false;
    const handler = async ({ n }: { n: number }) => {
      if (n === 7 && !failedOnce) {
        failedOnce = true;
        throw new Error('transient');
      }
      runs.set(n, (runs.get(n) ?? 0) + 1);
    };
    a.define('count', handler);
    b.define('count', handler);
    a.start();
    b.start();
    for (let n = 0; n < 20; n++) await (n % 2 ? a : b).enqueue('count', { n });
    await until(() => runs.size === 20);
    await tick(200);
    expect([...runs.values()].every((c) => c === 1)).toBe(true);
    expect(failedOnce).toBe(true);
  });

  it('deduplicate by key while a job waits', async () => {
    const [a] = await instances();
    let calls = 0;
    a.define('import', async () => {
      calls++;
    });
    await a.enqueue('import', {}, { key: 'job-1' });
    await a.enqueue('import', {}, { key: 'job-1' });
    expect(await a.waiting()).toBe(1);
    a.start();
    await until(() => calls === 1);
    await tick(200);
    expect(calls).toBe(1);
  });

  it('run a job queued by N instances starting together once, within its window', async () => {
    const [a, b] = await instances();
    let calls = 0;
    const warm = async () => {
      calls++;
    };
    a.define('warm', warm);
    b.define('warm', warm);
    a.start();
    b.start();
    for (const j of [a, b, a, b]) await j.enqueue('warm', {}, { key: 'start', windowMs: 2000 });
    await until(() => calls === 1);
    // Already done, still inside the window: not again.
    await a.enqueue('warm', {}, { key: 'start', windowMs: 2000 });
    await tick(500);
    expect(calls).toBe(1);
  });

  it('run a periodic task on one instance at a time', async () => {
    const [a, b] = await instances();
    let active = 0;
    let overlap = false;
    let runs = 0;
    const task = async () => {
      runs++;
      active++;
      if (active > 1) overlap = true;
      await tick(30);
      active--;
    };
    a.start();
    b.start();
    a.every('sweep', 200, task);
    b.every('sweep', 200, task);
    await tick(1500);
    expect(overlap).toBe(false);
    // One shared schedule: about 1500/200 runs, not twice that.
    expect(runs).toBeGreaterThanOrEqual(3);
    expect(runs).toBeLessThanOrEqual(10);
  });

  it('take over the job of an instance that died mid-run', async () => {
    const [a, b] = await instances({ lockMs: 500 });
    let startedOnA = false;
    let doneOnB = false;
    a.define('long', async () => {
      startedOnA = true;
      await new Promise(() => {}); // never finishes: this instance "dies" below
    });
    b.define('long', async () => {
      doneOnB = true;
    });
    a.start();
    await a.enqueue('long', {});
    await until(() => startedOnA);
    // A dies: it stops without finishing the job or renewing its lock.
    await a.close({ force: true });
    b.start();
    await until(() => doneOnB, 15_000);
    expect(doneOnB).toBe(true);
  }, 20_000);
});
