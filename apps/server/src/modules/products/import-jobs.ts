import { randomUUID } from 'node:crypto';
import type { ImportDryRun, ImportJob, ImportRowReport, Language } from '@sen/core';
import type { FastifyInstance } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { ImportJobsTable } from '../../db/tables/catalogue';
import { type AuditActor, recordAudit } from '../audit/audit';
import { parseJson } from '../catalog/mappers';
import { isUniqueViolation } from '../orders/db';
import { applyGroups, loadRefs, planGroups } from './csv-import';
import { type CsvFile, groupRows, type RowInput, readProductCsv } from './csv-read';
import { catalogueChanged } from './invalidate';

/** Rows planned and written per transaction: progress moves every chunk, a failure loses one chunk. */
const CHUNK_ROWS = 250;
/** A run holds its job this long and renews it every chunk; an expired lease may be taken over. */
const LEASE_MS = 60_000;
/** Rows of a dry run listed besides the rejected ones (all counted). */
const DRY_RUN_LISTED = 2_000;
/** Rejected rows kept in a job's report. */
const REPORT_MAX = 1_000;
/** How often an instance looks for queued jobs or jobs whose instance stopped. */
const SWEEP_MS = 15_000;

function* chunksOf(groups: RowInput[][], from = 0): Generator<{ groups: RowInput[][]; rows: number }> {
  let skipped = 0;
  let current: RowInput[][] = [];
  let rows = 0;
  for (const g of groups) {
    if (skipped < from) {
      skipped += g.length;
      continue;
    }
    current.push(g);
    rows += g.length;
    if (rows >= CHUNK_ROWS) {
      yield { groups: current, rows };
      current = [];
      rows = 0;
    }
  }
  if (current.length) yield { groups: current, rows };
}

/** POST /admin/products/import?dryRun=true: what the file would do, row by row; nothing is written. */
export async function dryRunImport(db: Kysely<Database>, file: CsvFile, lang: Language): Promise<ImportDryRun> {
  const groups = groupRows(file, lang);
  const refs = await loadRefs(db);
  const out: ImportDryRun = { total: file.rows.length, created: 0, updated: 0, rejected: 0, rows: [], omitted: 0 };
  const reports: ImportRowReport[] = [];
  for (const chunk of chunksOf(groups)) {
    for (const plan of await planGroups(db, chunk.groups, refs, lang)) reports.push(...plan.rows);
  }
  reports.sort((a, b) => a.row - b.row);
  let listed = 0;
  for (const r of reports) {
    if (r.action === 'create') out.created++;
    else if (r.action === 'update') out.updated++;
    else out.rejected++;
    if (r.action === 'reject' || listed < DRY_RUN_LISTED) {
      out.rows.push(r);
      if (r.action !== 'reject') listed++;
    } else out.omitted++;
  }
  return out;
}

