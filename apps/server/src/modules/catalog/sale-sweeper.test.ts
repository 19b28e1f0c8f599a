import { currentPrice, priceWithSale } from '@sen/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoDb, createTestApp, dialects, type TestDb } from '../../../test/helpers';
import { generateProduct } from '../seed/large';
import { SWEEP_BATCH, SWEEP_READ, sweepSalePrices } from './sale-sweeper';

const priceFields = (r: {
  price: number;
  compare_price: number | null;
  sale_percentage: number;
  is_on_sale: number;
  sale_start: string | null;
  sale_end: string | null;
}) => ({
  price: r.price,
  comparePrice: r.compare_price,
  salePercentage: r.sale_percentage,
  isOnSale: r.is_on_sale === 1,
  saleStart: r.sale_start,
  saleEnd: r.sale_end,
});

describe('seeded sale prices', () => {
  it('are what currentPrice() charges, for the large catalogue generator too', () => {
    const now = new Date();
    let onSale = 0;
    for (let i = 1; i <= 3_000; i++) {
      const { product } = generateProduct(i, now, new Map(), new Map());
      const row = { ...product, compare_price: product.compare_price ?? null } as Parameters<typeof priceFields>[0];
      if (row.is_on_sale) onSale++;
      expect(row.price, product.slug).toBe(currentPrice(priceFields(row), now.getTime()));
    }
    expect(onSale).toBeGreaterThan(300);
  });
});

describe.each(dialects)('sale prices on %s', (dialect) => {
  let testDb: TestDb;
  let app: FastifyInstance;

  beforeAll(async () => {
    testDb = await createDemoDb(dialect);
    app = await createTestApp(testDb);
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.destroy();
  });

  const onSale = () =>
    testDb.db
      .selectFrom('products')
      .selectAll()
      .where('is_on_sale', '=', 1)
      .where('compare_price', 'is not', null)
      .orderBy('slug')
      .execute();

  it('charges the regular price once a sale has ended, and the sale price while it runs', async () => {
    const now = Date.now();
    const products = await onSale();
    const ended = products.find((p) => p.sale_end && Date.parse(p.sale_end) <= now);
    const running = products.find((p) => p.sale_end && Date.parse(p.sale_end) > now);
    if (!ended || !running) throw new Error('the demo data has ended and running sales');
    // Pretend the column went stale: both still hold a discounted price.
    const stale = priceWithSale(ended.compare_price ?? 0, ended.sale_percentage);
    await testDb.db.updateTable('products').set({ price: stale }).where('id', '=', ended.id).execute();

    expect(await sweepSalePrices(app, now)).toBeGreaterThanOrEqual(1);
    const after = await testDb.db
      .selectFrom('products')
      .select(['id', 'price'])
      .where('id', 'in', [ended.id, running.id])
      .execute();
    const price = new Map(after.map((r) => [r.id, r.price]));
    expect(price.get(ended.id)).toBe(ended.compare_price);
    expect(price.get(running.id)).toBe(priceWithSale(running.compare_price ?? 0, running.sale_percentage));
    expect(await sweepSalePrices(app, now)).toBe(0);
  });

  it('leaves the freshly seeded demo catalogue as it is', async () => {
    const now = Date.now();
    for (const row of await onSale()) expect(row.price, row.slug).toBe(currentPrice(priceFields(row), now));
  });

  it('fixes more stale rows than one batch holds and one read returns in one sweep, and keeps a price changed meanwhile', async () => {
    const rows = await onSale();
    // Every on-sale product stale, several times over a batch and more than a read: copies of the demo rows.
    const copies = Math.ceil((Math.max(SWEEP_BATCH * 2, SWEEP_READ) + 10) / rows.length);
    const ids: string[] = [];
    for (let k = 0; k < copies; k++) {
      const batch = rows.map((r) => ({
        ...r,
        id: crypto.randomUUID(),
        slug: `${r.slug}-stale-${k}`,
        sku: `${r.sku}-S${k}`,
        price: 1,
      }));
      await testDb.db.insertInto('products').values(batch).execute();
      ids.push(...batch.map((b) => b.id));
    }
    expect(ids.length).toBeGreaterThan(SWEEP_READ);
    const now = Date.now();
    expect(await sweepSalePrices(app, now)).toBe(ids.length);
    const after = await testDb.db.selectFrom('products').selectAll().where('id', 'in', ids).execute();
    for (const row of after) expect(row.price).toBe(currentPrice(priceFields(row), now));
    expect(await sweepSalePrices(app, now)).toBe(0);
    await testDb.db.deleteFrom('products').where('id', 'in', ids).execute();
  });

  it('opens a sale when its start time comes', async () => {
    const [product] = await onSale();
    if (!product) throw new Error('no product on sale');
    const start = new Date(Date.now() + 3_600_000).toISOString();
    const end = new Date(Date.now() + 7_200_000).toISOString();
    await testDb.db.updateTable('products').set({ sale_start: start, sale_end: end }).where('id', '=', product.id).execute();
    await sweepSalePrices(app, Date.now());
    const before = await testDb.db.selectFrom('products').select('price').where('id', '=', product.id).executeTakeFirstOrThrow();
    expect(before.price).toBe(product.compare_price);
    await sweepSalePrices(app, Date.now() + 3_700_000);
    const during = await testDb.db.selectFrom('products').select('price').where('id', '=', product.id).executeTakeFirstOrThrow();
    expect(during.price).toBe(priceWithSale(product.compare_price ?? 0, product.sale_percentage));
  });
});
