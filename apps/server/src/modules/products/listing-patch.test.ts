import { LISTING_SORTS } from '@sen/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoDb, createTestApp, dialects, type TestDb } from '../../../test/helpers';
import { bearer, createUser, type Harness, login } from '../auth/testing';
import { addProduct, checkoutBody, commerceHarness, placeOrder } from '../orders/testing';
import { catalogueChanged } from './invalidate';
import { listingIndex } from './listing-index';
import {
  buildSnapshot,
  loadPatchRows,
  matchWords,
  patchSnapshot,
  type Snapshot,
  snapshotWork,
  sortAll,
  sortedRows,
} from './snapshot';

/** What a snapshot says, independent of its row numbering: compared between a patched and a rebuilt one. */
function view(s: Snapshot) {
  const perId: Record<string, unknown[]> = {};
  for (let i = 0; i < s.n; i++) {
    perId[s.ids[i]!] = [
      s.categoryIds[s.cat[i]!] ?? null,
      s.brandIds[s.brand[i]!] ?? null,
      s.sellerIds[s.seller[i]!] ?? null,
      s.price[i],
      s.bucket[i],
      s.rating[i],
      s.ratingCount[i],
      s.quantity[i],
      s.sold[i],
      s.created[i],
      s.onSale[i],
      s.saleStart[i],
      s.saleEnd[i],
      s.isNew[i],
      s.bestseller[i],
      s.hasVariants[i],
      s.rowOf.get(s.ids[i]!) === i,
    ];
  }
  const ids = (rows: Iterable<number>) => [...rows].map((i) => s.ids[i]!);
  const idsOfMask = (mask: Uint8Array) => s.ids.filter((_, i) => mask[i]).sort();
  return {
    n: s.n,
    fingerprint: s.fingerprint,
    perId,
    orders: Object.fromEntries(LISTING_SORTS.map((sort) => [sort, ids(sortedRows(s, sort))])),
    words: Object.fromEntries(['loa', 'qzxv', 'samsung', 'dien', 'a', 'zzzz'].map((w) => [w, idsOfMask(matchWords(s, [w]))])),
    vocabulary: [...s.vocabulary].sort(),
    tags: Object.fromEntries([...s.tags].map(([t, rows]) => [t, ids(rows).sort()]).sort()),
  };
}

describe.each(dialects)('the listing snapshot patched per product on %s', (dialect) => {
  let testDb: TestDb;
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    testDb = await createDemoDb(dialect);
    app = await createTestApp(testDb);
    token = (await login(app, (await createUser(app, { role: 'editor' })).email)).token;
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.destroy();
  });

  it('a patch gives exactly the snapshot a rebuild gives: edits, a product leaving, a new one', async () => {
    const old = await buildSnapshot(app.db, 'v0');
    await sortAll(old);
    const before = JSON.stringify(view(old));
    const [a, b, c] = old.ids;
    await app.db
      .updateTable('products')
      .set({ price: 1, name: 'Loa Qzxv Mini', name_folded: 'loa qzxv mini', tags: '["Sen","Loa"]', sold: 99_999 })
      .where('id', '=', a!)
      .execute();
    await app.db.updateTable('products').set({ status: 'archived' }).where('id', '=', b!).execute();
    await app.db.updateTable('products').set({ quantity: 0, rating_average: 4.9 }).where('id', '=', c!).execute();
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/products',
      headers: bearer(token),
      payload: { name: 'Loa Qzxv Zeta', price: 123_456, quantity: 5, status: 'published', tags: ['sen'] },
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().metadata._id as string;
    const ids = [a!, b!, c!, created, 'no-such-product'];
    const patched = patchSnapshot(old, 'v1', ids, await loadPatchRows(app.db, ids));
    const rebuilt = await buildSnapshot(app.db, 'v2');
    await sortAll(rebuilt);
    expect(view(patched)).toEqual(view(rebuilt));
    expect(patched.n).toBe(old.n);
    expect(view(patched).orders['price-asc']![0]).toBe(a);
    expect(view(patched).words.qzxv).toEqual([a!, created].sort());
    // The snapshot it came from is untouched (requests may still be reading it).
    expect(JSON.stringify(view(old))).toBe(before);
  });

  it('an edit shows in the listing at once without rebuilding the snapshot', async () => {
    const index = listingIndex(app);
    await index.get();
    const listed = async (q: string) => (await app.inject({ url: `/api/v1/products?${q}` })).json().metadata;
    const target = (await listed('sort=price-desc&limit=1')).items[0];
    const builds = snapshotWork.builds;
    const patches = snapshotWork.patches;

    const patch = async (id: string, payload: object) => {
      const res = await app.inject({ method: 'PATCH', url: `/api/v1/products/${id}`, headers: bearer(token), payload });
      expect(res.statusCode, res.body).toBe(200);
    };
    // Cheapest now: first by price ascending, found by its new price range, its new name searchable.
    await patch(target._id, { price: 2, name: 'Quạt Sen Tí Hon' });
    expect((await listed('sort=price-asc&limit=1')).items[0]._id).toBe(target._id);
    expect((await listed('max_price=2')).items.map((p: { _id: string }) => p._id)).toEqual([target._id]);
    expect((await listed('q=quat ti hon')).items.map((p: { _id: string }) => p._id)).toEqual([target._id]);
    // Archived: gone from the listing and its counts.
    const total = (await listed('limit=1')).pagination.totalCount;
    await patch(target._id, { status: 'archived' });
    expect((await listed('q=quat ti hon')).items).toEqual([]);
    expect((await listed('limit=1')).pagination.totalCount).toBe(total - 1);
    await patch(target._id, { status: 'published' });
    expect((await listed('q=quat ti hon')).pagination.totalCount).toBe(1);

    expect(snapshotWork.builds).toBe(builds);
    expect(snapshotWork.patches).toBeGreaterThanOrEqual(patches + 3);
  });

  it('stock taken by bulk edit moves the in-stock filter without a rebuild', async () => {
    const listed = async (q: string) => (await app.inject({ url: `/api/v1/products?${q}` })).json().metadata;
    const builds = snapshotWork.builds;
    const [target] = (await listed('q=quat ti hon')).items;
    expect(target.quantity).toBeGreaterThan(0);
    const out = (await listed('in_stock=false&limit=1')).pagination.totalCount;
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/products/bulk',
      headers: bearer(token),
      payload: { ids: [target._id], action: 'adjustStock', delta: -1_000_000 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await listed('in_stock=false&limit=1')).pagination.totalCount).toBe(out + 1);
    expect(snapshotWork.builds).toBe(builds);
  });
});

describe.each(dialects)('stock taken by an order on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await commerceHarness(dialect);
  });
  afterAll(async () => h.close());

  it('moves the listing’s stock filter at once, without a rebuild', async () => {
    const p = await addProduct(h.app, { name: 'Ấm trà ordrz', quantity: 2, price: 150_000 });
    await catalogueChanged(h.app, [p.id]);
    const listed = async (q: string) =>
      (await h.app.inject({ url: `/api/v1/products?q=ordrz&${q}` })).json().metadata.items.map((x: { _id: string }) => x._id);
    expect(await listed('in_stock=true')).toEqual([p.id]);
    const builds = snapshotWork.builds;
    const res = await placeOrder(h.app, checkoutBody([{ productId: p.id, quantity: 2 }]));
    expect(res.statusCode, res.body).toBe(201);
    expect(await listed('in_stock=true')).toEqual([]);
    expect(await listed('in_stock=false')).toEqual([p.id]);
    expect(snapshotWork.builds).toBe(builds);
  });
});
