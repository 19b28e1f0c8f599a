import { type ListingSort, priceBucketIndex } from '@sen/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The columns the listing filters, counts and sorts on, for every published product, held in
 * typed arrays (a few MB at 100k products). Counting facets over them takes a millisecond or
 * two where the same GROUP BY over 100k rows takes 60–150 ms (docs/decisions/0020).
 * Row i of every array is the same product.
 */
export interface Snapshot {
  /** The shared token it was built for (see listing-index.ts); also part of the answer cache keys. */
  version: string;
  n: number;
  ids: string[];
  /** Index into categoryIds, or -1 when the product has none. */
  cat: Int32Array;
  categoryIds: string[];
  brand: Int32Array;
  brandIds: string[];
  price: Float64Array;
  bucket: Uint8Array;
  rating: Float64Array;
  ratingCount: Float64Array;
  quantity: Float64Array;
  sold: Float64Array;
  created: Float64Array;
  onSale: Uint8Array;
  /** -Infinity / +Infinity when open; NaN when unreadable (never active). */
  saleStart: Float64Array;
  saleEnd: Float64Array;
  isNew: Uint8Array;
  bestseller: Uint8Array;
  /** Distinct words of the folded names and the rows holding each. */
  vocabulary: string[];
  postings: Int32Array[];
  tags: Map<string, Int32Array>;
  orders: Map<ListingSort, Int32Array>;
}

function dictionary() {
  const list: string[] = [];
  const index = new Map<string, number>();
  return {
    list,
    of(id: string | null): number {
      if (id === null) return -1;
      let i = index.get(id);
      if (i === undefined) {
        i = list.length;
        list.push(id);
        index.set(id, i);
      }
      return i;
    },
  };
}

const time = (v: string | null, open: number) => (v === null ? open : Date.parse(v));

export async function buildSnapshot(db: Kysely<Database>, version: string): Promise<Snapshot> {
  const [rows, tagRows] = await Promise.all([
    db
      .selectFrom('products')
      .select([
        'id',
        'category_id',
        'brand_id',
        'price',
        'rating_average',
        'rating_count',
        'quantity',
        'sold',
        'created_at',
        'is_on_sale',
        'sale_start',
        'sale_end',
        'is_new',
        'is_bestseller',
        'name_folded',
      ])
      .where('status', '=', 'published')
      .execute(),
    db.selectFrom('product_tags').select(['product_id', 'tag']).execute(),
  ]);
  const n = rows.length;
  const cats = dictionary();
  const brands = dictionary();
  const s: Snapshot = {
    version,
    n,
    ids: new Array<string>(n),
    cat: new Int32Array(n),
    categoryIds: cats.list,
    brand: new Int32Array(n),
    brandIds: brands.list,
    price: new Float64Array(n),
    bucket: new Uint8Array(n),
    rating: new Float64Array(n),
    ratingCount: new Float64Array(n),
    quantity: new Float64Array(n),
    sold: new Float64Array(n),
    created: new Float64Array(n),
    onSale: new Uint8Array(n),
    saleStart: new Float64Array(n),
    saleEnd: new Float64Array(n),
    isNew: new Uint8Array(n),
    bestseller: new Uint8Array(n),
    vocabulary: [],
    postings: [],
    tags: new Map(),
    orders: new Map(),
  };
  const rowOf = new Map<string, number>();
  const words = new Map<string, number[]>();
  rows.forEach((r, i) => {
    s.ids[i] = r.id;
    rowOf.set(r.id, i);
    s.cat[i] = cats.of(r.category_id);
    s.brand[i] = brands.of(r.brand_id);
    s.price[i] = Number(r.price);
    s.bucket[i] = priceBucketIndex(Number(r.price));
    s.rating[i] = Number(r.rating_average);
    s.ratingCount[i] = r.rating_count;
    s.quantity[i] = r.quantity;
    s.sold[i] = r.sold;
    s.created[i] = Date.parse(r.created_at);
    s.onSale[i] = r.is_on_sale;
    s.saleStart[i] = time(r.sale_start, Number.NEGATIVE_INFINITY);
    s.saleEnd[i] = time(r.sale_end, Number.POSITIVE_INFINITY);
    s.isNew[i] = r.is_new;
    s.bestseller[i] = r.is_bestseller;
    for (const w of new Set(r.name_folded.split(' '))) {
      const list = words.get(w);
      if (list) list.push(i);
      else words.set(w, [i]);
    }
  });
  for (const [w, list] of words) {
    s.vocabulary.push(w);
    s.postings.push(Int32Array.from(list));
  }
  const byTag = new Map<string, number[]>();
  for (const t of tagRows) {
    const i = rowOf.get(t.product_id);
    if (i === undefined) continue;
    const list = byTag.get(t.tag) ?? [];
    list.push(i);
    byTag.set(t.tag, list);
  }
  for (const [tag, list] of byTag) s.tags.set(tag, Int32Array.from(list));
  return s;
}

