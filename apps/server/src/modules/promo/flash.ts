import { randomUUID } from 'node:crypto';
import { type CartLine, currentPrice, errorMessage, type Language, lineTotal } from '@sen/core';
import { AppError } from '../../lib/http';
import type { LineRef } from '../cart/lines';
import type { Tx } from '../orders/db';
import type { IndexOf } from '../orders/lines';
import type { Customer } from './coupons';

/** The flash price of one unit: a fixed price, or a percentage off the current price; whole VND. */
export function flashUnitPrice(priceType: string, value: number, current: number): number {
  const p =
    priceType === 'fixed' ? Number(value) : Math.round((current * (100 - Math.min(100, Math.max(0, Number(value))))) / 100);
  return Math.max(0, Math.round(p));
}

/** Items of the flash sales running at `now` for these products (read from the database, never a cache). */
export async function runningFlashItems(db: Tx, productIds: string[], now: number) {
  if (!productIds.length) return [];
  const at = new Date(now).toISOString();
  return db
    .selectFrom('flash_sale_items as i')
    .innerJoin('flash_sales as s', 's.id', 'i.flash_sale_id')
    .select([
      'i.id',
      'i.product_id',
      'i.variant_id',
      'i.price_type',
      'i.value',
      'i.cap',
      'i.per_customer',
      'i.sold',
      's.ends_at',
      's.starts_at',
    ])
    .where('s.is_active', '=', 1)
    .where('s.starts_at', '<=', at)
    .where('s.ends_at', '>', at)
    .where('i.product_id', 'in', [...new Set(productIds)])
    .orderBy('s.starts_at')
    .orderBy('i.id')
    .execute();
}

/**
 * Lines re-priced by the flash sales running at `now` (decision 0251): the window is checked
 * against the clock of the request, so prices switch exactly at the start and the end. A line
 * whose quantity is more than the units left at the flash price keeps its regular price.
 */
export async function withFlashPrices(db: Tx, lines: CartLine[], now: number): Promise<CartLine[]> {
  const items = await runningFlashItems(
    db,
    lines.filter((l) => l.kind === 'product').map((l) => l.id),
    now,
  );
  if (!items.length) return lines;
  return lines.map((line) => {
    if (line.kind !== 'product') return line;
    const mine = items.filter((i) => i.product_id === line.id && (i.variant_id === null || i.variant_id === line.variantId));
    const item = mine.find((i) => i.variant_id !== null) ?? mine[0];
    if (!item) return line;
    const left = item.cap === null ? Number.POSITIVE_INFINITY : item.cap - item.sold;
    if (line.quantity > left) return line;
    const price = flashUnitPrice(item.price_type, Number(item.value), line.price);
    if (price >= line.price) return line;
    const regular = Math.max(line.comparePrice ?? 0, line.price);
    return {
      ...line,
      price,
      comparePrice: regular,
      isOnSale: true,
      salePercentage: Math.round((1 - price / regular) * 100),
      lineTotal: lineTotal(price, line.quantity),
      flashSaleItemId: item.id,
      flashEndsAt: item.ends_at,
    };
  });
}

/**
 * Takes the flash-sale units of an order inside its transaction, like stock: a conditional
 * increment that only matches while the cap has room, so concurrent buyers can never take more
 * than the cap at the flash price; on PostgreSQL it also locks the item row until commit, so the
 * per-customer count read after it sees every earlier purchase. Items in id order (no deadlock).
 */
export async function takeFlashSales(
  trx: Tx,
  lines: CartLine[],
  orderId: string,
  who: Customer,
  indexOf: IndexOf,
  lang: Language,
  stamp: string,
): Promise<void> {
  const flash = lines.filter((l) => l.flashSaleItemId).sort((a, b) => (a.flashSaleItemId! < b.flashSaleItemId! ? -1 : 1));
  for (const line of flash) {
    const itemId = line.flashSaleItemId!;
    const ref: LineRef = {
      kind: 'product',
      id: line.id,
      ...(line.hasVariants && line.variantId ? { variantId: line.variantId } : {}),
      quantity: 0,
    };
    const field = `items.${indexOf(ref)}.quantity`;
    const res = await trx
      .updateTable('flash_sale_items')
      .set((eb) => ({ sold: eb('sold', '+', line.quantity) }))
      .where('id', '=', itemId)
      .where((eb) => eb.or([eb('cap', 'is', null), eb(eb('sold', '+', line.quantity), '<=', eb.ref('cap'))]))
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) {
      const params = { name: line.name };
      throw new AppError(409, 'FLASH_SALE_SOLD_OUT', params, [
        { field, message: errorMessage('FLASH_SALE_SOLD_OUT', lang, params) },
      ]);
    }
    const item = await trx
      .selectFrom('flash_sale_items')
      .select('per_customer')
      .where('id', '=', itemId)
      .executeTakeFirstOrThrow();
    if (item.per_customer !== null && (who.userId || who.email)) {
      const bought = await trx
        .selectFrom('flash_sale_purchases')
        .select((eb) => eb.fn.sum<number>('quantity').as('n'))
        .where('item_id', '=', itemId)
        .where((eb) => {
          const ors = [];
          if (who.userId) ors.push(eb('user_id', '=', who.userId));
          if (who.email) ors.push(eb('email', '=', who.email.toLowerCase()));
          return eb.or(ors);
        })
        .executeTakeFirst();
      if (Number(bought?.n ?? 0) + line.quantity > item.per_customer) {
        const params = { name: line.name, n: item.per_customer };
        throw new AppError(409, 'FLASH_SALE_CUSTOMER_LIMIT', params, [
          { field, message: errorMessage('FLASH_SALE_CUSTOMER_LIMIT', lang, params) },
        ]);
      }
    }
    await trx
      .insertInto('flash_sale_purchases')
      .values({
        id: randomUUID(),
        item_id: itemId,
        order_id: orderId,
        user_id: who.userId,
        email: (who.email ?? '').toLowerCase(),
        quantity: line.quantity,
        created_at: stamp,
      })
      .execute();
  }
}

/** Gives a cancelled order's flash-sale units back to their caps (before coupons and stock, as orders lock them). */
export async function releaseFlashSales(trx: Tx, orderId: string): Promise<void> {
  const taken = await trx
    .selectFrom('flash_sale_purchases')
    .select(['id', 'item_id', 'quantity'])
    .where('order_id', '=', orderId)
    .orderBy('item_id')
    .execute();
  for (const t of taken) {
    await trx
      .updateTable('flash_sale_items')
      .set((eb) => ({ sold: eb('sold', '-', t.quantity) }))
      .where('id', '=', t.item_id)
      .where('sold', '>=', t.quantity)
      .execute();
    await trx.deleteFrom('flash_sale_purchases').where('id', '=', t.id).execute();
  }
}

/** The current unit price of a product row (decision 0006), for lists that show a flash price next to it. */
export function currentPriceOf(p: {
  price: number;
  compare_price: number | null;
  sale_percentage: number;
  is_on_sale: number;
  sale_start: string | null;
  sale_end: string | null;
}): number {
  return Math.round(
    currentPrice({
      price: Number(p.price),
      comparePrice: p.compare_price === null ? null : Number(p.compare_price),
      salePercentage: p.sale_percentage,
      isOnSale: p.is_on_sale === 1,
      saleStart: p.sale_start,
      saleEnd: p.sale_end,
    }),
  );
}
