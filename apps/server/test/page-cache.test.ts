import net from 'node:net';
import type { FastifyInstance, FastifyRequest, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { isPublicPage, PAGE_CACHE_TTL_MS, PageCache, pageBody, pageCacheKey } from '../src/web/page-cache';
import { createWebApp, webBuilt } from './helpers';

const page = (body: string, nonce = 'N0nce==') => ({
  status: 200,
  headers: new Headers({ 'content-type': 'text/html; charset=utf-8' }),
  body,
  nonce,
});

describe('the page cache', () => {
  it('keeps a page for its time to live, by an injectable clock', () => {
    let now = 1_000;
    const cache = new PageCache({ now: () => now });
    cache.store('k', page('<p nonce="N0nce==">hi</p>'));
    now += PAGE_CACHE_TTL_MS - 1;
    expect(cache.get('k')).toBeDefined();
    now += 1;
    expect(cache.get('k')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('puts a fresh nonce wherever the render had one', () => {
    const cache = new PageCache();
    const stored = cache.store('k', page('<script nonce="N0nce==">chào</script><link nonce="N0nce=="/>"N0nce==" 1.000 ₫'));
    expect(stored && pageBody(stored, 'fresh+/=').toString()).toBe(
      '<script nonce="fresh+/=">chào</script><link nonce="fresh+/="/>"fresh+/=" 1.000 ₫',
    );
  });

  it('writes a hit into a body an earlier answer has finished with, never one still in use (decision 0393)', () => {
    const cache = new PageCache();
    const html = '<script nonce="N0nce==">chào</script><link nonce="N0nce=="/>';
    const stored = cache.store('k', page(html));
    if (!stored) throw new Error('not stored');
    const first = cache.body(stored, 'one+/==');
    // Still being sent: the next hit gets a buffer of its own.
    const second = cache.body(stored, 'two+/==');
    expect(second).not.toBe(first);
    expect(first.toString()).toBe(html.replaceAll('N0nce==', 'one+/=='));
    cache.release(stored, first);
    const third = cache.body(stored, 'xyz+/==');
    expect(third).toBe(first);
    expect(third.toString()).toBe(html.replaceAll('N0nce==', 'xyz+/=='));
    // A nonce of another length cannot reuse it.
    cache.release(stored, third);
    const longer = cache.body(stored, 'longer+nonce==');
    expect(longer).not.toBe(third);
    expect(longer.toString()).toBe(html.replaceAll('N0nce==', 'longer+nonce=='));
    // A page gone from the cache keeps nothing.
    cache.clear();
    cache.release(stored, longer);
    expect(cache.body(stored, 'longer+nonce==')).not.toBe(longer);
  });

  it('drops the least recently used page beyond its entries or bytes', () => {
    const byCount = new PageCache({ maxEntries: 2 });
    byCount.store('a', page('a'));
    byCount.store('b', page('b'));
    byCount.get('a');
    byCount.store('c', page('c'));
    expect([byCount.get('a'), byCount.get('b'), byCount.get('c')].map(Boolean)).toEqual([true, false, true]);

    const byBytes = new PageCache({ maxBytes: 10 });
    byBytes.store('a', page('12345'));
    byBytes.store('b', page('12345'));
    byBytes.store('c', page('1'));
    expect([byBytes.get('a'), byBytes.get('b'), byBytes.get('c')].map(Boolean)).toEqual([false, true, true]);
    expect(new PageCache({ maxEntryBytes: 4 }).store('big', page('12345'))).toBeNull();
  });

  it('keeps only whole, shareable HTML answers', () => {
    const cache = new PageCache();
    expect(cache.store('k', { ...page('x'), status: 404 })).toBeNull();
    expect(cache.store('k', { ...page('x'), headers: new Headers({ 'content-type': 'application/json' }) })).toBeNull();
    expect(
      cache.store('k', { ...page('x'), headers: new Headers({ 'content-type': 'text/html', 'set-cookie': 'a=b' }) }),
    ).toBeNull();
    // React gave up on a Suspense boundary and left it to the browser.
    expect(cache.store('k', page('<!--$!--><template data-dgst="x"></template>'))).toBeNull();
    expect(cache.store('k', page('<script>$RX("B:0","x")</script>'))).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('lets concurrent misses wait for the one render running', async () => {
    const cache = new PageCache();
    const finish = cache.begin('k');
    expect(finish).toBeDefined();
    expect(cache.begin('k')).toBeUndefined();
    const waiting = cache.pending('k');
    finish?.(page('<p>done</p>'));
    const shared = await waiting;
    expect(shared && pageBody(shared, 'n').toString()).toBe('<p>done</p>');
    expect(cache.pending('k')).toBeUndefined();

    const failed = cache.begin('other');
    const waitingForFailure = cache.pending('other');
    failed?.(null);
    expect(await waitingForFailure).toBeNull();
  });

  it('caches only the public storefront pages', () => {
    for (const p of ['/', '/products', '/products/ao-thun-1', '/sale', '/collections/summer', '/tags/cotton', '/category/ao']) {
      expect(isPublicPage(p), p).toBe(true);
    }
    for (const p of [
      '/blog',
      '/blog/category/news',
      '/blog/mua-he',
      '/course',
      '/course/category/web',
      '/course-details',
      '/2',
    ]) {
      expect(isPublicPage(p), p).toBe(true);
    }
    for (const p of [
      '/account',
      '/cart',
      '/check-out',
      '/checkout/payment',
      '/orders',
      '/orders/SEN123',
      '/order-success',
      '/my-courses',
      '/course/12/learn',
      '/admin',
      '/admin/products',
      '/login',
      '/wishlist',
      '/_root.data',
      '/products.data',
      '/products/ao-thun-1.data',
      '/api/v1/home',
      '/products/a/b',
    ]) {
      expect(isPublicPage(p), p).toBe(false);
    }
  });

  it('keys on what changes the page, the same for guests and signed-in visitors', () => {
    const req = (
      over: Partial<{ method: string; url: string; headers: Record<string, string>; cookies: Record<string, string> }>,
    ) =>
      ({
        method: 'GET',
        url: '/',
        headers: {},
        cookies: {},
        protocol: 'http',
        host: 'sen.test',
        ...over,
      }) as unknown as FastifyRequest;
    const base = pageCacheKey(req({}), 'vi');
    expect(base).toBeTruthy();
    expect(pageCacheKey(req({ method: 'HEAD' }), 'vi')).toBe(base);
    expect(pageCacheKey(req({}), 'en')).not.toBe(base);
    expect(pageCacheKey(req({ url: '/?page=2' }), 'vi')).not.toBe(base);
    expect(pageCacheKey(req({ cookies: { theme: 'light' } }), 'vi')).not.toBe(base);
    expect(pageCacheKey(req({ headers: { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' } }), 'vi')).not.toBe(
      base,
    );
    expect(pageCacheKey(req({ headers: { 'x-forwarded-proto': 'https' }, protocol: 'https' } as never), 'vi')).not.toBe(base);
    expect(pageCacheKey(req({ method: 'POST' }), 'vi')).toBeNull();
    expect(pageCacheKey(req({ headers: { authorization: 'Bearer x' } }), 'vi')).toBeNull();
    // Signed in: the same shared page (rendered as for a guest, filled in by the browser).
    expect(pageCacheKey(req({ cookies: { sen_at: 'x' } }), 'vi')).toBe(base);
    expect(pageCacheKey(req({ cookies: { sen_rt: 'x', other: 'y' } }), 'vi')).toBe(base);
    // …except a page that shows their own enrolment, and pages that are all theirs.
    expect(pageCacheKey(req({ url: '/course-details?id=X' }), 'vi')).toBeTruthy();
    expect(pageCacheKey(req({ url: '/course-details?id=X', cookies: { sen_at: 'x' } }), 'vi')).toBeNull();
    expect(pageCacheKey(req({ url: '/cart' }), 'vi')).toBeNull();
    expect(pageCacheKey(req({ url: '/account', cookies: { sen_at: 'x' } }), 'vi')).toBeNull();
  });
});

function nonceOf(res: LightMyRequestResponse): string {
  const match = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']));
  if (!match?.[1]) throw new Error('no nonce in the CSP');
  return match[1];
}

/** Every nonce attribute in the HTML. */
function nonceAttributes(html: string): string[] {
  return [...html.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1] ?? '');
}

// The built web app renders the pages: `npm run build` (npm test builds first).
describe.skipIf(!webBuilt)('server-rendered pages through the page cache', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  let address: string | undefined;
  /** The app on a free port, for the tests over real sockets (until the suite closes it). */
  const listening = async () => {
    address ??= await app.listen({ host: '127.0.0.1', port: 0 });
    return address;
  };

  beforeAll(async () => {
    ({ app, close } = await createWebApp());
  });
  afterAll(async () => {
    await close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers a second anonymous visit from the cache with a fresh nonce', async () => {
    const first = await app.inject({ url: '/' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-page-cache']).toBe('miss');
    const second = await app.inject({ url: '/' });
    expect(second.statusCode).toBe(200);
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8');

    const [n1, n2] = [nonceOf(first), nonceOf(second)];
    expect(n2).not.toBe(n1);
    const attrs = nonceAttributes(second.body);
    expect(attrs.length).toBeGreaterThan(0);
    expect(new Set(attrs)).toEqual(new Set([n2]));
    expect(nonceAttributes(first.body)).toHaveLength(attrs.length);
    expect(second.body.includes(n1)).toBe(false);
    expect(second.body.split(n2).join('NONCE')).toBe(first.body.split(n1).join('NONCE'));
    // The CSP matches the HTML's nonce, and the page keeps every security header.
    expect(second.headers['content-security-policy']).toContain(`'nonce-${n2}'`);
    for (const res of [first, second]) {
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-request-id']).toMatch(/[0-9a-f-]{36}/);
    }
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);

    const head = await app.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['x-page-cache']).toBe('hit');
    expect(head.body).toBe('');
  });

  // Decision 0393: hits reuse the buffers of finished answers. Over real sockets, many hits at once
  // must each carry their own nonce, the one their CSP names, everywhere in their HTML.
  it('gives every one of many simultaneous hits its own nonce, in its header and all through its HTML', async () => {
    const base = await listening();
    const url = `${base}/faq?hits=${Date.now()}`;
    const reference = await fetch(url).then((r) => r.text());
    const answers = await Promise.all(
      Array.from({ length: 120 }, async () => {
        const res = await fetch(url);
        return {
          csp: res.headers.get('content-security-policy') ?? '',
          cache: res.headers.get('x-page-cache'),
          body: await res.text(),
        };
      }),
    );
    const seen = new Set<string>();
    for (const a of answers) {
      expect(a.cache).toBe('hit');
      const nonce = /'nonce-([^']+)'/.exec(a.csp)?.[1] ?? '';
      expect(nonce).not.toBe('');
      expect(seen.has(nonce)).toBe(false);
      seen.add(nonce);
      const attrs = nonceAttributes(a.body);
      expect(attrs.length).toBeGreaterThan(0);
      expect(new Set(attrs)).toEqual(new Set([nonce]));
      expect(a.body.length).toBe(reference.length);
    }
  });

  // A reader too slow to take its answers: their bytes wait in the server's buffers while other
  // visitors get hits of the same page. A body handed back too early would be written over there.
  it('keeps the body of an answer still waiting for a slow reader out of other hits', async () => {
    const ASKED = 300;
    const base = new URL(await listening());
    const path = `/faq?slow=${Date.now()}`;
    // The same page for all (the key holds whether the visitor is a crawler, by its user agent).
    const agent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
    await fetch(new URL(path, base), { headers: { 'user-agent': agent } }).then((r) => r.text());
    const socket = net.connect(Number(base.port), base.hostname);
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.pause();
    // Answers asked for at once on one connection, more than the kernel's buffers hold for a
    // reader that does not read: the last ones wait in the server's own buffers.
    socket.write(`GET ${path} HTTP/1.1\r\nHost: ${base.host}\r\nUser-Agent: ${agent}\r\n\r\n`.repeat(ASKED));
    await new Promise((r) => setTimeout(r, 300));
    // Meanwhile, other visitors.
    await Promise.all(
      Array.from({ length: 60 }, () => fetch(new URL(path, base), { headers: { 'user-agent': agent } }).then((r) => r.text())),
    );
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.resume();
    const answers: Array<{ nonce: string; body: string }> = [];
    await vi.waitFor(
      () => {
        const all = Buffer.concat(chunks);
        answers.length = 0;
        let at = 0;
        while (at < all.length) {
          const end = all.indexOf('\r\n\r\n', at);
          if (end < 0) break;
          const head = all.subarray(at, end).toString();
          const length = Number(/content-length: (\d+)/i.exec(head)?.[1]);
          if (all.length < end + 4 + length) break;
          answers.push({
            nonce: /'nonce-([^']+)'/.exec(head)?.[1] ?? '',
            body: all.subarray(end + 4, end + 4 + length).toString(),
          });
          at = end + 4 + length;
        }
        expect(answers).toHaveLength(ASKED);
      },
      { timeout: 10_000, interval: 50 },
    );
    socket.destroy();
    for (const a of answers) {
      expect(a.nonce).not.toBe('');
      expect(new Set(nonceAttributes(a.body))).toEqual(new Set([a.nonce]));
    }
  });

  it('compresses a cached page like any other', async () => {
    await app.inject({ url: '/faq' });
    const res = await app.inject({ url: '/faq', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['x-page-cache']).toBe('hit');
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('serves signed-in visitors the shared page, rendered without anything of theirs', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'customer@sen.local', password: 'Sen@12345' },
    });
    expect(login.statusCode).toBe(200);
    const { access_token: token, user } = login.json().metadata as {
      access_token: string;
      user: { email: string; name: string };
    };
    const me = await app.inject({ url: '/api/v1/me', cookies: { sen_at: token } });
    expect(me.statusCode).toBe(200);

    // The signed-in visitor comes first: their render is the one kept for everybody.
    const first = await app.inject({ url: '/brands', cookies: { sen_at: token, sen_rt: 'x' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(first.headers['set-cookie']).toBeUndefined();
    for (const personal of [user.email, user.name, token]) expect(first.body).not.toContain(personal);
    const guest = await app.inject({ url: '/brands' });
    expect(guest.headers['x-page-cache']).toBe('hit');
    const again = await app.inject({ url: '/brands', cookies: { sen_at: token } });
    expect(again.headers['x-page-cache']).toBe('hit');
    expect(again.body.split(nonceOf(again)).join('N')).toBe(first.body.split(nonceOf(first)).join('N'));

    // Pages that are all theirs are never shared, and an API client's Authorization is answered as itself.
    const account = await app.inject({ url: '/account', cookies: { sen_at: token } });
    expect(account.headers['x-page-cache']).toBeUndefined();
    expect(account.body).toContain(user.email);
    const byHeader = await app.inject({ url: '/about', headers: { authorization: `Bearer ${token}` } });
    expect(byHeader.headers['x-page-cache']).toBeUndefined();
  });

  it('keeps one entry per language, from ?lang or the cookie', async () => {
    const vi1 = await app.inject({ url: '/contact' });
    const en1 = await app.inject({ url: '/contact?lang=en' });
    expect(en1.headers['x-page-cache']).toBe('miss');
    const cookieEn1 = await app.inject({ url: '/contact', cookies: { language: 'en' } });
    expect(cookieEn1.headers['x-page-cache']).toBe('miss');
    const cookieEn2 = await app.inject({ url: '/contact', cookies: { language: 'en' } });
    expect(cookieEn2.headers['x-page-cache']).toBe('hit');
    const vi2 = await app.inject({ url: '/contact' });
    expect(vi2.headers['x-page-cache']).toBe('hit');
    expect(vi1.body).toContain('<html lang="vi"');
    expect(vi2.body).toContain('<html lang="vi"');
    expect(en1.body).toContain('<html lang="en"');
    expect(cookieEn2.body).toContain('<html lang="en"');
  });

  it('does not keep a page that was not found', async () => {
    for (const url of ['/products/no-such-product-anywhere', '/no-such-page']) {
      const first = await app.inject({ url });
      const second = await app.inject({ url });
      expect(first.statusCode, url).toBe(404);
      expect(second.statusCode, url).toBe(404);
      expect(second.headers['x-page-cache'], url).not.toBe('hit');
    }
  });

  it('leaves React Router data requests alone', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await app.inject({ url: '/about.data' });
      expect(res.headers['x-page-cache']).toBeUndefined();
    }
  });

  it('renders again once the time to live has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    expect((await app.inject({ url: '/terms' })).headers['x-page-cache']).toBe('miss');
    vi.setSystemTime(Date.now() + PAGE_CACHE_TTL_MS - 100);
    expect((await app.inject({ url: '/terms' })).headers['x-page-cache']).toBe('hit');
    vi.setSystemTime(Date.now() + 200);
    expect((await app.inject({ url: '/terms' })).headers['x-page-cache']).toBe('miss');
  });

  it('renders once for simultaneous first visits', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => app.inject({ url: '/privacy' })));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.map((r) => r.headers['x-page-cache']).sort()).toEqual(['hit', 'hit', 'hit', 'hit', 'miss']);
    const nonces = answers.map(nonceOf);
    expect(new Set(nonces).size).toBe(5);
    answers.forEach((r, i) => {
      expect(new Set(nonceAttributes(r.body))).toEqual(new Set([nonces[i]]));
    });
  });
});
