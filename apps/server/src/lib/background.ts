import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that runs beside the requests: start-up catch-up jobs and periodic sweeps. Nothing here
 * holds up start-up (Fastify stops an `onReady` hook after 10 s and the server then never
 * listens), and `drain()` on close stops the timers and waits for whatever is running, so the
 * database is closed only after the last task let go of it (decision 0106).
 */
export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private draining = false;

  constructor(private readonly log: FastifyBaseLogger) {}

  /** Runs `task` now, off the caller's path; a failure is logged, never thrown. Ignored once draining. */
  run(name: string, task: () => Promise<unknown>): Promise<void> {
    if (this.draining) return Promise.resolve();
    const done: Promise<void> = Promise.resolve()
      .then(task)
      .then(
        () => undefined,
        (err: unknown) => this.log.warn({ err, task: name }, 'background task failed'),
      )
      .finally(() => this.running.delete(done));
    this.running.add(done);
    return done;
  }

  /**
   * Runs `task` once soon (not inside the caller's hook) and then every `ms`, never twice at the
   * same time: a slow run is not started again on top of itself. The timer keeps no process alive.
   */
  every(name: string, ms: number, task: () => Promise<unknown>): void {
    let busy = false;
    const tick = () => {
      if (busy) return;
      busy = true;
      void this.run(name, task).finally(() => {
        busy = false;
      });
    };
    const first = setTimeout(() => {
      this.timers.delete(first);
      tick();
    }, 0);
    const timer = setInterval(tick, ms);
    timer.unref();
    this.timers.add(first);
    this.timers.add(timer);
  }

  /** True once drain() began: long tasks let go of their work between steps (it resumes elsewhere). */
  get stopping(): boolean {
    return this.draining;
  }

  /** How many tasks are running now. */
  get size(): number {
    return this.running.size;
  }

  /** Stops starting tasks and waits for the running ones. */
  async drain(): Promise<void> {
    this.draining = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    while (this.running.size) await Promise.all([...this.running]);
  }
}
