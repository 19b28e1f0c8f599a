import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/helpers';
import { bearer, createUser, type Harness, harness, login } from '../auth/testing';
import { seedLargeCatalogue } from '../seed';

/**
 * The admin product table's count stops at 1,000 matches for a filtered or searched list
 * (decision 0381): `pagination.capped` says "more than totalCount"; narrow lists, the plain
 * catalogue and a last page keep exact totals; pages go on past the cap in the same order.
 */
describe.each(dialects)('admin product list counts on %s', (dialect) => {
  let h: Harness;
  let token: string;
  let catalogue: number;
  beforeAll(async () => {
    h = await harness(dialect);
    token = (await login(h.app, (await createUser(h.app, { role: 'staff' })).email)).token;
    // Generated SKUs SEN-GEN-000001 … SEN-GEN-001150: 1,150 matches of the prefix "SEN-GEN-".
    await seedLargeCatalogue(h.testDb.db, { dataDir: h.testDb.dataDir, images: false, products: 1150 });
    catalogue = Number(
      (
        await h.testDb.db
          .selectFrom('products')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  }, 120_000);
  afterAll(async () => h.close());

  const list = async (query: string) => {
    const res = await h.app.inject({ method: 'GET', url: `/api/v1/admin/products?${query}`, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().metadata as { items: { _id: string; sku: string }[]; pagination: Record<string, unknown> };
  };
  const ids = (page: { items: { _id: string }[] }) => page.items.map((i) => i._id);

  it('answers "more than 1000" for a broad search, exact counts for a narrow one and the whole catalogue', async () => {
    const broad = await list('q=SEN-GEN-');
    expect(broad.pagination).toEqual({ totalCount: 1000, page: 1, limit: 20, totalPages: 51, capped: true });
    expect(broad.items).toHaveLength(20);

    const narrow = await list('q=SEN-GEN-0001');
    expect(narrow.pagination).toEqual({ totalCount: 100, page: 1, limit: 20, totalPages: 5 });
    expect(narrow.items.every((i) => i.sku.startsWith('SEN-GEN-0001'))).toBe(true);

    // A filter without a search counts the same way; the unfiltered catalogue exactly.
    expect((await list('status=published')).pagination).toMatchObject({ totalCount: 1000, capped: true });
    const all = await list('');
    expect(catalogue).toBeGreaterThanOrEqual(1150);
    expect(all.pagination).toEqual({ totalCount: catalogue, page: 1, limit: 20, totalPages: Math.ceil(catalogue / 20) });
  });

  it('pages past the cap in the same order, and the last page has the exact total', async () => {
    const sort = 'q=SEN-GEN-&sort=sku&order=asc';
    const tenth = await list(`${sort}&limit=100&page=10`); // rows 901–1000: within the counted rows
    const eleventh = await list(`${sort}&limit=100&page=11`); // rows 1001–1100: past them
    expect(tenth.pagination).toMatchObject({ totalCount: 1000, totalPages: 11, capped: true });
    expect(eleventh.pagination).toMatchObject({ totalCount: 1100, totalPages: 12, capped: true, page: 11 });
    expect(eleventh.items[0]?.sku).toBe('SEN-GEN-001001');

    const fiftieth = await list(`${sort}&page=50`);
    const fiftyFirst = await list(`${sort}&page=51`);
    expect(ids(fiftieth)).toEqual(ids(tenth).slice(80));
    expect(ids(fiftyFirst)).toEqual(ids(eleventh).slice(0, 20));
    expect(fiftyFirst.pagination).toMatchObject({ totalCount: 1020, totalPages: 52, capped: true });

    const last = await list(`${sort}&page=58`); // rows 1141–1150
    expect(last.items.map((i) => i.sku)).toEqual(Array.from({ length: 10 }, (_, k) => `SEN-GEN-00${1141 + k}`));
    expect(last.pagination).toEqual({ totalCount: 1150, page: 58, limit: 20, totalPages: 58 });

    // Past the end: no rows; the count says there are more than 1000, not how many.
    const past = await list(`${sort}&page=80`);
    expect(past.items).toEqual([]);
    expect(past.pagination).toMatchObject({ totalCount: 1000, capped: true });
    // A narrow list past its end: exact.
    expect((await list('q=SEN-GEN-0001&page=9')).pagination).toEqual({ totalCount: 100, page: 9, limit: 20, totalPages: 5 });
  });
});
