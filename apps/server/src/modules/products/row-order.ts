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

/** Where the 32 hex digits of a UUID are in its canonical text (8-4-4-4-12). */
const HEX_AT = Int8Array.from({ length: 36 }, (_, i) => i).filter((i) => i !== 8 && i !== 13 && i !== 18 && i !== 23);
const HEX = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, '0'));

/** A hex digit's value, or -1 for anything but 0-9 and a-f (a capital letter is another id). */
function nibble(c: number): number {
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 97 && c <= 102) return c - 87;
  return -1;
}

/** Writes a canonical lower-case UUID's 16 bytes at `out[at]`; false (out partly written) for any other string. */
function writeUuid(id: string, out: Uint8Array, at: number): boolean {
  if (id.length !== 36 || id[8] !== '-' || id[13] !== '-' || id[18] !== '-' || id[23] !== '-') return false;
  for (let k = 0; k < 16; k++) {
    const hi = nibble(id.charCodeAt(HEX_AT[2 * k]!));
    const lo = nibble(id.charCodeAt(HEX_AT[2 * k + 1]!));
    if (hi < 0 || lo < 0) return false;
    out[at + k] = (hi << 4) | lo;
  }
  return true;
}

/**
 * The ids' characters: one string of them end to end with where each starts, or, when every id is
 * a canonical lower-case UUID (as every id Sen makes is), 16 bytes each. Two UUIDs compare as
 * their bytes do exactly as their texts compare with `<`: hex digits sort in their values' order
 * and the dashes stand at the same places.
 */
interface IdStore {
  readonly length: number;
  at(i: number): string;
  /** Row a's id against row b's, as `<` orders strings: negative, 0 or positive. */
  compareRows(a: number, b: number): number;
  /** Compares a row's id with `id` (as compareRows), or null when no row can hold `id`. */
  probe(id: string): ((i: number) => number) | null;
}

class TextIds implements IdStore {
  constructor(
    private readonly text: string,
    private readonly start: Uint32Array,
  ) {}

  get length(): number {
    return this.start.length - 1;
  }

  at(i: number): string {
    return this.text.slice(this.start[i]!, this.start[i + 1]!);
  }

  compareRows(a: number, b: number): number {
    return this.compare(a, this.text, this.start[b]!, this.start[b + 1]! - this.start[b]!);
  }

  probe(id: string): (i: number) => number {
    return (i) => this.compare(i, id, 0, id.length);
  }

  /** Row i's id against `other`'s `len` characters from `from`, without making a string. */
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

class UuidIds implements IdStore {
  constructor(private readonly bytes: Uint8Array) {}

  get length(): number {
    return this.bytes.length / 16;
  }

  at(i: number): string {
    const b = this.bytes;
    const o = i * 16;
    const h = (k: number) => HEX[b[o + k]!]!;
    return `${h(0)}${h(1)}${h(2)}${h(3)}-${h(4)}${h(5)}-${h(6)}${h(7)}-${h(8)}${h(9)}-${h(10)}${h(11)}${h(12)}${h(13)}${h(14)}${h(15)}`;
  }

  compareRows(a: number, b: number): number {
    return this.compare(a, this.bytes, b * 16);
  }

  probe(id: string): ((i: number) => number) | null {
    const wanted = new Uint8Array(16);
    return writeUuid(id, wanted, 0) ? (i) => this.compare(i, wanted, 0) : null;
  }

