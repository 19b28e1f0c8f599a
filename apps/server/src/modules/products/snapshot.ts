import { type ListingSort, priceBucketIndex } from '@sen/core';
import type { Kysely } from 'kysely';
import { withScan } from '../../db/connection';
import type { Database } from '../../db/schema';
import { parseJson } from '../catalog/mappers';
import { holdsRow, markRows, type Posting, postingOf, rowsOf } from './postings';
import { lowerBound, mergeOrder, RowIds } from './row-order';

/**
 * The columns the listing filters, counts and sorts on, for every published product, held in
 * typed arrays (a few MB at 100k products). Counting facets over them takes a millisecond or
 * two where the same GROUP BY over 100k rows takes 60–150 ms (docs/decisions/0020).
 * Row i of every array is the same product. Counts and seconds are 32-bit, the rating a 32-bit
 * float: half the bytes of doubles, and exact for them (decision 0404).
 */
export interface Snapshot {
  /** The shared token it was built for (see listing-index.ts); also part of the answer cache keys. */
  version: string;
  /** Count, stock, sold and rating counts summed: see fingerprint(). */
  fingerprint: string;
  n: number;
  /** Each row's product id, and the row of an id (ids.rowOf). */
  ids: RowIds;
  /** Index into categoryIds, or -1 when the product has none. */
  cat: Int32Array;
  categoryIds: string[];
  brand: Int32Array;
  brandIds: string[];
  /** Issue 18: index into sellerIds, or -1 for the shop's own products. */
  seller: Int32Array;
  sellerIds: string[];
  price: Float64Array;
  bucket: Uint8Array;
  rating: Float32Array;
  ratingCount: Int32Array;
  quantity: Int32Array;
  sold: Int32Array;
  /** Seconds since 1970. */
  created: Uint32Array;
  onSale: Uint8Array;
  /**
   * The sale window in whole seconds since 1970, the seconds inside it (see saleSecond): 0 and
   * SALE_OPEN_END when open; an unreadable bound makes it never active.
   */
  saleStart: Uint32Array;
  saleEnd: Uint32Array;
  isNew: Uint8Array;
  bestseller: Uint8Array;
  /** 1 when the product has options (its cards link to a variant choice): read with the rows, not per page. */
  hasVariants: Uint8Array;
  /**
   * How many distinct words and tags each row has (0xffff: that many or more): with the postings
   * they tell whether a patched row's words and tags are the ones it had (decision 0383).
   */
  wordCount: Uint16Array;
  tagCount: Uint16Array;
  /** Distinct words of the folded names and the rows holding each (a list or a bitmap: postings.ts). */
  vocabulary: string[];
  postings: Posting[];
  /** The rows of each tag (as the postings). */
  tags: Map<string, Posting>;
  orders: Map<ListingSort, Int32Array>;
}

/** Each dictionary list's index (a list is never written once a snapshot holding it is in use). */
const dictionaryIndexes = new WeakMap<string[], Map<string, number>>();

/**
 * Ids to small numbers. A patch starts from the list of the snapshot it patches and shares it
 * until an id the list does not hold comes in: then it continues a copy (decision 0383).
 */
function dictionary(from: string[] = []) {
  let list = from;
  let index = dictionaryIndexes.get(from) ?? new Map(from.map((id, i) => [id, i]));
  dictionaryIndexes.set(from, index);
  let own = false;
  return {
    get list() {
      return list;
    },
    of(id: string | null): number {
      if (id === null) return -1;
      let i = index.get(id);
      if (i === undefined) {
        if (!own) {
          list = [...list];
          index = new Map(index);
          dictionaryIndexes.set(list, index);
          own = true;
        }
        i = list.length;
        list.push(id);
        index.set(id, i);
      }
      return i;
    },
  };
}

/** A sale window's open end (in 2106), and the largest second a window holds. */
export const SALE_OPEN_END = 0xffffffff;

