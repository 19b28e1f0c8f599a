import type { SellerApplicationForm } from '@sen/core/sellers/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/helpers';
import { bearer, createUser, type Harness, login } from '../auth/testing';
import { addProduct, checkoutBody, commerceHarness, mailIdle, placeOrder } from '../orders/testing';

const form = (over: Partial<SellerApplicationForm> = {}): SellerApplicationForm => ({
  shopName: 'Gốm Bát Tràng',
  taxCode: '0101248141',
  address: '1 Hoàng Diệu',
  provinceCode: '01',
  wardCode: '00004',
  phone: '0912345678',
  email: 'gom@example.vn',
  bankName: 'Vietcombank',
  bankAccountNumber: '0011004455667',
  bankAccountName: 'NGUYEN VAN AN',
  description: 'Gốm thủ công',
  ...over,
});

describe.each(dialects)('the seller area (part A) on %s', (dialect) => {
  let h: Harness;
  let manager: Record<string, string>;
  let staff: Record<string, string>;
  let customer: Record<string, string>;
  const sellers: Record<'a' | 'b', { auth: Record<string, string>; id: string; slug: string; userId: string }> = {} as never;

  beforeAll(async () => {
    h = await commerceHarness(dialect, process.env.TEST_REDIS_URL ? { redisUrl: process.env.TEST_REDIS_URL } : {});
    manager = bearer((await login(h.app, (await createUser(h.app, { role: 'manager' })).email)).token);
    staff = bearer((await login(h.app, (await createUser(h.app, { role: 'staff' })).email)).token);
    customer = bearer((await login(h.app, (await createUser(h.app)).email)).token);
  });
  afterAll(async () => h.close());

  const call = (
    method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    headers: Record<string, string> = {},
    payload?: object,
  ) => h.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });

  /** A new account applies; `approve` has the manager approve it. The token is fetched again after approval. */
  async function applicant(name: string, approve: boolean) {
    const user = await createUser(h.app);
    const auth = bearer((await login(h.app, user.email)).token);
    const res = await call('POST', '/seller/application', auth, form({ shopName: name, email: user.email }));
    expect(res.statusCode, res.body).toBe(201);
    const app = res.json().metadata as { id: string; slug: string; status: string };
    expect(app.status).toBe('pending');
    if (approve) {
      const ok = await call('POST', `/admin/sellers/${app.id}/review`, manager, { action: 'approve', note: '' });
      expect(ok.statusCode, ok.body).toBe(200);
    }
    return { auth, id: app.id, slug: app.slug, userId: user.id };
  }

  it('takes one application per account, validated, from customers only; staff review it with permission sellers.manage', async () => {
    expect((await call('POST', '/seller/application', {}, form())).statusCode).toBe(401);
    expect((await call('POST', '/seller/application', staff, form())).statusCode).toBe(403);
    const user = await createUser(h.app);
    const auth = bearer((await login(h.app, user.email)).token);
    expect((await call('GET', '/seller/application', auth)).json().metadata).toBeNull();

    const bad = await call('POST', '/seller/application', auth, form({ taxCode: '0101248142', phone: '123' }));
    expect(bad.statusCode).toBe(400);
    const fields = (bad.json().metadata.errors as { field: string }[]).map((e) => e.field).sort();
    expect(fields).toEqual(['phone', 'taxCode']);
    const place = await call('POST', '/seller/application', auth, form({ wardCode: '26734' }));
    expect(place.statusCode).toBe(400);
    expect(place.json().metadata.errors).toEqual([expect.objectContaining({ field: 'wardCode' })]);

    const sent = await call('POST', '/seller/application', auth, form({ shopName: 'Đồ gỗ Đồng Kỵ', taxCode: '0101248141-001' }));
    expect(sent.statusCode, sent.body).toBe(201);
    const app = sent.json().metadata;
    expect(app).toMatchObject({ status: 'pending', slug: 'do-go-dong-ky', taxCode: '0101248141-001' });
    expect((await call('POST', '/seller/application', auth, form())).statusCode).toBe(409);

    // Not yet a seller: the seller routes refuse them, as they refuse a plain customer.
    for (const who of [auth, customer]) {
      expect((await call('GET', '/seller/products', who)).statusCode).toBe(403);
      expect((await call('GET', '/seller/analytics?from=2026-01-01&to=2026-01-31', who)).statusCode).toBe(403);
    }

    expect((await call('GET', '/admin/sellers', staff)).statusCode).toBe(403);
    expect((await call('GET', '/admin/sellers', auth)).statusCode).toBe(403);
    const list = await call('GET', '/admin/sellers?status=pending', manager);
    expect(list.statusCode).toBe(200);
    expect(list.json().metadata.items.map((s: { id: string }) => s.id)).toContain(app.id);

    // A rejection needs a note; the applicant reads it, corrects and sends again.
    expect((await call('POST', `/admin/sellers/${app.id}/review`, manager, { action: 'reject', note: '' })).statusCode).toBe(400);
    const rejected = await call('POST', `/admin/sellers/${app.id}/review`, manager, {
      action: 'reject',
      note: 'Thiếu giấy phép',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await call('GET', '/seller/application', auth)).json().metadata).toMatchObject({
      status: 'rejected',
      reviewNote: 'Thiếu giấy phép',
    });
    await mailIdle(h.app);
    const mails = await h.app.db.selectFrom('mail_outbox').select(['template']).where('to_address', '=', user.email).execute();
    expect(mails.map((m) => m.template)).toContain('seller-reject');
    const notes = await h.app.db.selectFrom('notifications').select('link').where('user_id', '=', user.id).execute();
    expect(notes.map((n) => n.link)).toContain('/seller');
    const again = await call('POST', '/seller/application', auth, form({ shopName: 'Đồ gỗ Đồng Kỵ' }));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().metadata).toMatchObject({ id: app.id, status: 'pending', reviewNote: '' });

    // Approval makes the account a seller; the audit log has it.
    const approved = await call('POST', `/admin/sellers/${app.id}/review`, manager, { action: 'approve', note: 'Chào mừng' });
    expect(approved.json().metadata.status).toBe('approved');
    const role = await h.app.db.selectFrom('users').select('role').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(role.role).toBe('seller');
    expect((await call('GET', '/seller/products', auth)).statusCode).toBe(200);
    const audit = await h.app.db.selectFrom('audit_log').select('action').where('entity_id', '=', app.id).execute();
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['seller.reject', 'seller.approve']));
    // A second approval is a state error, not a silent success.
    expect((await call('POST', `/admin/sellers/${app.id}/review`, manager, { action: 'approve', note: '' })).statusCode).toBe(
      409,
    );

    const commission = await call('PUT', `/admin/sellers/${app.id}/commission`, manager, { commissionBp: 1250 });
    expect(commission.json().metadata.commissionBp).toBe(1250);
    expect((await call('PUT', `/admin/sellers/${app.id}/commission`, manager, { commissionBp: 10001 })).statusCode).toBe(400);

    // Suspension closes the seller area at once.
    await call('POST', `/admin/sellers/${app.id}/review`, manager, { action: 'suspend', note: 'Vi phạm' });
    expect((await call('GET', '/seller/products', auth)).statusCode).toBe(403);
  });

  it('searches applications by shop name, tax code, email or slug; % and _ in the search match themselves', async () => {
    const apply = async (email: string, shopName: string) => {
      const user = await createUser(h.app, { email });
      const auth = bearer((await login(h.app, user.email)).token);
      const res = await call('POST', '/seller/application', auth, form({ shopName, email }));
      expect(res.statusCode, res.body).toBe(201);
      return res.json().metadata.id as string;
    };
    const underscore = await apply('lan_anh@example.vn', 'Gốm 100% thủ công');
    const letter = await apply('lanxanh@example.vn', 'Gốm 1000 thủ công');
    const search = async (q: string) => {
      const res = await call('GET', `/admin/sellers?status=all&q=${encodeURIComponent(q)}`, manager);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().metadata.items as { id: string }[]).map((s) => s.id).filter((id) => id === underscore || id === letter);
    };
    expect(await search('lan_anh')).toEqual([underscore]);
    expect(await search('100%')).toEqual([underscore]);
    expect((await search('lan')).sort()).toEqual([underscore, letter].sort());
  });

  it('keeps each seller to their own products, moderates new ones, and shows approved ones on the storefront and the shop page', async () => {
    sellers.a = await applicant('Shop An', true);
    sellers.b = await applicant('Shop Bình', true);
    const { a, b } = sellers;
    const shopProduct = await addProduct(h.app, { name: 'Sản phẩm của Sen' });

    const created = await call('POST', '/seller/products', a.auth, {
      name: 'Bình gốm men lam',
      price: 450_000,
      quantity: 5,
      status: 'published',
      sellerId: b.id,
    });
    // Unknown fields are refused or ignored; either way the product is A's own.
    if (created.statusCode === 400) expect(created.json().metadata.errors[0].field).toBe('sellerId');
    const res =
      created.statusCode === 201
        ? created
        : await call('POST', '/seller/products', a.auth, {
            name: 'Bình gốm men lam',
            price: 450_000,
            quantity: 5,
            status: 'published',
          });
    expect(res.statusCode, res.body).toBe(201);
    const product = res.json().metadata;
    // Moderation is on by default: a draft waiting for review, whatever status was asked.
    expect(product).toMatchObject({ status: 'draft', seller: { id: a.id, review: 'pending' } });
    const publish = await call('PATCH', `/seller/products/${product._id}`, a.auth, { status: 'published' });
    expect(publish.statusCode).toBe(403);
    expect(publish.json().metadata.errors[0].field).toBe('status');
    expect((await call('PATCH', `/seller/products/${product._id}`, a.auth, { price: 430_000 })).statusCode).toBe(200);

    // Seller B sees nothing of A's: not in the list, 404 on every product route.
    const listB = await call('GET', '/seller/products', b.auth);
    expect(listB.json().metadata.items).toEqual([]);
    const listA = await call('GET', '/seller/products?status=all', a.auth);
    expect(listA.json().metadata.items.map((p: { _id: string }) => p._id)).toEqual([product._id]);
    for (const [method, url, body] of [
      ['GET', `/seller/products/${product._id}`, undefined],
      ['PATCH', `/seller/products/${product._id}`, { price: 1 }],
      ['DELETE', `/seller/products/${product._id}`, undefined],
      ['POST', `/seller/products/${product._id}/duplicate`, undefined],
      ['PUT', `/seller/products/${product._id}/images/order`, { ids: ['x'] }],
      ['DELETE', `/seller/products/${product._id}/images/x`, undefined],
    ] as const) {
      const r = await call(method, url, b.auth, body);
      expect(r.statusCode, `${method} ${url}`).toBe(404);
    }
    // Nor the shop's own products, nor the staff routes.
    expect((await call('GET', `/seller/products/${shopProduct.id}`, a.auth)).statusCode).toBe(404);
    expect((await call('PATCH', `/seller/products/${shopProduct.id}`, a.auth, { price: 1 })).statusCode).toBe(404);
    expect((await call('PATCH', `/products/${product._id}`, a.auth, { price: 1 })).statusCode).toBe(403);
    expect((await call('GET', '/admin/products', a.auth)).statusCode).toBe(403);
    expect((await call('GET', `/seller/products?seller=${b.id}`, a.auth)).json().metadata.items.length).toBe(1);

    // Not on the storefront yet.
    expect((await call('GET', `/products/${product.slug}`)).statusCode).toBe(404);
    expect((await call('GET', `/shops/${a.slug}`)).json().metadata.items).toEqual([]);

    // Staff see it waiting, approve it: published, on the product page and A's shop page only.
    const waiting = await call('GET', '/admin/products?review=pending', manager);
    expect(waiting.json().metadata.items.map((p: { _id: string }) => p._id)).toContain(product._id);
    expect((await call('POST', `/admin/seller-products/${product._id}/review`, a.auth, { action: 'approve' })).statusCode).toBe(
      403,
    );
    expect(
      (await call('POST', `/admin/seller-products/${shopProduct.id}/review`, manager, { action: 'approve' })).statusCode,
    ).toBe(404);
    const approve = await call('POST', `/admin/seller-products/${product._id}/review`, manager, { action: 'approve' });
    expect(approve.statusCode, approve.body).toBe(200);
    const page = await call('GET', `/products/${product.slug}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().metadata.soldBy).toEqual({ slug: a.slug, name: 'Shop An' });
    const shopA = (await call('GET', `/shops/${a.slug}`)).json().metadata;
    expect(shopA.shop).toMatchObject({ shopName: 'Shop An', productCount: 1 });
    expect(shopA.items.map((p: { id: string }) => p.id)).toEqual([product._id]);
    expect((await call('GET', `/shops/${b.slug}`)).json().metadata.items).toEqual([]);
    expect((await call('GET', '/shops/nope')).statusCode).toBe(404);
    // The listing filters by seller.
    const listing = await call('GET', `/products?seller=${a.slug}`);
    expect(listing.json().metadata.items.map((p: { id: string }) => p.id)).toEqual([product._id]);

    // Approved: the seller may now publish and unpublish it themselves.
    expect((await call('PATCH', `/seller/products/${product._id}`, a.auth, { status: 'draft' })).statusCode).toBe(200);
    expect((await call('PATCH', `/seller/products/${product._id}`, a.auth, { status: 'published' })).statusCode).toBe(200);

    // A rejected product goes back to review when edited.
    const second = (await call('POST', '/seller/products', a.auth, { name: 'Chén trà', price: 90_000, quantity: 3 })).json()
      .metadata;
    expect((await call('POST', `/admin/seller-products/${second._id}/review`, manager, { action: 'reject' })).statusCode).toBe(
      400,
    );
    await call('POST', `/admin/seller-products/${second._id}/review`, manager, { action: 'reject', note: 'Ảnh mờ' });
    const rejected = (await call('GET', `/seller/products/${second._id}`, a.auth)).json().metadata;
    expect(rejected.seller).toMatchObject({ review: 'rejected', reviewNote: 'Ảnh mờ' });
    await call('PATCH', `/seller/products/${second._id}`, a.auth, { name: 'Chén trà men rạn' });
    expect((await call('GET', `/seller/products/${second._id}`, a.auth)).json().metadata.seller.review).toBe('pending');

    // With moderation off, a seller's new product is approved and may be published at once.
    expect((await call('PUT', '/admin/sellers/settings', staff, { reviewProducts: false })).statusCode).toBe(403);
    expect((await call('PUT', '/admin/sellers/settings', manager, { reviewProducts: false })).statusCode).toBe(200);
    const free = await call('POST', '/seller/products', b.auth, {
      name: 'Tranh Đông Hồ',
      price: 200_000,
      quantity: 2,
      status: 'published',
    });
    expect(free.json().metadata).toMatchObject({ status: 'published', seller: { id: b.id, review: 'approved' } });
    await call('PUT', '/admin/sellers/settings', manager, { reviewProducts: true });
  });

  it("counts views and cart adds and gives each seller their own products' figures only", async () => {
    const { a, b } = sellers;
    const mine = (await call('GET', '/seller/products?status=published', a.auth)).json().metadata.items[0];
    await call('GET', `/products/${mine.slug}`);
    await call('GET', `/products/${mine.slug}`, { 'user-agent': 'Mozilla/5.0' });
    await call('GET', `/products/${mine.slug}`, { 'user-agent': 'Googlebot/2.1' });
    const added = await call('POST', '/cart/items', customer, { productId: mine._id, quantity: 1 });
    expect(added.statusCode, added.body).toBe(200);
    const order = await placeOrder(h.app, checkoutBody([{ productId: mine._id, quantity: 2 }]));
    expect(order.statusCode, order.body).toBe(201);
    // The line's seller (part B sets it when ordering; set here if it did not).
    await h.app.db.updateTable('order_items').set({ seller_id: a.id }).where('product_id', '=', mine._id).execute();

    const day = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    const res = await call('GET', `/seller/analytics?from=${day}&to=${day}`, a.auth);
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json().metadata.rows.find((r: { productId: string }) => r.productId === mine._id);
    // Three shoppers' views (one in the test before; the crawler's is not counted).
    expect(row).toMatchObject({ views: 3, addToCart: 1, orders: 1, units: 2, revenue: 860_000 });
    expect(row.conversion).toBeCloseTo(1 / 3);
    expect(res.json().metadata.days).toEqual([expect.objectContaining({ day, views: expect.any(Number), orders: 1 })]);

    const other = (await call('GET', `/seller/analytics?from=${day}&to=${day}`, b.auth)).json().metadata;
    expect(other.rows.map((r: { productId: string }) => r.productId)).not.toContain(mine._id);
    expect(other.totals.revenue).toBe(0);

    const csv = await call('GET', `/seller/analytics.csv?from=${day}&to=${day}`, a.auth);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(mine.slug);
    expect((await call('GET', `/seller/analytics?from=${day}&to=2020-01-01`, a.auth)).statusCode).toBe(400);
  });
});
