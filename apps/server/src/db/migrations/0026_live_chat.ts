import type { Kysely } from 'kysely';

/*
 * Live chat (issue 16, decision 0231): one conversation per shopper (a signed-in customer, or a
 * guest known by the hash of a cookie), its messages, and the staff's canned replies. Unread
 * counts are kept on the conversation (each side's), so the inbox lists without counting rows.
 * Portable types only (decision 0001).
 */
const ts = 'text' as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chat_conversations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('guest_key', 'text')
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('vi'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('assigned_to', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('last_message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('last_message_at', ts, (c) => c.notNull())
    .addColumn('unread_staff', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('unread_customer', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('chat_conversations_user').on('chat_conversations').column('user_id').execute();
  await db.schema.createIndex('chat_conversations_guest').on('chat_conversations').column('guest_key').execute();
  await db.schema
    .createIndex('chat_conversations_inbox')
    .on('chat_conversations')
    .columns(['status', 'last_message_at'])
    .execute();

  await db.schema
    .createTable('chat_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('conversation_id', 'text', (c) => c.notNull().references('chat_conversations.id').onDelete('cascade'))
    .addColumn('sender', 'text', (c) => c.notNull())
    .addColumn('staff_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('staff_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('offline', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('chat_messages_conversation')
    .on('chat_messages')
    .columns(['conversation_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('chat_canned_replies')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chat_canned_replies').ifExists().execute();
  await db.schema.dropTable('chat_messages').ifExists().execute();
  await db.schema.dropTable('chat_conversations').ifExists().execute();
}
