import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dialects } from '../../../test/helpers';
import { mailerOf } from '../mail/plugin';
import { bearer, createUser, type Harness, harness, login, randomIp } from './testing';

/** The token of the newest mail of a template to an address, read from the outbox like a person reads the mail. */
async function mailedToken(h: Harness, to: string, template: string): Promise<string> {
  await mailerOf(h.app.db).idle();
  const row = await h.app.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', '=', to)
    .where('template', '=', template)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  const match = /token=([A-Za-z0-9_-]+)/.exec(row.text_body);
  if (!match) throw new Error('no token in the mail');
  return match[1]!;
}

describe.each(dialects)('password reset and e-mail verification on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness(dialect);
  });
  afterAll(async () => h.close());
  afterEach(() => vi.useRealTimers());

  const post = (url: string, payload: unknown, ip = randomIp()) =>
    h.app.inject({
      method: 'POST',
      url: `/api/v1${url}?lang=en`,
      headers: { 'x-forwarded-for': ip },
      payload: payload as object,
    });

  it('answers forgot-password identically for known and unknown e-mails, and mails only the known one', async () => {
    const user = await createUser(h.app);
    const known = await post('/auth/forgot-password', { email: user.email });
    const unknown = await post('/auth/forgot-password', { email: 'ghost@example.vn' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({ statusCode: 200, message: 'Success', metadata: { sent: true } });
    await mailerOf(h.app.db).idle();
    const mails = await h.app.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'text_body'])
      .where('template', '=', 'reset-password')
      .execute();
    expect(mails.map((m) => m.to_address)).toEqual([user.email]);
    expect(mails[0]!.text_body).toContain('http://localhost:3000/reset-password?token=');
    const stored = await h.app.db.selectFrom('auth_tokens').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(mails[0]!.text_body).not.toContain(stored.token_hash);
  });

  it('resets the password once with the mailed link and signs the account out everywhere', async () => {
    const user = await createUser(h.app);
    const session = await login(h.app, user.email);
    await post('/auth/forgot-password', { email: user.email });
    const token = await mailedToken(h, user.email, 'reset-password');
    const mismatch = await post('/auth/reset-password', { token, password: 'brand-new', confirmPassword: 'other' });
    expect(mismatch.json().metadata.errors).toEqual([{ field: 'confirmPassword', message: 'Passwords do not match' }]);
    const res = await post('/auth/reset-password', { token, password: 'brand-new', confirmPassword: 'brand-new' });
    expect(res.statusCode).toBe(200);
    const again = await post('/auth/reset-password', { token, password: 'third-one', confirmPassword: 'third-one' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      errorCode: 'RESET_TOKEN_INVALID',
      message: 'This password reset link is invalid or has already been used',
    });
    // The old sessions are gone, the new password works, the old one does not.
    expect((await h.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(session.token) })).statusCode).toBe(401);
    await login(h.app, user.email, { password: 'brand-new' });
    const old = await post('/auth/login', { email: user.email, password: 'Sen@12345' });
    expect(old.statusCode).toBe(401);
  });

  it('refuses an expired reset link with its message, and a made-up one with another', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-05-01T10:00:00Z'));
    const user = await createUser(h.app);
    await post('/auth/forgot-password', { email: user.email });
    const token = await mailedToken(h, user.email, 'reset-password');
    vi.setSystemTime(new Date('2030-05-01T10:31:00Z'));
    const expired = await post('/auth/reset-password', { token, password: 'brand-new', confirmPassword: 'brand-new' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({
      errorCode: 'RESET_TOKEN_EXPIRED',
      message: 'This password reset link has expired. Please request a new one.',
    });
    const bogus = await post('/auth/reset-password', { token: 'abc', password: 'brand-new', confirmPassword: 'brand-new' });
    expect(bogus.json().errorCode).toBe('RESET_TOKEN_INVALID');
  });

  it('keeps only the newest reset link working', async () => {
    const user = await createUser(h.app);
    await post('/auth/forgot-password', { email: user.email });
    const first = await mailedToken(h, user.email, 'reset-password');
    await new Promise((r) => setTimeout(r, 5));
    await post('/auth/forgot-password', { email: user.email });
    const second = await mailedToken(h, user.email, 'reset-password');
    expect(second).not.toBe(first);
    expect((await post('/auth/reset-password', { token: first, password: 'abcdef', confirmPassword: 'abcdef' })).statusCode).toBe(
      400,
    );
    expect(
      (await post('/auth/reset-password', { token: second, password: 'abcdef', confirmPassword: 'abcdef' })).statusCode,
    ).toBe(200);
  });

  it('limits reset mails per address, known or not, with the same answer', async () => {
    for (const email of ['limit-known@example.vn', 'limit-ghost@example.vn']) {
      if (email.includes('known')) await createUser(h.app, { email });
      const codes = [];
      for (let i = 0; i < 4; i++) codes.push((await post('/auth/forgot-password', { email })).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
    }
    const last = await post('/auth/forgot-password', { email: 'limit-ghost@example.vn' });
    expect(last.json()).toMatchObject({
      errorCode: 'FORGOT_PASSWORD_TOO_MANY',
      message: 'Too many requests. Please try again later.',
    });
  });

  it('verifies an e-mail with the token from the registration mail, once', async () => {
    const reg = await post('/auth/register', {
      name: 'Phạm Minh',
      email: 'minh@example.vn',
      password: 'secret6',
      confirmPassword: 'secret6',
      acceptTerms: true,
    });
    expect(reg.statusCode).toBe(201);
    const token = await mailedToken(h, 'minh@example.vn', 'verify-email');
    const res = await post('/auth/verify-email', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json().metadata).toEqual({ verified: true, email: 'minh@example.vn' });
    const me = await h.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(reg.json().metadata.access_token) });
    expect(me.json().metadata.isVerified).toBe(true);
    const again = await post('/auth/verify-email', { token });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errorCode: 'EMAIL_ALREADY_VERIFIED', message: 'This email has already been verified' });
    const bogus = await post('/auth/verify-email', { token: 'nope' });
    expect(bogus.json()).toMatchObject({
      statusCode: 400,
      errorCode: 'VERIFY_TOKEN_INVALID',
      message: 'This verification link is invalid',
    });
  });

  it('refuses an expired verification link and resends a fresh one without telling who exists', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-06-01T00:00:00Z'));
    const user = await createUser(h.app);
    const verified = await createUser(h.app, { verified: true });
    const answers = [];
    for (const email of [user.email, verified.email, 'ghost2@example.vn']) {
      answers.push((await post('/auth/resend-verification', { email })).body);
    }
    expect(new Set(answers).size).toBe(1);
    await mailerOf(h.app.db).idle();
    const sent = await h.app.db.selectFrom('mail_outbox').select('to_address').where('template', '=', 'verify-email').execute();
    expect(sent.map((m) => m.to_address)).toContain(user.email);
    expect(sent.map((m) => m.to_address)).not.toContain(verified.email);
    const token = await mailedToken(h, user.email, 'verify-email');
    vi.setSystemTime(new Date('2030-06-02T00:00:01Z'));
    const expired = await post('/auth/verify-email', { token });
    expect(expired.json()).toMatchObject({ statusCode: 400, errorCode: 'VERIFY_TOKEN_EXPIRED' });
  });
});
