import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/helpers';
import { bearer, createUser, type Harness, harness, login, seedProduct } from '../auth/testing';
import { notify } from './notify';

describe.each(dialects)('wishlist and notifications on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness(dialect);
  });
  afterAll(async () => h.close());

  async function signedIn() {
    const user = await createUser(h.app);
    return { user, headers: bearer((await login(h.app, user.email)).token) };
  }

  it('adds, lists with product summaries and removes wishlist items', async () => {
    const { headers } = await signedIn();
    const phone = await seedProduct(h.app, 'Điện thoại Sen X');
    const add = await h.app.inject({ method: 'POST', url: '/api/v1/me/wishlist', headers, payload: { productId: phone } });
    expect(add.statusCode).toBe(201);
    expect(add.json().metadata.items[0]).toMatchObject({
      productId: phone,
      product: { id: phone, name: 'Điện thoại Sen X', price: 1_990_000, isAvailable: true, ratings: { average: 0, count: 0 } },
    });
    // Twice is harmless.
    await h.app.inject({ method: 'POST', url: '/api/v1/me/wishlist', headers, payload: { productId: phone } });
    expect((await h.app.inject({ method: 'GET', url: '/api/v1/me/wishlist', headers })).json().metadata.productIds).toEqual([
      phone,
    ]);
    const missing = await h.app.inject({
      method: 'POST',
      url: '/api/v1/me/wishlist?lang=en',
      headers,
      payload: { productId: randomUUID() },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorCode).toBe('PRODUCT_NOT_FOUND');
    const del = await h.app.inject({ method: 'DELETE', url: `/api/v1/me/wishlist/${phone}`, headers });
    expect(del.json().metadata).toEqual({ items: [], productIds: [] });
  });

  it("merges a guest's wishlist on sign-in, skipping unknown and duplicate products", async () => {
    const { headers } = await signedIn();
    const [a, b, c] = [await seedProduct(h.app, 'A'), await seedProduct(h.app, 'B'), await seedProduct(h.app, 'C')];
    await h.app.inject({ method: 'POST', url: '/api/v1/me/wishlist', headers, payload: { productId: a } });
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/v1/me/wishlist/merge',
      headers,
      payload: { productIds: [a, b, randomUUID(), c, b] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().metadata.added).toBe(2);
    expect([...res.json().metadata.productIds].sort()).toEqual([a, b, c].sort());
  });

  it('lists notifications with the unread count, marks one or all read and dismisses', async () => {
    const { user, headers } = await signedIn();
    for (const event of ['welcome', 'emailVerified', 'passwordChanged'] as const) await notify(h.app.db, user.id, event);
    const list = async (query = '') =>
      (await h.app.inject({ method: 'GET', url: `/api/v1/me/notifications${query}`, headers })).json().metadata;
    const all = await list();
    expect(all.unreadCount).toBe(3);
    expect(all.items).toHaveLength(3);
    expect(all.items[0]).toEqual({
      id: expect.any(String),
      type: expect.stringMatching(/^(info|success|warning|error)$/),
      title: expect.any(String),
      message: expect.any(String),
      link: '/profile',
      time: expect.any(String),
      read: false,
    });
    const one = await h.app.inject({ method: 'POST', url: `/api/v1/me/notifications/${all.items[0].id}/read`, headers });
    expect(one.json().metadata.read).toBe(true);
    expect((await list()).unreadCount).toBe(2);
    expect((await list('?unread=true')).items).toHaveLength(2);
    const dismiss = await h.app.inject({ method: 'DELETE', url: `/api/v1/me/notifications/${all.items[1].id}`, headers });
    expect(dismiss.statusCode).toBe(200);
    expect((await list()).items.map((n: { id: string }) => n.id)).not.toContain(all.items[1].id);
    const readAll = await h.app.inject({ method: 'POST', url: '/api/v1/me/notifications/read-all', headers });
    expect(readAll.json().metadata.updated).toBe(1);
    expect((await list()).unreadCount).toBe(0);
    // Someone else's notification is not found.
    const other = await signedIn();
    const foreign = await h.app.inject({
      method: 'POST',
      url: `/api/v1/me/notifications/${all.items[0].id}/read`,
      headers: other.headers,
    });
    expect(foreign.statusCode).toBe(404);
  });
});
