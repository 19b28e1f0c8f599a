import type { Redis } from 'ioredis';
import { lazyRequire } from './lazy-require';

/** ioredis, loaded only when REDIS_URL is set (decision 0377). */
const ioredis = lazyRequire<typeof import('ioredis')>('ioredis');

export function createRedis(url: string): Redis {
  return new (ioredis().Redis)(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
}
