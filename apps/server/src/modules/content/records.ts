import { randomUUID } from 'node:crypto';
import { type ErrorCode, recordIdParamsSchema } from '@sen/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely, Selectable, Updateable } from 'kysely';
import type { ZodType } from 'zod';
import type { Database } from '../../db/schema';
import { type AppError, notFound, ok } from '../../lib/http';
import { recordAudit } from '../audit/audit';
import { isUniqueViolation, type Tx, writeTransaction } from '../orders/db';

/** The content tables staff write one record at a time (issue 15). */
type RecordTable = 'blog_posts' | 'blog_categories' | 'banners' | 'testimonials' | 'help_articles';
/** The columns a write sets (the caller builds them typed from its own table). */
type Values<T extends RecordTable> = Updateable<Database[T]>;

interface RecordSpec<T extends RecordTable> {
  table: T;
  /** The audit log's entity name. */
  entity: string;
  notFoundCode?: ErrorCode;
  /** What the audit keeps of the record before a change (its staff view). */
  audit: (row: Selectable<Database[T]>) => unknown;
  /** After every write: drop kept answers and pages (and reschedule what the content times). */
  changed: () => Promise<unknown>;
  /** The slug's 409, for a write that lost a race on the unique slug. */
  slugTaken?: (req: FastifyRequest) => AppError;
}

/**
 * Create, replace and delete of one content table: in one write transaction with the audit entry
 * (before and after), 404 for an unknown id, a unique-slug race answered as the slug's 409, then
 * `changed()` on every instance. The caller validates and builds the columns.
 */
export function contentRecords<T extends RecordTable>(app: FastifyInstance, spec: RecordSpec<T>) {
  // One code for five tables: Kysely cannot type a query over a table chosen at run time.
  const db = (q: Kysely<Database> | Tx) => q as unknown as Kysely<Pick<Database, 'testimonials'>>;
  const table = spec.table as 'testimonials';
  const audit = (row: unknown) => spec.audit(row as Selectable<Database[T]>);

  /** Writes the record (a new one when `id` is null) and returns its id. */
  async function save(req: FastifyRequest, id: string | null, values: Values<T>, onCreate: Values<T> = {}): Promise<string> {
    const key = id ?? randomUUID();
    const columns = values as Values<'testimonials'>;
    try {
      await writeTransaction(app.db, app.dialect, async (trx) => {
        const q = db(trx);
        const before = id ? await q.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst() : undefined;
        if (id && !before) throw notFound(spec.notFoundCode);
        if (id) await q.updateTable(table).set(columns).where('id', '=', id).execute();
        else
          await q
            .insertInto(table)
            .values({
              ...(onCreate as Selectable<Database['testimonials']>),
              ...(columns as Selectable<Database['testimonials']>),
              id: key,
            })
            .execute();
        await recordAudit(trx, {
          actor: req.user,
          action: id ? 'update' : 'create',
          entity: spec.entity,
          entityId: key,
          before: before ? audit(before) : undefined,
          after: values,
        });
      });
    } catch (error) {
      if (spec.slugTaken && isUniqueViolation(error)) throw spec.slugTaken(req);
      throw error;
    }
    await spec.changed();
    return key;
  }

  /** Deletes the record; `guard` may refuse inside the transaction (a category that still has posts). */
  async function remove(req: FastifyRequest, id: string, guard?: (trx: Tx) => Promise<void>): Promise<void> {
    await writeTransaction(app.db, app.dialect, async (trx) => {
      const q = db(trx);
      const before = await q.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();
      if (!before) throw notFound(spec.notFoundCode);
      await guard?.(trx);
      await q.deleteFrom(table).where('id', '=', id).execute();
      await recordAudit(trx, { actor: req.user, action: 'delete', entity: spec.entity, entityId: id, before: audit(before) });
    });
    await spec.changed();
  }

  return { save, remove };
}

/**
 * `POST path`, `PUT path/:id` and `DELETE path/:id` of a content table for staff with `permission`:
 * create answers 201 with the record, replace the record, delete `{ _id, deleted: true }`.
 */
export function recordRoutes<B>(
  base: FastifyInstance,
  opts: {
    path: string;
    tags: string[];
    permission: 'content.write';
    body: ZodType<B>;
    summaries: { create: string; replace: string; delete: string };
    save: (req: FastifyRequest, id: string | null, body: B) => Promise<unknown>;
    remove: (req: FastifyRequest, id: string) => Promise<void>;
  },
): void {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { path, tags, body, summaries } = opts;
  const config = { permission: opts.permission } as const;
  app.post(path, { schema: { tags, summary: summaries.create, body }, config }, async (req, reply) =>
    reply.status(201).send(ok(await opts.save(req, null, req.body as B), 201)),
  );
  app.put(
    `${path}/:id`,
    { schema: { tags, summary: summaries.replace, params: recordIdParamsSchema, body }, config },
    async (req) => ok(await opts.save(req, req.params.id, req.body as B)),
  );
  app.delete(
    `${path}/:id`,
    { schema: { tags, summary: summaries.delete, params: recordIdParamsSchema }, config },
    async (req) => {
      await opts.remove(req, req.params.id);
      return ok({ _id: req.params.id, deleted: true });
    },
  );
}
