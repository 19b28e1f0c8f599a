import type { FastifyInstance } from 'fastify';
import { changeBus } from './change-bus';

/** Longest wait of one timer; a later moment is reached by waiting again. */
const MAX_WAIT = 3600_000;

/**
 * One timer per instance for the next moment something scheduled starts or ends (scheduled blog
 * posts and banners, decision 0271; flash sales, decision 0350): when it fires, `onMoment` drops
 * what was kept, then the timer is set for the moment after. `attach` arms it at start, re-arms it
 * when another instance's write is heard on the change bus under `topic`, and stops it on close.
 */
export abstract class MomentTimer {
  private timer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    protected readonly app: FastifyInstance,
    /** For the log: "flash schedule", "content schedule". */
    private readonly name: string,
    /** Fired this long after the moment, so a comparison with `now` sees it passed. */
    private readonly lateMs: number,
  ) {}

  /** The next moment (epoch ms) after `now`, or null when nothing is scheduled. */
  abstract nextMoment(now?: number): Promise<number | null>;

  /** What the moment changes: kept answers and rendered pages dropped, on every instance. */
  protected abstract onMoment(): Promise<void>;

  async attach(topic: string): Promise<void> {
    (await changeBus(this.app)).on((heard) => {
      if (heard === topic) void this.reschedule();
    });
    this.app.addHook('onReady', async () => this.reschedule());
    this.app.addHook('onClose', async () => this.close());
  }

  /** Sets the timer for the next moment (after a write, at start, and each time it fires). */
  async reschedule(): Promise<void> {
    if (this.closed) return;
    let next: number | null;
    try {
      next = await this.nextMoment();
    } catch (error) {
      this.app.log.warn({ err: error }, `${this.name}: could not read the next moment`);
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (next === null || this.closed) return;
    const wait = Math.min(Math.max(next - Date.now(), 0) + this.lateMs, MAX_WAIT);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.fire();
    }, wait);
    this.timer.unref();
  }

  private async fire(): Promise<void> {
    try {
      await this.onMoment();
    } catch (error) {
      this.app.log.warn({ err: error }, `${this.name}: could not drop what was kept`);
    }
    await this.reschedule();
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
