import { fieldMessage, type Language, type ProductBulk } from '@sen/core';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/http';
import { type AuditActor, recordAudit } from '../audit/audit';
import { recordMoves, type StockMove, staffMover } from '../reports/movements';
import { defaultVariantRow } from './variant-rows';
import { listingColumns, writeCategories } from './write';

const STATUS = { publish: 'published', unpublish: 'draft', archive: 'archived' } as const;

/** A new price: by % or an amount, rounded to whole đồng, never below 0. */
export function changedPrice(price: number, mode: 'percent' | 'amount', value: number): number {
  const next = mode === 'percent' ? (price * (100 + value)) / 100 : price + value;
  return Math.max(0, Math.round(next));
}

/**
 * One bulk action on the selected products, in the caller's transaction, with one audit entry per
 * product changed (before/after of what the action touches). Unknown ids are skipped; the answer
 * counts the products changed.
 */
export async function applyBulk(
  trx: Transaction<Database>,
  body: ProductBulk,
  actor: AuditActor | null,
  lang: Language,
): Promise<number> {
  const ids = [...new Set(body.ids)];
  const now = new Date().toISOString();
  const products = await trx
    .selectFrom('products')
    .select(['id', 'sku', 'price', 'compare_price', 'quantity', 'status', 'created_at', 'updated_at'])
    .where('id', 'in', ids)
    .execute();
  if (products.length === 0) return 0;
  const found = products.map((p) => p.id);
  const audit = (entityId: string, before: unknown, after: unknown) =>
    recordAudit(trx, { actor, action: `bulk.${body.action}`, entity: 'product', entityId, before, after });

  if (body.action === 'publish' || body.action === 'unpublish' || body.action === 'archive') {
    const status = STATUS[body.action];
    const changing = products.filter((p) => p.status !== status);
    if (changing.length) {
      await trx
        .updateTable('products')
        .set({ status, updated_at: now })
        .where(
          'id',
          'in',
          changing.map((p) => p.id),
        )
        .execute();
    }
    for (const p of changing) await audit(p.id, { status: p.status }, { status });
    return changing.length;
  }

  if (body.action === 'setCategory') {
    const category = await trx.selectFrom('categories').select('id').where('id', '=', body.category).executeTakeFirst();
    if (!category) {
      throw new AppError(400, 'VALIDATION_ERROR', undefined, [
        { field: 'category', message: fieldMessage('product.category.unknown', lang) },
      ]);
    }
    const links = await trx
      .selectFrom('product_categories')
      .select(['product_id', 'category_id'])
      .where('product_id', 'in', found)
      .orderBy('position')
      .execute();
    let changed = 0;
    for (const id of found) {
      const current = links.filter((l) => l.product_id === id).map((l) => l.category_id);
      if (current[0] === category.id) continue;
      // The chosen category becomes the primary one; the product's other categories stay.
      const next = [category.id, ...current.filter((c) => c !== category.id)];
      await writeCategories(trx, id, next);
      await trx.updateTable('products').set({ category_id: category.id, updated_at: now }).where('id', '=', id).execute();
      await audit(id, { categories: current }, { categories: next });
      changed++;
    }
    return changed;
  }

  // Prices and stock live on the variants; the product's listing columns follow them.
  const variants = await trx
    .selectFrom('product_variants')
    .select(['id', 'product_id', 'sku', 'price', 'compare_price', 'quantity', 'position'])
    .where('product_id', 'in', found)
    .orderBy('product_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
  const missing = products.filter((p) => !variants.some((v) => v.product_id === p.id));
  if (missing.length) {
    // Products inserted without variant rows get the default one they are shown with.
    const rows = missing.map((p) => defaultVariantRow({ ...p, price: Number(p.price) }));
    await trx.insertInto('product_variants').values(rows).execute();
    for (const r of rows) {
      variants.push({
        id: r.id,
        product_id: r.product_id,
        sku: r.sku,
        price: r.price,
        compare_price: r.compare_price ?? null,
        quantity: r.quantity ?? 0,
        position: 0,
      });
    }
  }
  type Line = { sku: string; price: number; comparePrice: number | null; quantity: number };
  const stock =
    (delta: number) =>
    (v: Line): Line => ({ ...v, quantity: Math.max(0, v.quantity + delta) });
  const priced =
    (mode: 'percent' | 'amount', value: number) =>
    (v: Line): Line => {
      const price = changedPrice(v.price, mode, value);
      // A compare price below the new price would show a false discount: it is dropped.
      return { ...v, price, comparePrice: v.comparePrice != null && v.comparePrice < price ? null : v.comparePrice };
    };
  const change =
    body.action === 'adjustStock' ? stock(body.delta) : body.action === 'changePrice' ? priced(body.mode, body.value) : null;
  if (!change) return 0;
  let changed = 0;
  const moves: StockMove[] = [];
  for (const p of products) {
    const own = variants.filter((v) => v.product_id === p.id);
    const before = own.map((v) => ({
      sku: v.sku,
      price: Number(v.price),
      comparePrice: v.compare_price == null ? null : Number(v.compare_price),
      quantity: v.quantity,
    }));
    const after = before.map(change);
    if (JSON.stringify(before) === JSON.stringify(after)) continue;
    for (const [i, v] of own.entries()) {
      const a = after[i]!;
      await trx
        .updateTable('product_variants')
        .set({ price: a.price, compare_price: a.comparePrice, quantity: a.quantity, updated_at: now })
        .where('id', '=', v.id)
        .execute();
      moves.push({ productId: p.id, variantId: v.id, delta: a.quantity - before[i]!.quantity, after: a.quantity });
    }
    const { sku: _sku, ...derived } = listingColumns(after);
    await trx
      .updateTable('products')
      .set({ ...derived, updated_at: now })
      .where('id', '=', p.id)
      .execute();
    await audit(p.id, { variants: before }, { variants: after });
    changed++;
  }
  await recordMoves(trx, { reason: 'bulk', ...staffMover(actor) }, moves, now);
  return changed;
}
