import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { type Cache, memoryCache, redisCache } from './cache';

const redisUrl = process.env.TEST_REDIS_URL;
const redis = redisUrl ? new Redis(redisUrl) : null;
afterAll(async () => {
  await redis?.quit();
});

const caches: Array<[string, () => Cache]> = [['memory', () => memoryCache()]];
if (redis) caches.push(['redis', () => redisCache(redis, `sen:test:${process.pid}:${Date.now()}:`)]);

describe.each(caches)('%s cache', (_name, make) => {
  it('loads once and serves the stored value until invalidated', async () => {
    const cache = make();
    let loads = 0;
    const load = async () => {
      loads++;
      return { n: loads };
    };
    expect(await cache.wrap('home:a', 60_000, load)).toEqual({ n: 1 });
    expect(await cache.wrap('home:a', 60_000, load)).toEqual({ n: 1 });
    await cache.invalidate('home:');
    expect(await cache.wrap('home:a', 60_000, load)).toEqual({ n: 2 });
  });

  it('expires entries after their time to live', async () => {
    const cache = make();
    let loads = 0;
    const load = async () => ++loads;
    await cache.wrap('ttl', 30, load);
    await new Promise((r) => setTimeout(r, 60));
    expect(await cache.wrap('ttl', 30, load)).toBe(2);
  });

  it('keeps null answers (a known miss) cached too', async () => {
    const cache = make();
    let loads = 0;
    const load = async () => {
      loads++;
      return null;
    };
    await cache.wrap('none', 60_000, load);
    await cache.wrap('none', 60_000, load);
    expect(loads).toBe(1);
  });

  it('keeps an answer as its UTF-8 bytes until invalidated', async () => {
    const cache = make();
    let loads = 0;
    const load = async () => JSON.stringify({ name: `Điện thoại ${++loads}` });
    const first = await cache.wrapBytes('products:one:a:vi', 60_000, load);
    expect(Buffer.isBuffer(first)).toBe(true);
    expect(JSON.parse(first.toString('utf8'))).toEqual({ name: 'Điện thoại 1' });
    expect((await cache.wrapBytes('products:one:a:vi', 60_000, load)).equals(first)).toBe(true);
    await cache.invalidate('products:one:a');
    expect(JSON.parse((await cache.wrapBytes('products:one:a:vi', 60_000, load)).toString('utf8'))).toEqual({
      name: 'Điện thoại 2',
    });
  });

  it('drops exact keys only: a product answer in every language, another product kept', async () => {
    const cache = make();
    let loads = 0;
    const load = async () => String(++loads);
    for (const key of ['products:one:a:vi', 'products:one:a:en', 'products:one:ab:vi']) await cache.wrapBytes(key, 60_000, load);
    await cache.drop(['products:one:a:vi', 'products:one:a:en', 'products:one:a:ja']);
    expect((await cache.wrapBytes('products:one:a:vi', 60_000, load)).toString()).toBe('4');
    expect((await cache.wrapBytes('products:one:a:en', 60_000, load)).toString()).toBe('5');
    expect((await cache.wrapBytes('products:one:ab:vi', 60_000, load)).toString()).toBe('3');
    await cache.drop([]);
  });
});

describe('memory cache bounds', () => {
  it('holds at most its bytes: the least recently used answers go first, a huge one is served but not kept', async () => {
    const cache = memoryCache({ maxBytes: 200_000 });
    let loads = 0;
    const text = (n: number) => async () => {
      loads++;
      return 'x'.repeat(n);
    };
    // Nine answers of ~20 KB fit in 200 KB; the tenth and eleventh push the oldest out.
    const keys = 'abcdefghijk'.split('');
    for (const k of keys) await cache.wrap(k, 60_000, text(10_000));
    expect(loads).toBe(11);
    await cache.wrap('k', 60_000, text(10_000));
    await cache.wrap('c', 60_000, text(10_000));
    expect(loads).toBe(11);
    await cache.wrap('a', 60_000, text(10_000));
    expect(loads).toBe(12);
    // More than a quarter of the whole (60 KB of 50 KB): loaded each time.
    await cache.wrap('big', 60_000, text(30_000));
    await cache.wrap('big', 60_000, text(30_000));
    expect(loads).toBe(14);
  });

  it('counts kept bytes by their length: ten 20 KB answers fit in 200 KB, the eleventh pushes the oldest out', async () => {
    const cache = memoryCache({ maxBytes: 200_000 });
    let loads = 0;
    const text = async () => {
      loads++;
      return 'x'.repeat(19_000);
    };
    for (const k of 'abcdefghij') await cache.wrapBytes(k, 60_000, text);
    await cache.wrapBytes('a', 60_000, text);
    expect(loads).toBe(10);
    await cache.wrapBytes('k', 60_000, text);
    await cache.wrapBytes('b', 60_000, text);
    expect(loads).toBe(12);
  });
});
