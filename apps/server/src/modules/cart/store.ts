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
    .select(['id', 'kind', 'item_id', 'variant_id', 'quantity'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    kind: r.kind === 'course' ? 'course' : 'product',
    id: r.item_id,
    ...(r.variant_id ? { variantId: r.variant_id } : {}),
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
 * add). `at` orders lines added in one go (a merge) as they were sent. `variantId` is the chosen
 * variant of a product with options, '' otherwise (decision 0140).
 */
export async function putLine(
  db: Kysely<Database>,
  userId: string,
  item: { kind: CartItemKind; id: string; variantId?: string | null },
  quantity: number,
  at: Date = nextStamp(),
): Promise<void> {
  const now = at.toISOString();
  const { kind, id: itemId } = item;
  const variantId = item.variantId ?? '';
  await db
    .insertInto('cart_items')
    .values({
      id: randomUUID(),
      user_id: userId,
      kind,
      item_id: itemId,
      variant_id: variantId,
      quantity,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['user_id', 'kind', 'item_id', 'variant_id']).doUpdateSet({ quantity, updated_at: now }))
    .execute();
}

/** A line by its cart item id, or by its product/course id (and variant, when it names one). */
export function findLine(lines: readonly LineRef[], ref: string, variantId?: string): LineRef | undefined {
  return lines.find((l) => l.cartItemId === ref || (l.id === ref && (l.variantId ?? '') === (variantId ?? '')));
}

export async function removeLine(db: Kysely<Database>, userId: string, line: LineRef): Promise<void> {
  await db.deleteFrom('cart_items').where('user_id', '=', userId).where('id', '=', line.cartItemId!).execute();
}

export async function clearCart(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('cart_items').where('user_id', '=', userId).execute();
}

/** After an order: the lines it bought leave the cart (inside the order's transaction). */
export async function removeOrdered(
  trx: Tx,
  userId: string,
  items: { kind: CartItemKind; id: string; variantId?: string | null }[],
): Promise<void> {
  const courses = items.filter((i) => i.kind === 'course').map((i) => i.id);
  if (courses.length)
    await trx
      .deleteFrom('cart_items')
      .where('user_id', '=', userId)
      .where('kind', '=', 'course')
      .where('item_id', 'in', courses)
      .execute();
  const goods = items.filter((i) => i.kind === 'product');
  if (goods.length)
    // A line is stored with its chosen variant, or '' for a product's only variant.
    await trx
      .deleteFrom('cart_items')
      .where('user_id', '=', userId)
      .where('kind', '=', 'product')
      .where((eb) =>
        eb.or(
          goods.map((g) => eb.and([eb('item_id', '=', g.id), eb('variant_id', 'in', g.variantId ? ['', g.variantId] : [''])])),
        ),
      )
      .execute();
}
