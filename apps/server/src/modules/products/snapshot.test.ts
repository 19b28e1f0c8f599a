import { LISTING_SORTS } from '@sen/core';
import { describe, expect, it } from 'vitest';
import { matchWords, type Snapshot, sortAll, sortedRows } from './snapshot';

/** A snapshot of n random rows with many ties, built without a database. */
function fake(n: number, seed = 7): Snapshot {
  let x = seed;
  const rand = () => {
    x = (x * 1_103_515_245 + 12_345) % 2 ** 31;
    return x / 2 ** 31;
  };
  const f = (g: () => number) => Float64Array.from({ length: n }, g);
  const ids = Array.from({ length: n }, (_, i) => `id-${String((i * 7919) % n).padStart(6, '0')}`);
  return {
    version: 't',
    fingerprint: '',
    n,
    ids,
    cat: new Int32Array(n),
    categoryIds: [],
    brand: new Int32Array(n),
    brandIds: [],
    seller: new Int32Array(n).fill(-1),
    sellerIds: [],
    price: f(() => Math.round(rand() * 50) * 100_000),
    bucket: new Uint8Array(n),
    rating: f(() => Math.round(rand() * 50) / 10 + (rand() < 0.1 ? 0.05 : 0)),
    ratingCount: f(() => Math.floor(rand() * 5)),
    quantity: new Float64Array(n),
    sold: f(() => Math.floor(rand() * 20)),
    created: f(() => 1_700_000_000 + Math.floor(rand() * 3) * 86_400),
    onSale: new Uint8Array(n),
    saleStart: new Float64Array(n),
    saleEnd: new Float64Array(n),
    isNew: new Uint8Array(n),
    bestseller: new Uint8Array(n),
    hasVariants: new Uint8Array(n),
    wordCount: new Uint16Array(n),
    tagCount: new Uint16Array(n),
    rowOf: new Map(ids.map((id, i) => [id, i])),
    vocabulary: ['dien', 'thoai', 'samsung', 'galaxy', '12gb/256gb'],
    postings: [Int32Array.of(0, 1), Int32Array.of(0, 1), Int32Array.of(0, 2), Int32Array.of(2), Int32Array.of(1, 2)],
    tags: new Map(),
    orders: new Map(),
  };
}

const COMPARE: Record<string, (s: Snapshot) => (a: number, b: number) => number> = {
  popularity: (s) => (a, b) => s.sold[b]! - s.sold[a]!,
  newest: (s) => (a, b) => s.created[b]! - s.created[a]!,
  rating: (s) => (a, b) => s.rating[b]! - s.rating[a]! || s.ratingCount[b]! - s.ratingCount[a]!,
  'price-asc': (s) => (a, b) => s.price[a]! - s.price[b]!,
  'price-desc': (s) => (a, b) => s.price[b]! - s.price[a]!,
};

describe('snapshot sorting', () => {
  it.each(LISTING_SORTS)('orders %s like a comparator sort with the id as tiebreak', async (sort) => {
    const s = fake(5_000);
    const expected = [...Array(s.n).keys()].sort((a, b) => COMPARE[sort]!(s)(a, b) || (s.ids[a]! < s.ids[b]! ? -1 : 1));
    expect([...sortedRows(s, sort)]).toEqual(expected);
    const t = fake(5_000);
    await sortAll(t);
    expect([...t.orders.get(sort)!]).toEqual(expected);
  });
});

describe('matchWords', () => {
  it('needs every word, each anywhere inside a word of the name', () => {
    const s = fake(3);
    expect([...matchWords(s, ['dien', 'thoai'])]).toEqual([1, 1, 0]);
    expect([...matchWords(s, ['sung'])]).toEqual([1, 0, 1]);
    expect([...matchWords(s, ['256gb', 'sam'])]).toEqual([0, 0, 1]);
    expect([...matchWords(s, ['a'])]).toEqual([1, 1, 1]);
    expect([...matchWords(s, ['dien', 'galaxy'])]).toEqual([0, 0, 0]);
  });
});
