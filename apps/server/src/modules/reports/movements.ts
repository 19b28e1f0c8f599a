import { randomUUID } from 'node:crypto';
import type { StockMovement, StockMovementsReport } from '@sen/core';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { likeContains } from '../../lib/like';
import type { Range } from './range';

/**
 * Stock movements (issue 16, decision 0331): every write that changes a stock row calls
 * `recordMoves` in its own transaction with the row's quantity after the change (from the
 * update's RETURNING, or known when the write sets it), so the history is exact and costs one
 * insert per change.
 */
export type StockReason = 'order' | 'cancel' | 'return' | 'adjust' | 'bulk' | 'import' | 'transfer';
export const STOCK_REASONS: readonly StockReason[] = ['order', 'cancel', 'return', 'adjust', 'bulk', 'import', 'transfer'];

/** Why, what and who: the same for every row a write changes. */
export interface MoveContext {
  reason: StockReason;
  reference?: string;
  /** staff:<id>, customer, system */
  actor: string;
  actorEmail?: string;
}

export interface StockMove {
  productId: string;
  variantId?: string | null;
  storeId?: string | null;
  delta: number;
  after: number;
}

/** What an audit actor (a signed-in staff member) or nobody (the shop itself) is in the movements. */
export function staffMover(user: { id: string; email: string } | null | undefined): Pick<MoveContext, 'actor' | 'actorEmail'> {
  return user ? { actor: `staff:${user.id}`, actorEmail: user.email } : { actor: 'system', actorEmail: '' };
}

/** The movement row of one change (recordMoves; the order path builds it into its stock statement, decision 0380). */
export function moveRow(ctx: MoveContext | undefined, m: StockMove, now = new Date().toISOString()) {
  return {
    id: randomUUID(),
    product_id: m.productId,
    variant_id: m.variantId ?? '',
    store_id: m.storeId ?? '',
    reason: ctx?.reason ?? 'adjust',
    reference: ctx?.reference ?? '',
    actor: ctx?.actor ?? 'system',
    actor_email: ctx?.actorEmail ?? '',
    delta: m.delta,
    quantity_before: m.after - m.delta,
    quantity_after: m.after,
    created_at: now,
  };
}

export async function recordMoves(
  trx: Kysely<Database> | Transaction<Database>,
  ctx: MoveContext | undefined,
  moves: StockMove[],
  now = new Date().toISOString(),
): Promise<void> {
  const rows = moves.filter((m) => m.delta !== 0).map((m) => moveRow(ctx, m, now));
  for (let i = 0; i < rows.length; i += 500)
    await trx
      .insertInto('stock_movements')
      .values(rows.slice(i, i + 500))
      .execute();
}

type Filters = { reason?: StockReason; productId?: string; q?: string };

function filtered(db: Kysely<Database>, r: Range, f: Filters) {
  let q = db
    .selectFrom('stock_movements as m')
    .leftJoin('products as p', 'p.id', 'm.product_id')
    .leftJoin('product_variants as v', 'v.id', 'm.variant_id')
    .leftJoin('stores as s', 's.id', 'm.store_id')
    .where('m.created_at', '>=', r.start)
    .where('m.created_at', '<', r.end);
  if (f.reason) q = q.where('m.reason', '=', f.reason);
  if (f.productId) q = q.where('m.product_id', '=', f.productId);
  if (f.q) {
    const text = f.q;
    q = q.where((eb) => eb.or([likeContains('v.sku', text), likeContains('p.sku', text), likeContains('p.name', text)]));
  }
  return q;
}

const MOVEMENT_COLUMNS = [
  'm.id',
  'm.created_at',
  'm.product_id',
  'm.variant_id',
  'm.store_id',
  'm.reason',
  'm.reference',
  'm.actor',
  'm.actor_email',
  'm.delta',
  'm.quantity_before',
  'm.quantity_after',
  'p.name as product_name',
  'p.sku as product_sku',
  'v.name as variant_name',
  'v.sku as variant_sku',
  's.name as store_name',
] as const;

