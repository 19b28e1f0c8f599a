import { randomUUID } from 'node:crypto';
import { type CartLine, fieldMessage, type Language } from '@sen/core';
import {
  PICKUP_TRANSFER_DAYS,
  type PickupOption,
  type Store,
  type StoreStockLine,
  type StoreTransfer,
  type StoreTransferInput,
} from '@sen/core/stores/index';
import { AppError, notFound } from '../../lib/http';
import type { AuditActor } from '../audit/audit';
import { recordAudit } from '../audit/audit';
import { type LineRef, loadProducts, purchasable } from '../cart/lines';
import type { Tx } from '../orders/db';
import { type MoveContext, recordMoves, type StockMove } from '../reports/movements';
import { listStores, toStore } from './queries';

/*
 * Pickup stock (decision 0281): each pickup store holds its own quantities per product and
 * variant (store_stock); the shop's delivery stock stays the product and variant rows. Every
 * change is a conditional update (never below 0), and every writer locks in one order —
 * store_stock rows (sorted), then variant rows, then product rows — the order placing a
 * delivery order already uses for the last two, so nothing deadlocks on PostgreSQL.
 */

const NO_VARIANT = '';
const vkey = (variant: string | null | undefined) => variant ?? NO_VARIANT;

interface Good {
  product: string;
  variant: string;
  quantity: number;
  name: string;
}

function goodsOf(lines: CartLine[]): Good[] {
  const map = new Map<string, Good>();
  for (const l of lines) {
    if (l.kind !== 'product') continue;
    const key = `${l.id}\u0000${vkey(l.variantId)}`;
    const g = map.get(key);
    if (g) g.quantity += l.quantity;
    else map.set(key, { product: l.id, variant: vkey(l.variantId), quantity: l.quantity, name: l.name });
  }
  return [...map.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, g]) => g);
}

async function storeQuantity(trx: Tx, store: string, product: string, variant: string): Promise<number> {
  const row = await trx
    .selectFrom('store_stock')
    .select('quantity')
    .where('store_id', '=', store)
    .where('product_id', '=', product)
    .where('variant_id', '=', variant)
    .executeTakeFirst();
  return Number(row?.quantity ?? 0);
}

/**
 * Takes a pickup order's goods from the chosen store, inside the order's transaction: one
 * conditional update per line that only matches while the store has enough, so concurrent
 * orders can never take more than it holds. The products' sold counts follow.
 */
export async function takeStoreStock(
  trx: Tx,
  store: { id: string; name: string },
  lines: CartLine[],
  lang: Language,
  move?: MoveContext,
): Promise<void> {
  const goods = goodsOf(lines);
  const now = new Date().toISOString();
  const moves: StockMove[] = [];
  for (const g of goods) {
    const res = await trx
      .updateTable('store_stock')
      .set((eb) => ({ quantity: eb('quantity', '-', g.quantity), updated_at: now }))
      .where('store_id', '=', store.id)
      .where('product_id', '=', g.product)
      .where('variant_id', '=', g.variant)
      .where('quantity', '>=', g.quantity)
      .returning('quantity')
      .executeTakeFirst();
    if (res)
      moves.push({
        productId: g.product,
        variantId: g.variant,
        storeId: store.id,
        delta: -g.quantity,
        after: Number(res.quantity),
      });
    else {
      const available = await storeQuantity(trx, store.id, g.product, g.variant);
      const params = { store: store.name, available, name: g.name };
      throw new AppError(
        409,
        available <= 0 ? 'OUT_OF_STOCK' : 'INSUFFICIENT_STOCK',
        available <= 0 ? { name: g.name } : { n: available },
        [{ field: 'shipping.storeId', message: fieldMessage('store.pickup.short', lang, params) }],
      );
    }
  }
  await bumpSold(trx, goods, 1);
  await recordMoves(trx, move, moves, now);
}

