import type { EventEmitter } from 'node:events';
import { performance } from 'node:perf_hooks';

/**
 * A bound on page renders (decision 0107). A render is ~15 ms of CPU on the one JavaScript thread;
 * past a few at once, more in parallel only makes every one of them slower, and an unbounded pile
 * of them made every visitor wait seconds (p99 ~6 s at 50 connections) while health checks and API
 * calls queued behind. So: `concurrency` renders run, up to `maxWaiting` more wait in line (first
 * come, first served) for at most `maxWaitMs`, and anything beyond is refused at once with 503 and
 * Retry-After, which a browser or a load balancer can act on. Cached pages never get here.
 *
 * Over real sockets that count alone sees no flood (decision 0364): a render on SQLite runs within
 * one turn of the event loop, so renders never overlap and the waiting happens where the queue
 * cannot count it. Pages are refused by the wait they would see there (decision 0378):
 * - **Behind the work of the same turn.** Requests that arrived together on open (keep-alive)
 *   connections are served one after another in one turn. The first render of a turn notes the
 *   process's CPU time (a `setImmediate`, run once the turn's callbacks are done, forgets it); a
 *   render asked for after more than `shedAfterMs` of this process's work in that turn has waited
 *   at least that long behind it: refused. CPU time rather than the clock: on a machine shared with
 *   other busy processes a turn takes longer by the clock, but refusing our own visitors does not
 *   give the CPU back; what shedding can shorten is the work queued in this process.
 * - **In the kernel's accept queue.** Node accepts one connection per turn, so a flood of new
 *   connections waits there, unseen. `watchLoop(server)` samples the loop's utilisation every 50 ms;
 *   once it has been busy without a break (≥ 90 % in every sample) for `maxWaitMs` while at least
 *   as many new connections as the queue holds (`concurrency + maxWaiting`) were accepted in the
 *   last `maxWaitMs` — connections keep arriving faster than they are served — the first page of
 *   a new connection is refused (decision 0387). Only those waited where the queue cannot see:
 *   a visitor on an open connection is judged by the wait in its turn, so 50 keep-alive visitors
 *   who connected at once are not refused for as long as they keep the loop busy.
 * A busy loop alone refuses nobody: the soak's 20 keep-alive connections over two instances keep
 * the loop saturated for minutes while each visitor waits ~250 ms at worst, and are all served.
 */
export interface RenderQueueOptions {
  concurrency: number;
  maxWaiting: number;
  maxWaitMs: number;
  /** The most work (ms of CPU) a page may have waited behind in its turn of the event loop. */
  shedAfterMs: number;
  /**
   * The render work (ms of CPU) one turn of the event loop does; past it, the next renders wait in
   * line for the next turn, so the loop comes back to its sockets (decision 0387).
   */
  turnMs: number;
}

export const RENDER_QUEUE_DEFAULTS: RenderQueueOptions = {
  concurrency: 4,
  maxWaiting: 128,
  maxWaitMs: 1_000,
  shedAfterMs: 800,
  turnMs: 10,
};

/** A sample of the loop's utilisation this often; at or above BUSY it counts as saturated. */
const SAMPLE_MS = 50;
const BUSY = 0.9;

interface Waiter {
  grant: (release: (() => void) | null) => void;
  /** When it lined up (performance.now()). */
  since: number;
  /** Gives up after `maxWaitMs` (none when that is infinite). */
  timer: NodeJS.Timeout | undefined;
}

