/**
 * Rows of the listing snapshot (snapshot.ts) in order: sorted row lists merged by binary search,
 * and the rows' product ids kept in id order.
 */

/** First index in [lo, hi) of `list` where `isBefore` stops holding. */
export function lowerBound(list: Int32Array, lo: number, hi: number, isBefore: (row: number) => boolean): number {
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (isBefore(list[mid]!)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** A new order: `rest` (sorted by `before`) with `incoming` put in by binary search, copied in blocks. */
export function mergeOrder(rest: Int32Array, incoming: number[], before: (a: number, b: number) => boolean): Int32Array {
  const sorted = [...incoming].sort((a, b) => (before(a, b) ? -1 : 1));
  const out = new Int32Array(rest.length + sorted.length);
  let from = 0;
  let to = 0;
  for (const row of sorted) {
    const p = lowerBound(rest, from, rest.length, (r) => before(r, row));
    out.set(rest.subarray(from, p), to);
    to += p - from;
    from = p;
    out[to++] = row;
  }
  out.set(rest.subarray(from), to);
  return out;
}

/**
 * The product id of every row, compact (decision 0404): one string holding the ids end to end,
 * where each starts, the rows in id order (to find an id's row by binary search) and each row's
 * place in that order (to compare two rows' ids as numbers). At 100,000 products this is ~4.8 MB;
 * the list of 100,000 strings and the id → row Map it replaces took 9.6 MB of heap.
 * Immutable: a snapshot patch that keeps its rows shares it.
 */
export class RowIds {
  /** Rows in ascending id order (string order, as `<` compares). */
  readonly byId: Int32Array;
  /** Each row's place in `byId`: rank[a] < rank[b] exactly when row a's id is before row b's. */
  readonly rank: Int32Array;

  private constructor(
    private readonly text: string,
    private readonly start: Uint32Array,
    byId: Int32Array | null,
  ) {
    const n = start.length - 1;
    if (!byId) {
      byId = Int32Array.from({ length: n }, (_, i) => i);
      // Rows are read in id order, which usually is the string order already: then skip the sort.
      let sorted = true;
      for (let i = 1; i < n && sorted; i++) sorted = this.compareRows(i - 1, i) < 0;
      if (!sorted) byId.sort((a, b) => this.compareRows(a, b));
    }
    this.byId = byId;
    this.rank = new Int32Array(n);
    for (let r = 0; r < n; r++) this.rank[byId[r]!] = r;
  }

  /** The ids of rows 0, 1, 2… */
  static of(ids: readonly string[]): RowIds {
    const b = RowIds.builder(ids.length);
    b.add(ids);
    return b.finish();
  }

  /** Ids given a chunk at a time, for about `expected` rows (more or fewer are fine). */
  static builder(expected: number) {
    const texts: string[] = [];
    let start = new Uint32Array(expected + 1);
    let n = 0;
    let length = 0;
    return {
      add(ids: readonly string[]): void {
        if (n + ids.length + 1 > start.length) {
          const grown = new Uint32Array(Math.max(n + ids.length + 1, Math.ceil(start.length * 1.25)));
          grown.set(start.subarray(0, n + 1));
          start = grown;
        }
        for (const id of ids) {
          length += id.length;
          start[++n] = length;
        }
        texts.push(ids.join(''));
      },
      /** `byId` when the caller knows the id order (a patch), else it is found here. */
      finish: (byId: Int32Array | null = null): RowIds => new RowIds(texts.join(''), start.slice(0, n + 1), byId),
    };
  }

  /**
   * The ids after a patch: old row i is row remap[i] (-1: gone; the kept rows come first, in their
   * old order), then the `added` ids. The kept rows keep their id order; the added ones go in by
   * binary search, so a patch never sorts every id again.
   */
  static patched(old: RowIds, remap: Int32Array, kept: number, added: readonly string[]): RowIds {
    const ids = new Array<string>(kept + added.length);
    for (let i = 0; i < old.length; i++) if (remap[i]! >= 0) ids[remap[i]!] = old.at(i);
    for (const [k, id] of added.entries()) ids[kept + k] = id;
    const rest = new Int32Array(kept);
    let a = 0;
    for (const i of old.byId) if (remap[i]! >= 0) rest[a++] = remap[i]!;
    const byId = mergeOrder(
      rest,
      added.map((_, k) => kept + k),
      (x, y) => ids[x]! < ids[y]!,
    );
    const b = RowIds.builder(ids.length);
    b.add(ids);
    return b.finish(byId);
  }

  get length(): number {
    return this.start.length - 1;
  }

  at(i: number): string {
    return this.text.slice(this.start[i]!, this.start[i + 1]!);
  }

  *[Symbol.iterator](): Generator<string> {
    for (let i = 0; i < this.length; i++) yield this.at(i);
  }

  /** The row holding `id`, or undefined (binary search in id order, no string made). */
  rowOf(id: string): number | undefined {
    let lo = 0;
    let hi = this.byId.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const i = this.byId[mid]!;
      const c = this.compare(i, id, 0, id.length);
      if (c === 0) return i;
      if (c < 0) lo = mid + 1;
      else hi = mid;
    }
    return undefined;
  }

  /** Row a's id against row b's, as `<` orders strings, without making either string. */
  private compareRows(a: number, b: number): number {
    return this.compare(a, this.text, this.start[b]!, this.start[b + 1]! - this.start[b]!);
  }

  /** Row i's id against `other`'s `len` characters from `from`, as `<` orders strings: negative, 0 or positive. */
  private compare(i: number, other: string, from: number, len: number): number {
    const at = this.start[i]!;
    const own = this.start[i + 1]! - at;
    const common = Math.min(own, len);
    for (let k = 0; k < common; k++) {
      const d = this.text.charCodeAt(at + k) - other.charCodeAt(from + k);
      if (d !== 0) return d;
    }
    return own - len;
  }
}
