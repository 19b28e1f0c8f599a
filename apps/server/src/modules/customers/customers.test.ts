import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/helpers';
import { bearer, createUser, type Harness, login, randomIp } from '../auth/testing';
import { addProduct, checkoutBody, commerceHarness, mailIdle, placeOrder } from '../orders/testing';

/** Issue 13: customers, review moderation, the contact inbox and company invoices, per role. */
describe.each(dialects)('customers, moderation, inbox and invoices on %s', (dialect) => {
  let h: Harness;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    h = await commerceHarness(dialect);
    for (const role of ['admin', 'manager', 'staff', 'support', 'editor'] as const) {
      const u = await createUser(h.app, { role });
      ids[role] = u.id;
      tokens[role] = (await login(h.app, u.email)).token;
    }
  });
  afterAll(async () => h.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, role: string, payload?: object) =>
    h.app.inject({ method, url: `/api/v1${url}`, headers: bearer(tokens[role] ?? role), ...(payload ? { payload } : {}) });

  async function customer(over: { email?: string; first?: string; last?: string; phone?: string } = {}) {
    const u = await createUser(h.app, { email: over.email });
    await h.app.db
      .updateTable('users')
      .set({ first_name: over.first ?? 'An', last_name: over.last ?? 'Nguyễn', phone: over.phone ?? '0912345678' })
      .where('id', '=', u.id)
      .execute();
    return u;
  }

  it('lists customers only, searched without accents by name, e-mail or phone, filtered and paged', async () => {
    const hoa = await customer({ first: 'Hoa', last: 'Trần Thị', phone: '0987 111 222', email: 'ht.99@example.vn' });
    await customer({ first: 'Bình', last: 'Lê' });
    const names = async (q: string) =>
      ((await call('GET', `/admin/customers?${q}`, 'staff')).json().metadata.items as { _id: string; email: string }[]).map(
        (u) => u._id,
      );
    expect(await names('search=tran%20thi%20hoa')).toEqual([hoa.id]);
    expect(await names('search=Tr%E1%BA%A7n')).toEqual([hoa.id]);
    expect(await names('search=0987111222')).toEqual([hoa.id]);
    expect(await names('search=HT.99@')).toEqual([hoa.id]);
    // A rename is found at once (the folded copy follows updated_at).
    await h.app.db
      .updateTable('users')
      .set({ first_name: 'Huệ', updated_at: new Date(Date.now() + 1000).toISOString() })
      .where('id', '=', hoa.id)
      .execute();
    expect(await names('search=hue')).toEqual([hoa.id]);
    expect(await names('search=hoa')).toEqual([]);
    // Staff accounts are not customers.
    const all = await names('limit=100');
    expect(all).toContain(hoa.id);
    expect(all).not.toContain(ids.admin);
    const list = (await call('GET', '/admin/customers?limit=10&page=1&sort=name&order=asc', 'staff')).json().metadata;
    expect(list.pagination).toMatchObject({ page: 1, limit: 10 });
    await h.app.db.updateTable('users').set({ status: 'inactive' }).where('id', '=', hoa.id).execute();
    expect(await names('status=inactive')).toEqual([hoa.id]);
    await h.app.db.updateTable('users').set({ status: 'active' }).where('id', '=', hoa.id).execute();
    expect((await call('GET', '/admin/customers', 'editor')).statusCode).toBe(403);
    expect((await call('GET', '/admin/customers?sort=nope', 'staff')).statusCode).toBe(400);
  });

  it('shows orders, money spent, addresses, reviews and notes; only customers.write adds notes', async () => {
    const c = await customer({ email: 'spender@example.vn' });
    const token = (await login(h.app, c.email)).token;
    const p = await addProduct(h.app, { quantity: 10, price: 200_000 });
    const placed = await placeOrder(
      h.app,
      checkoutBody([{ productId: p.id, quantity: 1 }], { information: { ...checkoutBody([]).information, email: c.email } }),
      {
        headers: bearer(token),
      },
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const { code, total } = placed.json().metadata;
    let detail = (await call('GET', `/admin/customers/${c.id}`, 'staff')).json().metadata;
    expect(detail.orders.map((o: { code: string }) => o.code)).toEqual([code]);
    expect(detail.customer).toMatchObject({ orderCount: 1, totalSpent: 0 });
    await h.app.db
      .updateTable('orders')
      .set({ paid_at: new Date().toISOString(), payment_status: 'paid' })
      .where('code', '=', code)
      .execute();
    detail = (await call('GET', `/admin/customers/${c.id}`, 'staff')).json().metadata;
    expect(detail.customer.totalSpent).toBe(total);

    expect((await call('POST', `/admin/customers/${c.id}/notes`, 'staff', { body: 'VIP' })).statusCode).toBe(403);
    expect((await call('POST', `/admin/customers/${c.id}/notes`, 'manager', { body: '  ' })).statusCode).toBe(400);
    const note = await call('POST', `/admin/customers/${c.id}/notes`, 'manager', { body: 'Khách quen, gọi trước khi giao' });
    expect(note.statusCode, note.body).toBe(201);
    detail = (await call('GET', `/admin/customers/${c.id}`, 'staff')).json().metadata;
    expect(detail.notes[0]).toMatchObject({ body: 'Khách quen, gọi trước khi giao', author: { _id: ids.manager } });
    expect((await call('GET', `/admin/customers/${ids.admin}`, 'staff')).statusCode).toBe(404);
  });

  it('changes status by permission: banned and inactive customers are signed out and cannot sign in; roles are for admins only', async () => {
    const c = await customer({ email: 'soon-banned@example.vn' });
    const session = (await login(h.app, c.email)).token;
    expect((await call('GET', '/me', session)).statusCode).toBe(200);

    expect((await call('PATCH', `/admin/customers/${c.id}/status`, 'staff', { status: 'banned' })).statusCode).toBe(403);
    expect((await call('PATCH', `/admin/customers/${c.id}/status`, 'support', { status: 'banned' })).statusCode).toBe(403);
    expect((await call('PATCH', `/admin/customers/${c.id}/status`, 'manager', { status: 'blocked' })).statusCode).toBe(400);
    // A staff account's access is not the customer screens' to change.
    expect((await call('PATCH', `/admin/customers/${ids.staff}/status`, 'manager', { status: 'banned' })).statusCode).toBe(404);

    const banned = await call('PATCH', `/admin/customers/${c.id}/status`, 'manager', { status: 'banned' });
    expect(banned.statusCode, banned.body).toBe(200);
    expect(banned.json().metadata.customer.status).toBe('banned');
    expect((await call('GET', '/me', session)).statusCode).toBe(401);
    const refused = await h.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'x-forwarded-for': randomIp() },
      payload: { email: c.email, password: 'Sen@12345' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorCode).toBe('ACCOUNT_LOCKED');

    await call('PATCH', `/admin/customers/${c.id}/status`, 'manager', { status: 'inactive' });
    const inactive = await h.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'x-forwarded-for': randomIp() },
      payload: { email: c.email, password: 'Sen@12345' },
    });
    expect(inactive.json().errorCode).toBe('ACCOUNT_DISABLED');
    await call('PATCH', `/admin/customers/${c.id}/status`, 'manager', { status: 'active' });
    expect((await login(h.app, c.email)).token).toBeTruthy();

    // Roles: only users.manage (admins).
    expect((await call('PATCH', `/admin/users/${c.id}`, 'manager', { role: 'staff' })).statusCode).toBe(403);
    const promoted = await call('PATCH', `/admin/users/${c.id}`, 'admin', { role: 'support' });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().metadata.role).toBe('support');
    const audit = await h.app.db
      .selectFrom('audit_log')
      .select(['action', 'entity_id'])
      .where('entity_id', '=', c.id)
      .where('entity', '=', 'user')
      .execute();
    expect(audit.length).toBe(4);
  });

  it('moderates reviews: pending queue, approve, hide, and a reply shown on the product and told to the author', async () => {
    const author = await customer({ email: 'reviewer@example.vn' });
    const token = (await login(h.app, author.email)).token;
    const p = await addProduct(h.app, { quantity: 5 });
    const posted = await h.app.inject({
      method: 'POST',
      url: `/api/v1/products/${p.slug}/reviews`,
      headers: bearer(token),
      payload: { rating: 4, title: 'Tốt', body: 'Sản phẩm dùng tốt, giao nhanh.' },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const id = posted.json().metadata._id as string;
    const queue = async (q: string) =>
      ((await call('GET', `/admin/reviews?${q}`, 'support')).json().metadata.items as { _id: string }[]).map((r) => r._id);
    expect(await queue('moderation=pending')).toContain(id);

    expect((await call('GET', '/admin/reviews', 'editor')).statusCode).toBe(403);
    expect((await call('PATCH', `/reviews/${id}`, 'staff', { status: 'hidden' })).statusCode).toBe(403);

    const approved = await call('PATCH', `/reviews/${id}`, 'support', { status: 'published' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().metadata.moderatedAt).toBeTruthy();
    expect(await queue('moderation=pending')).not.toContain(id);
    expect(await queue('moderation=done&status=published')).toContain(id);

    const publicIds = async () =>
      (await h.app.inject({ method: 'GET', url: `/api/v1/products/${p.slug}/reviews` })).json().metadata.items as {
        _id: string;
        reply: { body: string } | null;
      }[];
    await call('PATCH', `/reviews/${id}`, 'support', { status: 'hidden' });
    expect((await publicIds()).map((r) => r._id)).not.toContain(id);
    await call('PATCH', `/reviews/${id}`, 'support', { status: 'published' });

    const replied = await call('PUT', `/reviews/${id}/reply`, 'support', { body: 'Cảm ơn bạn đã tin dùng Sen!' });
    expect(replied.statusCode, replied.body).toBe(200);
    expect((await publicIds()).find((r) => r._id === id)?.reply?.body).toBe('Cảm ơn bạn đã tin dùng Sen!');
    const notes = (await h.app.inject({ method: 'GET', url: '/api/v1/me/notifications', headers: bearer(token) })).json().metadata
      .items as { link: string }[];
    expect(notes.some((n) => n.link === `/products/${p.slug}#reviews`)).toBe(true);
    await mailIdle(h.app);
    const mail = await h.app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', author.email)
      .where('template', '=', 'review-reply')
      .executeTakeFirst();
    expect(mail?.text_body).toContain('Cảm ơn bạn đã tin dùng Sen!');
  });

  it('keeps contact messages in an inbox: list, read, mark, reply by mail — for contact.manage only', async () => {
    const sent = await h.app.inject({
      method: 'POST',
      url: '/api/v1/contact-messages',
      headers: { 'x-forwarded-for': randomIp() },
      payload: {
        name: 'Phạm Minh',
        email: 'minh@example.vn',
        phone: '0901234567',
        subject: 'Hỏi về bảo hành',
        message: 'Máy bảo hành bao lâu?',
      },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const id = sent.json().metadata._id as string;
    expect((await call('GET', '/admin/contact-messages', 'staff')).statusCode).toBe(403);
    expect((await call('GET', '/admin/contact-messages', 'editor')).statusCode).toBe(403);

    let list = (await call('GET', '/admin/contact-messages?status=new', 'support')).json().metadata;
    expect(list.items.map((m: { _id: string }) => m._id)).toContain(id);
    const unread = list.unread;
    expect((await call('GET', '/admin/contact-messages?search=pham%20minh', 'support')).json().metadata.items).toHaveLength(0);
    expect((await call('GET', '/admin/contact-messages?search=minh@', 'support')).json().metadata.items).toHaveLength(1);

    const opened = (await call('GET', `/admin/contact-messages/${id}`, 'support')).json().metadata;
    expect(opened.status).toBe('read');
    list = (await call('GET', '/admin/contact-messages', 'support')).json().metadata;
    expect(list.unread).toBe(unread - 1);

    expect((await call('POST', `/admin/contact-messages/${id}/reply`, 'support', { body: '' })).statusCode).toBe(400);
    const replied = await call('POST', `/admin/contact-messages/${id}/reply`, 'support', {
      body: 'Chào anh, máy được bảo hành 12 tháng.',
    });
    expect(replied.statusCode, replied.body).toBe(200);
    expect(replied.json().metadata).toMatchObject({
      status: 'replied',
      reply: { body: 'Chào anh, máy được bảo hành 12 tháng.' },
    });
    await mailIdle(h.app);
    const mail = await h.app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', 'minh@example.vn')
      .executeTakeFirst();
    expect(mail).toMatchObject({ template: 'contact-reply', subject: 'Re: Hỏi về bảo hành', language: 'vi' });
    expect(mail?.text_body).toContain('bảo hành 12 tháng');
    expect(mail?.text_body).toContain('> Máy bảo hành bao lâu?');

    const spam = await call('PATCH', `/admin/contact-messages/${id}`, 'manager', { status: 'spam' });
    expect(spam.json().metadata.status).toBe('spam');
    expect((await call('GET', '/admin/contact-messages/nope', 'support')).statusCode).toBe(404);
  });

  it('stores a company invoice with the order when the tax code is a valid MST, and exports it', async () => {
    const p = await addProduct(h.app, { quantity: 10 });
    const invoice = {
      companyName: 'Công ty TNHH Sen Việt',
      taxCode: '0101248141',
      address: '1 Tràng Tiền, Hà Nội',
      email: 'KeToan@Sen.vn',
    };
    const bad = await placeOrder(
      h.app,
      checkoutBody([{ productId: p.id, quantity: 1 }], { invoice: { ...invoice, taxCode: '0101248142' } }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().metadata.errors).toEqual([{ field: 'invoice.taxCode', message: expect.stringContaining('10 chữ số') }]);
    const empty = await placeOrder(
      h.app,
      checkoutBody([{ productId: p.id, quantity: 1 }], { invoice: { ...invoice, companyName: '' } }),
    );
    expect(empty.json().metadata.errors[0].field).toBe('invoice.companyName');

    const ok = await placeOrder(
      h.app,
      checkoutBody([{ productId: p.id, quantity: 1 }], { invoice: { ...invoice, taxCode: '0101248141002' } }),
    );
    expect(ok.statusCode, ok.body).toBe(201);
    const code = ok.json().metadata.code as string;
    const plain = await placeOrder(h.app, checkoutBody([{ productId: p.id, quantity: 1 }]));
    expect(plain.statusCode).toBe(201);

    const got = await call('GET', `/admin/orders/${code}/invoice`, 'staff');
    expect(got.json().metadata).toMatchObject({
      companyName: 'Công ty TNHH Sen Việt',
      taxCode: '0101248141-002',
      email: 'ketoan@sen.vn',
    });
    expect((await call('GET', `/admin/orders/${plain.json().metadata.code}/invoice`, 'staff')).json().metadata).toBeNull();
    expect((await call('GET', `/admin/orders/${code}/invoice`, 'editor')).statusCode).toBe(403);

    const csv = await call('GET', '/admin/invoices/export.csv', 'staff');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'order_code,order_date,order_status,payment_status,total,company_name,tax_code,address,email,buyer_name,buyer_phone',
    );
    expect(lines.filter((l) => l.startsWith(code))).toHaveLength(1);
    expect(lines.find((l) => l.startsWith(code))).toContain('0101248141-002');
    expect(lines.some((l) => l.startsWith(plain.json().metadata.code))).toBe(false);
    const future = await call('GET', '/admin/invoices/export.csv?from=2999-01-01', 'staff');
    expect(
      future.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n'),
    ).toHaveLength(1);
    expect((await call('GET', '/admin/invoices/export.csv?from=yesterday', 'staff')).statusCode).toBe(400);
  });
});