/**
 * A sale window's bound as a whole second inside the window: a start rounds up, an end down, so
 * the listing never calls a product on sale outside its window (at most a second less of it).
 * Open: 0 or SALE_OPEN_END. Unreadable: a start never reached, an end already passed.
 * Half the bytes of the doubles it replaces (decision 0406).
 */
function saleSecond(v: string | null, bound: 'start' | 'end'): number {
  const start = bound === 'start';
  if (v === null) return start ? 0 : SALE_OPEN_END;
  const ms = Date.parse(v);
  if (Number.isNaN(ms)) return start ? SALE_OPEN_END : 0;
  return Math.min(Math.max(start ? Math.ceil(ms / 1000) : Math.floor(ms / 1000), 0), SALE_OPEN_END);
}

const COLUMNS = [
  'id',
  'category_id',
  'brand_id',
  'seller_id',
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
  'tags',
] as const;

/** Rows per query and per slice of work: the build yields between slices so requests keep flowing. */
const CHUNK = 2_000;

export const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Published products a shopper may see: the shop's own, and those of approved sellers (issue 18). */
export function visibleProducts(db: Kysely<Database>) {
  return db
    .selectFrom('products')
    .where('status', '=', 'published')
    .where((eb) =>
      eb.or([
        eb('seller_id', 'is', null),
        eb('seller_id', 'in', eb.selectFrom('sellers').select('id').where('status', '=', 'approved')),
      ]),
    );
}

/** The snapshot's columns of the visible products, with whether each has options. */
function rowsQuery(db: Kysely<Database>) {
  return (
    visibleProducts(db)
      .select(COLUMNS)
      // Whether the product has options: one probe of product_options' index per row, in the same query.
      .select((eb) =>
        eb
          .exists(eb.selectFrom('product_options as o').select('o.product_id').whereRef('o.product_id', '=', 'products.id'))
          .as('has_variants'),
      )
  );
}

/**
 * Every visible product's row, a chunk at a time in id order, each chunk handed to `use` before
 * the next is read: a build never holds the whole catalogue's rows (at 100k products they took the
 * build's heap to 127 MB used, against 58 MB filled a chunk at a time).
 */
async function eachChunk(db: Kysely<Database>, use: (rows: Row[]) => void): Promise<void> {
  let after = '';
  for (;;) {
    const chunk = await rowsQuery(db).where('id', '>', after).orderBy('id').limit(CHUNK).execute();
    use(chunk);
    if (chunk.length < CHUNK) return;
    after = chunk[chunk.length - 1]!.id;
    await yieldToRequests();
  }
}

/** How many products are visible now (the build's first guess at its size). */
async function visibleCount(db: Kysely<Database>): Promise<number> {
  const r = await visibleProducts(db)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export type Row = Awaited<ReturnType<ReturnType<typeof rowsQuery>['execute']>>[number];

/**
 * What orders and reviews change, summed over published products: if it is the same as the
 * snapshot's, rebuilding would give the same snapshot. One aggregate over the covering index.
 */
export async function fingerprint(app: { db: Kysely<Database> }): Promise<string> {
  const r = await visibleProducts(app.db)
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      eb.fn.coalesce(eb.fn.sum<number>('quantity'), eb.lit(0)).as('q'),
      eb.fn.coalesce(eb.fn.sum<number>('sold'), eb.lit(0)).as('s'),
      eb.fn.coalesce(eb.fn.sum<number>('rating_count'), eb.lit(0)).as('r'),
    ])
    .executeTakeFirstOrThrow();
  return `${Number(r.n)}:${Number(r.q)}:${Number(r.s)}:${Number(r.r)}`;
}

type Dictionaries = Record<'cats' | 'brands' | 'sellers', ReturnType<typeof dictionary>>;

