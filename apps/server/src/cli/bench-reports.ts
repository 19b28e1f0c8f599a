import { stringify } from 'csv-stringify/sync';
import { sql } from 'kysely';
import { loadConfig } from '../config';
import { createDb, pgSchema } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { customersReport } from '../modules/reports/customers';
import { dashboard, dashboardRange } from '../modules/reports/dashboard';
import { inventoryReport } from '../modules/reports/inventory';
import { addDays, rangeOf, shopDay } from '../modules/reports/range';
import { salesOrderPages, salesReport } from '../modules/reports/sales';

/**
 * npm run bench:reports [-- --runs 30] [--csv]
 * The dashboard and every report, as their routes compute them, on the configured database
 * (DATABASE_URL or the SQLite file in DATA_DIR). Prints p50/p95 per case (issue 16: p95 < 500 ms
 * on 1,000,000 orders — seed them with `npm run db:seed -- --orders 1000000`).
 */
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 30;

const config = loadConfig();
const conn = createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const { db, dialect } = conn;
try {
  await migrateToLatest(db, await pgSchema(conn));
  // Fresh statistics after a large seed, as autovacuum / a running shop would have them.
  await sql`analyze`.execute(db);
  const n = Number((await db.selectFrom('orders').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
  const today = shopDay();
  const rand = (max: number) => Math.floor(Math.random() * max);
  /** A 30-day window somewhere in the last two years. */
  const month = () => {
    const to = addDays(today, -rand(700));
    return rangeOf({ from: addDays(to, -29), to });
  };
  const cases: Record<string, () => Promise<unknown>> = {
    'dashboard today': () => dashboard(db, dialect, dashboardRange({ period: 'today' })),
    'dashboard 7 days': () => dashboard(db, dialect, dashboardRange({ period: '7d' })),
    'dashboard 30 days': () => dashboard(db, dialect, dashboardRange({ period: '30d' })),
    'sales by day (30 d)': () => salesReport(db, dialect, month(), 'day'),
    'sales by week (90 d)': () => salesReport(db, dialect, rangeOf({ to: addDays(today, -rand(600)) }, 90), 'week'),
    'sales by month (365 d)': () => salesReport(db, dialect, rangeOf({ to: today }, 365), 'month'),
    'sales by category (30 d)': () => salesReport(db, dialect, month(), 'category'),
    'sales by brand (30 d)': () => salesReport(db, dialect, month(), 'brand'),
    'sales by product (30 d)': () => salesReport(db, dialect, month(), 'product'),
    'sales by payment (30 d)': () => salesReport(db, dialect, month(), 'paymentMethod'),
    'sales by shipping (30 d)': () => salesReport(db, dialect, month(), 'shippingMethod'),
    'sales by province (30 d)': () => salesReport(db, dialect, month(), 'province'),
    'inventory, all variants': () => inventoryReport(db, dialect, { view: 'variants', page: 1, limit: 50 }),
    'inventory, low stock': () => inventoryReport(db, dialect, { view: 'lowStock', page: 1, limit: 50 }),
    'customers top (30 d)': () => customersReport(db, dialect, month(), 'top'),
    'customers province (30 d)': () => customersReport(db, dialect, month(), 'province'),
    'customers cohorts (90 d)': () => customersReport(db, dialect, rangeOf({ to: addDays(today, -rand(600)) }, 90), 'cohorts'),
  };
  console.log(`${dialect}: ${n.toLocaleString('en')} orders, ${RUNS} runs per case`);
  console.log('case'.padEnd(30), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8), 'max ms'.padStart(8));
  for (const [name, run] of Object.entries(cases)) {
    await run(); // warm-up: the first run reads the pages from disk
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      await run();
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(1);
    console.log(name.padEnd(30), at(0.5).padStart(8), at(0.95).padStart(8), at(1).padStart(8));
  }
  if (process.argv.includes('--csv')) {
    // The CSV of every order paid in two years, made as the route makes it, bytes counted and dropped.
    const r = rangeOf({ to: today }, 731);
    const t = performance.now();
    let rows = 0;
    let bytes = 0;
    let peak = process.memoryUsage().rss;
    const startRss = peak;
    for await (const page of salesOrderPages(db, r)) {
      rows += page.length;
      bytes += Buffer.byteLength(stringify(page));
      peak = Math.max(peak, process.memoryUsage().rss);
    }
    const mb = (x: number) => (x / 1_048_576).toFixed(0);
    console.log(
      `sales-orders CSV, 731 days: ${rows.toLocaleString('en')} rows, ${mb(bytes)} MB in ${((performance.now() - t) / 1000).toFixed(1)} s; RSS ${mb(startRss)} MB at start, ${mb(peak)} MB at most`,
    );
  }
} finally {
  await conn.close();
}
