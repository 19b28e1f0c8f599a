import { type EventLoopUtilization, performance } from 'node:perf_hooks';

/**
 * A bound on page renders (decision 0107). A render is ~15 ms of CPU on the one JavaScript thread;
 * past a few at once, more in parallel only makes every one of them slower, and an unbounded pile
 * of them made every visitor wait seconds (p99 ~6 s at 50 connections) while health checks and API
 * calls queued behind. So: `concurrency` renders run, up to `maxWaiting` more wait in line (first
 * come, first served) for at most `maxWaitMs`, and anything beyond is refused at once with 503 and
 * Retry-After, which a browser or a load balancer can act on. Cached pages never get here.
 *
 * Over real sockets that count alone sees no flood (decision 0364): a render runs in one turn of
 * the event loop and Node accepts one connection per turn, so renders never overlap and the flood
 * waits in the kernel's accept queue. So the queue also watches the loop (`watchLoop`): once it
 * has been busy without a break (utilisation ≥ 90 % in every 50 ms sample) for `maxWaitMs` and at
 * least as many renders as the queue holds (`concurrency + maxWaiting`) started in that stretch,
 * new renders are refused until the loop idles again — the cheap 503s drain the backlog, and health and the API get their turn.
 */
export interface RenderQueueOptions {
  concurrency: number;
  maxWaiting: number;
  maxWaitMs: number;
}

export const RENDER_QUEUE_DEFAULTS: RenderQueueOptions = { concurrency: 4, maxWaiting: 24, maxWaitMs: 1_000 };

/** A sample of the loop's utilisation this often; at or above BUSY it counts as saturated. */
const SAMPLE_MS = 50;
const BUSY = 0.9;

interface Waiter {
  grant: (release: (() => void) | null) => void;
  timer: NodeJS.Timeout;
}

export class RenderQueue {
  private active = 0;
  private readonly waiting: Waiter[] = [];
  private readonly opts: RenderQueueOptions;
  /** When the current stretch of a saturated loop began (null: the loop idled in the last sample). */
  private busySince: number | null = null;
  private rendersInStretch = 0;

  constructor(opts: Partial<RenderQueueOptions> = {}) {
    this.opts = { ...RENDER_QUEUE_DEFAULTS, ...opts };
  }

  get running(): number {
    return this.active;
  }

  get queued(): number {
    return this.waiting.length;
  }

  /**
   * A slot for one render: resolves to its release function (call it once, when the render is
   * done), or null when the queue is full or the wait ran out (answer 503).
   */
  acquire(): Promise<(() => void) | null> | (() => void) | null {
    if (this.saturated()) return null;
    if (this.active < this.opts.concurrency) return this.grant();
    if (this.waiting.length >= this.opts.maxWaiting) return null;
    return new Promise((resolve) => {
      const waiter: Waiter = {
        grant: resolve,
        timer: setTimeout(() => {
          const i = this.waiting.indexOf(waiter);
          if (i >= 0) this.waiting.splice(i, 1);
          resolve(null);
        }, this.opts.maxWaitMs),
      };
      this.waiting.push(waiter);
    });
  }

  /**
   * Samples the event loop's utilisation until the returned function is called (the server's
   * close). Without it (unit tests, inject-only use) only the count of renders applies.
   */
  watchLoop(): () => void {
    let last = performance.eventLoopUtilization();
    let lastAt = performance.now();
    const timer = setInterval(() => {
      const now = performance.eventLoopUtilization();
      const sample: EventLoopUtilization = performance.eventLoopUtilization(now, last);
      if (sample.utilization < BUSY) {
        this.busySince = null;
        this.rendersInStretch = 0;
      } else this.busySince ??= lastAt;
      last = now;
      lastAt = performance.now();
    }, SAMPLE_MS);
    timer.unref();
    return () => clearInterval(timer);
  }

  /** The loop has been saturated by renders for longer than a page may wait: refuse more. */
  private saturated(): boolean {
    return (
      this.busySince !== null &&
      this.rendersInStretch >= this.opts.concurrency + this.opts.maxWaiting &&
      performance.now() - this.busySince >= this.opts.maxWaitMs
    );
  }

  private grant(): () => void {
    this.active++;
    this.rendersInStretch++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.active--;
      const next = this.waiting.shift();
      if (next) {
        clearTimeout(next.timer);
        next.grant(this.grant());
      }
    };
  }
}
