import { describe, expect, it } from 'vitest';
import { holdsRow, markRows, postingOf, rowsOf } from './postings';

/** Rows 0..n-1 kept with probability `share`, from a fixed seed. */
function someRows(n: number, share: number, seed: number): number[] {
  let x = seed;
  const rows: number[] = [];
  for (let i = 0; i < n; i++) {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    if (x / 2 ** 31 < share) rows.push(i);
  }
  return rows;
}

describe('postings', () => {
  it('keeps a few rows as a list and many as one bit per row, whichever is smaller', () => {
    expect(postingOf([3, 70], 100)).toBeInstanceOf(Int32Array);
    expect(postingOf([1, 2, 3, 4, 5], 100)).toBeInstanceOf(Uint32Array);
    expect(postingOf([1, 2, 3, 4, 5], 100)).toHaveLength(4);
    // Exactly as many rows as the bitmap has words: the list (no larger).
    expect(postingOf([0, 1, 2, 3], 100)).toBeInstanceOf(Int32Array);
  });

  it('answers the same rows in either form', () => {
    for (const [n, share] of [
      [1, 1],
      [31, 0.5],
      [32, 1],
      [33, 0.9],
      [1000, 0.02],
      [1000, 0.2],
      [4099, 0.7],
    ] as const) {
      const rows = someRows(n, share, n);
      const p = postingOf(rows, n);
      expect([...rowsOf(p)], `${n} rows, ${share}`).toEqual(rows);
      const held = new Set(rows);
      for (let i = 0; i < n; i++) expect(holdsRow(p, i)).toBe(held.has(i));
      expect(holdsRow(p, n)).toBe(false);
      // A mark moves from 1 to 2 on the held rows only; others keep theirs.
      const marks = Uint8Array.from({ length: n }, (_, i) => (i % 3 === 0 ? 0 : 1));
      markRows(p, marks, 1);
      for (let i = 0; i < n; i++) expect(marks[i]).toBe(i % 3 === 0 ? 0 : held.has(i) ? 2 : 1);
    }
  });

  it('holds the last row of a bitmap word (bit 31)', () => {
    const rows = [0, 31, 32, 63, 64, 95];
    const p = postingOf(rows, 96);
    expect(p).toBeInstanceOf(Uint32Array);
    expect([...rowsOf(p)]).toEqual(rows);
    for (const i of rows) expect(holdsRow(p, i)).toBe(true);
    expect(holdsRow(p, 30)).toBe(false);
  });
});
