import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/helpers';
import { bearer, createUser, type Harness, harness, login, randomIp } from '../auth/testing';
import { mailerOf } from './plugin';
import { outboxReadable } from './routes';

describe('who may read the outbox', () => {
  it('is open in development and test, and in production only without SMTP or when asked for', () => {
    expect(outboxReadable('development', 'smtp', {})).toBe(true);
    expect(outboxReadable('test', 'log', {})).toBe(true);
    expect(outboxReadable('production', 'log', {})).toBe(true);
    expect(outboxReadable('production', 'smtp', {})).toBe(false);
    expect(outboxReadable('production', 'smtp', { MAIL_OUTBOX_READABLE: 'true' })).toBe(true);
    expect(outboxReadable('development', 'log', { MAIL_OUTBOX_READABLE: 'false' })).toBe(false);
  });
});

describe.each(dialects)('mail outbox on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness(dialect);
  });
  afterAll(async () => h.close());

  it('keeps every mail as a row and shows it to admins, newest first, filtered by recipient', async () => {
    await h.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register?lang=en',
      headers: { 'x-forwarded-for': randomIp() },
      payload: { name: 'Hoa', email: 'hoa@example.vn', password: 'secret6', confirmPassword: 'secret6', acceptTerms: true },
    });
    await mailerOf(h.app.db).idle();
    const admin = await createUser(h.app, { role: 'admin' });
    const { token } = await login(h.app, admin.email);
    const res = await h.app.inject({ method: 'GET', url: '/api/v1/admin/mail-outbox?to=HOA@example.vn', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const { items, pagination } = res.json().metadata;
    expect(pagination).toMatchObject({ totalCount: 1, page: 1 });
    expect(items[0]).toMatchObject({
      to: 'hoa@example.vn',
      subject: 'Verify your email for Sen',
      template: 'verify-email',
      language: 'en',
      status: 'logged',
    });
    expect(items[0].html).toContain('href="http://localhost:3000/verify-email?token=');
  });

  it('is closed to a manager, who could otherwise read an admin reset link', async () => {
    const manager = await createUser(h.app, { role: 'manager' });
    const { token } = await login(h.app, manager.email);
    const res = await h.app.inject({ method: 'GET', url: '/api/v1/admin/mail-outbox', headers: bearer(token) });
    expect(res.statusCode).toBe(403);
  });
});
