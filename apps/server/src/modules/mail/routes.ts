import { type MailOutboxItem, mailOutboxQuerySchema } from '@sen/core';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { MailOutboxTable } from '../../db/tables/auth';
import { AppError, ok } from '../../lib/http';
import { newestFirstPage } from '../../lib/pagination';

/**
 * Whether staff may read the outbox. It holds live reset links, so in production it is
 * closed once real delivery (SMTP) exists, unless MAIL_OUTBOX_READABLE=true; without SMTP
 * it is the only place mail goes, so it stays readable. MAIL_OUTBOX_READABLE=false closes it everywhere.
 */
export function outboxReadable(appEnv: string, transport: 'smtp' | 'log', env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.MAIL_OUTBOX_READABLE === 'true') return true;
  if (env.MAIL_OUTBOX_READABLE === 'false') return false;
  return appEnv !== 'production' || transport === 'log';
}

function toItem(r: MailOutboxTable): MailOutboxItem {
  return {
    id: r.id,
    to: r.to_address,
    subject: r.subject,
    text: r.text_body,
    html: r.html_body,
    template: r.template,
    language: r.language,
    status: r.status as MailOutboxItem['status'],
    error: r.error,
    createdAt: r.created_at,
    sentAt: r.sent_at,
  };
}

const mail: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const readable = outboxReadable(app.config.env, app.mail.transport);

  app.get(
    '/admin/mail-outbox',
    {
      schema: {
        tags: ['admin'],
        summary: 'Mail sent by the shop, newest first (permission mail.read; closed in production with SMTP)',
        querystring: mailOutboxQuerySchema,
      },
      config: { permission: 'mail.read' },
    },
    async (req) => {
      if (!readable) throw new AppError(404, 'NOT_FOUND');
      const { page, limit, to } = req.query;
      let q = app.db.selectFrom('mail_outbox');
      if (to) q = q.where('to_address', '=', to.toLowerCase());
      const { rows, pagination } = await newestFirstPage(q.selectAll(), page, limit);
      return ok({ items: rows.map(toItem), pagination });
    },
  );
};

export default mail;
