import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { type ChangeBus, changeBus, type Signal } from '../../lib/change-bus';

/**
 * The server push hub (decision 0230): every open page holds one Server-Sent Events stream
 * (`GET /events`), registered here under the keys it may hear — `user:<id>` (its notifications,
 * its chat), `guest:<hash>` (a guest's chat), `staff:chat` (the support inbox). A message is
 * published once on the change bus, which delivers it to this instance at once and to every
 * other instance through Redis pub/sub when REDIS_URL is set; each instance writes it to the
 * streams it holds under that key.
 */
export class LiveHub {
  private readonly streams = new Map<string, Set<ServerResponse>>();

  constructor(private readonly bus: ChangeBus) {
    bus.onSignal((s) => this.deliver(s));
  }

  /** Keeps `res` under each key until it closes. */
  attach(res: ServerResponse, keys: string[]): void {
    for (const k of keys) {
      const set = this.streams.get(k) ?? new Set<ServerResponse>();
      this.streams.set(k, set);
      set.add(res);
    }
    res.on('close', () => {
      for (const k of keys) {
        const set = this.streams.get(k);
        set?.delete(res);
        if (set?.size === 0) this.streams.delete(k);
      }
    });
  }

  /** Open streams of this instance (tests, metrics). */
  count(key: string): number {
    return this.streams.get(key)?.size ?? 0;
  }

  async push(key: string, event: string, payload: unknown): Promise<void> {
    await this.bus.signal({ key, event, payload });
  }

  private deliver(s: Signal): void {
    const set = this.streams.get(s.key);
    if (!set) return;
    const frame = `event: ${s.event}\ndata: ${JSON.stringify(s.payload)}\n\n`;
    for (const res of set) if (!res.writableEnded) res.write(frame);
  }
}

// Keyed by the database handle like the change bus: code holding only `app.db` (notify) finds it.
const hubs = new WeakMap<object, LiveHub>();

/** The app's hub; call while registering a plugin. */
export async function liveHub(app: FastifyInstance): Promise<LiveHub> {
  let hub = hubs.get(app.db);
  if (!hub) {
    hub = new LiveHub(await changeBus(app));
    hubs.set(app.db, hub);
  }
  return hub;
}

/**
 * Pushes a live message if this app has a hub (it always has once the API is registered); never
 * throws: a page that misses a push still reads the data on its next load.
 */
export async function pushLive(
  app: { db: object; log: { warn: (obj: object, msg: string) => void } },
  key: string,
  event: string,
  payload: unknown,
): Promise<void> {
  const hub = hubs.get(app.db);
  if (!hub) return;
  try {
    await hub.push(key, event, payload);
  } catch (err) {
    app.log.warn({ err, key, event }, 'live message not published');
  }
}

export const userKey = (id: string) => `user:${id}`;
export const guestKey = (hash: string) => `guest:${hash}`;
export const STAFF_CHAT_KEY = 'staff:chat';
