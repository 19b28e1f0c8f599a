import { DEFAULT_GENERAL_SETTINGS, type OpeningHours } from '@sen/core';
import { chatOnline } from '@sen/core/chat/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/helpers';
import { formData, pngImage } from '../../lib/images/testing';
import { bearer, createUser, type Harness, harness, login } from '../auth/testing';
import { readGeneral, writeGeneral } from '../settings/store';

const ALWAYS: OpeningHours[] = [
  { days: 'mon-fri', open: '00:00', close: '23:59', closed: false },
  { days: 'sat', open: '00:00', close: '23:59', closed: false },
  { days: 'sun', open: '00:00', close: '23:59', closed: false },
];
const NEVER: OpeningHours[] = [
  { days: 'mon-fri', open: null, close: null, closed: true },
  { days: 'sat', open: null, close: null, closed: true },
  { days: 'sun', open: null, close: null, closed: true },
];

describe('working hours (spec: Mon–Fri 8:00–17:00, Sat 9:00–14:00, closed Sunday, Vietnam time)', () => {
  const at = (iso: string) => chatOnline(DEFAULT_GENERAL_SETTINGS.hours, new Date(iso));
  it('counts in UTC+7', () => {
    expect(at('2026-11-23T01:00:00Z')).toBe(true); // Mon 08:00
    expect(at('2026-11-23T00:59:00Z')).toBe(false); // Mon 07:59
    expect(at('2026-11-23T09:59:00Z')).toBe(true); // Mon 16:59
    expect(at('2026-11-23T10:00:00Z')).toBe(false); // Mon 17:00
    expect(at('2026-11-28T06:30:00Z')).toBe(true); // Sat 13:30
    expect(at('2026-11-28T07:00:00Z')).toBe(false); // Sat 14:00
    expect(at('2026-11-29T03:00:00Z')).toBe(false); // Sun 10:00
    expect(at('2026-11-29T18:00:00Z')).toBe(false); // Mon 01:00 in Vietnam
  });
});

