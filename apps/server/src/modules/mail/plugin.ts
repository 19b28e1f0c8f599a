import type { FastifyPluginAsync } from 'fastify';
import { createMailer, type Mailer } from './mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mailer;
  }
}

/**
 * The one mail service (decision 0012): every mail becomes a mail_outbox row and a log
 * line; with SMTP_URL it is also delivered through nodemailer (MAIL_FROM sets the sender).
 * Registered without encapsulation so every module can send.
 */
// The decoration lives on the /api/v1 scope; tests holding the root instance find the mailer by its database.
const byDatabase = new WeakMap<object, Mailer>();
export function mailerOf(db: object): Mailer {
  const mailer = byDatabase.get(db);
  if (!mailer) throw new Error('no mail service for this database');
  return mailer;
}

const OUTBOX_EVERY_MS = 15_000;

const mailService: FastifyPluginAsync = async (app) => {
  const mailer = createMailer({
    db: app.db,
    dialect: app.dialect,
    log: app.log,
    smtpUrl: process.env.SMTP_URL || undefined,
    from: process.env.MAIL_FROM || undefined,
    logBodies: app.config.env !== 'production',
  });
  app.decorate('mail', mailer);
  byDatabase.set(app.db, mailer);
  // The outbox worker (decision 0151): each send kicks it; this run retries what is due and takes
  // over rows a stopped instance had claimed.
  if (mailer.transport === 'smtp') {
    app.addHook('onReady', async () => {
      app.jobs.every('mail outbox', OUTBOX_EVERY_MS, () => mailer.deliverDue());
    });
  }
  app.addHook('onClose', async () => app.mail.close());
};

(mailService as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;

export default mailService;