function emptySnapshot(version: string, n: number, d: Dictionaries): Snapshot {
  return {
    version,
    fingerprint: '',
    n,
    ids: RowIds.of([]),
    cat: new Int32Array(n),
    categoryIds: d.cats.list,
    brand: new Int32Array(n),
    brandIds: d.brands.list,
    seller: new Int32Array(n),
    sellerIds: d.sellers.list,
    price: new Float64Array(n),
    bucket: new Uint8Array(n),
    rating: new Float32Array(n),
    ratingCount: new Int32Array(n),
    quantity: new Int32Array(n),
    sold: new Int32Array(n),
    created: new Uint32Array(n),
    onSale: new Uint8Array(n),
    saleStart: new Uint32Array(n),
    saleEnd: new Uint32Array(n),
    isNew: new Uint8Array(n),
    bestseller: new Uint8Array(n),
    hasVariants: new Uint8Array(n),
    wordCount: new Uint16Array(n),
    tagCount: new Uint16Array(n),
    vocabulary: [],
    postings: [],
    tags: new Map(),
    orders: new Map(),
  };
}

/** The typed-array columns setRow writes. */
const VALUE_COLUMNS = [
  'cat',
  'brand',
  'seller',
  'price',
  'bucket',
  'rating',
  'ratingCount',
  'quantity',
  'sold',
  'created',
  'onSale',
  'saleStart',
  'saleEnd',
  'isNew',
  'bestseller',
  'hasVariants',
] as const;
type ValueColumn = (typeof VALUE_COLUMNS)[number];

/** The typed-array columns of a snapshot, which a patch copies row by row. */
const ROW_COLUMNS = [...VALUE_COLUMNS, 'wordCount', 'tagCount'] as const;

/** Puts a row's words and tags in the lists being built, and their count in the row. */
function listRow(s: Snapshot, i: number, r: Row, words: Map<string, number[]>, byTag: Map<string, number[]>): void {
  const own = wordsOf(r);
  const tags = tagsOf(r);
  for (const w of own) add(words, w, i);
  for (const t of tags) add(byTag, t, i);
  s.wordCount[i] = Math.min(own.size, 0xffff);
  s.tagCount[i] = Math.min(tags.size, 0xffff);
}

/** Row i of the snapshot from a database row (everything but its id, words and tags). */
function setRow(s: Snapshot, i: number, r: Row, d: Dictionaries): void {
  s.cat[i] = d.cats.of(r.category_id);
  s.brand[i] = d.brands.of(r.brand_id);
  s.seller[i] = d.sellers.of(r.seller_id ?? null);
  s.price[i] = Number(r.price);
  s.bucket[i] = priceBucketIndex(Number(r.price));
  s.rating[i] = Number(r.rating_average);
  s.ratingCount[i] = r.rating_count;
  s.quantity[i] = r.quantity;
  s.sold[i] = r.sold;
  // Seconds: a narrower sort key, and a second is finer than any listing needs.
  s.created[i] = Math.floor(Date.parse(r.created_at) / 1000);
  s.onSale[i] = r.is_on_sale;
  s.saleStart[i] = saleSecond(r.sale_start, 'start');
  s.saleEnd[i] = saleSecond(r.sale_end, 'end');
  s.isNew[i] = r.is_new;
  s.bestseller[i] = r.is_bestseller;
  s.hasVariants[i] = Number(r.has_variants) ? 1 : 0;
}

/** The words of a row's folded name and its tags (the JSON list the product page shows and links to: /tags/{tag}). */
const wordsOf = (r: Row) => new Set(r.name_folded.split(' '));
const tagsOf = (r: Row) => new Set(parseJson<string[]>(r.tags, []).map((t) => String(t).toLowerCase()));

const add = (map: Map<string, number[]>, key: string, i: number) => {
  const list = map.get(key);
  if (list) list.push(i);
  else map.set(key, [i]);
};

function setDictionaries(s: Snapshot, d: Dictionaries): void {
  s.categoryIds = d.cats.list;
  s.brandIds = d.brands.list;
  s.sellerIds = d.sellers.list;
}

function setFingerprint(s: Snapshot): void {
  let quantity = 0;
  let sold = 0;
  let ratings = 0;
  for (let i = 0; i < s.n; i++) {
    quantity += s.quantity[i]!;
    sold += s.sold[i]!;
    ratings += s.ratingCount[i]!;
  }
  s.fingerprint = `${s.n}:${quantity}:${sold}:${ratings}`;
}

