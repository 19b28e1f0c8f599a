import type { Kysely } from 'kysely';

/*
 * CSV import jobs any instance can run (decision 0145): the file itself is kept on the job row
 * (instances share the database, not a disk), and a lease says which instance runs it until
 * when, so a job whose instance stopped is picked up again by another. Portable (decision 0001).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('import_jobs').addColumn('file_name', 'text').execute();
  await db.schema.alterTable('import_jobs').addColumn('payload', 'text').execute();
  await db.schema.alterTable('import_jobs').addColumn('claimed_by', 'text').execute();
  await db.schema.alterTable('import_jobs').addColumn('lease_until', 'text').execute();
  await db.schema.createIndex('import_jobs_status_idx').on('import_jobs').columns(['status', 'lease_until']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('import_jobs_status_idx').execute();
  for (const c of ['lease_until', 'claimed_by', 'payload', 'file_name']) {
    await db.schema.alterTable('import_jobs').dropColumn(c).execute();
  }
}
