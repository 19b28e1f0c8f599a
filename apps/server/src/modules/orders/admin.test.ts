import { can, canTransition, LOW_STOCK_THRESHOLD, ORDER_STATUSES, ROLES } from '@sen/core';
import { shopLocal } from '@sen/core/shop-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/helpers';
import { bearer, createUser, type Harness, login } from '../auth/testing';
import { foldStatusDeltas, statusTotals } from './status-counts';
import { addCourse, addProduct, checkoutBody, commerceHarness, mailIdle, placeOrder, stockOf } from './testing';

/** Issue 13: staff order operations through the state machine, mark paid, notes, bulk, permissions, customer notices. */
describe.each(dialects)('staff order operations on %s', (dialect) => {
  let h: Harness;
  let staffToken: string;
  let staffId: string;
  let customer: { id: string; email: string; token: string };
  beforeAll(async () => {
    h = await commerceHarness(dialect);
    const s = await createUser(h.app, { role: 'staff' });
    staffId = s.id;
    staffToken = (await login(h.app, s.email)).token;
    const c = await createUser(h.app);
    customer = { id: c.id, email: c.email, token: (await login(h.app, c.email)).token };
  });
  afterAll(async () => h.close());

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, token = staffToken) =>
    h.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  async function order(over: Record<string, unknown> = {}, items?: object[], headers?: Record<string, string>) {
    const p = items ? null : await addProduct(h.app, { quantity: 50 });
    const res = await placeOrder(h.app, checkoutBody(items ?? [{ productId: p!.id, quantity: 2 }], over), { headers });
    expect(res.statusCode, res.body).toBe(201);
    return { code: res.json().metadata.code as string, total: res.json().metadata.total as number, productId: p?.id };
  }
  const setStatus = (code: string, status: string) =>
    h.app.db.updateTable('orders').set({ status }).where('code', '=', code).execute();

  it('moves an order only along the state machine: every allowed move answers 200, every other 409 and changes nothing', async () => {
    for (const from of ORDER_STATUSES) {
      const refused = await order();
      await setStatus(refused.code, from);
      for (const to of ORDER_STATUSES.filter((t) => !canTransition(from, t))) {
        const res = await call('PATCH', `/admin/orders/${refused.code}/status`, { status: to });
        expect(res.statusCode, `${from} → ${to}`).toBe(409);
        expect(res.json().errorCode).toBe('ORDER_STATUS_TRANSITION');
      }
      expect((await call('GET', `/admin/orders/${refused.code}`)).json().metadata.status).toBe(from);
      for (const to of ORDER_STATUSES.filter((t) => canTransition(from, t))) {
        const allowed = await order();
        await setStatus(allowed.code, from);
        const res = await call('PATCH', `/admin/orders/${allowed.code}/status`, { status: to });
        expect(res.statusCode, `${from} → ${to}: ${res.body}`).toBe(200);
        const detail = res.json().metadata;
        expect(detail.status).toBe(to);
        expect([...detail.nextStatuses].sort()).toEqual(ORDER_STATUSES.filter((s) => canTransition(to, s)).sort());
        expect(detail.history.at(-1)).toMatchObject({ status: to, by: 'staff', actor: { id: staffId } });
      }
    }
  }, 120_000);

  it('marks a bank-transfer course order paid with amount and reference, which unlocks the course', async () => {
    const course = await addCourse(h.app, { price: 1_000_000, discountPrice: null });
    const placed = await placeOrder(
      h.app,
      {
        information: { fullName: 'Trần Thị Bình', email: customer.email, phone: '0987654321' },
        payment: { method: 'BANK_TRANSFER' },
        items: [{ courseId: course.code }],
      },
      { headers: bearer(customer.token) },
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const { code, total } = placed.json().metadata;
    const learning = async () => (await call('GET', `/me/courses/${course.code}`, undefined, customer.token)).json().metadata;
    expect(await learning()).toMatchObject({ enrolled: false, canAccessContent: false });

    const short = await call('POST', `/admin/orders/${code}/mark-paid`, { amount: total - 1, reference: 'VCB 123' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      metadata: { errors: [{ field: 'amount', message: expect.stringContaining('ít hơn') }] },
    });

    const res = await call('POST', `/admin/orders/${code}/mark-paid`, {
      amount: total,
      reference: 'VCB 123456',
      note: 'Sao kê 24/11',
    });
    expect(res.statusCode, res.body).toBe(200);
    const paid = res.json().metadata;
    expect(paid).toMatchObject({ paymentStatus: 'paid', status: 'completed', canMarkPaid: false });
    expect(paid.payments).toEqual([
      expect.objectContaining({
        amount: total,
        method: 'manual',
        reference: 'VCB 123456',
        note: 'Sao kê 24/11',
        by: expect.objectContaining({ id: staffId }),
      }),
    ]);
    expect(paid.history.map((e: { status: string }) => e.status)).toEqual(['pending', 'paymentReceived', 'completed']);
    expect(await learning()).toMatchObject({ enrolled: true, canAccessContent: true });

    const again = await call('POST', `/admin/orders/${code}/mark-paid`, { amount: total });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('ORDER_ALREADY_PAID');
    const audit = await h.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'markPaid')
      .where('entity_id', '=', paid._id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actor_id).toBe(staffId);
  });

  it('marks a COD order paid without moving it back, and refuses cancelled orders and gateway methods', async () => {
    const cod = await order();
    await call('PATCH', `/admin/orders/${cod.code}/status`, { status: 'processing' });
    const res = await call('POST', `/admin/orders/${cod.code}/mark-paid`, { amount: cod.total, reference: 'GHN COD' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().metadata).toMatchObject({ status: 'processing', paymentStatus: 'paid' });

    const cancelled = await order();
    await call('POST', `/admin/orders/${cancelled.code}/cancel`, { reason: 'Khách đổi ý' });
    const refused = await call('POST', `/admin/orders/${cancelled.code}/mark-paid`, { amount: cancelled.total });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorCode).toBe('ORDER_NOT_PAYABLE');

    const gateway = await order();
    await h.app.db.updateTable('orders').set({ payment_method_code: 'MOMO' }).where('code', '=', gateway.code).execute();
    const manual = await call('POST', `/admin/orders/${gateway.code}/mark-paid`, { amount: gateway.total });
    expect(manual.statusCode).toBe(409);
    expect(manual.json().errorCode).toBe('ORDER_PAYMENT_METHOD_MANUAL');
  });

  it('cancels with a reason (stock back, reason required) and keeps staff notes with their author', async () => {
    const o = await order();
    expect(await stockOf(h.app, o.productId!)).toBe(48);
    const noReason = await call('POST', `/admin/orders/${o.code}/cancel`, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    const res = await call('POST', `/admin/orders/${o.code}/cancel`, { reason: 'Hết hàng ở kho' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().metadata.history.at(-1)).toMatchObject({ status: 'cancelled', note: 'Hết hàng ở kho' });
    expect(await stockOf(h.app, o.productId!)).toBe(50);

    const note = await call('POST', `/admin/orders/${o.code}/notes`, { body: 'Khách gọi lại lúc 15h' });
    expect(note.statusCode).toBe(201);
    expect(note.json().metadata.staffNotes[0]).toMatchObject({ body: 'Khách gọi lại lúc 15h', by: { id: staffId } });
    expect((await call('POST', `/admin/orders/${o.code}/notes`, { body: '' })).statusCode).toBe(400);
    // Staff notes never reach the customer's view of the order.
    const pub = await h.app.inject({ method: 'GET', url: `/api/v1/orders/${o.code}?email=an@example.vn` });
    expect(pub.body).not.toContain('Khách gọi lại');
  });

  it('confirms and ships in bulk, each order on its own', async () => {
    const a = await order();
    const b = await order();
    const c = await order();
    await setStatus(c.code, 'shipped');
    const confirm = await call('POST', '/admin/orders/bulk', { action: 'confirm', codes: [a.code, b.code, c.code] });
    expect(confirm.json().metadata.done).toEqual([a.code, b.code]);
    expect(confirm.json().metadata.failed).toEqual([{ code: c.code, message: expect.stringContaining('shipped') }]);
    const ship = await call('POST', '/admin/orders/bulk', {
      action: 'ship',
      codes: [a.code, b.code],
      tracking: { [a.code]: 'GHN777' },
    });
    expect(ship.json().metadata.done).toEqual([a.code, b.code]);
    const detail = (await call('GET', `/admin/orders/${a.code}`)).json().metadata;
    expect(detail).toMatchObject({ status: 'shipped', trackingNumber: 'GHN777' });
  });

  it('gives each role exactly the order rights of the permission table', async () => {
    const o = await order();
    for (const role of ROLES) {
      const token = (await login(h.app, (await createUser(h.app, { role })).email)).token;
      const list = await call('GET', '/admin/orders', undefined, token);
      expect(list.statusCode, `${role} list`).toBe(can(role, 'orders.read') ? 200 : 403);
      const note = await call('POST', `/admin/orders/${o.code}/notes`, { body: `note by ${role}` }, token);
      expect(note.statusCode, `${role} note`).toBe(can(role, 'orders.write') ? 201 : 403);
      const paid = await call('POST', `/admin/orders/${o.code}/mark-paid`, { amount: 1 }, token);
      if (!can(role, 'orders.write')) expect(paid.statusCode, `${role} mark paid`).toBe(403);
    }
    expect((await h.app.inject({ method: 'GET', url: '/api/v1/admin/orders' })).statusCode).toBe(401);
  });

  it('tells a signed-in customer of every move by notification and mail, in their language', async () => {
    await h.app.db
      .updateTable('users')
      .set({ preferences: JSON.stringify({ language: 'en' }) })
      .where('id', '=', customer.id)
      .execute();
    const headers = bearer(customer.token);
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/v1/orders?lang=en',
      headers: { ...headers, 'idempotency-key': `notify-${Date.now()}-${dialect}` },
      payload: checkoutBody([{ productId: (await addProduct(h.app, { quantity: 5 })).id }], {
        information: { ...checkoutBody([]).information, email: customer.email },
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { code, total } = res.json().metadata;
    const titles = async () =>
      (
        (await call('GET', '/me/notifications?limit=50', undefined, customer.token)).json().metadata.items as {
          title: string;
          message: string;
        }[]
      ).filter((n) => n.title.includes(code));
    expect((await titles()).map((n) => n.title)).toEqual([`Order ${code} received`]);

    await call('PATCH', `/admin/orders/${code}/status`, { status: 'processing' });
    await call('PATCH', `/admin/orders/${code}/status`, {
      status: 'shipped',
      trackingNumber: 'VN123456',
      trackingUrl: 'https://track.example/VN123456',
    });
    await call('PATCH', `/admin/orders/${code}/status`, { status: 'delivered' });
    await call('POST', `/admin/orders/${code}/mark-paid`, { amount: total, reference: 'COD' });
    const box = await titles();
    expect(box.map((n) => n.title)).toEqual([
      `Order ${code} paid`,
      `Order ${code} delivered`,
      `Order ${code} shipped`,
      `Order ${code} confirmed`,
      `Order ${code} received`,
    ]);
    expect(box[2]?.message).toContain('VN123456');

    const cancelled = await order(
      { information: { ...checkoutBody([]).information, email: customer.email } },
      undefined,
      headers,
    );
    await call('POST', `/admin/orders/${cancelled.code}/cancel`, { reason: 'Out of stock' });
    expect(
      (
        (await call('GET', '/me/notifications?limit=50', undefined, customer.token)).json().metadata.items as { title: string }[]
      )[0]?.title,
    ).toBe(`Order ${cancelled.code} cancelled`);

    await mailIdle(h.app);
    const mails = await h.app.db
      .selectFrom('mail_outbox')
      .select(['template', 'language', 'subject', 'text_body'])
      .where('to_address', '=', customer.email)
      .where('subject', 'like', `%${code}%`)
      .orderBy('created_at')
      .execute();
    expect(mails.map((m) => m.template)).toEqual([
      'order-confirmation',
      'order-confirmed',
      'order-shipped',
      'order-delivered',
      'order-paid',
    ]);
    expect(mails.every((m) => m.language === 'en')).toBe(true);
    expect(mails[2]?.text_body).toContain('Tracking number: VN123456');
  });

  it('lets a guest be told by mail only', async () => {
    const o = await order();
    await call('PATCH', `/admin/orders/${o.code}/status`, { status: 'processing' });
    await mailIdle(h.app);
    const mail = await h.app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('template', '=', 'order-confirmed')
      .where('subject', 'like', `%${o.code}%`)
      .executeTakeFirst();
    expect(mail).toMatchObject({ to_address: 'an@example.vn', language: 'vi', subject: `Đơn hàng ${o.code} đã được xác nhận` });
  });

  it('lists with tabs, counts, accent-free search and filters, all on the server', async () => {
    const info = checkoutBody([]).information;
    const a = await order({
      information: { ...info, fullName: 'Phạm Thị Hồng Nhung', phone: '0901 222 333', email: 'nhung@example.vn' },
    });
    const b = await order({ information: { ...info, fullName: 'Lê Văn Tám', phone: '0933444555', city: '01', ward: '00004' } });
    const c = await order({
      information: { ...info, fullName: 'Đỗ Minh Đức', phone: '0977888999' },
      payment: { method: 'BANK_TRANSFER' },
    });
    await call('PATCH', `/admin/orders/${b.code}/status`, { status: 'processing' });
    await h.app.db.updateTable('orders').set({ created_at: '2020-03-15T10:00:00.000Z' }).where('code', '=', c.code).execute();
    const list = async (qs: string) => {
      const res = await call('GET', `/admin/orders?${qs}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().metadata as {
        items: { code: string }[];
        pagination: { totalCount: number };
        counts: Record<string, number>;
      };
    };
    const codes = async (qs: string) => (await list(qs)).items.map((i) => i.code);

    expect(await codes('q=nhung')).toEqual([a.code]);
    expect(await codes(`q=${encodeURIComponent('hồng NHUNG')}`)).toEqual([a.code]);
    expect(await codes(`q=${encodeURIComponent('do minh duc')}`)).toEqual([c.code]);
    expect(await codes(`q=${encodeURIComponent('0933 444 555')}`)).toEqual([b.code]);
    expect(await codes(`q=${encodeURIComponent('+84933444555')}`)).toEqual([b.code]);
    expect(await codes('q=NHUNG@example.vn')).toEqual([a.code]);
    expect(await codes(`q=${a.code.toLowerCase()}`)).toEqual([a.code]);

    const all = await list('limit=100');
    expect(all.counts.all).toBe(all.pagination.totalCount);
    const processing = await list('status=processing&limit=100');
    expect(processing.items.map((i) => i.code)).toContain(b.code);
    expect(processing.pagination.totalCount).toBe(all.counts.processing);
    // Counts follow the other filters, not the tab.
    const byPhone = await list('status=processing&q=0933444555');
    expect(byPhone.counts).toMatchObject({ all: 1, processing: 1 });
    expect((await list('status=pending&q=0933444555')).items).toEqual([]);

    expect(await codes('from=2020-03-15&to=2020-03-15')).toEqual([c.code]);
    expect(await codes('from=2020-03-16&to=2020-03-31')).toEqual([]);
    expect(await codes('to=2020-12-31')).toEqual([c.code]);
    expect(await codes('paymentMethod=bank_transfer&limit=100')).toContain(c.code);
    expect(await codes('paymentMethod=bank_transfer&limit=100')).not.toContain(a.code);
    expect(await codes('province=01&limit=100')).toEqual([b.code]);
    const totals = (await list('sort=total&order=asc&limit=100')).items as unknown as { total: number }[];
    expect(totals.map((t) => t.total)).toEqual([...totals.map((t) => t.total)].sort((x, y) => x - y));
    expect(await codes(`minTotal=${a.total}&maxTotal=${a.total}&q=nhung`)).toEqual([a.code]);
    expect(await codes(`minTotal=${a.total + 1}&q=nhung`)).toEqual([]);
    expect((await call('GET', '/admin/orders?limit=7')).statusCode).toBe(400);
    expect((await call('GET', '/admin/orders?from=yesterday')).statusCode).toBe(400);
  });

  it('tells staff who handle orders of a new order and of money received, in the admin header', async () => {
    const support = await createUser(h.app, { role: 'support' });
    const supportToken = (await login(h.app, support.email)).token;
    const o = await order();
    const titles = async (token: string) =>
      (
        (await call('GET', '/me/notifications?limit=100', undefined, token)).json().metadata.items as {
          title: string;
          link: string;
        }[]
      ).filter((n) => n.title.includes(o.code));
    expect(await titles(staffToken)).toEqual([
      expect.objectContaining({ title: `Đơn hàng mới ${o.code}`, link: `/admin/orders/${o.code}` }),
    ]);
    await call('POST', `/admin/orders/${o.code}/mark-paid`, { amount: o.total, reference: 'VCB' });
    expect((await titles(staffToken)).map((n) => n.title)).toEqual([`Đã nhận thanh toán ${o.code}`, `Đơn hàng mới ${o.code}`]);
    // Support reads orders but does not handle them: no noise in their header.
    expect(await titles(supportToken)).toEqual([]);
  });

  it('tells product editors once when an order takes a product below the low-stock line, from the stock it left', async () => {
    const editor = await createUser(h.app, { role: 'editor' });
    const editorToken = (await login(h.app, editor.email)).token;
    const p = await addProduct(h.app, { name: `Loa ${dialect} ít hàng`, quantity: LOW_STOCK_THRESHOLD + 1 });
    const notices = async () =>
      (
        (await call('GET', '/me/notifications?limit=100', undefined, editorToken)).json().metadata.items as {
          title: string;
          message: string;
          link: string;
        }[]
      ).filter((n) => n.title.includes(p.name) || n.message.includes(p.name));
    await order({}, [{ productId: p.id, quantity: 1 }]);
    // 300 left: not below the line yet.
    expect(await notices()).toEqual([]);
    await order({}, [{ productId: p.id, quantity: 2 }]);
    const heard = await notices();
    expect(heard).toHaveLength(1);
    expect(`${heard[0]!.title} ${heard[0]!.message}`).toContain(String(LOW_STOCK_THRESHOLD - 2));
    // Later sales below the line say nothing more.
    await order({}, [{ productId: p.id, quantity: 1 }]);
    expect(await notices()).toHaveLength(1);
    expect(await stockOf(h.app, p.id)).toBe(LOW_STOCK_THRESHOLD - 3);
  });

  it('pages by the ids first: consecutive pages are the slices of one long list, and a date range counts each tab exactly', async () => {
    for (let i = 0; i < 7; i++) await order();
    const list = (query: string) => call('GET', `/admin/orders?${query}`).then((r) => r.json().metadata);
    const all = await list('status=pending&limit=50');
    const codes = all.items.map((o: { code: string }) => o.code);
    const pages = [];
    for (let page = 1; page <= 3; page++)
      pages.push(...(await list(`status=pending&limit=10&page=${page}`)).items.map((o: { code: string }) => o.code));
    expect(pages).toEqual(codes.slice(0, 30));
    expect(all.items.every((o: { status: string }) => o.status === 'pending')).toBe(true);
    // The range is in the shop's days (Vietnam): from 17:00 UTC its today is the UTC date's tomorrow.
    const today = shopLocal(new Date()).toISOString().slice(0, 10);
    const ranged = await list(`from=2020-01-01&to=${today}&status=pending&limit=10`);
    const truth = await h.app.db
      .selectFrom('orders')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('status')
      .execute();
    for (const r of truth) expect(ranged.counts[r.status], r.status).toBe(Number(r.n));
    expect(ranged.pagination.totalCount).toBe(Number(truth.find((r) => r.status === 'pending')?.n));
  });

  it('keeps the tab counts exact through placing, moves and folds, even with two folds at once', async () => {
    const truth = async () =>
      new Map(
        (
          await h.app.db
            .selectFrom('orders')
            .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
            .groupBy('status')
            .execute()
        ).map((r) => [r.status, Number(r.n)]),
      );
    const a = await order();
    const b = await order();
    await call('PATCH', `/admin/orders/${a.code}/status`, { status: 'processing' });
    await call('POST', `/admin/orders/${b.code}/cancel`, { reason: 'Khách đổi ý' });
    expect(await statusTotals(h.app.db)).toEqual(await truth());
    await Promise.all([foldStatusDeltas(h.app.db, dialect), foldStatusDeltas(h.app.db, dialect)]);
    expect(await statusTotals(h.app.db)).toEqual(await truth());
    expect(
      Number(
        (
          await h.app.db
            .selectFrom('order_status_deltas')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(0);
    const list = (await call('GET', '/admin/orders?status=processing')).json().metadata;
    expect(list.counts.processing).toBe((await truth()).get('processing'));
    expect(list.pagination.totalCount).toBe((await truth()).get('processing'));
  });
});
