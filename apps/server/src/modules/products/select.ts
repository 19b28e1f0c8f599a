import { type ListingFacets, type ListingSort, PRICE_BUCKETS, PRICE_RANGES, priceBucketIndex, RATING_LEVELS } from '@sen/core';
import type { Filters } from './filters';
import { markRows, type Posting } from './postings';
import { matchWords, type Snapshot, sortedRows } from './snapshot';
import type { Taxonomy } from './taxonomy';

export interface Selection {
  /** 0/1 per snapshot row: passes every filter. */
  match: Uint8Array;
  total: number;
  facets: ListingFacets;
}

/** 0/1 per dictionary entry (slot 0 is "no category/brand"), or null when not filtered. */
function allowed(ids: string[] | null, dictionary: string[]): Uint8Array | null {
  if (!ids) return null;
  const wanted = new Set(ids);
  const mask = new Uint8Array(dictionary.length + 1);
  dictionary.forEach((id, i) => {
    if (wanted.has(id)) mask[i + 1] = 1;
  });
  return mask;
}

function rowsMask(s: Snapshot, rows: Posting | undefined): Uint8Array {
  const mask = new Uint8Array(s.n);
  if (rows) markRows(rows, mask, 0);
  return mask;
}

/**
 * Matches and facet counts in one pass over the snapshot. Each facet group is counted with every
 * other filter applied but its own (a shopper sees how many they would get by switching).
 */
export function selectRows(s: Snapshot, f: Filters, t: Taxonomy): Selection {
  // Seconds, as the snapshot's sale windows (a fraction: a window's whole-second bounds compare exactly).
  const now = Date.parse(f.now) / 1000;
  const words = f.words.length ? matchWords(s, f.words) : null;
  const tagged = f.tag ? rowsMask(s, s.tags.get(f.tag)) : null;
  const catOk = allowed(f.categoryIds, s.categoryIds);
  const brandOk = allowed(f.brandIds, s.brandIds);
  const sellerOk = allowed(f.sellerIds ?? null, s.sellerIds);
  const { min, max, rating, inStock, onSale, isNew, bestseller } = f;
  // The prices shoppers pay now: the stored ones, with the running flash prices laid over.
  let prices = s.price;
  let priceBuckets = s.bucket;
  if (f.shownPrices?.size) {
    prices = Float64Array.from(s.price);
    priceBuckets = Uint8Array.from(s.bucket);
    for (const [i, price] of f.shownPrices) {
      prices[i] = price;
      priceBuckets[i] = priceBucketIndex(price);
    }
  }

  const match = new Uint8Array(s.n);
  const byCat = new Float64Array(s.categoryIds.length + 1);
  const byBrand = new Float64Array(s.brandIds.length + 1);
  const bySeller = new Float64Array(s.sellerIds.length + 1);
  const buckets = new Float64Array(PRICE_BUCKETS.length);
  const ratings = new Float64Array(RATING_LEVELS.length);
  let total = 0;
  let inStockCount = 0;
  let outCount = 0;

  for (let i = 0; i < s.n; i++) {
    if (words && !words[i]) continue;
    if (tagged && !tagged[i]) continue;
    if (onSale !== undefined && (s.onSale[i] === 1 && s.saleStart[i]! <= now && now < s.saleEnd[i]!) !== onSale) continue;
    if (isNew !== undefined && (s.isNew[i] === 1) !== isNew) continue;
    if (bestseller !== undefined && (s.bestseller[i] === 1) !== bestseller) continue;
    const cSlot = s.cat[i]! + 1;
    const bSlot = s.brand[i]! + 1;
    const sSlot = s.seller[i]! + 1;
    const c = !catOk || catOk[cSlot] === 1;
    const b = !brandOk || brandOk[bSlot] === 1;
    const sl = !sellerOk || sellerOk[sSlot] === 1;
    const price = prices[i]!;
    const p = (min === undefined || price >= min) && (max === undefined || price <= max);
    const avg = s.rating[i]!;
    const r = rating === undefined || avg >= rating;
    const stocked = s.quantity[i]! > 0;
    const st = inStock === undefined || stocked === inStock;
    if (b && sl && p && r && st) byCat[cSlot]!++;
    if (c && sl && p && r && st) byBrand[bSlot]!++;
    if (c && b && p && r && st) bySeller[sSlot]!++;
    if (!c || !b || !sl) continue;
    if (r && st) buckets[priceBuckets[i]!]!++;
    if (p && st) {
      for (let k = 0; k < RATING_LEVELS.length; k++) if (avg >= RATING_LEVELS[k]!) ratings[k]!++;
    }
    if (p && r) {
      if (stocked) inStockCount++;
      else outCount++;
    }
    if (p && r && st) {
      match[i] = 1;
      total++;
    }
  }

  const catCount = new Map(s.categoryIds.map((id, i) => [id, byCat[i + 1]!]));
  const brandCount = new Map(s.brandIds.map((id, i) => [id, byBrand[i + 1]!]));
  const sellerCount = new Map(s.sellerIds.map((id, i) => [id, bySeller[i + 1]!]));
  // A parent category counts its children's products too, as its filter includes them.
  const categoryTotal = (id: string) => (t.subtree.get(id) ?? [id]).reduce((sum, x) => sum + (catCount.get(x) ?? 0), 0);
  const all = buckets.reduce((a, b) => a + b, 0);
  return {
    match,
    total,
    facets: {
      categories: t.categories.filter((c) => c.active).map((c) => ({ slug: c.slug, name: c.name, count: categoryTotal(c.id) })),
      brands: t.brands.filter((b) => b.active).map((b) => ({ slug: b.slug, name: b.name, count: brandCount.get(b.id) ?? 0 })),
      sellers: t.sellers.filter((x) => x.active).map((x) => ({ slug: x.slug, name: x.name, count: sellerCount.get(x.id) ?? 0 })),
      priceRanges: PRICE_RANGES.map((range, i) => ({ ...range, count: i === 0 ? all : buckets[i - 1]! })),
      ratings: RATING_LEVELS.map((level, k) => ({ rating: level, count: ratings[k]! })),
      stock: { inStock: inStockCount, outOfStock: outCount },
    },
  };
}

