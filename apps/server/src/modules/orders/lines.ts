import { type CartLine, errorMessage, type Language } from '@sen/core';
import { sql } from 'kysely';
import type { Dialect } from '../../db/connection';
import { AppError } from '../../lib/http';
import {
  courseLine,
  courseOf,
  type LineRef,
  loadCourses,
  loadProducts,
  productLine,
  productOrThrow,
  purchasable,
} from '../cart/lines';
import type { StockLeft } from '../realtime/staff-notify';
import { type MoveContext, moveRow, recordMoves, type StockMove } from '../reports/movements';
import { ownsCourse } from './course-grants';
import type { Tx } from './db';

/** The request's index of an item, so an error points at the line the customer sees. */
export type IndexOf = (ref: LineRef) => number;

export function stockError(lang: Language, field: string, available: number, name: string): AppError {
  const code = available <= 0 ? 'OUT_OF_STOCK' : 'INSUFFICIENT_STOCK';
  const params: Record<string, string | number> = available <= 0 ? { name } : { n: available };
  return new AppError(409, code, params, [{ field, message: errorMessage(code, lang, params) }]);
}

/**
 * The order's lines priced from the database, strictly: an item that is gone, switched off,
 * short of stock or already owned stops the order with a message under its line. (The cart
 * quote is lenient instead and lowers quantities; an order never changes what was asked.)
 */
export async function orderLines(
  trx: Tx,
  refs: LineRef[],
  indexOf: IndexOf,
  userId: string | null,
  lang: Language,
  now: number,
  /** False for a pickup order: its goods come from the store's stock, not the delivery stock (issue 18). */
  fromDeliveryStock = true,
  dialect?: Dialect,
) {
  const [products, courses] = await Promise.all([
    loadProducts(
      trx,
      refs.filter((r) => r.kind === 'product').map((r) => r.id),
      dialect,
    ),
    loadCourses(
      trx,
      refs.filter((r) => r.kind === 'course').map((r) => r.id),
    ),
  ]);
  const lines: CartLine[] = [];
  for (const ref of refs) {
    const at = `items.${indexOf(ref)}`;
    const fail = (
      status: number,
      code: Parameters<typeof errorMessage>[0],
      field: string,
      params: Record<string, string | number> = {},
    ) => new AppError(status, code, params, [{ field, message: errorMessage(code, lang, params) }]);
    if (ref.kind === 'course') {
      const c = courseOf(courses, ref.id);
      if (!c) throw fail(404, 'ORDER_COURSE_NOT_FOUND', `${at}.courseId`);
      if (c.is_active !== 1) throw fail(409, 'PRODUCT_UNAVAILABLE', `${at}.courseId`, { name: c.title });
      if (userId && (await ownsCourse(trx, userId, c.id)))
        throw fail(409, 'ORDER_COURSE_OWNED', `${at}.courseId`, { name: c.title });
      lines.push(courseLine(c));
      continue;
    }
    const p = productOrThrow(products, ref, at, lang);
    if (!purchasable(p)) throw fail(409, 'PRODUCT_UNAVAILABLE', `${at}.productId`, { name: p.name });
    if (fromDeliveryStock && ref.quantity > p.quantity) throw stockError(lang, `${at}.quantity`, p.quantity, p.name);
    lines.push(productLine(p, ref.quantity, now));
  }
  return lines;
}

