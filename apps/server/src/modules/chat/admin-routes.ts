import { randomUUID } from 'node:crypto';
import { can, idParamsSchema, STAFF_ROLES } from '@sen/core';
import {
  type CannedReply,
  CHAT_HISTORY_LIMIT,
  type ChatStaffMember,
  cannedReplySchema,
  chatAssignSchema,
  chatInboxQuerySchema,
  chatReplySchema,
  chatStatusSchema,
} from '@sen/core/chat/index';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound, ok } from '../../lib/http';
import { removeStoredImage, storeImage } from '../../lib/images';
import { fieldError, imageError, readForm, registerMultipart } from '../../lib/multipart';
import { recordAudit } from '../audit/audit';
import { CHAT_IMAGE_FIELDS } from './routes';
import {
  announce,
  conversations,
  insertMessage,
  listedConversation,
  loadConversation,
  loadMessages,
  staffName,
  toMessage,
} from './store';

const PAGE = 100;
const roles = () => STAFF_ROLES.filter((r) => can(r, 'chat.support'));

/**
 * Live chat, the staff's inbox (issue 16, decision 0231): conversations with unread counts,
 * a thread (reading it clears the staff's unread count), replies in text or pictures,
 * assignment, open/closed, and the shared canned replies. Permission chat.support.
 */
