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

const mailService: FastifyPluginAsync = async (app) => {
  const mailer = createMailer({
    db: app.db,
    log: app.log,
    smtpUrl: process.env.SMTP_URL || undefined,
    from: process.env.MAIL_FROM || undefined,
    logBodies: app.config.env !== 'production',
  });
  app.decorate('mail', mailer);
  byDatabase.set(app.db, mailer);
  app.addHook('onClose', async () => app.mail.close());
};

(mailService as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;

export default mailService;
