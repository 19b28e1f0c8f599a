import type { Kysely } from 'kysely';

/**
 * Review moderation and the contact inbox (issue 13, decision 0221): when staff last looked at a
 * review (null: waiting in the moderation queue), and the reply mailed to a contact message.
 * Portable (decision 0001).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('reviews').addColumn('moderated_at', 'text').execute();
  await db.schema.createIndex('reviews_moderation_idx').on('reviews').columns(['moderated_at', 'created_at']).execute();

  await db.schema.alterTable('contact_messages').addColumn('reply_subject', 'text').execute();
  await db.schema.alterTable('contact_messages').addColumn('reply_body', 'text').execute();
  await db.schema.alterTable('contact_messages').addColumn('replied_at', 'text').execute();
  await db.schema.alterTable('contact_messages').addColumn('replied_by', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const c of ['replied_by', 'replied_at', 'reply_body', 'reply_subject']) {
    await db.schema.alterTable('contact_messages').dropColumn(c).execute();
  }
  await db.schema.dropIndex('reviews_moderation_idx').ifExists().execute();
  await db.schema.alterTable('reviews').dropColumn('moderated_at').execute();
}