async function bumpSold(trx: Tx, goods: Good[], sign: 1 | -1) {
  const perProduct = new Map<string, number>();
  for (const g of goods) perProduct.set(g.product, (perProduct.get(g.product) ?? 0) + g.quantity);
  for (const [product, n] of [...perProduct].sort(([a], [b]) => (a < b ? -1 : 1)))
    await trx
      .updateTable('products')
      .set((eb) => ({ sold: eb('sold', sign > 0 ? '+' : '-', n) }))
      .where('id', '=', product)
      .execute();
}

/** Adds to a store's stock (the row made when missing); answers the quantity after. */
async function addStoreStock(trx: Tx, store: string, product: string, variant: string, n: number, now: string): Promise<number> {
  const res = await trx
    .updateTable('store_stock')
    .set((eb) => ({ quantity: eb('quantity', '+', n), updated_at: now }))
    .where('store_id', '=', store)
    .where('product_id', '=', product)
    .where('variant_id', '=', variant)
    .returning('quantity')
    .executeTakeFirst();
  if (res) return Number(res.quantity);
  const made = await trx
    .insertInto('store_stock')
    .values({ store_id: store, product_id: product, variant_id: variant, quantity: n, updated_at: now })
    .onConflict((oc) =>
      oc.columns(['store_id', 'product_id', 'variant_id']).doUpdateSet((eb) => ({
        quantity: eb('store_stock.quantity', '+', n),
        updated_at: now,
      })),
    )
    .returning('quantity')
    .executeTakeFirstOrThrow();
  return Number(made.quantity);
}

/**
 * Gives a cancelled pickup order's goods back to its store (once: the pickup row's holds_stock
 * flips in the same conditional update). Returns false when the order took no store stock (not
 * a pickup, or one served from the delivery stock with a wait), so the caller returns it to the
 * delivery stock instead.
 */
export async function returnPickupStock(trx: Tx, orderId: string, move?: MoveContext): Promise<boolean> {
  const pickup = await trx
    .selectFrom('order_pickups')
    .select(['store_id', 'holds_stock', 'wait_days'])
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  // No pickup, or one sent from the delivery stock (decision 0294): the caller returns it there.
  if (!pickup || Number(pickup.wait_days) > 0) return false;
  const res = await trx
    .updateTable('order_pickups')
    .set({ holds_stock: 0 })
    .where('order_id', '=', orderId)
    .where('holds_stock', '=', 1)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) return true;
  const items = await trx
    .selectFrom('order_items')
    .select(['product_id', 'variant_id', 'quantity', 'name'])
    .where('order_id', '=', orderId)
    .where('kind', '=', 'product')
    .execute();
  const goods = goodsOf(
    items
      .filter((i) => i.product_id)
      .map(
        (i) => ({ kind: 'product', id: i.product_id!, variantId: i.variant_id, quantity: i.quantity, name: i.name }) as CartLine,
      ),
  );
  const now = new Date().toISOString();
  const moves: StockMove[] = [];
  for (const g of goods) {
    const after = await addStoreStock(trx, pickup.store_id, g.product, g.variant, g.quantity, now);
    moves.push({ productId: g.product, variantId: g.variant, storeId: pickup.store_id, delta: g.quantity, after });
  }
  await bumpSold(trx, goods, -1);
  await recordMoves(trx, move, moves, now);
  return true;
}

/**
 * Days the delivery stock takes to reach `store` (decision 0294): it is kept at the shipping
 * origin (the stores marked so; else the default store), so a store in an origin's province gets
 * it the next day and any other in PICKUP_TRANSFER_DAYS.otherProvince.
 */
export function transferDays(store: Pick<Store, 'province'>, origins: Pick<Store, 'province'>[]): number {
  return origins.some((o) => o.province.code === store.province.code)
    ? PICKUP_TRANSFER_DAYS.sameProvince
    : PICKUP_TRANSFER_DAYS.otherProvince;
}

/**
 * Every active pickup store for a cart: whether it holds every line now, what it lacks, and the
 * wait (decision 0294) — 0 when it holds them all, the transfer days from the shipping origin
 * when the delivery stock holds them all instead, null when neither does.
 */
