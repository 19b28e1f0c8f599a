import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/helpers';
import { bearer, createUser, type Harness, login, randomIp } from '../auth/testing';
import { addProduct, commerceHarness } from '../orders/testing';

type Headers = Record<string, string>;

describe.each(dialects)('my reviews (/me/reviews) on %s', (dialect) => {
  let h: Harness;

  beforeAll(async () => {
    h = await commerceHarness(dialect);
  });
  afterAll(async () => h.close());

  async function signedIn() {
    const user = await createUser(h.app);
    const { token } = await login(h.app, user.email);
    return { ...bearer(token), 'x-forwarded-for': randomIp() } as Headers;
  }

  const call = (method: string, url: string, headers: Headers = {}, payload?: object) =>
    h.app.inject({
      method: method as 'GET',
      url: `/api/v1${url}?lang=en`,
      headers,
      ...(payload ? { payload } : {}),
    });

  async function review(headers: Headers, rating = 4) {
    const product = await addProduct(h.app);
    const res = await call('POST', `/products/${product.slug}/reviews`, headers, {
      rating,
      body: 'Sản phẩm dùng tốt, giao nhanh.',
    });
    expect(res.statusCode).toBe(201);
    return { product, id: res.json().metadata._id as string };
  }

  const ratingsOf = async (slug: string) => (await call('GET', `/products/${slug}`)).json().metadata.ratings;

  it('needs a signed-in customer', async () => {
    expect((await call('GET', '/me/reviews')).statusCode).toBe(401);
    expect((await call('DELETE', '/me/reviews/x')).statusCode).toBe(401);
  });

  it('lists only my own reviews, newest first, with the product', async () => {
    const me = await signedIn();
    const other = await signedIn();
    const first = await review(me);
    const second = await review(me, 5);
    await review(other);
    const res = await call('GET', '/me/reviews', me);
    expect(res.statusCode).toBe(200);
    const body = res.json().metadata;
    expect(body.pagination.totalCount).toBe(2);
    expect(body.items.map((r: { _id: string }) => r._id)).toEqual([second.id, first.id]);
    expect(body.items[0].product).toMatchObject({ _id: second.product.id, slug: second.product.slug, name: second.product.name });
  });

  it('rewrites my review and the product rating follows', async () => {
    const me = await signedIn();
    const { product, id } = await review(me, 2);
    const res = await call('PUT', `/me/reviews/${id}`, me, {
      rating: 5,
      title: 'Đổi ý',
      body: 'Dùng lâu mới thấy rất đáng tiền.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().metadata).toMatchObject({ _id: id, rating: 5, title: 'Đổi ý', body: 'Dùng lâu mới thấy rất đáng tiền.' });
    expect(await ratingsOf(product.slug)).toEqual({ average: 5, count: 1 });
  });

  it('refuses a bad rewrite with the field concerned, and keeps the review', async () => {
    const me = await signedIn();
    const { id } = await review(me, 3);
    const res = await call('PUT', `/me/reviews/${id}`, me, { rating: 9, body: 'ngắn' });
    expect(res.statusCode).toBe(400);
    const err = res.json();
    expect(err.errorCode).toBeTruthy();
    expect(JSON.stringify(err)).toMatch(/rating/);
    const list = (await call('GET', '/me/reviews', me)).json().metadata;
    expect(list.items[0].rating).toBe(3);
  });

  it('deletes my review and the product rating follows', async () => {
    const me = await signedIn();
    const { product, id } = await review(me, 4);
    expect(await ratingsOf(product.slug)).toEqual({ average: 4, count: 1 });
    const res = await call('DELETE', `/me/reviews/${id}`, me);
    expect(res.statusCode).toBe(200);
    expect(await ratingsOf(product.slug)).toEqual({ average: 0, count: 0 });
    expect((await call('GET', '/me/reviews', me)).json().metadata.items).toEqual([]);
  });

  it("answers 404 for another account's review and leaves it alone", async () => {
    const me = await signedIn();
    const other = await signedIn();
    const { id } = await review(other, 4);
    expect((await call('PUT', `/me/reviews/${id}`, me, { rating: 1, body: 'Không phải của tôi đâu.' })).statusCode).toBe(404);
    expect((await call('DELETE', `/me/reviews/${id}`, me)).statusCode).toBe(404);
    const theirs = (await call('GET', '/me/reviews', other)).json().metadata.items;
    expect(theirs).toHaveLength(1);
    expect(theirs[0].rating).toBe(4);
  });
});
