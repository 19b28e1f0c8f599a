import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { lazyRequire } from './lazy-require';

/** ioredis, loaded only when REDIS_URL is set (decision 0377). */
const ioredis = lazyRequire<typeof import('ioredis')>('ioredis');

export function createRedis(url: string): Redis {
  return new (ioredis().Redis)(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
}

/**
 * This shop's namespace in Redis: a random id kept in the database (settings `jobs.namespace`, the
 * name it got when only the job queue used it, decision 0193), so every instance on one database
 * shares it and two shops — or two test databases — on one Redis never share a job, a cached
 * answer, a rate-limit or sign-in count, or a live message (decision 0411).
 */
export async function shopNamespace(db: Kysely<Database>): Promise<string> {
  const key = 'jobs.namespace';
  await db
    .insertInto('settings')
    .values({ key, value: JSON.stringify(randomUUID().slice(0, 8)) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirstOrThrow();
  return String(typeof row.value === 'string' ? JSON.parse(row.value) : row.value);
}

/** What a shop keeps in Redis besides its job queue (`sen:jobs:<namespace>`, lib/jobs.ts). */
export type ShopKeyKind = 'cache' | 'rl' | 'bf' | 'changes' | 'signals';

/** The prefix of one kind of this shop's Redis keys, or the name of one of its channels. */
export function shopKey(kind: ShopKeyKind, namespace: string): string {
  return `sen:${kind}:${namespace}:`;
}