  private compare(i: number, other: Uint8Array, from: number): number {
    const at = i * 16;
    for (let k = 0; k < 16; k++) {
      const d = this.bytes[at + k]! - other[from + k]!;
      if (d !== 0) return d;
    }
    return 0;
  }
}

/** `array` with room for at least `needed` items (a quarter more than before at least), its first `kept` copied. */
function grownTo<T extends Uint8Array | Uint32Array>(array: T, needed: number, kept: number, make: (n: number) => T): T {
  if (needed <= array.length) return array;
  const grown = make(Math.max(needed, Math.ceil(array.length * 1.25)));
  grown.set(array.subarray(0, kept));
  return grown;
}

/** Ids as one string end to end, given a chunk at a time. */
function textBuilder(expected: number) {
  const texts: string[] = [];
  let start = new Uint32Array(expected + 1);
  let n = 0;
  let length = 0;
  return {
    add(ids: readonly string[]): void {
      start = grownTo(start, n + ids.length + 1, n + 1, (k) => new Uint32Array(k));
      for (const id of ids) {
        length += id.length;
        start[++n] = length;
      }
      texts.push(ids.join(''));
    },
    finish: (): IdStore => new TextIds(texts.join(''), start.slice(0, n + 1)),
  };
}

/** Ids as 16 bytes each while every one is a UUID; the first that is not turns them into text. */
function idsBuilder(expected: number) {
  let bytes: Uint8Array | null = new Uint8Array(expected * 16);
  let n = 0;
  let text: ReturnType<typeof textBuilder> | null = null;
  return {
    add(ids: readonly string[]): void {
      if (bytes) {
        bytes = grownTo(bytes, (n + ids.length) * 16, n * 16, (k) => new Uint8Array(Math.ceil(k / 16) * 16));
        let k = 0;
        while (k < ids.length && writeUuid(ids[k]!, bytes, (n + k) * 16)) k++;
        if (k === ids.length) {
          n += ids.length;
          return;
        }
        const sofar = new UuidIds(bytes.subarray(0, n * 16));
        text = textBuilder(n + ids.length);
        text.add(Array.from({ length: n }, (_, i) => sofar.at(i)));
        bytes = null;
      }
      text!.add(ids);
    },
    finish: (): IdStore => (bytes ? new UuidIds(bytes.slice(0, n * 16)) : text!.finish()),
  };
}

/**
 * The product id of every row, compact (decisions 0404, 0405): the ids' characters (IdStore: 16 bytes an
 * id when they are UUIDs, 1.6 MB at 100,000 products, else one string and where each id starts),
 * the rows in id order (to find an id's row by binary search) and each row's place in that order
 * (to compare two rows' ids as numbers). The list of 100,000 strings and the id → row Map this
 * replaces took 9.6 MB of heap. Immutable: a snapshot patch that keeps its rows shares it.
 */
export class RowIds {
  /** Rows in ascending id order (string order, as `<` compares). */
  readonly byId: Int32Array;
  /** Each row's place in `byId`: rank[a] < rank[b] exactly when row a's id is before row b's. */
  readonly rank: Int32Array;

  private constructor(
    private readonly store: IdStore,
    byId: Int32Array | null,
  ) {
    const n = store.length;
    let sorted = false;
    if (!byId) {
      byId = Int32Array.from({ length: n }, (_, i) => i);
      // Rows are read in id order, which usually is the string order already: then skip the sort.
      sorted = true;
      for (let i = 1; i < n && sorted; i++) sorted = store.compareRows(i - 1, i) < 0;
      if (!sorted) byId.sort((a, b) => store.compareRows(a, b));
    }
    this.byId = byId;
    // Rows in id order (a build, nearly always): the order is 0, 1, 2… and is its own inverse, so
    // one array serves as both (0.4 MB less at 100,000 products). Neither is ever written.
    if (sorted) this.rank = byId;
    else {
      this.rank = new Int32Array(n);
      for (let r = 0; r < n; r++) this.rank[byId[r]!] = r;
    }
  }

  /** The ids of rows 0, 1, 2… */
  static of(ids: readonly string[]): RowIds {
    const b = RowIds.builder(ids.length);
    b.add(ids);
    return b.finish();
  }

  /** Ids given a chunk at a time, for about `expected` rows (more or fewer are fine). */
  static builder(expected: number) {
    const store = idsBuilder(expected);
    return {
      add: (ids: readonly string[]): void => store.add(ids),
      /** `byId` when the caller knows the id order (a patch), else it is found here. */
      finish: (byId: Int32Array | null = null): RowIds => new RowIds(store.finish(), byId),
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
    return this.store.length;
  }

  at(i: number): string {
    return this.store.at(i);
  }

  *[Symbol.iterator](): Generator<string> {
    for (let i = 0; i < this.length; i++) yield this.at(i);
  }

  /** The row holding `id`, or undefined (binary search in id order, no string made). */
  rowOf(id: string): number | undefined {
    const compare = this.store.probe(id);
    if (!compare) return undefined;
    let lo = 0;
    let hi = this.byId.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const i = this.byId[mid]!;
      const c = compare(i);
      if (c === 0) return i;
      if (c < 0) lo = mid + 1;
      else hi = mid;
    }
    return undefined;
  }
}
