import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, dialects, type TestDb } from '../../../test/helpers';
import { CLAIM_MS, createMailer, RETRY_DELAYS_MS } from './mailer';
import { type SmtpSimulator, startSmtpSimulator } from './smtp-simulator';

const quiet = () => undefined;
const log = { info: quiet, warn: quiet, error: quiet } as unknown as FastifyBaseLogger;
const message = (n: number) => ({
  to: `khach${n}@example.vn`,
  subject: `Đơn hàng ${n}`,
  text: 'Xin chào',
  html: '<p>Xin chào</p>',
  template: 'test',
  language: 'vi',
});

/** Issue 13: the outbox is a durable queue, delivered in the background with retries, once across instances. */
describe.each(dialects)('mail outbox worker on %s', (dialect) => {
  let testDb: TestDb;
  let smtp: SmtpSimulator;
  beforeAll(async () => {
    testDb = await createTestDb(dialect);
    smtp = await startSmtpSimulator();
  });
  afterAll(async () => {
    await smtp.close();
    await testDb.destroy();
  });
  const mailer = () => createMailer({ db: testDb.db, dialect, log, smtpUrl: smtp.url, logBodies: false });
  const row = (id: string) => testDb.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('delivers a mail after it is stored, off the caller’s path', async () => {
    const m = mailer();
    const id = await m.send(message(1));
    expect((await row(id)).status).toBe('queued');
    await m.idle();
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1, error: null });
    expect(smtp.received.some((r) => r.to.includes('<khach1@example.vn>'))).toBe(true);
    await m.close();
  });

  it('retries a refused mail later with a growing delay, then gives up', async () => {
    const m = mailer();
    smtp.failNext(1);
    const id = await m.send(message(2));
    await m.idle();
    const failed = await row(id);
    expect(failed).toMatchObject({ status: 'queued', attempts: 1 });
    expect(failed.error).toContain('451');
    const retryAt = Date.parse(failed.next_attempt_at ?? '');
    expect(retryAt - Date.now()).toBeGreaterThan(RETRY_DELAYS_MS[0]! - 5_000);
    // Not due yet: nothing happens.
    expect(await m.deliverDue(new Date())).toBe(0);
    expect(await m.deliverDue(new Date(retryAt + 1))).toBe(1);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2 });

    smtp.failNext(100);
    const doomed = await m.send(message(3));
    await m.idle();
    let at = Date.now();
    for (const delay of RETRY_DELAYS_MS) {
      at += delay + 1_000;
      await m.deliverDue(new Date(at));
    }
    expect(await row(doomed)).toMatchObject({ status: 'failed', attempts: RETRY_DELAYS_MS.length + 1 });
    smtp.failNext(0);
    await m.close();
  });

  it('sends each mail once when several instances work the same outbox at once', async () => {
    const writer = createMailer({ db: testDb.db, dialect, log, logBodies: false });
    // Stored by an instance without SMTP, then queued as a real one would have queued them.
    const ids: string[] = [];
    for (let i = 0; i < 30; i++) ids.push(await writer.send(message(100 + i)));
    const now = new Date().toISOString();
    await testDb.db.updateTable('mail_outbox').set({ status: 'queued', next_attempt_at: now }).where('id', 'in', ids).execute();
    const before = smtp.received.length;
    const workers = [mailer(), mailer(), mailer()];
    const sent = await Promise.all(workers.map((w) => w.deliverDue()));
    expect(sent.reduce((a, b) => a + b, 0)).toBe(30);
    expect(smtp.received.length - before).toBe(30);
    const rows = await testDb.db.selectFrom('mail_outbox').select(['status', 'attempts']).where('id', 'in', ids).execute();
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    for (const w of workers) await w.close();
  });

  it('takes over a mail another instance claimed and never finished', async () => {
    const m = mailer();
    const writer = createMailer({ db: testDb.db, dialect, log, logBodies: false });
    const id = await writer.send(message(200));
    const claimedAt = Date.now();
    await testDb.db
      .updateTable('mail_outbox')
      .set({ status: 'sending', attempts: 1, claimed_until: new Date(claimedAt + CLAIM_MS).toISOString() })
      .where('id', '=', id)
      .execute();
    expect(await m.deliverDue(new Date(claimedAt + 1_000))).toBe(0);
    expect(await m.deliverDue(new Date(claimedAt + CLAIM_MS + 1_000))).toBe(1);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2 });
    await m.close();
  });
});
