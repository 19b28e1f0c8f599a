import { isSaleActive, LISTING_SORTS } from '@sen/core';
import { describe, expect, it } from 'vitest';
import { rowsOf } from './postings';
import { RowIds } from './row-order';
import { selectRows } from './select';
import { matchWords, type Row, type Snapshot, snapshotFiller, snapshotOf, sortAll, sortedRows } from './snapshot';

/** A snapshot of n random rows with many ties, built without a database. */
function fake(n: number, seed = 7): Snapshot {
  let x = seed;
  const rand = () => {
    x = (x * 1_103_515_245 + 12_345) % 2 ** 31;
    return x / 2 ** 31;
  };
  const f = (g: () => number) => Float64Array.from({ length: n }, g);
  const i32 = (g: () => number) => Int32Array.from({ length: n }, g);
  const ids = Array.from({ length: n }, (_, i) => `id-${String((i * 7919) % n).padStart(6, '0')}`);
  return {
    version: 't',
    fingerprint: '',
    n,
    ids: RowIds.of(ids),
    cat: new Int32Array(n),
    categoryIds: [],
    brand: new Int32Array(n),
    brandIds: [],
    seller: new Int32Array(n).fill(-1),
    sellerIds: [],
    price: f(() => Math.round(rand() * 50) * 100_000),
    bucket: new Uint8Array(n),
    rating: Float32Array.from({ length: n }, () => Math.round(rand() * 50) / 10 + (rand() < 0.1 ? 0.05 : 0)),
    ratingCount: i32(() => Math.floor(rand() * 5)),
    quantity: new Int32Array(n),
    sold: i32(() => Math.floor(rand() * 20)),
    created: Uint32Array.from({ length: n }, () => 1_700_000_000 + Math.floor(rand() * 3) * 86_400),
    onSale: new Uint8Array(n),
    saleStart: new Uint32Array(n),
    saleEnd: new Uint32Array(n),
    isNew: new Uint8Array(n),
    bestseller: new Uint8Array(n),
    hasVariants: new Uint8Array(n),
    wordCount: new Uint16Array(n),
    tagCount: new Uint16Array(n),
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
    const expected = [...Array(s.n).keys()].sort((a, b) => COMPARE[sort]!(s)(a, b) || (s.ids.at(a) < s.ids.at(b) ? -1 : 1));
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

describe('snapshot filled a chunk at a time', () => {
  const row = (i: number): Row =>
    ({
      id: `p${String(i).padStart(3, '0')}`,
      category_id: `c${i % 3}`,
      brand_id: i % 4 ? `b${i % 2}` : null,
      seller_id: null,
      price: 100_000 * (i + 1),
      rating_average: (i % 5) + 0.5,
      rating_count: i,
      quantity: 10 - i,
      sold: i * 3,
      created_at: new Date(Date.UTC(2025, 0, 1 + i)).toISOString(),
      is_on_sale: i % 2,
      sale_start: null,
      sale_end: null,
      is_new: 0,
      is_bestseller: i === 2 ? 1 : 0,
      name_folded: `dien thoai mau ${i % 2 ? 'do' : 'xanh'}`,
      tags: JSON.stringify(i % 2 ? ['Sale'] : []),
      has_variants: i % 3 === 0 ? 1 : 0,
    }) as Row;
  const rows = Array.from({ length: 7 }, (_, i) => row(i));

  it.each([
    ['grows past a first guess that was too small (products published while it read)', 3],
    ['ends with exactly its rows when the guess was too large (products withdrawn meanwhile)', 20],
  ])('%s', async (_, expected) => {
    const whole = await snapshotOf(rows, 'v');
    const filler = snapshotFiller('v', expected);
    filler.add(rows.slice(0, 4));
    filler.add(rows.slice(4));
    const s = await filler.finish();
    expect(s.n).toBe(7);
    expect([...s.ids]).toEqual(rows.map((r) => r.id));
    expect(s.price).toHaveLength(7);
    expect(s.wordCount).toHaveLength(7);
    expect(s).toEqual(whole);
    expect([...s.price]).toEqual(rows.map((r) => r.price));
    expect([...s.quantity]).toEqual(rows.map((r) => r.quantity));
    expect(s.categoryIds).toEqual(['c0', 'c1', 'c2']);
    expect([...rowsOf(s.tags.get('sale')!)]).toEqual([1, 3, 5]);
    expect([...rowsOf(s.postings[s.vocabulary.indexOf('xanh')]!)]).toEqual([0, 2, 4, 6]);
    expect(s.fingerprint).toBe(whole.fingerprint);
  });
});

describe('sale windows in the snapshot', () => {
  const none = {
    categories: [],
    brands: [],
    sellers: [],
    categoryBySlug: new Map(),
    brandBySlug: new Map(),
    sellerBySlug: new Map(),
    subtree: new Map(),
  };
  const now = Date.parse('2026-12-01T10:00:00.000Z');
  const at = (seconds: number) => new Date(now + seconds * 1000).toISOString();
  // [start, end]: open, whole seconds either side of now, a fraction either side, unreadable, beyond 2106.
  const windows: [string | null, string | null][] = [
    [null, null],
    [at(-60), null],
    [null, at(60)],
    [at(1), null],
    [null, at(0)],
    [at(0), at(1)],
    [at(-1), at(0.4)],
    [at(0.4), at(60)],
    [at(-0.4), at(60)],
    ['not a date', null],
    [null, 'soon'],
    ['1969-06-01T00:00:00.000Z', '2200-01-01T00:00:00.000Z'],
    ['2200-01-01T00:00:00.000Z', null],
  ];
  const rows = windows.map(
    ([start, end], i) =>
      ({
        id: `s${String(i).padStart(3, '0')}`,
        category_id: null,
        brand_id: null,
        seller_id: null,
        price: 100_000,
        rating_average: 0,
        rating_count: 0,
        quantity: 1,
        sold: 0,
        created_at: at(-86_400),
        is_on_sale: 1,
        sale_start: start,
        sale_end: end,
        is_new: 0,
        is_bestseller: 0,
        name_folded: 'loa',
        tags: '[]',
        has_variants: 0,
      }) as Row,
  );

  it('are on sale exactly when the shop rule says so, to the second', async () => {
    const s = await snapshotOf(rows, 'v');
    const { match } = selectRows(
      s,
      { categoryIds: null, brandIds: null, words: [], onSale: true, now: new Date(now).toISOString() },
      none,
    );
    const expected = windows.map(([saleStart, saleEnd]) => isSaleActive({ isOnSale: true, saleStart, saleEnd }, now));
    // The one fraction the snapshot reads otherwise: a window ending 0.4 s from now holds no whole second more.
    expect(expected[6]).toBe(true);
    expected[6] = false;
    expect([...match].map(Boolean)).toEqual(expected);
    expect(expected.filter(Boolean).length).toBeGreaterThan(4);
  });
});