/**
 * How many whole snapshots were built and how many patched in this process (tests and logs);
 * `valuePatches` of the patches changed only values (decision 0383).
 */
export const snapshotWork = { builds: 0, patches: 0, valuePatches: 0 };

/** A snapshot of every visible product, read on a scan handle of its own (withScan, decision 0404). */
export async function buildSnapshot(db: Kysely<Database>, version: string): Promise<Snapshot> {
  snapshotWork.builds++;
  const filler = await withScan(db, async (scan) => {
    const f = snapshotFiller(version, await visibleCount(scan));
    await eachChunk(scan, (rows) => f.add(rows));
    return f;
  });
  return filler.finish();
}

/** A snapshot of these rows (the micro-benchmark feeds it made-up rows). */
export async function snapshotOf(rows: Row[], version: string): Promise<Snapshot> {
  const filler = snapshotFiller(version, rows.length);
  for (let i = 0; i < rows.length; i += CHUNK) {
    if (i > 0) await yieldToRequests();
    filler.add(rows.slice(i, i + CHUNK));
  }
  return filler.finish();
}

/**
 * A snapshot filled a chunk of rows at a time. Its columns are sized for `expected` rows; products
 * published while a build reads grow them, and it ends with exactly as many rows as it was given.
 */
export function snapshotFiller(version: string, expected: number) {
  const d = { cats: dictionary(), brands: dictionary(), sellers: dictionary() };
  let s = emptySnapshot(version, expected, d);
  const ids = RowIds.builder(expected);
  let n = 0;
  const words = new Map<string, number[]>();
  const byTag = new Map<string, number[]>();
  return {
    add(rows: Row[]): void {
      if (n + rows.length > s.n) s = resized(s, Math.max(n + rows.length, Math.ceil(s.n * 1.25)), n, d);
      ids.add(rows.map((r) => r.id));
      for (const r of rows) {
        setRow(s, n, r, d);
        listRow(s, n, r, words, byTag);
        n++;
      }
    },
    async finish(): Promise<Snapshot> {
      if (n < s.n) s = resized(s, n, n, d);
      s.ids = ids.finish();
      setDictionaries(s, d);
      setFingerprint(s);
      for (const [w, list] of words) {
        s.vocabulary.push(w);
        s.postings.push(postingOf(list, n));
        if (s.vocabulary.length % CHUNK === 0) await yieldToRequests();
      }
      for (const [tag, list] of byTag) s.tags.set(tag, postingOf(list, n));
      return s;
    },
  };
}

/** A snapshot being filled, with room for `size` rows, holding the first `filled` of `s`. */
function resized(s: Snapshot, size: number, filled: number, d: Dictionaries): Snapshot {
  const out = emptySnapshot(s.version, size, d);
  for (const c of ROW_COLUMNS) (out[c] as Float64Array).set((s[c] as Float64Array).subarray(0, filled));
  return out;
}

/** Reads the current rows of some products for patchSnapshot (the ones no longer visible are absent). */
export async function loadPatchRows(db: Kysely<Database>, ids: string[]): Promise<Row[]> {
  const rows: Row[] = [];
  for (let k = 0; k * CHUNK < ids.length; k++) {
    rows.push(
      ...(await rowsQuery(db)
        .where('id', 'in', ids.slice(k * CHUNK, (k + 1) * CHUNK))
        .execute()),
    );
  }
  return rows;
}

/**
 * A new snapshot equal to `old` with the products `ids` replaced by `rows` (their current
 * database rows; an id without a row is no longer visible and leaves), without reading the other
 * products again. When only values moved (stock and sold by an order, a price: patchValues,
 * decision 0383) it shares all but the columns and sort orders those values are in; otherwise
 * (patchRows) the columns are copied, the rows of the changed products rewritten (new ones
 * appended), the words and tags re-listed, and every sort order keeps its unchanged rows and
 * takes the changed ones in by binary search. O(n) array work at most, instead of reading and
 * sorting the whole catalogue. The old snapshot is left untouched (requests may still be reading it).
 */