function toMovement(x: {
  id: string;
  created_at: string;
  product_id: string;
  variant_id: string;
  store_id: string;
  reason: string;
  reference: string;
  actor: string;
  actor_email: string;
  delta: number;
  quantity_before: number;
  quantity_after: number;
  product_name: string | null;
  product_sku: string | null;
  variant_name: string | null;
  variant_sku: string | null;
  store_name: string | null;
}): StockMovement {
  const name = x.product_name ?? '—';
  return {
    id: x.id,
    createdAt: x.created_at,
    productId: x.product_id,
    productName: x.variant_name && x.variant_name !== name ? `${name} — ${x.variant_name}` : name,
    variantId: x.variant_id || null,
    sku: x.variant_sku ?? x.product_sku ?? '',
    store: x.store_id ? { id: x.store_id, name: x.store_name ?? '—' } : null,
    reason: x.reason as StockReason,
    reference: x.reference,
    actor: x.actor,
    actorEmail: x.actor_email,
    delta: Number(x.delta),
    before: Number(x.quantity_before),
    after: Number(x.quantity_after),
  };
}

/** The inventory report's movements: newest first, a page at a time, with units in/out by reason. */
export async function stockMovements(
  db: Kysely<Database>,
  r: Range,
  f: Filters & { page: number; limit: number },
): Promise<StockMovementsReport> {
  const rows = await filtered(db, r, f)
    .select([...MOVEMENT_COLUMNS])
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(f.limit)
    .offset((f.page - 1) * f.limit)
    .execute();
  const sums = await filtered(db, r, f)
    .select([
      'm.reason',
      sql<number>`count(*)`.as('n'),
      sql<number>`sum(case when m.delta > 0 then m.delta else 0 end)`.as('units_in'),
      sql<number>`sum(case when m.delta < 0 then -m.delta else 0 end)`.as('units_out'),
    ])
    .groupBy('m.reason')
    .execute();
  const byReason = sums
    .map((x) => ({
      reason: x.reason as StockReason,
      movements: Number(x.n),
      unitsIn: Number(x.units_in ?? 0),
      unitsOut: Number(x.units_out ?? 0),
    }))
    .sort((a, b) => STOCK_REASONS.indexOf(a.reason) - STOCK_REASONS.indexOf(b.reason));
  return {
    from: r.from,
    to: r.to,
    items: rows.map(toMovement),
    byReason,
    pagination: { page: f.page, limit: f.limit, totalCount: byReason.reduce((s, x) => s + x.movements, 0) },
  };
}

export const MOVEMENT_CSV_COLUMNS = [
  'createdAt',
  'sku',
  'productName',
  'store',
  'reason',
  'reference',
  'actor',
  'delta',
  'before',
  'after',
] as const;

/** Every movement of the filters, oldest first, 2,000 at a time by (created_at, id): flat memory. */
export async function* stockMovementPages(db: Kysely<Database>, r: Range, f: Filters): AsyncGenerator<unknown[][]> {
  let after: { at: string; id: string } | null = null;
  for (;;) {
    let q = filtered(db, r, f).select([...MOVEMENT_COLUMNS]);
    const a = after;
    if (a)
      q = q
        .where('m.created_at', '>=', a.at) // the index starts at the page, not at the range's start
        .where((eb) => eb.or([eb('m.created_at', '>', a.at), eb.and([eb('m.created_at', '=', a.at), eb('m.id', '>', a.id)])]));
    const page = await q.orderBy('m.created_at').orderBy('m.id').limit(2000).execute();
    if (!page.length) return;
    yield page.map((x) => {
      const m = toMovement(x);
      return [
        m.createdAt,
        m.sku,
        m.productName,
        m.store?.name ?? '',
        m.reason,
        m.reference,
        m.actorEmail || m.actor,
        m.delta,
        m.before,
        m.after,
      ];
    });
    const last = page[page.length - 1]!;
    after = { at: last.created_at, id: last.id };
  }
}
