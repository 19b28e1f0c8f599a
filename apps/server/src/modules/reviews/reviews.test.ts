import { randomUUID } from 'node:crypto';
import type { Role } from '@sen/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/helpers';
import { bearer, createUser, type Harness, login, randomIp } from '../auth/testing';
import { addProduct, checkoutBody, commerceHarness, placeOrder } from '../orders/testing';

type Headers = Record<string, string>;

describe.each(dialects)('product reviews on %s', (dialect) => {
  let h: Harness;

  beforeAll(async () => {
    h = await commerceHarness(dialect);
  });
  afterAll(async () => h.close());

  /** A fresh account of this role, signed in: its headers (own address, so limits never mix). */
  async function signedIn(role: Role = 'customer', opts: { email?: string; verified?: boolean } = {}) {
    const user = await createUser(h.app, { role, ...opts });
    const { token } = await login(h.app, user.email);
    return { user, headers: { ...bearer(token), 'x-forwarded-for': randomIp() } as Headers };
  }

  const call = (method: string, url: string, opts: { headers?: Headers; payload?: object; lang?: string } = {}) =>
    h.app.inject({
      method: method as 'GET',
      url: `/api/v1${url}${url.includes('?') ? '&' : '?'}lang=${opts.lang ?? 'en'}`,
      headers: opts.headers ?? {},
      ...(opts.payload ? { payload: opts.payload } : {}),
    });

  const post = (slug: string, headers: Headers, payload: object) =>
    call('POST', `/products/${slug}/reviews`, { headers, payload });

  const ratingsOf = async (slug: string) => (await call('GET', `/products/${slug}`)).json().metadata.ratings;
  const listOf = async (slug: string, query = '') => (await call('GET', `/products/${slug}/reviews${query}`)).json().metadata;

  /** Reviews written straight into the table, a minute apart (oldest first), for the list tests. */
  async function insertReviews(productId: string, ratings: number[]): Promise<string[]> {
    const ids: string[] = [];
    const start = Date.parse('2026-01-01T00:00:00.000Z');
    for (const [i, rating] of ratings.entries()) {
      const user = await createUser(h.app);
      const id = randomUUID();
      const at = new Date(start + i * 60_000).toISOString();
      await h.app.db
        .insertInto('reviews')
        .values({
          id,
          product_id: productId,
          user_id: user.id,
          rating,
          title: `Tiêu đề ${i}`,
          body: `Nội dung đánh giá số ${i}`,
          status: 'published',
          verified_purchase: 0,
          created_at: at,
          updated_at: at,
        })
        .execute();
      ids.push(id);
    }
    return ids;
  }

  it('answers an empty page and a zero summary for a product without reviews, 404 for an unknown one', async () => {
    const p = await addProduct(h.app);
    const res = await call('GET', `/products/${p.slug}/reviews`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      statusCode: 200,
      message: 'Success',
      metadata: {
        items: [],
        pagination: { totalCount: 0, page: 1, limit: 5, totalPages: 1 },
        summary: { average: 0, count: 0, histogram: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } },
      },
    });
    // By id as well as by slug.
    expect((await call('GET', `/products/${p.id}/reviews`)).statusCode).toBe(200);
    const missing = await call('GET', '/products/no-such-product/reviews');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ errorCode: 'PRODUCT_NOT_FOUND', message: 'Product not found' });
    const draft = await addProduct(h.app, { status: 'draft' });
    expect((await call('GET', `/products/${draft.slug}/reviews`)).statusCode).toBe(404);
  });

  it('pages, filters by stars and sorts the published reviews; the summary covers them all', async () => {
    const p = await addProduct(h.app);
    const ids = await insertReviews(p.id, [5, 4, 3, 5, 1, 2, 5]);
    const hidden = (await insertReviews(p.id, [1]))[0]!;
    await h.app.db.updateTable('reviews').set({ status: 'hidden' }).where('id', '=', hidden).execute();

    const first = await listOf(p.slug, '?limit=3');
    expect(first.items.map((r: { _id: string }) => r._id)).toEqual([ids[6], ids[5], ids[4]]);
    expect(first.pagination).toEqual({ totalCount: 7, page: 1, limit: 3, totalPages: 3 });
    expect(first.summary).toEqual({ average: 3.6, count: 7, histogram: { 1: 1, 2: 1, 3: 1, 4: 1, 5: 3 } });
    expect(first.items[0]).toEqual({
      _id: ids[6],
      productId: p.id,
      rating: 5,
      title: 'Tiêu đề 6',
      body: 'Nội dung đánh giá số 6',
      author: { name: 'Nguyễn An', avatar: '' },
      verifiedPurchase: false,
      reply: null,
      status: 'published',
      createdAt: '2026-01-01T00:06:00.000Z',
      updatedAt: '2026-01-01T00:06:00.000Z',
    });
    const last = await listOf(p.slug, '?limit=3&page=3');
    expect(last.items.map((r: { _id: string }) => r._id)).toEqual([ids[0]]);

    const fives = await listOf(p.slug, '?rating=5');
    expect(fives.items.map((r: { _id: string }) => r._id)).toEqual([ids[6], ids[3], ids[0]]);
    expect(fives.pagination.totalCount).toBe(3);
    expect(fives.summary.count).toBe(7);

    const stars = async (sort: string) =>
      (await listOf(p.slug, `?sort=${sort}&limit=10`)).items.map((r: { rating: number }) => r.rating);
    expect(await stars('highest')).toEqual([5, 5, 5, 4, 3, 2, 1]);
    expect(await stars('lowest')).toEqual([1, 2, 3, 4, 5, 5, 5]);
    // Equal stars: newest first.
    expect((await listOf(p.slug, '?sort=highest&limit=3')).items.map((r: { _id: string }) => r._id)).toEqual([
      ids[6],
      ids[3],
      ids[0],
    ]);

    const bad = await call('GET', `/products/${p.slug}/reviews?rating=6&sort=best`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().metadata.errors).toEqual(
      expect.arrayContaining([
        { field: 'query.rating', message: 'The rating must be a whole number from 1 to 5' },
        expect.objectContaining({ field: 'query.sort' }),
      ]),
    );
  });

  it('lets only signed-in users post, with a message per invalid field in their language', async () => {
    const p = await addProduct(h.app);
    const guest = await call('POST', `/products/${p.slug}/reviews`, { payload: { rating: 5, body: 'Sản phẩm rất tốt' } });
    expect(guest.statusCode).toBe(401);

    const { headers } = await signedIn();
    const empty = await post(p.slug, headers, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errorCode).toBe('VALIDATION_ERROR');
    expect(empty.json().metadata.errors).toEqual([
      { field: 'rating', message: 'Please choose a star rating' },
      { field: 'body', message: 'Please write your review' },
    ]);
    const vi = await call('POST', `/products/${p.slug}/reviews`, {
      headers,
      lang: 'vi',
      payload: { rating: 0, title: 'x'.repeat(121), body: '  ngắn  ' },
    });
    expect(vi.json().metadata.errors).toEqual([
      { field: 'rating', message: 'Số sao phải là số nguyên từ 1 đến 5' },
      { field: 'title', message: 'Tiêu đề tối đa 120 ký tự' },
      { field: 'body', message: 'Nội dung đánh giá cần ít nhất 10 ký tự' },
    ]);
    const more = await post(p.slug, headers, { rating: 4.5, body: 'x'.repeat(2001) });
    expect(more.json().metadata.errors).toEqual([
      { field: 'rating', message: 'The rating must be a whole number from 1 to 5' },
      { field: 'body', message: 'The review must be at most 2000 characters' },
    ]);
    const html = await post(p.slug, headers, { rating: 5, title: '<b>Tuyệt</b>', body: 'Rất tốt <script>alert(1)</script>' });
    expect(html.json().metadata.errors).toEqual([
      { field: 'title', message: 'Please write plain text, without HTML tags' },
      { field: 'body', message: 'Please write plain text, without HTML tags' },
    ]);
    // A tag left unclosed is still a tag to a browser.
    const unclosed = await post(p.slug, headers, {
      rating: 5,
      title: 'Đẹp <img src=x',
      body: 'Rất tốt <img src=x onerror=alert(1)',
    });
    expect(unclosed.statusCode).toBe(400);
    expect(unclosed.json().metadata.errors).toEqual([
      { field: 'title', message: 'Please write plain text, without HTML tags' },
      { field: 'body', message: 'Please write plain text, without HTML tags' },
    ]);
    expect((await listOf(p.slug)).summary.count).toBe(0);
  });

  it('stores a review, keeps the product rating in step and answers 409 to a second one', async () => {
    const p = await addProduct(h.app);
    const { headers } = await signedIn();
    // Read (and cache) before writing: the write must drop the cached answers.
    expect((await listOf(p.slug)).items).toEqual([]);
    expect(await ratingsOf(p.slug)).toEqual({ average: 0, count: 0 });

    const res = await post(p.slug, headers, {
      rating: 4,
      title: '  Đáng tiền  ',
      body: 'Pin trâu, giá < 5 triệu là hợp lý <3\r\n\r\n\r\n\r\nGiao hàng nhanh.',
    });
    expect(res.statusCode).toBe(201);
    const review = res.json().metadata;
    expect(review).toMatchObject({
      productId: p.id,
      rating: 4,
      title: 'Đáng tiền',
      // Plain text kept as typed (no HTML tags), line breaks normalised.
      body: 'Pin trâu, giá < 5 triệu là hợp lý <3\n\nGiao hàng nhanh.',
      verifiedPurchase: false,
      status: 'published',
    });
    expect(await ratingsOf(p.slug)).toEqual({ average: 4, count: 1 });
    expect(await ratingsOf(p.id)).toEqual({ average: 4, count: 1 });
    const listed = await listOf(p.slug);
    expect(listed.items.map((r: { _id: string }) => r._id)).toEqual([review._id]);
    expect(listed.summary).toMatchObject({ average: 4, count: 1 });
    expect((await call('GET', `/products/${p.slug}/reviews/mine`, { headers })).json().metadata._id).toBe(review._id);

    const again = await post(p.slug, headers, { rating: 1, body: 'Đổi ý, không thích nữa' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      errorCode: 'REVIEW_EXISTS',
      message: 'You have already reviewed this product. Each account can review a product once.',
    });

    const second = await signedIn();
    expect((await call('GET', `/products/${p.slug}/reviews/mine`, { headers: second.headers })).json().metadata).toBeNull();
    expect((await post(p.slug, second.headers, { rating: 5, body: 'Máy đẹp, chạy mượt mà' })).statusCode).toBe(201);
    expect(await ratingsOf(p.slug)).toEqual({ average: 4.5, count: 2 });
    const row = await h.app.db
      .selectFrom('products')
      .select(['rating_average', 'rating_count'])
      .where('id', '=', p.id)
      .executeTakeFirstOrThrow();
    expect({ average: Number(row.rating_average), count: Number(row.rating_count) }).toEqual({ average: 4.5, count: 2 });
  });

  it('gives one review per account even when two arrive at once', async () => {
    const p = await addProduct(h.app);
    const { headers } = await signedIn();
    const answers = await Promise.all([
      post(p.slug, headers, { rating: 5, body: 'Lần thứ nhất gửi đi' }),
      post(p.slug, headers, { rating: 3, body: 'Lần thứ hai gửi đi' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect((await ratingsOf(p.slug)).count).toBe(1);
  });

  it('counts concurrent reviews by different people exactly', async () => {
    const p = await addProduct(h.app);
    const people = await Promise.all([1, 2, 3, 4, 5].map(() => signedIn()));
    const answers = await Promise.all(
      people.map((x, i) => post(p.slug, x.headers, { rating: i + 1, body: 'Đánh giá cùng lúc với người khác' })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(await ratingsOf(p.slug)).toEqual({ average: 3, count: 5 });
  });

  it('marks a review as a verified purchase only after a paid or delivered order holding the product', async () => {
    const p = await addProduct(h.app);
    const buyer = await signedIn();
    const order = await placeOrder(h.app, checkoutBody([{ productId: p.id, quantity: 1 }]), { headers: buyer.headers });
    expect(order.statusCode).toBe(201);
    const code = order.json().metadata.code as string;

    // A pending COD order is not a purchase yet.
    const waiting = await signedIn();
    const pending = await placeOrder(h.app, checkoutBody([{ productId: p.id, quantity: 1 }]), { headers: waiting.headers });
    expect(pending.statusCode).toBe(201);
    const early = await post(p.slug, waiting.headers, { rating: 3, body: 'Chưa nhận được hàng' });
    expect(early.json().metadata.verifiedPurchase).toBe(false);

    await h.app.db.updateTable('orders').set({ status: 'delivered' }).where('code', '=', code).execute();
    const verified = await post(p.slug, buyer.headers, { rating: 5, body: 'Đã nhận hàng, rất hài lòng' });
    expect(verified.json().metadata.verifiedPurchase).toBe(true);

    // A guest order with the e-mail of a verified account counts; a cancelled one does not.
    const email = `guest-${randomUUID().slice(0, 8)}@example.vn`;
    const guestOrder = await placeOrder(
      h.app,
      checkoutBody([{ productId: p.id, quantity: 1 }], {
        information: { ...checkoutBody([]).information, email },
      }),
    );
    expect(guestOrder.statusCode).toBe(201);
    await h.app.db
      .updateTable('orders')
      .set({ payment_status: 'paid' })
      .where('code', '=', guestOrder.json().metadata.code)
      .execute();
    const guest = await signedIn('customer', { email, verified: true });
    expect(
      (await post(p.slug, guest.headers, { rating: 4, body: 'Mua lúc chưa có tài khoản' })).json().metadata.verifiedPurchase,
    ).toBe(true);

    // Paid, then refunded: not a purchase any more.
    const refunded = await signedIn();
    const back = await placeOrder(h.app, checkoutBody([{ productId: p.id, quantity: 1 }]), { headers: refunded.headers });
    await h.app.db
      .updateTable('orders')
      .set({ status: 'refunded', payment_status: 'refunded' })
      .where('code', '=', back.json().metadata.code)
      .execute();
    expect((await post(p.slug, refunded.headers, { rating: 2, body: 'Đã trả lại hàng' })).json().metadata.verifiedPurchase).toBe(
      false,
    );
    expect(
      (await listOf(p.slug, '?limit=10')).items.filter((r: { verifiedPurchase: boolean }) => r.verifiedPurchase),
    ).toHaveLength(2);
  });

  it('lets support hide and publish, admins delete, and refuses customers; the rating follows', async () => {
    const p = await addProduct(h.app);
    const writers = await Promise.all([signedIn(), signedIn()]);
    const low = (await post(p.slug, writers[0].headers, { rating: 1, body: 'Hàng lỗi, rất thất vọng' })).json().metadata;
    await post(p.slug, writers[1].headers, { rating: 5, body: 'Tuyệt vời, đáng mua' });
    expect(await ratingsOf(p.slug)).toEqual({ average: 3, count: 2 });

    const customer = await signedIn('customer');
    const refused = await call('PATCH', `/reviews/${low._id}`, { headers: customer.headers, payload: { status: 'hidden' } });
    expect(refused.statusCode).toBe(403);
    expect((await call('DELETE', `/reviews/${low._id}`, { headers: customer.headers })).statusCode).toBe(403);
    expect((await call('GET', '/admin/reviews', { headers: customer.headers })).statusCode).toBe(403);
    expect((await call('PATCH', `/reviews/${low._id}`, { payload: { status: 'hidden' } })).statusCode).toBe(401);

    const support = await signedIn('support');
    const badStatus = await call('PATCH', `/reviews/${low._id}`, { headers: support.headers, payload: { status: 'gone' } });
    expect(badStatus.json().metadata.errors).toEqual([{ field: 'status', message: 'Status must be published or hidden' }]);
    const hidden = await call('PATCH', `/reviews/${low._id}`, { headers: support.headers, payload: { status: 'hidden' } });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().metadata).toMatchObject({ _id: low._id, status: 'hidden', product: { _id: p.id, slug: p.slug } });
    expect(await ratingsOf(p.slug)).toEqual({ average: 5, count: 1 });
    expect((await listOf(p.slug)).items.map((r: { rating: number }) => r.rating)).toEqual([5]);
    // The author still sees their hidden review.
    expect(
      (await call('GET', `/products/${p.slug}/reviews/mine`, { headers: writers[0].headers })).json().metadata,
    ).toMatchObject({
      status: 'hidden',
    });
    const queue = (await call('GET', `/admin/reviews?status=hidden&productId=${p.id}`, { headers: support.headers })).json()
      .metadata;
    expect(queue.items.map((r: { _id: string }) => r._id)).toEqual([low._id]);
    expect(queue.items[0].authorEmail).toBe(writers[0].user.email);

    await call('PATCH', `/reviews/${low._id}`, { headers: support.headers, payload: { status: 'published' } });
    expect(await ratingsOf(p.slug)).toEqual({ average: 3, count: 2 });

    const admin = await signedIn('admin');
    const deleted = await call('DELETE', `/reviews/${low._id}`, { headers: admin.headers });
    expect(deleted.json()).toEqual({ statusCode: 200, message: 'Success', metadata: { deleted: true } });
    expect(await ratingsOf(p.slug)).toEqual({ average: 5, count: 1 });
    const gone = await call('DELETE', `/reviews/${low._id}`, { headers: admin.headers });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ errorCode: 'REVIEW_NOT_FOUND', message: 'Review not found' });
    // The author may write again once their review is deleted.
    expect((await post(p.slug, writers[0].headers, { rating: 2, body: 'Đổi sản phẩm rồi, tạm ổn' })).statusCode).toBe(201);
  });

  it('limits how many reviews one account posts in an hour', async () => {
    const { headers } = await signedIn();
    const products = await Promise.all(Array.from({ length: 11 }, () => addProduct(h.app)));
    const codes: number[] = [];
    for (const p of products) codes.push((await post(p.slug, headers, { rating: 4, body: 'Sản phẩm dùng tốt' })).statusCode);
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(codes[10]).toBe(429);
    // Another account is not affected.
    const other = await signedIn();
    expect((await post(products[10]!.slug, other.headers, { rating: 4, body: 'Sản phẩm dùng tốt' })).statusCode).toBe(201);
  });
});
