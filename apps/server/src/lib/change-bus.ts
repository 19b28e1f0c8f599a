import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';

const CHANNEL = 'sen:changes';

type Handler = (topic: string) => void;

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

  constructor(private readonly redis: Redis | null) {
    this.local.setMaxListeners(50);
  }

  async start(): Promise<void> {
    if (!this.redis || this.subscriber) return;
    const sub = this.redis.duplicate();
    this.subscriber = sub;
    sub.on('message', (_channel: string, message: string) => {
      const cut = message.indexOf(' ');
      if (cut > 0 && message.slice(0, cut) !== this.origin) this.local.emit('change', message.slice(cut + 1));
    });
    await sub.subscribe(CHANNEL);
  }

  on(handler: Handler): void {
    this.local.on('change', handler);
  }

  async publish(topic: string): Promise<void> {
    // This instance at once (the writer's next read must not see its old pages), the others
    // through Redis.
    this.local.emit('change', topic);
    if (this.redis && this.subscriber) await this.redis.publish(CHANNEL, `${this.origin} ${topic}`);
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
    bus = new ChangeBus(app.redis);
    buses.set(app.db, bus);
    const b = bus;
    app.addHook('onClose', async () => b.close());
    await bus.start();
  }
  return bus;
}
