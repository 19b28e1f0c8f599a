import { randomUUID } from 'node:crypto';
import type { ChatConversation, ChatEvent, ChatMessage } from '@sen/core/chat/index';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { ChatConversationsTable, ChatMessagesTable } from '../../db/tables/realtime';
import { guestKey, pushLive, STAFF_CHAT_KEY, userKey } from '../realtime/hub';

type Db = Kysely<Database> | Transaction<Database>;
type ConversationRow = Selectable<ChatConversationsTable> & { assigned_name?: string | null };

export function toMessage(r: Selectable<ChatMessagesTable>): ChatMessage {
  return {
    id: r.id,
    conversationId: r.conversation_id,
    sender: r.sender === 'staff' ? 'staff' : 'customer',
    staffName: r.staff_name,
    body: r.body,
    image: r.image,
    offline: r.offline === 1,
    createdAt: r.created_at,
  };
}

export function toConversation(r: ConversationRow): ChatConversation {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    userId: r.user_id,
    status: r.status === 'closed' ? 'closed' : 'open',
    assignedTo: r.assigned_to ? { id: r.assigned_to, name: r.assigned_name ?? '' } : null,
    lastMessage: r.last_message,
    lastMessageAt: r.last_message_at,
    unreadStaff: Number(r.unread_staff),
    unreadCustomer: Number(r.unread_customer),
    createdAt: r.created_at,
  };
}

/** Conversations with the assigned staff member's name. */
export function conversations(db: Db) {
  return db
    .selectFrom('chat_conversations as c')
    .leftJoin('users as a', 'a.id', 'c.assigned_to')
    .selectAll('c')
    .select(['a.first_name as assigned_first', 'a.last_name as assigned_last', 'a.email as assigned_email']);
}

type Listed = Selectable<ChatConversationsTable> & {
  assigned_first: string | null;
  assigned_last: string | null;
  assigned_email: string | null;
};

export function staffName(u: { first_name: string | null; last_name: string | null; email: string | null }): string {
  return `${u.first_name ?? ''} ${u.last_name ?? ''}`.trim() || (u.email ?? '');
}

export function listedConversation(r: Listed): ChatConversation {
  return toConversation({
    ...r,
    assigned_name: r.assigned_to
      ? staffName({ first_name: r.assigned_first, last_name: r.assigned_last, email: r.assigned_email })
      : null,
  });
}

export async function loadConversation(db: Db, id: string): Promise<ChatConversation | null> {
  const r = await conversations(db).where('c.id', '=', id).executeTakeFirst();
  return r ? listedConversation(r) : null;
}

export async function loadMessages(db: Db, conversationId: string, limit: number): Promise<ChatMessage[]> {
  const rows = await db
    .selectFrom('chat_messages')
    .selectAll()
    .where('conversation_id', '=', conversationId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse().map(toMessage);
}

export interface NewMessage {
  conversationId: string;
  sender: 'customer' | 'staff';
  staffId?: string | null;
  staffName?: string;
  body: string;
  image?: string;
  offline?: boolean;
}

/**
 * Stores a message and moves the conversation (its preview, time, the other side's unread count;
 * a customer's message reopens a closed conversation).
 */
export async function insertMessage(db: Db, m: NewMessage): Promise<Selectable<ChatMessagesTable>> {
  // Strictly increasing within a conversation even for two messages in one millisecond.
  const last = await db
    .selectFrom('chat_messages')
    .select('created_at')
    .where('conversation_id', '=', m.conversationId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  let at = new Date();
  if (last && new Date(last.created_at).getTime() >= at.getTime()) at = new Date(new Date(last.created_at).getTime() + 1);
  const row: Selectable<ChatMessagesTable> = {
    id: randomUUID(),
    conversation_id: m.conversationId,
    sender: m.sender,
    staff_id: m.staffId ?? null,
    staff_name: m.staffName ?? '',
    body: m.body,
    image: m.image ?? '',
    offline: m.offline ? 1 : 0,
    created_at: at.toISOString(),
  };
  await db.insertInto('chat_messages').values(row).execute();
  const preview = m.body ? m.body.slice(0, 140) : '🖼';
  await db
    .updateTable('chat_conversations')
    .set((eb) => ({
      last_message: preview,
      last_message_at: row.created_at,
      updated_at: row.created_at,
      ...(m.sender === 'customer'
        ? { unread_staff: eb('unread_staff', '+', 1), status: 'open' }
        : { unread_customer: eb('unread_customer', '+', 1) }),
    }))
    .where('id', '=', m.conversationId)
    .execute();
  return row;
}

/** Tells the shopper's open pages and the support inbox (every instance) about a conversation's change. */
export async function announce(
  app: { db: Kysely<Database>; log: { warn: (obj: object, msg: string) => void } },
  conversationId: string,
  message: ChatMessage | null,
): Promise<void> {
  const conversation = await loadConversation(app.db, conversationId);
  if (!conversation) return;
  const row = await app.db
    .selectFrom('chat_conversations')
    .select(['user_id', 'guest_key'])
    .where('id', '=', conversationId)
    .executeTakeFirstOrThrow();
  const event = message ? 'chat.message' : 'chat.conversation';
  const payload: ChatEvent | { conversation: ChatConversation } = message ? { conversation, message } : { conversation };
  const keys = [STAFF_CHAT_KEY];
  if (row.user_id) keys.push(userKey(row.user_id));
  if (row.guest_key) keys.push(guestKey(row.guest_key));
  for (const k of keys) await pushLive(app, k, event, payload);
}
