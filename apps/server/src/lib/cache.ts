import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/**
 * Read-through cache for data read often and changed rarely (home page, category tree).
 * In-process by default; in Redis when REDIS_URL is set so every instance shares it.
 */
export interface Cache {
  /** Values live in this process: a hit returns the very object stored (so facts about it can be kept beside it, lib/http.ts). */
  readonly inProcess: boolean;
  wrap<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T>;
  /**
   * A finished answer kept as its UTF-8 bytes (decision 0375): a hit is sent as is, so Node neither
   * measures nor encodes a string per request. Its keys hold raw bytes in Redis, so a key is read
   * either with wrapBytes or with wrap, never both.
   */
  wrapBytes(key: string, ttlMs: number, load: () => Promise<string>): Promise<Buffer>;
  /** Drops every key starting with the prefix (after a write). With Redis: a SCAN of the whole database. */
  invalidate(prefix: string): Promise<void>;
  /** Drops these exact keys: what a frequent write (an order's stock) uses instead of a prefix. */
  drop(keys: readonly string[]): Promise<void>;
}

/**
 * What an in-process cache may hold in all (issue 11: memory bounded by bytes, not by entries).
 * 12 MB (decision 0377): at 32 MB the soak's instances kept ~29 MB of listing answers, ~200 copies
 * of the same three pages, keyed by listing snapshot versions every order moves on (decision 0362)
 * and so never read again; they only left when the budget pushed them out.
 */
export const MEMORY_CACHE_BYTES = 12 * 1024 * 1024;

/**
 * An estimate of what a cached value keeps alive: most values are JSON text already (sendCached);
 * others are measured once, when stored (a miss, never on the read path). UTF-16: 2 bytes a char.
 */
export function approximateBytes(v: unknown): number {
  if (typeof v === 'string') return 64 + v.length * 2;
  if (Buffer.isBuffer(v)) return 64 + v.byteLength;
  try {
    return 64 + (JSON.stringify(v)?.length ?? 0) * 2;
  } catch {
    return 64 * 1024;
  }
}

export function memoryCache({ maxBytes = MEMORY_CACHE_BYTES, max = 5000 }: { maxBytes?: number; max?: number } = {}): Cache {
  const lru = new LRUCache<string, { v: unknown }>({
    max,
    maxSize: maxBytes,
    // One value may take at most a quarter (3 MB; a 40,000-slug sitemap page is ~5 MB): a larger
    // answer is served, not kept.
    maxEntrySize: Math.max(1, Math.floor(maxBytes / 4)),
    sizeCalculation: (entry) => approximateBytes(entry.v),
  });
  const pending = new Map<string, Promise<unknown>>();
  async function wrap<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
    const hit = lru.get(key);
    if (hit) return hit.v as T;
    // Concurrent misses share one load instead of stampeding the database.
    const inFlight = pending.get(key);
    if (inFlight) return inFlight as Promise<T>;
    const p = load()
      .then((v) => {
        lru.set(key, { v }, { ttl: ttlMs });
        return v;
      })
      .finally(() => pending.delete(key));
    pending.set(key, p);
    return p;
  }
  return {
    inProcess: true,
    wrap,
    wrapBytes: (key, ttlMs, load) => wrap(key, ttlMs, async () => Buffer.from(await load())),
    async invalidate(prefix: string) {
      for (const k of lru.keys()) if (k.startsWith(prefix)) lru.delete(k);
    },
    async drop(keys) {
      for (const k of keys) lru.delete(k);
    },
  };
}

/** `namespace`: the shop's cache prefix (lib/redis.ts `shopKey('cache', …)`), or a test's own. */
export function redisCache(redis: Redis, namespace: string): Cache {
  return {
    inProcess: false,
    async wrap<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
      const raw = await redis.get(namespace + key);
      if (raw !== null) return JSON.parse(raw) as T;
      const v = await load();
      await redis.set(namespace + key, JSON.stringify(v), 'PX', ttlMs);
      return v;
    },
    async wrapBytes(key: string, ttlMs: number, load: () => Promise<string>): Promise<Buffer> {
      const raw = await redis.getBuffer(namespace + key);
      if (raw !== null) return raw;
      const v = Buffer.from(await load());
      await redis.set(namespace + key, v, 'PX', ttlMs);
      return v;
    },
    async drop(keys) {
      if (keys.length) await redis.del(...keys.map((k) => namespace + k));
    },
    async invalidate(prefix: string) {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${namespace}${prefix}*`, 'COUNT', 200);
        cursor = next;
        if (keys.length) await redis.del(...keys);
      } while (cursor !== '0');
    },
  };
}