export function patchSnapshot(old: Snapshot, version: string, ids: string[], rows: Row[]): Snapshot {
  snapshotWork.patches++;
  return patchValues(old, version, ids, rows) ?? patchRows(old, version, ids, rows);
}

/** patchSnapshot when products come, go or change their words or tags: everything is rewritten. */
function patchRows(old: Snapshot, version: string, ids: string[], rows: Row[]): Snapshot {
  const fresh = new Map(rows.map((r) => [r.id, r]));
  // Old row -> new row (-1: gone); the survivors keep their order, new products go last.
  const remap = new Int32Array(old.n);
  for (const id of ids) {
    const i = fresh.has(id) ? undefined : old.ids.rowOf(id);
    if (i !== undefined) remap[i] = -1;
  }
  let n = 0;
  for (let i = 0; i < old.n; i++) if (remap[i] === 0) remap[i] = n++;
  const added = rows.filter((r) => old.ids.rowOf(r.id) === undefined);
  const kept = n;
  n += added.length;
  const identity = kept === old.n;
  const d = { cats: dictionary(old.categoryIds), brands: dictionary(old.brandIds), sellers: dictionary(old.sellerIds) };
  const s = emptySnapshot(version, n, d);
  if (identity && added.length === 0) {
    // The usual edit: same products, same rows. Ids and rows are shared, the columns copied.
    s.ids = old.ids;
    for (const c of ROW_COLUMNS) (s[c] as Float64Array).set(old[c] as Float64Array);
  } else {
    s.ids = RowIds.patched(
      old.ids,
      remap,
      kept,
      added.map((r) => r.id),
    );
    for (let i = 0; i < old.n; i++) {
      const j = remap[i]!;
      if (j < 0) continue;
      for (const c of ROW_COLUMNS) (s[c] as Float64Array)[j] = (old[c] as Float64Array)[i]!;
    }
  }
  const changedRows: number[] = [];
  const write = (r: Row, i: number) => {
    setRow(s, i, r, d);
    changedRows.push(i);
  };
  for (const r of rows) {
    const i = old.ids.rowOf(r.id);
    if (i !== undefined) write(r, remap[i]!);
  }
  for (const [k, r] of added.entries()) write(r, kept + k);
  const changed = new Uint8Array(n);
  for (const i of changedRows) changed[i] = 1;

  // Words and tags: every list without the changed rows (renumbered), then theirs added.
  const relist = (posting: Posting): number[] => {
    const out: number[] = [];
    for (const i of rowsOf(posting)) {
      const j = remap[i]!;
      if (j >= 0 && !changed[j]) out.push(j);
    }
    return out;
  };
  const words = new Map<string, number[]>();
  for (const [v, w] of old.vocabulary.entries()) words.set(w, relist(old.postings[v]!));
  const byTag = new Map<string, number[]>();
  for (const [t, list] of old.tags) byTag.set(t, relist(list));
  const wordsBefore = new Map([...words].map(([w, list]) => [w, list.length]));
  const tagsBefore = new Map([...byTag].map(([t, list]) => [t, list.length]));
  for (const i of changedRows) listRow(s, i, fresh.get(s.ids.at(i))!, words, byTag);
  // The changed rows went last: a list that took some is sorted again (sameText's binary search).
  const ascending = (list: number[], had: number | undefined) =>
    postingOf(had === list.length ? list : Int32Array.from(list).sort(), n);
  for (const [w, list] of words) {
    if (list.length === 0) continue;
    s.vocabulary.push(w);
    s.postings.push(ascending(list, wordsBefore.get(w)));
  }
  for (const [t, list] of byTag) if (list.length) s.tags.set(t, ascending(list, tagsBefore.get(t)));
  setDictionaries(s, d);

  // Sort orders: the unchanged rows keep their relative order; each changed row goes in where
  // the sort's keys (then the id) place it.
  if (identity && added.length === 0) {
    followOrders(old, s, changedRows);
  } else {
    for (const [sort, order] of old.orders) {
      const rest = restBuffer(n - changedRows.length);
      let a = 0;
      for (const i of order) {
        const j = remap[i]!;
        if (j >= 0 && !changed[j]) rest[a++] = j;
      }
      s.orders.set(sort, mergeOrder(rest, changedRows, precedes(s, sort)));
    }
  }
  setFingerprint(s);
  return s;
}

