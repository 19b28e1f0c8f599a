import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { shopKey } from './redis';

type Handler = (topic: string) => void;
/** A live message: `key` names who hears it (a user, a chat, the staff), `payload` is JSON-safe. */
export interface Signal {
  key: string;
  event: string;
  payload: unknown;
}
type SignalHandler = (signal: Signal) => void;

/**
 * Tells every instance that shared data changed (decision 0112): in process without Redis, over
 * Redis pub/sub with REDIS_URL, so a catalogue write clears each instance's own in-process
 * caches (rendered pages) within milliseconds.
 */
export class ChangeBus {
  private readonly local = new EventEmitter();
  private subscriber: Redis | null = null;
  /** Marks this instance's messages, so it does not hear its own change twice. */
  private readonly origin = randomUUID();

  /** Changes to shared data (decision 0112). */
  private readonly changes: string;
  /** Live messages for open pages (decision 0230): the same subscriber, a second channel. */
  private readonly signals: string;

  /** `namespace`: the shop's in Redis (lib/redis.ts), so shops sharing one Redis hear only their own. */
  constructor(
    private readonly redis: Redis | null,
    namespace: string,
  ) {
    this.local.setMaxListeners(50);
    this.changes = shopKey('changes', namespace);
    this.signals = shopKey('signals', namespace);
  }

  /** Local signal listeners: one per live hub (not per open page). */
  onSignal(handler: SignalHandler): void {
    this.local.on('signal', handler);
  }

  /**
   * A live message for every instance's open pages (decision 0230): this instance at once, the
   * others through Redis. Unlike `publish`, nothing is cached from it: it is only delivered.
   */
  async signal(signal: Signal): Promise<void> {
    this.local.emit('signal', signal);
    if (this.redis && this.subscriber) await this.redis.publish(this.signals, `${this.origin} ${JSON.stringify(signal)}`);
  }

  async start(): Promise<void> {
    if (!this.redis || this.subscriber) return;
    const sub = this.redis.duplicate();
    this.subscriber = sub;
    sub.on('message', (channel: string, message: string) => {
      const cut = message.indexOf(' ');
      if (cut <= 0 || message.slice(0, cut) === this.origin) return;
      const body = message.slice(cut + 1);
      if (channel === this.changes) {
        this.local.emit('change', body);
        return;
      }
      try {
        this.local.emit('signal', JSON.parse(body) as Signal);
      } catch {
        // Not ours: another version's message; nothing to deliver.
      }
    });
    await sub.subscribe(this.changes, this.signals);
  }

  on(handler: Handler): void {
    this.local.on('change', handler);
  }

  async publish(topic: string): Promise<void> {
    // This instance at once (the writer's next read must not see its old pages), the others
    // through Redis.
    this.local.emit('change', topic);
    if (this.redis && this.subscriber) await this.redis.publish(this.changes, `${this.origin} ${topic}`);
  }

  async close(): Promise<void> {
    const sub = this.subscriber;
    this.subscriber = null;
    if (sub) await sub.quit().catch(() => sub.disconnect());
  }
}

// Keyed by the database handle, as every plugin of one app shares it (and no two apps do).
const buses = new WeakMap<object, ChangeBus>();

/** The app's bus; call while registering a plugin (it adds the hook closing the bus with the app). */
export async function changeBus(app: FastifyInstance): Promise<ChangeBus> {
  let bus = buses.get(app.db);
  if (!bus) {
    bus = new ChangeBus(app.redis, app.redisNamespace);
    buses.set(app.db, bus);
    const b = bus;
    app.addHook('onClose', async () => b.close());
    await bus.start();
  }
  return bus;
}