export async function pickupOptions(db: Tx, refs: LineRef[]): Promise<PickupOption[]> {
  const active = await listStores(db, { activeOnly: true });
  const stores = active.filter((s) => s.isPickupLocation);
  const marked = active.filter((s) => s.isShippingOrigin);
  const origins = marked.length ? marked : active.filter((s) => s.isDefault);
  const lookup = await loadProducts(
    db,
    refs.filter((r) => r.kind === 'product').map((r) => r.id),
  );
  const wanted: { ref: LineRef; product: string; variant: string; quantity: number }[] = [];
  let poolHasAll = true;
  for (const r of refs) {
    if (r.kind !== 'product') continue;
    const p = lookup(r.variantId ? { id: r.id, variantId: r.variantId } : { id: r.id });
    if ('missing' in p) continue;
    if (!purchasable(p) || p.quantity < r.quantity) poolHasAll = false;
    wanted.push({ ref: r, product: p.id, variant: vkey(p.variant_id), quantity: r.quantity });
  }
  const rows = wanted.length
    ? await db
        .selectFrom('store_stock')
        .select(['store_id', 'product_id', 'variant_id', 'quantity'])
        .where(
          'product_id',
          'in',
          wanted.map((w) => w.product),
        )
        .execute()
    : [];
  const have = new Map(rows.map((r) => [`${r.store_id}\u0000${r.product_id}\u0000${r.variant_id}`, Number(r.quantity)]));
  return stores.map(({ distanceKm: _d, ...store }) => {
    const missing = wanted
      .map((w) => ({ w, available: have.get(`${store.id}\u0000${w.product}\u0000${w.variant}`) ?? 0 }))
      .filter((m) => m.available < m.w.quantity)
      .map(({ w, available }) => ({ productId: w.product, variantId: w.variant || null, available }));
    const available = missing.length === 0 && wanted.length > 0;
    const waitDays = available ? 0 : wanted.length > 0 && poolHasAll ? transferDays(store, origins) : null;
    return { store, available, waitDays, missing };
  });
}

/** A store's stock with names and the delivery stock beside it (staff). */
export async function storeStock(db: Tx, storeId: string): Promise<StoreStockLine[]> {
  const rows = await db
    .selectFrom('store_stock as s')
    .innerJoin('products as p', 'p.id', 's.product_id')
    .leftJoin('product_variants as v', (j) => j.onRef('v.id', '=', 's.variant_id'))
    .select([
      's.product_id',
      's.variant_id',
      's.quantity',
      'p.name',
      'p.sku as product_sku',
      'p.quantity as product_quantity',
      'v.name as variant_name',
      'v.sku as variant_sku',
      'v.quantity as variant_quantity',
    ])
    .where('s.store_id', '=', storeId)
    .orderBy('p.name')
    .orderBy('s.variant_id')
    .execute();
  return rows.map((r) => ({
    productId: r.product_id,
    variantId: r.variant_id || null,
    name: r.name,
    variantName: r.variant_name ?? '',
    sku: r.variant_sku ?? r.product_sku ?? '',
    quantity: Number(r.quantity),
    poolQuantity: Number(r.variant_id ? (r.variant_quantity ?? 0) : r.product_quantity),
  }));
}

/** The products a store can hand over now (public store page): published, in its stock. */
export async function pickupProducts(db: Tx, storeId: string, limit = 24) {
  const rows = await db
    .selectFrom('store_stock as s')
    .innerJoin('products as p', 'p.id', 's.product_id')
    .select(['p.id', 'p.name', 'p.slug', 'p.thumbnail', 'p.price'])
    .select((eb) => eb.fn.sum<number>('s.quantity').as('quantity'))
    .where('s.store_id', '=', storeId)
    .where('s.quantity', '>', 0)
    .where('p.status', '=', 'published')
    .groupBy(['p.id', 'p.name', 'p.slug', 'p.thumbnail', 'p.price'])
    .orderBy('p.name')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    slug: r.slug,
    thumbnail: r.thumbnail,
    price: Number(r.price),
    quantity: Number(r.quantity),
  }));
}

/**
 * Moves stock between the delivery stock (null) and stores, or between two stores, and records
 * the transfer — in one transaction, so what leaves one side arrives at the other (the total of
 * delivery stock and every store's stays the same). The source is taken conditionally: never
 * below 0 (409 STORE_STOCK_SHORT with what is there).
 */