describe.each(dialects)('live chat on %s', (dialect) => {
  let h: Harness;
  let agent: Record<string, string>;
  let agentId: string;
  beforeAll(async () => {
    h = await harness(dialect);
    const u = await createUser(h.app, { role: 'support' });
    agentId = u.id;
    agent = bearer((await login(h.app, u.email)).token);
  });
  afterAll(async () => h.close());

  const hours = async (list: OpeningHours[]) => {
    const g = await readGeneral(h.app.db);
    const { logo: _l, taxPercent: _t, updatedAt: _u, ...fields } = g;
    await writeGeneral(h.app.db, { ...fields, hours: list }, undefined);
  };
  const guest = async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/v1/chat' });
    expect(res.statusCode, res.body).toBe(200);
    const c = res.cookies.find((x) => x.name === 'sen_chat')!;
    expect(c.httpOnly).toBe(true);
    return { cookie: `sen_chat=${c.value}` };
  };
  const say = (headers: Record<string, string>, body: string, extra: object = {}) =>
    h.app.inject({ method: 'POST', url: '/api/v1/chat/messages', headers, payload: { body, ...extra } });
  const state = async (headers: Record<string, string>) => {
    const res = await h.app.inject({ method: 'GET', url: '/api/v1/chat', headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().metadata;
  };
  const inbox = async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/v1/admin/chat/conversations', headers: agent });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().metadata;
  };

  it('a guest writes, support sees it unread, answers; the guest reads the answer; history stays', async () => {
    await hours(ALWAYS);
    const g = await guest();
    const first = await say(g, 'Xin chào, tôi cần tư vấn', { name: 'Lan', email: 'lan@example.vn' });
    expect(first.statusCode, first.body).toBe(201);
    const { conversation } = first.json().metadata;
    expect(first.json().metadata.message).toMatchObject({ sender: 'customer', body: 'Xin chào, tôi cần tư vấn', offline: false });

    let box = await inbox();
    const listed = box.items.find((c: { id: string }) => c.id === conversation.id);
    expect(listed).toMatchObject({
      name: 'Lan',
      email: 'lan@example.vn',
      unreadStaff: 1,
      lastMessage: 'Xin chào, tôi cần tư vấn',
      assignedTo: null,
    });
    expect(box.unreadTotal).toBeGreaterThanOrEqual(1);

    const thread = await h.app.inject({
      method: 'GET',
      url: `/api/v1/admin/chat/conversations/${conversation.id}`,
      headers: agent,
    });
    expect(thread.json().metadata.messages.map((m: { body: string }) => m.body)).toEqual(['Xin chào, tôi cần tư vấn']);
    box = await inbox();
    expect(box.items.find((c: { id: string }) => c.id === conversation.id).unreadStaff).toBe(0);

    const reply = await h.app.inject({
      method: 'POST',
      url: `/api/v1/admin/chat/conversations/${conversation.id}/messages`,
      headers: agent,
      payload: { body: 'Chào Lan, Sen có thể giúp gì?' },
    });
    expect(reply.statusCode, reply.body).toBe(201);
    // Answering takes an unassigned conversation.
    expect(reply.json().metadata.conversation.assignedTo.id).toBe(agentId);

    const mine = await state(g);
    expect(mine.messages.map((m: { sender: string; body: string }) => [m.sender, m.body])).toEqual([
      ['customer', 'Xin chào, tôi cần tư vấn'],
      ['staff', 'Chào Lan, Sen có thể giúp gì?'],
    ]);
    expect(mine.conversation.unreadCustomer).toBe(1);
    await h.app.inject({ method: 'POST', url: '/api/v1/chat/read', headers: g });
    expect((await state(g)).conversation.unreadCustomer).toBe(0);
  });

  it('nobody reads another shopper’s chat: another guest, a customer, or a customer at the inbox', async () => {
    await hours(ALWAYS);
    const g = await guest();
    expect((await say(g, 'Bí mật của tôi')).statusCode).toBe(201);
    const other = await guest();
    expect((await state(other)).messages).toEqual([]);
    expect((await state({})).messages).toEqual([]);
    const customer = bearer((await login(h.app, (await createUser(h.app)).email)).token);
    expect((await state(customer)).messages).toEqual([]);
    expect((await h.app.inject({ method: 'GET', url: '/api/v1/admin/chat/conversations', headers: customer })).statusCode).toBe(
      403,
    );
    expect((await h.app.inject({ method: 'GET', url: '/api/v1/admin/chat/conversations' })).statusCode).toBe(401);
    const editor = bearer((await login(h.app, (await createUser(h.app, { role: 'editor' })).email)).token);
    expect((await h.app.inject({ method: 'GET', url: '/api/v1/admin/chat/conversations', headers: editor })).statusCode).toBe(
      403,
    );
    // A forged cookie finds nothing.
    expect((await state({ cookie: `sen_chat=${'A'.repeat(43)}` })).messages).toEqual([]);
  });

  it('a guest’s conversation continues when they sign in', async () => {
    await hours(ALWAYS);
    const g = await guest();
    expect((await say(g, 'Tôi hỏi trước khi đăng nhập')).statusCode).toBe(201);
    const user = await createUser(h.app);
    const token = (await login(h.app, user.email)).token;
    const signedIn = { ...g, ...bearer(token) };
    const s = await state(signedIn);
    expect(s.signedIn).toBe(true);
    expect(s.messages.map((m: { body: string }) => m.body)).toEqual(['Tôi hỏi trước khi đăng nhập']);
    expect(s.conversation.userId).toBe(user.id);
    expect((await say(bearer(token), 'Và đây là sau khi đăng nhập')).statusCode).toBe(201);
    expect((await state(bearer(token))).messages).toHaveLength(2);
    // Signed out again at this browser: the account's conversation is not shown to the next person.
    expect((await state(g)).messages).toEqual([]);
  });

  it('outside working hours a message is taken and marked as left offline; the state says offline with the hours', async () => {
    await hours(NEVER);
    const g = await guest();
    const s = await state(g);
    expect(s.online).toBe(false);
    expect(s.hours).toEqual(NEVER);
    const res = await say(g, 'Mai gọi lại cho tôi nhé', { email: 'khach@example.vn' });
    expect(res.statusCode).toBe(201);
    expect(res.json().metadata.message.offline).toBe(true);
    expect(res.json().metadata.conversation.email).toBe('khach@example.vn');
    await hours(DEFAULT_GENERAL_SETTINGS.hours);
  });

  it('refuses empty, too long and a 21st message in a minute', async () => {
    await hours(ALWAYS);
    const g = await guest();
    expect((await say(g, '   ')).statusCode).toBe(400);
    expect((await say(g, 'x'.repeat(2001))).statusCode).toBe(400);
    // Refused bodies never reach the limit; 20 good ones do.
    for (let i = 0; i < 20; i++) expect((await say(g, `tin ${i}`)).statusCode).toBe(201);
    const limited = await say(g, 'một tin nữa');
    expect(limited.statusCode).toBe(429);
    // Another shopper is not limited by this one.
    expect((await say(await guest(), 'tôi khác')).statusCode).toBe(201);
  });

  it('pictures go through the image pipeline; anything else is refused', async () => {
    await hours(ALWAYS);
    const g = await guest();
    const ok = formData([{ field: 'image', bytes: pngImage(64, 48), filename: 'a.png' }]);
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/v1/chat/images',
      headers: { ...g, ...ok.headers },
      payload: ok.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().metadata.message.image).toMatch(/images\/chat\/.+\/original\.png$/);
    const bad = formData([{ field: 'image', bytes: Buffer.from('<svg onload="alert(1)"></svg>'), filename: 'a.png' }]);
    const refused = await h.app.inject({
      method: 'POST',
      url: '/api/v1/chat/images',
      headers: { ...g, ...bad.headers },
      payload: bad.payload,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().metadata.errors[0].field).toBe('image');
  });

  it('staff assign, close, and keep canned replies (audited)', async () => {
    await hours(ALWAYS);
    const g = await guest();
    const { conversation } = (await say(g, 'Cần hỗ trợ')).json().metadata;
    const other = await createUser(h.app, { role: 'staff' });
    const assign = await h.app.inject({
      method: 'POST',
      url: `/api/v1/admin/chat/conversations/${conversation.id}/assign`,
      headers: agent,
      payload: { staffId: other.id },
    });
    expect(assign.statusCode, assign.body).toBe(200);
    expect(assign.json().metadata.assignedTo).toMatchObject({ id: other.id, name: 'An Nguyễn' });
    const editor = await createUser(h.app, { role: 'editor' });
    expect(
      (
        await h.app.inject({
          method: 'POST',
          url: `/api/v1/admin/chat/conversations/${conversation.id}/assign`,
          headers: agent,
          payload: { staffId: editor.id },
        })
      ).statusCode,
    ).toBe(400);
    const close = await h.app.inject({
      method: 'POST',
      url: `/api/v1/admin/chat/conversations/${conversation.id}/status`,
      headers: agent,
      payload: { status: 'closed' },
    });
    expect(close.json().metadata.status).toBe('closed');
    expect((await inbox()).items.map((c: { id: string }) => c.id)).not.toContain(conversation.id);
    // The shopper writing again reopens it.
    await say(g, 'Còn một câu nữa');
    expect((await inbox()).items.map((c: { id: string }) => c.id)).toContain(conversation.id);

    const add = await h.app.inject({
      method: 'POST',
      url: '/api/v1/admin/chat/canned-replies',
      headers: agent,
      payload: { title: 'Giờ làm việc', body: 'Sen làm việc từ 8:00 đến 17:00, thứ Hai đến thứ Sáu.' },
    });
    expect(add.statusCode, add.body).toBe(201);
    const list = await h.app.inject({ method: 'GET', url: '/api/v1/admin/chat/canned-replies', headers: agent });
    expect(list.json().metadata.map((c: { title: string }) => c.title)).toContain('Giờ làm việc');
    const del = await h.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/chat/canned-replies/${add.json().metadata.id}`,
      headers: agent,
    });
    expect(del.statusCode).toBe(200);
    const audits = await h.app.db.selectFrom('audit_log').select(['action', 'entity']).where('entity', 'like', 'chat%').execute();
    expect(audits.map((a) => `${a.entity}:${a.action}`).sort()).toEqual(
      ['chat-canned-reply:create', 'chat-canned-reply:delete', 'chat:assign', 'chat:update'].sort(),
    );
  });
});
