import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/helpers';
import { bearer, createUser, type Harness, login, randomIp } from '../auth/testing';
import { writeTransaction } from '../orders/db';
import { addProduct, checkoutBody, commerceHarness, mailIdle, placeOrder } from '../orders/testing';
import { onOrderPaid } from './hooks';
import { addPoints, balanceOf, expirePoints } from './loyalty';
import { GIFT_CARD_CHECK_LIMIT } from './routes';

const redisUrl = process.env.TEST_REDIS_URL;

describe.each(dialects)('gift cards and loyalty on %s', (dialect) => {
  let h: Harness;
  let admin: string;
  let staff: string;
  let manager: string;
  beforeAll(async () => {
    h = await commerceHarness(dialect, { redisUrl });
    admin = (await login(h.app, (await createUser(h.app, { role: 'admin' })).email)).token;
    staff = (await login(h.app, (await createUser(h.app, { role: 'staff' })).email)).token;
    manager = (await login(h.app, (await createUser(h.app, { role: 'manager' })).email)).token;
  });
  afterAll(async () => h?.close());

  const api = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, token?: string, payload?: object, ip?: string) =>
    h.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...(token ? bearer(token) : {}), 'x-forwarded-for': ip ?? randomIp() },
      ...(payload ? { payload } : {}),
    });
  const balanceOfCard = async (id: string) =>
    Number((await h.app.db.selectFrom('gift_cards').select('balance').where('id', '=', id).executeTakeFirstOrThrow()).balance);
  const issue = async (amount: number) => {
    const res = await api('POST', '/admin/gift-cards', admin, { amount, note: 'test' });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().metadata as { id: string; code: string; balance: number };
  };
  const move = async (code: string, ...statuses: string[]) => {
    for (const status of statuses) {
      const res = await api('PATCH', `/admin/orders/${code}/status`, admin, { status, note: '' });
      expect(res.statusCode, res.body).toBe(200);
    }
  };
  const order = async (items: object[], over: Record<string, unknown> = {}, token?: string) =>
    placeOrder(h.app, checkoutBody(items, { payment: { method: 'BANK_TRANSFER' }, ...over }), {
      headers: token ? bearer(token) : {},
    });

  it.each([
    ['fr', 'carte cadeau Sen', 'Consulter le solde'],
    ['de', 'Sen-Geschenkgutschein', 'Guthaben prüfen'],
    ['ja', 'Senギフトカード', '残高を確認'],
  ])('mails a card issued by staff in the language asked (%s)', async (lang, subject, check) => {
    const to = `gift-${lang}-${Date.now()}@example.vn`;
    const res = await api('POST', `/admin/gift-cards?lang=${lang}`, admin, {
      amount: 200_000,
      note: 'test',
      recipientEmail: to,
      recipientName: 'Mai',
    });
    expect(res.statusCode, res.body).toBe(201);
    const mail = await h.app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('template', '=', 'gift-card')
      .where('to_address', '=', to)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toContain(subject);
    expect(mail.subject).toContain('200.000');
    expect(mail.text_body).toContain(check);
    expect(mail.text_body).toContain('Mai');
  });

  it('sells a card: issued and mailed to the recipient only once the order is paid, once', async () => {
    const res = await api('POST', '/gift-cards/orders', undefined, {
      amount: 500_000,
      recipientName: 'Bình',
      recipientEmail: 'binh@example.vn',
      message: 'Chúc mừng sinh nhật',
      information: { fullName: 'Nguyễn Văn An', email: 'an@example.vn', phone: '0912345678' },
      payment: { method: 'BANK_TRANSFER' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json().metadata;
    expect(placed).toMatchObject({ total: 500_000, tax: 0, requiresShipping: false, paymentStatus: 'pending' });
    const cards = () => h.app.db.selectFrom('gift_cards').selectAll().where('order_id', '=', placed._id).execute();
    expect(await cards()).toHaveLength(0);

    // Cash on delivery cannot buy a card: nothing would be delivered to collect the cash.
    const cod = await api('POST', '/gift-cards/orders', undefined, {
      amount: 500_000,
      information: { fullName: 'An', email: 'an@example.vn', phone: '0912345678' },
      payment: { method: 'COD' },
    });
    expect(cod.statusCode).toBe(400);
    expect(cod.json().metadata.errors[0].field).toBe('payment.method');

    const paid = await api('POST', `/admin/orders/${placed.code}/mark-paid`, staff, { amount: 500_000 });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().metadata.status).toBe('completed');
    expect(await cards()).toHaveLength(1);
    expect((await api('POST', `/admin/orders/${placed.code}/mark-paid`, staff, { amount: 500_000 })).statusCode).toBe(409);
    const [card] = await cards();
    expect(card).toMatchObject({ balance: expect.anything(), status: 'active', recipient_email: 'binh@example.vn' });
    expect(Number(card!.balance)).toBe(500_000);

    await mailIdle(h.app);
    const mail = await h.app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('template', '=', 'gift-card')
      .where('to_address', '=', 'binh@example.vn')
      .execute();
    expect(mail).toHaveLength(1);
    const code = /([A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4})/.exec(mail[0]!.text_body)![1]!;
    expect(mail[0]!.text_body).toContain('Chúc mừng sinh nhật');
    // Only a hash is stored: the code itself is nowhere in the card's row.
    expect(JSON.stringify(card)).not.toContain(code.replace(/-/g, ''));

    const check = await api('POST', '/gift-cards/check', undefined, { code: code.toLowerCase() });
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json().metadata).toEqual({ last4: code.slice(-4), balance: 500_000, status: 'active' });
  });

  it('limits code guessing per address: every check counts, then 429 even for a good code', async () => {
    const card = await issue(100_000);
    const ip = randomIp();
    for (let i = 0; i < GIFT_CARD_CHECK_LIMIT.max; i++) {
      const res = await api(
        'POST',
        '/gift-cards/check',
        undefined,
        { code: `AAAA-BBBB-CCCC-${String(1000 + i).replace(/[01]/g, 'Z')}` },
        ip,
      );
      expect(res.statusCode).toBe(404);
      expect(res.json().errorCode).toBe('GIFT_CARD_INVALID');
    }
    const blocked = await api('POST', '/gift-cards/check', undefined, { code: card.code }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().errorCode).toBe('GIFT_CARD_RATE_LIMITED');
    // Another address is not affected.
    expect((await api('POST', '/gift-cards/check', undefined, { code: card.code })).statusCode).toBe(200);
  });

  it('pays part of two orders with one card, refuses an empty card, and gives back on cancel', async () => {
    const p = await addProduct(h.app, { price: 200_000, quantity: 50 });
    const card = await issue(500_000);
    const first = await order([{ productId: p.id, quantity: 1 }], { giftCards: [card.code] });
    expect(first.statusCode, first.body).toBe(201);
    const o1 = first.json().metadata;
    // The card covers the whole first order: nothing left to pay, so it is paid at once.
    expect(o1.total).toBe(0);
    expect(o1.paymentStatus).toBe('paid');
    const t1 = o1.giftCardAmount as number;
    expect(t1).toBeGreaterThan(200_000);
    expect(await balanceOfCard(card.id)).toBe(500_000 - t1);

    const second = await order([{ productId: p.id, quantity: 2 }], { giftCards: [card.code] });
    expect(second.statusCode, second.body).toBe(201);
    const o2 = second.json().metadata;
    expect(o2.giftCardAmount).toBe(500_000 - t1);
    expect(o2.total).toBeGreaterThan(0);
    expect(o2.paymentStatus).toBe('pending');
    expect(await balanceOfCard(card.id)).toBe(0);

    const third = await order([{ productId: p.id, quantity: 1 }], { giftCards: [card.code] });
    expect(third.statusCode).toBe(400);
    expect(third.json()).toMatchObject({ errorCode: 'GIFT_CARD_EMPTY' });
    expect(third.json().metadata.errors[0].field).toBe('giftCards');

    await move(o2.code, 'cancelled');
    expect(await balanceOfCard(card.id)).toBe(500_000 - t1);
    // Idempotent: nothing more comes back a second time (the ledger nets out).
    const ledger = (await api('GET', `/admin/gift-cards/${card.id}`, admin)).json().metadata.ledger as {
      kind: string;
      amount: number;
    }[];
    expect(ledger.map((l) => l.kind).sort()).toEqual(['issue', 'redeem', 'redeem', 'restore']);
    expect(ledger.reduce((n, l) => n + l.amount, 0)).toBe(500_000 - t1);

    // A disabled card cannot pay.
    const off = await api('PATCH', `/admin/gift-cards/${card.id}/status`, manager, { status: 'disabled', note: 'lost' });
    expect(off.statusCode, off.body).toBe(200);
    const refused = await order([{ productId: p.id, quantity: 1 }], { giftCards: [card.code] });
    expect(refused.json().errorCode).toBe('GIFT_CARD_INVALID');
  });

  it('quotes gift cards and points with the order’s own computation: the quote is what the order charges', async () => {
    const user = await createUser(h.app);
    const token = (await login(h.app, user.email)).token;
    const adjust = await api('POST', `/admin/loyalty/customers/${user.id}/adjust`, manager, { points: 300, note: 'test' });
    expect(adjust.statusCode, adjust.body).toBe(200);
    const p = await addProduct(h.app, { price: 700_000, quantity: 50 });
    const card = await issue(150_000);
    const items = [{ productId: p.id, quantity: 1 }];
    const quote = async (over: object, tok?: string) => {
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/v1/cart/quote',
        headers: tok ? bearer(tok) : {},
        payload: { items, shippingMethod: 'standard', province: '79', paymentMethod: 'BANK_TRANSFER', ...over },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().metadata;
    };
    const plain = await quote({}, token);
    const q = await quote({ giftCards: [card.code], usePoints: 200 }, token);
    expect(q.rewards).toEqual({ giftCardAmount: 150_000, pointsRedeemed: 200, pointsDiscount: 20_000 });
    expect(q.totals.discount).toBe(plain.totals.discount + 20_000);
    expect(q.totals.total).toBe(plain.totals.total - 20_000 - 150_000);
    // Nothing was spent by quoting.
    expect(await balanceOfCard(card.id)).toBe(150_000);

    const placed = await order(items, { giftCards: [card.code], usePoints: 200 }, token);
    expect(placed.statusCode, placed.body).toBe(201);
    const o = placed.json().metadata;
    expect(o).toMatchObject({ giftCardAmount: 150_000, pointsRedeemed: 200, pointsDiscount: 20_000, total: q.totals.total });

    // What the order would refuse is left out of the quote and said in its issues.
    const empty = await quote({ giftCards: [card.code], usePoints: 5_000 }, token);
    expect(empty.rewards).toEqual({ giftCardAmount: 0, pointsRedeemed: 0, pointsDiscount: 0 });
    expect(empty.issues.map((i: { id: string; code: string }) => [i.id, i.code]).sort()).toEqual([
      ['giftCards', 'GIFT_CARD_EMPTY'],
      ['usePoints', 'LOYALTY_POINTS_SHORT'],
    ]);
    expect(empty.totals.total).toBe(plain.totals.total);
    const guest = await quote({ usePoints: 100 });
    expect(guest.issues.map((i: { code: string }) => i.code)).toEqual(['LOYALTY_LOGIN_REQUIRED']);
  });

  it('never takes a card below zero under a storm of concurrent orders', async () => {
    const p = await addProduct(h.app, { price: 100_000, quantity: 500 });
    const card = await issue(1_000_000);
    const n = 24;
    const results = await Promise.all(
      Array.from({ length: n }, () => order([{ productId: p.id, quantity: 1 }], { giftCards: [card.code] })),
    );
    const okOrders = results.filter((r) => r.statusCode === 201).map((r) => r.json().metadata);
    for (const r of results) expect([201, 400, 409], r.body).toContain(r.statusCode);
    const used = okOrders.reduce((s, o) => s + o.giftCardAmount, 0);
    const balance = await balanceOfCard(card.id);
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(used + balance).toBe(1_000_000);
    const ledger = await h.app.db
      .selectFrom('gift_card_ledger')
      .select(['amount', 'kind'])
      .where('card_id', '=', card.id)
      .execute();
    expect(ledger.reduce((s, l) => s + Number(l.amount), 0)).toBe(balance);
    expect(ledger.filter((l) => l.kind === 'redeem')).toHaveLength(okOrders.filter((o) => o.giftCardAmount > 0).length);
    // With the card locked per order, the whole card is spent and the rest are refused cleanly.
    expect(balance).toBe(0);
  });

  it('earns points on delivery, once; reverses them on refund; redeemed points come back on cancel', async () => {
    const user = await createUser(h.app);
    const token = (await login(h.app, user.email)).token;
    const p = await addProduct(h.app, { price: 1_000_000, quantity: 50 });
    const placed = await order([{ productId: p.id, quantity: 1 }], { payment: { method: 'COD' } }, token);
    expect(placed.statusCode, placed.body).toBe(201);
    const code = placed.json().metadata.code;
    const me = async () => (await api('GET', '/me/loyalty', token)).json().metadata;
    await move(code, 'processing', 'shipped');
    expect((await me()).balance).toBe(0);
    await move(code, 'delivered');
    // 1 000 000 ₫ of goods at 10 000 ₫ a point, Bạc tier (×1).
    expect((await me()).balance).toBe(100);
    await move(code, 'completed');
    const summary = await me();
    expect(summary.balance).toBe(100);
    expect(summary.ledger.filter((l: { kind: string }) => l.kind === 'earn')).toHaveLength(1);

    // Points pay part of a second order: 100 points × 100 ₫.
    const second = await order([{ productId: p.id, quantity: 1 }], { usePoints: 100 }, token);
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().metadata).toMatchObject({ pointsRedeemed: 100, pointsDiscount: 10_000 });
    expect((await me()).balance).toBe(0);
    // More points than the balance: refused with the balance.
    const greedy = await order([{ productId: p.id, quantity: 1 }], { usePoints: 100 }, token);
    expect(greedy.statusCode).toBe(409);
    expect(greedy.json().errorCode).toBe('LOYALTY_POINTS_SHORT');
    // A guest cannot use points.
    expect((await order([{ productId: p.id, quantity: 1 }], { usePoints: 100 })).statusCode).toBe(401);

    await move(second.json().metadata.code, 'cancelled');
    expect((await me()).balance).toBe(100);

    await move(code, 'refunded');
    const after = await me();
    expect(after.balance).toBe(0);
    expect(after.ledger.map((l: { kind: string }) => l.kind)).toContain('reverse');
  });

  it('sets the tier from 12 months of spend, and the tier multiplies the points', async () => {
    const user = await createUser(h.app);
    const token = (await login(h.app, user.email)).token;
    const now = Date.now();
    const old = new Date(now - 400 * 86_400_000).toISOString();
    const recent = new Date(now - 30 * 86_400_000).toISOString();
    const template = await h.app.db.selectFrom('orders').selectAll().executeTakeFirstOrThrow();
    for (const [total, at, status] of [
      [12_000_000, recent, 'completed'],
      [50_000_000, old, 'completed'],
      [40_000_000, recent, 'cancelled'],
    ] as const) {
      await h.app.db
        .insertInto('orders')
        .values({
          ...template,
          id: randomUUID(),
          code: `SEN-T-${randomUUID().slice(0, 8)}`,
          user_id: user.id,
          total,
          status,
          created_at: at,
          updated_at: at,
        } as never)
        .execute();
    }
    const summary = (await api('GET', '/me/loyalty', token)).json().metadata;
    expect(summary.spend12m).toBe(12_000_000);
    expect(summary.tier.key).toBe('gold');
    expect(summary.nextTier.key).toBe('diamond');

    const p = await addProduct(h.app, { price: 1_000_000, quantity: 5 });
    const placed = await order([{ productId: p.id, quantity: 1 }], { payment: { method: 'COD' } }, token);
    await move(placed.json().metadata.code, 'processing', 'shipped', 'delivered');
    expect((await api('GET', '/me/loyalty', token)).json().metadata.balance).toBe(125);
  });

  it('queues a card chosen for a date in the outbox, due that day; refuses amounts out of range', async () => {
    const sendAt = new Date(Date.now() + 10 * 86_400_000).toISOString();
    const buy = (over: Record<string, unknown>) =>
      api('POST', '/gift-cards/orders', undefined, {
        amount: 200_000,
        recipientEmail: 'lan@example.vn',
        information: { fullName: 'An', email: 'an@example.vn', phone: '0912345678' },
        payment: { method: 'BANK_TRANSFER' },
        ...over,
      });
    for (const amount of [49_999, 10_000_001, 100_000.5]) {
      const res = await buy({ amount });
      expect(res.statusCode).toBe(400);
      expect(res.json().metadata.errors[0]).toMatchObject({ field: 'amount', message: expect.stringContaining('Giá trị thẻ') });
    }
    const res = await buy({ sendAt, quantity: 2 });
    expect(res.statusCode, res.body).toBe(201);
    const order = await h.app.db
      .selectFrom('orders')
      .selectAll()
      .where('code', '=', res.json().metadata.code)
      .executeTakeFirstOrThrow();
    // As the payment does with SMTP configured: cards and their mails in one transaction.
    const stamp = new Date().toISOString();
    await writeTransaction(h.app.db, h.app.dialect, (trx) =>
      onOrderPaid(trx, order, stamp, { mail: { transport: 'smtp' }, config: { publicUrl: 'https://sen.example' } }),
    );
    await writeTransaction(h.app.db, h.app.dialect, (trx) =>
      onOrderPaid(trx, order, stamp, { mail: { transport: 'smtp' }, config: { publicUrl: 'https://sen.example' } }),
    );
    const cards = await h.app.db.selectFrom('gift_cards').selectAll().where('order_id', '=', order.id).execute();
    expect(cards).toHaveLength(2);
    const mails = await h.app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where(
        'id',
        'in',
        cards.map((c) => c.mail_id!),
      )
      .execute();
    expect(mails).toHaveLength(2);
    for (const m of mails) expect(m).toMatchObject({ status: 'queued', next_attempt_at: sendAt, to_address: 'lan@example.vn' });
  });

  it('expires points past their date, once, keeping the balance equal to what is left', async () => {
    const user = await createUser(h.app);
    const old = new Date(Date.now() - 400 * 86_400_000).toISOString();
    await writeTransaction(h.app.db, h.app.dialect, async (trx) => {
      await addPoints(trx, { userId: user.id, kind: 'adjust', points: 300, actor: 'test', expiryMonths: 12 }, old);
      await addPoints(
        trx,
        { userId: user.id, kind: 'adjust', points: 50, actor: 'test', expiryMonths: 12 },
        new Date().toISOString(),
      );
    });
    const now = new Date().toISOString();
    const [a, b] = await Promise.all([
      writeTransaction(h.app.db, h.app.dialect, (trx) => expirePoints(trx, now, user.id)),
      writeTransaction(h.app.db, h.app.dialect, (trx) => expirePoints(trx, now, user.id)),
    ]);
    expect(a + b).toBe(300);
    expect(await balanceOf(h.app.db, user.id)).toBe(50);
  });

  it('gives a Kim cương customer free shipping on the order itself', async () => {
    const user = await createUser(h.app);
    const token = (await login(h.app, user.email)).token;
    const template = await h.app.db.selectFrom('orders').selectAll().executeTakeFirstOrThrow();
    const at = new Date(Date.now() - 10 * 86_400_000).toISOString();
    await h.app.db
      .insertInto('orders')
      .values({
        ...template,
        id: randomUUID(),
        code: `SEN-D-${randomUUID().slice(0, 8)}`,
        user_id: user.id,
        total: 31_000_000,
        status: 'delivered',
        created_at: at,
        updated_at: at,
      } as never)
      .execute();
    const p = await addProduct(h.app, { price: 100_000, quantity: 5 });
    const guest = await order([{ productId: p.id, quantity: 1 }]);
    expect(guest.json().metadata.shippingCost).toBeGreaterThan(0);
    const res = await order([{ productId: p.id, quantity: 1 }], {}, token);
    expect(res.statusCode, res.body).toBe(201);
    const o = res.json().metadata;
    expect(o.shippingCost).toBe(0);
    expect(o.shippingDiscount).toBe(guest.json().metadata.shippingCost);
    expect(o.total).toBe(guest.json().metadata.total - guest.json().metadata.shippingCost);
  });

  it('checks permissions per role; manual adjustments are audited', async () => {
    const customer = await createUser(h.app);
    const customerToken = (await login(h.app, customer.email)).token;
    const editor = (await login(h.app, (await createUser(h.app, { role: 'editor' })).email)).token;
    const support = (await login(h.app, (await createUser(h.app, { role: 'support' })).email)).token;
    const adjust = (token: string, points: number) =>
      api('POST', `/admin/loyalty/customers/${customer.id}/adjust`, token, { points, note: 'Khiếu nại đơn hàng' });
    for (const [token, giftCards, customersList, settings, adjustStatus] of [
      [admin, 200, 200, 200, 200],
      [manager, 200, 200, 200, 200],
      [staff, 403, 200, 403, 403],
      [support, 403, 200, 403, 403],
      [editor, 403, 403, 403, 403],
      [customerToken, 403, 403, 403, 403],
    ] as const) {
      expect((await api('GET', '/admin/gift-cards', token)).statusCode).toBe(giftCards);
      expect((await api('GET', '/admin/loyalty/customers', token)).statusCode).toBe(customersList);
      expect((await api('GET', '/admin/loyalty/settings', token)).statusCode).toBe(settings);
      expect((await adjust(token, 10)).statusCode).toBe(adjustStatus);
    }
    expect((await api('GET', '/admin/gift-cards')).statusCode).toBe(401);
    const detail = (await api('GET', `/admin/loyalty/customers/${customer.id}`, staff)).json().metadata;
    expect(detail.balance).toBe(20);
    const tooMany = await adjust(admin, -50);
    expect(tooMany.statusCode).toBe(409);
    const audits = await h.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_id', '=', customer.id)
      .where('action', '=', 'adjustPoints')
      .execute();
    expect(audits).toHaveLength(2);
    const bad = await api('POST', `/admin/loyalty/customers/${customer.id}/adjust`, admin, { points: 0, note: '' });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .metadata.errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['note', 'points']);
  });
});
