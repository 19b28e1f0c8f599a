import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

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

export async function recordMoves(
  trx: Kysely<Database> | Transaction<Database>,
  ctx: MoveContext | undefined,
  moves: StockMove[],
  now = new Date().toISOString(),
): Promise<void> {
  const rows = moves
    .filter((m) => m.delta !== 0)
    .map((m) => ({
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
    }));
  for (let i = 0; i < rows.length; i += 500)
    await trx
      .insertInto('stock_movements')
      .values(rows.slice(i, i + 500))
      .execute();
}
