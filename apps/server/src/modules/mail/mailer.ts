import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Which template made it (verify-email, reset-password, …): handy when reading the outbox. */
  template: string;
  language: string;
}

export interface Mailer {
  /** 'smtp' when SMTP_URL is set; 'log' keeps mail in the outbox and the log only. */
  readonly transport: 'smtp' | 'log';
  /** Stores the mail in the outbox (every mail, always) and delivers it through SMTP when configured. */
  send(message: MailMessage): Promise<string>;
  /** Runs work after the answer has gone (e.g. so forgot-password answers in the same time either way). */
  later(task: () => Promise<unknown>): void;
  /** Resolves once every pending delivery and deferred task has finished (tests, shutdown). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

export interface MailerOptions {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  smtpUrl?: string;
  from?: string;
  /** Log the body too (development: the links are right there in the console). */
  logBodies: boolean;
}

export function createMailer(opts: MailerOptions): Mailer {
  const { db, log } = opts;
  const smtp: Transporter | null = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  const from = opts.from || 'Sen <no-reply@sen.local>';
  const pending = new Set<Promise<unknown>>();

  const track = (p: Promise<unknown>) => {
    const tracked = p.catch((err) => log.error({ err }, 'background mail task failed')).finally(() => pending.delete(tracked));
    pending.add(tracked);
  };

  async function deliver(id: string, m: MailMessage) {
    try {
      await smtp!.sendMail({ from, to: m.to, subject: m.subject, text: m.text, html: m.html });
      await db
        .updateTable('mail_outbox')
        .set({ status: 'sent', sent_at: new Date().toISOString() })
        .where('id', '=', id)
        .execute();
    } catch (err) {
      log.error({ err, outboxId: id }, 'mail delivery failed');
      const error = err instanceof Error ? err.message.slice(0, 500) : 'unknown error';
      await db.updateTable('mail_outbox').set({ status: 'failed', error }).where('id', '=', id).execute();
    }
  }

  return {
    transport: smtp ? 'smtp' : 'log',
    async send(m) {
      const id = randomUUID();
      await db
        .insertInto('mail_outbox')
        .values({
          id,
          to_address: m.to,
          subject: m.subject,
          text_body: m.text,
          html_body: m.html,
          template: m.template,
          language: m.language,
          status: smtp ? 'queued' : 'logged',
          error: null,
          created_at: new Date().toISOString(),
          sent_at: null,
        })
        .execute();
      log.info({ outboxId: id, to: m.to, subject: m.subject, ...(opts.logBodies ? { text: m.text } : {}) }, 'mail');
      if (smtp) track(deliver(id, m));
      return id;
    },
    later(task) {
      track(new Promise((resolve) => setImmediate(resolve)).then(task));
    },
    async idle() {
      while (pending.size) await Promise.all([...pending]);
    },
    async close() {
      await this.idle();
      smtp?.close();
    },
  };
}