export async function transferStock(
  trx: Tx,
  input: StoreTransferInput,
  actor: AuditActor,
  lang: Language,
): Promise<StoreTransfer> {
  const ids = [input.fromStoreId, input.toStoreId].filter((s): s is string => Boolean(s));
  const stores = ids.length ? await trx.selectFrom('stores').selectAll().where('id', 'in', ids).execute() : [];
  const byId = new Map(stores.map((s) => [s.id, s]));
  for (const id of [input.fromStoreId, input.toStoreId]) if (id && !byId.has(id)) throw notFound('STORE_NOT_FOUND');
  const lookup = await loadProducts(trx, [input.productId]);
  const p = lookup(input.variantId ? { id: input.productId, variantId: input.variantId } : { id: input.productId });
  if ('missing' in p)
    throw new AppError(400, 'VALIDATION_ERROR', undefined, [
      { field: input.variantId ? 'variantId' : 'productId', message: fieldMessage('store.transfer.product', lang) },
    ]);
  const variant = vkey(p.variant_id);
  const n = input.quantity;
  const now = new Date().toISOString();
  const short = (available: number) => new AppError(409, 'STORE_STOCK_SHORT', { available });

  // store_stock rows first, in key order (the source and the target sorted by store id).
  const sides = [
    input.fromStoreId ? { store: input.fromStoreId, delta: -n } : null,
    input.toStoreId ? { store: input.toStoreId, delta: n } : null,
  ]
    .filter((s): s is { store: string; delta: number } => s !== null)
    .sort((a, b) => (a.store < b.store ? -1 : 1));
  const transferId = randomUUID();
  const moves: StockMove[] = [];
  for (const s of sides) {
    if (s.delta > 0) {
      const after = await addStoreStock(trx, s.store, p.id, variant, s.delta, now);
      moves.push({ productId: p.id, variantId: variant, storeId: s.store, delta: s.delta, after });
    } else {
      const res = await trx
        .updateTable('store_stock')
        .set((eb) => ({ quantity: eb('quantity', '-', n), updated_at: now }))
        .where('store_id', '=', s.store)
        .where('product_id', '=', p.id)
        .where('variant_id', '=', variant)
        .where('quantity', '>=', n)
        .returning('quantity')
        .executeTakeFirst();
      if (!res) throw short(await storeQuantity(trx, s.store, p.id, variant));
      moves.push({ productId: p.id, variantId: variant, storeId: s.store, delta: s.delta, after: Number(res.quantity) });
    }
  }
  // Then the delivery stock: the variant row, then the product's sum (or the product alone).
  if (!input.fromStoreId || !input.toStoreId) {
    const delta = input.fromStoreId ? n : -n;
    if (p.variant_id) {
      let v = trx
        .updateTable('product_variants')
        .set((eb) => ({ quantity: eb('quantity', '+', delta) }))
        .where('id', '=', p.variant_id);
      if (delta < 0) v = v.where('quantity', '>=', n);
      const res = await v.returning('quantity').executeTakeFirst();
      if (!res) throw short(Number(p.quantity));
      moves.push({ productId: p.id, variantId: p.variant_id, delta, after: Number(res.quantity) });
      await trx
        .updateTable('products')
        .set((eb) => ({ quantity: eb('quantity', '+', delta) }))
        .where('id', '=', p.id)
        .execute();
    } else {
      let q = trx
        .updateTable('products')
        .set((eb) => ({ quantity: eb('quantity', '+', delta) }))
        .where('id', '=', p.id);
      if (delta < 0) q = q.where('quantity', '>=', n);
      const res = await q.returning('quantity').executeTakeFirst();
      if (!res) throw short(Number(p.quantity));
      moves.push({ productId: p.id, delta, after: Number(res.quantity) });
    }
  }
  await recordMoves(
    trx,
    { reason: 'transfer', reference: transferId, actor: `staff:${actor.id}`, actorEmail: actor.email },
    moves,
    now,
  );
  const productName = p.variant_name ? `${p.name} (${p.variant_name})` : p.name;
  const row = {
    id: transferId,
    from_store_id: input.fromStoreId,
    to_store_id: input.toStoreId,
    product_id: p.id,
    variant_id: variant,
    product_name: productName,
    quantity: n,
    note: input.note,
    actor_id: actor.id,
    actor_email: actor.email,
    created_at: now,
  };
  await trx.insertInto('store_stock_transfers').values(row).execute();
  await recordAudit(trx, { actor, action: 'transfer', entity: 'store_stock', entityId: row.id, after: input });
  const named = (id: string | null) => (id ? { id, name: toStore(byId.get(id)!).name } : null);
  return {
    id: row.id,
    from: named(row.from_store_id),
    to: named(row.to_store_id),
    productId: p.id,
    variantId: p.variant_id,
    productName,
    quantity: n,
    note: row.note,
    actorEmail: actor.email,
    createdAt: now,
  };
}

