import { randomUUID } from 'node:crypto';
import type { CartItemKind } from '@sen/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Tx } from '../orders/db';
import type { LineRef } from './lines';

/** The signed-in user's cart lines, oldest first (the order they were added). */
export async function readCart(db: Tx, userId: string): Promise<LineRef[]> {
  const rows = await db
    .selectFrom('cart_items')
    .select(['id', 'kind', 'item_id', 'quantity'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    kind: r.kind === 'course' ? 'course' : 'product',
    id: r.item_id,
    quantity: r.quantity,
    cartItemId: r.id,
  }));
}

let lastStamp = 0;
/** Strictly increasing within the process, so lines added in the same millisecond keep their order. */
export function nextStamp(): Date {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return new Date(lastStamp);
}

/**
 * Sets a line's quantity, adding the line when missing (one statement, safe against a concurrent
 * add). `at` orders lines added in one go (a merge) as they were sent.
 */
export async function putLine(
  db: Kysely<Database>,
  userId: string,
  kind: CartItemKind,
  itemId: string,
  quantity: number,
  at: Date = nextStamp(),
): Promise<void> {
  const now = at.toISOString();
  await db
    .insertInto('cart_items')
    .values({ id: randomUUID(), user_id: userId, kind, item_id: itemId, quantity, created_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'kind', 'item_id']).doUpdateSet({ quantity, updated_at: now }))
    .execute();
}

/** A line by its cart item id or its product/course id. */
export function findLine(lines: readonly LineRef[], ref: string): LineRef | undefined {
  return lines.find((l) => l.cartItemId === ref || l.id === ref);
}

export async function removeLine(db: Kysely<Database>, userId: string, line: LineRef): Promise<void> {
  await db.deleteFrom('cart_items').where('user_id', '=', userId).where('id', '=', line.cartItemId!).execute();
}

export async function clearCart(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('cart_items').where('user_id', '=', userId).execute();
}

/** After an order: the lines it bought leave the cart (inside the order's transaction). */
export async function removeOrdered(trx: Tx, userId: string, items: { kind: CartItemKind; id: string }[]): Promise<void> {
  for (const kind of ['product', 'course'] as const) {
    const ids = items.filter((i) => i.kind === kind).map((i) => i.id);
    if (ids.length)
      await trx
        .deleteFrom('cart_items')
        .where('user_id', '=', userId)
        .where('kind', '=', kind)
        .where('item_id', 'in', ids)
        .execute();
  }
}