const chatAdmin: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['chat'];
  const config = { permission: 'chat.support' } as const;

  const me = async (req: FastifyRequest) => {
    const u = await app.db
      .selectFrom('users')
      .select(['first_name', 'last_name', 'email'])
      .where('id', '=', req.user!.id)
      .executeTakeFirstOrThrow();
    return staffName(u);
  };
  const exists = async (id: string) => {
    const c = await loadConversation(app.db, id);
    if (!c) throw notFound();
    return c;
  };

  app.get(
    '/admin/chat/conversations',
    {
      schema: {
        tags,
        summary: 'Support inbox: conversations, latest first, with unread counts',
        querystring: chatInboxQuerySchema,
      },
      config,
    },
    async (req) => {
      let q = conversations(app.db);
      if (req.query.status !== 'all') q = q.where('c.status', '=', req.query.status);
      if (req.query.mine === 'true') q = q.where('c.assigned_to', '=', req.user!.id);
      const rows = await q.where('c.last_message', '!=', '').orderBy('c.last_message_at', 'desc').limit(PAGE).execute();
      const unread = await app.db
        .selectFrom('chat_conversations')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('unread_staff'), eb.val(0)).as('n'))
        .where('status', '=', 'open')
        .executeTakeFirstOrThrow();
      return ok({ items: rows.map(listedConversation), unreadTotal: Number(unread.n) });
    },
  );

  app.get(
    '/admin/chat/conversations/:id',
    { schema: { tags, summary: 'A conversation and its history (marks it read for staff)', params: idParamsSchema }, config },
    async (req) => {
      await exists(req.params.id);
      const res = await app.db
        .updateTable('chat_conversations')
        .set({ unread_staff: 0 })
        .where('id', '=', req.params.id)
        .where('unread_staff', '>', 0)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) > 0) await announce(app, req.params.id, null);
      return ok({
        conversation: await exists(req.params.id),
        messages: await loadMessages(app.db, req.params.id, CHAT_HISTORY_LIMIT),
      });
    },
  );

  async function reply(req: FastifyRequest, res: FastifyReply, id: string, body: string, image: string) {
    await exists(id);
    const row = await insertMessage(app.db, {
      conversationId: id,
      sender: 'staff',
      staffId: req.user!.id,
      staffName: await me(req),
      body,
      image,
    });
    // Answering takes the conversation when nobody has it; the staff's own reply reads it.
    await app.db.updateTable('chat_conversations').set({ unread_staff: 0 }).where('id', '=', id).execute();
    await app.db
      .updateTable('chat_conversations')
      .set({ assigned_to: req.user!.id })
      .where('id', '=', id)
      .where('assigned_to', 'is', null)
      .execute();
    const message = toMessage(row);
    await announce(app, id, message);
    return res.status(201).send(ok({ conversation: await exists(id), message }, 201));
  }

  app.post(
    '/admin/chat/conversations/:id/messages',
    { schema: { tags, summary: 'Reply in a conversation', params: idParamsSchema, body: chatReplySchema }, config },
    async (req, res) => reply(req, res, req.params.id, req.body.body, ''),
  );

  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    await registerMultipart(scope, CHAT_IMAGE_FIELDS);
    scope.post(
      '/admin/chat/conversations/:id/images',
      { schema: { tags, summary: 'Reply with a picture (multipart field "image")', params: idParamsSchema }, config },
      async (req, res) => {
        await exists(req.params.id);
        const form = await readForm(req, CHAT_IMAGE_FIELDS);
        const file = form.files.image?.[0];
        if (!file) throw fieldError(req, 'image', 'required');
        let url: string;
        try {
          url = (await storeImage(app, 'chat', file)).url;
        } catch (error) {
          throw imageError(req, 'image', error);
        }
        try {
          return await reply(req, res, req.params.id, '', url);
        } catch (error) {
          await removeStoredImage(app.storage, url);
          throw error;
        }
      },
    );
  });

  app.post(
    '/admin/chat/conversations/:id/assign',
    {
      schema: {
        tags,
        summary: 'Assign a conversation to a support member (null: nobody)',
        params: idParamsSchema,
        body: chatAssignSchema,
      },
      config,
    },
    async (req) => {
      const before = await exists(req.params.id);
      const staffId = req.body.staffId;
      if (staffId) {
        const u = await app.db.selectFrom('users').select(['role', 'status']).where('id', '=', staffId).executeTakeFirst();
        if (u?.status !== 'active' || !can(u.role, 'chat.support')) throw fieldError(req, 'staffId', 'invalid');
      }
      await app.db.updateTable('chat_conversations').set({ assigned_to: staffId }).where('id', '=', req.params.id).execute();
      await recordAudit(app.db, {
        actor: req.user,
        action: 'assign',
        entity: 'chat',
        entityId: req.params.id,
        before: { assignedTo: before.assignedTo?.id ?? null },
        after: { assignedTo: staffId },
      });
      await announce(app, req.params.id, null);
      return ok(await exists(req.params.id));
    },
  );

  app.post(
    '/admin/chat/conversations/:id/status',
    { schema: { tags, summary: 'Close or reopen a conversation', params: idParamsSchema, body: chatStatusSchema }, config },
    async (req) => {
      const before = await exists(req.params.id);
      await app.db
        .updateTable('chat_conversations')
        .set({ status: req.body.status, updated_at: new Date().toISOString() })
        .where('id', '=', req.params.id)
        .execute();
      await recordAudit(app.db, {
        actor: req.user,
        action: 'update',
        entity: 'chat',
        entityId: req.params.id,
        before: { status: before.status },
        after: { status: req.body.status },
      });
      await announce(app, req.params.id, null);
      return ok(await exists(req.params.id));
    },
  );

  app.get(
    '/admin/chat/staff',
    { schema: { tags, summary: 'Support members a conversation can be assigned to' }, config },
    async () => {
      const rows = await app.db
        .selectFrom('users')
        .select(['id', 'first_name', 'last_name', 'email'])
        .where('role', 'in', roles())
        .where('status', '=', 'active')
        .orderBy('first_name')
        .execute();
      return ok(rows.map((r): ChatStaffMember => ({ id: r.id, name: staffName(r) })));
    },
  );

  app.get('/admin/chat/canned-replies', { schema: { tags, summary: 'Canned replies, by title' }, config }, async () => {
    const rows = await app.db.selectFrom('chat_canned_replies').select(['id', 'title', 'body']).orderBy('title').execute();
    return ok(rows satisfies CannedReply[]);
  });

  app.post(
    '/admin/chat/canned-replies',
    { schema: { tags, summary: 'Add a canned reply', body: cannedReplySchema }, config },
    async (req, res) => {
      const row = { id: randomUUID(), ...req.body, created_by: req.user!.id, created_at: new Date().toISOString() };
      await app.db.insertInto('chat_canned_replies').values(row).execute();
      await recordAudit(app.db, {
        actor: req.user,
        action: 'create',
        entity: 'chat-canned-reply',
        entityId: row.id,
        after: req.body,
      });
      return res.status(201).send(ok({ id: row.id, title: row.title, body: row.body } satisfies CannedReply, 201));
    },
  );

  app.delete(
    '/admin/chat/canned-replies/:id',
    { schema: { tags, summary: 'Delete a canned reply', params: idParamsSchema }, config },
    async (req) => {
      const row = await app.db
        .selectFrom('chat_canned_replies')
        .select(['id', 'title', 'body'])
        .where('id', '=', req.params.id)
        .executeTakeFirst();
      if (!row) throw notFound();
      await app.db.deleteFrom('chat_canned_replies').where('id', '=', row.id).execute();
      await recordAudit(app.db, {
        actor: req.user,
        action: 'delete',
        entity: 'chat-canned-reply',
        entityId: row.id,
        before: row,
      });
      return ok({ deleted: true, id: row.id });
    },
  );
};

export default chatAdmin;
