import { type Kysely, sql } from 'kysely';

/**
 * The mail outbox becomes a queue (decision 0151): attempts, when to try next, and until when a
 * worker holds a row it claimed (another instance takes it over after that).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('mail_outbox')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('mail_outbox').addColumn('next_attempt_at', 'text').execute();
  await db.schema.alterTable('mail_outbox').addColumn('claimed_until', 'text').execute();
  await sql`update mail_outbox set next_attempt_at = created_at where status = 'queued'`.execute(db);
  await db.schema.createIndex('mail_outbox_due_idx').on('mail_outbox').columns(['status', 'next_attempt_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('mail_outbox_due_idx').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('claimed_until').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('next_attempt_at').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('attempts').execute();
}