const vocabularyIndexes = new WeakMap<string[], Map<string, number>>();

/**
 * Whether row i of `s` has exactly the words and tags of `r`: each of r's is listed with row i,
 * and row i has as many as r. Exact (no hash): a false "no" only costs the full patch.
 */
function sameText(s: Snapshot, i: number, r: Row): boolean {
  const words = wordsOf(r);
  const tags = tagsOf(r);
  if (words.size >= 0xffff || words.size !== s.wordCount[i] || tags.size >= 0xffff || tags.size !== s.tagCount[i]) return false;
  let at = vocabularyIndexes.get(s.vocabulary);
  if (!at) {
    at = new Map(s.vocabulary.map((w, v) => [w, v]));
    vocabularyIndexes.set(s.vocabulary, at);
  }
  for (const w of words) {
    const v = at.get(w);
    if (v === undefined || !holdsRow(s.postings[v]!, i)) return false;
  }
  for (const t of tags) {
    const list = s.tags.get(t);
    if (!list || !holdsRow(list, i)) return false;
  }
  return true;
}

/**
 * patchSnapshot when the same products stay and only their values moved — their words and tags
 * are the ones they had: stock and sold by an order, a price (decision 0383). The new snapshot
 * shares the old one's ids, words, tags and dictionaries, and every column and sort order
 * none of these rows changed; a column that changed is copied, and a sort order that follows it
 * moves just these rows (binary search, block copies). Null when it does not apply.
 */
function patchValues(old: Snapshot, version: string, ids: string[], rows: Row[]): Snapshot | null {
  const fresh = new Set(rows.map((r) => r.id));
  for (const id of ids) if (!fresh.has(id) && old.ids.rowOf(id) !== undefined) return null;
  const at: number[] = [];
  for (const r of rows) {
    const i = old.ids.rowOf(r.id);
    if (i === undefined || !sameText(old, i, r)) return null;
    at.push(i);
  }
  snapshotWork.valuePatches++;
  const d = { cats: dictionary(old.categoryIds), brands: dictionary(old.brandIds), sellers: dictionary(old.sellerIds) };
  const s: Snapshot = { ...old, version, orders: new Map() };
  const columns = s as unknown as Record<ValueColumn, Float64Array>;
  const scratch = emptySnapshot('', 1, d);
  const copied = new Set<ValueColumn>();
  for (const [k, r] of rows.entries()) {
    const i = at[k]!;
    setRow(scratch, 0, r, d);
    for (const c of VALUE_COLUMNS) {
      const v = (scratch[c] as Float64Array)[0]!;
      if (Object.is(v, columns[c][i])) continue;
      if (!copied.has(c)) {
        columns[c] = columns[c].slice();
        copied.add(c);
      }
      columns[c][i] = v;
    }
  }
  setDictionaries(s, d);
  followOrders(old, s, at);
  // Stock, sold and rating counts are whole numbers: their sums move by the rows' differences.
  const sums = old.fingerprint.split(':').map(Number);
  const fields = ['quantity', 'sold', 'ratingCount'] as const;
  for (const i of new Set(at)) for (const [f, c] of fields.entries()) sums[f + 1]! += s[c][i]! - old[c][i]!;
  if (
    sums.length === 4 &&
    sums.every(Number.isSafeInteger) &&
    at.every((i) => fields.every((c) => Number.isSafeInteger(s[c][i])))
  ) {
    s.fingerprint = sums.join(':');
  } else setFingerprint(s);
  return s;
}

