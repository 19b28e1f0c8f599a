import type { Language } from '@sen/core';
import type { Tx } from './db';
import { stockError } from './lines';

/** One good whose quantity an edit changes: more taken (delta > 0) or given back (delta < 0). */
export interface StockDelta {
  product: string;
  /** Null for a product stored without variant rows: its stock is on the product row. */
  variant: string | null;
  delta: number;
  name: string;
  /** The edit's field an error points at (items.N.quantity). */
  field: string;
}

const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The delivery stock of an edited order (decision 0340), in ONE pass with the locks in the order
 * every stock move uses (decisions 0031, 0140): every variant row first (sorted), then every
 * product row (sorted). Taking more is the conditional update of takeStock (only while enough is
 * left), so two edits — or an edit and an order — racing for the last units cannot both get them;
 * giving back is an unconditional increment. The product's summed stock and sold count follow.
 */
export async function adjustStock(trx: Tx, deltas: StockDelta[], lang: Language): Promise<void> {
  const moves = deltas.filter((d) => d.delta !== 0);
  const shortOf = async (d: StockDelta) => {
    const left = d.variant
      ? await trx.selectFrom('product_variants').select('quantity').where('id', '=', d.variant).executeTakeFirst()
      : await trx.selectFrom('products').select('quantity').where('id', '=', d.product).executeTakeFirst();
    return stockError(lang, d.field, Number(left?.quantity ?? 0), d.name);
  };
  for (const d of moves.filter((m) => m.variant).sort((a, b) => byId(a.variant!, b.variant!))) {
    let q = trx
      .updateTable('product_variants')
      .set((eb) => ({ quantity: eb('quantity', '-', d.delta) }))
      .where('id', '=', d.variant!);
    if (d.delta > 0) q = q.where('quantity', '>=', d.delta);
    const res = await q.executeTakeFirst();
    if (d.delta > 0 && Number(res.numUpdatedRows) !== 1) throw await shortOf(d);
  }
  const perProduct = new Map<string, { net: number; whole: StockDelta | null }>();
  for (const d of moves) {
    const p = perProduct.get(d.product) ?? { net: 0, whole: null };
    p.net += d.delta;
    if (!d.variant) p.whole = d;
    perProduct.set(d.product, p);
  }
  for (const [product, { net, whole }] of [...perProduct].sort(([a], [b]) => byId(a, b))) {
    if (net === 0) continue;
    let q = trx
      .updateTable('products')
      .set((eb) => ({ quantity: eb('quantity', '-', net), sold: eb('sold', '+', net) }))
      .where('id', '=', product);
    // Taken on the product's own row: only while enough is left.
    if (whole && net > 0) q = q.where('quantity', '>=', net);
    const res = await q.executeTakeFirst();
    if (whole && net > 0 && Number(res.numUpdatedRows) !== 1) throw await shortOf({ ...whole, delta: net });
  }
}
