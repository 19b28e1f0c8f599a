import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/helpers';
import { bearer, createUser, type Harness, login } from '../auth/testing';
import {
  addProduct,
  addVariantProduct,
  checkoutBody,
  commerceHarness,
  mailIdle,
  placeOrder,
  stockOf,
  variantStockOf,
} from '../orders/testing';
import { GatewaySimulator, paymentsHarness, simulatedGateways } from '../payments/testing';
import { catalogueChanged } from '../products/invalidate';
import { snapshotWork } from '../products/snapshot';
import { onReturnEvent, type ReturnEvent } from './events';

describe.each(dialects)('returns and refunds on %s', (dialect) => {
  let h: Harness;
  const tokens: Record<string, string> = {};
  let customer: { id: string; token: string };
  const events: ReturnEvent[] = [];
  let off: () => void;
  beforeAll(async () => {
    h = await commerceHarness(dialect);
    for (const role of ['admin', 'manager', 'staff', 'support', 'editor'] as const)
      tokens[role] = (await login(h.app, (await createUser(h.app, { role })).email)).token;
    const u = await createUser(h.app);
    customer = { id: u.id, token: (await login(h.app, u.email)).token };
    off = onReturnEvent((e) => {
      events.push(e);
    });
  });
  afterAll(async () => {
    off();
    await h.close();
  });

  const api = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, headers: Record<string, string> = {}) =>
    h.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });
  const staffCall = (role: string, url: string, payload: object = {}) => api('POST', url, payload, bearer(tokens[role]!));
  const move = async (code: string, ...statuses: string[]) => {
    for (const status of statuses) {
      const res = await api('PATCH', `/admin/orders/${code}/status`, { status }, bearer(tokens.staff!));
      expect(res.statusCode, res.body).toBe(200);
    }
  };
  const deliver = (code: string) => move(code, 'processing', 'shipped', 'delivered');
  const orderRow = (code: string) => h.app.db.selectFrom('orders').selectAll().where('code', '=', code).executeTakeFirstOrThrow();
  const ask = (code: string, body: object, headers: Record<string, string> = {}) =>
    api('POST', `/orders/${code}/returns`, body, headers);

  async function placeMixed(headers: Record<string, string> = {}) {
    const phone = await addVariantProduct(
      h.app,
      [{ name: 'Màu', values: ['Đen', 'Trắng'] }],
      [
        { values: ['Đen'], price: 50_000, quantity: 10 },
        { values: ['Trắng'], price: 50_000, quantity: 10 },
      ],
    );
    const cable = await addProduct(h.app, { price: 40_000, quantity: 10 });
    const res = await placeOrder(
      h.app,
      checkoutBody([
        { productId: phone.id, variantId: phone.variants[0]!.id, quantity: 3 },
        { productId: cable.id, quantity: 2 },
      ]),
      { headers },
    );
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().metadata as { code: string; viewToken: string; items: { id: string; product: string }[] };
    const phoneLine = order.items.find((i) => i.product === phone.id)!.id;
    const cableLine = order.items.find((i) => i.product === cable.id)!.id;
    return { ...order, phone, cable, phoneLine, cableLine };
  }

  it('a customer returns part of a delivered order: quantities, one open request, receive, partial then full refund', async () => {
    const me = bearer(customer.token);
    const o = await placeMixed(me);
    const variant = o.phone.variants[0]!.id;
    expect([await variantStockOf(h.app, variant), await stockOf(h.app, o.phone.id), await stockOf(h.app, o.cable.id)]).toEqual([
      7, 17, 8,
    ]);

    // Not delivered yet: nothing may be returned.
    const early = await ask(o.code, { items: [{ itemId: o.phoneLine, quantity: 1 }], reason: 'defective' }, me);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      errorCode: 'ORDER_NOT_RETURNABLE',
      message: 'Chỉ có thể yêu cầu trả hàng cho đơn đã giao',
    });
    await deliver(o.code);

    const view = await api('GET', `/orders/${o.code}/returns`, undefined, me);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json().metadata).toMatchObject({ eligible: true, reason: null, windowDays: 30 });
    expect(view.json().metadata.lines.map((l: { bought: number; returnable: number }) => [l.bought, l.returnable])).toEqual([
      [3, 3],
      [2, 2],
    ]);

    // More than bought, a line of another order, an unknown reason: refused with the field or the rule.
    const tooMany = await ask(o.code, { items: [{ itemId: o.phoneLine, quantity: 4 }], reason: 'defective' }, me);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({
      errorCode: 'RETURN_QUANTITY',
      message: expect.stringContaining('Chỉ còn có thể trả 3'),
    });
    const foreign = await ask(o.code, { items: [{ itemId: 'nope', quantity: 1 }], reason: 'defective' }, me);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().metadata.errors).toEqual([{ field: 'items.0.itemId', message: 'Sản phẩm này không thuộc đơn hàng' }]);
    const badReason = await ask(o.code, { items: [{ itemId: o.phoneLine, quantity: 1 }], reason: 'bored' }, me);
    expect(badReason.statusCode).toBe(400);
    expect(badReason.json().metadata.errors[0].field).toBe('reason');

    // Someone else, or a guest link token on a customer's order: the same 404 as an unknown order.
    const stranger = (await login(h.app, (await createUser(h.app)).email)).token;
    for (const res of [
      await ask(o.code, { items: [{ itemId: o.phoneLine, quantity: 1 }], reason: 'defective' }, bearer(stranger)),
      await ask(o.code, { items: [{ itemId: o.phoneLine, quantity: 1 }], reason: 'defective', token: o.viewToken }),
    ])
      expect(res.statusCode).toBe(404);

    const first = await ask(
      o.code,
      {
        items: [
          { itemId: o.phoneLine, quantity: 2 },
          { itemId: o.cableLine, quantity: 1 },
        ],
        reason: 'defective',
        comment: '  Màn hình bị sọc  ',
      },
      me,
    );
    expect(first.statusCode, first.body).toBe(201);
    const ret = first.json().metadata;
    expect(ret).toMatchObject({ status: 'requested', reason: 'defective', comment: 'Màn hình bị sọc', orderCode: o.code });
    expect(ret.code).toMatch(/^RMA-[0-9A-F]{8}$/);

    // The same line again while the first request is open: refused (one open request per item).
    const again = await ask(o.code, { items: [{ itemId: o.phoneLine, quantity: 1 }], reason: 'changedMind' }, me);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errorCode: 'RETURN_ALREADY_OPEN' });
    expect((await api('GET', '/me/returns', undefined, me)).json().metadata.map((r: { id: string }) => r.id)).toEqual([ret.id]);

    // Receiving before approval, refunding before receiving: wrong step.
    expect((await staffCall('staff', `/admin/returns/${ret.id}/receive`, { lines: [] })).json()).toMatchObject({
      errorCode: 'RETURN_STATUS',
    });
    const approved = await staffCall('staff', `/admin/returns/${ret.id}/approve`, { message: 'Vui lòng gửi hàng về kho Q1' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().metadata).toMatchObject({ status: 'approved', staffMessage: 'Vui lòng gửi hàng về kho Q1' });
    expect((await staffCall('staff', `/admin/returns/${ret.id}/approve`, {})).statusCode).toBe(409);

    // Received: the phones go back on their variant and the product, the damaged cable does not.
    const cableReturnLine = ret.lines.find((l: { orderItemId: string }) => l.orderItemId === o.cableLine).id;
    const received = await staffCall('staff', `/admin/returns/${ret.id}/receive`, {
      lines: [{ id: cableReturnLine, damaged: true }],
    });
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json().metadata.lines.map((l: { damaged: boolean; restocked: boolean }) => [l.damaged, l.restocked])).toEqual(
      [
        [false, true],
        [true, false],
      ],
    );
    expect([await variantStockOf(h.app, variant), await stockOf(h.app, o.phone.id), await stockOf(h.app, o.cable.id)]).toEqual([
      9, 19, 8,
    ]);
    expect(
      Number((await h.app.db.selectFrom('products').select('sold').where('id', '=', o.phone.id).executeTakeFirstOrThrow()).sold),
    ).toBe(1);

    // A COD order is not paid until completed: no refund before the money is recorded.
    const unpaid = await staffCall('manager', `/admin/returns/${ret.id}/refund`, { method: 'manual', reference: 'CK-1' });
    expect(unpaid.json()).toMatchObject({ errorCode: 'REFUND_NOT_PAID' });
    await move(o.code, 'completed');
    const noRef = await staffCall('manager', `/admin/returns/${ret.id}/refund`, { method: 'manual' });
    expect(noRef.statusCode).toBe(400);
    expect(noRef.json().metadata.errors[0].field).toBe('reference');
    const noGateway = await staffCall('manager', `/admin/returns/${ret.id}/refund`, { method: 'gateway' });
    expect(noGateway.json()).toMatchObject({ errorCode: 'REFUND_NO_GATEWAY' });

    // Partial: what was paid for 2 phones and 1 cable (the goods money shared over the subtotal), no shipping.
    const row = await orderRow(o.code);
    const shipping = Number(row.shipping_fee) - Number(row.shipping_discount);
    const goods = Number(row.total) - shipping - Number(row.handling_fee);
    const items = Math.floor((50_000 * 2 * goods) / Number(row.subtotal)) + Math.floor((40_000 * goods) / Number(row.subtotal));
    expect(shipping).toBeGreaterThan(0);
    const partial = await staffCall('manager', `/admin/returns/${ret.id}/refund`, {
      method: 'manual',
      reference: 'CK-0001',
      note: 'Chuyển khoản',
    });
    expect(partial.statusCode, partial.body).toBe(200);
    expect(partial.json().metadata).toMatchObject({
      status: 'refunded',
      refund: { amount: items, itemsAmount: items, shippingAmount: 0, method: 'manual', reference: 'CK-0001' },
    });
    expect(await orderRow(o.code)).toMatchObject({ status: 'completed', payment_status: 'paid' });
    expect((await staffCall('manager', `/admin/returns/${ret.id}/refund`, { method: 'manual', reference: 'x' })).statusCode).toBe(
      409,
    );

    // What is left: one phone (the refunded request no longer blocks the line), one cable.
    const left = (await api('GET', `/orders/${o.code}/returns`, undefined, me)).json().metadata;
    expect(
      left.lines.map((l: { returned: number; returnable: number; open: boolean }) => [l.returned, l.returnable, l.open]),
    ).toEqual([
      [2, 1, false],
      [1, 1, false],
    ]);
    expect(left.refunded).toBe(items);

    // A rejected request frees its line again.
    const second = await ask(o.code, { items: [{ itemId: o.phoneLine, quantity: 1 }], reason: 'changedMind' }, me);
    expect(second.statusCode, second.body).toBe(201);
    const rejected = await staffCall('staff', `/admin/returns/${second.json().metadata.id}/reject`, {
      message: 'Sản phẩm đã qua sử dụng',
    });
    expect(rejected.json().metadata.status).toBe('rejected');
    expect((await staffCall('staff', `/admin/returns/${second.json().metadata.id}/reject`, { message: 'x' })).statusCode).toBe(
      400,
    );
    const third = await ask(
      o.code,
      {
        items: [
          { itemId: o.phoneLine, quantity: 1 },
          { itemId: o.cableLine, quantity: 1 },
        ],
        reason: 'wrongItem',
      },
      me,
    );
    expect(third.statusCode, third.body).toBe(201);
    const thirdId = third.json().metadata.id;
    await staffCall('staff', `/admin/returns/${thirdId}/approve`, {});
    await staffCall('staff', `/admin/returns/${thirdId}/receive`, {});
    expect(await variantStockOf(h.app, variant)).toBe(10);
    expect(await stockOf(h.app, o.cable.id)).toBe(9);

    // Full: everything not refunded yet, shipping included; the order moves to refunded.
    const full = await staffCall('admin', `/admin/returns/${thirdId}/refund`, {
      full: true,
      method: 'manual',
      reference: 'CK-0002',
    });
    expect(full.statusCode, full.body).toBe(200);
    const total = Number(row.total);
    expect(full.json().metadata.refund).toMatchObject({
      amount: total - items,
      shippingAmount: shipping,
      itemsAmount: total - items - shipping,
    });
    expect(await orderRow(o.code)).toMatchObject({ status: 'refunded', payment_status: 'refunded' });
    const history = await h.app.db.selectFrom('order_status_history').select('status').where('order_id', '=', row.id).execute();
    expect(history.filter((x) => x.status === 'refunded')).toHaveLength(1);
    // Nothing more: the order is refunded.
    const after = await ask(o.code, { items: [{ itemId: o.cableLine, quantity: 1 }], reason: 'other' }, me);
    expect(after.json()).toMatchObject({ errorCode: 'ORDER_NOT_RETURNABLE' });

    // The buyer heard of each decision in their language; other modules heard each event.
    await mailIdle(h.app);
    const mails = await h.app.db
      .selectFrom('mail_outbox')
      .select(['template', 'subject', 'to_address'])
      .where('subject', 'like', `%${o.code}%`)
      .execute();
    expect(
      mails
        .filter((m) => m.template.startsWith('return-'))
        .map((m) => m.template)
        .sort(),
    ).toEqual(['return-approved', 'return-approved', 'return-refunded', 'return-refunded', 'return-rejected']);
    expect(mails.find((m) => m.template === 'return-rejected')?.subject).toContain('không được chấp nhận');
    const mine = events.filter((e) => e.orderCode === o.code);
    expect(mine.map((e) => e.type)).toEqual([
      'requested',
      'approved',
      'received',
      'refunded',
      'requested',
      'rejected',
      'requested',
      'approved',
      'received',
      'refunded',
    ]);
    expect(mine.at(-1)).toMatchObject({ type: 'refunded', amount: total - items, full: true, userId: customer.id });
  });

  it('a guest returns with the mailed link within the window only; reading also works with the order e-mail', async () => {
    const o = await placeMixed();
    await deliver(o.code);
    const body = { items: [{ itemId: o.cableLine, quantity: 1 }], reason: 'notAsDescribed' };
    // The e-mail reads the order's returns but does not ask for one.
    expect((await api('GET', `/orders/${o.code}/returns?email=an@example.vn`)).statusCode).toBe(200);
    expect((await api('GET', `/orders/${o.code}/returns`)).statusCode).toBe(404);
    expect((await ask(o.code, { ...body, token: 'x'.repeat(32) })).statusCode).toBe(404);

    const row = await orderRow(o.code);
    const setDelivered = (daysAgo: number) =>
      h.app.db
        .updateTable('order_status_history')
        .set({ created_at: new Date(Date.now() - daysAgo * 86_400_000).toISOString() })
        .where('order_id', '=', row.id)
        .where('status', '=', 'delivered')
        .execute();
    await setDelivered(31);
    const late = await ask(o.code, { ...body, token: o.viewToken });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      errorCode: 'RETURN_WINDOW_CLOSED',
      message: 'Đã quá thời hạn đổi trả 30 ngày của đơn hàng này',
    });
    expect((await api('GET', `/orders/${o.code}/returns?token=${o.viewToken}`)).json().metadata).toMatchObject({
      eligible: false,
      reason: 'RETURN_WINDOW_CLOSED',
    });
    await setDelivered(29);
    const inTime = await ask(o.code, { ...body, token: o.viewToken });
    expect(inTime.statusCode, inTime.body).toBe(201);
    expect(inTime.json().metadata).toMatchObject({ status: 'requested', customer: { email: 'an@example.vn' } });
  });

  it('takes photos checked by their bytes (multipart), refusing what is not a picture', async () => {
    const o = await placeMixed();
    await deliver(o.code);
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
    const form = (file: Buffer, name: string) => {
      const boundary = '----sen-returns';
      const part = (h2: string, v: string | Buffer) => [
        Buffer.from(`--${boundary}\r\n${h2}\r\n\r\n`),
        Buffer.from(v),
        Buffer.from('\r\n'),
      ];
      const chunks = [
        ...part('Content-Disposition: form-data; name="items"', JSON.stringify([{ itemId: o.cableLine, quantity: 1 }])),
        ...part('Content-Disposition: form-data; name="reason"', 'damagedInShipping'),
        ...part('Content-Disposition: form-data; name="token"', o.viewToken),
        ...part(`Content-Disposition: form-data; name="photos"; filename="${name}"\r\nContent-Type: image/png`, file),
        Buffer.from(`--${boundary}--\r\n`),
      ];
      return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
    };
    const fake = form(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'a.png');
    const bad = await h.app.inject({ method: 'POST', url: `/api/v1/orders/${o.code}/returns`, ...fake });
    expect(bad.statusCode, bad.body).toBe(400);
    expect(bad.json().metadata.errors[0].field).toBe('photos');
    expect(
      await h.app.db
        .selectFrom('returns')
        .select('id')
        .where('order_id', '=', (await orderRow(o.code)).id)
        .execute(),
    ).toHaveLength(0);

    const good = await h.app.inject({ method: 'POST', url: `/api/v1/orders/${o.code}/returns`, ...form(png, 'broken.png') });
    expect(good.statusCode, good.body).toBe(201);
    const photos = good.json().metadata.photos as string[];
    expect(photos).toHaveLength(1);
    expect(photos[0]).toMatch(/^\/uploads\/images\/returns\/[0-9a-f]+\/original\.png$/);
    expect((await h.app.inject({ method: 'GET', url: photos[0]! })).statusCode).toBe(200);
  });

  it('storm: eight requests for the same line at once let exactly one in', async () => {
    const me = bearer(customer.token);
    const o = await placeMixed(me);
    await deliver(o.code);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => ask(o.code, { items: [{ itemId: o.phoneLine, quantity: 1 }], reason: 'defective' }, me)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json().errorCode).toBe('RETURN_ALREADY_OPEN');
  });

  it('storm: refunds clicked many times, and two requests refunded in full at once, never pay out more than the total', async () => {
    const me = bearer(customer.token);
    const o = await placeMixed(me);
    await deliver(o.code);
    await move(o.code, 'completed');
    const ids: string[] = [];
    for (const itemId of [o.phoneLine, o.cableLine]) {
      const res = await ask(o.code, { items: [{ itemId, quantity: 1 }], reason: 'defective' }, me);
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().metadata.id);
      await staffCall('staff', `/admin/returns/${res.json().metadata.id}/approve`);
      await staffCall('staff', `/admin/returns/${res.json().metadata.id}/receive`);
    }
    const calls = await Promise.all(
      [...ids, ...ids, ...ids].map((id) =>
        staffCall('admin', `/admin/returns/${id}/refund`, { full: true, method: 'manual', reference: 'R' }),
      ),
    );
    const codes = calls.map((c) => c.statusCode);
    // One refund pays the order in full; the other request is then either refused while the first
    // holds the order, or closed with nothing paid (decision 0341) — once.
    const ok = codes.filter((c) => c === 200).length;
    expect(ok === 1 || ok === 2).toBe(true);
    expect(codes.filter((c) => c === 409)).toHaveLength(6 - ok);
    const row = await orderRow(o.code);
    const paid = await h.app.db.selectFrom('order_refunds').select('amount').where('order_id', '=', row.id).execute();
    expect(paid).toHaveLength(1);
    expect(paid.reduce((s, r) => s + Number(r.amount), 0)).toBe(Number(row.total));
    expect(row).toMatchObject({ status: 'refunded', payment_status: 'refunded' });
  });

  it('goods received back show in the listing at once, without a rebuild of the snapshot', async () => {
    const me = bearer(customer.token);
    const o = await placeMixed(me);
    await catalogueChanged(h.app, [o.cable.id]);
    const listed = async () =>
      (await api('GET', `/products?q=${o.cable.id.slice(0, 6)}`))
        .json()
        .metadata.items.find((x: { _id: string }) => x._id === o.cable.id)?.quantity;
    expect(await listed()).toBe(8);
    await deliver(o.code);
    const res = await ask(o.code, { items: [{ itemId: o.cableLine, quantity: 2 }], reason: 'defective' }, me);
    expect(res.statusCode, res.body).toBe(201);
    await staffCall('staff', `/admin/returns/${res.json().metadata.id}/approve`);
    const builds = snapshotWork.builds;
    expect((await staffCall('staff', `/admin/returns/${res.json().metadata.id}/receive`)).statusCode).toBe(200);
    expect(await stockOf(h.app, o.cable.id)).toBe(10);
    expect(await listed()).toBe(10);
    expect(snapshotWork.builds).toBe(builds);
  });

  it('closes a received request of an order already refunded in full, paying nothing more', async () => {
    const me = bearer(customer.token);
    const o = await placeMixed(me);
    await deliver(o.code);
    await move(o.code, 'completed');
    const ids: string[] = [];
    for (const itemId of [o.phoneLine, o.cableLine]) {
      const res = await ask(o.code, { items: [{ itemId, quantity: 1 }], reason: 'defective' }, me);
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().metadata.id);
      await staffCall('staff', `/admin/returns/${res.json().metadata.id}/approve`);
      expect((await staffCall('staff', `/admin/returns/${res.json().metadata.id}/receive`)).statusCode).toBe(200);
    }
    const first = await staffCall('manager', `/admin/returns/${ids[0]}/refund`, {
      full: true,
      method: 'manual',
      reference: 'UNC-1',
    });
    expect(first.statusCode, first.body).toBe(200);
    const row = await orderRow(o.code);
    expect(row).toMatchObject({ status: 'refunded', payment_status: 'refunded' });
    const stock = await stockOf(h.app, o.cable.id);

    // The second request: closed as refunded with no money and no reference needed.
    const closed = await staffCall('manager', `/admin/returns/${ids[1]}/refund`, { method: 'manual', reference: '' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().metadata.status).toBe('refunded');
    const refunds = await h.app.db.selectFrom('order_refunds').select('amount').where('order_id', '=', row.id).execute();
    expect(refunds.map((r) => Number(r.amount))).toEqual([Number(row.total)]);
    expect(await stockOf(h.app, o.cable.id)).toBe(stock);
    const audit = await h.app.db.selectFrom('audit_log').select('action').where('entity_id', '=', ids[1]!).execute();
    expect(audit.map((a) => a.action)).toContain('close');
    // Nothing open is left on the order, and a second click is refused.
    const open = await h.app.db.selectFrom('return_items').select('open').where('return_id', 'in', ids).execute();
    expect(open.every((r) => Number(r.open) === 0)).toBe(true);
    expect((await staffCall('manager', `/admin/returns/${ids[1]}/refund`, { method: 'manual', reference: 'X' })).statusCode).toBe(
      409,
    );
  });

  it('checks each role: support reads, staff decide and receive, only managers and admins refund', async () => {
    const me = bearer(customer.token);
    const o = await placeMixed(me);
    await deliver(o.code);
    const id = (await ask(o.code, { items: [{ itemId: o.cableLine, quantity: 2 }], reason: 'defective' }, me)).json().metadata.id;
    const list = (token?: string) =>
      api('GET', `/admin/returns?status=requested&q=${o.code.toLowerCase()}`, undefined, token ? bearer(token) : {});
    expect((await list()).statusCode).toBe(401);
    expect((await list(customer.token)).statusCode).toBe(403);
    expect((await list(tokens.editor)).statusCode).toBe(403);
    const seen = await list(tokens.support);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().metadata).toMatchObject({
      items: [{ id, status: 'requested' }],
      pagination: { totalCount: 1 },
      counts: { requested: 1, all: 1 },
    });
    expect((await staffCall('support', `/admin/returns/${id}/approve`)).statusCode).toBe(403);
    expect((await staffCall('editor', `/admin/returns/${id}/approve`)).statusCode).toBe(403);
    expect((await staffCall('staff', `/admin/returns/${id}/approve`)).statusCode).toBe(200);
    expect((await staffCall('staff', `/admin/returns/${id}/receive`)).statusCode).toBe(200);
    await move(o.code, 'completed');
    expect((await staffCall('staff', `/admin/returns/${id}/refund`, { method: 'manual', reference: 'A' })).statusCode).toBe(403);
    expect((await staffCall('support', `/admin/returns/${id}/refund`, { method: 'manual', reference: 'A' })).statusCode).toBe(
      403,
    );
    expect((await staffCall('manager', `/admin/returns/${id}/refund`, { method: 'manual', reference: 'A' })).statusCode).toBe(
      200,
    );
    const audit = await h.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'return')
      .where('entity_id', '=', id)
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['approve', 'receive', 'refund']);
    // The detail and the order filter.
    const byOrder = await api('GET', `/admin/returns?order=${o.code}`, undefined, bearer(tokens.support!));
    expect(byOrder.json().metadata.items.map((r: { id: string }) => r.id)).toEqual([id]);
    expect((await api('GET', `/admin/returns/${id}`, undefined, bearer(tokens.support!))).json().metadata.refund.reference).toBe(
      'A',
    );
    expect((await api('GET', '/admin/returns/nope', undefined, bearer(tokens.support!))).statusCode).toBe(404);
  });
});

