import { idParamsSchema, type Notification, type NotificationType, notificationQuerySchema } from '@sen/core';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { NotificationsTable } from '../../db/tables/auth';
import { AppError, ok } from '../../lib/http';
import { newestFirstPage } from '../../lib/pagination';

function toNotification(r: NotificationsTable): Notification {
  return {
    id: r.id,
    type: r.type as NotificationType,
    title: r.title,
    message: r.message,
    link: r.link,
    time: r.created_at,
    read: r.read_at !== null,
  };
}

const notifications: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const config = { auth: 'required' } as const;
  const tags = ['account'];

  const visible = (userId: string) =>
    app.db.selectFrom('notifications').where('user_id', '=', userId).where('dismissed_at', 'is', null);

  app.get(
    '/me/notifications',
    {
      schema: { tags, summary: 'Notifications, newest first, with the unread count', querystring: notificationQuerySchema },
      config,
    },
    async (req) => {
      const userId = req.user!.id;
      const { page, limit, unread } = req.query;
      const list = unread === 'true' ? visible(userId).where('read_at', 'is', null) : visible(userId);
      const [{ rows, pagination }, unreadCount] = await Promise.all([
        newestFirstPage(list.selectAll(), page, limit),
        visible(userId)
          .where('read_at', 'is', null)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return ok({ items: rows.map(toNotification), unreadCount: Number(unreadCount.n), pagination });
    },
  );

  app.post('/me/notifications/read-all', { schema: { tags, summary: 'Mark every notification read' }, config }, async (req) => {
    const res = await app.db
      .updateTable('notifications')
      .set({ read_at: new Date().toISOString() })
      .where('user_id', '=', req.user!.id)
      .where('read_at', 'is', null)
      .executeTakeFirst();
    return ok({ updated: Number(res.numUpdatedRows) });
  });

  async function own(userId: string, id: string): Promise<NotificationsTable> {
    const row = await visible(userId).selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new AppError(404, 'NOTIFICATION_NOT_FOUND');
    return row;
  }

  app.post(
    '/me/notifications/:id/read',
    { schema: { tags, summary: 'Mark one notification read', params: idParamsSchema }, config },
    async (req) => {
      const row = await own(req.user!.id, req.params.id);
      const read_at = row.read_at ?? new Date().toISOString();
      await app.db.updateTable('notifications').set({ read_at }).where('id', '=', row.id).execute();
      return ok(toNotification({ ...row, read_at }));
    },
  );

  app.delete(
    '/me/notifications/:id',
    { schema: { tags, summary: 'Dismiss a notification (it leaves the list)', params: idParamsSchema }, config },
    async (req) => {
      const row = await own(req.user!.id, req.params.id);
      await app.db
        .updateTable('notifications')
        .set({ dismissed_at: new Date().toISOString(), read_at: row.read_at ?? new Date().toISOString() })
        .where('id', '=', row.id)
        .execute();
      return ok({ dismissed: true, id: row.id });
    },
  );
};

export default notifications;
