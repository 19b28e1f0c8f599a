import { auditLogQuerySchema } from '@sen/core';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/http';
import { newestFirstPage } from '../../lib/pagination';
import { toAuditEntry } from './audit';

/** An end date without a time means "through that whole day". */
function endOf(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T23:59:59.999Z` : new Date(value).toISOString();
}

/**
 * GET /admin/audit-log: who changed what and when, newest first, filtered by user, entity and
 * dates. Permission settings.write (admins).
 */
const auditAdmin: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/admin/audit-log',
    {
      schema: {
        tags: ['admin'],
        summary: 'Audit log of staff writes, newest first (filters: user, entity, entityId, action, from, to)',
        querystring: auditLogQuerySchema,
      },
      // Who may read it: settings.write (the issue says "settings.write or users.manage"; today every
      // role holding users.manage also holds settings.write, and the guard checks one permission).
      config: { permission: 'settings.write' },
    },
    async (req) => {
      const q = req.query;
      let query = app.db.selectFrom('audit_log');
      // A user is named by id, or by e-mail address (what the audit log viewer's filter takes).
      if (q.user) {
        query = q.user.includes('@')
          ? query.where('actor_email', '=', q.user.toLowerCase())
          : query.where('actor_id', '=', q.user);
      }
      if (q.entity) query = query.where('entity', '=', q.entity);
      if (q.entityId) query = query.where('entity_id', '=', q.entityId);
      if (q.action) query = query.where('action', '=', q.action);
      if (q.from) query = query.where('created_at', '>=', new Date(q.from).toISOString());
      if (q.to) query = query.where('created_at', '<=', endOf(q.to));
      const { rows, pagination } = await newestFirstPage(query.selectAll(), q.page, q.limit);
      return ok({ items: rows.map(toAuditEntry), pagination });
    },
  );
};

export default auditAdmin;
