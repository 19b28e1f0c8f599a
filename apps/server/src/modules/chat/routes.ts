import { randomUUID } from 'node:crypto';
import {
  CHAT_HISTORY_LIMIT,
  CHAT_MESSAGES_PER_MINUTE,
  type ChatState,
  chatMessageSchema,
  chatOnline,
} from '@sen/core/chat/index';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/http';
import { removeStoredImage, storeImage } from '../../lib/images';
import { fieldError, imageError, readForm, registerMultipart } from '../../lib/multipart';
import { resolveUser } from '../auth/plugin';
import { readGeneral } from '../settings/store';
import { chatGuestHash, ensureChatGuest } from './identity';
import { announce, insertMessage, loadConversation, loadMessages, toMessage } from './store';

/** Per shopper (account, else chat cookie, else address): the guard has run, so the caller is known. */
const sendLimit = {
  max: CHAT_MESSAGES_PER_MINUTE,
  timeWindow: '1 minute',
  hook: 'preHandler',
  keyGenerator: (req: FastifyRequest) => `chat:${req.user?.id ?? chatGuestHash(req) ?? req.ip}`,
} as const;

export const CHAT_IMAGE_FIELDS = { fileFields: ['image'], maxFiles: 1, maxFileBytes: 10 * 1024 * 1024 } as const;

/**
 * The caller's conversation id, or null. A guest's is found by the chat cookie; a signed-in
 * customer's by their account — and a guest conversation of this browser becomes theirs when
 * they sign in (it continues; its cookie link is dropped, so signing out later does not show it
 * to the next person at this browser).
 */
async function findOwn(app: FastifyInstance, req: FastifyRequest): Promise<string | null> {
  const guest = chatGuestHash(req);
  if (req.user) {
    const userId = req.user.id;
    if (guest) {
      const orphan = await app.db
        .selectFrom('chat_conversations')
        .select('id')
        .where('guest_key', '=', guest)
        .where('user_id', 'is', null)
        .orderBy('last_message_at', 'desc')
        .executeTakeFirst();
      if (orphan) {
        const mine = await app.db.selectFrom('chat_conversations').select('id').where('user_id', '=', userId).executeTakeFirst();
        if (mine) {
          // Both: the guest's messages join the account's conversation.
          await app.db
            .updateTable('chat_messages')
            .set({ conversation_id: mine.id })
            .where('conversation_id', '=', orphan.id)
            .execute();
          await app.db.deleteFrom('chat_conversations').where('id', '=', orphan.id).execute();
        } else {
          await app.db
            .updateTable('chat_conversations')
            .set({ user_id: userId, guest_key: null })
            .where('id', '=', orphan.id)
            .execute();
        }
      }
    }
    const own = await app.db
      .selectFrom('chat_conversations')
      .select('id')
      .where('user_id', '=', userId)
      .orderBy('last_message_at', 'desc')
      .executeTakeFirst();
    return own?.id ?? null;
  }
  if (!guest) return null;
  const own = await app.db
    .selectFrom('chat_conversations')
    .select('id')
    .where('guest_key', '=', guest)
    .where('user_id', 'is', null)
    .orderBy('last_message_at', 'desc')
    .executeTakeFirst();
  return own?.id ?? null;
}