export class RenderQueue {
  private active = 0;
  private readonly waiting: Waiter[] = [];
  private readonly opts: RenderQueueOptions;
  /** The process's CPU time (µs) when the first render of this turn was asked for (null: none yet). */
  private turnStart: number | null = null;
  private readonly endTurn = () => {
    this.turnStart = null;
  };
  /** When the current stretch of a saturated loop began (null: the loop idled in the last sample). */
  private busySince: number | null = null;
  /** New connections accepted per sample, the newest last: the last `maxWaitMs` of them. */
  private readonly accepted: number[] = [];
  /** New connections accepted since the last sample. */
  private acceptedNow = 0;
  /** Connections accepted whose first page has not been asked for yet. */
  private readonly unserved = new WeakSet<object>();
  /** A turn's grant of the next waiter is scheduled (`setImmediate`). */
  private pumping = false;
  private readonly pump = () => {
    this.pumping = false;
    // The line's own count: at least one waiter goes in every turn, however much the turn's poll
    // phase did (API answers, refusals) before it.
    this.turnStart = null;
    this.beginTurn();
    this.next();
  };

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
   * done), or null when the queue is full or the wait ran out (answer 503). `socket`: the
   * connection the page was asked on (its first page may be refused in a flood of them).
   */
  acquire(socket?: object): Promise<(() => void) | null> | (() => void) | null {
    const newConnection = socket !== undefined && this.unserved.delete(socket);
    const waited = this.waitedInTurn();
    if (waited > this.opts.shedAfterMs || (newConnection && this.flooded())) return null;
    // First come, first served: while others wait, a newcomer lines up behind them.
    if (this.active < this.opts.concurrency && this.waiting.length === 0 && waited < this.opts.turnMs) return this.grant();
    // The first in line has waited about as long as a newcomer would: past shedAfterMs, refused.
    const first = this.waiting[0];
    if (this.waiting.length >= this.opts.maxWaiting || (first && performance.now() - first.since > this.opts.shedAfterMs))
      return null;
    return new Promise((resolve) => {
      const waiter: Waiter = {
        grant: resolve,
        since: performance.now(),
        timer: Number.isFinite(this.opts.maxWaitMs)
          ? setTimeout(() => {
              const i = this.waiting.indexOf(waiter);
              if (i >= 0) this.waiting.splice(i, 1);
              resolve(null);
            }, this.opts.maxWaitMs)
          : undefined,
      };
      this.waiting.push(waiter);
      this.schedulePump();
    });
  }

  /**
   * Counts the server's new connections and samples the event loop's utilisation until the
   * returned function is called (the server's close). Without it (unit tests, inject-only use)
   * the count of renders and the wait within a turn apply.
   */
  watchLoop(server: EventEmitter): () => void {
    const onConnection = (socket: object) => {
      this.acceptedNow++;
      this.unserved.add(socket);
    };
    server.on('connection', onConnection);
    // The last maxWaitMs of samples (one when pages wait without limit: flooded() never applies).
    const samples = Number.isFinite(this.opts.maxWaitMs) ? Math.max(1, Math.ceil(this.opts.maxWaitMs / SAMPLE_MS)) : 1;
    let last = performance.eventLoopUtilization();
    let lastAt = performance.now();
    const timer = setInterval(() => {
      const now = performance.eventLoopUtilization();
      const sample = performance.eventLoopUtilization(now, last);
      if (sample.utilization < BUSY) this.busySince = null;
      else this.busySince ??= lastAt;
      this.accepted.push(this.acceptedNow);
      this.acceptedNow = 0;
      if (this.accepted.length > samples) this.accepted.shift();
      last = now;
      lastAt = performance.now();
    }, SAMPLE_MS);
    timer.unref();
    return () => {
      clearInterval(timer);
      server.off('connection', onConnection);
    };
  }

  /**
   * How much work (ms of CPU) this turn of the event loop has done since its first render: a wait
   * the request has at least seen, since it arrived no later than that render began.
   */
  private waitedInTurn(): number {
    if (this.turnStart === null) {
      this.beginTurn();
      return 0;
    }
    return (cpuNow() - this.turnStart) / 1000;
  }

  /** Render work is counted from here until the loop's next check phase. */
  private beginTurn(): void {
    if (this.turnStart !== null) return;
    this.turnStart = cpuNow();
    setImmediate(this.endTurn);
  }

  private schedulePump(): void {
    if (this.pumping) return;
    this.pumping = true;
    setImmediate(this.pump);
  }

  /**
   * The next waiter gets a slot now if this turn has render work to spare, else in a later turn
   * (one per `setImmediate`: its render runs before the loop polls its sockets again).
   */
  private next(): void {
    if (this.waiting.length === 0 || this.active >= this.opts.concurrency) return;
    if (this.waitedInTurn() >= this.opts.turnMs) {
      this.schedulePump();
      return;
    }
    const waiter = this.waiting.shift() as Waiter;
    clearTimeout(waiter.timer);
    waiter.grant(this.grant());
    // More slots free (renders that wait on I/O): the next one in the next turn.
    if (this.waiting.length > 0 && this.active < this.opts.concurrency) this.schedulePump();
  }

  /** New connections keep coming to a loop that has not idled for longer than a page may wait. */
  private flooded(): boolean {
    if (this.busySince === null || performance.now() - this.busySince < this.opts.maxWaitMs) return false;
    let recent = this.acceptedNow;
    for (const n of this.accepted) recent += n;
    return recent >= this.opts.concurrency + this.opts.maxWaiting;
  }

  private grant(): () => void {
    this.active++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.active--;
      this.next();
    };
  }
}

/** This process's CPU time so far, in µs. */
function cpuNow(): number {
  const used = process.cpuUsage();
  return used.user + used.system;
}

const TURN_RELEASE = Symbol('turn budget release');

/**
 * The same budget of work per turn for a route whose requests are not pages (decision 0387): a
 * request starts at once while the turn has work to spare, else in a later turn, in the order they
 * came; none is ever refused. Without it a burst of new buyers (placing an order is ~1.6 ms on
 * SQLite) waited for the loop's one accept per turn behind every order of the open connections:
 * the last of 32 after ~1 s.
 */
export function turnBudget(turnMs: number): {
  onRequest: (req: object, reply: unknown, done: () => void) => void;
  onResponse: (req: object, reply: unknown, done: () => void) => void;
} {
  const queue = new RenderQueue({
    concurrency: Number.POSITIVE_INFINITY,
    maxWaiting: Number.POSITIVE_INFINITY,
    maxWaitMs: Number.POSITIVE_INFINITY,
    shedAfterMs: Number.POSITIVE_INFINITY,
    turnMs,
  });
  type Held = { [TURN_RELEASE]?: () => void };
  return {
    onRequest(req, _reply, done) {
      const slot = queue.acquire();
      if (typeof slot === 'function') {
        (req as Held)[TURN_RELEASE] = slot;
        return done();
      }
      // Never null: nothing is refused and no wait runs out.
      void (slot as Promise<() => void>).then((release) => {
        (req as Held)[TURN_RELEASE] = release;
        done();
      });
    },
    // Its work is done (the next one may start in this turn if the budget allows).
    onResponse(req, _reply, done) {
      (req as Held)[TURN_RELEASE]?.();
      done();
    },
  };
}