/**
 * Rows in the order of a sort. For the price sorts, rows whose shown price differs from the
 * stored one (`shownPrices`, decision 0361) leave the kept order and are merged back in at
 * their shown price (ties by id, as sortedRows breaks them).
 */
function* inOrder(s: Snapshot, sort: ListingSort, shownPrices?: Map<number, number>): Generator<number> {
  const order = sortedRows(s, sort);
  if (!shownPrices?.size || (sort !== 'price-asc' && sort !== 'price-desc')) {
    yield* order;
    return;
  }
  const sign = sort === 'price-asc' ? 1 : -1;
  const key = (i: number) => sign * (shownPrices.get(i) ?? s.price[i]!);
  const before = (a: number, b: number) => key(a) < key(b) || (key(a) === key(b) && s.ids.rank[a]! < s.ids.rank[b]!);
  const moved = [...shownPrices.keys()].sort((a, b) => (before(a, b) ? -1 : 1));
  let k = 0;
  for (const i of order) {
    if (shownPrices.has(i)) continue;
    while (k < moved.length && before(moved[k]!, i)) yield moved[k++]!;
    yield i;
  }
  while (k < moved.length) yield moved[k++]!;
}

/** Ids of one page of matching rows in the sort's order; a page past the end is empty. */
export function pageIds(
  s: Snapshot,
  match: Uint8Array,
  sort: ListingSort,
  page: number,
  limit: number,
  shownPrices?: Map<number, number>,
): string[] {
  let skip = (page - 1) * limit;
  const out: string[] = [];
  for (const i of inOrder(s, sort, shownPrices)) {
    if (out.length >= limit) break;
    if (!match[i]) continue;
    if (skip > 0) skip--;
    else out.push(s.ids.at(i));
  }
  return out;
}

/** Best sellers of the product's category, then of its brand, without the product itself. */
export function relatedIds(
  s: Snapshot,
  productId: string,
  categoryId: string | null,
  brandId: string | null,
  limit: number,
): string[] {
  const order = sortedRows(s, 'popularity');
  // -2 matches no row (-1 is "none" in the snapshot).
  const slot = (list: string[], id: string | null) => (id === null || !list.includes(id) ? -2 : list.indexOf(id));
  const cat = slot(s.categoryIds, categoryId);
  const brand = slot(s.brandIds, brandId);
  const self = s.ids.rowOf(productId);
  const out: string[] = [];
  for (const same of [(i: number) => s.cat[i] === cat, (i: number) => s.brand[i] === brand && s.cat[i] !== cat]) {
    for (let k = 0; k < order.length && out.length < limit; k++) {
      const i = order[k]!;
      if (same(i) && i !== self) out.push(s.ids.at(i));
    }
  }
  return out;
}