/**
 * The sort orders of `s`, which has the rows of `old` in the same places, rows `at` rewritten:
 * an order none of their keys moved is shared, the others move just those rows.
 */
function followOrders(old: Snapshot, s: Snapshot, at: number[]): void {
  for (const [sort, order] of old.orders) {
    const keys = SORT_KEYS[sort].map(([c]) => c);
    const moved = at.filter((i) => keys.some((c) => !Object.is(old[c][i], s[c][i])));
    s.orders.set(sort, moved.length ? moveInOrder(order, moved, precedes(old, sort), precedes(s, sort)) : order);
  }
}

/** Rows `moved` (their keys changed) taken out of `order` (sorted by `was`) and put back where `now` places them. */
function moveInOrder(
  order: Int32Array,
  moved: number[],
  was: (a: number, b: number) => boolean,
  now: (a: number, b: number) => boolean,
): Int32Array {
  const places = moved.map((i) => {
    const p = lowerBound(order, 0, order.length, (r) => was(r, i));
    // Sorted as `was` says, unless the keys were unreadable (NaN): then look for it.
    return order[p] === i ? p : order.indexOf(i);
  });
  places.sort((a, b) => a - b);
  const rest = restBuffer(order.length - places.length);
  let from = 0;
  let to = 0;
  for (const p of places) {
    rest.set(order.subarray(from, p), to);
    to += p - from;
    from = p + 1;
  }
  rest.set(order.subarray(from), to);
  return mergeOrder(rest, moved, now);
}

/** A reused buffer for the rows an order keeps (a patch runs to its end without yielding). */
let restRows = new Int32Array(0);
function restBuffer(n: number): Int32Array {
  if (restRows.length < n) restRows = new Int32Array(Math.max(n, Math.ceil(restRows.length * 1.25)));
  return restRows.subarray(0, n);
}

const countsOf = new WeakMap<Snapshot, Record<'cat' | 'brand', Map<string, number>>>();

/** The snapshot's products per category id and per brand id, counted once per snapshot (decision 0404). */
export function visibleCounts(s: Snapshot, column: 'cat' | 'brand'): Map<string, number> {
  let counts = countsOf.get(s);
  if (!counts) {
    const by = (values: Int32Array, ids: string[]) => {
      const n = new Int32Array(ids.length);
      for (const v of values) if (v >= 0) n[v]!++;
      return new Map(ids.map((id, k) => [id, n[k]!]));
    };
    counts = { cat: by(s.cat, s.categoryIds), brand: by(s.brand, s.brandIds) };
    countsOf.set(s, counts);
  }
  return counts[column];
}

/** Whether a product of the snapshot has options; undefined when it is not in it. */
export function snapshotHasVariants(s: Snapshot, id: string): boolean | undefined {
  const i = s.ids.rowOf(id);
  return i === undefined ? undefined : s.hasVariants[i] === 1;
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
      markRows(s.postings[v]!, hits, k);
    }
  });
  const all = words.length;
  for (let i = 0; i < s.n; i++) hits[i] = hits[i] === all ? 1 : 0;
  return hits;
}

type SortColumn = 'sold' | 'created' | 'rating' | 'ratingCount' | 'price';

/** Sort keys, most significant first, and whether each is descending. The id always breaks ties. */
const SORT_KEYS: Record<ListingSort, [SortColumn, boolean][]> = {
  popularity: [['sold', true]],
  newest: [['created', true]],
  rating: [
    ['rating', true],
    ['ratingCount', true],
  ],
  'price-asc': [['price', false]],
  'price-desc': [['price', true]],
};

/** The keys as numbers to sort ascending: "desc" keys negated. */
const keysOf = (s: Snapshot, sort: ListingSort) => SORT_KEYS[sort].map(([c, desc]) => (desc ? negate(s[c]) : s[c]));