/**
 * Rows whose folded name contains every word, as a 0/1 mask. A word may sit anywhere inside a
 * name's word ("sung" finds "samsung"), exactly like `LIKE '%word%'`, because query words never
 * contain spaces: so scanning the distinct words, not the 100k names, is enough.
 */
export function matchWords(s: Snapshot, words: string[]): Uint8Array {
  const hits = new Uint8Array(s.n);
  words.forEach((w, k) => {
    for (let v = 0; v < s.vocabulary.length; v++) {
      if (!s.vocabulary[v]!.includes(w)) continue;
      // A row counts once per query word, however many of its words contain it.
      for (const i of s.postings[v]!) if (hits[i] === k) hits[i] = k + 1;
    }
  });
  const all = words.length;
  for (let i = 0; i < s.n; i++) hits[i] = hits[i] === all ? 1 : 0;
  return hits;
}

/** Sort keys, most significant first; "desc" keys are negated. The id always breaks ties. */
const KEYS: Record<ListingSort, (s: Snapshot) => Float64Array[]> = {
  popularity: (s) => [negate(s.sold)],
  newest: (s) => [negate(s.created)],
  rating: (s) => [negate(s.rating), negate(s.ratingCount)],
  'price-asc': (s) => [s.price],
  'price-desc': (s) => [negate(s.price)],
};

function negate(values: Float64Array): Float64Array {
  return values.map((v) => -v);
}

/** Dense rank of each value (0 = smallest). */
function ranks(values: Float64Array): Float64Array {
  const distinct = Float64Array.from(new Set(values)).sort();
  const rankOf = new Map<number, number>();
  for (let r = 0; r < distinct.length; r++) rankOf.set(distinct[r]!, r);
  return values.map((v) => rankOf.get(v)!);
}

const idOrders = new WeakMap<Snapshot, { byId: Int32Array; idRank: Float64Array }>();

/** Rows by id, and each row's position in that order. */
function idOrder(s: Snapshot) {
  let found = idOrders.get(s);
  if (!found) {
    const byId = Int32Array.from({ length: s.n }, (_, i) => i).sort((a, b) => (s.ids[a]! < s.ids[b]! ? -1 : 1));
    const idRank = new Float64Array(s.n);
    byId.forEach((row, r) => {
      idRank[row] = r;
    });
    found = { byId, idRank };
    idOrders.set(s, found);
  }
  return found;
}

/**
 * Rows in the order of a sort, ties broken by id so pages never overlap. Each key is replaced by
 * its rank and the ranks are packed into one float per row (3 × 17 bits fit in a double's 53), so
 * the sort is a native numeric sort instead of 1.7M comparator calls. Built once per snapshot.
 */
export function sortedRows(s: Snapshot, sort: ListingSort): Int32Array {
  const cached = s.orders.get(sort);
  if (cached) return cached;
  const n = s.n;
  const { byId, idRank } = idOrder(s);
  const keys = [...KEYS[sort](s).map(ranks), idRank];
  const bits = Math.max(1, Math.ceil(Math.log2(n + 1)));
  let order: Int32Array;
  if (bits * keys.length <= 53) {
    const scale = 2 ** bits;
    const packed = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      let v = 0;
      for (const k of keys) v = v * scale + k[i]!;
      packed[i] = v;
    }
    packed.sort();
    // The id rank is the lowest field and unique, so it leads back to the row.
    order = Int32Array.from(packed, (v) => byId[v % scale]!);
  } else {
    order = Int32Array.from({ length: n }, (_, i) => i).sort((a, b) => {
      for (const k of keys) if (k[a] !== k[b]) return k[a]! - k[b]!;
      return 0;
    });
  }
  s.orders.set(sort, order);
  return order;
}

/** Every sort, so no shopper's request pays for one. */
export function sortAll(s: Snapshot): void {
  for (const sort of Object.keys(KEYS) as ListingSort[]) sortedRows(s, sort);
}
