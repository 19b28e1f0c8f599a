import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { RowIds } from './row-order';

/** What a RowIds must answer, checked against plain strings. */
function expectLike(ids: RowIds, plain: string[]) {
  expect(ids.length).toBe(plain.length);
  expect([...ids]).toEqual(plain);
  const sorted = [...plain].sort();
  expect([...ids.byId].map((i) => plain[i])).toEqual(sorted);
  for (const [i, id] of plain.entries()) {
    expect(ids.rowOf(id)).toBe(i);
    expect(ids.rank[i]).toBe(sorted.indexOf(id));
  }
}

/** Bytes the ids' characters take (a string of them counted a byte a character, as V8 keeps one). */
function idBytes(ids: RowIds): number {
  const store = (ids as unknown as { store: { bytes?: Uint8Array; text?: string; start?: Uint32Array } }).store;
  return store.bytes ? store.bytes.byteLength : store.text!.length + store.start!.byteLength;
}

describe('RowIds', () => {
  const uuids = Array.from({ length: 300 }, () => randomUUID());

  it('gives each row its id and each id its row, in or out of id order', () => {
    const inOrder = RowIds.of([...uuids].sort());
    expectLike(inOrder, [...uuids].sort());
    // In id order the rows' order is 0, 1, 2…, its own inverse: one array for both.
    expect(inOrder.rank).toBe(inOrder.byId);
    const shuffled = RowIds.of(uuids);
    expectLike(shuffled, uuids);
    expect(shuffled.rank).not.toBe(shuffled.byId);
    // Ids of different lengths, one the start of another.
    const odd = ['b', 'ab', 'a', 'abc', 'p-10', 'p-9', 'Z'];
    expectLike(RowIds.of(odd), odd);
  });

  it('keeps UUIDs as 16 bytes each and other ids as text, alike to every caller', () => {
    // Every hex digit in every place, against each other: digits before letters, as in text.
    const edge = [
      '00000000-0000-4000-8000-000000000000',
      'ffffffff-ffff-4fff-bfff-ffffffffffff',
      '9fffffff-0000-4000-8000-a00000000000',
    ];
    const all = [...uuids, ...edge];
    expectLike(RowIds.of(all), all);
    expect(idBytes(RowIds.of(all))).toBe(16 * all.length);
    // One id that is not a canonical UUID (capitals, no dashes, longer) keeps the text form for all.
    for (const other of [uuids[0]!.toUpperCase(), uuids[0]!.replaceAll('-', ''), `${uuids[0]}x`, 'p-10']) {
      const b = RowIds.builder(4);
      b.add(all.slice(0, 100));
      b.add([other]);
      b.add(all.slice(100));
      const mixed = [...all.slice(0, 100), other, ...all.slice(100)];
      const ids = b.finish();
      expectLike(ids, mixed);
      expect(idBytes(ids)).toBeGreaterThan(36 * all.length);
    }
  });

  it('finds no row for an id it does not hold', () => {
    const ids = RowIds.of(uuids);
    for (const id of [randomUUID(), '', uuids[0]!.slice(0, 35), `${uuids[0]}0`, uuids[0]!.toUpperCase()])
      expect(ids.rowOf(id)).toBeUndefined();
    expect(RowIds.of([]).rowOf('a')).toBeUndefined();
  });

  it('is the same given a chunk at a time, however wrong the size guessed', () => {
    for (const guess of [0, 10, 1_000]) {
      const b = RowIds.builder(guess);
      b.add(uuids.slice(0, 7));
      b.add([]);
      b.add(uuids.slice(7));
      expect(b.finish()).toEqual(RowIds.of(uuids));
    }
  });

  it('after a patch, holds the kept ids in their rows and the added ones after, still in id order', () => {
    const old = RowIds.of([...uuids].sort());
    // Every third row leaves; the rest keep their order.
    const remap = new Int32Array(old.length);
    let kept = 0;
    for (let i = 0; i < old.length; i++) remap[i] = i % 3 === 0 ? -1 : kept++;
    const added = Array.from({ length: 5 }, () => randomUUID());
    const patched = RowIds.patched(old, remap, kept, added);
    expectLike(patched, [...[...old].filter((_, i) => i % 3 !== 0), ...added]);
    for (let i = 0; i < old.length; i += 3) expect(patched.rowOf(old.at(i))).toBeUndefined();
  });
});