/** Whether row a comes before row b in a sort (what the sorted orders hold). */
function precedes(s: Snapshot, sort: ListingSort): (a: number, b: number) => boolean {
  const keys = SORT_KEYS[sort].map(([c, desc]) => [s[c], desc ? -1 : 1] as const);
  return (a, b) => {
    for (const [k, sign] of keys) if (k[a] !== k[b]) return sign * k[a]! < sign * k[b]!;
    return s.ids.rank[a]! < s.ids.rank[b]!;
  };
}

function negate(values: ArrayLike<number>): Float64Array {
  return Float64Array.from(values, (v) => -v);
}

/**
 * A key as a small non-negative integer per row, and its width in bits: whole numbers of a
 * modest range are shifted to start at 0; anything else is replaced by its dense rank.
 */
function field(values: Float64Array | Float32Array | Int32Array | Uint32Array): { v: ArrayLike<number>; bits: number } {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  let whole = true;
  for (const x of values) {
    if (!Number.isInteger(x)) whole = false;
    if (x < min) min = x;
    if (x > max) max = x;
  }
  const width = Math.ceil(Math.log2(max - min + 1)) || 1;
  if (whole && width <= 32) return { v: Float64Array.from(values, (x) => x - min), bits: width };
  const distinct = Float64Array.from(new Set(values)).sort();
  const rankOf = new Map<number, number>();
  for (let r = 0; r < distinct.length; r++) rankOf.set(distinct[r]!, r);
  return { v: Float64Array.from(values, (x) => rankOf.get(x)!), bits: Math.ceil(Math.log2(distinct.length + 1)) || 1 };
}

/**
 * Rows in the order of a sort, ties broken by id so pages never overlap. The keys and the id's
 * rank are packed into one double per row when they fit its 53 bits (always, for our sorts at
 * 100k products), so the sort is one native numeric sort instead of 1.7M comparator calls.
 * A generator so the async build can yield between steps; each step is a few milliseconds.
 */
function* sortSteps(s: Snapshot, sort: ListingSort): Generator<void, Int32Array> {
  const n = s.n;
  const { byId, rank } = s.ids;
  const fields: { v: ArrayLike<number>; bits: number }[] = [];
  for (const k of keysOf(s, sort)) {
    fields.push(field(k));
    yield;
  }
  fields.push({ v: rank, bits: Math.ceil(Math.log2(n + 1)) || 1 });
  if (fields.reduce((sum, f) => sum + f.bits, 0) > 53) {
    return Int32Array.from({ length: n }, (_, i) => i).sort((a, b) => {
      for (const f of fields) if (f.v[a] !== f.v[b]) return f.v[a]! - f.v[b]!;
      return 0;
    });
  }
  const packed = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let v = 0;
    for (const f of fields) v = v * 2 ** f.bits + f.v[i]!;
    packed[i] = v;
  }
  yield;
  packed.sort();
  yield;
  // The id rank is the lowest field and unique, so it leads back to the row.
  const idScale = 2 ** fields[fields.length - 1]!.bits;
  const order = new Int32Array(n);
  for (let k = 0; k < n; k++) {
    const v = packed[k]!;
    order[k] = byId[v - Math.floor(v / idScale) * idScale]!;
  }
  return order;
}

/** Rows in the order of a sort (see sortSteps), built on first use and kept with the snapshot. */
export function sortedRows(s: Snapshot, sort: ListingSort): Int32Array {
  let order = s.orders.get(sort);
  if (!order) {
    const steps = sortSteps(s, sort);
    let step = steps.next();
    while (!step.done) step = steps.next();
    order = step.value;
    s.orders.set(sort, order);
  }
  return order;
}

/** Every sort, so no shopper's request pays for one, yielding to requests between steps. */
export async function sortAll(s: Snapshot): Promise<void> {
  for (const sort of Object.keys(SORT_KEYS) as ListingSort[]) {
    const steps = sortSteps(s, sort);
    let step = steps.next();
    while (!step.done) {
      await yieldToRequests();
      step = steps.next();
    }
    s.orders.set(sort, step.value);
  }
}
