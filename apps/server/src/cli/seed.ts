import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { loadConfig } from '../config';
import { createDb, pgSchema } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { createStorage, type Storage } from '../lib/storage';
import { seedDemo, seedLargeCatalogue } from '../modules/seed';
import { seedLargeOrders } from '../modules/seed/large-orders';

/**
 * npm run db:seed                      demo data (idempotent)
 * npm run db:seed -- --products 100000 demo data plus generated products #1..100000
 * npm run db:seed -- --orders 1000000   demo data plus generated orders #1..1000000 (admin list speed)
 * npm run db:seed -- --no-images       skip writing the SVG pictures
 */
function count(name: string, value: string | undefined): number {
  const n = value === undefined ? 0 : Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a whole number ≥ 0, got "${value}"`);
  return n;
}

function readArgs(): { products: number; orders: number; images: boolean } {
  const { values } = parseArgs({
    options: {
      products: { type: 'string' },
      orders: { type: 'string' },
      'no-images': { type: 'boolean', default: false },
    },
    strict: true,
  });
  return {
    products: count('products', values.products),
    orders: count('orders', values.orders),
    images: !values['no-images'],
  };
}

const log = (msg: string) => console.log(msg);
let close: (() => Promise<void>) | undefined;
let storage: Storage | undefined;
try {
  const args = readArgs();
  const config = loadConfig();
  const conn = createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  close = conn.close;
  storage = await createStorage(config);
  await migrateToLatest(conn.db, await pgSchema(conn));
  const started = performance.now();
  const counts = await seedDemo(conn.db, { dataDir: config.dataDir, images: args.images, storage, log });
  const summary = Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([table, n]) => `${table} ${n}`)
    .join(', ');
  log(`Demo seed on ${conn.dialect}: ${summary || 'nothing new'} (${Math.round(performance.now() - started)} ms)`);
  if (args.products > 0) {
    const t = performance.now();
    const added = await seedLargeCatalogue(conn.db, {
      dataDir: config.dataDir,
      images: args.images,
      storage,
      log,
      products: args.products,
    });
    log(`Large catalogue: ${added} products added (${((performance.now() - t) / 1000).toFixed(1)} s)`);
  }
  if (args.orders > 0) {
    const t = performance.now();
    const added = await seedLargeOrders(conn.db, { orders: args.orders, log });
    log(`Large order book: ${added} orders added (${((performance.now() - t) / 1000).toFixed(1)} s)`);
  }
  // Bulk rows leave the planner's statistics describing the empty tables it saw at migration time
  // (PostgreSQL's autovacuum may be off or behind): a 14 s admin search instead of 40 ms (decision 0363).
  // On PostgreSQL also VACUUM, as autovacuum would after the inserts: until the visibility map
  // marks the new pages all-visible, every index-only scan reads the rows too (decision 0381).
  if (args.products > 0 || args.orders > 0)
    await sql.raw(conn.dialect === 'postgres' ? 'vacuum analyze' : 'analyze').execute(conn.db);
} catch (err) {
  console.error('Seeding failed:', err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await close?.();
  await storage?.close();
}
