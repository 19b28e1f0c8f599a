import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/**
 * Read-through cache for data read often and changed rarely (home page, category tree).
 * In-process by default; in Redis when REDIS_URL is set so every instance shares it.
 */
export interface Cache {
  wrap<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T>;
  /** Drops every key starting with the prefix (after a write). */
  invalidate(prefix: string): Promise<void>;
}

export function memoryCache(max = 1000): Cache {
  const lru = new LRUCache<string, { v: unknown }>({ max });
  const pending = new Map<string, Promise<unknown>>();
  return {
    async wrap<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
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
    },
    async invalidate(prefix: string) {
      for (const k of lru.keys()) if (k.startsWith(prefix)) lru.delete(k);
    },
  };
}

export function redisCache(redis: Redis, namespace = 'sen:cache:'): Cache {
  return {
    async wrap<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
      const raw = await redis.get(namespace + key);
      if (raw !== null) return JSON.parse(raw) as T;
      const v = await load();
      await redis.set(namespace + key, JSON.stringify(v), 'PX', ttlMs);
      return v;
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
