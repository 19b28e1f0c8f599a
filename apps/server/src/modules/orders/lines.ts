import { type CartLine, errorMessage, type Language } from '@sen/core';
import { AppError } from '../../lib/http';
import { courseLine, courseOf, type LineRef, loadCourses, loadProducts, productLine, purchasable } from '../cart/lines';
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
export async function orderLines(trx: Tx, refs: LineRef[], indexOf: IndexOf, userId: string | null, lang: Language, now: number) {
  const [products, courses] = await Promise.all([
    loadProducts(
      trx,
      refs.filter((r) => r.kind === 'product').map((r) => r.id),
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
    const p = products.get(ref.id);
    if (!p) throw fail(404, 'PRODUCT_NOT_FOUND', `${at}.productId`);
    if (!purchasable(p)) throw fail(409, 'PRODUCT_UNAVAILABLE', `${at}.productId`, { name: p.name });
    if (ref.quantity > p.quantity) throw stockError(lang, `${at}.quantity`, p.quantity, p.name);
    lines.push(productLine(p, ref.quantity, now));
  }
  return lines;
}

/**
 * Takes the stock of every product line, each with one conditional update that only matches
 * while enough is left, so no interleaving can sell more than there is (stock never below 0).
 * Rows are locked in id order, so two orders sharing products cannot deadlock on PostgreSQL.
 * A line that finds too little throws, and the transaction puts back what was already taken.
 */
export async function takeStock(trx: Tx, lines: CartLine[], indexOf: IndexOf, lang: Language): Promise<void> {
  const goods = lines.filter((l) => l.kind === 'product').sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (const line of goods) {
    const res = await trx
      .updateTable('products')
      .set((eb) => ({ quantity: eb('quantity', '-', line.quantity), sold: eb('sold', '+', line.quantity) }))
      .where('id', '=', line.id)
      .where('quantity', '>=', line.quantity)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) {
      const left = await trx.selectFrom('products').select('quantity').where('id', '=', line.id).executeTakeFirst();
      throw stockError(
        lang,
        `items.${indexOf({ kind: 'product', id: line.id, quantity: 0 })}.quantity`,
        left?.quantity ?? 0,
        line.name,
      );
    }
  }
}

/** Puts a cancelled order's goods back on the shelf. */
export async function returnStock(
  trx: Tx,
  items: { product_id: string | null; kind: string; quantity: number }[],
): Promise<void> {
  const goods = items
    .filter((i) => i.kind === 'product' && i.product_id)
    .sort((a, b) => (a.product_id! < b.product_id! ? -1 : 1));
  for (const item of goods) {
    await trx
      .updateTable('products')
      .set((eb) => ({ quantity: eb('quantity', '+', item.quantity), sold: eb('sold', '-', item.quantity) }))
      .where('id', '=', item.product_id!)
      .execute();
  }
}