describe.each(dialects)('a refund through the payment gateway on %s', (dialect) => {
  let h: Harness;
  let manager: string;
  const sim = new GatewaySimulator();
  beforeAll(async () => {
    await sim.start();
    h = await paymentsHarness(dialect, simulatedGateways(sim));
    manager = (await login(h.app, (await createUser(h.app, { role: 'manager' })).email)).token;
  });
  afterAll(async () => {
    await h.close();
    await sim.stop();
  });

  /** A gateway order paid through its callback, delivered, one unit returned and received: the request's id and the order. */
  async function paidAndReturned(method: 'MOMO' | 'ZALOPAY') {
    const p = await addProduct(h.app, { price: 120_000, quantity: 10 });
    const placed = await placeOrder(h.app, checkoutBody([{ productId: p.id, quantity: 2 }], { payment: { method } }));
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().metadata as { code: string; total: number; viewToken: string; items: { id: string }[] };
    const row = await h.app.db.selectFrom('orders').selectAll().where('code', '=', order.code).executeTakeFirstOrThrow();
    const { txn_ref: ref } = await h.app.db
      .selectFrom('payment_attempts')
      .select('txn_ref')
      .where('order_id', '=', row.id)
      .executeTakeFirstOrThrow();
    const paid =
      method === 'MOMO'
        ? await h.app.inject({ method: 'POST', url: '/api/v1/payments/momo/ipn', payload: sim.momoResult(ref, order.total) })
        : await h.app.inject({
            method: 'POST',
            url: '/api/v1/payments/zalopay/callback',
            payload: sim.zalopayResult(ref, order.total),
          });
    expect(paid.statusCode, paid.body).toBeLessThan(300);
    const staff = bearer(manager);
    for (const status of ['processing', 'shipped', 'delivered']) {
      const moved = await h.app.inject({
        method: 'PATCH',
        url: `/api/v1/admin/orders/${order.code}/status`,
        headers: staff,
        payload: { status },
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const asked = await h.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${order.code}/returns`,
      payload: { items: [{ itemId: order.items[0]!.id, quantity: 1 }], reason: 'defective', token: order.viewToken },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const id = asked.json().metadata.id as string;
    const post = (action: string, payload: object = {}) =>
      h.app.inject({ method: 'POST', url: `/api/v1/admin/returns/${id}/${action}`, headers: staff, payload });
    expect((await post('approve')).statusCode).toBe(200);
    expect((await post('receive')).statusCode).toBe(200);
    return { order, row, post, ref };
  }

  it('MoMo: a partial refund of a return goes to MoMo with the payment’s transId; the order stays paid', async () => {
    const { order, row, post } = await paidAndReturned('MOMO');
    const receipt = await h.app.db
      .selectFrom('payment_receipts')
      .selectAll()
      .where('order_id', '=', row.id)
      .executeTakeFirstOrThrow();
    const before = sim.refunds.length;
    const res = await post('refund', { method: 'gateway' });
    expect(res.statusCode, res.body).toBe(200);
    const refund = res.json().metadata.refund;
    expect(refund).toMatchObject({ method: 'gateway', provider: 'MOMO' });
    expect(refund.amount).toBeGreaterThan(0);
    expect(refund.amount).toBeLessThan(order.total);
    expect(refund.reference).not.toBe('');
    expect(sim.refunds.slice(before)).toEqual([
      expect.objectContaining({ gateway: 'MOMO', amount: refund.amount, transId: Number(receipt.transaction_id) }),
    ]);
    const after = await h.app.db
      .selectFrom('orders')
      .select(['status', 'payment_status'])
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ status: 'delivered', payment_status: 'paid' });
    expect(sim.rejected).toEqual([]);
  });

  it('ZaloPay: a full refund of a return goes to ZaloPay with the zp_trans_id, and the order is refunded', async () => {
    const { order, row, post } = await paidAndReturned('ZALOPAY');
    const receipt = await h.app.db
      .selectFrom('payment_receipts')
      .selectAll()
      .where('order_id', '=', row.id)
      .executeTakeFirstOrThrow();
    const before = sim.refunds.length;
    const res = await post('refund', { method: 'gateway', full: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().metadata.refund).toMatchObject({ method: 'gateway', provider: 'ZALOPAY', amount: order.total });
    expect(sim.refunds.slice(before)).toEqual([
      expect.objectContaining({ gateway: 'ZALOPAY', amount: order.total, zp_trans_id: String(receipt.transaction_id) }),
    ]);
    const after = await h.app.db
      .selectFrom('orders')
      .select(['status', 'payment_status'])
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ status: 'refunded', payment_status: 'refunded' });
    expect(sim.rejected).toEqual([]);
  });

  it('VNPay: a partial refund goes to the gateway (refused ones record nothing), the rest refunds the order', async () => {
    const p = await addProduct(h.app, { price: 150_000, quantity: 10 });
    const placed = await placeOrder(h.app, checkoutBody([{ productId: p.id, quantity: 3 }], { payment: { method: 'VNPAY' } }));
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().metadata as {
      code: string;
      total: number;
      viewToken: string;
      items: { id: string }[];
      payment: { redirectUrl: string };
    };
    const ref = new URL(order.payment.redirectUrl).searchParams.get('vnp_TxnRef') ?? '';
    // The buyer opens the gateway's page (the simulator learns the payment).
    expect((await fetch(order.payment.redirectUrl)).status).toBe(200);
    const ipn = await h.app.inject({
      method: 'GET',
      url: `/api/v1/payments/vnpay/ipn?${new URLSearchParams(sim.vnpayResult(ref, order.total))}`,
    });
    expect(ipn.json()).toEqual({ RspCode: '00', Message: 'Confirm Success' });
    const staff = bearer(manager);
    for (const status of ['processing', 'shipped', 'delivered']) {
      const moved = await h.app.inject({
        method: 'PATCH',
        url: `/api/v1/admin/orders/${order.code}/status`,
        headers: staff,
        payload: { status },
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const asked = await h.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${order.code}/returns`,
      payload: { items: [{ itemId: order.items[0]!.id, quantity: 1 }], reason: 'defective', token: order.viewToken },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const id = asked.json().metadata.id;
    const post = (action: string, payload: object = {}) =>
      h.app.inject({ method: 'POST', url: `/api/v1/admin/returns/${id}/${action}`, headers: staff, payload });
    expect((await post('approve')).statusCode).toBe(200);
    expect((await post('receive')).statusCode).toBe(200);

    // The gateway refuses (it does not know the payment): nothing is recorded, the request waits.
    const row = await h.app.db.selectFrom('orders').selectAll().where('code', '=', order.code).executeTakeFirstOrThrow();
    await h.app.db
      .updateTable('payment_attempts')
      .set({ txn_ref: `${ref}X` })
      .where('order_id', '=', row.id)
      .execute();
    const refused = await post('refund', { method: 'gateway' });
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toMatchObject({
      errorCode: 'REFUND_GATEWAY_FAILED',
      message: 'Cổng thanh toán từ chối hoàn tiền: Not found',
    });
    expect(await h.app.db.selectFrom('order_refunds').select('id').where('order_id', '=', row.id).execute()).toHaveLength(0);
    await h.app.db.updateTable('payment_attempts').set({ txn_ref: ref }).where('order_id', '=', row.id).execute();

    const before = sim.refunds.length;
    const refunded = await post('refund', { method: 'gateway', shipping: true });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const shipping = Number(row.shipping_fee) - Number(row.shipping_discount);
    const items = Math.floor((150_000 * (Number(row.total) - shipping - Number(row.handling_fee))) / Number(row.subtotal));
    const amount = items + shipping;
    expect(refunded.json().metadata.refund).toMatchObject({
      method: 'gateway',
      provider: 'VNPAY',
      amount,
      itemsAmount: items,
      shippingAmount: shipping,
    });
    expect(refunded.json().metadata.refund.reference).not.toBe('');
    expect(sim.refunds.slice(before)).toEqual([
      expect.objectContaining({ gateway: 'VNPAY', vnp_TxnRef: ref, vnp_Amount: String(amount * 100), vnp_TransactionType: '03' }),
    ]);
    expect(
      await h.app.db.selectFrom('orders').select(['status', 'payment_status']).where('id', '=', row.id).executeTakeFirstOrThrow(),
    ).toEqual({
      status: 'delivered',
      payment_status: 'paid',
    });

    // The other two, refunded in full by hand (a bank transfer to the buyer): the order is refunded.
    const second = await h.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${order.code}/returns`,
      payload: { items: [{ itemId: order.items[0]!.id, quantity: 2 }], reason: 'defective', token: order.viewToken },
    });
    const id2 = second.json().metadata.id;
    const post2 = (action: string, payload: object = {}) =>
      h.app.inject({ method: 'POST', url: `/api/v1/admin/returns/${id2}/${action}`, headers: staff, payload });
    await post2('approve');
    await post2('receive');
    const full = await post2('refund', { full: true, method: 'manual', reference: 'UNC-778' });
    expect(full.json().metadata.refund.amount).toBe(order.total - amount);
    expect(
      await h.app.db.selectFrom('orders').select(['status', 'payment_status']).where('id', '=', row.id).executeTakeFirstOrThrow(),
    ).toEqual({
      status: 'refunded',
      payment_status: 'refunded',
    });
  });
});
