import { DEFAULT_STORE_HOURS } from '@sen/core/stores/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/helpers';
import { bearer, createUser, type Harness, login } from '../auth/testing';
import { catalogueChanged } from '../products/invalidate';
import { snapshotWork } from '../products/snapshot';
import {
  addProduct,
  addVariantProduct,
  checkoutBody,
  commerceHarness,
  mailIdle,
  placeOrder,
  stockOf,
  variantStockOf,
} from './testing';

/** Issue 13: staff edit a pending order — lines, quantities, address — re-priced, with stock adjusted atomically. */
describe.each(dialects)('editing a pending order on %s', (dialect) => {
  let h: Harness;
  const as: Record<'staff' | 'support' | 'editor' | 'manager', Record<string, string>> = {} as never;
  let staffId: string;
  let customer: { id: string; email: string; token: string };
  beforeAll(async () => {
    h = await commerceHarness(dialect);
    for (const role of ['staff', 'support', 'editor', 'manager'] as const) {
      const u = await createUser(h.app, { role });
      if (role === 'staff') staffId = u.id;
      as[role] = bearer((await login(h.app, u.email)).token);
    }
    const c = await createUser(h.app);
    customer = { id: c.id, email: c.email, token: (await login(h.app, c.email)).token };
  });
  afterAll(async () => h.close());

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, headers = as.staff) =>
    h.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });
  const edit = (code: string, body: object, headers = as.staff) => call('POST', `/admin/orders/${code}/edit`, body, headers);
  async function order(items: object[], over: Record<string, unknown> = {}, headers?: Record<string, string>) {
    const res = await placeOrder(h.app, checkoutBody(items, over), { headers });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().metadata as { code: string; total: number; _id: string };
  }
  const detail = async (code: string) => (await call('GET', `/admin/orders/${code}`)).json().metadata;
  const consistent = (t: {
    subtotal: number;
    tax: number;
    shippingFee: number;
    discount: number;
    handlingFee: number;
    total: number;
  }) => {
    expect(t.tax).toBe(Math.round(t.subtotal * 0.1));
    expect(t.total).toBe(t.subtotal + t.tax + t.shippingFee - t.discount + t.handlingFee);
  };

  it('changes quantities, removes and adds a variant line and moves the address; previews first; stock, history, audit and customer follow', async () => {
    const a = await addProduct(h.app, { price: 200_000, quantity: 10 });
    const b = await addProduct(h.app, { price: 50_000, quantity: 10 });
    const phone = await addVariantProduct(
      h.app,
      [{ name: 'Màu sắc', values: ['Đen', 'Trắng'] }],
      [
        { values: ['Đen'], price: 300_000, quantity: 5 },
        { values: ['Trắng'], price: 310_000, quantity: 5 },
      ],
    );
    const white = phone.variants[1]!;
    const placed = await order(
      [
        { productId: a.id, quantity: 2 },
        { productId: b.id, quantity: 1 },
      ],
      { information: { ...checkoutBody([]).information, email: customer.email } },
      bearer(customer.token),
    );
    const before = await detail(placed.code);
    const lineA = before.items.find((i: { product: string }) => i.product === a.id);
    expect(await stockOf(h.app, a.id)).toBe(8);

    const body = {
      items: [
        { itemId: lineA.id, quantity: 3 },
        { sku: white.sku, quantity: 2 },
      ],
      address: { fullName: 'Lê Thị Cúc', phone: '0987 654 321', address: '5 Hoàng Diệu', city: '01', ward: '00004' },
      note: 'Khách gọi điện đổi hàng',
    };
    const preview = await edit(placed.code, { ...body, preview: true });
    expect(preview.statusCode, preview.body).toBe(200);
    const p = preview.json().metadata;
    expect(p).toMatchObject({ preview: true, before: { total: placed.total } });
    expect(p.after.subtotal).toBe(3 * 200_000 + 2 * 310_000);
    consistent(p.after);
    expect(p.difference).toBe(p.after.total - placed.total);
    // The preview changed nothing.
    expect(await stockOf(h.app, a.id)).toBe(8);
    expect(await variantStockOf(h.app, white.id)).toBe(5);
    expect((await detail(placed.code)).total).toBe(placed.total);

    const res = await edit(placed.code, body);
    expect(res.statusCode, res.body).toBe(200);
    const done = res.json().metadata;
    expect(done.after).toEqual(p.after);
    expect(done.order).toMatchObject({ total: p.after.total, subtotal: p.after.subtotal });
    expect(done.order.items.map((i: { product: string; quantity: number }) => [i.product, i.quantity])).toEqual([
      [a.id, 3],
      [phone.id, 2],
    ]);
    expect(done.order.items[1]).toMatchObject({ variantId: white.id, price: 310_000 });
    expect(done.order.shippingAddress ?? done.order.customer).toBeTruthy();
    const row = await h.app.db.selectFrom('orders').selectAll().where('code', '=', placed.code).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ province_code: '01', ward_code: '00004', full_name: 'Lê Thị Cúc', phone: '0987654321' });
    expect(await stockOf(h.app, a.id)).toBe(7);
    expect(await stockOf(h.app, b.id)).toBe(10);
    expect(await variantStockOf(h.app, white.id)).toBe(3);
    expect(await variantStockOf(h.app, phone.variants[0]!.id)).toBe(5);

    expect(done.order.history.at(-1)).toMatchObject({ status: 'pending', by: 'staff', actor: { id: staffId } });
    expect(done.order.history.at(-1).note).toContain('Khách gọi điện đổi hàng');
    const audit = await h.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'edit')
      .where('entity_id', '=', row.id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(String(audit[0]!.before))).toMatchObject({ totals: { total: placed.total } });
    expect(JSON.parse(String(audit[0]!.after))).toMatchObject({
      totals: { total: p.after.total },
      address: { ward: 'Phường Ba Đình' },
    });

    await mailIdle(h.app);
    const mail = await h.app.db.selectFrom('mail_outbox').selectAll().where('template', '=', 'order-edited').execute();
    expect(mail.map((m) => m.to_address)).toContain(customer.email);
    expect(mail.find((m) => m.to_address === customer.email)?.text_body).toContain('Tổng tiền mới');
    const notes = (await call('GET', '/me/notifications', undefined, bearer(customer.token))).json().metadata;
    const list = Array.isArray(notes) ? notes : notes.items;
    expect(list.some((n: { title: string }) => n.title.includes(placed.code) && n.title.includes('cập nhật'))).toBe(true);
  });

  it('refuses bad input, other roles, shipped orders and more than the stock; nothing changes', async () => {
    const a = await addProduct(h.app, { price: 100_000, quantity: 3 });
    const placed = await order([{ productId: a.id, quantity: 2 }]);
    const line = (await detail(placed.code)).items[0];

    for (const role of ['support', 'editor'] as const)
      expect((await edit(placed.code, { items: [{ itemId: line.id, quantity: 1 }] }, as[role])).statusCode).toBe(403);
    const unknown = await edit(placed.code, { items: [{ itemId: 'nope', quantity: 1 }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().metadata.errors).toEqual([expect.objectContaining({ field: 'items.0.itemId' })]);
    const noSku = await edit(placed.code, {
      items: [
        { itemId: line.id, quantity: 1 },
        { sku: 'KHONG-CO', quantity: 1 },
      ],
    });
    expect(noSku.statusCode).toBe(400);
    expect(noSku.json().metadata.errors).toEqual([expect.objectContaining({ field: 'items.1.sku' })]);
    const zero = await edit(placed.code, { items: [{ itemId: line.id, quantity: 0 }] });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().metadata.errors[0].field).toBe('items.0.quantity');
    const empty = await edit(placed.code, { items: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().metadata.errors[0].field).toBe('items');
    const badWard = await edit(placed.code, {
      address: { fullName: 'An', phone: '0912345678', address: '1 Lê Lợi', city: '79', ward: '00004' },
    });
    expect(badWard.statusCode).toBe(400);
    expect(badWard.json().metadata.errors[0].field).toBe('address.ward');
    const tooMany = await edit(placed.code, { items: [{ itemId: line.id, quantity: 4 }] });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({
      errorCode: 'INSUFFICIENT_STOCK',
      metadata: { errors: [{ field: 'items.0.quantity' }] },
    });
    expect(await stockOf(h.app, a.id)).toBe(1);

    // Exactly the last unit: allowed.
    const last = await edit(placed.code, { items: [{ itemId: line.id, quantity: 3 }] });
    expect(last.statusCode, last.body).toBe(200);
    expect(await stockOf(h.app, a.id)).toBe(0);

    await call('PATCH', `/admin/orders/${placed.code}/status`, { status: 'processing' });
    await call('PATCH', `/admin/orders/${placed.code}/status`, { status: 'shipped', trackingNumber: 'GHN1' });
    const shipped = await edit(placed.code, { items: [{ itemId: line.id, quantity: 1 }] });
    expect(shipped.statusCode).toBe(409);
    expect(shipped.json().errorCode).toBe('ORDER_NOT_EDITABLE');
    expect(await stockOf(h.app, a.id)).toBe(0);
  });

  it('drops a promotion the edited order no longer meets and gives its use back; a paid order shows what to refund', async () => {
    const a = await addProduct(h.app, { price: 300_000, quantity: 20 });
    const now = new Date().toISOString();
    await h.app.db
      .insertInto('coupons')
      .values({
        id: `edit-${dialect}`,
        code: 'TRU50',
        name: 'Giảm 50K',
        description: '',
        type: 'fixed',
        value: 50_000,
        minimum_purchase: 500_000,
        maximum_discount: null,
        starts_at: null,
        ends_at: null,
        max_uses: 10,
        uses_per_customer: null,
        used_count: 0,
        is_active: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const placed = await order([{ productId: a.id, quantity: 2 }], { promoCode: 'TRU50', payment: { method: 'BANK_TRANSFER' } });
    const d = await detail(placed.code);
    expect(d.discount).toBe(50_000);
    const uses = async () =>
      Number(
        (await h.app.db.selectFrom('coupons').select('used_count').where('id', '=', `edit-${dialect}`).executeTakeFirstOrThrow())
          .used_count,
      );
    expect(await uses()).toBe(1);
    const paid = await call('POST', `/admin/orders/${placed.code}/mark-paid`, { amount: placed.total, reference: 'VCB 1' });
    expect(paid.statusCode, paid.body).toBe(200);

    // Still above the minimum: the promotion stays.
    const more = await edit(placed.code, { items: [{ itemId: d.items[0].id, quantity: 3 }] });
    expect(more.statusCode, more.body).toBe(200);
    expect(more.json().metadata).toMatchObject({ droppedPromotions: [], after: { discount: 50_000 }, paid: placed.total });
    expect(more.json().metadata.balance).toBe(more.json().metadata.after.total - placed.total);

    const less = await edit(placed.code, { items: [{ itemId: d.items[0].id, quantity: 1 }] });
    expect(less.statusCode, less.body).toBe(200);
    const m = less.json().metadata;
    expect(m.droppedPromotions).toEqual([{ code: 'TRU50', name: 'Giảm 50K' }]);
    expect(m.after.discount).toBe(0);
    consistent(m.after);
    expect(m.paid).toBe(placed.total);
    expect(m.balance).toBe(m.after.total - placed.total);
    expect(m.balance).toBeLessThan(0);
    expect(m.order).toMatchObject({ paymentStatus: 'paid', total: m.after.total });
    expect(m.order.payments.map((x: { amount: number }) => x.amount)).toEqual([placed.total]);
    expect(await uses()).toBe(0);
    const promos = await h.app.db.selectFrom('order_promotions').select('id').where('order_id', '=', m.order._id).execute();
    expect(promos).toHaveLength(0);
  });

  it('takes a pickup order’s extra units from its store, not the delivery stock', async () => {
    const store = await call(
      'POST',
      '/admin/stores',
      {
        name: 'Sen Sửa Đơn',
        address: '1 Hoàng Diệu',
        provinceCode: '01',
        wardCode: '00004',
        phone: '024 3823 4567',
        email: 'suadon@sen.vn',
        hours: DEFAULT_STORE_HOURS,
        isDefault: false,
        isPickupLocation: true,
        isShippingOrigin: false,
        isActive: true,
        latitude: 21.03,
        longitude: 105.83,
      },
      as.manager,
    );
    expect(store.statusCode, store.body).toBe(201);
    const storeId = store.json().metadata.id as string;
    const p = await addProduct(h.app, { price: 100_000, quantity: 50 });
    const moved = await call(
      'POST',
      '/admin/store-transfers',
      { fromStoreId: null, toStoreId: storeId, productId: p.id, quantity: 3 },
      as.manager,
    );
    expect(moved.statusCode, moved.body).toBe(201);
    const storeQty = async () =>
      Number(
        (
          await h.app.db
            .selectFrom('store_stock')
            .select('quantity')
            .where('store_id', '=', storeId)
            .where('product_id', '=', p.id)
            .executeTakeFirstOrThrow()
        ).quantity,
      );
    const placed = await order([{ productId: p.id, quantity: 1 }], { shipping: { method: 'pickup', storeId } });
    expect(await storeQty()).toBe(2);
    const line = (await detail(placed.code)).items[0];
    const tooMany = await edit(placed.code, { items: [{ itemId: line.id, quantity: 4 }] });
    expect(tooMany.statusCode).toBe(409);
    const ok = await edit(placed.code, { items: [{ itemId: line.id, quantity: 3 }] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await storeQty()).toBe(0);
    expect(await stockOf(h.app, p.id)).toBe(47);
  });

  it('never oversells under a storm of concurrent edits raising quantities on the last units', async () => {
    for (let round = 0; round < 3; round++) {
      const phone = await addVariantProduct(
        h.app,
        [{ name: 'Màu sắc', values: ['Đen'] }],
        [{ values: ['Đen'], price: 100_000, quantity: 4 }],
      );
      const v = phone.variants[0]!.id;
      const orders = await Promise.all(
        [0, 1, 2, 3].map(async () => {
          const o = await order([{ productId: phone.id, variantId: v, quantity: 1 }]);
          return { code: o.code, item: (await detail(o.code)).items[0].id as string };
        }),
      );
      expect(await variantStockOf(h.app, v)).toBe(0);
      // Give two units back, then four edits race for them (each wants one more).
      await edit(orders[0]!.code, {
        items: [
          { itemId: orders[0]!.item, quantity: 1 },
          { productId: phone.id, variantId: v, quantity: 0 + 1 },
        ],
      }).then((r) => expect(r.statusCode).toBe(409));
      const cancel = await call('POST', `/admin/orders/${orders[0]!.code}/cancel`, { reason: 'Khách hủy' });
      expect(cancel.statusCode).toBe(200);
      expect(await variantStockOf(h.app, v)).toBe(1);
      const racers = orders.slice(1);
      const answers = await Promise.all(racers.map((o) => edit(o.code, { items: [{ itemId: o.item, quantity: 2 }] })));
      const statuses = answers.map((r) => r.statusCode).sort();
      expect(statuses, answers.map((r) => r.body).join('\n')).toEqual([200, 409, 409]);
      expect(await variantStockOf(h.app, v)).toBe(0);
      const sold = await h.app.db
        .selectFrom('order_items')
        .innerJoin('orders', 'orders.id', 'order_items.order_id')
        .select((eb) => eb.fn.sum<number>('order_items.quantity').as('n'))
        .where('order_items.variant_id', '=', v)
        .where('orders.status', '!=', 'cancelled')
        .executeTakeFirstOrThrow();
      expect(Number(sold.n)).toBe(4);
      // Two edits of the SAME order racing: each adds one on top of what it read; serialised, never both on stale lines.
      const again = await Promise.all([
        edit(racers[0]!.code, { items: [{ itemId: racers[0]!.item, quantity: 1 }] }),
        edit(racers[0]!.code, { items: [{ itemId: racers[0]!.item, quantity: 1 }] }),
      ]);
      expect(again.every((r) => r.statusCode === 200)).toBe(true);
      const total = await h.app.db
        .selectFrom('product_variants')
        .select('quantity')
        .where('id', '=', v)
        .executeTakeFirstOrThrow();
      const held = await h.app.db
        .selectFrom('order_items')
        .innerJoin('orders', 'orders.id', 'order_items.order_id')
        .select((eb) => eb.fn.sum<number>('order_items.quantity').as('n'))
        .where('order_items.variant_id', '=', v)
        .where('orders.status', '!=', 'cancelled')
        .executeTakeFirstOrThrow();
      // Stock + what live orders hold is the 4 units there were.
      expect(Number(total.quantity) + Number(held.n)).toBe(4);
    }
  }, 60_000);

  it('an edit’s stock shows in the listing and in search at once, without a rebuild of the snapshot', async () => {
    const p = await addProduct(h.app, { name: 'Bình giữ nhiệt edtlst', price: 120_000, quantity: 3 });
    await catalogueChanged(h.app, [p.id]);
    const placed = await order([{ productId: p.id, quantity: 1 }]);
    const listed = async (q = '') =>
      (await call('GET', `/products?q=edtlst${q}`))
        .json()
        .metadata.items.map((x: { _id: string; quantity: number }) => [x._id, x.quantity]);
    const searched = async () =>
      (await call('GET', '/search?q=edtlst')).json().metadata.products.items.map((x: { quantity: number }) => x.quantity);
    expect(await listed()).toEqual([[p.id, 2]]);
    // Answered once, so the next search would come from the cache.
    expect(await searched()).toEqual([2]);
    const builds = snapshotWork.builds;

    const item = (await detail(placed.code)).items[0].id;
    const taken = await edit(placed.code, { items: [{ itemId: item, quantity: 3 }] });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(await stockOf(h.app, p.id)).toBe(0);
    expect(await listed()).toEqual([[p.id, 0]]);
    expect(await listed('&in_stock=true')).toEqual([]);
    expect(await searched()).toEqual([0]);

    const back = await edit(placed.code, { items: [{ itemId: item, quantity: 1 }] });
    expect(back.statusCode, back.body).toBe(200);
    expect(await listed('&in_stock=true')).toEqual([[p.id, 2]]);
    expect(await searched()).toEqual([2]);
    expect(snapshotWork.builds).toBe(builds);
  });
});
