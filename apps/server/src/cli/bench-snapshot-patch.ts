/**
 * `npm run bench:snapshot -w @sen/server` (node --expose-gc --import tsx): the
 * cost of patching the listing snapshot (decision 0383) on a made-up catalogue of
 * BENCH_PRODUCTS rows (100,000 by default): one product whose stock and sold count moved (what
 * an order does), five of them, one whose price moved, and one renamed. Prints the median time and the bytes allocated
 * per patch (heap growth between a forced collection and the patch's end); asserts nothing.
 * BENCH_SNAPSHOT=path: measure another snapshot.ts instead (an older one from `git show`, put
 * beside it so its imports resolve), to compare in the same run.
 */
import path from 'node:path';
import type { Row, Snapshot } from '../modules/products/snapshot';

const N = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const gc = (globalThis as { gc?: () => void }).gc;

/** A small deterministic generator, so every run sees the same catalogue. */
let seed = 42;
const rand = () => {
  // mulberry32
  seed = (seed + 0x6d2b79f5) | 0;
  let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
  return ((x ^ (x >>> 14)) >>> 0) / 2 ** 32;
};
const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)]!;
const words = Array.from({ length: 6_000 }, (_, i) => `w${i.toString(36)}${'aeiou'[i % 5]}`);
const tags = Array.from({ length: 300 }, (_, i) => `tag${i}`);
/** Words that open many names, as "dien thoai" or a brand do in a real catalogue (bitmap postings, decision 0406). */
const kinds = Array.from({ length: 24 }, (_, i) => `kind${i} k${i % 6}`);

function row(i: number): Row {
  const created = new Date(Date.UTC(2024, 0, 1) + Math.floor(rand() * 700 * 86_400_000)).toISOString();
  return {
    id: `p${String(i).padStart(7, '0')}`,
    category_id: `c${Math.floor(rand() * 60)}`,
    brand_id: rand() < 0.1 ? null : `b${Math.floor(rand() * 400)}`,
    seller_id: rand() < 0.7 ? null : `s${Math.floor(rand() * 50)}`,
    price: Math.round(rand() * 5_000) * 1_000,
    rating_average: Math.round(rand() * 50) / 10,
    rating_count: Math.floor(rand() * 300),
    quantity: Math.floor(rand() * 200),
    sold: Math.floor(rand() * 5_000),
    created_at: created,
    is_on_sale: rand() < 0.2 ? 1 : 0,
    sale_start: null,
    sale_end: null,
    is_new: rand() < 0.1 ? 1 : 0,
    is_bestseller: rand() < 0.05 ? 1 : 0,
    name_folded: [pick(kinds), ...Array.from({ length: 2 + Math.floor(rand() * 4) }, () => pick(words))].join(' '),
    tags: JSON.stringify(Array.from({ length: Math.floor(rand() * 4) }, () => pick(tags))),
    has_variants: rand() < 0.3 ? 1 : 0,
  } as Row;
}

const { patchSnapshot, snapshotOf, sortAll }: typeof import('../modules/products/snapshot') = await import(
  process.env.BENCH_SNAPSHOT ? path.resolve(process.env.BENCH_SNAPSHOT) : '../modules/products/snapshot'
);

function measure(label: string, s: Snapshot, change: (k: number) => Row[]) {
  const times: number[] = [];
  const bytes: number[] = [];
  for (let k = 0; k < RUNS; k++) {
    const rows = change(k);
    gc?.();
    const heap = process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
    const t = performance.now();
    const next = patchSnapshot(
      s,
      `v${k}`,
      rows.map((r) => r.id),
      rows,
    );
    times.push(performance.now() - t);
    bytes.push(process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers - heap);
    if (next.n !== s.n) throw new Error('the patch lost rows');
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  console.log(
    `${label.padEnd(34)} ${median(times).toFixed(3).padStart(8)} ms  ${(median(bytes) / 2 ** 20).toFixed(2).padStart(7)} MB allocated`,
  );
}

async function main() {
  if (!gc) console.log('(run with node --expose-gc for the allocated bytes: without it they include garbage)');
  const rows = Array.from({ length: N }, (_, i) => row(i));
  let t = performance.now();
  const s = await snapshotOf(rows, 'v0');
  await sortAll(s);
  console.log(
    `${N} products, ${s.vocabulary.length} words, ${s.tags.size} tags: built and sorted in ${(performance.now() - t).toFixed(0)} ms`,
  );
  const some = (k: number, count: number) => Array.from({ length: count }, (_, j) => rows[(k * 7_919 + j * 104_729) % N]!);
  const stock = (r: Row, k: number) => ({ ...r, quantity: k % 3 === 0 ? 0 : r.quantity + 1, sold: r.sold + 1 });
  t = performance.now();
  measure('stock and sold of 1 product', s, (k) => some(k, 1).map((r) => stock(r, k)));
  measure('stock and sold of 5 products', s, (k) => some(k, 5).map((r) => stock(r, k)));
  measure('price of 1 product', s, (k) => some(k, 1).map((r) => ({ ...r, price: r.price + 1_000 })));
  measure('name of 1 product', s, (k) => some(k, 1).map((r) => ({ ...r, name_folded: `${r.name_folded} moi${k}` })));
  console.log(
    `load average ${(await import('node:os'))
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
