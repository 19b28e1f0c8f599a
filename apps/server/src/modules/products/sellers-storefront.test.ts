import { parseListingQuery } from '@sen/core/products/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/helpers';
import { bearer, createUser, type Harness, login } from '../auth/testing';
import { addBrand, addCategory } from '../catalog/testing';
import { addProduct, commerceHarness } from '../orders/testing';
import { databaseListing } from './db-listing';
import { catalogueChanged } from './invalidate';

/*
 * Issue 18 on the storefront: cart lines carry their seller ("Sold by"), and the listing has a
 * seller facet counted like the brand facet, from the snapshot and from the database alike.
 */
describe.each(dialects)("sellers on the storefront's cart and listing on %s", (dialect) => {
  let h: Harness;
  let manager: Record<string, string>;
  const shops: Record<'a' | 'b', { id: string; slug: string }> = {} as never;
  const products: Record<'a1' | 'a2' | 'b1' | 'own', { id: string; slug: string }> = {} as never;

  const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}, payload?: object) =>
    h.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });

  async function approvedShop(shopName: string) {
    const user = await createUser(h.app);
    const auth = bearer((await login(h.app, user.email)).token);
    const res = await call('POST', '/seller/application', auth, {
      shopName,
      taxCode: '0101248141',
      address: '1 Hoàng Diệu',
      provinceCode: '01',
      wardCode: '00004',
      phone: '0912345678',
      email: user.email,
      bankName: 'Vietcombank',
      bankAccountNumber: '0011004455667',
      bankAccountName: 'NGUYEN VAN AN',
      description: '',
    });
    expect(res.statusCode, res.body).toBe(201);
    const shop = res.json().metadata as { id: string; slug: string };
    const ok = await call('POST', `/admin/sellers/${shop.id}/review`, manager, { action: 'approve', note: '' });
    expect(ok.statusCode, ok.body).toBe(200);
    return shop;
  }
  async function sellerProduct(sellerId: string, spec: Parameters<typeof addProduct>[1] = {}) {
    const p = await addProduct(h.app, spec);
    await h.app.db
      .updateTable('products')
      .set({ seller_id: sellerId, seller_review: 'approved' } as never)
      .where('id', '=', p.id)
      .execute();
    return p;
  }

  beforeAll(async () => {
    h = await commerceHarness(dialect, process.env.TEST_REDIS_URL ? { redisUrl: process.env.TEST_REDIS_URL } : {});
    manager = bearer((await login(h.app, (await createUser(h.app, { role: 'manager' })).email)).token);
    shops.a = await approvedShop('Gốm Bát Tràng');
    shops.b = await approvedShop('Lụa Vạn Phúc');
    products.a1 = await sellerProduct(shops.a.id, { name: 'Bình gốm men lam', price: 300_000, quantity: 5 });
    products.a2 = await sellerProduct(shops.a.id, { name: 'Chén gốm', price: 90_000, quantity: 0 });
    products.b1 = await sellerProduct(shops.b.id, { name: 'Khăn lụa', price: 450_000, quantity: 3 });
    products.own = await addProduct(h.app, { name: 'Ấm gốm của shop', price: 200_000, quantity: 4 });
    await catalogueChanged(h.app);
  });
  afterAll(async () => h.close());

  it("carries each line's seller (id, name, slug) in the quote and the signed-in cart; none for the shop's own", async () => {
    const quote = await call(
      'POST',
      '/cart/quote',
      {},
      {
        items: [
          { productId: products.a1.id, quantity: 1 },
          { productId: products.own.id, quantity: 2 },
        ],
      },
    );
    expect(quote.statusCode, quote.body).toBe(200);
    const [a1, own] = quote.json().metadata.items;
    expect(a1.soldBy).toEqual({ id: shops.a.id, name: 'Gốm Bát Tràng', slug: shops.a.slug });
    expect(own.soldBy).toBeUndefined();

    const buyer = bearer((await login(h.app, (await createUser(h.app)).email)).token);
    expect((await call('POST', '/cart/items', buyer, { productId: products.b1.id, quantity: 1 })).statusCode).toBe(200);
    const cart = (await call('GET', '/cart', buyer)).json().metadata;
    expect(cart.items.map((l: { soldBy?: object }) => l.soldBy)).toEqual([
      { id: shops.b.id, name: 'Lụa Vạn Phúc', slug: shops.b.slug },
    ]);
  });

  it('counts a seller facet with every other filter but its own, filters by ?seller=slug, the same from the database', async () => {
    const listing = async (qs: string) => {
      const res = await call('GET', `/products?${qs}&limit=50`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json().metadata as {
        items: { id: string }[];
        facets: { sellers: { slug: string; name: string; count: number }[] };
        pagination: { totalCount: number };
      };
      // The answer before the first snapshot (decision 0360) must be the same.
      const fromDb = await databaseListing(h.app, parseListingQuery(new URLSearchParams(`${qs}&limit=50`)));
      expect(fromDb.facets.sellers).toEqual(body.facets.sellers);
      expect(fromDb.pagination.totalCount).toBe(body.pagination.totalCount);
      expect(fromDb.items.map((p) => p.id).sort()).toEqual(body.items.map((p) => p.id).sort());
      return body;
    };
    const count = (body: Awaited<ReturnType<typeof listing>>, slug: string) =>
      body.facets.sellers.find((s) => s.slug === slug)?.count;

    const all = await listing('sort=newest');
    expect(all.facets.sellers.map((s) => s.name).sort()).toEqual(['Gốm Bát Tràng', 'Lụa Vạn Phúc']);
    expect(count(all, shops.a.slug)).toBe(2);
    expect(count(all, shops.b.slug)).toBe(1);
    const cheap = await listing('max_price=100000');
    expect(count(cheap, shops.a.slug)).toBe(1);
    expect(count(cheap, shops.b.slug)).toBe(0);

    // Filtering by a seller keeps the seller group's own counts (a shopper sees what switching gives).
    const onlyA = await listing(`seller=${shops.a.slug}`);
    expect(onlyA.items.map((p) => p.id).sort()).toEqual([products.a1.id, products.a2.id].sort());
    expect(count(onlyA, shops.a.slug)).toBe(2);
    expect(count(onlyA, shops.b.slug)).toBe(1);
    // Other filters narrow the seller counts.
    const inStock = await listing(`in_stock=true&seller=${shops.a.slug}`);
    expect(inStock.items.map((p) => p.id)).toEqual([products.a1.id]);
    expect(count(inStock, shops.a.slug)).toBe(1);
    const both = await listing(`seller=${shops.a.slug}&seller=${shops.b.slug}`);
    expect(both.pagination.totalCount).toBe(3);
    // An unknown shop is an empty search, not an error.
    expect((await listing('seller=nope')).pagination.totalCount).toBe(0);

    // A suspended shop leaves the facet and the listing, and its lines can no longer be bought.
    const suspend = await call('POST', `/admin/sellers/${shops.b.id}/review`, manager, { action: 'suspend', note: 'Kiểm tra' });
    expect(suspend.statusCode, suspend.body).toBe(200);
    const after = await listing('sort=newest');
    expect(after.facets.sellers.map((s) => s.slug)).toEqual([shops.a.slug]);
    expect(after.items.map((p) => p.id)).not.toContain(products.b1.id);
    expect((await listing(`seller=${shops.b.slug}`)).pagination.totalCount).toBe(0);
    const quote = await call('POST', '/cart/quote', {}, { items: [{ productId: products.b1.id, quantity: 1 }] });
    expect(quote.json().metadata.items[0].isAvailable).toBe(false);
  });
  it('rates a shop by the published reviews of all its products, written at once or not', async () => {
    const review = async (product: { slug: string }, rating: number) => {
      const auth = bearer((await login(h.app, (await createUser(h.app)).email)).token);
      const res = await call('POST', `/products/${product.slug}/reviews`, auth, {
        rating,
        title: '',
        body: 'Đóng gói cẩn thận, đúng mô tả.',
      });
      expect(res.statusCode, res.body).toBe(201);
    };
    const shop = async () => (await call('GET', `/shops/${shops.a.slug}`)).json().metadata.shop;
    expect(await shop()).toMatchObject({ ratingAverage: 0, ratingCount: 0 });
    // Two products of the same shop reviewed at once: neither review is lost from the shop's count.
    await Promise.all([review(products.a1, 5), review(products.a2, 4), review(products.a1, 3), review(products.a2, 5)]);
    expect(await shop()).toMatchObject({ ratingAverage: 4.3, ratingCount: 4 });
    // The shop's own products count for no seller; another seller's shop is unchanged.
    await review(products.own, 1);
    expect(await shop()).toMatchObject({ ratingAverage: 4.3, ratingCount: 4 });
  });

  it("counts a category's and a brand's products as shoppers see them: a suspended shop's are not (decision 0404)", async () => {
    const category = await addCategory(h.app, { name: 'Đồ gốm', slug: 'do-gom' });
    const brand = await addBrand(h.app, { name: 'Làng nghề', slug: 'lang-nghe' });
    const mine = [products.a1.id, products.a2.id, products.own.id];
    await h.app.db
      .updateTable('products')
      .set({ category_id: category.id, brand_id: brand.id })
      .where('id', 'in', mine)
      .execute();
    await catalogueChanged(h.app);
    const counts = async () => {
      const list = (await call('GET', '/categories?limit=100')).json().metadata.items as { slug: string; productCount: number }[];
      const brands = (await call('GET', '/brands?limit=100')).json().metadata.items as { slug: string; productCount: number }[];
      return [
        list.find((c) => c.slug === category.slug)?.productCount,
        (await call('GET', `/categories/${category.slug}`)).json().metadata.productCount,
        brands.find((b) => b.slug === brand.slug)?.productCount,
        (await call('GET', `/brands/${brand.slug}`)).json().metadata.productCount,
      ];
    };
    // What the category's listing shows is what its count says.
    const shown = async (filter: string) =>
      (await call('GET', `/products?${filter}&limit=1`)).json().metadata.pagination.totalCount as number;
    const before = await counts();
    expect(before).toEqual([
      await shown(`category=${category.slug}`),
      await shown(`category=${category.slug}`),
      await shown(`brand=${brand.slug}`),
      await shown(`brand=${brand.slug}`),
    ]);
    expect(before).toEqual([3, 3, 3, 3]);

    const suspend = await call('POST', `/admin/sellers/${shops.a.id}/review`, manager, { action: 'suspend', note: 'Kiểm tra' });
    expect(suspend.statusCode, suspend.body).toBe(200);
    // Shop a's two published products leave the counts with the listing; the shop's own stays.
    expect(await counts()).toEqual(before.map((n) => n - 2));
    expect(await shown(`category=${category.slug}`)).toBe(before[0] - 2);
  });
});
