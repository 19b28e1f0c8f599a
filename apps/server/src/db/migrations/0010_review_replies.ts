import type { Kysely } from 'kysely';

/* The shop's public reply under a review (decision 0090): plain text, one per review. Portable (decision 0001). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('reviews').addColumn('reply', 'text').execute();
  await db.schema.alterTable('reviews').addColumn('replied_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('reviews').dropColumn('replied_at').execute();
  await db.schema.alterTable('reviews').dropColumn('reply').execute();
}
