import { describe, expect, it } from 'vitest';
import { COUNT_CAP, cappedPage } from './pagination';

/** A list of `total` rows 1…total; records which reads and counts were asked. */
function list(total: number) {
  const calls: string[] = [];
  const rows = Array.from({ length: total }, (_, i) => i + 1);
  return {
    calls,
    fetch: async (n: number, offset: number) => {
      calls.push(`fetch ${n}@${offset}`);
      return rows.slice(offset, offset + n);
    },
    countUpTo: async (n: number) => {
      calls.push(`count ${n}`);
      return Math.min(total, n);
    },
  };
}

describe('cappedPage', () => {
  for (const oneRead of [true, false]) {
    describe(oneRead ? 'one read (SQLite)' : 'page and count side by side (PostgreSQL)', () => {
      it('gives exact totals up to the cap and "more than 1000" past it', async () => {
        const small = list(45);
        expect(await cappedPage(small.fetch, small.countUpTo, 3, 20, oneRead)).toEqual({
          rows: [41, 42, 43, 44, 45],
          pagination: { totalCount: 45, page: 3, limit: 20, totalPages: 3 },
        });
        const exact = list(COUNT_CAP);
        expect((await cappedPage(exact.fetch, exact.countUpTo, 1, 20, oneRead)).pagination).toEqual({
          totalCount: 1000,
          page: 1,
          limit: 20,
          totalPages: 50,
        });
        const big = list(5000);
        const first = await cappedPage(big.fetch, big.countUpTo, 1, 20, oneRead);
        expect(first.rows).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
        expect(first.pagination).toEqual({ totalCount: 1000, page: 1, limit: 20, totalPages: 51, capped: true });
        expect(big.calls).toEqual(oneRead ? ['fetch 1001@0'] : ['fetch 21@0', 'count 1001']);
      });

      it('pages past the cap, one known page ahead, and ends with the exact total', async () => {
        const big = list(1234);
        const past = await cappedPage(big.fetch, big.countUpTo, 51, 20, oneRead);
        expect(past.rows[0]).toBe(1001);
        expect(past.pagination).toEqual({ totalCount: 1020, page: 51, limit: 20, totalPages: 52, capped: true });
        const last = await cappedPage(big.fetch, big.countUpTo, 62, 20, oneRead);
        expect(last.rows).toEqual([1221, 1222, 1223, 1224, 1225, 1226, 1227, 1228, 1229, 1230, 1231, 1232, 1233, 1234]);
        expect(last.pagination).toEqual({ totalCount: 1234, page: 62, limit: 20, totalPages: 62 });
      });

      it('answers a page past the end with what the count knows', async () => {
        const big = list(1234);
        expect(await cappedPage(big.fetch, big.countUpTo, 90, 20, oneRead)).toEqual({
          rows: [],
          pagination: { totalCount: 1000, page: 90, limit: 20, totalPages: 90, capped: true },
        });
        const small = list(30);
        expect((await cappedPage(small.fetch, small.countUpTo, 9, 20, oneRead)).pagination).toEqual({
          totalCount: 30,
          page: 9,
          limit: 20,
          totalPages: 2,
        });
        const none = list(0);
        expect((await cappedPage(none.fetch, none.countUpTo, 1, 20, oneRead)).pagination).toEqual({
          totalCount: 0,
          page: 1,
          limit: 20,
          totalPages: 1,
        });
      });
    });
  }

  it('trusts the page over a count taken before rows were added (side by side)', async () => {
    // The count saw 15 rows, the page query a moment later a full page and one more.
    const rows = Array.from({ length: 21 }, (_, i) => i + 1);
    const result = await cappedPage(
      async (n, offset) => rows.slice(offset, offset + n),
      async () => 15,
      1,
      20,
      false,
    );
    expect(result.pagination).toEqual({ totalCount: 20, page: 1, limit: 20, totalPages: 2, capped: true });
  });
});
