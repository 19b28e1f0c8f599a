import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/helpers';
import type { Harness } from '../auth/testing';
import { addProduct, addVariantProduct, commerceHarness } from '../orders/testing';
import { productsByIds } from './queries';
import { buildSnapshot, snapshotHasVariants } from './snapshot';

/** Issue 12: the listing's hasVariants comes from the snapshot, read with its rows, not from a query per page. */
describe.each(dialects)('hasVariants in the listing snapshot on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await commerceHarness(dialect);
  });
  afterAll(async () => h.close());

  it('marks products with options in the snapshot, and the listing answers the flag from it', async () => {
    const plain = await addProduct(h.app, { name: 'Cáp sạc nhanh' });
    const phone = await addVariantProduct(
      h.app,
      [{ name: 'Màu sắc', values: ['Đen', 'Trắng'] }],
      [
        { values: ['Đen'], price: 100_000, quantity: 3 },
        { values: ['Trắng'], price: 100_000, quantity: 3 },
      ],
    );
    const s = await buildSnapshot(h.app.db, 't');
    expect(snapshotHasVariants(s, phone.id)).toBe(true);
    expect(snapshotHasVariants(s, plain.id)).toBe(false);
    expect(snapshotHasVariants(s, 'not-there')).toBeUndefined();

    // The flag comes from the snapshot's answer (no product_options query for a known product)…
    const told = await productsByIds(h.app.db, [plain.id, phone.id], (id) => (id === plain.id ? true : undefined));
    expect(told.map((p) => p.hasVariants)).toEqual([true, true]);
    // …and from the table for a product the snapshot does not know.
    const fresh = await productsByIds(h.app.db, [plain.id, phone.id], () => undefined);
    expect(fresh.map((p) => p.hasVariants)).toEqual([false, true]);
  });
});
