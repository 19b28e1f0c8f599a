import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Transporter } from 'nodemailer';
import type { Dialect } from '../../db/connection';
import type { Database } from '../../db/schema';
import type { MailOutboxTable } from '../../db/tables/auth';
import { lazyRequire } from '../../lib/lazy-require';

/** The SMTP transport, loaded only when SMTP_URL is set (decision 0377). */
const nodemailer = lazyRequire<typeof import('nodemailer')>('nodemailer');

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
  /** Stores the mail in the outbox (every mail, always); with SMTP the outbox worker delivers it. */
  send(message: MailMessage): Promise<string>;
  /**
   * The outbox row of a mail, for a caller that writes it with its own statement in its own
   * transaction (an order's confirmation: decision 0380); `queued(row)` once that committed.
   */
  outboxRow(message: MailMessage): MailOutboxTable;
  /** A row from `outboxRow` was committed: logged, and delivered off the request's path with SMTP. */
  queued(row: MailOutboxTable): void;
  /** Runs work after the answer has gone (e.g. so forgot-password answers in the same time either way). */
  later(task: () => Promise<unknown>): void;
  /**
   * Delivers the queued mail that is due (`now` for tests): claims rows atomically, so several
   * instances never send one twice; returns how many were sent.
   */
  deliverDue(now?: Date): Promise<number>;
  /** Resolves once every pending delivery and deferred task has finished (tests, shutdown). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

export interface MailerOptions {
  db: Kysely<Database>;
  dialect: Dialect;
  log: FastifyBaseLogger;
  smtpUrl?: string;
  from?: string;
  /** Log the body too (development: the links are right there in the console). */
  logBodies: boolean;
}

/** Waits before the 2nd, 3rd, … attempt; after the last one the mail stays `failed`. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 12 * 3_600_000];
/** How long a worker holds a claimed row; a worker that died lets another take it over after this. */
export const CLAIM_MS = 2 * 60_000;
const BATCH = 20;

export function createMailer(opts: MailerOptions): Mailer {
  const { db, log } = opts;
  const smtp: Transporter | null = opts.smtpUrl ? nodemailer().createTransport(opts.smtpUrl) : null;
  const from = opts.from || 'Sen <no-reply@sen.local>';
  const pending = new Set<Promise<unknown>>();
  let running: Promise<number> | null = null;
  let again = false;

  const track = (p: Promise<unknown>) => {
    const tracked = p.catch((err) => log.error({ err }, 'background mail task failed')).finally(() => pending.delete(tracked));
    pending.add(tracked);
  };

  /** Takes up to BATCH due rows for this worker in one statement (PostgreSQL: rows others hold are skipped). */
  async function claim(now: Date): Promise<MailOutboxTable[]> {
    const at = now.toISOString();
    const due = db
      .selectFrom('mail_outbox')
      .select('id')
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'queued'), eb('next_attempt_at', '<=', at)]),
          eb.and([eb('status', '=', 'sending'), eb('claimed_until', '<', at)]),
        ]),
      )
      .orderBy('next_attempt_at')
      .limit(BATCH);
    return db
      .updateTable('mail_outbox')
      .set({
        status: 'sending',
        claimed_until: new Date(now.getTime() + CLAIM_MS).toISOString(),
        attempts: sql`attempts + 1`,
      })
      .where('id', 'in', opts.dialect === 'postgres' ? due.forUpdate().skipLocked() : due)
      .returningAll()
      .execute();
  }

  async function deliver(row: MailOutboxTable, now: Date): Promise<boolean> {
    try {
      await smtp!.sendMail({ from, to: row.to_address, subject: row.subject, text: row.text_body, html: row.html_body });
      await db
        .updateTable('mail_outbox')
        .set({ status: 'sent', sent_at: new Date().toISOString(), claimed_until: null, error: null })
        .where('id', '=', row.id)
        .execute();
      return true;
    } catch (err) {
      const attempts = row.attempts ?? 1;
      const delay = RETRY_DELAYS_MS[attempts - 1];
      log.warn(
        { err, outboxId: row.id, attempts },
        delay === undefined ? 'mail delivery failed for good' : 'mail delivery failed',
      );
      const error = err instanceof Error ? err.message.slice(0, 500) : 'unknown error';
      await db
        .updateTable('mail_outbox')
        .set(
          delay === undefined
            ? { status: 'failed', error, claimed_until: null }
            : { status: 'queued', error, claimed_until: null, next_attempt_at: new Date(now.getTime() + delay).toISOString() },
        )
        .where('id', '=', row.id)
        .execute();
      return false;
    }
  }

  async function drainDue(now?: Date): Promise<number> {
    if (!smtp) return 0;
    let sent = 0;
    for (;;) {
      const at = now ?? new Date();
      const rows = await claim(at);
      if (!rows.length) return sent;
      for (const row of rows) if (await deliver(row, at)) sent++;
      if (now) return sent;
    }
  }

  /** One run at a time in this process; a kick during a run makes it look once more. */
  function deliverDue(now?: Date): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let sent = 0;
      do {
        again = false;
        sent += await drainDue(now);
      } while (again && !now);
      return sent;
    })().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    transport: smtp ? 'smtp' : 'log',
    async send(m) {
      const row = this.outboxRow(m);
      await db.insertInto('mail_outbox').values(row).execute();
      this.queued(row);
      return row.id;
    },
    outboxRow(m) {
      return outboxRowOf(m, smtp ? 'smtp' : 'log');
    },
    queued(row) {
      log.info(
        { outboxId: row.id, to: row.to_address, subject: row.subject, ...(opts.logBodies ? { text: row.text_body } : {}) },
        'mail',
      );
      // Delivered off the request's path; the periodic run (plugin) catches what this misses.
      if (smtp) track(new Promise((resolve) => setImmediate(resolve)).then(() => deliverDue()));
    },
    later(task) {
      track(new Promise((resolve) => setImmediate(resolve)).then(task));
    },
    deliverDue,
    async idle() {
      while (pending.size || running) await Promise.all([...pending, running]);
    },
    async close() {
      await this.idle();
      smtp?.close();
    },
  };
}

/**
 * The outbox row of a mail (decision 0151): with SMTP queued and due at `dueAt` (now unless given),
 * without it only logged. Written by the mailer, or inside a caller's transaction.
 */
export function outboxRowOf(m: MailMessage, transport: 'smtp' | 'log', dueAt?: string): MailOutboxTable {
  const now = new Date().toISOString();
  const smtp = transport === 'smtp';
  return {
    id: randomUUID(),
    to_address: m.to,
    subject: m.subject,
    text_body: m.text,
    html_body: m.html,
    template: m.template,
    language: m.language,
    status: smtp ? 'queued' : 'logged',
    error: null,
    created_at: now,
    sent_at: null,
    attempts: 0,
    next_attempt_at: smtp ? (dueAt ?? now) : null,
    claimed_until: null,
  };
}