export function toImportJob(r: Omit<Selectable<ImportJobsTable>, 'payload'>): ImportJob {
  return {
    _id: r.id,
    status: r.status as ImportJob['status'],
    total: r.total,
    processed: r.processed,
    created: r.created_count,
    updated: r.updated_count,
    rejected: r.rejected_count,
    rejectedRows: parseJson<ImportRowReport[]>(r.report, []),
    error: r.error,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

const JOB_COLUMNS = [
  'id',
  'kind',
  'status',
  'actor_id',
  'total',
  'processed',
  'created_count',
  'updated_count',
  'rejected_count',
  'report',
  'error',
  'created_at',
  'updated_at',
  'file_name',
  'claimed_by',
  'lease_until',
] as const;

export async function findImportJob(db: Kysely<Database>, id: string): Promise<ImportJob | null> {
  const row = await db.selectFrom('import_jobs').select(JOB_COLUMNS).where('id', '=', id).executeTakeFirst();
  return row ? toImportJob(row) : null;
}

/** A queued job holding the file (instances share the database, not a disk). */
export async function queueImport(
  db: Kysely<Database>,
  p: { actor: AuditActor | null; fileName: string; text: string; total: number; lang: Language },
): Promise<ImportJob> {
  const now = new Date().toISOString();
  const id = randomUUID();
  await db
    .insertInto('import_jobs')
    .values({
      id,
      kind: `products:${p.lang}`,
      status: 'queued',
      actor_id: p.actor?.id ?? null,
      total: p.total,
      processed: 0,
      created_count: 0,
      updated_count: 0,
      rejected_count: 0,
      report: '[]',
      error: null,
      created_at: now,
      updated_at: now,
      file_name: p.fileName.slice(0, 200),
      payload: p.text,
      claimed_by: null,
      lease_until: null,
    })
    .execute();
  return (await findImportJob(db, id))!;
}

/**
 * Takes a job for one run, atomically: a queued job, or a running one whose lease ran out (its
 * instance stopped). Exactly one of several callers gets it (one conditional UPDATE).
 */
export async function claimImportJob(db: Kysely<Database>, id: string, owner: string): Promise<boolean> {
  const now = new Date();
  const result = await db
    .updateTable('import_jobs')
    .set({
      status: 'running',
      claimed_by: owner,
      lease_until: new Date(now.getTime() + LEASE_MS).toISOString(),
      updated_at: now.toISOString(),
    })
    .where('id', '=', id)
    .where((eb) =>
      eb.or([eb('status', '=', 'queued'), eb.and([eb('status', '=', 'running'), eb('lease_until', '<', now.toISOString())])]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

class LeaseLost extends Error {}

/**
 * Runs an import job to its end if this caller can claim it. Each chunk of rows is planned
 * against the database as it is then and written in one transaction together with the job's
 * progress, guarded by the lease: a run that lost its job (lease expired and taken over) writes
 * nothing more. On shutdown the run lets go of the job between chunks; another instance, or this
 * one's next start, resumes it from the last chunk written.
 */
export async function runImportJob(app: FastifyInstance, id: string): Promise<void> {
  const db = app.db;
  const owner = randomUUID();
  if (!(await claimImportJob(db, id, owner))) return;
  const job = await db.selectFrom('import_jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const lang = (job.kind.split(':')[1] ?? 'vi') as Language;
  const actor = job.actor_id
    ? ((await db.selectFrom('users').select(['id', 'email']).where('id', '=', job.actor_id).executeTakeFirst()) ?? null)
    : null;
  let processed = job.processed;
  /** Products created or updated, for the listing index (a patch, or one rebuild for a large import). */
  const wrote: string[] = [];
  try {
    const file = readProductCsv(Buffer.from(job.payload ?? '', 'utf8'), lang);
    const groups = groupRows(file, lang);
    const refs = await loadRefs(db);
    for (const chunk of chunksOf(groups, processed)) {
      if (app.background.stopping) {
        await db
          .updateTable('import_jobs')
          .set({ status: 'queued', claimed_by: null, lease_until: null })
          .where('id', '=', id)
          .where('claimed_by', '=', owner)
          .execute();
        return;
      }
      let written: string[] = [];
      for (let attempt = 0; ; attempt++) {
        try {
          await db.transaction().execute(async (trx) => {
            const plans = await planGroups(trx, chunk.groups, refs, lang);
            const now = new Date().toISOString();
            let created = 0;
            let updated = 0;
            const rejected: ImportRowReport[] = [];
            const ids = await applyGroups(
              trx,
              plans.flatMap((p) => (p.write ? [p.write] : [])),
              { now, actor, lang, jobId: id },
            );
            written = ids;
            for (const plan of plans) {
              for (const r of plan.rows) {
                if (r.action === 'create') created++;
                else if (r.action === 'update') updated++;
                else rejected.push(r);
              }
            }
            const current = await trx
              .selectFrom('import_jobs')
              .select(['report', 'claimed_by'])
              .where('id', '=', id)
              .executeTakeFirst();
            if (current?.claimed_by !== owner) throw new LeaseLost();
            const report = parseJson<ImportRowReport[]>(current.report, []).concat(rejected).slice(0, REPORT_MAX);
            const moved = await trx
              .updateTable('import_jobs')
              .set((eb) => ({
                processed: processed + chunk.rows,
                created_count: eb('created_count', '+', created),
                updated_count: eb('updated_count', '+', updated),
                rejected_count: eb('rejected_count', '+', rejected.length),
                report: JSON.stringify(report),
                lease_until: new Date(Date.now() + LEASE_MS).toISOString(),
                updated_at: now,
              }))
              .where('id', '=', id)
              .where('claimed_by', '=', owner)
              .executeTakeFirst();
            if (Number(moved.numUpdatedRows) !== 1) throw new LeaseLost();
          });
          break;
        } catch (error) {
          // Another write took a SKU or slug since the plan: plan the chunk again (it now sees it).
          if (isUniqueViolation(error) && attempt < 2) continue;
          throw error;
        }
      }
      processed += chunk.rows;
      wrote.push(...written);
      // Let requests in between chunks (SQLite's driver never yields inside one).
      await new Promise((resolve) => setImmediate(resolve));
    }
    await db.transaction().execute(async (trx) => {
      const done = await trx
        .updateTable('import_jobs')
        .set({ status: 'done', processed: job.total, payload: null, lease_until: null, updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .where('claimed_by', '=', owner)
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) !== 1) throw new LeaseLost();
      const final = await trx.selectFrom('import_jobs').select(JOB_COLUMNS).where('id', '=', id).executeTakeFirstOrThrow();
      await recordAudit(trx, {
        actor,
        action: 'import',
        entity: 'import',
        entityId: id,
        after: {
          file: final.file_name,
          total: final.total,
          created: final.created_count,
          updated: final.updated_count,
          rejected: final.rejected_count,
        },
      });
    });
  } catch (error) {
    if (error instanceof LeaseLost) return;
    app.log.error({ err: error, job: id }, 'product import failed');
    await db
      .updateTable('import_jobs')
      .set({
        status: 'failed',
        error: String((error as Error).message ?? error).slice(0, 500),
        payload: null,
        lease_until: null,
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', id)
      .where('claimed_by', '=', owner)
      .execute();
  } finally {
    if (wrote.length) await catalogueChanged(app, wrote);
  }
}

/** Queues the run (the request that queued it answers at once); any instance may take it (lib/jobs.ts). */
export async function startImportJob(app: FastifyInstance, id: string): Promise<void> {
  // If the queue cannot take it now, the sweep below runs the queued row later.
  await app.jobs
    .enqueue('product import', { id }, { key: id })
    .catch((err) => app.log.warn({ err, id }, 'import job not queued'));
}

/** Every instance looks now and then for jobs nobody runs: queued ones, or ones whose instance stopped. */
export function importJobSweeper(app: FastifyInstance): void {
  app.jobs.define<{ id: string }>('product import', ({ id }) => runImportJob(app, id));
  app.jobs.every('product import sweep', SWEEP_MS, async () => {
    const now = new Date().toISOString();
    const waiting = await app.db
      .selectFrom('import_jobs')
      .select('id')
      .where((eb) => eb.or([eb('status', '=', 'queued'), eb.and([eb('status', '=', 'running'), eb('lease_until', '<', now)])]))
      .orderBy('created_at')
      .limit(5)
      .execute();
    for (const job of waiting) await runImportJob(app, job.id);
  });
}