async function createOwn(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  contact: { name?: string; email?: string },
): Promise<string> {
  const now = new Date().toISOString();
  const id = randomUUID();
  let name = contact.name ?? '';
  let email = contact.email ?? '';
  let guest: string | null = null;
  if (req.user) {
    const u = await app.db
      .selectFrom('users')
      .select(['first_name', 'last_name', 'email'])
      .where('id', '=', req.user.id)
      .executeTakeFirstOrThrow();
    name = `${u.first_name} ${u.last_name}`.trim() || name;
    email = u.email;
  } else guest = ensureChatGuest(app, req, reply);
  await app.db
    .insertInto('chat_conversations')
    .values({
      id,
      user_id: req.user?.id ?? null,
      guest_key: guest,
      name,
      email,
      language: req.lang,
      status: 'open',
      assigned_to: null,
      last_message: '',
      last_message_at: now,
      unread_staff: 0,
      unread_customer: 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/**
 * Live chat, the shopper's side (issue 16, decision 0231): the widget's state, sending text or a
 * picture (rate limited), and marking the staff's replies read. Open to guests.
 */
const chat: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['chat'];
  /**
   * Sending is open to guests and signed-in customers alike. The caller is resolved here, as the
   * guard does for `auth: 'optional'`, but these writes are not listed as optional routes: they
   * need a body, and the guard's matrix probes optional routes with an empty one.
   */
  const withCaller = async (req: FastifyRequest) => {
    req.user = await resolveUser(app, req);
  };

  async function state(req: FastifyRequest, reply: FastifyReply): Promise<ChatState> {
    const general = await readGeneral(app.db);
    // A guest gets their cookie now, so the page's live stream hears the replies from the start.
    if (!req.user) ensureChatGuest(app, req, reply);
    const id = await findOwn(app, req);
    return {
      conversation: id ? await loadConversation(app.db, id) : null,
      messages: id ? await loadMessages(app.db, id, CHAT_HISTORY_LIMIT) : [],
      online: chatOnline(general.hours),
      hours: general.hours,
      replyWithinHours: general.replyWithinHours,
      signedIn: !!req.user,
    };
  }

  app.get(
    '/chat',
    {
      schema: { tags, summary: "The caller's chat: conversation, history, whether support is online, working hours" },
      config: { auth: 'optional' },
    },
    async (req, reply) => ok(await state(req, reply)),
  );

  async function send(
    req: FastifyRequest,
    reply: FastifyReply,
    body: string,
    image: string,
    contact: { name?: string; email?: string },
  ) {
    const general = await readGeneral(app.db);
    const offline = !chatOnline(general.hours);
    const id = (await findOwn(app, req)) ?? (await createOwn(app, req, reply, contact));
    if (!req.user && (contact.name || contact.email)) {
      await app.db
        .updateTable('chat_conversations')
        .set({
          ...(contact.name ? { name: contact.name } : {}),
          ...(contact.email ? { email: contact.email.toLowerCase() } : {}),
        })
        .where('id', '=', id)
        .execute();
    }
    const row = await insertMessage(app.db, { conversationId: id, sender: 'customer', body, image, offline });
    const message = toMessage(row);
    await announce(app, id, message);
    return reply.status(201).send(ok({ conversation: await loadConversation(app.db, id), message }, 201));
  }

  app.post(
    '/chat/messages',
    {
      schema: { tags, summary: 'Send a text message to support (guests too; 20 per minute)', body: chatMessageSchema },
      onRequest: withCaller,
      config: { rateLimit: sendLimit },
    },
    async (req, reply) => send(req, reply, req.body.body, '', { name: req.body.name, email: req.body.email }),
  );

  app.post(
    '/chat/read',
    { schema: { tags, summary: "Mark support's replies read" }, config: { auth: 'optional' } },
    async (req) => {
      const id = await findOwn(app, req);
      if (id) {
        await app.db.updateTable('chat_conversations').set({ unread_customer: 0 }).where('id', '=', id).execute();
        await announce(app, id, null);
      }
      return ok({ read: true });
    },
  );

  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    await registerMultipart(scope, CHAT_IMAGE_FIELDS);
    scope.post(
      '/chat/images',
      {
        schema: { tags, summary: 'Send a picture to support (multipart field "image"; through the image pipeline)' },
        onRequest: withCaller,
        config: { rateLimit: sendLimit },
      },
      async (req, reply) => {
        const form = await readForm(req, CHAT_IMAGE_FIELDS);
        const file = form.files.image?.[0];
        if (!file) throw fieldError(req, 'image', 'required');
        let url: string;
        try {
          url = (await storeImage(app, 'chat', file, { maxSide: 8000 })).url;
        } catch (error) {
          throw imageError(req, 'image', error);
        }
        try {
          return await send(req, reply, '', url, {});
        } catch (error) {
          await removeStoredImage(app.storage, url);
          throw error;
        }
      },
    );
  });
};

export default chat;