/** Goods in the one order every stock move locks rows in: by product, then by variant. */
function byProductThenVariant<T extends { product: string; variant: string | null }>(items: T[]): T[] {
  const key = (i: T) => `${i.product}\u0000${i.variant ?? ''}`;
  return [...items].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

/**
 * Takes the stock of every product line (decisions 0031, 0140): one conditional update on the
 * line's VARIANT that only matches while enough is left, so no interleaving can sell more than
 * there is (stock never below 0); then the product's summed stock and sold count follow in the
 * same transaction, so the listing's derived stock stays the sum of its variants. A product stored
 * without variant rows is taken on its own row, conditionally.
 * Locks are taken in one global order so two orders sharing goods cannot deadlock on PostgreSQL:
 * first every variant row (sorted), then every product row (sorted), each product once — never a
 * product row before a variant row (two variants of one product in one order would otherwise hold
 * the product while waiting for a variant another order holds). A catalogue write locks a
 * product's variants before the product too. A line that finds too little throws, and the
 * transaction puts back what was already taken.
 */
export async function takeStock(
  trx: Tx,
  lines: CartLine[],
  indexOf: IndexOf,
  lang: Language,
  move?: MoveContext,
  dialect?: Dialect,
): Promise<StockLeft[]> {
  const moves: StockMove[] = [];
  const left: StockLeft[] = [];
  const goods = byProductThenVariant(
    lines.filter((l) => l.kind === 'product').map((l) => ({ product: l.id, variant: l.variantId ?? null, line: l })),
  );
  const tooLittle = async ({ product, variant, line }: (typeof goods)[number]) => {
    const left = variant
      ? await trx.selectFrom('product_variants').select('quantity').where('id', '=', variant).executeTakeFirst()
      : await trx.selectFrom('products').select('quantity').where('id', '=', product).executeTakeFirst();
    const ref: LineRef = {
      kind: 'product',
      id: product,
      ...(line.hasVariants && variant ? { variantId: variant } : {}),
      quantity: 0,
    };
    return stockError(lang, `items.${indexOf(ref)}.quantity`, left?.quantity ?? 0, line.name);
  };
  if (dialect === 'postgres' && goods.length === 1) {
    const taken = await takeOneLine(trx, goods[0]!, move);
    if (!taken) throw await tooLittle(goods[0]!);
    return [taken];
  }
  const byVariant = [...goods.filter((g) => g.variant)].sort((a, b) => (a.variant! < b.variant! ? -1 : 1));
  for (const g of byVariant) {
    const res = await trx
      .updateTable('product_variants')
      .set((eb) => ({ quantity: eb('quantity', '-', g.line.quantity) }))
      .where('id', '=', g.variant!)
      .where('quantity', '>=', g.line.quantity)
      .returning('quantity')
      .executeTakeFirst();
    if (!res) throw await tooLittle(g);
    moves.push({ productId: g.product, variantId: g.variant, delta: -g.line.quantity, after: Number(res.quantity) });
  }
  // goods is sorted by product: each product's lines are together.
  for (let i = 0; i < goods.length; ) {
    const product = goods[i]!.product;
    let n = 0;
    let own = 0;
    let whole: (typeof goods)[number] | null = null;
    for (; i < goods.length && goods[i]!.product === product; i++) {
      n += goods[i]!.line.quantity;
      if (!goods[i]!.variant) {
        whole = goods[i]!;
        own += goods[i]!.line.quantity;
      }
    }
    let q = trx
      .updateTable('products')
      .set((eb) => ({ quantity: eb('quantity', '-', n), sold: eb('sold', '+', n) }))
      .where('id', '=', product);
    // Taken on the product's own row: only while enough is left.
    if (whole) q = q.where('quantity', '>=', n);
    // The name and tracking too: the low-stock notice needs no read after the commit (decision 0380).
    const res = await q.returning(['quantity', 'name', 'track_inventory']).executeTakeFirst();
    if (whole && !res) throw await tooLittle(whole);
    // The product's own row is the stock moved only for lines without a variant (else its sum follows).
    if (whole && res) moves.push({ productId: product, delta: -own, after: Number(res.quantity) });
    if (res)
      left.push({
        productId: product,
        name: res.name,
        left: Number(res.quantity),
        taken: n,
        tracked: Number(res.track_inventory) === 1,
      });
  }
  await recordMoves(trx, move, moves);
  return left;
}

/**
 * PostgreSQL, an order of one line (most orders): takeStock's statements in ONE (decision 0380),
 * in the same lock order — the variant's conditional update first (the product's update only
 * runs once it matched: `exists (select from v)`), then the product's sum and sold count, and the
 * stock movement from the quantity the update left. Null when too little was left (nothing
 * changed). A product without variant rows is taken on its own row, conditionally.
 */
async function takeOneLine(
  trx: Tx,
  g: { product: string; variant: string | null; line: CartLine },
  move: MoveContext | undefined,
): Promise<StockLeft | null> {
  const q = g.line.quantity;
  const row = moveRow(move, { productId: g.product, variantId: g.variant, delta: -q, after: 0 });
  const moved = sql`insert into stock_movements (id, product_id, variant_id, store_id, reason, reference, actor, actor_email, delta, quantity_before, quantity_after, created_at)
    select ${row.id}, ${row.product_id}, ${row.variant_id}, ${row.store_id}, ${row.reason}, ${row.reference}, ${row.actor}, ${row.actor_email}, ${row.delta}::integer, t.quantity + ${q}::integer, t.quantity, ${row.created_at} from`;
  const { rows } = g.variant
    ? await sql<{ quantity: number; name: string; track_inventory: number }>`with v as (
        update product_variants set quantity = quantity - ${q}::integer where id = ${g.variant} and quantity >= ${q}::integer returning quantity
      ), p as (
        update products set quantity = quantity - ${q}::integer, sold = sold + ${q}::integer
        where id = ${g.product} and exists (select 1 from v) returning quantity, name, track_inventory
      ), m as (${moved} v as t)
      select quantity, name, track_inventory from p`.execute(trx)
    : await sql<{ quantity: number; name: string; track_inventory: number }>`with p as (
        update products set quantity = quantity - ${q}::integer, sold = sold + ${q}::integer
        where id = ${g.product} and quantity >= ${q}::integer returning quantity, name, track_inventory
      ), m as (${moved} p as t)
      select quantity, name, track_inventory from p`.execute(trx);
  const res = rows[0];
  if (!res) return null;
  return {
    productId: g.product,
    name: res.name,
    left: Number(res.quantity),
    taken: q,
    tracked: Number(res.track_inventory) === 1,
  };
}

/** Puts a cancelled order's goods back on the shelf: on the variant sold and the product's sum (locks in takeStock's order). */
export async function returnStock(
  trx: Tx,
  items: { product_id: string | null; variant_id?: string | null; kind: string; quantity: number }[],
  move?: MoveContext,
): Promise<void> {
  const moves: StockMove[] = [];
  const goods = byProductThenVariant(
    items
      .filter((i) => i.kind === 'product' && i.product_id)
      .map((i) => ({ product: i.product_id!, variant: i.variant_id ?? null, quantity: i.quantity })),
  );
  for (const { product, variant, quantity } of [...goods.filter((g) => g.variant)].sort((a, b) =>
    a.variant! < b.variant! ? -1 : 1,
  )) {
    const res = await trx
      .updateTable('product_variants')
      .set((eb) => ({ quantity: eb('quantity', '+', quantity) }))
      .where('id', '=', variant!)
      .where('product_id', '=', product)
      .returning('quantity')
      .executeTakeFirst();
    if (res) moves.push({ productId: product, variantId: variant, delta: quantity, after: Number(res.quantity) });
  }
  const own = new Map<string, number>();
  for (const g of goods) if (!g.variant) own.set(g.product, (own.get(g.product) ?? 0) + g.quantity);
  const perProduct = new Map<string, number>();
  for (const g of goods) perProduct.set(g.product, (perProduct.get(g.product) ?? 0) + g.quantity);
  for (const [product, quantity] of perProduct) {
    const res = await trx
      .updateTable('products')
      .set((eb) => ({ quantity: eb('quantity', '+', quantity), sold: eb('sold', '-', quantity) }))
      .where('id', '=', product)
      .returning('quantity')
      .executeTakeFirst();
    const back = own.get(product);
    if (res && back) moves.push({ productId: product, delta: back, after: Number(res.quantity) });
  }
  await recordMoves(trx, move, moves);
}
