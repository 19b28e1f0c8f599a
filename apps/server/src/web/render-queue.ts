/**
 * A bound on page renders (decision 0107). A render is ~15 ms of CPU on the one JavaScript thread;
 * past a few at once, more in parallel only makes every one of them slower, and an unbounded pile
 * of them made every visitor wait seconds (p99 ~6 s at 50 connections) while health checks and API
 * calls queued behind. So: `concurrency` renders run, up to `maxWaiting` more wait in line (first
 * come, first served) for at most `maxWaitMs`, and anything beyond is refused at once with 503 and
 * Retry-After, which a browser or a load balancer can act on. Cached pages never get here.
 */
export interface RenderQueueOptions {
  concurrency: number;
  maxWaiting: number;
  maxWaitMs: number;
}

export const RENDER_QUEUE_DEFAULTS: RenderQueueOptions = { concurrency: 4, maxWaiting: 24, maxWaitMs: 1_000 };

interface Waiter {
  grant: (release: (() => void) | null) => void;
  timer: NodeJS.Timeout;
}

export class RenderQueue {
  private active = 0;
  private readonly waiting: Waiter[] = [];
  private readonly opts: RenderQueueOptions;

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

  private grant(): () => void {
    this.active++;
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
