import { randomUUID } from 'node:crypto';
import { type ErrorCode, recordIdParamsSchema } from '@sen/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError, notFound, ok } from '../../lib/http';
import { type AuditActor, recordAudit } from '../audit/audit';
import { isUniqueViolation, writeTransaction } from '../orders/db';
import { invalidateCheckoutCache } from './queries';

/** The two tables of methods the checkout offers: same shape of writes (spec 2 §7). */
type MethodTable = 'payment_methods' | 'shipping_methods';
type MethodRow<T extends MethodTable> = Database[T];
/** What a write sets: any columns but the id and the creation time. */
export type MethodPatch<T extends MethodTable> = Partial<Omit<MethodRow<T>, 'id' | 'created_at'>>;

interface MethodModel {
  _id: string;
  isActive: boolean;
  isDefault: boolean;
}

export interface MethodStoreSpec<T extends MethodTable, M extends MethodModel> {
  table: T;
  /** The audit log's entity name. */
  entity: string;
  /** Message codes: no such method; another method has this code. */
  notFoundCode: ErrorCode;
  codeTakenCode: ErrorCode;
  toModel: (row: MethodRow<T>) => M;
}

/**
 * Reads and writes of one method table: a write clears the other defaults when it makes one, is
 * audited with before and after, and tells every instance (invalidateCheckoutCache). Reads here
 * go to the database, not to the cache another instance may not have refreshed yet.
 */
export function methodStore<T extends MethodTable, M extends MethodModel>(app: FastifyInstance, spec: MethodStoreSpec<T, M>) {
  // One code for both tables: Kysely cannot type a query over a table chosen at run time.
  // The columns written here are the same in both; typed as the shipping table's.
  const db = (q: Kysely<Database>) => q as unknown as Kysely<Pick<Database, 'shipping_methods'>>;
  const table = spec.table as 'shipping_methods';
  const { toModel } = spec;
  const model = (row: unknown) => toModel(row as MethodRow<T>);

  async function storedOr404(ref: string): Promise<M> {
    const row = await db(app.db)
      .selectFrom(table)
      .selectAll()
      .where((eb) => eb.or([eb('id', '=', ref), eb('code', '=', ref.trim().toUpperCase())]))
      .executeTakeFirst();
    if (!row) throw notFound(spec.notFoundCode);
    return model(row);
  }

  async function save(
    id: string,
    row: MethodPatch<T>,
    create: boolean,
    actor: AuditActor | null,
    action = create ? 'create' : 'update',
  ): Promise<M> {
    const now = new Date().toISOString();
    const values = row as MethodPatch<'shipping_methods'>;
    try {
      await writeTransaction(app.db, app.dialect, async (trx) => {
        const q = db(trx);
        const old = create ? undefined : await q.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();
        if (values.is_default === 1) {
          await q.updateTable(table).set({ is_default: 0, updated_at: now }).where('is_default', '=', 1).execute();
        }
        if (create) {
          await q
            .insertInto(table)
            .values({ ...(values as MethodRow<'shipping_methods'>), id, created_at: now, updated_at: now })
            .execute();
        } else {
          await q
            .updateTable(table)
            .set({ ...values, updated_at: now })
            .where('id', '=', id)
            .execute();
        }
        const saved = await q.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirstOrThrow();
        await recordAudit(trx, {
          actor,
          action,
          entity: spec.entity,
          entityId: id,
          before: old && model(old),
          after: model(saved),
        });
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError(409, spec.codeTakenCode, { code: values.code ?? '' });
      throw err;
    }
    await invalidateCheckoutCache(app);
    return storedOr404(id);
  }

  async function remove(m: M, actor: AuditActor | null): Promise<void> {
    await writeTransaction(app.db, app.dialect, async (trx) => {
      await db(trx).deleteFrom(table).where('id', '=', m._id).execute();
      await recordAudit(trx, { actor, action: 'delete', entity: spec.entity, entityId: m._id, before: m });
    });
    await invalidateCheckoutCache(app);
  }

  return {
    storedOr404,
    save,
    remove,
    create: (row: MethodPatch<T>, actor: AuditActor | null) => save(randomUUID(), row, true, actor),
  };
}

/** What the switch routes need of a store. */
interface MethodStore<M extends MethodModel> {
  storedOr404(ref: string): Promise<M>;
  save(
    id: string,
    row: { is_default?: number; is_active?: number },
    create: boolean,
    actor: AuditActor | null,
    action?: string,
  ): Promise<M>;
  remove(m: M, actor: AuditActor | null): Promise<void>;
}

/**
 * The staff routes every method table has besides create and update: delete (orders keep their
 * copy), make the only default, switch on or off. `refuse` lets a table forbid a switch (the
 * shipping default must stay active).
 */
export function methodSwitchRoutes<M extends MethodModel>(
  base: FastifyInstance,
  store: MethodStore<M>,
  opts: {
    path: string;
    tags: string[];
    noun: string;
    refuse?: { setDefault?: (m: M) => ErrorCode | null; toggle?: (m: M) => ErrorCode | null };
  },
): void {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { path, tags, noun, refuse } = opts;
  const WRITE = { permission: 'settings.write' } as const;
  const check = (code: ErrorCode | null | undefined) => {
    if (code) throw new AppError(409, code);
  };

  app.delete(
    `${path}/:id`,
    { schema: { tags, summary: `Delete a ${noun} (orders keep their copy)`, params: recordIdParamsSchema }, config: WRITE },
    async (req) => {
      const m = await store.storedOr404(req.params.id);
      await store.remove(m, req.user);
      return ok({ _id: m._id, deleted: true });
    },
  );

  app.patch(
    `${path}/:id/set-default`,
    { schema: { tags, summary: 'Make this the only default method', params: recordIdParamsSchema }, config: WRITE },
    async (req) => {
      const m = await store.storedOr404(req.params.id);
      check(refuse?.setDefault?.(m));
      return ok(await store.save(m._id, { is_default: 1 }, false, req.user, 'set-default'));
    },
  );

  app.patch(
    `${path}/:id/toggle-active`,
    { schema: { tags, summary: 'Switch a method on or off', params: recordIdParamsSchema }, config: WRITE },
    async (req) => {
      const m = await store.storedOr404(req.params.id);
      check(refuse?.toggle?.(m));
      return ok(await store.save(m._id, { is_active: m.isActive ? 0 : 1 }, false, req.user, 'toggle-active'));
    },
  );
}