export async function listTransfers(db: Tx, storeId: string | undefined, limit = 100): Promise<StoreTransfer[]> {
  let q = db.selectFrom('store_stock_transfers').selectAll();
  if (storeId) q = q.where((eb) => eb.or([eb('from_store_id', '=', storeId), eb('to_store_id', '=', storeId)]));
  const rows = await q.orderBy('created_at', 'desc').limit(limit).execute();
  const names = new Map((await db.selectFrom('stores').select(['id', 'name']).execute()).map((s) => [s.id, s.name] as const));
  const named = (id: string | null) => (id ? { id, name: names.get(id) ?? '—' } : null);
  return rows.map((r) => ({
    id: r.id,
    from: named(r.from_store_id),
    to: named(r.to_store_id),
    productId: r.product_id,
    variantId: r.variant_id || null,
    productName: r.product_name,
    quantity: Number(r.quantity),
    note: r.note,
    actorEmail: r.actor_email,
    createdAt: r.created_at,
  }));
}

/**
 * An edited pickup order's goods against its store (issue 13, decision 0340): more taken with the
 * conditional update of takeStoreStock (never below 0, so racing edits cannot both take the last
 * units), fewer given back; rows locked in takeStoreStock's order. The products' sold counts follow.
 */
export async function adjustStoreStock(
  trx: Tx,
  store: { id: string; name: string },
  deltas: { product: string; variant: string | null; delta: number; name: string; field: string }[],
  lang: Language,
): Promise<void> {
  const now = new Date().toISOString();
  const moves = deltas
    .filter((d) => d.delta !== 0)
    .map((d) => ({ ...d, variant: vkey(d.variant) }))
    .sort((a, b) => {
      const ka = `${a.product}\u0000${a.variant}`;
      const kb = `${b.product}\u0000${b.variant}`;
      return ka < kb ? -1 : ka > kb ? 1 : 0;
    });
  for (const d of moves) {
    if (d.delta < 0) {
      await addStoreStock(trx, store.id, d.product, d.variant, -d.delta, now);
      continue;
    }
    const res = await trx
      .updateTable('store_stock')
      .set((eb) => ({ quantity: eb('quantity', '-', d.delta), updated_at: now }))
      .where('store_id', '=', store.id)
      .where('product_id', '=', d.product)
      .where('variant_id', '=', d.variant)
      .where('quantity', '>=', d.delta)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) {
      const available = await storeQuantity(trx, store.id, d.product, d.variant);
      const params = { store: store.name, available, name: d.name };
      throw new AppError(
        409,
        available <= 0 ? 'OUT_OF_STOCK' : 'INSUFFICIENT_STOCK',
        available <= 0 ? { name: d.name } : { n: available },
        [{ field: d.field, message: fieldMessage('store.pickup.short', lang, params) }],
      );
    }
  }
  const net = new Map<string, number>();
  for (const d of moves) net.set(d.product, (net.get(d.product) ?? 0) + d.delta);
  for (const [product, n] of [...net].sort(([a], [b]) => (a < b ? -1 : 1)))
    if (n !== 0)
      await trx
        .updateTable('products')
        .set((eb) => ({ sold: eb('sold', '+', n) }))
        .where('id', '=', product)
        .execute();
}
