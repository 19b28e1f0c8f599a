import type { Redis } from 'ioredis';

/**
 * Fixed-window counters for the brute-force limiter. In Redis when configured, so every
 * instance sees the same failures; in memory otherwise (one process).
 */
export interface CounterStore {
  /** Adds one and returns the new count and the milliseconds left in the window. */
  hit(key: string, windowMs: number): Promise<{ count: number; ttlMs: number }>;
  get(key: string): Promise<{ count: number; ttlMs: number }>;
  reset(key: string): Promise<void>;
}

export function memoryCounters(maxKeys = 100_000): CounterStore {
  const counts = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const entry = counts.get(key);
    if (entry && entry.resetAt <= Date.now()) {
      counts.delete(key);
      return undefined;
    }
    return entry;
  };
  const sweep = () => {
    const now = Date.now();
    for (const [k, v] of counts) if (v.resetAt <= now) counts.delete(k);
    // Still full of live keys (an attack from many addresses): drop the oldest rather than grow.
    for (const k of counts.keys()) {
      if (counts.size < maxKeys) break;
      counts.delete(k);
    }
  };
  return {
    async hit(key, windowMs) {
      let entry = live(key);
      if (!entry) {
        if (counts.size >= maxKeys) sweep();
        entry = { count: 0, resetAt: Date.now() + windowMs };
        counts.set(key, entry);
      }
      entry.count += 1;
      return { count: entry.count, ttlMs: entry.resetAt - Date.now() };
    },
    async get(key) {
      const entry = live(key);
      return entry ? { count: entry.count, ttlMs: entry.resetAt - Date.now() } : { count: 0, ttlMs: 0 };
    },
    async reset(key) {
      counts.delete(key);
    },
  };
}

/** `namespace`: the shop's prefix (lib/redis.ts `shopKey('bf', …)`), or a test's own. */
export function redisCounters(redis: Redis, namespace: string): CounterStore {
  return {
    async hit(key, windowMs) {
      const k = namespace + key;
      // SET NX starts the window once; INCR and PTTL read it back in the same round trip.
      const res = await redis.multi().set(k, '0', 'PX', windowMs, 'NX').incr(k).pttl(k).exec();
      const count = Number(res?.[1]?.[1] ?? 0);
      const ttlMs = Number(res?.[2]?.[1] ?? windowMs);
      return { count, ttlMs: ttlMs > 0 ? ttlMs : windowMs };
    },
    async get(key) {
      const k = namespace + key;
      const res = await redis.multi().get(k).pttl(k).exec();
      const count = Number(res?.[0]?.[1] ?? 0);
      const ttlMs = Number(res?.[1]?.[1] ?? 0);
      return { count, ttlMs: Math.max(ttlMs, 0) };
    },
    async reset(key) {
      await redis.del(namespace + key);
    },
  };
}
