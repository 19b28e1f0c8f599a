/**
 * The rows of a listing snapshot holding a word or a tag, in whichever of two forms is smaller
 * (decision 0406):
 * - an `Int32Array` of the row numbers, ascending: a word or tag of few rows;
 * - a `Uint32Array` of one bit per row of the snapshot (row i is bit i % 32 of word i / 32): one
 *   held by more than one row in 32 ("dien", "thoai", a brand's name). At 100k products these
 *   few hundred words held 834,573 of the entries.
 * A posting belongs to the snapshot it was made for: a bitmap is as long as that snapshot.
 */
export type Posting = Int32Array | Uint32Array;

/** The posting of these rows (ascending) in a snapshot of `n` rows. */
export function postingOf(rows: ArrayLike<number>, n: number): Posting {
  const words = (n + 31) >>> 5;
  if (rows.length <= words) return Int32Array.from(rows);
  const bits = new Uint32Array(words);
  for (let k = 0; k < rows.length; k++) {
    const i = rows[k]!;
    bits[i >>> 5]! |= 1 << (i & 31);
  }
  return bits;
}

/** Whether row i is in the posting. */
export function holdsRow(p: Posting, i: number): boolean {
  if (p instanceof Uint32Array) return i >= 0 && (p[i >>> 5]! & (1 << (i & 31))) !== 0;
  let lo = 0;
  let hi = p.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (p[mid]! < i) lo = mid + 1;
    else hi = mid;
  }
  return p[lo] === i;
}

/** The posting's rows, ascending. */
export function rowsOf(p: Posting): Int32Array {
  if (p instanceof Int32Array) return p;
  let count = 0;
  for (const word of p) count += bitCount(word);
  const out = new Int32Array(count);
  let k = 0;
  forEachBit(p, (i) => {
    out[k++] = i;
  });
  return out;
}

/**
 * For each row of the posting whose mark is `from`, sets it to `from + 1` (a search counts a row
 * once per query word, however many of its words hold it).
 */
export function markRows(p: Posting, marks: Uint8Array, from: number): void {
  if (p instanceof Int32Array) {
    for (let k = 0; k < p.length; k++) {
      const i = p[k]!;
      if (marks[i] === from) marks[i] = from + 1;
    }
    return;
  }
  forEachBit(p, (i) => {
    if (marks[i] === from) marks[i] = from + 1;
  });
}

function forEachBit(bits: Uint32Array, use: (i: number) => void): void {
  for (let w = 0; w < bits.length; w++) {
    let word = bits[w]!;
    while (word !== 0) {
      const low = word & -word;
      use((w << 5) + 31 - Math.clz32(low));
      word ^= low;
    }
  }
}

function bitCount(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
