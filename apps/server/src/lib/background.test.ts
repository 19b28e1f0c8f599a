import { describe, expect, it } from 'vitest';
import { BackgroundTasks } from './background';

const silent = { warn: () => {} } as never;
const tick = (ms = 0) => new Promise((r) => setTimeout(r, ms));

describe('background tasks', () => {
  it('start after the caller returns, never overlap, and are waited for on drain', async () => {
    const tasks = new BackgroundTasks(silent);
    let runs = 0;
    let active = 0;
    let maxActive = 0;
    tasks.every('sweep', 5, async () => {
      runs++;
      active++;
      maxActive = Math.max(maxActive, active);
      await tick(40);
      active--;
    });
    // Not run inside the caller (an onReady hook returns at once).
    expect(runs).toBe(0);
    await tick(60);
    expect(runs).toBeGreaterThanOrEqual(1);
    expect(maxActive).toBe(1);
    await tasks.drain();
    expect(active).toBe(0);
    const after = runs;
    await tick(30);
    expect(runs).toBe(after);
  });

  it('logs a failure instead of throwing it', async () => {
    const logged: unknown[] = [];
    const tasks = new BackgroundTasks({ warn: (o: unknown) => logged.push(o) } as never);
    await tasks.run('broken', async () => {
      throw new Error('boom');
    });
    expect(logged).toHaveLength(1);
    expect(tasks.size).toBe(0);
  });
});
